// Child processes of the stack: own process group (so a terminal Ctrl-C reaches only the parent, which
// then stops each child once, in order), prefixed output, and a stop that escalates to SIGKILL.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

import { log, pipeLines, type Service } from './log';

export interface Child {
  process: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

const running = new Set<ChildProcess>();
// Last resort: never leave a detached child behind when the parent dies without a clean stop.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function startChild(
  service: Service,
  args: string[],
  opts: SpawnOptions & { quiet?: boolean } = {},
): Child {
  const child = spawn(process.execPath, args, {
    ...opts,
    detached: true,
    env: { ...process.env, ...opts.env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  const lines: string[] = [];
  const keep = (line: string) => {
    lines.push(line);
    if (lines.length > 400) lines.shift();
  };
  if (opts.quiet) {
    for (const s of [child.stdout, child.stderr]) s?.on('data', (d: Buffer) => keep(d.toString().trimEnd()));
  } else {
    pipeLines(service, child.stdout, keep);
    pipeLines(service, child.stderr, keep);
  }
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => {
      log(service, 'No terminó a tiempo; se fuerza su cierre.');
      child.kill('SIGKILL');
    }, 20_000);
    await exited;
    clearTimeout(timer);
  };
  return { process: child, exited, output: () => lines.join('\n'), stop };
}
