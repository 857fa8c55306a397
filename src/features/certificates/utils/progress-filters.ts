// The completion report's filters: course, company and state (?curso=&empresa=&estado=).
import { PROGRESS_STATES, type ProgressState } from './progress-state';
import { oneOf, useUrlFilters } from './url-filters';

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
