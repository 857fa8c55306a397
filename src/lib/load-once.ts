/**
 * One shared download of code loaded on demand: every caller gets the same promise, and a failed load
 * (offline, a deploy that removed the old chunk) is forgotten so that the next call tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
