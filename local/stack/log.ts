// One readable, prefixed line per message and per line of a child's output, so the four services of the
// stack can share one terminal.
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

const COLORS = { auth: 33, api: 36, app: 35, mail: 32, stack: 1 } as const;
export type Service = keyof typeof COLORS;

const useColor = process.stdout.isTTY && !process.env.NO_COLOR;
const width = Math.max(...Object.keys(COLORS).map((k) => k.length));

function prefix(service: Service): string {
  const label = service.padEnd(width);
  return useColor ? `\x1b[${COLORS[service]}m${label} |\x1b[0m` : `${label} |`;
}

export function log(service: Service, message: string): void {
  for (const line of message.split('\n')) console.log(`${prefix(service)} ${line}`);
}

// Strips ANSI codes and blank lines from a child's output before prefixing it.
export function pipeLines(service: Service, stream: Readable | null, onLine?: (line: string) => void): void {
  if (!stream) return;
  createInterface({ input: stream }).on('line', (raw) => {
    // eslint-disable-next-line no-control-regex
    const line = raw.replace(/\x1b\[[0-9;]*m/g, '').trimEnd();
    if (!line.trim()) return;
    onLine?.(line);
    log(service, line);
  });
}
