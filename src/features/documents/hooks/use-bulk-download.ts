// Bulk download of the visible REPSE documents: signed URLs in one call per bucket (fetchFiles), zipped
// in the browser and saved. Files that cannot be fetched are skipped (fetchFiles warns on the console).
import { saveAs } from 'file-saver';
import JSZip from 'jszip';
import * as React from 'react';

import { toast } from '@/components/ui/use-toast';
import { fetchFiles } from '@/lib/files/fetch-files';

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
} as const;

export function useBulkDownload() {
  const [isZipping, setZipping] = React.useState(false);

  const download = async (documents: CompanyDocument[], year: number, month: string) => {
    const withFile = documents.filter((d) => d.url.trim() !== '');
    if (withFile.length === 0) {
      toast({
        variant: 'info',
        title: downloadTexts.noDocumentsTitle,
        description: downloadTexts.noDocuments,
      });
      return;
    }
    setZipping(true);
    try {
      const paths = zipPaths(withFile);
      const { files } = await fetchFiles(withFile.map((d, i) => ({ reference: d.url, name: paths[i] })));
      if (files.length === 0) {
        toast({ variant: 'info', title: downloadTexts.noFilesTitle, description: downloadTexts.noFiles });
        return;
      }
      const zip = new JSZip();
      for (const file of files) zip.file(file.name, file.blob);
      const blob = await zip.generateAsync({ type: 'blob' });
      saveAs(blob, zipFileName(year, month));
      toast({
        variant: 'success',
        title: downloadTexts.doneTitle,
        description: downloadTexts.done(files.length),
      });
    } catch (error) {
      console.error(error);
      toast({ variant: 'destructive', title: downloadTexts.errorTitle, description: downloadTexts.error });
    } finally {
      setZipping(false);
    }
  };

  return { download, isZipping };
}
