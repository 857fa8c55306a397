// The 'Subir Complemento de Pago' dialog's state. Picking the XML reads the complement; with a company
// chosen, it is checked against that company (its RFC, its invoices and what each still owes, and that it
// was not recorded before) and the dialog shows what it pays or why it is refused, under the file field.
// A change of company checks again, and Guardar waits for the latest check.
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';
import { useWatch } from 'react-hook-form';

import { noteFileProblem } from '@/components/form/file-checks';
import { useFormDialog } from '@/components/form/use-form-dialog';
import { errorMessage } from '@/lib/errors';

import { companyRfcQuery } from '../api/get-company-rfc';
import { complementInvoicesQuery, type ComplementInvoice } from '../api/get-complement-invoices';
import { recordedComplementQuery } from '../api/get-recorded-complement';
import { useRecordPaymentComplement } from '../api/record-payment-complement';
import {
  checkComplementFor,
  readPaymentComplementFile,
  type PaymentComplement,
} from '../utils/payment-complement';
import {
  complementFormTexts as texts,
  complementSchema,
  type ComplementFormInput,
} from '../utils/payment-complement-form';

/** A complement that fits the company, with the company's invoices it pays. */
export interface CheckedComplement {
  complement: PaymentComplement;
  invoices: ComplementInvoice[];
}

type Check = { ok: true; checked: CheckedComplement } | { ok: false; message: string } | null;

class ComplementRefused extends Error {
  override name = 'ComplementRefused';
}

export function usePaymentComplementForm({ companyId, onDone }: { companyId: string; onDone: () => void }) {
  const queryClient = useQueryClient();
  const record = useRecordPaymentComplement();
  const [complement, setComplement] = React.useState<PaymentComplement | null>(null);
  // The last check that passed, with the company it was for: stale once the company or the file changes.
  const [passed, setPassed] = React.useState<{ company: string; checked: CheckedComplement } | null>(null);
  const pending = React.useRef<Promise<Check>>(Promise.resolve(null));

  const { form, submit, staleWrite } = useFormDialog<ComplementFormInput, { companyId: string; xml: File }>({
    schema: complementSchema,
    defaultValues: { companyId, xml: undefined },
    save: async (values, { newId }) => {
      const result = await pending.current;
      if (!result) throw new ComplementRefused(texts.xml);
      if (!result.ok) throw new ComplementRefused(result.message);
      await record.mutateAsync({
        id: newId,
        companyId: values.companyId,
        complement: result.checked.complement,
        xml: values.xml,
      });
    },
    onDone,
    fieldError: (error, f) => {
      if (!(error instanceof ComplementRefused)) return false;
      f.setError('xml', { message: error.message });
      return true;
    },
    rootMessage: errorMessage,
  });
  const chosenCompany = useWatch({ control: form.control, name: 'companyId' });

  const check = React.useCallback(
    async (read: PaymentComplement, company: string): Promise<Check> => {
      const [{ rfc }, invoices, recorded] = await Promise.all([
        queryClient.fetchQuery(companyRfcQuery(company)),
        queryClient.fetchQuery(
          complementInvoicesQuery(
            company,
            read.payments.flatMap((p) => p.documents.map((d) => d.invoiceUuid)),
          ),
        ),
        queryClient.fetchQuery(recordedComplementQuery(read.uuid)),
      ]);
      if (recorded) return { ok: false, message: texts.recorded(read.uuid) };
      if (!rfc) return { ok: false, message: texts.noRfc };
      const result = checkComplementFor(read, { companyRfc: rfc, knownInvoices: invoices });
      return result.ok
        ? { ok: true, checked: { complement: read, invoices } }
        : { ok: false, message: result.messages.join(' ') };
    },
    [queryClient],
  );

  // Checks the read complement against the chosen company, again whenever either changes.
  React.useEffect(() => {
    if (!complement || !chosenCompany) {
      pending.current = Promise.resolve(null);
      return;
    }
    let current = true;
    const run = check(complement, chosenCompany).catch((error: unknown): Check => ({
      ok: false,
      message: errorMessage(error) || texts.checkFailed,
    }));
    pending.current = run;
    void run.then((result) => {
      const file = form.getValues('xml');
      if (!current || !result || !(file instanceof File)) return;
      // Kept with the file: a submit refused for another field still shows it.
      noteFileProblem(file, 'complement', result.ok ? null : result.message);
      if (result.ok) {
        setPassed({ company: chosenCompany, checked: result.checked });
        form.clearErrors('xml');
      } else form.setError('xml', { message: result.message });
    });
    return () => {
      current = false;
    };
  }, [complement, chosenCompany, check, form]);

  const pickXml = async (file: File | undefined) => {
    form.setValue('xml', file);
    setComplement(null);
    form.clearErrors('xml');
    if (!file) return;
    try {
      setComplement(await readPaymentComplementFile(file));
    } catch (error) {
      noteFileProblem(file, 'complement', errorMessage(error));
      form.setError('xml', { message: errorMessage(error) });
    }
  };

  const checked =
    passed && passed.company === chosenCompany && passed.checked.complement === complement
      ? passed.checked
      : null;
  return {
    state: { form, submit, staleWrite, isPending: record.isPending },
    pickXml,
    checked,
  };
}
