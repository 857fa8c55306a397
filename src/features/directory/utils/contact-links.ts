// Contact values come from data typed by an admin: each becomes an href only after a check, and a value
// that fails it is shown as text (or not at all) instead of producing a link that does something else.

/** `https://wa.me/<digits>`; null when fewer than 8 digits remain (not a phone number). */
export function whatsappHref(value: string | null | undefined): string | null {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length >= 8 && digits.length <= 15 ? `https://wa.me/${digits}` : null;
}

/** `tel:` with only digits and a leading +, so spaces, dashes and parentheses never reach the href. */
export function telHref(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  const digits = text.replace(/\D/g, '');
  if (digits.length < 7 || digits.length > 15) return null;
  return `tel:${text.startsWith('+') ? '+' : ''}${digits}`;
}

// One address, no query part: `?`, `&`, commas or spaces could add recipients or a prefilled body.
const EMAIL = /^[^\s@?&,;:<>"'/\\]+@[^\s@?&,;:<>"'/\\]+\.[^\s@?&,;:<>"'/\\]+$/;

export function mailtoHref(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return EMAIL.test(text) ? `mailto:${text}` : null;
}

/** Name for the initials avatar: without a bracketed suffix like '(A)' and anything but letters. */
export function initialsSource(name: string): string {
  return name
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^\p{L}\s]/gu, ' ')
    .trim();
}
