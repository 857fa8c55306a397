import { PROGRESS_STATE_LABELS, PROGRESS_STATES, type ProgressFilters } from '../../utils/progress-filters';
import { FilterSelect } from '../filter-select';

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
        value={filters.course}
        options={courses.map((c) => ({ value: c.id, label: c.title }))}
        onChange={(course) => onChange({ course })}
      />
      <FilterSelect
        id="progress-company"
        label="Empresa"
        allLabel="Todas las empresas"
        value={filters.company}
        options={companies.map((c) => ({ value: c.id, label: c.name }))}
        onChange={(company) => onChange({ company })}
      />
      <FilterSelect
        id="progress-state"
        label="Estado"
        allLabel="Todos"
        value={filters.state}
        options={PROGRESS_STATES.map((s) => ({ value: s, label: PROGRESS_STATE_LABELS[s] }))}
        onChange={(state) => onChange({ state: state as ProgressFilters['state'] })}
      />
    </>
  );
}
