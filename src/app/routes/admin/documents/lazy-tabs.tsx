// The tabs of 'Documentos (REPSE)' load their code when first needed, and can be asked for earlier: the
// section preloads them once it has shown, and a pointer over or focus on a tab asks for that one. A tab
// whose code is already here renders at once instead of through React.lazy, which always suspends on
// its first render, and React 19 keeps a suspended tab's loading fallback at least 300 ms.
import * as React from 'react';

import { loadOnce } from '@/lib/load-once';

type Module = { default: React.ComponentType };

export interface PreloadableTab {
  Tab: React.ComponentType;
  preload: () => Promise<unknown>;
}

export function preloadable(load: () => Promise<Module>): PreloadableTab {
  let loaded: React.ComponentType | null = null;
  const preload = loadOnce(() =>
    load().then((module) => {
      loaded = module.default;
      return module;
    }),
  );
  const Lazy = React.lazy(preload);
  function Tab() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Lazy />;
  }
  return { Tab, preload };
}

export const documentTabs = {
  list: preloadable(() => import('./list')),
  catalogue: preloadable(() => import('./catalogue')),
  compliance: preloadable(() => import('./compliance')),
  deliveries: preloadable(() => import('./deliveries')),
  account: preloadable(() => import('./company-account')),
};
