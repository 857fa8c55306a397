// The user form's fields and their Spanish messages. The name comes in the parts the DC-3 prints
// (nombre(s), apellido paterno, apellido materno); the database builds the display name from them. A client
// needs its company; a collaborator needs the CURP, puesto and ocupación específica (a key of the Catálogo
// Nacional de Ocupaciones, utils/occupations.ts) that its DC-3 certificates print. Creating also picks how
// the person gets in: an invitation e-mail, or a temporary password shown once.
import { z } from 'zod';

import { isOccupationCode } from '@/utils/occupations';

import { ROLES } from './roles';

/** The CURP format the database checks too (18 characters). */
export const CURP_PATTERN = /^[A-Z]{4}[0-9]{6}[HMX][A-Z]{5}[A-Z0-9][0-9]$/;

export const userMessages = {
  email: 'Ingresa un correo electrónico válido.',
  username: 'El usuario debe tener de 3 a 40 caracteres: letras, números, punto, guion o guion bajo.',
  givenNames: 'Ingresa el nombre o los nombres.',
  lastNamePaternal: 'Ingresa el apellido paterno.',
  lastNameMaternal: 'Para el apellido materno, ingresa también el paterno.',
  company: 'Información de Compañía Requerida: selecciona la empresa del cliente.',
  month: 'Selecciona el mes de inicio.',
  year: 'Ingresa un año de inicio válido (2000 a 2100).',
  curp: 'La CURP no es válida: 18 caracteres (p. ej. GODE561231HDFRRN09).',
  jobTitle: 'Ingresa el puesto del colaborador.',
  occupation: 'Elige la ocupación específica del colaborador en el catálogo.',
  password: 'La contraseña temporal debe tener al menos 8 caracteres.',
} as const;

export const NO_COMPANY = 'ninguna';

const text = z.string().trim();

export const userSchema = z
  .object({
    email: text.toLowerCase().pipe(z.email(userMessages.email)),
    username: text.regex(/^[A-Za-z0-9._-]{3,40}$/, userMessages.username),
    givenNames: text.min(1, userMessages.givenNames),
    lastNamePaternal: text,
    lastNameMaternal: text,
    role: z.enum(ROLES),
    companyId: z.string(),
    serviceType: text,
    monthStart: z.coerce.number().int().min(1, userMessages.month).max(12, userMessages.month),
    yearStart: z.coerce
      .number({ error: userMessages.year })
      .int(userMessages.year)
      .min(2000, userMessages.year)
      .max(2100, userMessages.year),
    curp: text.toUpperCase(),
    jobTitle: text,
    occupation: text,
    access: z.enum(['invite', 'temporary']),
    temporaryPassword: z.string(),
  })
  .superRefine((user, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    // Only an admin (not a person the DC-3 or the DC-4 list names) may go without surnames.
    if (user.role !== 'admin' && !user.lastNamePaternal)
      issue('lastNamePaternal', userMessages.lastNamePaternal);
    if (user.lastNameMaternal && !user.lastNamePaternal)
      issue('lastNameMaternal', userMessages.lastNameMaternal);
    if (user.role === 'client' && (!user.companyId || user.companyId === NO_COMPANY)) {
      issue('companyId', userMessages.company);
    }
    if (user.role === 'collaborator') {
      if (!CURP_PATTERN.test(user.curp)) issue('curp', userMessages.curp);
      if (!user.jobTitle) issue('jobTitle', userMessages.jobTitle);
      if (!isOccupationCode(user.occupation)) issue('occupation', userMessages.occupation);
    } else if (user.curp && !CURP_PATTERN.test(user.curp)) {
      issue('curp', userMessages.curp);
    }
    // Empty: one is generated. Otherwise at least 8 characters.
    if (user.access === 'temporary' && user.temporaryPassword && user.temporaryPassword.length < 8) {
      issue('temporaryPassword', userMessages.password);
    }
  });

export type UserFormInput = z.input<typeof userSchema>;
export type UserFormOutput = z.output<typeof userSchema>;

export const userDefaults = (companyId: string, now = new Date()): UserFormInput => ({
  email: '',
  username: '',
  givenNames: '',
  lastNamePaternal: '',
  lastNameMaternal: '',
  role: 'client',
  companyId: companyId === 'all' ? '' : companyId,
  serviceType: '',
  monthStart: String(now.getMonth() + 1),
  yearStart: String(now.getFullYear()),
  curp: '',
  jobTitle: '',
  occupation: '',
  access: 'invite',
  temporaryPassword: '',
});

/** The display name the database builds from the parts: 'Nombre(s) Paterno Materno'. */
export const displayName = (
  user: Pick<UserFormOutput, 'givenNames' | 'lastNamePaternal' | 'lastNameMaternal'>,
) => [user.givenNames, user.lastNamePaternal, user.lastNameMaternal].filter(Boolean).join(' ');

/** The profile columns the form writes (email and uid are never changed after creation). */
export function profileFields(user: UserFormOutput) {
  const company = user.companyId && user.companyId !== NO_COMPANY ? user.companyId : null;
  return {
    username: user.username,
    given_names: user.givenNames,
    last_name_paternal: user.lastNamePaternal || null,
    last_name_maternal: user.lastNameMaternal || null,
    role: user.role,
    company_id: company,
    service_type: user.serviceType || null,
    month_start: user.monthStart,
    year_start: user.yearStart,
    curp: user.curp || null,
    job_title: user.jobTitle || null,
    occupation: user.occupation || null,
  };
}

/** The form values of an existing profile (editing). */
export function userToForm(
  user: {
    email: string;
    username: string;
    given_names: string | null;
    last_name_paternal: string | null;
    last_name_maternal: string | null;
    role: string;
    company_id: string | null;
    service_type: string | null;
    month_start: number | null;
    year_start: number | null;
    curp: string | null;
    job_title: string | null;
    occupation: string | null;
  },
  now = new Date(),
): UserFormInput {
  return {
    ...userDefaults('all', now),
    email: user.email,
    username: user.username,
    givenNames: user.given_names ?? '',
    lastNamePaternal: user.last_name_paternal ?? '',
    lastNameMaternal: user.last_name_maternal ?? '',
    role: (ROLES as readonly string[]).includes(user.role) ? (user.role as UserFormInput['role']) : 'client',
    companyId: user.company_id ?? NO_COMPANY,
    serviceType: user.service_type ?? '',
    monthStart: String(user.month_start ?? now.getMonth() + 1),
    yearStart: String(user.year_start ?? now.getFullYear()),
    curp: user.curp ?? '',
    jobTitle: user.job_title ?? '',
    occupation: user.occupation ?? '',
  };
}
