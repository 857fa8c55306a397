// PGlite as a Backend: its single connection is handed to one session at a time, in arrival order.
import type { PGlite } from '@electric-sql/pglite';

import type { Backend, Database, Session } from './backend';

export function pgliteBackend(pglite: PGlite): Backend {
  let tail: Promise<unknown> = Promise.resolve();
  // PGlite's query/exec/transaction already have the shapes of Database and Session.
  const db = pglite as unknown as Database;
  return {
    kind: 'pglite',
    pglite,
    db,
    withSession<T>(fn: (s: Session) => Promise<T>): Promise<T> {
      const job = tail.then(() => fn(db));
      tail = job.catch(() => undefined);
      return job;
    },
    async listen(channel, onPayload) {
      await pglite.listen(channel, onPayload);
    },
    close: () => pglite.close(),
  };
}
