// Editing an invoice's data (the files stay as uploaded) and the quick status change from the list.
import { useMutation } from '@tanstack/react-query';

import { FileError } from '@/lib/files/file-errors';
import { throwIfStale, withVersion } from '@/lib/stale-write';
import { supabase } from '@/lib/supabase';

import { invoiceStatus, type InvoiceStatusValue } from '../utils/invoice-status';
import { paymentRefusalText } from '../utils/payment-complement-messages';
import { invoiceRow, saveErrorText, type InvoiceFields } from './create-invoice';

export interface UpdateInvoiceInput extends InvoiceFields {
  id: string;
  /** The updated_at the form loaded: a stale one is refused (StaleWriteError). */
  version: string | null;
}

export async function updateInvoice({ id, version, ...fields }: UpdateInvoiceInput): Promise<void> {
  const { error } = await supabase
    .from('invoices')
    .update(withVersion(invoiceRow(fields), version))
    .eq('id', id);
  if (!error) return;
  await throwIfStale(error, 'invoices', id);
  throw new FileError(saveErrorText(error));
}

export const useUpdateInvoice = () =>
  useMutation({
    mutationFn: updateInvoice,
    meta: {
      writes: ['invoices'],
      successToast: {
        title: 'Factura actualizada',
        description: (_data, input) => `La factura ${(input as UpdateInvoiceInput).invoiceNumber} se guardó.`,
      },
    },
  });

export interface InvoiceStatusInput {
  id: string;
  invoiceNumber: string;
  status: InvoiceStatusValue;
}

export async function setInvoiceStatus({ id, status }: InvoiceStatusInput): Promise<void> {
  const { error } = await supabase.from('invoices').update({ status }).eq('id', id);
  if (error) throw error;
}

export const useSetInvoiceStatus = () =>
  useMutation({
    mutationFn: setInvoiceStatus,
    meta: {
      writes: ['invoices'],
      successToast: {
        title: 'Estado actualizado',
        description: (_data, input) => {
          const { invoiceNumber, status } = input as InvoiceStatusInput;
          return `La factura ${invoiceNumber} ahora está ${invoiceStatus(status).label.toLowerCase()}.`;
        },
      },
      errorToast: {
        title: 'Error',
        // An invoice paid through complements keeps the status they give it: the database says why.
        description: (error) =>
          paymentRefusalText(error as { details?: unknown }) ?? 'No se pudo cambiar el estado de la factura.',
      },
    },
  });
