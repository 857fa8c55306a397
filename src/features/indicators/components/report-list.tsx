import { FileBarChart } from 'lucide-react';

import { AnimatedList } from '@/components/animated-list';
import { FileRow } from '@/components/file-row';
import { Badge } from '@/components/ui/badge';
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
    <FileRow
      as="div"
      icon={FileBarChart}
      title={title}
      details={
        <>
          <span>{label}</span>
          {report.is_global && <Badge variant="info">Global</Badge>}
        </>
      }
      detailsClassName="items-center text-sm text-muted-foreground"
      openText="Abrir PDF"
      openName={`${opening ? 'Abriendo' : 'Abrir PDF'}: ${title} de ${label}`}
      opening={opening}
      announceBusy
      onOpen={() => onOpen(report)}
    />
  );
}
