import { motion, useReducedMotion } from 'framer-motion';
import { ExternalLink, FileBarChart } from 'lucide-react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatMonthYear } from '@/utils/format';

import type { Indicator } from '../api/get-indicators';
import { reportPeriod } from '../utils/classify';
import { indicatorTexts } from './texts';

interface ReportListProps {
  reports: Indicator[];
  openingId: string | null;
  onOpen: (report: Indicator) => void;
}

export function ReportList({ reports, openingId, onOpen }: ReportListProps) {
  const reduceMotion = useReducedMotion();
  return (
    <Card className="overflow-hidden">
      <ul className="divide-y">
        {reports.map((report, i) => {
          const { year, month } = reportPeriod(report);
          const label = formatMonthYear(month, year) ?? '';
          const title = report.title || indicatorTexts.untitledReport;
          return (
            <motion.li
              key={report.id}
              initial={reduceMotion ? false : { opacity: 0, y: 6 }}
              animate={{ opacity: 1, y: 0 }}
              transition={{ duration: 0.2, delay: reduceMotion ? 0 : Math.min(i, 8) * 0.03 }}
              className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            >
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
                aria-label={`Abrir ${title} de ${label}`}
                disabled={openingId === report.id}
                onClick={() => onOpen(report)}
              >
                <ExternalLink aria-hidden="true" />
                {openingId === report.id ? 'Abriendo...' : 'Abrir PDF'}
              </Button>
            </motion.li>
          );
        })}
      </ul>
    </Card>
  );
}
