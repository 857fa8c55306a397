// Evaluates the PostgREST filters supabase-js sends (eq, neq, gt(e), lt(e), (i)like, (i)match, is, in, not.,
// or=(...)) on in-memory rows, so the fake backend answers as the server would for what a screen asks.
type Row = Record<string, unknown>;

function splitTopLevel(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\' && quoted) {
      current += c + text[++i];
      continue;
    }
    if (c === '"') quoted = !quoted;
    if (!quoted && c === '(') depth++;
    if (!quoted && c === ')') depth--;
    if (!quoted && depth === 0 && c === ',') {
      parts.push(current);
      current = '';
      continue;
    }
    current += c;
  }
  if (current) parts.push(current);
  return parts;
}

const unquote = (value: string) =>
  value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;

function likeToRegExp(pattern: string, flags: string): RegExp {
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') source += (pattern[++i] ?? '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    else if (c === '%' || c === '*') source += '.*';
    else if (c === '_') source += '.';
    else source += c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source}$`, flags);
}

const compare = (a: unknown, b: string) => {
  const n = Number(b);
  return typeof a === 'number' && !Number.isNaN(n) ? a - n : String(a).localeCompare(b);
};

function test(value: unknown, op: string, arg: string): boolean {
  switch (op) {
    case 'eq':
      return String(value) === arg;
    case 'neq':
      return String(value) !== arg;
    case 'gt':
      return value != null && compare(value, arg) > 0;
    case 'gte':
      return value != null && compare(value, arg) >= 0;
    case 'lt':
      return value != null && compare(value, arg) < 0;
    case 'lte':
      return value != null && compare(value, arg) <= 0;
    case 'like':
      return value != null && likeToRegExp(arg, '').test(String(value));
    case 'ilike':
      return value != null && likeToRegExp(arg, 'i').test(String(value));
    case 'match':
      return value != null && new RegExp(arg).test(String(value));
    case 'imatch':
      return value != null && new RegExp(arg, 'i').test(String(value));
    case 'is':
      return arg === 'null' ? value == null : String(value) === arg;
    case 'in':
      return splitTopLevel(arg.replace(/^\(|\)$/g, ''))
        .map(unquote)
        .includes(String(value));
    default:
      throw new Error(`fake backend: unsupported operator ${op}`);
  }
}

/** `column=op.value` (or `not.op.value`) on one row. */
export function matches(row: Row, column: string, expression: string): boolean {
  if (column === 'or' || column === 'and') {
    const parts = splitTopLevel(expression.replace(/^\(|\)$/g, ''));
    const results = parts.map((part) => {
      const nested = /^(or|and)\((.*)\)$/.exec(part);
      if (nested) return matches(row, nested[1], `(${nested[2]})`);
      const dot = part.indexOf('.');
      return matches(row, part.slice(0, dot), part.slice(dot + 1));
    });
    return column === 'or' ? results.some(Boolean) : results.every(Boolean);
  }
  const negated = expression.startsWith('not.');
  const rest = negated ? expression.slice(4) : expression;
  const dot = rest.indexOf('.');
  const result = test(row[column], rest.slice(0, dot), unquote(rest.slice(dot + 1)));
  return negated ? !result : result;
}

/** `order=a.desc,b.asc.nullslast` */
export function sortRows(rows: Row[], order: string | null): Row[] {
  if (!order) return rows;
  const keys = splitTopLevel(order).map((part) => {
    const [column, ...mods] = part.split('.');
    return { column, desc: mods.includes('desc'), nullsFirst: mods.includes('nullsfirst') };
  });
  return [...rows].sort((a, b) => {
    for (const { column, desc, nullsFirst } of keys) {
      const x = a[column];
      const y = b[column];
      if (x == null || y == null) {
        if (x == null && y == null) continue;
        return (x == null) === nullsFirst ? -1 : 1;
      }
      const diff =
        typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
      if (diff !== 0) return desc ? -diff : diff;
    }
    return 0;
  });
}
