// The list entrance used by card grids: items fade up one after another (at most 8 steps of 40 ms of
// delay), in CSS (tailwind.config.ts), and appear at once when the user asks for reduced motion. An item
// that stays in the list across renders keeps its place without entering again.
import type * as React from 'react';

interface AnimatedListProps<T> {
  items: T[];
  getKey: (item: T) => string;
  label: string;
  className?: string;
  children: (item: T) => React.ReactNode;
}

export function AnimatedList<T>({ items, getKey, label, className, children }: AnimatedListProps<T>) {
  return (
    <ul aria-label={label} className={className}>
      {items.map((item, index) => (
        <li
          key={getKey(item)}
          className="motion-safe:animate-item-enter"
          style={{ animationDelay: `${Math.min(index, 8) * 40}ms` }}
        >
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
