// The request dialog's fields and Spanish messages. The status is one of the specified values; a row
// that holds another code keeps it until the admin picks a specified one.
import { z } from 'zod';

import type { Tables } from '@/types/database';

import { canonicalStatus } from './lab-status';

export const requestMessages = {
  company: 'Selecciona una empresa.',
  type: 'Ingresa el tipo de examen.',
  date: 'Ingresa una fecha válida.',
  status: 'Selecciona un estado.',
  saveFailed: 'No se pudo guardar la solicitud. Inténtalo de nuevo.',
} as const;

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || null);

export const requestSchema = z.object({
  companyId: z.string().min(1, requestMessages.company),
  requestType: z.string().trim().min(1, requestMessages.type),
  patientName: optionalText,
  requestDate: z
    .string()
    .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), requestMessages.date),
  notes: optionalText,
  status: z.string().trim().min(1, requestMessages.status),
});

export type RequestFormInput = z.input<typeof requestSchema>;
export type RequestFormOutput = z.output<typeof requestSchema>;

type RequestValues = Pick<
  Tables<'laboratory_requests'>,
  'company_id' | 'request_type' | 'patient_name' | 'request_date' | 'notes' | 'status'
>;

/** `YYYY-MM-DD` of the admin's own day (not UTC's, which is tomorrow in Mexico's evening). */
export function localDate(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export function requestDefaults(request: RequestValues | null, scope: string): RequestFormInput {
  return {
    companyId: request?.company_id ?? (scope === 'all' ? '' : scope),
    requestType: request?.request_type ?? '',
    patientName: request?.patient_name ?? '',
    requestDate: request?.request_date?.slice(0, 10) ?? localDate(),
    notes: request?.notes ?? '',
    status: request ? canonicalStatus(request.status) : 'pendiente',
  };
}
