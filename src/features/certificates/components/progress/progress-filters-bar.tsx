import { FilterSelect } from '@/components/data-table/filter-select';

import { PROGRESS_STATE_LABELS, PROGRESS_STATES, type ProgressFilters } from '../../utils/progress-filters';
import { CERTIFICATE_FILTER_CLASS, CompanyStateFilters } from '../list-filters';

interface ProgressFiltersBarProps {
  filters: ProgressFilters;
  courses: { id: string; title: string }[];
  companies: { id: string; name: string }[];
  onChange: (next: Partial<ProgressFilters>) => void;
}

export function ProgressFiltersBar({ filters, courses, companies, onChange }: ProgressFiltersBarProps) {
  return (
    <>
      <FilterSelect
        id="progress-course"
        label="Curso"
        allLabel="Todos los cursos"
        className={CERTIFICATE_FILTER_CLASS}
        value={filters.course}
        options={courses.map((c) => ({ value: c.id, label: c.title }))}
        onChange={(course) => onChange({ course })}
      />
      <CompanyStateFilters
        idPrefix="progress"
        companies={companies}
        states={PROGRESS_STATES.map((s) => ({ value: s, label: PROGRESS_STATE_LABELS[s] }))}
        filters={filters}
        onChange={onChange}
      />
    </>
  );
}
