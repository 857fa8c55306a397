// A lesson video is a YouTube or Vimeo link (played in their privacy-enhanced embed player), a file in
// the lms-media bucket (played by the browser from a signed URL), or another https link to a video file.
// An embed also names the provider's own page of the video, for when its player cannot load here.
export type EmbedProvider = 'youtube' | 'vimeo';

export type VideoSource =
  | { kind: 'embed'; provider: EmbedProvider; src: string; page: string }
  | { kind: 'storage'; reference: string }
  | { kind: 'file'; src: string }
  | { kind: 'invalid' };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d+$/;

function youTubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  if (host === 'youtu.be') return url.pathname.slice(1).split('/')[0] || null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  const match = /^\/(?:embed|shorts|live)\/([^/]+)/.exec(url.pathname);
  return match ? match[1] : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'vimeo.com') return url.pathname.split('/').filter(Boolean).pop() ?? null;
  if (host === 'player.vimeo.com') return /^\/video\/(\d+)/.exec(url.pathname)?.[1] ?? null;
  return null;
}

export function videoSource(mediaUrl: string | null | undefined): VideoSource {
  const value = (mediaUrl ?? '').trim();
  if (value.startsWith('storage://')) return { kind: 'storage', reference: value };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'https:') return { kind: 'invalid' };
  const yt = youTubeId(url);
  if (yt !== null) {
    return YOUTUBE_ID.test(yt)
      ? {
          kind: 'embed',
          provider: 'youtube',
          // enablejsapi: the player then answers the page's messages, which is how a failure is seen.
          src: `https://www.youtube-nocookie.com/embed/${yt}?enablejsapi=1`,
          page: `https://www.youtube.com/watch?v=${yt}`,
        }
      : { kind: 'invalid' };
  }
  const vimeo = vimeoId(url);
  if (vimeo !== null) {
    return VIMEO_ID.test(vimeo)
      ? {
          kind: 'embed',
          provider: 'vimeo',
          src: `https://player.vimeo.com/video/${vimeo}?dnt=1`,
          page: `https://vimeo.com/${vimeo}`,
        }
      : { kind: 'invalid' };
  }
  return { kind: 'file', src: url.href };
}
