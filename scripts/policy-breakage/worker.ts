// A child process of scripts/policy-breakage.ts: holds one Vitest instance (./runner.ts) and runs the
// groups its parent sends over IPC, one at a time. The parent starts one per job, so two breakages are
// checked side by side without two Vitest instances sharing a process.
import { startRunner, type Group } from './runner';
import type { PortalDatabase } from '../../tests/integration/portal-gateway';

export interface Request {
  id: number;
  group: Group;
  database: PortalDatabase;
}
export interface Reply {
  id: number;
  failure: string | null;
  error?: string;
}

const runner = await startRunner();
const send = (reply: Reply) => process.send?.(reply);
let queue = Promise.resolve();

process.on('message', (request: Request) => {
  queue = queue.then(async () => {
    try {
      send({ id: request.id, failure: await runner.run(request.group, request.database) });
    } catch (err) {
      send({ id: request.id, failure: null, error: String(err) });
    }
  });
});
process.on('disconnect', () => {
  void queue.then(() => runner.close()).finally(() => process.exit(0));
});
process.send?.({ id: 0, failure: null });
