import type { TableParams } from '@/lib/query/table-params';

export const courseKeys = {
  all: ['courses'] as const,
  page: (params: TableParams) => [...courseKeys.all, 'page', params] as const,
  detail: (id: string) => [...courseKeys.all, 'detail', id] as const,
  content: (id: string) => [...courseKeys.all, 'content', id] as const,
  quiz: (id: string) => [...courseKeys.all, 'quiz', id] as const,
  assignments: (id: string, params: TableParams) => [...courseKeys.all, 'assignments', id, params] as const,
  collaborators: (search: string) => [...courseKeys.all, 'collaborators', search] as const,
};
export const learningKeys = {
  all: ['learning'] as const,
  myCoursesAll: ['learning', 'my-courses'] as const,
  myCourses: (profileId: string) => [...learningKeys.all, 'my-courses', profileId] as const,
  progressAll: ['learning', 'progress'] as const,
  course: (courseId: string) => [...learningKeys.all, 'course', courseId] as const,
  status: (courseId: string, profileId: string) =>
    [...learningKeys.all, 'status', courseId, profileId] as const,
  progress: (courseId: string, profileId: string) =>
    [...learningKeys.all, 'progress', courseId, profileId] as const,
  quiz: (courseId: string) => [...learningKeys.all, 'quiz', courseId] as const,
};

// Signed media URLs stay outside `learningKeys.all`: invalidating progress must not re-sign them, which
// would reload the PDF viewer or restart a playing video.
export const mediaKeys = {
  url: (reference: string) => ['learning-media', reference] as const,
};
