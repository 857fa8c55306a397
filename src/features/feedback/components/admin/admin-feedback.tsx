// Admin 'Retroalimentación': every feedback of the header company (or all), filtered by rating and dates,
// one server page at a time; the ratings per company as a chart; the filtered list exported as CSV.
import { MessageSquare } from 'lucide-react';
import * as React from 'react';

import { ListSection, useSectionTable } from '@/components/section/list-section';
import { noMatches, SectionTable } from '@/components/section/section-table';
import type { CompanyScope } from '@/lib/company-scope';

import { useExportFeedback } from '../../api/export-feedback';
import { DEFAULT_FEEDBACK_SORT, useFeedbackPage } from '../../api/get-feedback-page';
import { isFiltered, useFeedbackFilters } from '../../utils/feedback-filters';
import { feedbackColumns } from './feedback-columns';
import { FeedbackFiltersBar } from './feedback-filters-bar';
import { FeedbackSummary } from './feedback-summary';

const texts = {
  title: 'Retroalimentación',
  subtitle: 'Calificaciones y comentarios de los clientes.',
  table: 'Retroalimentación recibida',
  loading: 'Cargando retroalimentación...',
  error: { title: 'Error', description: 'No se pudo cargar la retroalimentación.' },
  empty: {
    icon: MessageSquare,
    title: 'Sin Retroalimentación',
    description: 'Aún no hay calificaciones para esta selección.',
  },
  noMatches: noMatches('Prueba con otros filtros.'),
};

interface AdminFeedbackProps {
  companyId: CompanyScope;
  companies: { id: string; name: string }[];
}

export function AdminFeedback({ companyId, companies }: AdminFeedbackProps) {
  const { params, table } = useSectionTable(texts, { sort: DEFAULT_FEEDBACK_SORT });
  const [filters, setFilters] = useFeedbackFilters();
  const feedback = useFeedbackPage(companyId, filters, params);
  const exportCsv = useExportFeedback();
  const companyName = React.useCallback(
    (id: string) => companies.find((c) => c.id === id)?.name,
    [companies],
  );
  const onExport = () => exportCsv.mutate({ scope: companyId, filters });

  return (
    <ListSection
      id="admin-feedback-title"
      texts={texts}
      exporter={{ onExport, pending: exportCsv.isPending }}
    >
      <FeedbackFiltersBar filters={filters} onChange={setFilters} />
      <FeedbackSummary companyId={companyId} filters={filters} companyName={companyName} />
      <SectionTable {...table} columns={feedbackColumns} query={feedback} filtered={isFiltered(filters)} />
    </ListSection>
  );
}
