// Deleting one row by its id, then the Storage objects it pointed at. The row goes first: a row whose file
// is gone would show a broken link or image, while an object left behind (its removal failed, the tab was
// closed) is invisible and removed by the storage sweep, so a failed removal never fails the delete.
import { discardFile } from '@/lib/files/remove-file';
import { supabase } from '@/lib/supabase';

import type { MutationToastMeta } from './query-client';
import type { TableName } from './tables';

type FileReference = string | null | undefined;

export async function deleteRow(
  table: TableName,
  id: string,
  files: readonly FileReference[] = [],
): Promise<void> {
  const { error } = await supabase
    .from(table as 'companies')
    .delete()
    .eq('id', id);
  if (error) throw error;
  for (const file of files) if (file) await discardFile(file);
}

export interface RowDeleteSpec<Ref extends { id: string }> {
  /** The table the row is deleted from: the one table the mutation writes. */
  table: TableName;
  /** The Storage objects the row points at (empty references are skipped). */
  files?: (row: Ref) => readonly FileReference[];
  /** The success toast: its title ('Contacto eliminado') and what it says of the row (its name). */
  deleted: string;
  name: (row: Ref) => string;
  /** The error toast's description (its title is 'Error'). */
  failed: string;
}

/** The options of the mutation that deletes one row and its files (useMutation(options)). */
export function rowDeleteMutation<Ref extends { id: string }>({
  table,
  files,
  deleted,
  name,
  failed,
}: RowDeleteSpec<Ref>) {
  const meta: MutationToastMeta = {
    writes: [table],
    successToast: { title: deleted, description: (_data, row) => name(row as Ref) },
    errorToast: { title: 'Error', description: failed },
  };
  return { mutationFn: (row: Ref) => deleteRow(table, row.id, files?.(row)), meta };
}
