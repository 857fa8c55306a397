// The DC-4 list ("Lista de constancias de competencias o de habilidades laborales") as a layout file for
// electronic filing: one row per valid constancia of one employer and plan period, the fields of the DC-4
// form in its order (employer, plan period, worker, course, agente capacitador), every row complete on its
// own so a loader needs no state between rows. The STPS publishes no machine layout for this list that
// the project could find, so this is the form's own field order; see docs/data-and-security.md.
// Plain UTF-8 without a byte order mark, comma-separated, dates as AAAA-MM-DD, the área temática and the
// agent type as their catalogue keys, the ocupación específica as its key of the Catálogo Nacional de
// Ocupaciones and its name (a constancia issued before the catalogue: no key, its free text as the name).
import type { Tables } from '@/types/database';
import { splitOccupation } from '@/utils/occupations';

import { toCsv } from './csv';
import { hoursText } from './dates';
import type { Dc4Certificate } from './dc4-csv';

export const DC4_LAYOUT_HEADER = [
  'RFC_EMPRESA',
  'RAZON_SOCIAL',
  'PLAN_INICIO',
  'PLAN_TERMINO',
  'CURP',
  'APELLIDO_PATERNO',
  'APELLIDO_MATERNO',
  'NOMBRES',
  'OCUPACION_ESPECIFICA',
  'OCUPACION_DENOMINACION',
  'PUESTO',
  'NOMBRE_CURSO',
  'DURACION_HORAS',
  'CURSO_INICIO',
  'CURSO_TERMINO',
  'AREA_TEMATICA',
  'TIPO_AGENTE',
  'AGENTE_CAPACITADOR',
  'REGISTRO_STPS_AGENTE',
  'INSTRUCTOR',
  'FOLIO_CONSTANCIA',
] as const;

export type Dc4LayoutCertificate = Dc4Certificate &
  Pick<Tables<'certificates'>, 'company_rfc' | 'company_name'>;

const AGENT_KEYS = { internal: 'INTERNO', external: 'EXTERNO' } as const;

export interface Dc4Plan {
  /** The plan's first and last day, 'YYYY-MM-DD'. */
  from: string;
  to: string;
}

export function buildDc4Layout(rows: readonly Dc4LayoutCertificate[], plan: Dc4Plan): string {
  // No byte order mark: a loader reads the first column's name as it is written.
  return toCsv(
    DC4_LAYOUT_HEADER,
    rows.map((r) => {
      const occupation = splitOccupation(r.occupation);
      return [
        r.company_rfc?.toUpperCase() ?? '',
        r.company_name,
        plan.from,
        plan.to,
        r.curp ?? '',
        r.worker_last_name_paternal ?? '',
        r.worker_last_name_maternal ?? '',
        r.worker_given_names ?? '',
        occupation.code,
        occupation.label,
        r.job_title ?? '',
        r.course_title,
        hoursText(r.course_hours),
        r.period_start,
        r.period_end,
        r.thematic_area,
        r.training_agent_type ? AGENT_KEYS[r.training_agent_type as keyof typeof AGENT_KEYS] : '',
        r.training_agent,
        r.training_agent_registration ?? '',
        r.instructor_name ?? '',
        r.code,
      ];
    }),
  ).replace(/^\uFEFF/, '');
}

/** 'dc4-layout_CAN010101AB1_2026-01-01_2026-12-31.csv' (the company's name when it has no RFC). */
export function dc4LayoutFileName(args: { rfc: string | null; companySlug: string } & Dc4Plan): string {
  const who = args.rfc?.trim().toUpperCase() || args.companySlug;
  return `dc4-layout_${who}_${args.from}_${args.to}.csv`;
}
