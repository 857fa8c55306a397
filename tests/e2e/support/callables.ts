// The account functions as a browser calls them: an HTTP POST to the Functions Emulator with the person's
// Firebase ID token, in the callable protocol ({ data } in, { result } or { error } out).
import { FIREBASE_API_KEY, FIREBASE_PROJECT_ID } from '../../../local/stack/config';
import { callableUrl } from '../../../local/stack/emulator';
import type { StackInfo } from './stack-info';

export interface CallableAnswer<T> {
  status: number;
  result?: T;
  error?: { status: string; message: string; details?: { field?: string | null } };
}

export async function callAs<T = unknown>(
  stack: Pick<StackInfo, 'functionsUrl'>,
  token: string | null,
  name: string,
  data: unknown,
): Promise<CallableAnswer<T>> {
  const res = await fetch(callableUrl(stack.functionsUrl, FIREBASE_PROJECT_ID, name), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data }),
  });
  const body = (await res.json()) as Omit<CallableAnswer<T>, 'status'>;
  return { status: res.status, ...body };
}

interface EmulatorAccount {
  localId: string;
  email: string;
  disabled?: boolean;
  customAttributes?: string;
  validSince?: string;
}

/** The Auth Emulator's account of `email`, as the Admin SDK sees it (null when there is none). */
export async function accountOf(
  stack: Pick<StackInfo, 'authUrl'>,
  email: string,
): Promise<EmulatorAccount | null> {
  const res = await fetch(
    `${stack.authUrl}/identitytoolkit.googleapis.com/v1/projects/${FIREBASE_PROJECT_ID}/accounts:lookup`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  const found = (await res.json()) as { users?: EmulatorAccount[] };
  return found.users?.[0] ?? null;
}

/** Signs in with the REST API: the ID token and the refresh token (or the emulator's refusal). */
export async function signInRest(
  stack: Pick<StackInfo, 'authUrl'>,
  email: string,
  password: string,
): Promise<{ idToken?: string; refreshToken?: string; error?: string }> {
  const res = await fetch(
    `${stack.authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${FIREBASE_API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await res.json()) as { idToken?: string; refreshToken?: string; error?: { message: string } };
  return { idToken: body.idToken, refreshToken: body.refreshToken, error: body.error?.message };
}

/** Exchanges a refresh token for a new ID token, as the Firebase SDK does every hour. */
export async function refresh(
  stack: Pick<StackInfo, 'authUrl'>,
  refreshToken: string,
): Promise<{ idToken?: string; error?: string }> {
  const res = await fetch(`${stack.authUrl}/securetoken.googleapis.com/v1/token?key=${FIREBASE_API_KEY}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
  const body = (await res.json()) as { id_token?: string; error?: { message: string } };
  return { idToken: body.id_token, error: body.error?.message };
}

/** Makes the local mail server refuse (false) or accept (true) mail, through the mailbox. */
export async function setMailServer(stack: Pick<StackInfo, 'mailboxUrl'>, available: boolean): Promise<void> {
  const res = await fetch(`${stack.mailboxUrl}/api/smtp`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ available }),
  });
  if (!res.ok) throw new Error(`POST /api/smtp -> ${res.status}: ${await res.text()}`);
}

export interface MailboxMessage {
  source: 'smtp' | 'emulator';
  email: string;
  subject: string;
  text?: string;
  appLink: string | null;
  oobCode: string | null;
}

/** The messages the mailbox holds for `email`, newest first. */
export async function mailFor(
  stack: Pick<StackInfo, 'mailboxUrl'>,
  email: string,
): Promise<MailboxMessage[]> {
  const res = await fetch(`${stack.mailboxUrl}/api/emails?email=${encodeURIComponent(email)}`);
  return ((await res.json()) as { emails: MailboxMessage[] }).emails;
}
