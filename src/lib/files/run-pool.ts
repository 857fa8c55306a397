// A fixed number of async tasks in flight at once, started in index order.

/**
 * Runs task(0..count-1) with at most `limit` running at once, in index order. The first rejection stops
 * new tasks from starting and is the pool's rejection (after the running ones settle).
 */
export async function runPool(
  count: number,
  limit: number,
  task: (index: number) => Promise<void>,
  signal?: AbortSignal,
) {
  let next = 0;
  let failure: { error: unknown } | null = null;
  const lane = async () => {
    while (next < count && !failure) {
      const index = next;
      next += 1;
      try {
        signal?.throwIfAborted();
        await task(index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, lane));
  if (failure) throw (failure as { error: unknown }).error;
}
