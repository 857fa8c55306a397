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
  /** The button's words, idle and while the file is made. */
  label: string;
  pendingLabel: string;
  variant?: 'default' | 'outline';
}

export function ExportButton({
  onClick,
  pending,
  icon: Icon = Download,
  label,
  pendingLabel,
  variant = 'outline',
}: ExportButtonProps) {
  return (
    <Button variant={variant} onClick={onClick} disabled={pending} aria-busy={pending}>
      <Icon aria-hidden="true" />
      {pending ? pendingLabel : label}
    </Button>
  );
}

/**
 * A section's export in its header (ListSection): what it runs and whether it is running, with the button's
 * look and words ('Exportar CSV' / 'Exportando...' unless said).
 */
export interface Exporter extends Omit<ExportButtonProps, 'onClick' | 'label' | 'pendingLabel'> {
  onExport: () => void;
  label?: string;
  pendingLabel?: string;
}

/** The section's buttons above its list, for a section shown inside another screen's header. */
export function SectionToolbar({ children }: { children: React.ReactNode }) {
  return <div className="flex justify-end gap-2">{children}</div>;
}
