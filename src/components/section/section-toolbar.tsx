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
  /** The button's words, idle and while the file is made ('Exportar CSV' / 'Exportando...' unless said). */
  label?: string;
  pendingLabel?: string;
  variant?: 'default' | 'outline';
}

export function ExportButton({
  onClick,
  pending,
  icon: Icon = Download,
  label = exportTexts.export,
  pendingLabel = exportTexts.exporting,
  variant = 'outline',
}: ExportButtonProps) {
  return (
    <Button variant={variant} onClick={onClick} disabled={pending} aria-busy={pending}>
      <Icon aria-hidden="true" />
      {pending ? pendingLabel : label}
    </Button>
  );
}

/** The section's buttons above its list, for a section shown inside another screen's header. */
export function SectionToolbar({ children }: { children: React.ReactNode }) {
  return <div className="flex justify-end gap-2">{children}</div>;
}
