// /verificar/:code — public confirmation of a DC-3 constancia (the QR code on the PDF points here).
import { useNavigate, useParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { VerifyCertificate } from '@/features/certificates/components/public/verify-certificate';
import { normalizeCode } from '@/features/certificates/utils/verification-code';

import { AuthCard } from './auth-card';

export default function VerifyPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Verificación de Constancia"
      description="Constancia de competencias o de habilidades laborales (DC-3)."
    >
      <VerifyCertificate
        code={normalizeCode(code)}
        onSearch={(next) => navigate(paths.verify.getHref(next))}
      />
    </AuthCard>
  );
}
