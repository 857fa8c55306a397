// The completion report's filters: course, company and state (?curso=&empresa=&estado=).
import { oneOf, useUrlFilters } from './url-filters';

export const PROGRESS_STATES = ['completado', 'en_curso', 'sin_iniciar', 'vencido'] as const;
export type ProgressState = (typeof PROGRESS_STATES)[number];

export const PROGRESS_STATE_LABELS: Record<ProgressState, string> = {
  completado: 'Completado',
  en_curso: 'En Curso',
  sin_iniciar: 'Sin Iniciar',
  vencido: 'Vencido',
};

export interface ProgressFilters {
  course: string;
  company: string;
  state: ProgressState | '';
}

const NAMES = { course: 'curso', company: 'empresa', state: 'estado' } as const;

const parse = (get: (key: keyof ProgressFilters) => string): ProgressFilters => ({
  course: get('course'),
  company: get('company'),
  state: oneOf(get('state'), PROGRESS_STATES),
});

export const useProgressFilters = () =>
  useUrlFilters(NAMES, parse) as readonly [ProgressFilters, (next: Partial<ProgressFilters>) => void];
