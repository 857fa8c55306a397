// A video lesson: YouTube/Vimeo in their privacy-enhanced players, a stored file from a signed URL, or a
// direct https video file; anything else is refused with a note instead of reaching src.
import { LoadingBlock } from '@/components/ui/spinner';

import { useMediaUrl } from '../../api/get-media-url';
import { videoSource } from '../../utils/video-embed';

export const videoTexts = {
  loading: 'Cargando video...',
  error: 'No se pudo cargar el video de esta lección.',
  invalid: 'El enlace del video de esta lección no es válido. Avisa al administrador.',
  unsupported: 'Tu navegador no puede reproducir este video.',
} as const;

const frame = 'aspect-video w-full rounded-lg border bg-black';

export function VideoPlayer({ mediaUrl, title }: { mediaUrl: string | null; title: string }) {
  const source = videoSource(mediaUrl);
  const signed = useMediaUrl(source.kind === 'storage' ? source.reference : null, videoTexts.error);
  if (source.kind === 'embed') {
    return (
      <iframe
        src={source.src}
        title={title}
        className={frame}
        allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
        allowFullScreen
        referrerPolicy="strict-origin-when-cross-origin"
      />
    );
  }
  if (source.kind === 'invalid') return <p role="alert">{videoTexts.invalid}</p>;
  const src = source.kind === 'file' ? source.src : signed.data;
  if (source.kind === 'storage' && signed.isError) return <p role="alert">{videoTexts.error}</p>;
  // The player's box is kept while the URL is signed, so the lesson's buttons never jump.
  if (!src)
    return (
      <div className={`${frame} flex items-center justify-center bg-muted`}>
        <LoadingBlock text={videoTexts.loading} />
      </div>
    );
  return (
    // Lessons store no caption file yet (the schema has one media_url); a course that needs captions can
    // use a YouTube/Vimeo video, whose player carries them.
    // eslint-disable-next-line jsx-a11y/media-has-caption
    <video controls preload="metadata" src={src} className={frame} aria-label={title}>
      {videoTexts.unsupported}
    </video>
  );
}
