export const feedbackKeys = {
  all: ['feedback'] as const,
};
