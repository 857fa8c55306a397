// What the e2e global setup hands to every test file (vitest `provide`/`inject`): plain URLs and keys,
// since the services themselves live in the main vitest process and the files run in workers.
export interface StackInfo {
  authUrl: string; // Auth Emulator
  functionsUrl: string; // Functions Emulator: callables at /<project>/<region>/<name>
  apiUrl: string; // the local Supabase-compatible gateway
  anonKey: string;
  serviceKey: string; // bypasses RLS: fixtures only, never handed to the browser
  mailboxUrl: string;
  /** The SMTP catcher behind the mailbox (what the functions send through). */
  smtpPort: number;
  appUrl: string; // the app built once per run against the services above
  /** That build's folder (`vite build` output), read-only: the Hosting test serves the same files. */
  appDistDir: string;
  /** The database's TimeZone: the seed's current_date and every "this month" in the tests use it. */
  dataTimeZone: string;
  /** current_date when the seed ran (YYYY-MM-DD, in dataTimeZone): the seed dates rows from it. */
  seededOn: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eStack: StackInfo;
  }
}
