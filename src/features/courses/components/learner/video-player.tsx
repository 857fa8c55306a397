// A video lesson: YouTube/Vimeo in their privacy-enhanced players, a stored file from a signed URL, or a
// direct https video file; anything else is refused with a note instead of reaching src. A video that
// cannot be played is replaced by why, a link to open it on its own and a retry; the lesson can still be
// marked as completed.
import * as React from 'react';

import { LoadingBlock } from '@/components/ui/spinner';

import { useMediaUrl } from '../../api/get-media-url';
import { videoSource } from '../../utils/video-embed';
import { EmbedVideo } from './embed-video';
import { unavailableVideoTexts, VideoUnavailable } from './video-unavailable';

export const videoTexts = {
  loading: 'Cargando video...',
  unsupported: 'Tu navegador no puede reproducir este video.',
} as const;

const frame = 'aspect-video w-full rounded-lg border bg-black';

export function VideoPlayer({ mediaUrl, title }: { mediaUrl: string | null; title: string }) {
  const source = videoSource(mediaUrl);
  const signed = useMediaUrl(
    source.kind === 'storage' ? source.reference : null,
    unavailableVideoTexts.title,
  );
  // Each retry mounts a new player; a video that failed once is not given up on for good.
  const [attempt, setAttempt] = React.useState(0);
  const [failed, setFailed] = React.useState(false);
  const [resigning, setResigning] = React.useState(false);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
    // A stored file's signed URL may have expired: sign it again before the player asks for it.
    if (source.kind !== 'storage') return;
    setResigning(true);
    void signed.refetch().finally(() => setResigning(false));
  };

  if (source.kind === 'invalid') return <VideoUnavailable message={unavailableVideoTexts.invalid} />;
  if (source.kind === 'embed')
    return (
      <EmbedVideo
        key={attempt}
        provider={source.provider}
        src={source.src}
        page={source.page}
        title={title}
        className={frame}
        onRetry={retry}
      />
    );
  const src = source.kind === 'file' ? source.src : signed.data;
  if (source.kind === 'storage' && signed.isError && !resigning)
    return (
      <VideoUnavailable
        title={unavailableVideoTexts.title}
        message={unavailableVideoTexts.signing}
        onRetry={retry}
      />
    );
  if (failed && src)
    return (
      <VideoUnavailable
        title={unavailableVideoTexts.title}
        message={unavailableVideoTexts.blocked}
        href={src}
        onRetry={retry}
      />
    );
  // The player's box is kept while the URL is signed, so the lesson's buttons never jump.
  if (!src || resigning)
    return (
      <div className={`${frame} flex items-center justify-center bg-muted`}>
        <LoadingBlock text={videoTexts.loading} />
      </div>
    );
  return (
    // Lessons store no caption file yet (the schema has one media_url); a course that needs captions can
    // use a YouTube/Vimeo video, whose player carries them.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video
      key={attempt}
      controls
      preload="metadata"
      src={src}
      className={frame}
      aria-label={title}
      onError={() => setFailed(true)}
    >
      {videoTexts.unsupported}
    </video>
  );
}
