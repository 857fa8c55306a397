// 'Eliminar Complemento': remove_payment_complement() removes the complement and its payments and puts
// each invoice it paid back to its previous payment (date, balance, status) in one transaction; its XML
// is removed from Storage only after that succeeded (a leftover object is the storage sweep's business).
import { useMutation } from '@tanstack/react-query';

import { dataErrorText } from '@/lib/errors';
import { discardFile } from '@/lib/files/remove-file';
import { supabase } from '@/lib/supabase';

import { paymentRefusalText } from '../utils/payment-complement-messages';

export interface RemoveComplementInput {
  id: string;
  repUuid: string;
}

export const removeComplementTexts = {
  removed: 'Complemento eliminado',
  removedDescription: (uuid: string) =>
    `El complemento ${uuid} y sus pagos se eliminaron; las facturas volvieron a su saldo anterior.`,
} as const;

export async function removePaymentComplement({ id }: RemoveComplementInput): Promise<void> {
  const { data, error } = await supabase.rpc('remove_payment_complement', { p_id: id });
  if (error) throw error;
  await discardFile(data);
}

export const useRemovePaymentComplement = () =>
  useMutation({
    mutationFn: removePaymentComplement,
    meta: {
      writes: ['payment_complements', 'invoice_payments', 'invoices'],
      successToast: {
        title: removeComplementTexts.removed,
        description: (_data, input) =>
          removeComplementTexts.removedDescription((input as RemoveComplementInput).repUuid),
      },
      errorToast: {
        title: 'Error',
        // A later complement (newest first), a complement already gone, no permission: in Spanish.
        description: (error) => paymentRefusalText(error as { details?: unknown }) ?? dataErrorText(error),
      },
    },
  });
