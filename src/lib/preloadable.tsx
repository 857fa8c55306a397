// A screen whose code loads when first needed and can be asked for earlier (on idle after the first
// screen, or when the pointer or focus reaches its menu entry). Once its code is here it renders at once
// instead of through React.lazy, which always suspends on its first render: React 19 then keeps the
// loading fallback at least 300 ms.
import * as React from 'react';

import { loadOnce } from '@/lib/load-once';

export interface Preloadable<P extends object = object> {
  Component: React.ComponentType<P>;
  preload: () => Promise<unknown>;
}

export function preloadable<P extends object = object>(
  load: () => Promise<React.ComponentType<P>>,
): Preloadable<P> {
  let loaded: React.ComponentType<P> | null = null;
  const preload = loadOnce(() =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    }),
  );
  const Lazy = React.lazy(preload) as unknown as React.ComponentType<P>;
  function Component(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return { Component, preload };
}
