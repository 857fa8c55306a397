// The list entrance used by card grids: items fade up one after another (at most 8 steps of delay), and
// appear at once when the user asks for reduced motion.
import { m, useReducedMotion } from 'framer-motion';
import * as React from 'react';

import { MotionFeatures, motionReady } from './motion/motion-features';

interface AnimatedListProps<T> {
  items: T[];
  getKey: (item: T) => string;
  label: string;
  className?: string;
  children: (item: T) => React.ReactNode;
}

export function AnimatedList<T>({ items, getKey, label, className, children }: AnimatedListProps<T>) {
  const reduceMotion = useReducedMotion();
  return (
    <MotionFeatures>
      <ul aria-label={label} className={className}>
        {items.map((item, index) => (
          <m.li
            key={getKey(item)}
            initial={reduceMotion || !motionReady() ? false : { opacity: 0, y: 8 }}
            animate={{ opacity: 1, y: 0 }}
            transition={{ duration: 0.2, delay: Math.min(index, 8) * 0.04 }}
          >
            {children(item)}
          </m.li>
        ))}
      </ul>
    </MotionFeatures>
  );
}
