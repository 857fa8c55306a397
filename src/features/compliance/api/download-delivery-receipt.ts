// 'Descargar Acuse': reads the receipt's snapshot (RLS: the admin, or a client of its company), builds the
// PDF in the browser (jspdf is loaded on first use) and saves it as acuse-entrega-<code>.pdf. The QR code
// points to this site's public verification page.
import { useMutation } from '@tanstack/react-query';

import { paths } from '@/config/paths';
import { supabase } from '@/lib/supabase';

import { receiptEntries, type ReceiptDoc } from '../utils/receipt-entries';

export async function getReceiptDoc(id: string): Promise<ReceiptDoc> {
  const { data, error } = await supabase
    .from('delivery_receipts')
    .select('code, company_name, month, issued_at, issued_by_name, fingerprint, entries')
    .eq('id', id)
    .single();
  if (error) throw error;
  return { ...data, entries: receiptEntries(data.entries) };
}

export async function downloadDeliveryReceipt(id: string) {
  const [receipt, { buildReceiptPdf, receiptFileName }, { saveAs }] = await Promise.all([
    getReceiptDoc(id),
    import('../utils/receipt-pdf'),
    import('file-saver'),
  ]);
  const verifyUrl = `${window.location.origin}${paths.verifyDelivery.getHref(receipt.code)}`;
  const bytes = buildReceiptPdf(receipt, { verifyUrl });
  saveAs(new Blob([bytes], { type: 'application/pdf' }), receiptFileName(receipt.code));
}

export const useDownloadDeliveryReceipt = () =>
  useMutation({
    mutationFn: downloadDeliveryReceipt,
    meta: {
      writes: [],
      errorToast: { title: 'Error', description: 'No se pudo generar el acuse de entrega.' },
    },
  });
