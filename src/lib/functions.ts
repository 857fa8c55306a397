// The portal's callable Cloud Functions (functions/src/index.ts): account management and closing
// sessions. The Functions SDK loads at the first call, not with the admin's first screen. Every failure
// becomes a FunctionError with a Spanish message: the server's own (it writes them for the person) or,
// for a failure before the server answered, one chosen by its code here.
import type { HttpsCallableOptions } from 'firebase/functions';

import { env } from '@/config/env';
import { loadOnce } from '@/lib/load-once';

/** The callables by their deployed name (lower case, as Cloud Run names them). */
export type FunctionName =
  | 'createuser'
  | 'sendinvitation'
  | 'setuseractive'
  | 'deleteuser'
  | 'changeuseremail'
  | 'revokesessions'
  | 'changepassword';

export class FunctionError extends Error {
  constructor(
    message: string,
    /** 'permission-denied', 'already-exists', 'unavailable'... without the 'functions/' prefix. */
    readonly code: string,
    /** The form field the message belongs under, when the server named one. */
    readonly field: string | null,
  ) {
    super(message);
  }
}

const FALLBACK: Record<string, string> = {
  unauthenticated: 'Tu sesión expiró. Inicia sesión de nuevo para continuar.',
  'permission-denied': 'No tienes permisos para realizar esta acción.',
  unavailable: 'No se pudo conectar con el servidor del portal. Revisa tu conexión e inténtalo de nuevo.',
  'deadline-exceeded': 'El servidor del portal tardó demasiado en responder. Inténtalo de nuevo.',
  'not-found': 'El servicio del portal no está disponible en este momento. Inténtalo más tarde.',
};
const GENERIC = 'Ocurrió un error inesperado en el servidor. Inténtalo de nuevo.';

/** A Spanish FunctionError for anything a call can fail with. */
export function functionError(error: unknown): FunctionError {
  const raw = error as { code?: unknown; message?: unknown; details?: unknown } | null;
  const code = typeof raw?.code === 'string' ? raw.code.replace(/^functions\//, '') : 'internal';
  // Only an error the portal's functions threw carries details (their `field`, maybe null): its message
  // is theirs. The SDK's own errors (network, a missing function, an expired token) carry none.
  const details = raw?.details as { field?: unknown } | undefined;
  if (details && typeof details === 'object' && typeof raw?.message === 'string') {
    // The SDK appends the HTTP status (' [409]') to the server's message; the person does not need it.
    const message = raw.message.replace(/\s*\[\d{3}\]$/, '');
    return new FunctionError(message, code, typeof details.field === 'string' ? details.field : null);
  }
  // No answer at all (offline, the server unreachable): the SDK says 'internal' with the status 0.
  if (typeof raw?.message === 'string' && /\[0\]$/.test(raw.message)) {
    return new FunctionError(FALLBACK.unavailable, 'unavailable', null);
  }
  return new FunctionError(FALLBACK[code] ?? GENERIC, code, null);
}

const loadCallables = loadOnce(async () => {
  const [{ connectFunctionsEmulator, getFunctions, httpsCallable }, { firebaseApp }] = await Promise.all([
    import('firebase/functions'),
    import('@/lib/firebase'),
  ]);
  const functions = getFunctions(firebaseApp, env.functions.region);
  if (env.functions.emulatorUrl) {
    const url = new URL(env.functions.emulatorUrl);
    connectFunctionsEmulator(functions, url.hostname, Number(url.port));
  }
  return <I, O>(name: FunctionName, options?: HttpsCallableOptions) =>
    httpsCallable<I, O>(functions, name, options);
});

/** Calls `name` as the signed-in person (the SDK sends their ID token) and returns its answer. */
export async function callFunction<I, O>(name: FunctionName, input: I): Promise<O> {
  try {
    // Longer than the functions' own limit (60 s, functions/src/index.ts): a call is never given up on
    // here while the server may still finish it.
    const callable = (await loadCallables())<I, O>(name, { timeout: 70_000 });
    return (await callable(input)).data;
  } catch (error) {
    throw functionError(error);
  }
}
