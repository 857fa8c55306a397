// The row goes first: a row whose file is gone would show a broken link to the client, while an orphaned
// object (if its removal fails or never happens) is invisible to it and removed by the storage sweep.
import { useMutation } from '@tanstack/react-query';

import { discardFile } from '@/lib/files/remove-file';
import { supabase } from '@/lib/supabase';

type InvoiceRef = { id: string; invoice_number: string; file_url: string | null; xml_url: string | null };

export async function deleteInvoice(invoice: InvoiceRef): Promise<void> {
  const { error } = await supabase.from('invoices').delete().eq('id', invoice.id);
  if (error) throw error;
  for (const ref of [invoice.file_url, invoice.xml_url]) if (ref) await discardFile(ref);
}

export const useDeleteInvoice = () =>
  useMutation({
    mutationFn: deleteInvoice,
    meta: {
      writes: ['invoices'],
      successToast: {
        title: 'Factura eliminada',
        description: (_data, invoice) =>
          `La factura ${(invoice as InvoiceRef).invoice_number} y sus archivos se eliminaron.`,
      },
      errorToast: { title: 'Error', description: 'No se pudo eliminar la factura. Inténtalo de nuevo.' },
    },
  });
