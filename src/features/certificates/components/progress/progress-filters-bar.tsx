import { FilterSelect } from '@/components/data-table/filter-select';

import { PROGRESS_STATE_LABELS, PROGRESS_STATES, type ProgressFilters } from '../../utils/progress-filters';
import { CERTIFICATE_FILTER_CLASS, CompanyFilter } from '../company-filter';
import { StateFilter } from '../state-filter';

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
      <CompanyFilter
        id="progress-company"
        companies={companies}
        value={filters.company}
        onChange={(company) => onChange({ company })}
      />
      <StateFilter
        id="progress-state"
        options={PROGRESS_STATES.map((s) => ({ value: s, label: PROGRESS_STATE_LABELS[s] }))}
        value={filters.state}
        onChange={(state) => onChange({ state: state as ProgressFilters['state'] })}
      />
    </>
  );
}
