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
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${clamped}%` }} />
    </div>
  );
}
