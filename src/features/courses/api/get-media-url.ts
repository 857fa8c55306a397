// A signed URL for media shown inside the page (cover, video, PDF viewer). Unlike a download, the
// browser keeps fetching an embedded video while it plays, so it is signed for the length of a session
// (the 30 min inactivity limit) and re-signed when the query refetches.
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';

import { getFileUrl } from '@/lib/files/get-file-url';

import { mediaKeys } from './keys';

export const MEDIA_URL_SECONDS = 30 * 60;

export const mediaUrlQuery = (reference: string | null | undefined, errorText?: string) =>
  queryOptions({
    queryKey: mediaKeys.url(reference ?? ''),
    queryFn: reference ? () => getFileUrl(reference, { expiresIn: MEDIA_URL_SECONDS }) : skipToken,
    staleTime: (MEDIA_URL_SECONDS - 60) * 1000,
    // The file belongs to a lesson's row.
    meta: {
      reads: ['lessons'],
      ...(errorText ? { errorToast: { title: 'Error', description: errorText } } : {}),
    },
  });

export const useMediaUrl = (reference: string | null | undefined, errorText?: string) =>
  useQuery(mediaUrlQuery(reference, errorText));
