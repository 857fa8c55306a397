// Whether a YouTube or Vimeo player framed in the page is alive. A frame's load event fires even when the
// provider cannot be reached (the browser's own error page loads instead), so the player is asked to
// answer through postMessage, as the providers' player APIs do: YouTube's player (with enablejsapi=1)
// replies to 'listening' and reports its errors (private, removed, not embeddable), Vimeo's announces
// 'ready' and replies to 'ping'. No answer a while after the frame loaded means it failed.
import * as React from 'react';

import type { EmbedProvider } from '../utils/video-embed';

export type EmbedStatus = 'waiting' | 'ready' | 'failed';

/** How long a loaded frame has to answer, and how long a frame may take to load at all. */
export const EMBED_ANSWER_MS = 8_000;
export const EMBED_LOAD_MS = 30_000;
const ASK_EVERY_MS = 1_000;

type Answer = 'ready' | 'failed' | null;

function parse(data: unknown): Record<string, unknown> | null {
  if (typeof data === 'string') {
    try {
      return parse(JSON.parse(data));
    } catch {
      return null;
    }
  }
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : null;
}

const players: Record<
  EmbedProvider,
  { origins: string[]; target: string; ask: unknown; read: (m: Record<string, unknown>) => Answer }
> = {
  youtube: {
    origins: ['https://www.youtube-nocookie.com', 'https://www.youtube.com'],
    target: 'https://www.youtube-nocookie.com',
    ask: JSON.stringify({ event: 'listening', id: 1, channel: 'widget' }),
    read: (m) => (m.event === 'onError' ? 'failed' : typeof m.event === 'string' ? 'ready' : null),
  },
  vimeo: {
    origins: ['https://player.vimeo.com'],
    target: 'https://player.vimeo.com',
    ask: { method: 'ping' },
    read: (m) => {
      const failedReady = m.event === 'error' && parse(m.data)?.method === 'ready';
      if (failedReady) return 'failed';
      return m.event === 'ready' || m.method === 'ping' ? 'ready' : null;
    },
  },
};

export function useEmbedStatus(frame: React.RefObject<HTMLIFrameElement | null>, provider: EmbedProvider) {
  const [status, setStatus] = React.useState<EmbedStatus>('waiting');
  const [loaded, setLoaded] = React.useState(false);
  const player = players[provider];

  React.useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.current?.contentWindow || !player.origins.includes(event.origin)) return;
      const message = parse(event.data);
      const answer = message && player.read(message);
      // A player may report an error after it was ready (a removed video); nothing revives a failed one.
      if (answer) setStatus((now) => (now === 'failed' ? now : answer));
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame, player]);

  React.useEffect(() => {
    if (status !== 'waiting') return;
    const fail = setTimeout(() => setStatus('failed'), loaded ? EMBED_ANSWER_MS : EMBED_LOAD_MS);
    // The player's script may start listening a little after the frame's load event: ask until it answers.
    const ask = () => frame.current?.contentWindow?.postMessage(player.ask, player.target);
    if (loaded) ask();
    const asking = loaded ? setInterval(ask, ASK_EVERY_MS) : undefined;
    return () => {
      clearTimeout(fail);
      clearInterval(asking);
    };
  }, [frame, player, status, loaded]);

  return { status, onLoad: () => setLoaded(true) };
}
