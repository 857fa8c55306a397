// 'Descargar Expediente': the invoice's PDF and XML, the payment month's complements (REP), every evidence
// file of that month (folders by type) and a generated Indice.pdf, through the shared ZIP flow of lib/files/use-zip-download (progress,
// cancel, skipped files named and marked in the index). The download is recorded in the proof-of-delivery
// log once the ZIP is saved.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';

import { useRecordDelivery } from '@/lib/deliveries/use-record-delivery';
import { useZipDownload } from '@/lib/files/use-zip-download';
import { formatDateTime, formatLongDate, formatMoney, formatMonthYear } from '@/utils/format';

import { evidenceCompanyQuery } from '../../api/get-invoice-evidence-company';
import type { InvoiceEvidence } from '../../utils/status';
import {
  evidencePlan,
  INDEX_NAME,
  type DeductibleInvoice,
  type EvidencePlan,
  type PaymentMonth,
} from './evidence-plan';

export const evidenceDownloadTexts = {
  doneTitle: 'Expediente descargado',
  done: (n: string) => `Se descargó el expediente de la factura ${n}.`,
  skipped: (names: string[]) => `No se pudieron incluir: ${names.join(', ')}.`,
  cancelledTitle: 'Descarga cancelada',
  cancelled: 'No se guardó ningún archivo.',
  errorTitle: 'Error de Descarga',
  error: 'No se pudo crear el expediente. Inténtalo de nuevo.',
} as const;

// The 'done' message names the invoice, so it goes with each download instead of with the hook.
const { done: doneFor, ...outcomeTexts } = evidenceDownloadTexts;

/** Indice.pdf, built once the files are fetched: the plan's rows with the skipped files marked. */
function indexEntries(
  invoice: DeductibleInvoice,
  evidence: InvoiceEvidence,
  month: PaymentMonth,
  plan: EvidencePlan,
  queryClient: QueryClient,
) {
  return async (skipped: ReadonlySet<string>) => {
    const [company, pdf] = await Promise.all([
      queryClient.fetchQuery(evidenceCompanyQuery(invoice.company_id)),
      import('./index-pdf'),
    ]);
    const index = pdf.buildIndexPdf(
      {
        companyName: company.name,
        rfc: company.rfc,
        invoiceNumber: invoice.invoice_number,
        cfdiUuid: invoice.cfdi_uuid,
        amount: `${formatMoney(invoice.amount)} ${invoice.currency}`,
        paidOn:
          month.payments.length > 0
            ? month.payments.map((p) => formatLongDate(p.paid_on)).join(', ')
            : formatLongDate(month.paidOn),
        paymentMonth: formatMonthYear(evidence.month.month, evidence.month.year) ?? '',
        payments: plan.payments,
        generatedAt: formatDateTime(new Date(), { seconds: true, timeZone: 'America/Mexico_City' }),
      },
      plan.rows,
      new Set(skipped),
    );
    return [{ name: INDEX_NAME, blob: new Blob([index as BlobPart], { type: 'application/pdf' }) }];
  };
}

export function useEvidenceDownload() {
  const queryClient = useQueryClient();
  const recordDelivery = useRecordDelivery();
  const zip = useZipDownload({
    texts: outcomeTexts,
    warnOnSkipped: true,
    onZipped: (documentIds) => recordDelivery({ event: 'downloaded', documentIds }),
  });

  const download = (
    invoice: DeductibleInvoice,
    month: PaymentMonth,
    evidence: InvoiceEvidence,
    legalBasis: (typeId: string) => string | null,
  ) => {
    const plan = evidencePlan(invoice, evidence, legalBasis, month);
    return zip.download({
      zipName: plan.zipName,
      items: plan.files,
      extraEntries: indexEntries(invoice, evidence, month, plan, queryClient),
      doneText: doneFor(invoice.invoice_number),
    });
  };

  return { download, cancel: zip.cancel, state: zip.state, busy: zip.busy };
}
