// The fields of the user form. The collaborator's DC-3 data appears only for collaborators (the ocupación
// específica searched in the Catálogo Nacional de Ocupaciones); the way in (invitation or temporary
// password) only when creating.
import { useWatch, type Control } from 'react-hook-form';

import { ComboboxField } from '@/components/form/combobox-field';
import { MONTH_OPTIONS } from '@/components/form/period-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { NO_COMPANY_LABEL } from '@/config/domain-labels';
import { OCCUPATIONS } from '@/utils/occupations';

import { CREATABLE_ROLES, ROLES, roleLabel } from '../../utils/roles';
import { NO_COMPANY, type UserFormInput } from '../../utils/user-form';

export const fieldTexts = {
  email: 'Correo electrónico',
  username: 'Usuario',
  givenNames: 'Nombre(s)',
  lastNamePaternal: 'Apellido paterno',
  lastNameMaternal: 'Apellido materno (opcional)',
  role: 'Rol',
  company: 'Empresa',
  noCompany: NO_COMPANY_LABEL,
  companyPlaceholder: 'Seleccionar empresa...',
  serviceType: 'Tipo de servicio (opcional)',
  month: 'Mes de inicio',
  year: 'Año de inicio',
  curp: 'CURP',
  jobTitle: 'Puesto',
  occupation: 'Ocupación específica',
  occupationPlaceholder: 'Buscar en el Catálogo Nacional de Ocupaciones...',
  occupationEmpty: 'Ninguna área o subárea del catálogo coincide.',
  access: 'Acceso',
  invite: 'Enviar Invitación por Correo',
  temporary: 'Asignar Contraseña Temporal',
  password: 'Contraseña temporal (vacía: se genera una)',
} as const;

/** '04.4 Informática': the catalogue's key and name, so either can be typed to find it. */
const OCCUPATION_OPTIONS = OCCUPATIONS.map((o) => ({ value: o.code, label: `${o.code} ${o.label}` }));

interface UserFieldsProps {
  control: Control<UserFormInput>;
  companies: { id: string; name: string }[];
  editing: boolean;
}

export function UserFields({ control, companies, editing }: UserFieldsProps) {
  const role = useWatch({ control, name: 'role' });
  const access = useWatch({ control, name: 'access' });
  const roles = (editing ? ROLES : CREATABLE_ROLES).map((r) => ({ value: r, label: roleLabel(r) }));
  const companyOptions = [
    ...(role === 'client' ? [] : [{ value: NO_COMPANY, label: fieldTexts.noCompany }]),
    ...companies.map((c) => ({ value: c.id, label: c.name })),
  ];

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField control={control} name="email" label={fieldTexts.email} type="email" disabled={editing} />
      <TextField control={control} name="username" label={fieldTexts.username} autoComplete="off" />
      <TextField
        control={control}
        name="givenNames"
        label={fieldTexts.givenNames}
        className="sm:col-span-2"
      />
      <TextField control={control} name="lastNamePaternal" label={fieldTexts.lastNamePaternal} />
      <TextField control={control} name="lastNameMaternal" label={fieldTexts.lastNameMaternal} />
      <SelectField control={control} name="role" label={fieldTexts.role} options={roles} />
      <SelectField
        control={control}
        name="companyId"
        label={fieldTexts.company}
        options={companyOptions}
        placeholder={fieldTexts.companyPlaceholder}
      />
      <TextField
        control={control}
        name="serviceType"
        label={fieldTexts.serviceType}
        className="sm:col-span-2"
      />
      <SelectField control={control} name="monthStart" label={fieldTexts.month} options={MONTH_OPTIONS} />
      <TextField control={control} name="yearStart" label={fieldTexts.year} />
      {role === 'collaborator' && (
        <>
          <TextField control={control} name="curp" label={fieldTexts.curp} upperCase />
          <TextField control={control} name="jobTitle" label={fieldTexts.jobTitle} />
          <ComboboxField
            control={control}
            name="occupation"
            label={fieldTexts.occupation}
            options={OCCUPATION_OPTIONS}
            placeholder={fieldTexts.occupationPlaceholder}
            emptyText={fieldTexts.occupationEmpty}
            className="sm:col-span-2"
          />
        </>
      )}
      {!editing && (
        <SelectField
          control={control}
          name="access"
          label={fieldTexts.access}
          className="sm:col-span-2"
          options={[
            { value: 'invite', label: fieldTexts.invite },
            { value: 'temporary', label: fieldTexts.temporary },
          ]}
        />
      )}
      {!editing && access === 'temporary' && (
        <TextField
          control={control}
          name="temporaryPassword"
          label={fieldTexts.password}
          autoComplete="new-password"
          className="sm:col-span-2"
        />
      )}
    </div>
  );
}
