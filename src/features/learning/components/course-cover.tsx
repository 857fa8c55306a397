// The course's cover image (decorative: the card's title names the course), or a neutral band.
import { GraduationCap } from 'lucide-react';

import { useMediaUrl } from '../api/get-media-url';

export function CourseCover({ reference }: { reference: string | null }) {
  const url = useMediaUrl(reference);
  return (
    <div className="flex aspect-[16/7] items-center justify-center overflow-hidden rounded-t-lg bg-muted">
      {url.data ? (
        <img src={url.data} alt="" className="size-full object-cover" loading="lazy" />
      ) : (
        <GraduationCap className="size-10 text-muted-foreground" aria-hidden="true" />
      )}
    </div>
  );
}
