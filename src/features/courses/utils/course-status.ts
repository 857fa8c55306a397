// A course's publication status: the one set, with the labels and badge styles the list and the editor share.
import type { BadgeProps } from '@/components/ui/badge';

export type CourseStatus = 'published' | 'draft';

interface CourseStatusInfo {
  label: string;
  variant: NonNullable<BadgeProps['variant']>;
}

export const COURSE_STATUSES: Record<CourseStatus, CourseStatusInfo> = {
  published: { label: 'Publicado', variant: 'success' },
  draft: { label: 'Borrador', variant: 'secondary' },
};

export const courseStatus = (published: boolean | null | undefined): CourseStatusInfo =>
  COURSE_STATUSES[published ? 'published' : 'draft'];
