// framer-motion's `m` components (the REPSE documents' month groups; the page and list entrances are CSS)
// get their features (about 18 kB gzip) in their own chunk, once the first screen's data is on screen
// (lib/first-data). An `m` element that mounts before they arrive is drawn at its final state (`initial`
// false) rather than transparent until the features come; later mounts animate. They follow the
// system's reduced-motion setting (framer-motion then skips transforms).
import { LazyMotion, MotionConfig } from 'framer-motion';
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

/** Whether an element mounting now can run its entrance animation. */
export const motionReady = () => features !== undefined;

export function MotionFeatures({ children }: { children: React.ReactNode }) {
  return (
    <LazyMotion features={features ?? loadFeatures}>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
