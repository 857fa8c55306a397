// The animations use framer-motion's `m` components, whose features load in their own chunk after the
// first paint (about 20 kB gzip less on every first screen than `motion`, which bundles everything). Until
// they arrive, `m` elements render their `initial` style, as `motion` does on its first frame.
import { LazyMotion } from 'framer-motion';
import type * as React from 'react';

const loadFeatures = () => import('./features').then((module) => module.default);

export function MotionFeatures({ children }: { children: React.ReactNode }) {
  return <LazyMotion features={loadFeatures}>{children}</LazyMotion>;
}
