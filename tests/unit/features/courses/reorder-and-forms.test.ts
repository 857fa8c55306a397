import { describe, expect, it } from 'vitest';

import { lessonMessages, lessonSchema } from '@/features/courses/utils/lesson-form';
import { quizMessages, questionSchema } from '@/features/courses/utils/quiz-form';
import { nextPosition, swapUpdates } from '@/features/courses/utils/reorder';

const items = [
  { id: 'a', position: 0 },
  { id: 'b', position: 1 },
  { id: 'c', position: 2 },
];

describe('reordering by position', () => {
  it('swaps the positions of an item and its neighbour', () => {
    expect(swapUpdates(items, 1, -1)).toEqual([
      { id: 'b', position: 0 },
      { id: 'a', position: 1 },
    ]);
    expect(swapUpdates(items, 1, 1)).toEqual([
      { id: 'b', position: 2 },
      { id: 'c', position: 1 },
    ]);
  });

  it('does nothing past either end', () => {
    expect(swapUpdates(items, 0, -1)).toEqual([]);
    expect(swapUpdates(items, 2, 1)).toEqual([]);
  });

  it('renumbers the list when the two positions tie, so the order still changes', () => {
    const tied = [
      { id: 'a', position: 0 },
      { id: 'b', position: 0 },
      { id: 'c', position: 0 },
    ];
    expect(swapUpdates(tied, 2, -1)).toEqual([
      { id: 'c', position: 1 },
      { id: 'b', position: 2 },
    ]);
  });

  it('adds at the end', () => {
    expect(nextPosition(items)).toBe(3);
    expect(nextPosition([])).toBe(0);
  });
});

const lesson = (values: Record<string, unknown>, stored: Parameters<typeof lessonSchema>[0] = null) =>
  lessonSchema(stored).safeParse({
    title: 'Lección',
    contentType: 'text',
    videoSource: 'link',
    link: '',
    file: null,
    body: '',
    duration: '',
    ...values,
  });
const messages = (result: ReturnType<typeof lesson> | ReturnType<typeof questionSchema.safeParse>) =>
  result.success ? [] : result.error.issues.map((issue) => issue.message);

describe('lesson form', () => {
  it('asks for the text of a text lesson and keeps only what the type uses', () => {
    expect(messages(lesson({ body: '  ' }))).toEqual([lessonMessages.body]);
    const ok = lesson({ body: ' **Hola** ', link: 'https://x.test', duration: '12' });
    expect(ok.success && ok.data).toEqual({
      title: 'Lección',
      contentType: 'text',
      link: null,
      file: null,
      body: '**Hola**',
      durationMinutes: 12,
    });
  });

  it('takes only https links for a video and only mp4/webm files', () => {
    expect(messages(lesson({ contentType: 'video', link: 'http://youtube.com/x' }))).toEqual([
      lessonMessages.link,
    ]);
    expect(lesson({ contentType: 'video', link: 'https://vimeo.com/1' }).success).toBe(true);
    const gif = new File(['x'], 'a.gif', { type: 'image/gif' });
    expect(messages(lesson({ contentType: 'video', videoSource: 'file', file: gif }))).toEqual([
      lessonMessages.videoFile,
    ]);
  });

  it('needs a PDF unless the lesson already has one stored', () => {
    expect(messages(lesson({ contentType: 'pdf' }))).toEqual([lessonMessages.pdfFile]);
    expect(lesson({ contentType: 'pdf' }, { type: 'pdf', source: 'file' }).success).toBe(true);
  });

  it('refuses a duration that is not a whole number of minutes', () => {
    expect(messages(lesson({ body: 'x', duration: '1.5' }))).toEqual([lessonMessages.duration]);
    expect(messages(lesson({ body: 'x', duration: '0' }))).toEqual([lessonMessages.duration]);
  });
});

const question = (multiple: boolean, correct: boolean[]) =>
  questionSchema.safeParse({
    prompt: '¿Altura mínima?',
    multiple,
    options: correct.map((isCorrect, i) => ({ label: `Opción ${i}`, isCorrect })),
  });

describe('question form mirrors the database rule', () => {
  it('needs two options, one correct, exactly one for a single answer', () => {
    expect(messages(question(false, [true]))).toEqual([quizMessages.minOptions]);
    expect(messages(question(false, [false, false]))).toEqual([quizMessages.noCorrect]);
    expect(messages(question(false, [true, true]))).toEqual([quizMessages.singleCorrect]);
    expect(question(true, [true, true, false]).success).toBe(true);
    expect(question(false, [false, true]).success).toBe(true);
  });
});
