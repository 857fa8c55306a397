// The public check of a delivery receipt by its code (the QR code on the PDF opens it): what the receipt
// lists, nothing else, and a file check in the browser. Needs no sign-in. A code not in the printed form
// is refused before any search.
import { SearchX } from 'lucide-react';

import { QueryStates } from '@/components/query-states';
import { ErrorBlock } from '@/components/ui/error-block';
import { VerifyCodeForm } from '@/components/verify-code-form';
import { isVerificationCode } from '@/utils/verification-code';

import { useVerifyDeliveryReceipt } from '../../../api/verify-delivery-receipt';
import { ReceiptVerificationResult } from './receipt-verification';

export const verifyReceiptTexts = {
  loading: 'Verificando acuse...',
  error: { title: 'Error', description: 'No se pudo verificar el acuse.' },
  emptyCode: 'Escribe el código del acuse.',
  invalidCode: 'Escribe un código como el impreso en el acuse: A1B2-C3D4-E5F6.',
  malformed: (code: string) => ({
    title: 'El código no tiene el formato de un acuse',
    description: `«${code}» no es un código de acuse. Los códigos tienen 12 letras y números, como A1B2-C3D4-E5F6.`,
  }),
  notFound: (code: string) => ({
    icon: SearchX,
    title: 'No encontramos un acuse con ese código',
    description: (
      <>
        Código verificado: <span className="font-mono font-medium text-foreground">{code}</span>. Revisa el
        código impreso en el acuse e inténtalo de nuevo.
      </>
    ),
  }),
  ask: 'Escribe el código impreso en el acuse de entrega o escanea su código QR.',
  formLabel: 'Código del Acuse',
  otherLabel: 'Verificar Otro Código',
} as const;

interface VerifyReceiptProps {
  /** Already normalized (see utils/verification-code.ts); '' when the address names none. */
  code: string;
  onSearch: (code: string) => void;
}

export function VerifyReceipt({ code, onSearch }: VerifyReceiptProps) {
  const valid = isVerificationCode(code);
  const verification = useVerifyDeliveryReceipt(valid ? code : null);
  const form = (
    <VerifyCodeForm
      onSearch={onSearch}
      emptyMessage={verifyReceiptTexts.emptyCode}
      invalidMessage={verifyReceiptTexts.invalidCode}
      label={code ? verifyReceiptTexts.otherLabel : verifyReceiptTexts.formLabel}
    />
  );
  if (!code)
    return (
      <div className="grid gap-6">
        <p className="text-sm text-muted-foreground">{verifyReceiptTexts.ask}</p>
        {form}
      </div>
    );
  return (
    <div className="grid gap-6">
      {!valid && <ErrorBlock {...verifyReceiptTexts.malformed(code)} />}
      {valid && (
        <QueryStates
          query={verification}
          loading={verifyReceiptTexts.loading}
          error={verifyReceiptTexts.error}
          empty={verifyReceiptTexts.notFound(code)}
          isEmpty={(result) => result === null}
        >
          {(result) => result && <ReceiptVerificationResult code={code} receipt={result} />}
        </QueryStates>
      )}
      {form}
    </div>
  );
}
