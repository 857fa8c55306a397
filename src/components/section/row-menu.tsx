// A row's '…' menu (Radix's dropdown): the trigger named after the row, the items given as children.
import { MoreHorizontal, type LucideIcon } from 'lucide-react';
import * as React from 'react';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

interface RowMenuProps {
  /** The trigger's accessible name. */
  label: string;
  /** The trigger's tooltip. */
  title?: string;
  /** Opened as it mounts (a press that came before the menu's code). */
  defaultOpen?: boolean;
  triggerRef?: React.Ref<HTMLButtonElement>;
  children: React.ReactNode;
}

export function RowMenu({ label, title, defaultOpen, triggerRef, children }: RowMenuProps) {
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button ref={triggerRef} variant="ghost" size="icon" aria-label={label} title={title}>
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">{children}</DropdownMenuContent>
    </DropdownMenu>
  );
}

/** One entry of an ActionMenu. */
export interface MenuAction {
  label: string;
  icon?: LucideIcon;
  onSelect: () => void;
  /** Why the action does not apply to this row: the item stays, disabled, with this reason under it. */
  unavailable?: string;
  destructive?: boolean;
}

/** 'Acciones de <row>': the row's actions as one menu, the same items on every row. */
export function ActionMenu({ name, actions }: { name: string; actions: MenuAction[] }) {
  return (
    <RowMenu label={`Acciones de ${name}`} title="Acciones">
      {actions.map(({ label, icon: Icon, onSelect, unavailable, destructive }) => (
        <DropdownMenuItem
          key={label}
          disabled={Boolean(unavailable)}
          className={destructive ? 'text-destructive focus:text-destructive' : undefined}
          onSelect={onSelect}
        >
          {Icon && <Icon aria-hidden="true" />}
          <span className="grid">
            {label}
            {unavailable && <span className="text-xs text-muted-foreground">{unavailable}</span>}
          </span>
        </DropdownMenuItem>
      ))}
    </RowMenu>
  );
}
