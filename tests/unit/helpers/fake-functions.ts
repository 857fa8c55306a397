// In-memory stand-in for the callable functions (the Cloud Functions edge of '@/lib/functions'), used
// with vi.mock in tests/setup/unit.ts: only callFunction is replaced, FunctionError and functionError
// stay the real ones. Each test answers the functions it expects with a handler (the server); every call
// is recorded with what would have reached the server. Whatever a handler throws becomes the app's
// FunctionError through the real functionError, as the SDK's errors do; a function without a handler
// fails as the SDK does when the server cannot be reached.
// Imports nothing from '@/lib/functions' at load: that module reads the configuration, and resetKit
// (which the setup loads before the environment is stubbed) imports this file.
import type * as Functions from '@/lib/functions';

type FunctionsModule = typeof Functions;
type Handler = (input: unknown) => unknown;

export interface FunctionCall {
  name: Functions.FunctionName;
  /** The input as the server receives it (the SDK sends it as JSON). */
  input: unknown;
}

// The HTTP status a callable answers each HttpsError code with (firebase-functions).
const HTTP_STATUS: Record<string, number> = {
  cancelled: 499,
  unknown: 500,
  'invalid-argument': 400,
  'deadline-exceeded': 504,
  'not-found': 404,
  'already-exists': 409,
  'permission-denied': 403,
  unauthenticated: 401,
  'resource-exhausted': 429,
  'failed-precondition': 400,
  aborted: 409,
  'out-of-range': 400,
  unimplemented: 501,
  internal: 500,
  unavailable: 503,
  'data-loss': 500,
};

/**
 * The SDK's FunctionsError for an answer with HTTP `status`: code 'functions/<code>', the message with the
 * status appended (' [409]'), and the server's details, if any.
 */
function sdkError(code: string, message: string, status: number, details?: { field: string | null }) {
  return Object.assign(new Error(`${message} [${status}]`), {
    name: 'FirebaseError',
    code: `functions/${code}`,
    details,
  });
}

/**
 * A refusal of the server, as the functions throw it (HttpsError with details { field }): the app receives
 * it as `new FunctionError(message, code, field)`, the message shown under `field` when there is one.
 */
export const refusal = (message: string, code = 'failed-precondition', field: string | null = null) =>
  sdkError(code, message, HTTP_STATUS[code] ?? 500, { field });

/** What the SDK throws when the request never gets an answer (offline, server down): status 0, 'internal'. */
export const networkFailure = () => sdkError('internal', 'internal', 0);

const state = {
  calls: [] as FunctionCall[],
  handlers: new Map<Functions.FunctionName, Handler>(),
  toFunctionError: null as FunctionsModule['functionError'] | null,
};

async function callFunction<I, O>(name: Functions.FunctionName, input: I): Promise<O> {
  const sent: unknown = input === undefined ? undefined : JSON.parse(JSON.stringify(input));
  state.calls.push({ name, input: sent });
  // An answer comes later than the call, as over the network.
  await Promise.resolve();
  const handler = state.handlers.get(name);
  try {
    if (!handler) throw networkFailure();
    return (await handler(sent)) as O;
  } catch (error) {
    if (!state.toFunctionError) throw new Error('fake-functions: the module was not mocked (setup).');
    throw state.toFunctionError(error);
  }
}

/** The mocked '@/lib/functions': the real module with the fake callFunction. */
export function functionsModule(real: FunctionsModule): FunctionsModule {
  state.toFunctionError = real.functionError;
  return { ...real, callFunction };
}

export const fakeFunctions = {
  /** `name` answers with what `handler` returns (or fails with what it throws) from now on. */
  answer<I = unknown>(name: Functions.FunctionName, handler: (input: I) => unknown) {
    state.handlers.set(name, handler as Handler);
  },
  /** Every call, in order. */
  calls: (): FunctionCall[] => [...state.calls],
  /** The inputs `name` was called with, in order. */
  callsTo: (name: Functions.FunctionName) => state.calls.filter((c) => c.name === name).map((c) => c.input),
  reset() {
    state.calls = [];
    state.handlers.clear();
  },
};
