import { Badge } from '@/components/ui/badge';

import { courseStatus } from '../utils/course-status';

export function CourseStatusBadge({ published }: { published: boolean | null | undefined }) {
  const { label, variant } = courseStatus(published);
  return <Badge variant={variant}>{label}</Badge>;
}
