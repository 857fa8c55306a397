export const learningKeys = {
  all: ['learning'] as const,
  myCourses: (profileId: string) => [...learningKeys.all, 'my-courses', profileId] as const,
  course: (courseId: string) => [...learningKeys.all, 'course', courseId] as const,
  status: (courseId: string, profileId: string) =>
    [...learningKeys.all, 'status', courseId, profileId] as const,
  progress: (courseId: string, profileId: string) =>
    [...learningKeys.all, 'progress', courseId, profileId] as const,
  quiz: (courseId: string) => [...learningKeys.all, 'quiz', courseId] as const,
  media: (reference: string) => [...learningKeys.all, 'media', reference] as const,
};
