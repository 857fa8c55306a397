// 'Descargar Constancia': builds the DC-3 in the browser (jspdf is loaded on first use, so it stays out of
// the main bundle) and saves it as constancia-dc3-<code>.pdf. The QR code points to this site's
// public verification page. A certificate lacking the worker's name parts or CURP is refused with the
// reason (Dc3DataError).
import { useMutation } from '@tanstack/react-query';

import { paths } from '@/config/paths';

import type { CertificateDoc } from '../utils/certificate-pdf';

export async function downloadCertificate(cert: CertificateDoc) {
  const [{ buildCertificatePdf, certificateFileName }, { saveAs }] = await Promise.all([
    import('../utils/certificate-pdf'),
    import('file-saver'),
  ]);
  const verifyUrl = `${window.location.origin}${paths.verify.getHref(cert.code)}`;
  const bytes = buildCertificatePdf(cert, { verifyUrl });
  saveAs(new Blob([bytes], { type: 'application/pdf' }), certificateFileName(cert.code));
}

export const useDownloadCertificate = () =>
  useMutation({
    mutationFn: downloadCertificate,
    meta: {
      writes: [],
      errorToast: {
        title: 'Error',
        // A certificate without the worker's name parts or CURP says what is missing.
        description: (error) =>
          error instanceof Error && error.name === 'Dc3DataError'
            ? error.message
            : 'No se pudo generar la constancia.',
      },
    },
  });
