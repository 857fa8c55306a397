// Client tab 'Reportes Mensuales': the monthly PDF reports of the company and the global ones, newest
// first, each opened through a signed URL made on click. A notification's link (?reporte=<id>) shows
// its report alone.
import { FileBarChart } from 'lucide-react';

import { LinkedItemNotice } from '@/components/linked-item-notice';
import { PageSection } from '@/components/page-header';
import { QueryStates } from '@/components/query-states';
import { useOpenFile } from '@/lib/files/use-file-url';
import { LINKED_ITEM_PARAMS, pickLinked, useLinkedItem } from '@/lib/linked-item';

import { indicatorErrorText, indicatorErrorTexts, useIndicators } from '../api/get-indicators';
import { monthlyReportsOf } from '../utils/classify';
import { ReportList } from './report-list';

const texts = {
  title: 'Reportes Mensuales',
  subtitle: 'Tus reportes mensuales de indicadores en PDF.',
  loading: 'Cargando reportes...',
  empty: {
    icon: FileBarChart,
    title: 'Sin Reportes',
    description: 'Aún no hay reportes mensuales para tu empresa. Cuando se publiquen, aparecerán aquí.',
  },
  openErrorTitle: 'No se pudo abrir el reporte',
} as const;

export function MonthlyReports({ companyId }: { companyId: string }) {
  const indicators = useIndicators(companyId);
  const { open, opening } = useOpenFile(texts.openErrorTitle);
  const linked = useLinkedItem(LINKED_ITEM_PARAMS.report);

  return (
    <PageSection id="monthly-reports-title" title={texts.title} description={texts.subtitle}>
      <QueryStates
        query={indicators}
        loading={texts.loading}
        error={{ title: indicatorErrorTexts.title, description: indicatorErrorText(indicators.error) }}
        empty={texts.empty}
        isEmpty={(data) => monthlyReportsOf(data).length === 0}
      >
        {(data) => {
          const shown = pickLinked(monthlyReportsOf(data), linked.id);
          return (
            <div className="grid gap-4">
              {shown.found && (
                <LinkedItemNotice
                  what="el reporte"
                  showAll="Ver Todos los Reportes"
                  onShowAll={linked.clear}
                />
              )}
              <ReportList
                reports={shown.rows}
                openingUrl={opening}
                onOpen={(report) => void open(report.url_monthly)}
              />
            </div>
          );
        }}
      </QueryStates>
    </PageSection>
  );
}
