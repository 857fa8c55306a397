import { describe, expect, it } from 'vitest';

import { courseAction, isOverdue } from '@/features/courses/utils/course-state';
import { QUIZ_STEP, resumeStep } from '@/features/courses/utils/resume';
import { videoSource } from '@/features/courses/utils/video-embed';

const lessons = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
const p = (lesson_id: string, last_viewed_at: string, completed_at: string | null = null) => ({
  lesson_id,
  last_viewed_at,
  completed_at,
});

describe('resumeStep', () => {
  it('prefers a valid ?leccion, then the last viewed, then the first incomplete', () => {
    expect(resumeStep(lessons, [], 'c', true)).toBe('c');
    expect(resumeStep(lessons, [], QUIZ_STEP, true)).toBe(QUIZ_STEP);
    expect(resumeStep(lessons, [], QUIZ_STEP, false)).toBe('a');
    expect(resumeStep(lessons, [p('a', '2026-01-02'), p('b', '2026-01-03')], 'ajena', true)).toBe('b');
    expect(resumeStep(lessons, [p('zz', '2026-02-01')], null, true)).toBe('a');
    expect(resumeStep([], [], null, true)).toBe(QUIZ_STEP);
  });
});

describe('videoSource', () => {
  it('embeds YouTube and Vimeo privately, signs stored files, refuses anything else', () => {
    const youtube = {
      kind: 'embed',
      provider: 'youtube',
      src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?enablejsapi=1',
      page: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    };
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ')).toEqual(youtube);
    expect(videoSource('https://www.youtube.com/shorts/dQw4w9WgXcQ')).toEqual(youtube);
    expect(videoSource('https://vimeo.com/76979871')).toEqual({
      kind: 'embed',
      provider: 'vimeo',
      src: 'https://player.vimeo.com/video/76979871?dnt=1',
      page: 'https://vimeo.com/76979871',
    });
    expect(videoSource('storage://lms-media/x/v.mp4')).toEqual({
      kind: 'storage',
      reference: 'storage://lms-media/x/v.mp4',
    });
    expect(videoSource('https://cdn.example.com/v.mp4')).toEqual({
      kind: 'file',
      src: 'https://cdn.example.com/v.mp4',
    });
    expect(videoSource('javascript:alert(1)')).toEqual({ kind: 'invalid' });
    expect(videoSource('http://youtube.com/watch?v=dQw4w9WgXcQ')).toEqual({ kind: 'invalid' });
    expect(videoSource('https://www.youtube.com/watch?v="><script>')).toEqual({ kind: 'invalid' });
  });
});

describe('course state', () => {
  const row = {
    lessons_total: 2,
    lessons_completed: 2,
    has_quiz: true,
    quiz_passed: false,
    completed: false,
    certificate_code: null,
    attempts_used: 0,
    last_activity_at: null,
    due_date: '2026-03-04',
  };
  it('is overdue only after the due day and while incomplete', () => {
    expect(isOverdue(row, new Date(2026, 2, 4, 23, 0))).toBe(false);
    expect(isOverdue(row, new Date(2026, 2, 5, 0, 30))).toBe(true);
    expect(isOverdue({ ...row, quiz_passed: true, completed: true }, new Date(2026, 2, 5))).toBe(false);
  });
  it('starts, continues or reviews', () => {
    expect(courseAction({ ...row, lessons_completed: 0 })).toBe('start');
    expect(courseAction(row)).toBe('continue');
    expect(courseAction({ ...row, has_quiz: false, completed: true })).toBe('review');
  });
});
