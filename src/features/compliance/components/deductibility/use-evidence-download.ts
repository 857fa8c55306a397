// 'Descargar expediente': the invoice's PDF and XML, every evidence file of the payment month (folders by
// type) and Indice.pdf, zipped in the browser and written as it is produced (to disk where the browser can,
// else one Blob). Progress in files and bytes, a cancel, the files that could not be included named in the
// final message, and the download recorded in the proof-of-delivery log once the ZIP is saved.
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';

import { toast } from '@/components/ui/use-toast';
import { fetchFiles, type FetchProgress } from '@/lib/files/fetch-files';
import { blobSink, pickDiskSink, writeZip, type ZipSink } from '@/lib/files/zip-archive';
import { formatLongDate, formatMoney, formatMonthYear } from '@/utils/format';

import { evidenceCompanyQuery } from '../../api/get-invoice-evidence-company';
import { complianceKeys } from '../../api/keys';
import { recordDeliveries } from '../../api/record-delivery';
import type { InvoiceEvidence } from '../../utils/status';
import { evidencePlan, INDEX_NAME, type DeductibleInvoice } from './evidence-plan';

export const evidenceDownloadTexts = {
  doneTitle: 'Expediente descargado',
  done: (n: string) => `Se descargó el expediente de la factura ${n}.`,
  skipped: (names: string[]) => `No se pudieron incluir: ${names.join(', ')}.`,
  cancelledTitle: 'Descarga cancelada',
  cancelled: 'No se guardó ningún archivo.',
  errorTitle: 'Error de Descarga',
  error: 'No se pudo crear el expediente. Inténtalo de nuevo.',
} as const;

export type EvidenceDownloadState =
  { phase: 'idle' } | { phase: 'fetching'; progress: FetchProgress } | { phase: 'zipping'; percent: number };

const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

export function useEvidenceDownload() {
  const queryClient = useQueryClient();
  const [state, setState] = React.useState<EvidenceDownloadState>({ phase: 'idle' });
  const controller = React.useRef<AbortController | null>(null);

  React.useEffect(() => () => controller.current?.abort(), []);
  const cancel = React.useCallback(() => controller.current?.abort(), []);

  const download = async (
    invoice: DeductibleInvoice,
    evidence: InvoiceEvidence,
    legalBasis: (typeId: string) => string | null,
  ) => {
    const abort = new AbortController();
    controller.current = abort;
    const plan = evidencePlan(invoice, evidence, legalBasis);
    let disk: ZipSink | null = null;
    try {
      // First, while the click still counts as the person's gesture: where to save, if the browser asks.
      disk = await pickDiskSink(plan.zipName);
      setState({
        phase: 'fetching',
        progress: { filesDone: 0, filesTotal: plan.files.length, bytesDone: 0 },
      });
      const [company, pdf, { saveAs }] = await Promise.all([
        queryClient.fetchQuery(evidenceCompanyQuery(invoice.company_id)),
        import('./index-pdf'),
        import('file-saver'),
      ]);
      const { files, skipped } = await fetchFiles(plan.files, {
        signal: abort.signal,
        onProgress: (progress) => setState({ phase: 'fetching', progress }),
      });
      const skippedNames = new Set(skipped.map((s) => s.name));
      const index = pdf.buildIndexPdf(
        {
          companyName: company.name,
          rfc: company.rfc,
          invoiceNumber: invoice.invoice_number,
          cfdiUuid: invoice.cfdi_uuid,
          amount: `${formatMoney(invoice.amount)} ${invoice.currency}`,
          paidOn: formatLongDate(invoice.paid_on),
          paymentMonth: formatMonthYear(evidence.month.month, evidence.month.year) ?? '',
          generatedAt: new Date().toLocaleString('es-MX', { timeZone: 'America/Mexico_City' }),
        },
        plan.rows,
        skippedNames,
      );
      const entries = [
        ...files,
        { name: INDEX_NAME, blob: new Blob([index as BlobPart], { type: 'application/pdf' }) },
      ];
      setState({ phase: 'zipping', percent: 0 });
      const memory = disk ? null : blobSink();
      await writeZip(entries, disk ?? memory!, {
        signal: abort.signal,
        onProgress: (percent) => setState({ phase: 'zipping', percent }),
      });
      if (memory) saveAs(memory.blob(), plan.zipName);
      const delivered = plan.files
        .filter((f) => f.documentId && !skippedNames.has(f.name))
        .map((f) => f.documentId as string);
      void recordDeliveries('downloaded', delivered).then(() =>
        queryClient.invalidateQueries({ queryKey: complianceKeys.deliveries() }),
      );
      const done = evidenceDownloadTexts.done(invoice.invoice_number);
      toast({
        variant: skipped.length ? 'warning' : 'success',
        title: evidenceDownloadTexts.doneTitle,
        description: skipped.length
          ? `${done} ${evidenceDownloadTexts.skipped(skipped.map((s) => s.name.split('/').pop() ?? s.name))}`
          : done,
      });
    } catch (error) {
      await disk?.abort().catch(() => undefined);
      if (isAbort(error)) {
        if (abort.signal.aborted)
          toast({
            variant: 'info',
            title: evidenceDownloadTexts.cancelledTitle,
            description: evidenceDownloadTexts.cancelled,
          });
        return;
      }
      console.error(error);
      toast({
        variant: 'destructive',
        title: evidenceDownloadTexts.errorTitle,
        description: evidenceDownloadTexts.error,
      });
    } finally {
      if (controller.current === abort) controller.current = null;
      setState({ phase: 'idle' });
    }
  };

  return { download, cancel, state, busy: state.phase !== 'idle' };
}
