// Random passwords: the invisible one an invited account starts with (the invitation replaces it) and the
// temporary one an admin hands over. Crypto randomness, no look-alike characters (0/O, 1/l/I).
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const SYMBOLS = '#$%&*+-=?@';

export function generatePassword(length = 14): string {
  const bytes = crypto.getRandomValues(new Uint32Array(length));
  const chars = Array.from(bytes.slice(0, length - 2), (n) => ALPHABET[n % ALPHABET.length]);
  // One digit and one symbol always, so any password policy of the identity service is met.
  chars.push(String(2 + (bytes[length - 2] % 8)), SYMBOLS[bytes[length - 1] % SYMBOLS.length]);
  return chars.join('');
}
