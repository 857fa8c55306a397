// The `select=` grammar (PostgREST ApiRequest/QueryParams.hs): columns, aliases, casts, JSON paths,
// `*`, aggregates, embeds `alias:rel!hint!inner(...)` and spreads `...rel(...)`.
import { Cursor, jsonPath, type JsonPathStep } from './cursor';

export const AGGREGATES = ['count', 'sum', 'avg', 'max', 'min'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

export interface FieldItem {
  kind: 'field';
  name: string;
  path: JsonPathStep[];
  alias?: string;
  cast?: string;
  aggregate?: Aggregate;
  aggregateCast?: string;
}
export interface StarItem {
  kind: 'star';
}
export interface EmbedItem {
  kind: 'embed';
  name: string;
  alias?: string;
  hint?: string;
  join?: 'inner' | 'left';
  spread: boolean;
  items: SelectItem[];
}
export type SelectItem = FieldItem | StarItem | EmbedItem;

export function parseSelect(src: string): SelectItem[] {
  const c = new Cursor(src, 'select parameter');
  const items = parseItems(c, false);
  if (!c.done) throw c.fail('"," or end of input');
  return items;
}

function parseItems(c: Cursor, nested: boolean): SelectItem[] {
  const items: SelectItem[] = [];
  if (nested && c.peek() === ')') return items;
  if (!nested && c.done) return items;
  for (;;) {
    items.push(parseItem(c));
    if (!c.eat(',')) return items;
  }
}

const TYPE_RE = /^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?$/;

function cast(c: Cursor): string | undefined {
  if (!c.eat('::')) return undefined;
  const start = c.pos;
  while (!c.done && /[A-Za-z0-9_ [\]]/.test(c.peek())) c.pos++;
  const t = c.src.slice(start, c.pos).trim();
  if (!TYPE_RE.test(t)) throw c.fail('type name', start);
  return t;
}

function parseItem(c: Cursor): SelectItem {
  if (c.eat('*')) return { kind: 'star' };
  if (c.eat('...')) {
    const e = parseEmbedRest(c, c.name());
    if (!e) throw c.fail('"("');
    return { ...e, spread: true };
  }
  let alias: string | undefined;
  let name = c.name('field name, "*" or "..."');
  if (c.peek() === ':' && c.peek(1) !== ':') {
    c.pos++;
    alias = name;
    if (c.eat('...')) throw c.fail('field name');
    name = c.name();
  }
  // Bare aggregate: count()
  if ((AGGREGATES as readonly string[]).includes(name) && c.startsWith('()')) {
    c.pos += 2;
    return { kind: 'field', name: '', path: [], alias, aggregate: name as Aggregate, aggregateCast: cast(c) };
  }
  const embed = parseEmbedRest(c, name);
  if (embed) return { ...embed, alias };
  const path = jsonPath(c);
  const field: FieldItem = { kind: 'field', name, path, alias };
  if (c.peek() === '.') {
    const save = c.pos;
    c.pos++;
    const agg = AGGREGATES.find((a) => c.startsWith(`${a}()`));
    if (!agg) throw c.fail('aggregate function', save);
    c.pos += agg.length + 2;
    field.aggregate = agg;
    field.aggregateCast = cast(c);
    return field;
  }
  field.cast = cast(c);
  if (c.peek() === '.' && !field.aggregate) {
    c.pos++;
    const agg = AGGREGATES.find((a) => c.startsWith(`${a}()`));
    if (!agg) throw c.fail('aggregate function');
    c.pos += agg.length + 2;
    field.aggregate = agg;
    field.aggregateCast = cast(c);
  }
  return field;
}

/** After a name: `!hint`, `!inner`/`!left` and `(items)` make it an embed; otherwise returns null. */
function parseEmbedRest(c: Cursor, name: string): Omit<EmbedItem, 'alias'> | null {
  if (c.peek() !== '!' && c.peek() !== '(') return null;
  let hint: string | undefined;
  let join: EmbedItem['join'];
  while (c.eat('!')) {
    const word = c.name('hint or join type');
    if (word === 'inner' || word === 'left') join = word;
    else hint = word;
  }
  c.expect('(');
  const items = parseItems(c, true);
  c.expect(')', '"," or ")"');
  return { kind: 'embed', name, hint, join, spread: false, items };
}
