// The feedback form's rules without the screen: a whole rating from 1 to 5 and an optional comment of up
// to 2000 characters, sent as null when blank.
import { describe, expect, it } from 'vitest';

import {
  MAX_COMMENT,
  MAX_RATING,
  feedbackDefaults,
  feedbackMessages,
  feedbackSchema,
} from '@/features/feedback/utils/feedback-form';

const messages = (input: { rating: number; comment: string }) => {
  const result = feedbackSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('feedback schema', () => {
  it.each([1, 3, 5])('accepts a rating of %i', (rating) => {
    expect(feedbackSchema.parse({ rating, comment: '' })).toEqual({ rating, comment: null });
  });

  it.each([0, 6, -1])('asks for a rating instead of %i', (rating) => {
    expect(messages({ rating, comment: '' })).toEqual([`rating: ${feedbackMessages.rating}`]);
  });

  it('refuses a fractional rating', () => {
    expect(feedbackSchema.safeParse({ rating: 4.5, comment: '' }).success).toBe(false);
  });

  it('trims the comment and sends a blank one as null', () => {
    expect(feedbackSchema.parse({ rating: 4, comment: '  Muy bien  ' }).comment).toBe('Muy bien');
    expect(feedbackSchema.parse({ rating: 4, comment: '   ' }).comment).toBeNull();
  });

  it('admits up to 2000 characters, counted after trimming', () => {
    expect(MAX_COMMENT).toBe(2000);
    expect(messages({ rating: 4, comment: 'a'.repeat(2000) })).toEqual([]);
    expect(messages({ rating: 4, comment: ` ${'a'.repeat(2000)} ` })).toEqual([]);
    expect(messages({ rating: 4, comment: 'a'.repeat(2001) })).toEqual([
      'comment: El comentario admite hasta 2000 caracteres.',
    ]);
  });

  it('starts with no rating picked and an empty comment, which do not validate', () => {
    expect(MAX_RATING).toBe(5);
    expect(feedbackDefaults).toEqual({ rating: 0, comment: '' });
    expect(messages(feedbackDefaults as { rating: number; comment: string })).toEqual([
      `rating: ${feedbackMessages.rating}`,
    ]);
  });
});
