// Optimistic concurrency on the client. An edit sends back the row's updated_at as it was loaded; the
// database (app.refuse_stale_write) refuses the update with PT409 when someone else saved the row
// meanwhile. The update function then reads the stored row and throws StaleWriteError with it, so the form
// can show what changed and offer to reload it or to overwrite it (saving again with the stored version).
import { supabase } from '@/lib/supabase';
import type { Database } from '@/types/database';

/** The SQLSTATE of a stale write; PostgREST answers it with HTTP 409. */
export const STALE_WRITE_CODE = 'PT409';

export const staleWriteTexts = {
  message: 'Alguien más cambió este registro mientras lo editabas.',
  gone: 'Alguien más eliminó este registro mientras lo editabas.',
} as const;

type StoredRow = Record<string, unknown> & { updated_at: string };

export class StaleWriteError extends Error {
  /** The row as stored now (null: it was deleted meanwhile). */
  readonly stored: StoredRow | null;

  constructor(stored: StoredRow | null) {
    super(stored ? staleWriteTexts.message : staleWriteTexts.gone);
    this.name = 'StaleWriteError';
    this.stored = stored;
  }

  /** The version to send to overwrite what is stored. */
  get version(): string | null {
    return this.stored?.updated_at ?? null;
  }
}

export const isStaleWriteCode = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === STALE_WRITE_CODE;

/** Tables whose rows carry updated_at, all checked by the database. */
export type VersionedTable = {
  [T in keyof Database['public']['Tables']]: Database['public']['Tables'][T]['Row'] extends {
    id: string;
    updated_at: string;
  }
    ? T
    : never;
}[keyof Database['public']['Tables']];

/** The update's values with the version the editor loaded; without one the write is unconditional. */
export function withVersion<T extends object>(values: T, version: string | null | undefined) {
  return version ? { ...values, updated_at: version } : values;
}

/**
 * Turns the database's refusal of a stale write into StaleWriteError carrying the stored row; any other
 * error (or none) comes back for the caller to handle as before.
 */
export async function throwIfStale<E>(error: E, table: VersionedTable, id: string): Promise<E> {
  if (!isStaleWriteCode(error)) return error;
  const { data, error: readError } = await supabase
    .from(table as 'companies')
    .select('*')
    .eq('id', id)
    .maybeSingle();
  if (readError) throw readError;
  throw new StaleWriteError(data as StoredRow | null);
}
