// 1-5 stars as native radio buttons (arrow keys move and select, screen readers announce "3 estrellas"),
// drawn as stars; the inputs stay in the page, only visually hidden. A controlled form field: the group
// takes the id and aria-* that ui/form's FormControl hands it.
import { Star } from 'lucide-react';
import * as React from 'react';

import { cn } from '@/utils/cn';

import { MAX_RATING } from '../utils/feedback-form';

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
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className={cn('flex gap-1', className)}
      {...groupProps}
    >
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
