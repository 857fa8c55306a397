import { cn } from '@/utils/cn';

/** A determinate progress bar (0-100) with its accessible name and a text value for screen readers. */
export function Progress({
  value,
  label,
  valueText,
  className,
}: {
  value: number;
  label: string;
  valueText?: string;
  className?: string;
}) {
  const clamped = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={valueText}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-secondary', className)}
    >
      {/* Moved, not resized (as shadcn/ui's Progress): the compositor animates a transform without layout
          or paint of the page, which a width transition needs on every frame. At 0 it is not drawn: its
          edge would show as a sliver at the start of the track. */}
      <div
        hidden={clamped === 0}
        className="h-full w-full rounded-full bg-primary transition-transform"
        style={{ transform: `translateX(-${100 - clamped}%)` }}
      />
    </div>
  );
}
