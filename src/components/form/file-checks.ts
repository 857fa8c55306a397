// Why a picked file may not be sent, kept with the File itself: the file field records its content check
// when the file is chosen, a caller that reads the file (the CFDI) records what it found. The kit's
// resolver adds those reasons to the schema's errors at the file's path, so a submit keeps the message
// (and is refused) for as long as that same file is attached; another file starts with no reason.
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';

type Reason = Promise<string | null> | string | null;

const reasons = new WeakMap<File, Map<string, Reason>>();

/** Records (or, with null, withdraws) one source's reason against the file. */
export function noteFileProblem(file: File, source: string, reason: Reason): void {
  const bySource = reasons.get(file) ?? new Map<string, Reason>();
  bySource.set(source, reason);
  reasons.set(file, bySource);
}

/** The latest reason recorded against the file (a reader's is more precise than the content check's),
 *  once its checks have finished; null when none. */
export async function fileProblem(file: File): Promise<string | null> {
  const texts = await Promise.all([...(reasons.get(file)?.values() ?? [])]);
  return texts.findLast((text) => text !== null) ?? null;
}

/** Every File in the values with its dotted path ('pdf', 'files.2.file'). */
function filesIn(value: unknown, path: string[] = [], out: [string[], File][] = []): [string[], File][] {
  if (value instanceof File) out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((item, i) => filesIn(item, [...path, String(i)], out));
  else if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    for (const [key, item] of Object.entries(value)) filesIn(item, [...path, key], out);
  return out;
}

type ErrorTree = Record<string, unknown>;

/** A copy of the tree with the error at the path (the schema's error objects hold elements: not cloned). */
function withError(tree: ErrorTree | undefined, path: string[], error: FieldError): ErrorTree {
  const [key, ...rest] = path;
  const copy: ErrorTree = Array.isArray(tree) ? Object.assign([], tree) : { ...tree };
  // The schema's own message for the file (its feature's wording) stands.
  if (!rest.length) copy[key] ??= error;
  else copy[key] = withError(copy[key] as ErrorTree | undefined, rest, error);
  return copy;
}

/** The schema's resolver, with the recorded reasons of the files among the values as the errors of their
 *  fields (where the schema found none). */
export function withFileChecks<T extends FieldValues, C, TOut>(
  resolver: Resolver<T, C, TOut>,
): Resolver<T, C, TOut> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const problems = await Promise.all(
      filesIn(values).map(async ([path, file]) => [path, await fileProblem(file)] as const),
    );
    const refused = problems.filter((p): p is readonly [string[], string] => p[1] !== null);
    if (!refused.length) return result;
    let errors = result.errors as ErrorTree;
    for (const [path, message] of refused) errors = withError(errors, path, { type: 'file', message });
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
