// The admin invoice dialog: react-hook-form with the zod schema. Picking the XML reads the CFDI and fills
// number, folio fiscal, issue date, total and currency; its receiver RFC must be the company's (checked
// when the XML is read, when the company changes, and again before saving). Failures of the save are
// the form's root error, except a stale edit, which is the dialog's conflict block (useStaleWrite).
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { noteFileProblem, withFileChecks } from '@/components/form/file-checks';
import { useNewId } from '@/components/form/use-new-id';
import { useStaleWrite } from '@/components/form/use-stale-write';
import { errorMessage } from '@/lib/errors';

import { useCreateInvoice } from '../api/create-invoice';
import { companyRfcQuery } from '../api/get-company-rfc';
import { useUpdateInvoice } from '../api/update-invoice';
import { readCfdiFile, sameRfc, type CfdiData } from '../utils/cfdi';
import {
  invoiceMessages,
  invoiceSchema,
  type InvoiceFormInput,
  editDefaults,
  type InvoiceFormOutput,
} from '../utils/invoice-form';

/** The message that refuses this CFDI for this company, or null when the receiver matches. */
export function rfcProblem(cfdi: CfdiData, companyRfc: string | null | undefined): string | null {
  if (!companyRfc) return invoiceMessages.noRfc;
  return sameRfc(cfdi.receiverRfc, companyRfc)
    ? null
    : invoiceMessages.rfcMismatch(cfdi.receiverRfc, companyRfc);
}

interface InvoiceFormOptions {
  defaults: InvoiceFormInput;
  /** The invoice being edited and the version the form loaded; null creates one. */
  invoice: { id: string; version: string | null } | null;
  onDone: () => void;
}

export function useInvoiceForm({ defaults, invoice, onDone }: InvoiceFormOptions) {
  const form = useForm<InvoiceFormInput, unknown, InvoiceFormOutput>({
    resolver: withFileChecks(zodResolver(invoiceSchema)),
    mode: 'onBlur',
    defaultValues: defaults,
  });
  const staleWrite = useStaleWrite({ form, version: invoice?.version, storedValues: editDefaults });
  const newId = useNewId();
  const queryClient = useQueryClient();
  const create = useCreateInvoice();
  const update = useUpdateInvoice();
  const [cfdi, setCfdi] = React.useState<CfdiData | null>(null);
  const companyId = useWatch({ control: form.control, name: 'companyId' });

  const companyRfc = React.useCallback(
    async (id: string) => (id ? (await queryClient.fetchQuery(companyRfcQuery(id))).rfc : null),
    [queryClient],
  );

  /** Sets the XML error when the read CFDI does not belong to the company; true when it does. */
  const checkRfc = React.useCallback(
    async (data: CfdiData, id: string) => {
      if (!id) return true; // the company field's own message asks for it first
      let problem: string | null;
      try {
        problem = rfcProblem(data, await companyRfc(id));
      } catch (error) {
        problem = errorMessage(error) || invoiceMessages.saveFailed;
      }
      // Kept with the file, so a submit refused for another field still shows it.
      const xml = form.getValues('xml');
      if (xml instanceof File) noteFileProblem(xml, 'rfc', problem);
      if (problem) form.setError('xml', { message: problem });
      else void form.trigger('xml');
      return problem === null;
    },
    [companyRfc, form],
  );

  // Another company makes the last check stale.
  React.useEffect(() => {
    if (cfdi) void checkRfc(cfdi, companyId);
  }, [cfdi, companyId, checkRfc]);

  const pickXml = async (file: File | undefined) => {
    form.setValue('xml', file);
    setCfdi(null);
    form.clearErrors('root');
    if (!file) return;
    let data: CfdiData;
    try {
      data = await readCfdiFile(file);
    } catch (error) {
      // Kept with the file: the message stays through a submit until another file is picked.
      noteFileProblem(file, 'cfdi', errorMessage(error));
      form.setError('xml', { message: errorMessage(error) });
      return;
    }
    const fill = { shouldDirty: true, shouldValidate: true } as const;
    form.setValue('invoiceNumber', data.invoiceNumber, fill);
    form.setValue('cfdiUuid', data.uuid, fill);
    if (data.issueDate) form.setValue('issueDate', data.issueDate, fill);
    form.setValue('amount', data.total.toFixed(2), fill);
    form.setValue('currency', data.currency, fill);
    setCfdi(data);
  };

  const submit = form.handleSubmit(async (values) => {
    if (values.mode === 'create') {
      if (!cfdi) {
        // A file that could not be read never gets here: its reason refuses the submit (withFileChecks).
        form.setError('xml', { message: invoiceMessages.xml });
        return;
      }
      if (!(await checkRfc(cfdi, values.companyId))) return;
    }
    try {
      if (values.mode === 'create' && values.pdf && values.xml)
        await create.mutateAsync({ ...values, id: newId.current(), pdf: values.pdf, xml: values.xml });
      else if (invoice)
        await update.mutateAsync({ ...values, id: invoice.id, version: staleWrite.version() });
    } catch (error) {
      if (!staleWrite.catch(error)) form.setError('root', { message: errorMessage(error) });
      return;
    }
    onDone();
  });

  return { form, submit, staleWrite, pickXml, cfdi, isPending: create.isPending || update.isPending };
}
