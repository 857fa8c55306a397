// The course's cover image (decorative: the card's title names the course), or a neutral band.
import { GraduationCap } from 'lucide-react';

import { cn } from '@/utils/cn';

import { useMediaUrl } from '../../api/get-media-url';

export function CourseCover({ reference }: { reference: string | null }) {
  const url = useMediaUrl(reference);
  return (
    <div
      className={cn(
        'flex items-center justify-center overflow-hidden rounded-t-lg bg-muted',
        // Without a cover a short band keeps the cards aligned without an empty picture frame.
        reference ? 'aspect-[16/7]' : 'h-16',
      )}
    >
      {url.data ? (
        <img src={url.data} alt="" className="size-full object-cover" loading="lazy" />
      ) : (
        <GraduationCap className="size-8 text-muted-foreground" aria-hidden="true" />
      )}
    </div>
  );
}
