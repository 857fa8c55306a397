// The receipt's fingerprint recomputed in the browser (Web Crypto) from what the page shows, compared with
// the one the database stored when it issued the receipt.
import { useQuery } from '@tanstack/react-query';

import type { ReceiptVerification } from '../../../api/verify-delivery-receipt';
import { receiptFingerprint } from '../../../utils/receipt-fingerprint';
import { CheckBanner } from './check-banner';

export const fingerprintCheckTexts = {
  running: 'Recalculando la huella del acuse...',
  ok: 'La huella del acuse coincide con su contenido',
  okDetail:
    'Tu navegador recalculó el SHA-256 del texto canónico del acuse (empresa, mes, emisión y las huellas de los archivos en este orden) y obtuvo la misma huella.',
  failed: 'La huella del acuse no coincide con su contenido',
  failedDetail: (computed: string) => `Tu navegador obtuvo ${computed}.`,
} as const;

export function ReceiptFingerprintCheck({ receipt }: { receipt: ReceiptVerification }) {
  const computed = useQuery({
    queryKey: ['receipt-fingerprint', receipt],
    queryFn: () => receiptFingerprint(receipt),
    staleTime: Infinity,
    meta: { reads: [] },
  });
  if (computed.isPending) return <CheckBanner state="running" title={fingerprintCheckTexts.running} />;
  if (computed.data === receipt.fingerprint)
    return (
      <CheckBanner state="ok" title={fingerprintCheckTexts.ok}>
        {fingerprintCheckTexts.okDetail}
      </CheckBanner>
    );
  return (
    <CheckBanner state="failed" title={fingerprintCheckTexts.failed}>
      {computed.data && fingerprintCheckTexts.failedDetail(computed.data)}
    </CheckBanner>
  );
}
