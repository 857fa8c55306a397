// A row's '…' menu (Radix's dropdown): the trigger named after the row, the items given as children.
import { MoreHorizontal } from 'lucide-react';
import * as React from 'react';

import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';

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
