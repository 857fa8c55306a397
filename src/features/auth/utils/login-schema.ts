// What the login form sends: the identifier trimmed, the password as typed, both required. Plain code, not
// zod or react-hook-form: the login page's download holds only what signing in needs (about 30 kB gzip
// less), and two required fields need no more.
export interface LoginValues {
  identifier: string;
  password: string;
}

/** The values to sign in with, or null while a field is empty (the button is disabled then). */
export function readLogin({ identifier, password }: LoginValues): LoginValues | null {
  const trimmed = identifier.trim();
  return trimmed && password ? { identifier: trimmed, password } : null;
}
