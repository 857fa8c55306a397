// Database refusals turned into the Spanish sentences the admin reads. The publish check already speaks
// Spanish ('No se puede publicar el curso: …'), so its message is shown as it comes.
import { errorMessage } from '@/lib/errors';

export const courseErrorTexts = {
  hasCertificates: 'No se puede eliminar un curso con constancias emitidas; despublícalo.',
  alreadyAssigned: (target: string) => `Este curso ya está asignado a ${target}.`,
} as const;

const codeOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/** A delete refused by a foreign key (certificates keep their course with ON DELETE RESTRICT). */
export const isForeignKeyError = (error: unknown): boolean => codeOf(error) === '23503';

/** A unique-key clash (the same course assigned twice to one collaborator or company). */
export const isUniqueError = (error: unknown): boolean => codeOf(error) === '23505';

export function deleteCourseErrorText(error: unknown): string {
  return isForeignKeyError(error) ? courseErrorTexts.hasCertificates : errorMessage(error);
}
