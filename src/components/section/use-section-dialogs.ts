// The dialog state every management section keeps: the create/edit target and the row waiting for a
// delete confirmation. The setters are stable, so row actions built from them can be memoised.
import * as React from 'react';

/** `null`: closed; `{ row: null }`: creating; `{ row }`: editing that row. */
export type EditTarget<E> = { row: E | null } | null;

export function useSectionDialogs<T, E = T>() {
  const [editing, setEditing] = React.useState<EditTarget<E>>(null);
  const [toDelete, setToDelete] = React.useState<T | null>(null);
  const actions = React.useMemo(
    () => ({
      create: () => setEditing({ row: null }),
      edit: (row: E) => setEditing({ row }),
      closeEdit: () => setEditing(null),
      askDelete: (row: T) => setToDelete(row),
      closeDelete: () => setToDelete(null),
    }),
    [],
  );
  return { editing, toDelete, ...actions };
}
