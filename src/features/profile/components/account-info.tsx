import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { messages } from '@/config/messages';
import type { Profile } from '@/lib/auth/types';
import { formatMonthYear } from '@/utils/format';

function Field({ label, value }: { label: string; value: string | null | undefined }) {
  const text = value && value.trim() !== '' ? value : messages.notSpecified;
  return (
    <div className="grid gap-1">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="break-words font-medium">{text}</dd>
    </div>
  );
}

/** Read-only 'Información de la Cuenta' of the profile pages. */
export function AccountInfo({ profile, showService = true }: { profile: Profile; showService?: boolean }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Información de la Cuenta</CardTitle>
        <CardDescription>
          Estos datos los administra tu proveedor. Contáctanos si necesitas cambiarlos.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-5 sm:grid-cols-2">
          <Field label="Nombre completo" value={profile.full_name} />
          <Field label="Correo electrónico" value={profile.email} />
          <Field label="Nombre de usuario" value={profile.username} />
          <Field label="Empresa" value={profile.company_name} />
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
