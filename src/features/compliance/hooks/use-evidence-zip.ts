// A ZIP of compliance evidence (a month column, a company or a type row) through the shared flow of
// lib/files/use-zip-download (progress, cancel, skipped files named), with the matrix's own texts.
import { useZipDownload, type ZipItem } from '@/lib/files/use-zip-download';

export const zipTexts = {
  noDocumentsTitle: 'Sin Documentos',
  noDocuments: 'No hay evidencia entregada en esta selección.',
  noFilesTitle: 'Sin Archivos',
  noFiles: 'No se pudieron obtener archivos válidos para la descarga.',
  errorTitle: 'Error de Descarga',
  error: 'Ocurrió un error al crear el archivo ZIP.',
  doneTitle: 'Descarga Completa',
  done: (n: number) => `Se han descargado ${n} ${n === 1 ? 'documento' : 'documentos'}.`,
  skipped: (names: string[]) => `No se pudieron incluir: ${names.join(', ')}.`,
  cancelledTitle: 'Descarga cancelada',
  cancelled: 'No se guardó ningún archivo.',
} as const;

/** `onZipped` receives the ids of the documents that made it into a saved archive. */
export function useEvidenceZip(onZipped?: (documentIds: string[]) => void) {
  const zip = useZipDownload({ texts: zipTexts, empty: zipTexts, onZipped });
  const download = (items: ZipItem[], zipName: string) => zip.download({ zipName, items });
  return { download, cancel: zip.cancel, state: zip.state, isZipping: zip.busy };
}
