// The feedback form's fields and their Spanish messages: a 1-5 rating (0 = none picked yet), each with
// its meaning, and an optional comment, sent as null when left blank.
import { z } from 'zod';

export const MAX_RATING = 5;
export const MAX_COMMENT = 2000;

export const feedbackMessages = {
  rating: 'Por favor, selecciona una calificación.',
  comment: `El comentario admite hasta ${MAX_COMMENT} caracteres.`,
} as const;

/** What each rating means, from 1 to 5 stars. */
export const RATING_MEANINGS = ['Muy malo', 'Malo', 'Regular', 'Bueno', 'Excelente'] as const;

/** 'Bueno' for 4; undefined for 0 (none picked). */
export const ratingMeaning = (rating: number): string | undefined => RATING_MEANINGS[rating - 1];

export const feedbackSchema = z.object({
  rating: z.number().int().min(1, feedbackMessages.rating).max(MAX_RATING, feedbackMessages.rating),
  comment: z
    .string()
    .trim()
    .max(MAX_COMMENT, feedbackMessages.comment)
    .transform((value) => value || null),
});

export type FeedbackFormInput = z.input<typeof feedbackSchema>;
export type FeedbackFormOutput = z.output<typeof feedbackSchema>;

export const feedbackDefaults: FeedbackFormInput = { rating: 0, comment: '' };
