import { describe, expect, it } from 'vitest';

import {
  emptyLessonForm,
  lessonFormValues,
  lessonMessages,
  lessonSchema,
  lessonTypeLabel,
  type LessonFormInput,
} from '@/features/courses/utils/lesson-form';
import {
  emptyQuestionForm,
  emptyQuizForm,
  quizMessages,
  quizSchema,
  questionSchema,
} from '@/features/courses/utils/quiz-form';
import { byPosition, nextPosition, swapUpdates } from '@/features/courses/utils/reorder';

const mp4 = new File(['v'], 'clase.mp4', { type: 'video/mp4' });
const webm = new File(['v'], 'clase.webm', { type: 'video/webm' });
const pdf = new File(['%PDF'], 'guia.pdf', { type: 'application/pdf' });

const lesson = (values: Partial<LessonFormInput>, stored: Parameters<typeof lessonSchema>[0] = null) =>
  lessonSchema(stored).safeParse({ ...emptyLessonForm, title: 'Lección 1', ...values });
const messages = (result: ReturnType<typeof lesson>) =>
  result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('lesson form by type', () => {
  it('labels the lesson types in Spanish', () => {
    expect(lessonTypeLabel('text')).toBe('Texto');
    expect(lessonTypeLabel('video')).toBe('Video');
    expect(lessonTypeLabel('pdf')).toBe('PDF');
    expect(lessonTypeLabel('scorm')).toBe('scorm');
  });

  it('needs a title', () => {
    expect(messages(lesson({ title: '  ', body: 'x' }))).toEqual([`title: ${lessonMessages.title}`]);
  });

  it('sends a video link only for a video by link', () => {
    expect(messages(lesson({ contentType: 'video', link: 'no es enlace' }))).toEqual([
      `link: ${lessonMessages.link}`,
    ]);
    expect(
      lesson({ contentType: 'video', link: ' https://youtu.be/abc ', file: mp4, body: 'x' }).data,
    ).toEqual({
      title: 'Lección 1',
      contentType: 'video',
      link: 'https://youtu.be/abc',
      file: null,
      body: null,
      durationMinutes: null,
    });
  });

  it('takes an MP4 or WebM file for a video, or keeps the stored one', () => {
    const byFile = { contentType: 'video', videoSource: 'file' } as const;
    expect(lesson({ ...byFile, file: mp4, link: 'https://x.test' }).data).toMatchObject({
      link: null,
      file: mp4,
    });
    expect(lesson({ ...byFile, file: webm }).success).toBe(true);
    expect(messages(lesson(byFile))).toEqual([`file: ${lessonMessages.videoFile}`]);
    expect(lesson(byFile, { type: 'video', source: 'file' }).data).toMatchObject({ file: null });
    // A stored link, or a stored PDF, is no video file to keep.
    expect(messages(lesson(byFile, { type: 'video', source: 'link' }))).toEqual([
      `file: ${lessonMessages.videoFile}`,
    ]);
    expect(messages(lesson(byFile, { type: 'pdf', source: 'file' }))).toEqual([
      `file: ${lessonMessages.videoFile}`,
    ]);
    // A newly chosen file is checked even when one is stored.
    expect(messages(lesson({ ...byFile, file: pdf }, { type: 'video', source: 'file' }))).toEqual([
      `file: ${lessonMessages.videoFile}`,
    ]);
  });

  it('takes a PDF file for a PDF lesson, or keeps the stored one', () => {
    expect(lesson({ contentType: 'pdf', file: pdf, body: 'x', link: 'https://x.test' }).data).toEqual({
      title: 'Lección 1',
      contentType: 'pdf',
      link: null,
      file: pdf,
      body: null,
      durationMinutes: null,
    });
    expect(messages(lesson({ contentType: 'pdf', file: mp4 }))).toEqual([`file: ${lessonMessages.pdfFile}`]);
    expect(messages(lesson({ contentType: 'pdf', file: mp4 }, { type: 'pdf', source: 'file' }))).toEqual([
      `file: ${lessonMessages.pdfFile}`,
    ]);
    expect(messages(lesson({ contentType: 'pdf' }, { type: 'pdf', source: 'link' }))).toEqual([
      `file: ${lessonMessages.pdfFile}`,
    ]);
    expect(messages(lesson({ contentType: 'pdf' }, { type: 'video', source: 'file' }))).toEqual([
      `file: ${lessonMessages.pdfFile}`,
    ]);
  });

  it('keeps no file for a text lesson and takes 1 to 9999 minutes', () => {
    expect(lesson({ body: 'x', file: pdf, duration: ' 9999 ' }).data).toMatchObject({
      file: null,
      durationMinutes: 9999,
    });
    expect(lesson({ body: 'x', duration: '1' }).data?.durationMinutes).toBe(1);
    for (const duration of ['10000', 'x5', '5x', '-5']) {
      expect(messages(lesson({ body: 'x', duration }))).toEqual([`duration: ${lessonMessages.duration}`]);
    }
  });

  it('fills the form from a stored lesson of each type', () => {
    const stored = { title: 'L', content_type: 'text', media_url: null, body: 'Hola', duration_minutes: 15 };
    expect(lessonFormValues(stored)).toEqual({
      title: 'L',
      contentType: 'text',
      videoSource: 'link',
      link: '',
      file: null,
      body: 'Hola',
      duration: '15',
    });
    expect(
      lessonFormValues({ ...stored, content_type: 'video', media_url: 'https://vimeo.com/1', body: null }),
    ).toMatchObject({
      contentType: 'video',
      videoSource: 'link',
      link: 'https://vimeo.com/1',
      body: '',
    });
    expect(
      lessonFormValues({ ...stored, content_type: 'video', media_url: 'storage://lms-media/c/v.mp4' }),
    ).toMatchObject({
      videoSource: 'file',
      link: '',
    });
    expect(lessonFormValues({ ...stored, content_type: 'video', media_url: null })).toMatchObject({
      videoSource: 'link',
      link: '',
    });
    expect(
      lessonFormValues({ ...stored, content_type: 'pdf', media_url: 'https://x.test/a.pdf' }),
    ).toMatchObject({
      contentType: 'pdf',
      videoSource: 'link',
      link: '',
    });
    expect(lessonFormValues({ ...stored, content_type: 'scorm', duration_minutes: null }).contentType).toBe(
      'text',
    );
    expect(lessonFormValues({ ...stored, duration_minutes: null }).duration).toBe('');
    expect(lessonFormValues({ ...stored, duration_minutes: 0 }).duration).toBe('');
  });
});

describe('quiz settings', () => {
  const quiz = (values: Partial<typeof emptyQuizForm>) =>
    quizSchema.safeParse({ ...emptyQuizForm, ...values });

  it('starts as the final quiz at 80 with three attempts', () => {
    expect(quizSchema.parse(emptyQuizForm)).toEqual({
      title: 'Evaluación Final',
      passingScore: 80,
      maxAttempts: 3,
    });
  });

  it('takes a passing score from 1 to 100 and unlimited attempts as null', () => {
    expect(quiz({ passingScore: ' 1 ' }).data?.passingScore).toBe(1);
    expect(quiz({ passingScore: '100' }).data?.passingScore).toBe(100);
    for (const passingScore of ['0', '101', '0100', '7.5', 'x', '']) {
      expect(quiz({ passingScore }).error?.issues.map((i) => i.message)).toEqual([quizMessages.passingScore]);
    }
    expect(quiz({ maxAttempts: 'sin-limite' }).data?.maxAttempts).toBeNull();
    expect(quiz({ maxAttempts: '20' }).data?.maxAttempts).toBe(20);
    expect(quiz({ title: ' ' }).error?.issues.map((i) => i.message)).toEqual([quizMessages.title]);
  });

  it('needs a prompt and a text for each option, reported under options.root for the rule', () => {
    const result = questionSchema.safeParse({
      prompt: ' ',
      multiple: false,
      options: [{ label: ' ', isCorrect: true }],
    });
    expect(result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      `prompt: ${quizMessages.prompt}`,
      `options.0.label: ${quizMessages.optionLabel}`,
      `options.root: ${quizMessages.minOptions}`,
    ]);
  });

  it('starts a new question with two fresh options, the first one correct', () => {
    const first = emptyQuestionForm();
    expect(first).toEqual({
      prompt: '',
      multiple: false,
      options: [
        { label: '', isCorrect: true },
        { label: '', isCorrect: false },
      ],
    });
    first.options.push({ label: 'x', isCorrect: false });
    expect(emptyQuestionForm().options).toHaveLength(2);
  });
});

describe('ordering by position', () => {
  it('orders by position, ties by id', () => {
    const rows = [
      { id: 'b', position: 1 },
      { id: 'c', position: 0 },
      { id: 'a', position: 1 },
    ];
    expect([...rows].sort(byPosition).map((r) => r.id)).toEqual(['c', 'a', 'b']);
    expect(byPosition({ id: 'a', position: 1 }, { id: 'a', position: 1 })).toBe(0);
    expect(byPosition({ id: 'b', position: 1 }, { id: 'a', position: 1 })).toBe(1);
    expect(byPosition({ id: 'a', position: 1 }, { id: 'b', position: 1 })).toBe(-1);
    expect(byPosition({ id: 'z', position: 0 }, { id: 'a', position: 2 })).toBe(-2);
  });

  it('swaps with the item below and refuses indexes outside the list', () => {
    const items = [
      { id: 'a', position: 10 },
      { id: 'b', position: 20 },
    ];
    expect(swapUpdates(items, 0, 1)).toEqual([
      { id: 'a', position: 20 },
      { id: 'b', position: 10 },
    ]);
    expect(swapUpdates(items, -1, 1)).toEqual([]);
    expect(swapUpdates(items, 2, -1)).toEqual([]);
    expect(swapUpdates(items, 1, 1)).toEqual([]);
    expect(swapUpdates([], 0, 1)).toEqual([]);
  });

  it('renumbers tied positions in list order, sending only the rows that change', () => {
    const tied = [
      { id: 'a', position: 0 },
      { id: 'b', position: 0 },
      { id: 'c', position: 2 },
    ];
    expect(swapUpdates(tied, 0, 1)).toEqual([{ id: 'a', position: 1 }]);
    const allTied = tied.map((item) => ({ ...item, position: 0 }));
    expect(swapUpdates(allTied, 0, 1)).toEqual([
      { id: 'a', position: 1 },
      { id: 'c', position: 2 },
    ]);
  });

  it('adds after the highest position, at 0 in an empty list', () => {
    expect(
      nextPosition([
        { id: 'a', position: 5 },
        { id: 'b', position: 2 },
      ]),
    ).toBe(6);
    expect(nextPosition([{ id: 'a', position: -3 }])).toBe(0);
  });
});
