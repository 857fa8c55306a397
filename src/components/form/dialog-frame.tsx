// The box of every dialog: title, optional description, the body and an optional row of footer buttons.
// FormDialog puts a form in it; dialogs that only show something (a password, a list) use it directly.
// The focus returns to whatever opened the dialog when it closes (DialogContent's useReturnFocus).
import type * as React from 'react';

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/** The buttons stay in view at the bottom of the box while a long body scrolls under them. */
// The box scrolls with its own padding, which a sticky edge keeps clear of: -bottom-6 takes the footer down
// to the box's edge, so nothing scrolls into view beneath it.
export const STICKY_FOOTER = 'sticky -bottom-6 z-10 -mx-6 -mb-6 border-t bg-background px-6 py-4';

export interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: React.ReactNode;
  description?: React.ReactNode;
  /** For the dialog's box (width; a long body scrolls inside it). */
  className?: string;
  /** The corner close button; hidden when the footer's own button is the way out. */
  showClose?: boolean;
  footer?: React.ReactNode;
  children: React.ReactNode;
}

export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  className,
  showClose,
  footer,
  children,
}: DialogFrameProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className} showClose={showClose}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {children}
        {footer && <DialogFooter className={STICKY_FOOTER}>{footer}</DialogFooter>}
      </DialogContent>
    </Dialog>
  );
}
