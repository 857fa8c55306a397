// The header's user menu. Its Radix code (menu, positioning, focus trap: about 25 kB gzip) is not needed to
// show the first screen, so it loads once the first data is on screen, or earlier as soon as the pointer
// or the focus reaches the button. Until then the button is a plain button with the same name and look:
// a press, Enter, Space or ↓ on it opens the menu the moment the code arrives, and a focused button hands
// its focus to the real one.
import * as React from 'react';

import { afterFirstData } from '@/lib/first-data';
import { loadOnce } from '@/lib/load-once';

import type { RadixUserMenu } from './user-menu-radix';
import { type Handover, TriggerFace, triggerProps, type UserMenuProps } from './user-menu-trigger';

export type { UserMenuProps } from './user-menu-trigger';

type Menu = typeof RadixUserMenu;

let menu: Menu | undefined;

/** One shared download, retried after a failure (loadOnce). */
export const loadUserMenu = loadOnce(() =>
  import('./user-menu-radix').then((module) => (menu = module.RadixUserMenu)),
);

const OPEN_KEYS = ['Enter', ' ', 'ArrowDown'];

export function UserMenu(props: UserMenuProps) {
  const { trigger = 'avatar', name, avatarUrl } = props;
  const [Loaded, setLoaded] = React.useState<Menu | undefined>(() => menu);
  const [handover, setHandover] = React.useState<Handover>({ open: null, focused: false });
  const button = React.useRef<HTMLButtonElement>(null);
  const live = React.useRef(true);

  const load = React.useCallback(() => {
    loadUserMenu().then(
      (Component) => {
        if (!live.current) return;
        const focused = button.current !== null && document.activeElement === button.current;
        setHandover((h) => ({ ...h, focused }));
        setLoaded(() => Component);
      },
      (error: unknown) => console.error('No se pudo cargar el menú de usuario.', error),
    );
  }, []);

  React.useEffect(() => {
    live.current = true;
    if (!menu) afterFirstData(load);
    return () => {
      live.current = false;
    };
  }, [load]);

  if (Loaded) return <Loaded {...props} handover={handover} />;

  const open = (how: 'pointer' | 'keyboard') => {
    setHandover((h) => ({ ...h, open: h.open ?? how }));
    load();
  };
  return (
    <button
      ref={button}
      type="button"
      aria-haspopup="menu"
      aria-expanded={false}
      {...triggerProps(trigger, name)}
      onPointerEnter={load}
      onFocus={load}
      onPointerDown={(event) => {
        if (event.button !== 0 || event.ctrlKey) return;
        // As Radix's trigger: opening with the pointer does not move the focus to the button.
        event.preventDefault();
        open('pointer');
      }}
      onKeyDown={(event) => {
        if (!OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        open('keyboard');
      }}
      // A click without a press or a key before it (a screen reader's): as from the keyboard.
      onClick={() => open('keyboard')}
    >
      <TriggerFace trigger={trigger} name={name} avatarUrl={avatarUrl} />
    </button>
  );
}
