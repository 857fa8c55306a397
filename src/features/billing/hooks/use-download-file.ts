// Saving an invoice file instead of opening it in a tab: the signed URL is made at the click with the
// download name, so the Storage API answers with Content-Disposition: attachment and that file name
// (an <a download> alone is ignored for another origin). Failures reach the user as the mutation's toast.
import { useFileUrl } from '@/lib/files/use-file-url';

export function useDownloadFile(errorTitle: string) {
  const mutation = useFileUrl(errorTitle);
  const download = async (reference: string | null | undefined, fileName: string): Promise<boolean> => {
    let url: string;
    try {
      url = await mutation.mutateAsync({ reference, download: fileName });
    } catch {
      return false;
    }
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.append(link);
    link.click();
    link.remove();
    return true;
  };
  const downloading = mutation.isPending ? (mutation.variables?.reference ?? null) : null;
  return { download, downloading };
}

/** 'Factura A-1004.pdf': the invoice number without characters a file name cannot hold. */
export function invoiceFileName(invoiceNumber: string, extension: 'pdf' | 'xml'): string {
  const safe = invoiceNumber.replace(/[\\/:*?"<>|]+/g, '-').trim() || 'sin-numero';
  return `Factura ${safe}.${extension}`;
}

/** 'Complemento de pago <folio fiscal>.xml'. */
export const complementFileName = (repUuid: string) => `Complemento de pago ${repUuid}.xml`;
