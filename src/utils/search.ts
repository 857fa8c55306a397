// Building PostgREST search filters from what a person typed.

/** Escapes LIKE wildcards, so '50%' and 'a_b' match literally. */
export function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A double-quoted PostgREST value: commas, dots and parentheses are then literal. */
function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/** `a.ilike."%term%",b.ilike."%term%"` for `.or()`: the term anywhere in any of the columns. */
export function ilikeAny(columns: readonly string[], term: string): string {
  const pattern = quoted(`%${escapeLike(term.trim())}%`);
  return columns.map((column) => `${column}.ilike.${pattern}`).join(',');
}
