import { FilterSelect } from '@/components/data-table/filter-select';

import type { ProgressFilters } from '../../utils/progress-filters';
import { PROGRESS_STATE_OPTIONS } from '../../utils/progress-state';
import { CERTIFICATE_FILTER_CLASS, CompanyStateFilters } from '../list-filters';

interface ProgressFiltersBarProps {
  filters: ProgressFilters;
  courses: { id: string; title: string }[];
  companies: { id: string; name: string }[];
  onChange: (next: Partial<ProgressFilters>) => void;
}

export function ProgressFiltersBar({ courses, ...props }: ProgressFiltersBarProps) {
  const { filters, onChange } = props;
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
      <CompanyStateFilters idPrefix="progress" states={PROGRESS_STATE_OPTIONS} {...props} />
    </>
  );
}
