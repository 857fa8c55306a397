// An invoice's PDF and XML are removed after its row (a row whose file is gone would show the client a
// broken link).
import { useMutation } from '@tanstack/react-query';

import { rowDeleteMutation } from '@/lib/query/delete-row';
import type { Tables } from '@/types/database';

type InvoiceRef = Pick<Tables<'invoices'>, 'id' | 'invoice_number' | 'file_url' | 'xml_url'>;

const invoiceDelete = rowDeleteMutation<InvoiceRef>({
  table: 'invoices',
  files: (invoice) => [invoice.file_url, invoice.xml_url],
  deleted: 'Factura eliminada',
  name: (invoice) => `La factura ${invoice.invoice_number} y sus archivos se eliminaron.`,
  failed: 'No se pudo eliminar la factura. Inténtalo de nuevo.',
});

export const deleteInvoice = invoiceDelete.mutationFn;

export const useDeleteInvoice = () => useMutation(invoiceDelete);
