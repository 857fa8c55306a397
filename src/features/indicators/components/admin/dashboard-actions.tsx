import { ExternalLink, Pencil, Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { AdminDashboard } from '../../api/get-dashboards-page';
import { classifyDashboardLink } from '../../utils/classify';
import { indicatorTexts } from '../texts';

interface DashboardActionsProps {
  dashboard: AdminDashboard;
  onEdit: (dashboard: AdminDashboard) => void;
  onDelete: (dashboard: AdminDashboard) => void;
}

export function DashboardActions({ dashboard, onEdit, onDelete }: DashboardActionsProps) {
  const title = dashboard.title || indicatorTexts.untitledDashboard;
  const link = classifyDashboardLink(dashboard.url);
  return (
    <>
      {link.kind !== 'invalid' && (
        <Button variant="outline" size="sm" asChild>
          <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={`Abrir ${title}`}>
            <ExternalLink aria-hidden="true" />
            Abrir
          </a>
        </Button>
      )}
      <Button variant="ghost" size="icon" onClick={() => onEdit(dashboard)} aria-label={`Editar ${title}`}>
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onDelete(dashboard)}
        aria-label={`Eliminar ${title}`}
      >
        <Trash2 className="text-destructive" aria-hidden="true" />
      </Button>
    </>
  );
}
