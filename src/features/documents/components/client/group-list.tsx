// The month groups of the selected period. Mounted with a key per period, so a new filter starts again
// with only the newest group expanded.
import { m, useReducedMotion } from 'framer-motion';
import * as React from 'react';

import { MotionFeatures, motionReady } from '@/components/motion/motion-features';

import type { CompanyDocument } from '../../api/get-documents';
import type { MonthGroup as Group } from '../../utils/group-documents';
import { MonthGroup } from './month-group';

interface GroupListProps {
  groups: Group[];
  openingUrl: string | null;
  onOpen: (document: CompanyDocument) => void;
}

export function GroupList({ groups, openingUrl, onOpen }: GroupListProps) {
  const reduceMotion = useReducedMotion();
  const [expanded, setExpanded] = React.useState(() => new Set(groups.slice(0, 1).map((g) => g.key)));
  const toggle = (key: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return (
    <MotionFeatures>
      <div className="grid gap-4">
        {groups.map((group, i) => (
          <m.div
            key={group.key}
            initial={reduceMotion || !motionReady() ? false : { opacity: 0, y: 8 }}
            animate={{ opacity: 1, y: 0 }}
            transition={{ duration: 0.2, delay: reduceMotion ? 0 : Math.min(i, 6) * 0.04 }}
          >
            <MonthGroup
              group={group}
              expanded={expanded.has(group.key)}
              onToggle={() => toggle(group.key)}
              openingUrl={openingUrl}
              onOpen={onOpen}
            />
          </m.div>
        ))}
      </div>
    </MotionFeatures>
  );
}
