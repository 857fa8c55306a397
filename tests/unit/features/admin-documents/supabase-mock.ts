// A stand-in for '@/lib/supabase' (the only mocked edge: table operations and Storage) that logs every
// operation in order. It imports nothing of the app: the mock factory loads it, so importing a module that
// imports '@/lib/supabase' from here would deadlock.
import { vi } from 'vitest';

type Result = { data?: unknown; error: null | { status?: number; code?: string; message: string } };
type Operation = 'select' | 'insert' | 'delete';

export const db = {
  /** Every builder call as [method, ...args]. */
  calls: [] as unknown[][],
  /** Operations in order: 'select documents', 'insert documents', 'upload <key>', 'remove <key>'... */
  log: [] as string[],
  results: {} as Record<Operation, Result>,
  /** Pending until released, to observe the loading state. */
  gate: null as Promise<void> | null,
};

export const storage = {
  upload: vi.fn(async (_key: string, _file: File, _opts: unknown): Promise<Result> => ({
    data: {},
    error: null,
  })),
  remove: vi.fn(async (_keys: string[]): Promise<Result> => ({ data: [], error: null })),
  createSignedUrl: vi.fn(async (key: string): Promise<Result> => ({
    data: { signedUrl: `http://api/sign/${key}` },
    error: null,
  })),
};

function from(table: string) {
  let operation: Operation = 'select';
  const builder: Record<string, unknown> = {};
  for (const method of ['select', 'insert', 'delete', 'eq', 'order']) {
    builder[method] = (...args: unknown[]) => {
      db.calls.push([method, ...args]);
      if (method === 'insert' || method === 'delete') operation = method;
      return builder;
    };
  }
  builder.then = (resolve: (r: Result) => unknown, reject: (e: unknown) => unknown) =>
    (db.gate ?? Promise.resolve())
      .then(() => {
        db.log.push(`${operation} ${table}`);
        return structuredClone(db.results[operation]);
      })
      .then(resolve, reject);
  return builder;
}

export const supabaseModule = {
  supabase: {
    from: vi.fn(from),
    storage: {
      from: (bucket: string) => ({
        upload: (key: string, file: File, opts: unknown) => {
          db.log.push(`upload ${bucket}/${key}`);
          return storage.upload(key, file, opts);
        },
        remove: (keys: string[]) => {
          db.log.push(`remove ${bucket}/${keys.join(',')}`);
          return storage.remove(keys);
        },
        createSignedUrl: (key: string) => storage.createSignedUrl(key),
      }),
    },
  },
};

export function resetDb(documents: unknown[] = []) {
  db.calls = [];
  db.log = [];
  db.gate = null;
  db.results = {
    select: { data: documents, error: null },
    insert: { data: null, error: null },
    delete: { data: null, error: null },
  };
  for (const fn of Object.values(storage)) fn.mockClear();
}
