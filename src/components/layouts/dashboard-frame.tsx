// The frame every signed-in area shares: sticky header with the small-screen menu toggle, side navigation
// on large screens, the same navigation in a drawer on small ones, animated main content, optional footer.
import { Menu } from 'lucide-react';
import * as React from 'react';

import { Button } from '@/components/ui/button';
import { afterFirstData } from '@/lib/first-data';
import { cn } from '@/utils/cn';

import { HeaderExtra } from './header-extra';
import { PageTransition } from './page-transition';
import { MAIN_ID, SkipLink } from './skip-link';

// The drawer (Radix Dialog: focus trap, scroll lock, about 12 kB gzip) is closed when a screen opens: its
// code loads on idle after the first data (lib/first-data), and it mounts once it is first opened. A
// press on 'Abrir menú' before the code is here opens it when it arrives; the button keeps the focus
// meanwhile, so closing the drawer returns the focus to it (useReturnFocus), as before.
const loadDrawer = () => import('./mobile-drawer');
const MobileDrawer = React.lazy(() => loadDrawer().then((m) => ({ default: m.MobileDrawer })));

interface DashboardFrameProps {
  brand: React.ReactNode;
  actions: React.ReactNode;
  /** Rendered in the sidebar and in the drawer; `close` closes the drawer after a choice. */
  renderNav: (close: () => void) => React.ReactNode;
  drawerExtra?: React.ReactNode;
  footer?: React.ReactNode;
  mainClassName?: string;
  transitionKey: string;
  children: React.ReactNode;
}

export function DashboardFrame({
  brand,
  actions,
  renderNav,
  drawerExtra,
  footer,
  mainClassName = 'p-4 lg:p-8',
  transitionKey,
  children,
}: DashboardFrameProps) {
  const [drawerOpen, setDrawerOpen] = React.useState(false);
  const [drawerUsed, setDrawerUsed] = React.useState(false);
  const closeDrawer = () => setDrawerOpen(false);
  const openDrawer = () => {
    setDrawerUsed(true);
    setDrawerOpen(true);
  };
  const extra = React.useContext(HeaderExtra);
  React.useEffect(() => afterFirstData(() => void loadDrawer().catch(() => undefined)), []);

  return (
    <div className="flex min-h-screen flex-col bg-background">
      <SkipLink />
      <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b bg-card/95 px-4 backdrop-blur lg:px-6">
        <Button
          variant="ghost"
          size="icon"
          className="lg:hidden"
          aria-label="Abrir menú"
          onClick={openDrawer}
        >
          <Menu className="size-5" aria-hidden="true" />
        </Button>
        {brand}
        <div className="ml-auto flex items-center gap-2 md:gap-4">
          {extra}
          {actions}
        </div>
      </header>
      <div className="flex flex-1">
        <aside className="hidden w-64 shrink-0 border-r bg-card p-4 lg:block">{renderNav(() => {})}</aside>
        <main id={MAIN_ID} tabIndex={-1} className={cn('min-w-0 flex-1 focus:outline-none', mainClassName)}>
          <PageTransition transitionKey={transitionKey}>{children}</PageTransition>
        </main>
      </div>
      {footer}
      {drawerUsed && (
        <React.Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onOpenChange={setDrawerOpen} title="Menú">
            {renderNav(closeDrawer)}
            {drawerExtra}
          </MobileDrawer>
        </React.Suspense>
      )}
    </div>
  );
}
