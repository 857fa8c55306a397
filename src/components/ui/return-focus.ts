// Radix's modal dialog returns the focus to its Dialog.Trigger on close; a dialog opened any other way (a
// menu item, a button in another component, a row action) would leave the focus on <body>, and a keyboard
// user would start again from the top. This remembers what had the focus when the dialog opened (read in
// onOpenAutoFocus, which runs after a closing menu has handed the focus back to its trigger) and returns
// the focus there on close, unless the caller decides otherwise (event.preventDefault()).
import * as React from 'react';

type AutoFocusHandler = (event: Event) => void;

// The last element that received the focus. A dialog whose code loads on demand can mount in the instant
// between a menu leaving the page and the menu handing the focus back to its button (the focus is then on
// <body>); what had the focus last (the menu's item) still says where to go back.
let lastFocused: Element | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('focusin', (event) => {
    if (event.target instanceof Element) lastFocused = event.target;
  });
}

export function useReturnFocus(handlers: {
  onOpenAutoFocus?: AutoFocusHandler;
  onCloseAutoFocus?: AutoFocusHandler;
}) {
  const opener = React.useRef<HTMLElement | null>(null);
  const { onOpenAutoFocus, onCloseAutoFocus } = handlers;
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = focusOrigin(!active || active === document.body ? lastFocused : active);
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      const target = opener.current;
      opener.current = null;
      if (event.defaultPrevented || !target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

/**
 * What to return to: the focused element, or, when it is an item of a menu that is closing (it stays in
 * the page while its exit animation runs, then disappears), the button that opened that menu, which the
 * menu names in aria-labelledby.
 */
function focusOrigin(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest('[role="menu"]');
  const trigger = menu && document.getElementById(menu.getAttribute('aria-labelledby') ?? '');
  return trigger instanceof HTMLElement ? trigger : active;
}
