// Signs the user out after a period without activity (spec §9: 30 min; mouse move, key press,
// mouse down, touch start, scroll). The timer keeps only the last activity time, so activity
// reported by other tabs simply moves that time forward.
import * as React from 'react';

export const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'mousedown', 'touchstart', 'scroll'] as const;
/** Tell other tabs at most this often; their timers only need to be roughly in step. */
const BROADCAST_THROTTLE_MS = 1000;

export interface InactivityTracker {
  touch: (at?: number) => void;
  stop: () => void;
}

export function startInactivityTracker(timeoutMs: number, onTimeout: () => void): InactivityTracker {
  let last = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const schedule = () => {
    timer = setTimeout(check, Math.max(0, last + timeoutMs - Date.now()));
  };
  function check() {
    if (stopped) return;
    if (Date.now() - last >= timeoutMs) {
      stopped = true;
      onTimeout();
    } else {
      schedule();
    }
  }
  schedule();
  return {
    touch: (at = Date.now()) => {
      if (at > last) last = at;
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

interface Options {
  enabled: boolean;
  timeoutMs: number;
  onTimeout: () => void;
  /** Announce local activity to other tabs. */
  broadcast?: (at: number) => void;
  /** Register for activity of other tabs; returns the unsubscribe function. */
  subscribeRemote?: (listener: (at: number) => void) => () => void;
}

export function useInactivityTimeout({ enabled, timeoutMs, onTimeout, broadcast, subscribeRemote }: Options) {
  const onTimeoutRef = React.useRef(onTimeout);
  const broadcastRef = React.useRef(broadcast);
  React.useEffect(() => {
    onTimeoutRef.current = onTimeout;
    broadcastRef.current = broadcast;
  });

  React.useEffect(() => {
    if (!enabled) return;
    const tracker = startInactivityTracker(timeoutMs, () => onTimeoutRef.current());
    let lastBroadcast = 0;
    const onActivity = () => {
      const now = Date.now();
      tracker.touch(now);
      if (now - lastBroadcast >= BROADCAST_THROTTLE_MS) {
        lastBroadcast = now;
        broadcastRef.current?.(now);
      }
    };
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    }
    const unsubscribe = subscribeRemote?.((at) => tracker.touch(at));
    return () => {
      tracker.stop();
      unsubscribe?.();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [enabled, timeoutMs, subscribeRemote]);
}
