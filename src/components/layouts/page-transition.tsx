import { m, useReducedMotion } from 'framer-motion';
import * as React from 'react';

import { MotionFeatures, motionReady } from '../motion/motion-features';

/** Page fade-and-rise of 0.3 s (spec §9); only a fade-free render when reduced motion is requested. */
export function PageTransition({
  transitionKey,
  children,
  className,
}: {
  transitionKey: string;
  children: React.ReactNode;
  className?: string;
}) {
  const reduce = useReducedMotion();
  if (reduce) return <div className={className}>{children}</div>;
  return (
    <MotionFeatures>
      <m.div
        key={transitionKey}
        className={className}
        initial={motionReady() ? { opacity: 0, y: 8 } : false}
        animate={{ opacity: 1, y: 0 }}
        transition={{ duration: 0.3, ease: 'easeOut' }}
      >
        {children}
      </m.div>
    </MotionFeatures>
  );
}
