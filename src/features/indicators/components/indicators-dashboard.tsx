// Client tab 'Indicadores' (shown without padding): the Looker Studio dashboards of the company and the
// global ones, one at a time, with a selector when there are several.
import { BarChart3 } from 'lucide-react';
import * as React from 'react';

import { PageSection } from '@/components/page-header';
import { QueryStates } from '@/components/query-states';
import { LINKED_ITEM_PARAMS, useLinkedItem } from '@/lib/linked-item';

import { indicatorErrorText, indicatorErrorTexts, useIndicators } from '../api/get-indicators';
import { dashboardsOf } from '../utils/classify';
import { DashboardFrame } from './dashboard-frame';
import { DashboardPicker } from './dashboard-picker';
import { indicatorTexts } from './texts';

const texts = {
  title: 'Indicadores',
  subtitle: 'Los tableros de indicadores de tu servicio.',
  loading: 'Cargando indicadores...',
  empty: {
    icon: BarChart3,
    title: 'Sin Indicadores',
    description: 'Aún no hay tableros de indicadores para tu empresa. Cuando estén listos, aparecerán aquí.',
  },
} as const;

export function IndicatorsDashboard({ companyId }: { companyId: string }) {
  const indicators = useIndicators(companyId);
  // A notification's link (?reporte=<id>) opens on its dashboard; picking another one leaves the link.
  const linked = useLinkedItem(LINKED_ITEM_PARAMS.report);
  const [picked, setPicked] = React.useState<string | null>(null);

  const dashboards = dashboardsOf(indicators.data ?? []).map((d) => ({
    ...d,
    title: d.title || indicatorTexts.untitledDashboard,
  }));
  const current =
    dashboards.find((d) => d.id === linked.id) ?? dashboards.find((d) => d.id === picked) ?? dashboards[0];
  const pick = (id: string) => {
    setPicked(id);
    if (linked.id) linked.clear();
  };

  return (
    <PageSection
      id="indicators-title"
      title={texts.title}
      description={texts.subtitle}
      className="gap-4 p-4 lg:p-6"
      actions={
        dashboards.length > 1 &&
        current && <DashboardPicker dashboards={dashboards} value={current.id} onChange={pick} />
      }
    >
      <QueryStates
        query={indicators}
        loading={texts.loading}
        error={{ title: indicatorErrorTexts.title, description: indicatorErrorText(indicators.error) }}
        empty={texts.empty}
        isEmpty={() => !current}
      >
        {() => current && <DashboardFrame key={current.id} title={current.title} url={current.url} />}
      </QueryStates>
    </PageSection>
  );
}
