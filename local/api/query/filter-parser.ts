// Filters `col=[not.]op[(any|all)|(lang)].value` and logic trees `or=(a.eq.1,and(b.gt.2,not.c.is.null))`.
import { Cursor, jsonPath, parseError, type JsonPathStep } from './cursor';

export const OPERATORS = [
  'isdistinct',
  'imatch',
  'ilike',
  'plfts',
  'phfts',
  'match',
  'like',
  'wfts',
  'neq',
  'gte',
  'lte',
  'fts',
  'nxr',
  'nxl',
  'adj',
  'eq',
  'gt',
  'lt',
  'is',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
] as const;
export type Operator = (typeof OPERATORS)[number];
const QUANTIFIABLE = new Set(['eq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts']);
const IS_VALUES = new Set(['null', 'not_null', 'true', 'false', 'unknown']);

export interface Operation {
  negate: boolean;
  op: Operator;
  quantifier?: 'any' | 'all';
  lang?: string;
  value: string;
  list?: string[];
}
export interface Field {
  name: string;
  path: JsonPathStep[];
}
export interface Condition {
  kind: 'cond';
  field: Field;
  operation: Operation;
  /** embed path inside a logic tree (`rel.col.eq.1`) */
  embedPath: string[];
}
export interface LogicTree {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: (Condition | LogicTree)[];
}

const OP_EXPECT = '"not" or operator (eq, gt, ...)';

function parseOperator(c: Cursor): {
  negate: boolean;
  op: Operator;
  quantifier?: 'any' | 'all';
  lang?: string;
} {
  const start = c.pos;
  const negate = c.eat('not.');
  const op = OPERATORS.find((o) => c.startsWith(o) && (c.peek(o.length) === '.' || c.peek(o.length) === '('));
  if (!op) {
    // Report the first character where no operator (nor "not") could continue, as parsec does.
    let best = 0;
    for (const cand of [...OPERATORS, 'not.']) {
      let i = 0;
      while (i < cand.length && c.peek(i) === cand[i]) i++;
      best = Math.max(best, i);
    }
    const ch = c.peek(best);
    throw parseError(
      c.what,
      c.src,
      start,
      `unexpected ${ch ? `"${ch}"` : 'end of input'} expecting ${OP_EXPECT}`,
    );
  }
  c.pos += op.length;
  let quantifier: 'any' | 'all' | undefined;
  let lang: string | undefined;
  if (c.peek() === '(') {
    if (QUANTIFIABLE.has(op) && (c.eat('(any)') || c.eat('(all)')))
      quantifier = c.src.slice(c.pos - 4, c.pos - 1) as 'any' | 'all';
    else if (FTS.has(op)) {
      c.pos++;
      lang = c.name('language');
      c.expect(')');
    } else throw c.fail('"."');
  }
  c.expect('.');
  return { negate, op, quantifier, lang };
}

/** Finishes an operation once its raw value is known (validates `is`, splits `in` lists). */
function finish(
  c: Cursor,
  head: ReturnType<typeof parseOperator>,
  value: string,
  valueAt: number,
): Operation {
  const operation: Operation = { ...head, value };
  if (head.op === 'is' && !IS_VALUES.has(value.toLowerCase()))
    throw c.fail('null or trilean value (unknown, true, false)', valueAt);
  if (head.op === 'in') operation.list = parseList(new Cursor(value, c.what), c, valueAt);
  return operation;
}

function parseList(v: Cursor, outer: Cursor, at: number): string[] {
  if (!v.eat('(')) throw outer.fail('"("', at);
  const out: string[] = [];
  if (v.eat(')')) return out;
  for (;;) {
    if (v.peek() === '"') out.push(v.quoted());
    else {
      const s = v.pos;
      while (!v.done && v.peek() !== ',' && v.peek() !== ')') v.pos++;
      out.push(v.src.slice(s, v.pos));
    }
    if (v.eat(')')) break;
    if (!v.eat(',')) throw outer.fail('"," or ")"', at + v.pos);
  }
  if (!v.done) throw outer.fail('end of input', at + v.pos);
  return out;
}

/** Top-level `key=value` filter: the value is `[not.]op.rest`. */
export function parseFilterValue(value: string): Operation {
  const c = new Cursor(value, 'filter');
  const head = parseOperator(c);
  const at = c.pos;
  return finish(c, head, value.slice(at), at);
}

/** Key of a filter: `rel.sub.col->a->>b` -> embed path and field. */
export function parseFilterKey(key: string): { embedPath: string[]; field: Field } {
  const c = new Cursor(key, 'filter');
  const names: string[] = [];
  let path: JsonPathStep[] = [];
  for (;;) {
    names.push(c.name());
    path = jsonPath(c);
    if (path.length || !c.eat('.')) break;
  }
  if (!c.done) throw c.fail('end of input');
  const name = names.pop() as string;
  return { embedPath: names, field: { name, path } };
}

/** `or`/`and` value, e.g. `(a.eq.1,and(b.gt.2,c.lt.3))`. */
export function parseLogicTree(op: 'and' | 'or', negate: boolean, value: string): LogicTree {
  const c = new Cursor(value, 'logic tree');
  const children = parseGroup(c);
  if (!c.done) throw c.fail('end of input');
  return { kind: 'logic', op, negate, children };
}

function parseGroup(c: Cursor): (Condition | LogicTree)[] {
  c.expect('(');
  const out: (Condition | LogicTree)[] = [];
  for (;;) {
    out.push(parseTerm(c));
    if (c.eat(')')) return out;
    c.expect(',', '"," or ")"');
  }
}

const OP_AHEAD = new RegExp(`^(not\\.)?(${OPERATORS.join('|')})[.(]`);

function parseTerm(c: Cursor): Condition | LogicTree {
  const negate = c.startsWith('not.and(') || c.startsWith('not.or(');
  if (negate) c.pos += 4;
  for (const op of ['and', 'or'] as const) {
    if (c.startsWith(`${op}(`)) {
      c.pos += op.length;
      return { kind: 'logic', op, negate, children: parseGroup(c) };
    }
  }
  if (negate) c.pos -= 4;
  // `not.col.op.value` negates a single condition, as `col.not.op.value` does.
  const negated =
    c.startsWith('not.') &&
    !OP_AHEAD.test(c.src.slice(c.pos + 4)) &&
    /^not\.[^.]+\./.test(c.src.slice(c.pos));
  if (negated) c.pos += 4;
  const names: string[] = [];
  let path: JsonPathStep[] = [];
  for (;;) {
    names.push(c.name());
    path = jsonPath(c);
    c.expect('.');
    if (path.length || OP_AHEAD.test(c.src.slice(c.pos))) break;
  }
  const head = parseOperator(c);
  const at = c.pos;
  const value = logicValue(c);
  const name = names.pop() as string;
  const operation = finish(c, head, value, at);
  if (negated) operation.negate = !operation.negate;
  return { kind: 'cond', field: { name, path }, embedPath: names, operation };
}

/** A value inside a logic tree ends at `,` or `)`, except inside quotes, `(...)` or `{...}`. */
function logicValue(c: Cursor): string {
  if (c.peek() === '"') {
    const v = c.quoted();
    return v;
  }
  const start = c.pos;
  let depth = 0;
  let inQuote = false;
  while (!c.done) {
    const ch = c.peek();
    if (inQuote) {
      if (ch === '\\') c.pos++;
      else if (ch === '"') inQuote = false;
    } else if (ch === '"') inQuote = true;
    else if (ch === '(' || ch === '{' || ch === '[') depth++;
    else if ((ch === ')' || ch === '}' || ch === ']') && depth > 0) depth--;
    else if ((ch === ',' || ch === ')') && depth === 0) break;
    c.pos++;
  }
  return c.src.slice(start, c.pos);
}
