// Client tab 'Indicadores' (shown without padding): the Looker Studio dashboards of the company and the
// global ones, one at a time, with a selector when there are several.
import { BarChart3 } from 'lucide-react';
import * as React from 'react';

import { NoCompanyNotice } from '@/components/no-company-notice';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBlock } from '@/components/ui/error-block';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { LoadingBlock } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/auth-context';

import { useIndicators } from '../api/get-indicators';
import { dashboardsOf } from '../utils/classify';
import { DashboardFrame } from './dashboard-frame';
import { indicatorTexts } from './texts';
import { indicatorErrorText, useIndicatorErrorToast } from './use-error-toast';

export function IndicatorsDashboard() {
  const { profile } = useAuth();
  return (
    <div className="grid gap-4 p-4 lg:p-6">
      {profile?.company_id ? <Dashboards companyId={profile.company_id} /> : <NoCompanyNotice />}
    </div>
  );
}

function Dashboards({ companyId }: { companyId: string }) {
  const indicators = useIndicators(companyId);
  const selectId = React.useId();
  const [picked, setPicked] = React.useState<string | null>(null);
  useIndicatorErrorToast(indicators.error);

  const dashboards = dashboardsOf(indicators.data ?? []);
  const current = dashboards.find((d) => d.id === picked) ?? dashboards[0];
  const titleOf = (d: (typeof dashboards)[number]) => d.title || indicatorTexts.untitledDashboard;

  return (
    <>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-2xl font-bold tracking-tight">Indicadores</h2>
          <p className="text-muted-foreground">Los tableros de indicadores de tu servicio.</p>
        </div>
        {dashboards.length > 1 && current && (
          <div className="grid gap-1.5 sm:w-72">
            <Label htmlFor={selectId}>Tablero</Label>
            <Select value={current.id} onValueChange={setPicked}>
              <SelectTrigger id={selectId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {dashboards.map((d) => (
                  <SelectItem key={d.id} value={d.id}>
                    {titleOf(d)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )}
      </header>
      {indicators.isPending && <LoadingBlock text={indicatorTexts.loading} />}
      {indicators.isError && (
        <ErrorBlock
          title={indicatorTexts.errorTitle}
          description={indicatorErrorText(indicators.error)}
          onRetry={() => void indicators.refetch()}
        />
      )}
      {indicators.isSuccess && !current && (
        <EmptyState
          icon={BarChart3}
          title="Sin Indicadores"
          description="Aún no hay tableros de indicadores para tu empresa. Cuando estén listos, aparecerán aquí."
        />
      )}
      {current && <DashboardFrame key={current.id} title={titleOf(current)} url={current.url} />}
    </>
  );
}
