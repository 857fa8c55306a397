// Client tab 'Reportes Mensuales': the monthly PDF reports of the company and the global ones, newest
// first, each opened through a signed URL made on click.
import { FileBarChart } from 'lucide-react';
import * as React from 'react';

import { NoCompanyNotice } from '@/components/no-company-notice';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBlock } from '@/components/ui/error-block';
import { LoadingBlock } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth/auth-context';
import { useOpenFile } from '@/lib/files/use-file-url';

import { useIndicators, type Indicator } from '../api/get-indicators';
import { monthlyReportsOf } from '../utils/classify';
import { ReportList } from './report-list';
import { indicatorTexts } from './texts';
import { indicatorErrorText, useIndicatorErrorToast } from './use-error-toast';

export function MonthlyReports() {
  const { profile } = useAuth();
  if (!profile?.company_id) return <NoCompanyNotice />;
  return <Reports companyId={profile.company_id} />;
}

function Reports({ companyId }: { companyId: string }) {
  const indicators = useIndicators(companyId);
  const { open } = useOpenFile('No se pudo abrir el reporte');
  const [openingId, setOpeningId] = React.useState<string | null>(null);
  useIndicatorErrorToast(indicators.error);

  const reports = monthlyReportsOf(indicators.data ?? []);
  const openReport = async (report: Indicator) => {
    setOpeningId(report.id);
    await open(report.url_monthly);
    setOpeningId(null);
  };

  return (
    <section className="grid gap-6" aria-labelledby="monthly-reports-title">
      <header>
        <h2 id="monthly-reports-title" className="text-2xl font-bold tracking-tight">
          Reportes Mensuales
        </h2>
        <p className="text-muted-foreground">Tus reportes mensuales de indicadores en PDF.</p>
      </header>
      {indicators.isPending && <LoadingBlock text="Cargando reportes..." />}
      {indicators.isError && (
        <ErrorBlock
          title={indicatorTexts.errorTitle}
          description={indicatorErrorText(indicators.error)}
          onRetry={() => void indicators.refetch()}
        />
      )}
      {indicators.isSuccess && reports.length === 0 && (
        <EmptyState
          icon={FileBarChart}
          title="Sin Reportes"
          description="Aún no hay reportes mensuales para tu empresa. Cuando se publiquen, aparecerán aquí."
        />
      )}
      {reports.length > 0 && <ReportList reports={reports} openingId={openingId} onOpen={openReport} />}
    </section>
  );
}
