// Accent-insensitive search on the server. PostgREST's ilike compares accents literally ('quimica' would
// miss 'Química'), and the database has no unaccent, so the typed words become a case-insensitive POSIX
// regex (PostgREST's imatch) in which every vowel, n and c also matches its accented forms.
const VARIANTS: Record<string, string> = {
  a: 'aáàâäã',
  e: 'eéèêë',
  i: 'iíìîï',
  o: 'oóòôöõ',
  u: 'uúùûü',
  n: 'nñ',
  c: 'cç',
};

/** Lower case without accents, so 'Biometría' and 'BIOMETRIA' are the same search. */
export function normalizeText(text: string | null | undefined): string {
  return (text ?? '').normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es-MX').trim();
}

/** 'quimica' -> 'qu[iíìîïIÍÌÎÏ]m[iíìîïIÍÌÎÏ]c...': every other character is matched literally. */
export function accentInsensitivePattern(term: string): string {
  return [...normalizeText(term)]
    .map((ch) => {
      const variants = VARIANTS[ch];
      if (variants) return `[${variants}${variants.toLocaleUpperCase('es-MX')}]`;
      return ch.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
}

/** A double-quoted PostgREST value: commas, dots, parentheses and backslashes are then literal. */
function quoted(value: string): string {
  return `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;
}

/** `a.imatch."<pattern>",b.imatch."<pattern>"` for `.or()`: the words anywhere in any of the columns. */
export function imatchAny(columns: readonly string[], term: string): string {
  const pattern = quoted(accentInsensitivePattern(term));
  return columns.map((column) => `${column}.imatch.${pattern}`).join(',');
}
