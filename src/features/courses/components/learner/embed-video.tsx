// A YouTube or Vimeo video in the provider's player; when the player never answers (the provider cannot
// be reached) or reports an error (private, removed, not embeddable), the way to its own page instead.
import * as React from 'react';

import { useEmbedStatus } from '../../hooks/use-embed-status';
import type { EmbedProvider } from '../../utils/video-embed';
import { unavailableVideoTexts, VideoUnavailable } from './video-unavailable';

interface EmbedVideoProps {
  provider: EmbedProvider;
  src: string;
  page: string;
  title: string;
  className: string;
  onRetry: () => void;
}

export function EmbedVideo({ provider, src, page, title, className, onRetry }: EmbedVideoProps) {
  const frame = React.useRef<HTMLIFrameElement>(null);
  const { status, onLoad } = useEmbedStatus(frame, provider);
  if (status === 'failed')
    return (
      <VideoUnavailable
        title={unavailableVideoTexts.title}
        message={unavailableVideoTexts.blocked}
        href={page}
        onRetry={onRetry}
      />
    );
  return (
    <iframe
      ref={frame}
      src={src}
      title={title}
      className={className}
      onLoad={onLoad}
      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      allowFullScreen
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
