// Fuzzy "Perhaps you meant ..." hints, as PostgREST gives for unknown tables, functions and embeds.

/** Nearest option by edit distance, only when it is reasonably close (at most a third of the length). */
export function closest(name: string, options: string[], allowExact = false): string | undefined {
  let best: string | undefined;
  let bestD = Infinity;
  for (const o of options) {
    const d = distance(name, o);
    if (d < bestD) [best, bestD] = [o, d];
  }
  return best !== undefined && (bestD > 0 || allowExact) && bestD <= Math.max(2, Math.floor(name.length / 3))
    ? best
    : undefined;
}

function distance(a: string, b: string): number {
  const dp = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = dp[0];
    dp[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = dp[j];
      dp[j] = Math.min(dp[j] + 1, dp[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return dp[b.length];
}
