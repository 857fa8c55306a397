// A course's publication status: the labels and badge styles the list and the editor share.
import { describe, expect, it } from 'vitest';

import { courseStatus } from '@/features/courses/utils/course-status';

describe('courseStatus', () => {
  it.each([
    [true, 'Publicado', 'success'],
    [false, 'Borrador', 'secondary'],
    [null, 'Borrador', 'secondary'],
  ])('published %j is %s (%s)', (published, label, variant) => {
    expect(courseStatus(published)).toEqual({ label, variant });
  });
});
