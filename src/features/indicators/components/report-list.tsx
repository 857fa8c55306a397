import { ExternalLink, FileBarChart } from 'lucide-react';

import { AnimatedList } from '@/components/animated-list';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatMonthYear } from '@/utils/format';

import type { Indicator } from '../api/get-indicators';
import { reportPeriod } from '../utils/classify';
import { indicatorTexts } from './texts';

interface ReportListProps {
  reports: Indicator[];
  /** The file reference being opened, for its busy button. */
  openingUrl: string | null;
  onOpen: (report: Indicator) => void;
}

export function ReportList({ reports, openingUrl, onOpen }: ReportListProps) {
  return (
    <Card className="overflow-hidden">
      <AnimatedList items={reports} getKey={(r) => r.id} label="Reportes mensuales" className="divide-y">
        {(report) => (
          <ReportRow report={report} opening={openingUrl === report.url_monthly} onOpen={onOpen} />
        )}
      </AnimatedList>
    </Card>
  );
}

function ReportRow({
  report,
  opening,
  onOpen,
}: {
  report: Indicator;
  opening: boolean;
  onOpen: (report: Indicator) => void;
}) {
  const { year, month } = reportPeriod(report);
  const label = formatMonthYear(month, year) ?? '';
  const title = report.title || indicatorTexts.untitledReport;
  return (
    <div className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <FileBarChart className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
        <div className="min-w-0">
          <p className="break-words font-medium">{title}</p>
          <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span>{label}</span>
            {report.is_global && <Badge variant="info">Global</Badge>}
          </div>
        </div>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="ml-8 self-start sm:ml-0 sm:self-center"
        // The name starts with the visible text (WCAG 2.5.3, label in name), then says which report.
        aria-label={`${opening ? 'Abriendo' : 'Abrir PDF'}: ${title} de ${label}`}
        disabled={opening}
        aria-busy={opening}
        onClick={() => onOpen(report)}
      >
        <ExternalLink aria-hidden="true" />
        {opening ? 'Abriendo...' : 'Abrir PDF'}
      </Button>
    </div>
  );
}
