// Admin 'Avance': the completion report of every effective assignment (course x collaborator), paged on
// the server, filtered by course, company and state, with a per-course summary and a CSV export.
import { GraduationCap, SearchX } from 'lucide-react';
import * as React from 'react';

import { DataTable } from '@/components/data-table/data-table';
import { useTableParams } from '@/components/data-table/use-table-params';
import { ListSection } from '@/components/section/list-section';
import { NO_COMPANY_LABEL } from '@/config/domain-labels';

import { useExportProgress } from '../../api/export-progress';
import { useCourseOptions } from '../../api/get-course-options';
import { DEFAULT_PROGRESS_SORT, useProgressPage, type ProgressRow } from '../../api/get-progress-page';
import { today } from '../../utils/dates';
import { useProgressFilters } from '../../utils/progress-filters';
import { progressColumns } from './progress-columns';
import { ProgressFiltersBar } from './progress-filters-bar';
import { ProgressSummary } from './progress-summary';

const texts = {
  title: 'Avance de Capacitación',
  subtitle: 'Avance de cada colaborador en los cursos que tiene asignados.',
  table: 'Avance por colaborador y curso',
  search: 'Buscar en el avance',
  searchPlaceholder: 'Colaborador, correo o curso...',
  loading: 'Cargando avance...',
  error: { title: 'Error', description: 'No se pudo cargar el avance de capacitación.' },
  empty: {
    icon: GraduationCap,
    title: 'Sin Asignaciones',
    description: 'Asigna un curso a un colaborador o a una empresa en «Cursos» para ver su avance aquí.',
  },
  noMatches: {
    icon: SearchX,
    title: 'No se encontraron resultados',
    description: 'Prueba con otra búsqueda o filtros.',
  },
  noCompany: NO_COMPANY_LABEL,
} as const;

export function ProgressReport({ companies }: { companies: { id: string; name: string }[] }) {
  const [params, setParams] = useTableParams({ sort: DEFAULT_PROGRESS_SORT });
  const [filters, setFilters] = useProgressFilters();
  const progress = useProgressPage(filters, params);
  const courses = useCourseOptions();
  const exportCsv = useExportProgress();
  const day = today();
  const companyName = React.useCallback(
    (id: string | null) => companies.find((c) => c.id === id)?.name ?? texts.noCompany,
    [companies],
  );
  const columns = React.useMemo(() => progressColumns(companyName, day), [companyName, day]);
  const onExport = () => exportCsv.mutate({ filters, search: params.search, companyName });

  return (
    <ListSection
      id="admin-progress-title"
      texts={texts}
      exporter={{ onExport, pending: exportCsv.isPending }}
    >
      <ProgressSummary filters={filters} />
      <DataTable<ProgressRow>
        label={texts.table}
        columns={columns}
        query={progress}
        params={params}
        onParamsChange={setParams}
        getRowId={(r) => `${r.course_id}:${r.profile_id}`}
        texts={{ loading: texts.loading, error: texts.error, empty: texts.empty }}
        noMatches={texts.noMatches}
        search={{ label: texts.search, placeholder: texts.searchPlaceholder }}
        filtered={Object.values(filters).some(Boolean)}
        filters={
          <ProgressFiltersBar
            filters={filters}
            courses={courses.data ?? []}
            companies={companies}
            onChange={setFilters}
          />
        }
      />
    </ListSection>
  );
}
