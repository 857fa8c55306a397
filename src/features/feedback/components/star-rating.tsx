// 1-5 stars as native radio buttons (arrow keys move and select, screen readers announce "3 estrellas"),
// drawn as stars; the inputs stay in the page, only visually hidden.
import { Star } from 'lucide-react';

import { cn } from '@/utils/cn';

export const MAX_RATING = 5;

interface StarRatingProps {
  value: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  describedBy?: string;
  /** Id of the visible label; the group is named by it. */
  labelledBy: string;
}

export function StarRating({ value, onChange, disabled, describedBy, labelledBy }: StarRatingProps) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} aria-describedby={describedBy} className="flex gap-1">
      {Array.from({ length: MAX_RATING }, (_, i) => i + 1).map((n) => (
        <label
          key={n}
          className={cn(
            'cursor-pointer rounded-md p-1 transition-transform hover:scale-110 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            disabled && 'pointer-events-none opacity-50',
          )}
        >
          <input
            type="radio"
            name="rating"
            value={n}
            checked={value === n}
            onChange={() => onChange(n)}
            disabled={disabled}
            className="sr-only"
            aria-label={n === 1 ? '1 estrella' : `${n} estrellas`}
          />
          <Star
            aria-hidden="true"
            className={cn('size-8', n <= value ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground')}
          />
        </label>
      ))}
    </div>
  );
}
