// The DC-4 list ("Lista de constancias de competencias o de habilidades laborales") for people to review
// in a spreadsheet: one row per valid constancia, in the order of the DC-4 fields, with readable labels
// and dd/mm/aaaa dates; the worker's name in the format's order (apellido paterno, apellido materno,
// nombre(s)), one column each. The file for electronic filing is dc4-layout.ts.
import type { Tables } from '@/types/database';
import { thematicAreaText } from '@/utils/thematic-areas';
import { isTrainingAgentType, TRAINING_AGENT_TYPE_LABELS } from '@/utils/training-agent';

import { slug, toCsv } from './csv';
import { dmy, hoursText } from './dates';

export const DC4_HEADER = [
  'Apellido paterno',
  'Apellido materno',
  'Nombre(s)',
  'CURP',
  'Ocupación específica',
  'Puesto',
  'Nombre del curso',
  'Duración en horas',
  'Periodo inicio',
  'Periodo fin',
  'Área temática',
  'Agente capacitador',
  'Tipo de agente',
  'Registro STPS del agente',
  'Instructor o tutor',
  'Código de verificación',
  'Fecha de emisión',
] as const;

export type Dc4Certificate = Pick<
  Tables<'certificates'>,
  | 'worker_given_names'
  | 'worker_last_name_paternal'
  | 'worker_last_name_maternal'
  | 'curp'
  | 'occupation'
  | 'job_title'
  | 'course_title'
  | 'course_hours'
  | 'period_start'
  | 'period_end'
  | 'thematic_area'
  | 'training_agent'
  | 'training_agent_type'
  | 'training_agent_registration'
  | 'instructor_name'
  | 'code'
  | 'issued_at'
>;

const agentTypeLabel = (type: string | null) =>
  type && isTrainingAgentType(type) ? TRAINING_AGENT_TYPE_LABELS[type] : '';

export function buildDc4Csv(rows: readonly Dc4Certificate[]): string {
  return toCsv(
    DC4_HEADER,
    rows.map((r) => [
      r.worker_last_name_paternal ?? '',
      r.worker_last_name_maternal ?? '',
      r.worker_given_names ?? '',
      r.curp ?? '',
      r.occupation ?? '',
      r.job_title ?? '',
      r.course_title,
      hoursText(r.course_hours),
      dmy(r.period_start),
      dmy(r.period_end),
      thematicAreaText(r.thematic_area),
      r.training_agent,
      agentTypeLabel(r.training_agent_type),
      r.training_agent_registration ?? '',
      r.instructor_name ?? '',
      r.code,
      dmy(r.issued_at),
    ]),
  );
}

/** 'dc4_CAN010101AB1_constructora-alfa_2026-01-01_2026-03-31.csv' (the RFC when known). */
export function dc4FileName(args: {
  rfc: string | null;
  companyName: string;
  from: string;
  to: string;
}): string {
  const who = [args.rfc?.trim().toUpperCase(), slug(args.companyName)].filter(Boolean).join('_');
  return `dc4_${who}_${args.from}_${args.to}.csv`;
}
