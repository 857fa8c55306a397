// 'Emitir Acuse': the company (the header's, preselected) and the month (the one that just ended); before
// issuing, how many documents the receipt will list. The database takes the snapshot when it is issued.
import { useWatch } from 'react-hook-form';

import { CompanyField, type CompanyChoice } from '@/components/form/company-field';
import { FormDialog } from '@/components/form/form-dialog';
import { PeriodField } from '@/components/form/period-field';
import { useFormDialog } from '@/components/form/use-form-dialog';
import { formatMonthYear } from '@/utils/format';

import { useMonthPublications } from '../../api/get-month-publications';
import { useIssueDeliveryReceipt } from '../../api/issue-delivery-receipt';
import { formMonth, receiptDefaults, receiptSchema } from '../../utils/receipt-form';

export const issueReceiptDialogTexts = {
  title: 'Emitir Acuse',
  description:
    'Acuse de entrega de un mes: cada documento publicado a la empresa, su huella SHA-256 y la primera apertura y descarga de cada usuario del cliente, con un código que cualquiera puede verificar.',
  submit: 'Emitir Acuse',
  busy: 'Emitiendo...',
  counting: 'Contando documentos publicados...',
  preview: (count: number, month: string) =>
    count === 1
      ? `El acuse listará 1 documento publicado en ${month}.`
      : `El acuse listará ${count} documentos publicados en ${month}.`,
  nothing: (month: string) => `No hay documentos publicados para esta empresa en ${month}.`,
} as const;

interface IssueReceiptDialogProps {
  onClose: () => void;
  companies: CompanyChoice[];
  /** The header's company, preselected ('' when all are shown). */
  companyId: string;
}

/** Mounted only while open (the parent renders it conditionally), so each opening starts clean. */
export function IssueReceiptDialog({ onClose, companies, companyId }: IssueReceiptDialogProps) {
  const issue = useIssueDeliveryReceipt();
  const { form, submit } = useFormDialog({
    schema: receiptSchema(),
    defaultValues: receiptDefaults(companyId),
    save: (values) => issue.mutateAsync(values),
    onDone: onClose,
  });
  const values = useWatch({ control: form.control });
  const month = formMonth(values);
  return (
    <FormDialog
      onClose={onClose}
      title={issueReceiptDialogTexts.title}
      description={issueReceiptDialogTexts.description}
      state={{ form, submit, isPending: issue.isPending }}
      submitLabel={issueReceiptDialogTexts.submit}
      busyLabel={issueReceiptDialogTexts.busy}
    >
      <CompanyField control={form.control} name="companyId" companies={companies} />
      <PeriodField control={form.control} yearName="year" monthName="month" />
      <MonthPreview companyId={values.companyId ?? ''} month={month} />
    </FormDialog>
  );
}

function MonthPreview({ companyId, month }: { companyId: string; month: string | null }) {
  const count = useMonthPublications(companyId, month);
  if (!companyId || !month || count.isError) return null;
  const name = formatMonthYear(Number(month.slice(5, 7)), Number(month.slice(0, 4))) ?? month;
  return (
    <p className="text-sm text-muted-foreground" role="status">
      {count.isPending && issueReceiptDialogTexts.counting}
      {count.data === 0 && issueReceiptDialogTexts.nothing(name)}
      {count.data !== undefined && count.data > 0 && issueReceiptDialogTexts.preview(count.data, name)}
    </p>
  );
}
