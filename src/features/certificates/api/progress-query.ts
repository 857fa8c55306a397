// The completion report's filters on the course_progress view, shared by the page, the summary and the
// CSV export. The state rule is the one of utils/progress-state.ts, written as PostgREST filters.
import { supabase } from '@/lib/supabase';

import { today } from '../utils/dates';
import type { ProgressFilters } from '../utils/progress-filters';

export const PROGRESS_COLUMNS =
  'course_id, course_title, profile_id, full_name, email, company_id, due_date, lessons_total, lessons_completed, has_quiz, attempts_used, best_score, quiz_passed, completed, certificate_id, certificate_code, certificate_issued_at, certificate_blocker';

export function progressSelect<Columns extends string>(
  filters: ProgressFilters,
  columns: Columns,
  count?: 'exact',
) {
  let query = supabase.from('course_progress').select(columns, count ? { count } : undefined);
  if (filters.course) query = query.eq('course_id', filters.course);
  if (filters.company) query = query.eq('company_id', filters.company);
  const day = today();
  switch (filters.state) {
    case 'completado':
      query = query.is('completed', true);
      break;
    case 'vencido':
      query = query.is('completed', false).lt('due_date', day);
      break;
    case 'en_curso':
      query = query
        .is('completed', false)
        .or(`due_date.is.null,due_date.gte.${day}`)
        .or('lessons_completed.gt.0,attempts_used.gt.0');
      break;
    case 'sin_iniciar':
      query = query
        .is('completed', false)
        .or(`due_date.is.null,due_date.gte.${day}`)
        .eq('lessons_completed', 0)
        .eq('attempts_used', 0);
      break;
  }
  return query;
}
