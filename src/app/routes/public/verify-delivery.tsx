// /verificar-entrega/:code — public check of a monthly delivery receipt (the QR code on the PDF points
// here); without a code, a form to type one.
import { useNavigate, useParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { VerifyReceipt } from '@/features/compliance/components/receipts/public/verify-receipt';
import { normalizeCode } from '@/utils/verification-code';

import { AuthCard } from './auth-card';

export default function VerifyDeliveryPage() {
  const { code = '' } = useParams();
  const navigate = useNavigate();
  return (
    <AuthCard
      title="Verificación de Acuse de Entrega"
      description="Acuse mensual de los documentos entregados a una empresa y sus huellas SHA-256."
      wide
    >
      <VerifyReceipt
        code={normalizeCode(code)}
        onSearch={(next) => navigate(paths.verifyDelivery.getHref(next))}
      />
    </AuthCard>
  );
}
