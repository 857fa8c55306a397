// Resident memory of the Chromium this benchmark launched (its browser process and every descendant:
// renderers, GPU, utility), sampled from /proc. The browser process is found by the profile directory
// playwright gives it on its command line; its children are found through their parent ids.
import { readdirSync, readFileSync } from 'node:fs';

function proc(pid: string, file: string): string {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
}

/** Pids of Chromium browser processes running now (to tell the new one from others' after launch). */
export function chromiumBrowserPids(): Set<string> {
  const pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  return new Set(
    pids.filter((p) => {
      const cmd = proc(p, 'cmdline');
      return (
        cmd.includes('chromium') && cmd.includes('playwright_chromiumdev_profile') && !cmd.includes('--type=')
      );
    }),
  );
}

/** Sum of VmRSS (bytes) of `root` and all its descendants. */
export function treeRss(root: string): number {
  const parent = new Map<string, string>();
  for (const p of readdirSync('/proc').filter((x) => /^\d+$/.test(x))) {
    const stat = proc(p, 'stat');
    const ppid = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1];
    if (ppid) parent.set(p, ppid);
  }
  const inTree = (p: string): boolean => p === root || (parent.has(p) && inTree(parent.get(p)!));
  let total = 0;
  for (const p of parent.keys()) {
    if (!inTree(p)) continue;
    const kb = /VmRSS:\s+(\d+)/.exec(proc(p, 'status'))?.[1];
    total += kb ? Number(kb) * 1024 : 0;
  }
  return total;
}

/** Samples `treeRss(root)` every 100 ms until stopped; returns the peak. */
export function sampleRss(root: string): () => number {
  let peak = treeRss(root);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(root));
  }, 100);
  return () => {
    clearInterval(timer);
    return Math.max(peak, treeRss(root));
  };
}
