// The company form: name, RFC (optional, uppercase, the SAT format the database also checks), the DC-3
// signatories (patrón o representante legal; representante de los trabajadores), and the Spanish text for
// a unique-name or unique-RFC clash reported by the database.
import { z } from 'zod';

import { LAB_RELEASE_MODES } from '@/config/domain-labels';

/** 3 letters (person: 4), the date YYMMDD and a 3-character homoclave; the database checks the same. */
export const RFC_PATTERN = /^[A-ZÑ&]{3,4}[0-9]{6}[A-Z0-9]{3}$/;

export const companyMessages = {
  name: 'Ingresa el nombre de la empresa.',
  nameLength: 'El nombre no puede exceder 120 caracteres.',
  rfc: 'El RFC no es válido: 3 o 4 letras, 6 dígitos de fecha y 3 caracteres de homoclave (p. ej. ABC123456XY9).',
  representativeLength: 'El nombre no puede exceder 120 caracteres.',
  duplicateName: 'Ya existe una empresa con ese nombre.',
  duplicateRfc: 'Ya existe una empresa con ese RFC.',
} as const;

export const companySchema = z.object({
  name: z.string().trim().min(1, companyMessages.name).max(120, companyMessages.nameLength),
  rfc: z
    .string()
    .trim()
    .transform((value) => value.toUpperCase())
    .refine((value) => value === '' || RFC_PATTERN.test(value), companyMessages.rfc)
    .transform((value) => value || null),
  labReleaseMode: z.enum(LAB_RELEASE_MODES),
  legalRepresentative: z
    .string()
    .trim()
    .max(120, companyMessages.representativeLength)
    .transform((value) => value || null),
  workersRepresentative: z
    .string()
    .trim()
    .max(120, companyMessages.representativeLength)
    .transform((value) => value || null),
});

/** What the company's clients receive of a laboratory result, each choice explained in one sentence. */
export const LAB_RELEASE_OPTIONS = [
  {
    value: 'resultado_completo',
    label: 'Resultado completo',
    description: 'La empresa ve el dictamen y descarga el resultado clínico (PDF) de cada examen.',
  },
  {
    value: 'solo_dictamen',
    label: 'Solo dictamen',
    description:
      'La empresa ve solo el dictamen de aptitud; el resultado clínico se libera por trabajador cuando se registra su consentimiento.',
  },
] as const;

export type CompanyFormInput = z.input<typeof companySchema>;
export type CompanyFormOutput = z.output<typeof companySchema>;

/** 23505 names the violated constraint in its message; anything else is not a clash. */
export function companyClashText(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, details } = error as { code?: unknown; message?: unknown; details?: unknown };
  if (code !== '23505') return null;
  const text = `${String(message ?? '')} ${String(details ?? '')}`;
  if (text.includes('rfc')) return companyMessages.duplicateRfc;
  return companyMessages.duplicateName;
}
