// Quoting helpers. User values become untyped SQL literals ('...'), so Postgres infers their type from
// the column as it does for PostgREST's unknown-typed parameters; identifiers are always double-quoted.
import { ApiError } from '../errors';
import type { JsonPathStep } from './cursor';

export const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;

export function literal(s: string): string {
  if (s.includes('\0')) throw new ApiError(400, '22021', 'invalid byte sequence for encoding "UTF8": 0x00');
  const quoted = s.replace(/'/g, "''");
  // E'' strings treat backslashes the same whatever standard_conforming_strings says.
  return s.includes('\\') ? `E'${quoted.replace(/\\/g, '\\\\')}'` : `'${quoted}'`;
}

/** A Postgres array literal '{"a","b,c"}' from a list of text values. */
export const arrayLiteral = (items: string[]) =>
  literal(`{${items.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`);

export function jsonPathSql(base: string, path: JsonPathStep[]): string {
  let out = base;
  for (const step of path) out += `${step.op}${/^-?\d+$/.test(step.key) ? step.key : literal(step.key)}`;
  return out;
}

/** Output name of a column with a JSON path: the last key, or the column itself. */
export const outputName = (name: string, path: JsonPathStep[]) =>
  path.length ? path[path.length - 1].key : name;
