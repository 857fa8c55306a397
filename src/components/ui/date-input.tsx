// The portal's own date input: the person reads and types 'dd/mm/aaaa' whatever the browser's language
// (a native date input shows 'mm/dd/yyyy' in an English browser), and the caller gets the day as the
// database stores it, 'aaaa-mm-dd'. The slashes come by themselves after the day and the month.
import * as React from 'react';

import { formatDateInput, parseDateInput } from '@/utils/format';

import { Input } from './input';

export const DATE_PLACEHOLDER = 'dd/mm/aaaa';

interface DateInputProps extends Omit<
  React.ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'min' | 'max'
> {
  /** 'aaaa-mm-dd', '' for none; anything else is shown as is (text the person is still typing). */
  value: string;
  /**
   * 'aaaa-mm-dd' for a whole day, '' for an empty input, and what was typed otherwise, so a form's
   * schema refuses an unfinished date instead of keeping the previous one.
   */
  onChange: (value: string) => void;
  /** Days outside 'aaaa-mm-dd' bounds read as unfinished. */
  min?: string;
  max?: string;
}

const shown = (value: string) => formatDateInput(value) || value;

/** Keeps what can be part of a date and adds the slash once the day or the month has two digits. */
function typed(next: string, previous: string): string {
  const text = next
    .replace(/[^\d/.-]/g, '')
    .replace(/([/.-])[/.-]+/g, '$1')
    .slice(0, 10);
  const grew = text.length > previous.length;
  return grew && /^(\d{2}|\d{1,2}[/.-]\d{2})$/.test(text) ? `${text}/` : text;
}

export function DateInput({ value, onChange, onBlur, min, max, className, ...props }: DateInputProps) {
  const [text, setText] = React.useState(() => shown(value));
  const [seen, setSeen] = React.useState(value);
  if (value !== seen) {
    // A value set from outside (a reset, a loaded row) replaces what is shown.
    setSeen(value);
    setText(shown(value));
  }
  const inRange = (day: string) => (!min || day >= min) && (!max || day <= max);
  const emit = (nextText: string) => {
    const day = parseDateInput(nextText);
    const next = nextText.trim() === '' ? '' : day && inRange(day) ? day : nextText;
    setText(nextText);
    setSeen(next);
    onChange(next);
  };
  return (
    <Input
      type="text"
      inputMode="numeric"
      autoComplete="off"
      placeholder={DATE_PLACEHOLDER}
      maxLength={10}
      className={className}
      {...props}
      value={text}
      onChange={(e) => emit(typed(e.target.value, text))}
      onBlur={(e) => {
        const day = parseDateInput(text);
        if (day) setText(formatDateInput(day));
        onBlur?.(e);
      }}
    />
  );
}
