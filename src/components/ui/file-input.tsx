// The portal's own file input: a Spanish button and the chosen file's name, whatever the browser's
// language (a native file input says 'Choose File' / 'No file chosen' in an English browser). The native
// input stays in the page, visually hidden, so it keeps the field's label, focus and keyboard; the visible
// part only mirrors it.
import * as React from 'react';

import { cn } from '@/utils/cn';

export const fileInputTexts = {
  pick: 'Seleccionar Archivo',
  pickMany: 'Seleccionar Archivos',
  none: 'Ningún archivo seleccionado',
  many: (n: number) => `${n} archivos seleccionados`,
} as const;

type FileInputProps = Omit<React.ComponentProps<'input'>, 'type'>;

export function FileInput({ className, onChange, ref, multiple, disabled, ...props }: FileInputProps) {
  const input = React.useRef<HTMLInputElement | null>(null);
  const [names, setNames] = React.useState<string[]>([]);
  const setRef = (node: HTMLInputElement | null) => {
    input.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  const chosen =
    names.length === 0
      ? fileInputTexts.none
      : names.length === 1
        ? names[0]
        : fileInputTexts.many(names.length);
  return (
    <div className={cn('flex min-w-0 items-center gap-3', className)}>
      <input
        type="file"
        ref={setRef}
        multiple={multiple}
        disabled={disabled}
        className="peer sr-only"
        {...props}
        onChange={(e) => {
          setNames([...(e.target.files ?? [])].map((file) => file.name));
          onChange?.(e);
        }}
      />
      <span
        aria-hidden="true"
        onClick={() => input.current?.click()}
        className="inline-flex h-10 shrink-0 cursor-pointer items-center rounded-md border border-input bg-background px-3 text-sm font-medium shadow-sm hover:bg-accent peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-disabled:cursor-not-allowed peer-disabled:opacity-50 peer-aria-[invalid=true]:border-destructive"
      >
        {multiple ? fileInputTexts.pickMany : fileInputTexts.pick}
      </span>
      <span aria-hidden="true" className="min-w-0 truncate text-sm text-muted-foreground" title={chosen}>
        {chosen}
      </span>
    </div>
  );
}
