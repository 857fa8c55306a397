// The 'Tipo de documento' form of the catalogue: every column of public.document_types plus the companies
// it applies to when not all. The same rules the database checks (code format, a due day for periodic
// types, days only for 'días desde la emisión') are refused here first, with Spanish messages.
import { z } from 'zod';

import type { Tables, TablesInsert } from '@/types/database';

import { VALIDITIES, SCOPES } from './catalogue-labels';
import { isPeriodic, PERIODICITIES } from './periods';
import type { ComplianceType } from './status';

export const typeMessages = {
  code: 'Usa de 2 a 40 minúsculas, dígitos o guiones bajos (p. ej. opinion_sat).',
  name: 'Ingresa el nombre del tipo.',
  dueDay: 'Indica el día límite (1 a 31).',
  offset: 'Indica de 0 a 12 meses.',
  validityDays: 'Indica los días de vigencia (1 a 3660).',
  sortOrder: 'Indica un número entero.',
  companies: 'Elige al menos una empresa.',
  duplicateCode: 'Ya existe un tipo con esa clave.',
  inUse: 'No se puede eliminar: hay documentos de este tipo. Desactívalo.',
} as const;

const optionalText = z
  .string()
  .trim()
  .transform((v) => v || null);
const intText = (message: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max), message)
    .transform((v) => (v === '' ? null : Number(v)));

export const typeSchema = z
  .object({
    code: z
      .string()
      .trim()
      .regex(/^[a-z0-9_]{2,40}$/, typeMessages.code),
    name: z.string().trim().min(1, typeMessages.name),
    description: optionalText,
    legalBasis: optionalText,
    periodicity: z.enum(PERIODICITIES),
    dueDay: intText(typeMessages.dueDay, 1, 31),
    dueMonthOffset: intText(typeMessages.offset, 0, 12),
    validity: z.enum(VALIDITIES),
    validityDays: intText(typeMessages.validityDays, 1, 3660),
    scope: z.enum(SCOPES),
    appliesTo: z.enum(['all', 'some']),
    companyIds: z.array(z.string()),
    deductibility: z.boolean(),
    active: z.boolean(),
    sortOrder: z
      .string()
      .trim()
      .regex(/^-?\d{1,9}$/, typeMessages.sortOrder)
      .transform(Number),
  })
  .superRefine((v, ctx) => {
    if (isPeriodic(v.periodicity) && v.dueDay === null) {
      ctx.addIssue({ code: 'custom', path: ['dueDay'], message: typeMessages.dueDay });
    }
    if (v.validity === 'days_from_issue' && v.validityDays === null) {
      ctx.addIssue({ code: 'custom', path: ['validityDays'], message: typeMessages.validityDays });
    }
    if (v.appliesTo === 'some' && v.companyIds.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['companyIds'], message: typeMessages.companies });
    }
  });

export type TypeFormInput = z.input<typeof typeSchema>;
export type TypeFormOutput = z.output<typeof typeSchema>;

/** A type as the catalogue edits it: the compliance screens' columns plus its description and legal basis. */
export type TypeRow = ComplianceType & Pick<Tables<'document_types'>, 'description' | 'legal_basis'>;

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** The form's values for a new type (null) or an existing one with its companies. */
export function typeDefaults(type: TypeRow | null, companyIds: string[] = []): TypeFormInput {
  return {
    code: type?.code ?? '',
    name: type?.name ?? '',
    description: type?.description ?? '',
    legalBasis: type?.legal_basis ?? '',
    periodicity: (type?.periodicity ?? 'monthly') as TypeFormInput['periodicity'],
    dueDay: type ? text(type.due_day) : '17',
    dueMonthOffset: text(type?.due_month_offset ?? 1),
    validity: (type?.validity ?? 'none') as TypeFormInput['validity'],
    validityDays: text(type?.validity_days),
    scope: (type?.scope ?? 'company') as TypeFormInput['scope'],
    appliesTo: type && !type.applies_to_all ? 'some' : 'all',
    companyIds,
    deductibility: type?.deductibility ?? false,
    active: type?.active ?? true,
    // after the seeded types (10 to 130), so a new one is listed last until an order is chosen
    sortOrder: text(type?.sort_order ?? 200),
  };
}

/** The row to write: fields that do not apply to the choice are cleared so the database checks pass. */
export function typeRow(v: TypeFormOutput): TablesInsert<'document_types'> {
  return {
    code: v.code,
    name: v.name,
    description: v.description,
    legal_basis: v.legalBasis,
    periodicity: v.periodicity,
    due_day: isPeriodic(v.periodicity) ? v.dueDay : null,
    due_month_offset: v.dueMonthOffset ?? 1,
    validity: v.validity,
    validity_days: v.validity === 'days_from_issue' ? v.validityDays : null,
    scope: v.scope,
    applies_to_all: v.appliesTo === 'all',
    deductibility: v.deductibility,
    active: v.active,
    sort_order: v.sortOrder,
  };
}
