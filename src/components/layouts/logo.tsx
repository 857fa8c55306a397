import { cn } from '@/utils/cn';

export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <span className={cn('inline-flex items-center gap-2 font-semibold tracking-tight', className)}>
      <svg viewBox="0 0 32 32" className="size-8 shrink-0" aria-hidden="true">
        <rect width="32" height="32" rx="7" className={inverted ? 'fill-white' : 'fill-primary'} />
        <path
          d="M9 23V9h7.5a4.5 4.5 0 0 1 0 9H13v5z"
          fill="none"
          strokeWidth="2.6"
          strokeLinejoin="round"
          className={inverted ? 'stroke-primary' : 'stroke-white'}
        />
      </svg>
      <span className="text-base leading-tight">Portal de Clientes</span>
    </span>
  );
}
