import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { NO_COMPANY_LABEL } from '@/config/domain-labels';
import { messages } from '@/config/messages';
import type { Profile } from '@/lib/auth/types';
import { formatMonthYear } from '@/utils/format';

export const accountTexts = {
  title: 'Información de la Cuenta',
  managedByProvider: 'Estos datos los administra tu proveedor. Contáctanos si necesitas cambiarlos.',
  managedByAdmins:
    'Los datos de tu cuenta de administrador se cambian en «Perfiles Cliente», como los de cualquier usuario del portal.',
} as const;

interface FieldProps {
  label: string;
  value: string | null | undefined;
  /** What an empty value reads as (the portal's 'Sin empresa' for the company). */
  empty?: string;
}

function Field({ label, value, empty = messages.notSpecified }: FieldProps) {
  const text = value && value.trim() !== '' ? value : empty;
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words font-medium">{text}</dd>
    </div>
  );
}

/** Read-only 'Información de la Cuenta' of the profile pages; an admin's account is managed by admins. */
export function AccountInfo({ profile, showService = true }: { profile: Profile; showService?: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{accountTexts.title}</CardTitle>
        <CardDescription>
          {profile.role === 'admin' ? accountTexts.managedByAdmins : accountTexts.managedByProvider}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-5 sm:grid-cols-2">
          <Field label="Nombre completo" value={profile.full_name} />
          <Field label="Correo electrónico" value={profile.email} />
          <Field label="Nombre de usuario" value={profile.username} />
          <Field label="Empresa" value={profile.company_name} empty={NO_COMPANY_LABEL} />
          {showService && <Field label="Tipo de servicio" value={profile.service_type} />}
          {showService && (
            <Field
              label="Inicio de servicio"
              value={formatMonthYear(profile.month_start, profile.year_start)}
            />
          )}
        </dl>
      </CardContent>
    </Card>
  );
}
