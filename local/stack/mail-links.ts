// The links of a caught e-mail: the http(s) addresses of its HTML hrefs and of its plain text, and which of
// them lead to the local portal. Only http(s) links are kept, so nothing else reaches the mailbox's hrefs.

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Decodes the character references an href may carry (`&amp;` between query parameters, above all). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1].toLowerCase() === 'x' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

function httpUrl(candidate: string): string | null {
  try {
    const url = new URL(candidate.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
// A URL in prose ends before whitespace, quotes and angle brackets; closing punctuation is trimmed after.
const TEXT_URL = /https?:\/\/[^\s<>"'«»]+/gi;
const TRAILING = /[.,;:!?)\]}]+$/;

/** The distinct http(s) links of a message, those of the HTML first, in the order they appear. */
export function findLinks(html: string | null, text: string): string[] {
  const found: string[] = [];
  for (const match of (html ?? '').matchAll(HREF)) {
    found.push(decodeEntities(match[1] ?? match[2] ?? match[3] ?? ''));
  }
  for (const match of text.matchAll(TEXT_URL)) found.push(match[0].replace(TRAILING, ''));
  const links = found.map(httpUrl).filter((link): link is string => link !== null);
  return [...new Set(links)];
}

/** The out-of-band codes (Firebase action codes) the links carry. */
export function oobCodesOf(links: string[]): string[] {
  return links.flatMap((link) => new URL(link).searchParams.get('oobCode') ?? []);
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a link leads to the portal at `appUrl`. The dev server answers on both loopback names, so
 * `localhost` and `127.0.0.1` count as the same host when the scheme and port match.
 */
export function isPortalLink(link: string, appUrl: string): boolean {
  const [url, app] = [new URL(link), new URL(appUrl)];
  if (url.protocol !== app.protocol || url.port !== app.port) return false;
  return url.hostname === app.hostname || (LOOPBACK.has(url.hostname) && LOOPBACK.has(app.hostname));
}
