// Editing an invoice's data (the files stay as uploaded) and the quick status change from the list.
import { useMutation } from '@tanstack/react-query';

import { FileError } from '@/lib/files/file-errors';
import { supabase } from '@/lib/supabase';

import { invoiceStatus, type InvoiceStatusValue } from '../utils/invoice-status';
import { invoiceRow, saveErrorText, type InvoiceFields } from './create-invoice';

export interface UpdateInvoiceInput extends InvoiceFields {
  id: string;
}

export async function updateInvoice({ id, ...fields }: UpdateInvoiceInput): Promise<void> {
  const { error } = await supabase.from('invoices').update(invoiceRow(fields)).eq('id', id);
  if (error) throw new FileError(saveErrorText(error));
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
      errorToast: { title: 'Error', description: 'No se pudo cambiar el estado de la factura.' },
    },
  });
