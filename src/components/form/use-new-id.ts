// The id of the row a create form is about to insert, made once per opening (and again after each save
// that went through, for forms that stay open for the next entry): every attempt of one submission
// sends the same id, so a retry after a lost answer cannot create a second row (lib/insert-once).
import * as React from 'react';

export function useNewId(open?: boolean, resetKey?: unknown) {
  const id = React.useRef<string>(crypto.randomUUID());
  React.useEffect(() => {
    if (open !== false) id.current = crypto.randomUUID();
  }, [open, resetKey]);
  return {
    current: () => id.current,
    renew: () => {
      id.current = crypto.randomUUID();
    },
  };
}
