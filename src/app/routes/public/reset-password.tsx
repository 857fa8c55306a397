import { useNavigate, useSearchParams } from 'react-router-dom';

import { paths } from '@/config/paths';
import { AccountAction } from '@/features/auth/components/account-action';

import { AuthCard } from './auth-card';

const titles: Record<string, string> = {
  resetPassword: 'Restablecer Contraseña',
  recoverEmail: 'Recuperar Correo',
  verifyEmail: 'Verificar Correo',
};

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const mode = params.get('mode');
  return (
    <AuthCard title={titles[mode ?? ''] ?? 'Enlace de Cuenta'}>
      <AccountAction
        key={`${mode}:${params.get('oobCode')}`}
        mode={mode}
        oobCode={params.get('oobCode')}
        onGoToLogin={() => navigate(paths.login.getHref(), { replace: true })}
      />
    </AuthCard>
  );
}
