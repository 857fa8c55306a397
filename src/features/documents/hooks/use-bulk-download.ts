// Bulk download of the visible REPSE documents as one ZIP (the shared flow of lib/files/use-zip-download:
// progress, cancel, skipped files named). The texts are the spec's; each included document is recorded as
// downloaded in the proof-of-delivery log.
import { useRecordDelivery } from '@/lib/deliveries/use-record-delivery';
import { useZipDownload } from '@/lib/files/use-zip-download';

import type { CompanyDocument } from '../api/get-documents';
import { zipFileName, zipPaths } from '../utils/zip-paths';

export const downloadTexts = {
  noDocumentsTitle: 'Sin Documentos',
  noDocuments: 'No hay documentos visibles para descargar.',
  noFilesTitle: 'Sin Archivos',
  noFiles: 'No se pudieron obtener archivos válidos para la descarga.',
  errorTitle: 'Error de Descarga',
  error: 'Ocurrió un error al crear el archivo ZIP.',
  doneTitle: 'Descarga Completa',
  done: (n: number) => `Se han descargado ${n} documentos.`,
  skipped: (names: string[]) => `No se pudieron incluir: ${names.join(', ')}.`,
  cancelledTitle: 'Descarga cancelada',
  cancelled: 'No se guardó ningún archivo.',
} as const;

export function useBulkDownload() {
  const record = useRecordDelivery();
  const zip = useZipDownload({
    texts: downloadTexts,
    empty: downloadTexts,
    onZipped: (documentIds) => record({ event: 'downloaded', documentIds }),
  });

  const download = (documents: CompanyDocument[], year: number, month: string) => {
    const withFile = documents.filter((d) => d.url.trim() !== '');
    const paths = zipPaths(withFile);
    return zip.download({
      zipName: zipFileName(year, month),
      items: withFile.map((d, i) => ({ reference: d.url, name: paths[i], documentId: d.id })),
    });
  };

  return { download, cancel: zip.cancel, state: zip.state, isZipping: zip.busy };
}
