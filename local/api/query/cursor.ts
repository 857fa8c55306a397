// A tiny cursor for the query-string grammars, producing PostgREST-style PGRST100 parse errors:
// message `"failed to parse <what> (<input>)" (line 1, column N)`, details `unexpected "x" expecting ...`.
import { ApiError } from '../errors';

export class Cursor {
  pos = 0;
  constructor(
    readonly src: string,
    readonly what: string,
  ) {}

  get done(): boolean {
    return this.pos >= this.src.length;
  }
  peek(n = 0): string {
    return this.src[this.pos + n] ?? '';
  }
  startsWith(s: string): boolean {
    return this.src.startsWith(s, this.pos);
  }
  eat(s: string): boolean {
    if (!this.startsWith(s)) return false;
    this.pos += s.length;
    return true;
  }
  expect(s: string, expecting = `"${s}"`): void {
    if (!this.eat(s)) throw this.fail(expecting);
  }
  fail(expecting: string, at = this.pos): ApiError {
    const ch = this.src[at];
    const unexpected = ch === undefined ? 'end of input' : `"${ch}"`;
    return parseError(this.what, this.src, at, `unexpected ${unexpected} expecting ${expecting}`);
  }

  /** Identifier: a double-quoted name or a run of name characters (`-` allowed unless it starts `->`). */
  name(expecting = 'field name'): string {
    if (this.peek() === '"') return this.quoted();
    const start = this.pos;
    while (!this.done) {
      const c = this.peek();
      if (c === '-' && this.peek(1) === '>') break;
      if (/[\s,.:()!"*>{}[\]]/.test(c)) break;
      this.pos++;
    }
    if (this.pos === start) throw this.fail(expecting);
    return this.src.slice(start, this.pos);
  }

  /** A double-quoted string with `\"` and `\\` escapes. */
  quoted(): string {
    this.expect('"');
    let out = '';
    while (!this.done && this.peek() !== '"') {
      if (this.peek() === '\\' && this.pos + 1 < this.src.length) this.pos++;
      out += this.peek();
      this.pos++;
    }
    this.expect('"', 'closing quote');
    return out;
  }
}

export function parseError(what: string, src: string, at: number, details: string): ApiError {
  return new ApiError(
    400,
    'PGRST100',
    `"failed to parse ${what} (${src})" (line 1, column ${at + 1})`,
    details,
  );
}

export interface JsonPathStep {
  op: '->' | '->>';
  key: string;
}

export function jsonPath(c: Cursor): JsonPathStep[] {
  const steps: JsonPathStep[] = [];
  for (;;) {
    const op = c.startsWith('->>') ? '->>' : c.startsWith('->') ? '->' : null;
    if (!op) return steps;
    c.pos += op.length;
    steps.push({ op, key: c.name('json path key') });
  }
}
