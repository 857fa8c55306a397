// A select of a long list that a person searches by typing (a catalogue of dozens of entries): the ARIA
// combobox pattern, an input that filters a listbox under it. Typing narrows the options to those that
// hold every word typed (case and accents aside); the arrows move through them, Enter or a click picks
// one, Escape gives the search up. Closed, the input shows the chosen option's label.
import * as React from 'react';
import type { FieldValues } from 'react-hook-form';

import { FormControl } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { cn } from '@/utils/cn';

import type { KitFieldProps } from './field-shell';
import type { SelectOption } from './select-field';
import { ShellField } from './shell-field';

interface ComboboxFieldProps<T extends FieldValues, TOut extends FieldValues> extends KitFieldProps<T, TOut> {
  options: readonly SelectOption[];
  placeholder?: string;
  /** Said in the list when nothing matches what was typed. */
  emptyText?: string;
}

/** The list's height at most (max-h-64), and the least room below the input before it opens upwards. */
const LIST_HEIGHT = 256;

/** The visible bottom of what scrolls `element` (a dialog's body), or of the window. */
function visibleBottom(element: HTMLElement): number {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(node).overflowY))
      return Math.min(node.getBoundingClientRect().bottom, window.innerHeight);
  }
  return window.innerHeight;
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The options holding every word of `query`, in their order. */
export function filterOptions(options: readonly SelectOption[], query: string): readonly SelectOption[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return options;
  return options.filter((option) => {
    const label = fold(option.label);
    return words.every((word) => label.includes(word));
  });
}

interface ComboboxProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  options: readonly SelectOption[];
  placeholder?: string;
  emptyText: string;
  label: string;
  disabled?: boolean;
  ref?: React.Ref<HTMLInputElement>;
}

function Combobox({
  value,
  onChange,
  onBlur,
  options,
  placeholder,
  emptyText,
  label,
  disabled,
  ref,
}: ComboboxProps) {
  const listId = React.useId();
  const [open, setOpen] = React.useState(false);
  const [query, setQuery] = React.useState('');
  const [active, setActive] = React.useState(0);
  // Near the bottom of a dialog (its buttons stay there) the list opens upwards, inside the dialog.
  const [upwards, setUpwards] = React.useState(false);
  const boxRef = React.useRef<HTMLDivElement>(null);
  const listRef = React.useRef<HTMLUListElement>(null);
  const shown = open ? filterOptions(options, query) : [];
  const selected = options.find((option) => option.value === value);
  const optionId = (index: number) => `${listId}-${index}`;

  // The active option stays in view as the arrows move through a long list.
  React.useEffect(() => {
    if (open) listRef.current?.querySelector('[data-active]')?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const openList = () => {
    if (open) return;
    const index = options.findIndex((option) => option.value === value);
    setQuery('');
    setActive(Math.max(index, 0));
    const box = boxRef.current;
    if (box) {
      const rect = box.getBoundingClientRect();
      const below = visibleBottom(box) - rect.bottom;
      setUpwards(below < LIST_HEIGHT && rect.top > below);
    }
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const pick = (option: SelectOption | undefined) => {
    if (option) onChange(option.value);
    close();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return openList();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => Math.min(Math.max(index + step, 0), Math.max(shown.length - 1, 0)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      pick(shown[active]);
    }
  };

  // Escape gives the search up and leaves the dialog around it open: a dialog listens for Escape on the
  // document while capturing, so the list takes it first, on the window.
  React.useEffect(() => {
    if (!open) return;
    const onEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setQuery('');
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, [open]);

  return (
    <div ref={boxRef} className="relative">
      <FormControl>
        <Input
          ref={ref}
          role="combobox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-autocomplete="list"
          aria-activedescendant={open && shown.length > 0 ? optionId(active) : undefined}
          autoComplete="off"
          disabled={disabled}
          // Open, the chosen label stays visible as the hint of what typing replaces.
          placeholder={open && selected ? selected.label : placeholder}
          value={open ? query : (selected?.label ?? '')}
          onClick={openList}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            close();
            onBlur();
          }}
        />
      </FormControl>
      {open && (
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={label}
          className={cn(
            'absolute z-50 max-h-64 w-full overflow-y-auto rounded-md border bg-popover p-1 text-sm text-popover-foreground shadow-md',
            upwards ? 'bottom-full mb-1' : 'mt-1',
          )}
        >
          {shown.length === 0 ? (
            <li role="presentation" className="px-2 py-1.5 text-muted-foreground">
              {emptyText}
            </li>
          ) : (
            shown.map((option, index) => (
              // The keys reach the options through the input (aria-activedescendant), as the pattern asks.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.value}
                id={optionId(index)}
                role="option"
                aria-selected={option.value === value}
                data-active={index === active ? '' : undefined}
                className={cn(
                  'cursor-pointer rounded-sm px-2 py-1.5',
                  index === active && 'bg-accent text-accent-foreground',
                  option.value === value && 'font-semibold',
                )}
                // Keeps the focus in the input, so its blur does not close the list before the click.
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setActive(index)}
                onClick={() => pick(option)}
              >
                {option.label}
              </li>
            ))
          )}
        </ul>
      )}
    </div>
  );
}

/** A labelled, searchable select of many options with its Spanish validation message. */
export function ComboboxField<T extends FieldValues, TOut extends FieldValues = T>({
  options,
  placeholder,
  emptyText = 'Sin resultados.',
  disabled,
  ...kit
}: ComboboxFieldProps<T, TOut>) {
  return (
    <ShellField
      {...kit}
      display={(value) => options.find((o) => o.value === value)?.label ?? String(value ?? '')}
      render={(field) => (
        <Combobox
          ref={field.ref}
          value={String((field.value as string | null | undefined) ?? '')}
          onChange={field.onChange}
          onBlur={field.onBlur}
          options={options}
          placeholder={placeholder}
          emptyText={emptyText}
          label={kit.label}
          disabled={disabled}
        />
      )}
    />
  );
}
