// The list's search box: typing updates the field at once and the URL (hence the query) 300 ms after the
// last keystroke, so the server is not asked once per letter. Leaving the field applies what was typed at
// once: a click on a row's link within those 300 ms would otherwise be undone by the late search, which
// navigates back to the list while the router is still loading the linked screen.
import { Search } from 'lucide-react';
import * as React from 'react';

import { Input } from '@/components/ui/input';

interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  delayMs?: number;
}

export function SearchInput({ value, onChange, label, placeholder, delayMs = 300 }: SearchInputProps) {
  const [text, setText] = React.useState(value);
  const [shown, setShown] = React.useState(value);
  const latest = React.useRef(onChange);
  React.useEffect(() => {
    latest.current = onChange;
  });

  // The URL changed elsewhere (back button, a link): show it.
  if (value !== shown) {
    setShown(value);
    setText(value);
  }

  React.useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => latest.current(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs]);

  const applyNow = () => {
    if (text !== value) latest.current(text);
  };

  return (
    <div className="relative w-full sm:max-w-sm">
      <Search
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
        aria-hidden="true"
      />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={applyNow}
        className="pl-9"
      />
    </div>
  );
}
