// The capitalisation of docs/style-guide.md for what names or commands (titles, tabs, menu entries, buttons,
// status labels): every word capitalised but the linking words, which stay lower case when not first, as
// the specification writes them ('Todas las Empresas', 'Información de la Cuenta').

/** The linking words that stay lower case unless they open the text. */
export const LINKING_WORDS = new Set([
  'a',
  'al',
  'como',
  'con',
  'de',
  'del',
  'desde',
  'e',
  'el',
  'en',
  'hasta',
  'la',
  'las',
  'lo',
  'los',
  'o',
  'para',
  'por',
  'sin',
  'su',
  'sus',
  'tu',
  'tus',
  'u',
  'un',
  'una',
  'unas',
  'unos',
  'y',
]);

/** Marks a value filled in at run time inside a text ('Editar {…}'); its words are not checked. */
export const PLACEHOLDER = '{…}';

/** A word's first letter, past opening punctuation ('(LMS)', '«Hoy»'); null for '·', '2026', '{…}'. */
const firstLetter = (word: string) => /\p{L}/u.exec(word)?.[0] ?? null;

/**
 * The words of a text that break the rule: a content word that starts in lower case, or a linking word
 * capitalised after the first word. Words of run-time values are not judged: a word that starts with a
 * placeholder is skipped, and the word after one still counts as not first.
 */
export function titleCaseErrors(text: string): string[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .filter((word, i) => {
      if (word.includes(PLACEHOLDER)) return false;
      const letter = firstLetter(word);
      if (letter === null) return false;
      const bare = word.replace(/^[^\p{L}\d]+|[^\p{L}\d]+$/gu, '');
      const linking = LINKING_WORDS.has(bare.toLocaleLowerCase('es'));
      if (i > 0 && linking) return bare !== bare.toLocaleLowerCase('es');
      return letter !== letter.toLocaleUpperCase('es');
    });
}

export const isTitleCase = (text: string) => titleCaseErrors(text).length === 0;
