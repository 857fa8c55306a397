// The buttons of a section's header: 'Nuevo …' that opens the create dialog, 'Exportar CSV' with its
// pending state, and the right-aligned bar that holds them when the section has no header of its own.
import { Download, Plus, type LucideIcon } from 'lucide-react';
import type * as React from 'react';

import { Button } from '@/components/ui/button';

interface CreateButtonProps {
  label: string;
  onClick: () => void;
  icon?: LucideIcon;
}

export function CreateButton({ label, onClick, icon: Icon = Plus }: CreateButtonProps) {
  return (
    <Button onClick={onClick}>
      <Icon aria-hidden="true" />
      {label}
    </Button>
  );
}

export const exportTexts = { export: 'Exportar CSV', exporting: 'Exportando...' } as const;

interface ExportButtonProps {
  onClick: () => void;
  pending: boolean;
  icon?: LucideIcon;
}

export function ExportButton({ onClick, pending, icon: Icon = Download }: ExportButtonProps) {
  return (
    <Button variant="outline" onClick={onClick} disabled={pending} aria-busy={pending}>
      <Icon aria-hidden="true" />
      {pending ? exportTexts.exporting : exportTexts.export}
    </Button>
  );
}

/** The section's buttons above its list, for a section shown inside another screen's header. */
export function SectionToolbar({ children }: { children: React.ReactNode }) {
  return <div className="flex justify-end gap-2">{children}</div>;
}
