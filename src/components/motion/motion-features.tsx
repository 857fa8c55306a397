// The animations use framer-motion's `m` components; their features (about 29 kB gzip) load in their own
// chunk once the first screen's data is on screen (lib/first-data). An `m` element that mounts before
// they arrive is drawn at its final state (`initial` false): the first screen appears without its
// entrance animation rather than transparent until the features come; later mounts animate.
import { LazyMotion } from 'framer-motion';
import type * as React from 'react';

import { afterFirstData } from '@/lib/first-data';
import { loadOnce } from '@/lib/load-once';

type Features = typeof import('./features').default;

let features: Features | undefined;

const loadFeatures = loadOnce(
  () =>
    new Promise<Features>((resolve, reject) => {
      afterFirstData(() => {
        import('./features').then((module) => resolve((features = module.default)), reject);
      });
    }),
);

/** Fetched while someone signs in: the first screen after sign-in animates, as every later one. */
export function preloadMotionFeatures(): Promise<void> {
  return import('./features').then((module) => {
    features = module.default;
  });
}

/** Whether an element mounting now can run its entrance animation. */
export const motionReady = () => features !== undefined;

export function MotionFeatures({ children }: { children: React.ReactNode }) {
  return <LazyMotion features={features ?? loadFeatures}>{children}</LazyMotion>;
}
