// A receipt found by its code: only what the public function gives (the company, the month, the issue
// time, the receipt's fingerprint and the files' fingerprints in order), the fingerprint recomputed in
// the browser, the file check, and the list.
import * as React from 'react';

import { cn } from '@/utils/cn';
import { formatDateTime } from '@/utils/format';

import type { ReceiptVerification } from '../../../api/verify-delivery-receipt';
import { receiptMonthText } from '../receipt-columns';
import { FileCheck } from './file-check';
import { ReceiptFingerprintCheck } from './receipt-fingerprint-check';

export const receiptVerificationTexts = {
  code: 'Código',
  company: 'Empresa',
  month: 'Mes',
  issuedAt: 'Emitido',
  fingerprint: 'Huella del acuse (SHA-256)',
  files: 'Huellas de los Archivos',
  filesHelp: (n: number) =>
    n === 1
      ? 'El archivo entregado, como lo lista el acuse.'
      : `Los ${n} archivos entregados, en el orden del acuse.`,
  noHash: 'Sin huella registrada',
  match: 'coincide con tu archivo',
} as const;

export function ReceiptVerificationResult({ code, receipt }: { code: string; receipt: ReceiptVerification }) {
  const [match, setMatch] = React.useState(0);
  const files = receipt.file_fingerprints;
  return (
    <div className="grid gap-6">
      <dl className="grid gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr] sm:gap-y-2 [&>dd]:mb-2 sm:[&>dd]:mb-0">
        <dt className="text-muted-foreground">{receiptVerificationTexts.code}</dt>
        <dd className="font-mono">{code}</dd>
        <dt className="text-muted-foreground">{receiptVerificationTexts.company}</dt>
        <dd className="font-medium">{receipt.company_name}</dd>
        <dt className="text-muted-foreground">{receiptVerificationTexts.month}</dt>
        <dd>{receiptMonthText(receipt.month)}</dd>
        <dt className="text-muted-foreground">{receiptVerificationTexts.issuedAt}</dt>
        <dd>{formatDateTime(receipt.issued_at, { seconds: true })}</dd>
        <dt className="text-muted-foreground">{receiptVerificationTexts.fingerprint}</dt>
        <dd className="font-mono text-xs [overflow-wrap:anywhere]">{receipt.fingerprint}</dd>
      </dl>
      <ReceiptFingerprintCheck receipt={receipt} />
      {/* Above the list: a month can list a hundred files, and the check is what a visitor comes for. */}
      <FileCheck fingerprints={files} onMatch={setMatch} />
      <section className="grid gap-2" aria-labelledby="receipt-files-title">
        <h2 id="receipt-files-title" className="text-lg font-semibold">
          {receiptVerificationTexts.files}
        </h2>
        <p className="text-sm text-muted-foreground">{receiptVerificationTexts.filesHelp(files.length)}</p>
        <ol className="grid gap-1.5 text-xs" aria-labelledby="receipt-files-title">
          {files.map((sha, i) => (
            <li
              key={`${i}-${sha}`}
              className={cn(
                'grid grid-cols-[2rem_1fr] gap-1 rounded-md px-2 py-1',
                match === i + 1 ? 'bg-success/10 ring-1 ring-success/40' : 'bg-muted/40',
              )}
            >
              <span className="text-muted-foreground">{i + 1}.</span>
              <span className="font-mono [overflow-wrap:anywhere]">
                {sha ?? receiptVerificationTexts.noHash}
                {match === i + 1 && <span className="sr-only"> ({receiptVerificationTexts.match})</span>}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
