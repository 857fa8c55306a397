// Creates that survive retries. The form makes the new row's id once per submission (useNewId) and every
// attempt sends the same one: an attempt whose answer was lost (a timeout, a dropped connection) may still
// have written the row, and the next attempt must not write a second. The insert is
// `ON CONFLICT (id) DO NOTHING`, so a repeated id is a no-op while any other unique clash (a name, an
// RFC, an invoice number) is refused as before.
import { supabase } from '@/lib/supabase';
import type { Database, TablesInsert } from '@/types/database';

type Table = keyof Database['public']['Tables'];

export async function insertOnce<T extends Table>(table: T, row: TablesInsert<T> & { id: string }) {
  const { error } = await supabase.from(table as 'companies').upsert(row as TablesInsert<'companies'>, {
    onConflict: 'id',
    ignoreDuplicates: true,
    defaultToNull: false,
  });
  return { error };
}

/**
 * Whether the row of this submission already exists: a retried create that also uploads files stops
 * here when an earlier attempt finished, instead of uploading the files a second time. A failed read
 * answers false: the create then goes on, and its insert is still once only.
 */
export async function rowExists(table: Table, id: string): Promise<boolean> {
  const { count, error } = await supabase
    .from(table as 'companies')
    .select('id', { count: 'exact', head: true })
    .eq('id', id);
  return !error && (count ?? 0) > 0;
}

/**
 * A UUID made from a submission's id and a name, the same on every attempt of that submission: the id of
 * a row a create writes beside its main row (a question's new options), so a retry writes the same rows.
 */
export async function derivedId(submissionId: string, name: string): Promise<string> {
  const bytes = new Uint8Array(
    await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${submissionId}:${name}`)),
  ).slice(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x50; // version 5 layout (name-based)
  bytes[8] = (bytes[8] & 0x3f) | 0x80; // RFC 4122 variant
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
