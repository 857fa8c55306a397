import { ExternalLink, FileUp, Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { AdminReport } from '../../api/get-reports-page';
import { indicatorTexts } from '../texts';

interface ReportActionsProps {
  report: AdminReport;
  opening: boolean;
  onOpen: (report: AdminReport) => void;
  onReplace: (report: AdminReport) => void;
  onDelete: (report: AdminReport) => void;
}

export function ReportActions({ report, opening, onOpen, onReplace, onDelete }: ReportActionsProps) {
  const title = report.title || indicatorTexts.untitledReport;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onOpen(report)}
        disabled={opening}
        aria-label={`Abrir ${title}`}
      >
        <ExternalLink aria-hidden="true" />
        Abrir
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onReplace(report)}
        aria-label={`Reemplazar ${title}`}
      >
        <FileUp aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" onClick={() => onDelete(report)} aria-label={`Eliminar ${title}`}>
        <Trash2 className="text-destructive" aria-hidden="true" />
      </Button>
    </>
  );
}
