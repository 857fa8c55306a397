// The select of a list page: named columns of a table or view, asking for the exact count. Its type is
// the one supabase-js gives that select (the row follows from the columns, embeds included), so a list
// declared by its source and columns is typed as if it had called supabase.from() itself.
import { supabase } from '@/lib/supabase';

import { isView, type ReadSource, type TableName, type ViewName } from './tables';

const counted = { count: 'exact' } as const;

// supabase.from() has one overload for tables and one for views; a source of either kind picks its own.
const tableSelect = <S extends TableName, C extends string>(from: S, columns: C) =>
  supabase.from(from).select(columns, counted);
const viewSelect = <S extends ViewName, C extends string>(from: S, columns: C) =>
  supabase.from(from).select(columns, counted);

export type CountedSelect<S extends ReadSource, C extends string> = S extends TableName
  ? ReturnType<typeof tableSelect<S, C>>
  : S extends ViewName
    ? ReturnType<typeof viewSelect<S, C>>
    : never;

export function countedSelect<S extends ReadSource, C extends string>(from: S, columns: C) {
  const query = isView(from) ? viewSelect(from, columns) : tableSelect(from as TableName, columns);
  return query as unknown as CountedSelect<S, C>;
}
