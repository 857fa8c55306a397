// Whether an embedded dashboard can be shown: loading until the iframe's `load` AND a reachability probe
// of the same URL succeed; failed when the browser is offline, the probe fails (host unreachable or
// blocked), or nothing arrives within LOAD_TIMEOUT_MS. `retry` starts again (the caller remounts the
// iframe with `attempt` in its key).
import * as React from 'react';

import { probeReachable } from '../utils/probe';

export const LOAD_TIMEOUT_MS = 20_000;

export type FrameFailure = 'offline' | 'unreachable' | 'timeout';
export type FrameStatus = { state: 'loading' | 'ready' } | { state: 'failed'; reason: FrameFailure };

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function useFrameStatus(src: string | null) {
  const [attempt, setAttempt] = React.useState(0);
  const [loaded, setLoaded] = React.useState(false);
  const [probe, setProbe] = React.useState<'pending' | 'ok' | 'failed'>('pending');
  const [timedOut, setTimedOut] = React.useState(false);
  const [offline, setOffline] = React.useState(isOffline);

  React.useEffect(() => {
    if (!src) return;
    const controller = new AbortController();
    void probeReachable(src, controller.signal).then((ok) => {
      if (!controller.signal.aborted) setProbe(ok ? 'ok' : 'failed');
    });
    const timer = window.setTimeout(() => setTimedOut(true), LOAD_TIMEOUT_MS);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [src, attempt]);

  React.useEffect(() => {
    const update = () => setOffline(isOffline());
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);

  const retry = React.useCallback(() => {
    setLoaded(false);
    setProbe('pending');
    setTimedOut(false);
    setOffline(isOffline());
    setAttempt((n) => n + 1);
  }, []);
  const onLoad = React.useCallback(() => setLoaded(true), []);

  let status: FrameStatus;
  if (offline) status = { state: 'failed', reason: 'offline' };
  else if (probe === 'failed') status = { state: 'failed', reason: 'unreachable' };
  else if (loaded && probe === 'ok') status = { state: 'ready' };
  else if (timedOut) status = { state: 'failed', reason: 'timeout' };
  else status = { state: 'loading' };

  return { status, attempt, onLoad, retry };
}
