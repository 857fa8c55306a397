// A left side sheet for small screens, built on the dialog primitive (focus trap, Escape, overlay).
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import * as React from 'react';

import { useReturnFocus } from '@/components/ui/return-focus';

interface MobileDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: React.ReactNode;
}

export function MobileDrawer({ open, onOpenChange, title, children }: MobileDrawerProps) {
  const focus = useReturnFocus({});
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-foreground/40 lg:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          {...focus}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col gap-4 overflow-y-auto bg-card p-4 shadow-xl focus:outline-none lg:hidden"
        >
          <div className="flex items-center justify-between">
            <DialogPrimitive.Title className="text-base font-semibold">{title}</DialogPrimitive.Title>
            <DialogPrimitive.Close className="rounded-md p-2 hover:bg-accent focus:outline-none focus:ring-2 focus:ring-ring">
              <X className="size-5" aria-hidden="true" />
              <span className="sr-only">Cerrar menú</span>
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
