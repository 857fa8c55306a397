// A read-only rating: five stars drawn, "4 de 5 estrellas" read.
import { Star } from 'lucide-react';

import { cn } from '@/utils/cn';

import { MAX_RATING } from '../utils/feedback-form';

export const ratingText = (rating: number) => `${rating} de ${MAX_RATING} estrellas`;

export function RatingStars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center gap-0.5', className)}
      role="img"
      aria-label={ratingText(rating)}
    >
      {Array.from({ length: MAX_RATING }, (_, i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={cn('size-4', i < rating ? 'fill-amber-400 text-amber-400' : 'text-muted-foreground/50')}
        />
      ))}
    </span>
  );
}
