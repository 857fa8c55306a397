// Cross-tab session events: activity in one tab keeps the others alive, sign-out in one signs out all.
// BroadcastChannel where available, with a localStorage write as the fallback (storage events).
export type SessionMessage = { type: 'activity'; at: number } | { type: 'signout' };

/** The BroadcastChannel's name (the browser tests listen on it too). */
export const SESSION_CHANNEL = 'portal-session';
const STORAGE_KEY = 'portal-session-event';

export interface SessionChannel {
  post: (message: SessionMessage) => void;
  close: () => void;
}

export function openSessionChannel(onMessage: (message: SessionMessage) => void): SessionChannel {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(SESSION_CHANNEL);
    channel.onmessage = (event: MessageEvent<SessionMessage>) => onMessage(event.data);
    return { post: (message) => channel.postMessage(message), close: () => channel.close() };
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY || !event.newValue) return;
    try {
      onMessage(JSON.parse(event.newValue) as SessionMessage);
    } catch {
      // A foreign value under our key: ignore it.
    }
  };
  window.addEventListener('storage', onStorage);
  return {
    post: (message) => {
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify({ ...message, nonce: Math.random() }));
      } catch {
        // Storage may be unavailable (private mode); cross-tab sync is then best effort.
      }
    },
    close: () => window.removeEventListener('storage', onStorage),
  };
}
