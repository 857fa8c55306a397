// Rules of the course editor's forms that the screens rely on: where each quiz and lesson message is
// attached (the form shows it under that field), which file a lesson keeps, how a stored lesson opens,
// and that an assignment to a company needs no collaborator.
import { describe, expect, it } from 'vitest';

import { emptyAssignmentForm, assignmentSchema } from '@/features/courses/utils/assignment-form';
import {
  emptyLessonForm,
  lessonFormValues,
  lessonMessages,
  lessonSchema,
  type LessonFormInput,
} from '@/features/courses/utils/lesson-form';
import { emptyQuestionForm, questionSchema, quizMessages } from '@/features/courses/utils/quiz-form';

const mp4 = new File(['v'], 'clase.mp4', { type: 'video/mp4' });
const pdf = new File(['%PDF'], 'guia.pdf', { type: 'application/pdf' });

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : (result.error?.issues ?? []).map((i) => ({ path: i.path, message: i.message })));

const lesson = (values: Partial<LessonFormInput>) =>
  lessonSchema(null).safeParse({ ...emptyLessonForm, title: 'Lección 1', ...values });

describe('quiz question messages', () => {
  const question = (multiple: boolean, correct: boolean[]) =>
    questionSchema.safeParse({
      ...emptyQuestionForm,
      prompt: '¿Cuál?',
      multiple,
      options: correct.map((isCorrect, i) => ({ label: `Opción ${i + 1}`, isCorrect })),
    });

  it('attaches every rule about the options to the options list as a whole', () => {
    const root = ['options', 'root'];
    expect(issues(question(false, [true]))).toEqual([{ path: root, message: quizMessages.minOptions }]);
    expect(issues(question(false, [false, false]))).toEqual([
      { path: root, message: quizMessages.noCorrect },
    ]);
    expect(issues(question(false, [true, true]))).toEqual([
      { path: root, message: quizMessages.singleCorrect },
    ]);
    expect(issues(question(true, [true, true]))).toEqual([]);
  });
});

describe('lesson form rules', () => {
  it('attaches a missing text to the body field', () => {
    expect(issues(lesson({ contentType: 'text', body: '  ' }))).toEqual([
      { path: ['body'], message: lessonMessages.body },
    ]);
  });

  it('asks for a video file only for a video by file, whatever source a text or PDF lesson had chosen', () => {
    expect(issues(lesson({ contentType: 'text', body: 'Hola', videoSource: 'file', file: null }))).toEqual(
      [],
    );
    expect(issues(lesson({ contentType: 'pdf', videoSource: 'file', file: pdf }))).toEqual([]);
    expect(issues(lesson({ contentType: 'video', videoSource: 'file', file: null }))).toEqual([
      { path: ['file'], message: lessonMessages.videoFile },
    ]);
  });

  it('keeps the file of a video by file and of a PDF, and drops a file a text lesson does not use', () => {
    const video = lesson({ contentType: 'video', videoSource: 'file', file: mp4 });
    expect(video.success && video.data.file).toBe(mp4);
    const document = lesson({ contentType: 'pdf', file: pdf });
    expect(document.success && document.data.file).toBe(pdf);
    const text = lesson({ contentType: 'text', body: 'Hola', videoSource: 'file', file: mp4 });
    expect(text.success && text.data.file).toBeNull();
    const link = lesson({ contentType: 'video', videoSource: 'link', link: 'https://youtu.be/x', file: mp4 });
    expect(link.success && link.data.file).toBeNull();
  });

  it('opens a stored PDF as a PDF with the link source, and a stored video file with the file source', () => {
    const stored = { title: 'L', body: null, duration_minutes: null, media_url: 'storage://lms-media/a/b' };
    expect(lessonFormValues({ ...stored, content_type: 'pdf' }).videoSource).toBe('link');
    expect(lessonFormValues({ ...stored, content_type: 'video' }).videoSource).toBe('file');
  });
});

describe('assignment target', () => {
  it('needs a collaborator only when assigning to a collaborator', () => {
    expect(
      issues(assignmentSchema.safeParse({ ...emptyAssignmentForm, target: 'company', companyId: 'c1' })),
    ).toEqual([]);
    expect(
      issues(
        assignmentSchema.safeParse({ ...emptyAssignmentForm, target: 'collaborator', companyId: 'c1' }),
      ).map((i) => i.path),
    ).toEqual([['profileId']]);
  });

  it('refuses a due date with a five-digit year or a time, which Date.parse would accept', () => {
    const due = (dueDate: string) =>
      assignmentSchema.safeParse({ ...emptyAssignmentForm, target: 'company', companyId: 'c1', dueDate })
        .success;
    expect(due('12026-05-31')).toBe(false);
    expect(due('2026-05-31T10:00')).toBe(false);
    expect(due('2026-05-31')).toBe(true);
  });
});
