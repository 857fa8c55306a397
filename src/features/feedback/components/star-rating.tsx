// 1-5 stars as native radio buttons (arrow keys move and select, screen readers announce "3 estrellas:
// Regular"), drawn as stars with the chosen one's meaning written beside them; the inputs stay in the
// page, only visually hidden. A controlled form field: the group takes the id and aria-* that ui/form's
// FormControl hands it.
import { Star } from 'lucide-react';
import * as React from 'react';

import { cn } from '@/utils/cn';

import { MAX_RATING, ratingMeaning } from '../utils/feedback-form';

/** '1 estrella: Muy malo', '4 estrellas: Bueno'. */
export const starName = (n: number) => `${n === 1 ? '1 estrella' : `${n} estrellas`}: ${ratingMeaning(n)}`;

interface StarRatingProps extends Omit<React.ComponentProps<'div'>, 'onChange' | 'onBlur' | 'ref'> {
  /** 0 = none picked. */
  value: number;
  onChange: (value: number) => void;
  onBlur?: () => void;
  disabled?: boolean;
  /** Id of the visible label; the group is named by it. */
  labelledBy: string;
  /** Focused on a failed submit: the checked star, or the first one. */
  ref?: React.Ref<HTMLInputElement>;
}

export function StarRating({
  value,
  onChange,
  onBlur,
  disabled,
  labelledBy,
  ref,
  className,
  ...groupProps
}: StarRatingProps) {
  // Its own radio name, so two forms on one page never share a group.
  const name = React.useId();
  const focusTarget = value >= 1 ? value : 1;
  return (
    <div className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <div role="radiogroup" aria-labelledby={labelledBy} className="flex gap-1" {...groupProps}>
        {Array.from({ length: MAX_RATING }, (_, i) => i + 1).map((n) => (
          <label
            key={n}
            className={cn(
              'cursor-pointer rounded-md p-1 transition-transform hover:scale-110 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              disabled && 'pointer-events-none opacity-50',
            )}
          >
            <input
              ref={n === focusTarget ? ref : undefined}
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              onBlur={onBlur}
              disabled={disabled}
              className="sr-only"
              aria-label={starName(n)}
            />
            <Star
              aria-hidden="true"
              className={cn('size-8', n <= value ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground')}
            />
          </label>
        ))}
      </div>
      {/* Read with the checked star's name; written out for the eye. */}
      {value >= 1 && <span className="text-sm font-medium">{ratingMeaning(value)}</span>}
    </div>
  );
}
