// The public check of a DC-3 by its code (the QR code on the PDF opens it): valid or revoked, and only
// the worker's name, the course and its dates. Needs no sign-in.
import { SearchX } from 'lucide-react';

import { QueryStates } from '@/components/query-states';
import { VerifyCodeForm } from '@/components/verify-code-form';

import { useVerifyCertificate } from '../../api/verify-certificate';
import { VerificationResult } from './verification-result';

const texts = {
  loading: 'Verificando constancia...',
  emptyCode: 'Escribe el código de la constancia.',
  error: { title: 'Error', description: 'No se pudo verificar la constancia.' },
  notFound: (code: string) => ({
    icon: SearchX,
    title: 'No encontramos una constancia con ese código',
    description: (
      <>
        Código verificado: <span className="font-mono font-medium text-foreground">{code}</span>. Revisa el
        código impreso en la constancia e inténtalo de nuevo.
      </>
    ),
  }),
} as const;

interface VerifyCertificateProps {
  /** Already normalized (see utils/verification-code.ts). */
  code: string;
  onSearch: (code: string) => void;
}

export function VerifyCertificate({ code, onSearch }: VerifyCertificateProps) {
  const verification = useVerifyCertificate(code);
  return (
    <div className="grid gap-6">
      <QueryStates
        query={verification}
        loading={texts.loading}
        error={texts.error}
        empty={texts.notFound(code)}
        isEmpty={(result) => result === null}
      >
        {(result) => result && <VerificationResult code={code} result={result} />}
      </QueryStates>
      <VerifyCodeForm onSearch={onSearch} emptyMessage={texts.emptyCode} />
    </div>
  );
}
