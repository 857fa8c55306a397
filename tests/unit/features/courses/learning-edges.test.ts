import { describe, expect, it } from 'vitest';

import type { LessonProgress } from '@/features/courses/api/get-lesson-progress';
import { courseAction, isCourseComplete, isOverdue, localDay } from '@/features/courses/utils/course-state';
import { QUIZ_STEP, resumeStep } from '@/features/courses/utils/resume';
import { videoSource } from '@/features/courses/utils/video-embed';

const ID = 'dQw4w9WgX-_';
const youtube = {
  kind: 'embed',
  provider: 'youtube',
  src: `https://www.youtube-nocookie.com/embed/${ID}?enablejsapi=1`,
  page: `https://www.youtube.com/watch?v=${ID}`,
};

describe('videoSource: YouTube', () => {
  it('reads the id from watch, embed, shorts, live and short links on every host form', () => {
    for (const link of [
      `https://www.youtube.com/watch?v=${ID}&t=30`,
      `https://m.youtube.com/watch?v=${ID}`,
      `https://youtube.com/embed/${ID}?start=5`,
      `https://www.youtube-nocookie.com/embed/${ID}`,
      `https://youtube.com/live/${ID}`,
      `https://youtu.be/${ID}/extra`,
      `  https://youtu.be/${ID}  `,
    ]) {
      expect(videoSource(link), link).toEqual(youtube);
    }
  });

  it('refuses ids that are not 11 characters of the YouTube alphabet', () => {
    for (const link of [
      'https://youtu.be/dQw4w9WgXc',
      'https://youtu.be/dQw4w9WgXcQQ',
      'https://www.youtube.com/watch?v=dQw4w9WgXc!',
      'https://www.youtube.com/embed/%20Qw4w9WgXcQ',
    ]) {
      expect(videoSource(link), link).toEqual({ kind: 'invalid' });
    }
  });

  it('plays other YouTube pages and look-alike hosts as plain links, not embeds', () => {
    expect(videoSource('https://www.youtube.com/playlist?list=PL1')).toEqual({
      kind: 'file',
      src: 'https://www.youtube.com/playlist?list=PL1',
    });
    expect(videoSource(`https://www.youtube.com.evil.test/watch?v=${ID}`).kind).toBe('file');
    expect(videoSource(`https://notyoutube.com/watch?v=${ID}`).kind).toBe('file');
  });
});

describe('videoSource: Vimeo, files and invalid values', () => {
  it('reads Vimeo ids from page and player links', () => {
    const vimeo = {
      kind: 'embed',
      provider: 'vimeo',
      src: 'https://player.vimeo.com/video/76979871?dnt=1',
      page: 'https://vimeo.com/76979871',
    };
    expect(videoSource('https://www.vimeo.com/channels/staff/76979871')).toEqual(vimeo);
    expect(videoSource('https://vimeo.com/76979871/')).toEqual(vimeo);
    expect(videoSource('https://player.vimeo.com/video/76979871?h=abc')).toEqual(vimeo);
    expect(videoSource('https://vimeo.com/canal')).toEqual({ kind: 'invalid' });
    expect(videoSource('https://vimeo.com/7697a')).toEqual({ kind: 'invalid' });
    expect(videoSource('https://player.vimeo.com/embed/1').kind).toBe('file');
    expect(videoSource('https://vimeo.com/').kind).toBe('file');
  });

  it('keeps stored files as references and refuses blanks and non-https links', () => {
    expect(videoSource(' storage://lms-media/c/v.mp4 ')).toEqual({
      kind: 'storage',
      reference: 'storage://lms-media/c/v.mp4',
    });
    expect(videoSource(null)).toEqual({ kind: 'invalid' });
    expect(videoSource(undefined)).toEqual({ kind: 'invalid' });
    expect(videoSource('ftp://cdn.test/v.mp4')).toEqual({ kind: 'invalid' });
  });
});

const row = {
  lessons_total: 3,
  lessons_completed: 3,
  has_quiz: false,
  quiz_passed: null as boolean | null,
  completed: true as boolean | null,
  certificate_code: null as string | null,
  attempts_used: 0,
  last_activity_at: null as string | null,
  due_date: null as string | null,
};

describe('course state', () => {
  it("is complete by the view's one rule (course_progress.completed), as the admin's report reads it", () => {
    expect(isCourseComplete(row)).toBe(true);
    expect(isCourseComplete({ ...row, completed: false })).toBe(false);
    expect(isCourseComplete({ ...row, completed: null })).toBe(false);
  });

  it('continues a course with a lesson done, a quiz attempt or any activity', () => {
    const fresh = { ...row, lessons_completed: 0, completed: false };
    expect(courseAction(fresh)).toBe('start');
    expect(courseAction({ ...fresh, lessons_completed: null, attempts_used: null })).toBe('start');
    expect(courseAction({ ...fresh, lessons_completed: 1 })).toBe('continue');
    expect(courseAction({ ...fresh, attempts_used: 1 })).toBe('continue');
    expect(courseAction({ ...fresh, last_activity_at: '2026-03-01T10:00:00Z' })).toBe('continue');
    expect(courseAction(row)).toBe('review');
  });

  it('counts days in local time and is overdue only with a past due day', () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 10, 25))).toBe('2026-11-25');
    const open = { ...row, lessons_completed: 1, completed: false };
    expect(isOverdue({ ...open, due_date: null }, new Date(2030, 0, 1))).toBe(false);
    expect(isOverdue({ ...open, due_date: '2026-01-05' }, new Date(2026, 0, 5, 23, 59))).toBe(false);
    expect(isOverdue({ ...open, due_date: '2026-01-05' }, new Date(2026, 0, 6))).toBe(true);
    expect(isOverdue({ ...row, due_date: '2026-01-05' }, new Date(2026, 0, 6))).toBe(false);
  });
});

describe('resumeStep', () => {
  const lessons = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
  const progress = (
    lesson_id: string,
    last_viewed_at: string | null,
    completed_at: string | null = null,
  ): LessonProgress => ({
    lesson_id,
    // The column is NOT NULL; resumeStep still guards against a missing value, which null stands for here.
    last_viewed_at: last_viewed_at as string,
    completed_at,
  });

  it('opens the lesson viewed last, ignoring lessons of other courses and rows never viewed', () => {
    const rows = [
      progress('b', '2026-01-03T10:00:00Z'),
      progress('c', '2026-01-05T10:00:00Z'),
      progress('a', '2026-01-04T10:00:00Z'),
      progress('a', null),
      progress('otra', '2026-02-01T00:00:00Z'),
    ];
    expect(resumeStep(lessons, rows, null, false)).toBe('c');
    expect(resumeStep(lessons, rows, 'otra', false)).toBe('c');
  });

  it('else opens the first incomplete lesson, the first one, or the quiz of a course without lessons', () => {
    const done = (id: string) => progress(id, null, '2026-01-01T00:00:00Z');
    expect(resumeStep(lessons, [done('a')], null, true)).toBe('b');
    expect(resumeStep(lessons, [done('a'), done('b'), done('c')], null, true)).toBe('a');
    expect(resumeStep([], [], null, true)).toBe(QUIZ_STEP);
    expect(resumeStep([], [], null, false)).toBeNull();
    expect(resumeStep([], [], QUIZ_STEP, true)).toBe(QUIZ_STEP);
  });
});

describe('resumeStep and video links, further edges', () => {
  it('counts as done only lessons with a completion, not those merely started', () => {
    const started = { lesson_id: 'a', last_viewed_at: null as unknown as string, completed_at: null };
    expect(resumeStep([{ id: 'a' }, { id: 'b' }], [started], null, false)).toBe('a');
  });

  it('embeds only the YouTube and Vimeo hosts themselves and their own paths', () => {
    const file = (link: string) => ({ kind: 'file', src: new URL(link).href });
    for (const link of [
      'https://youtube.m.com/watch?v=abcdefghijk',
      'https://www.youtube.com/channel/embed/abcdefghijk',
      'https://vimeo.www.com/123456',
      'https://cdn.example.com/video/42.mp4',
      'https://player.vimeo.com/x/video/42',
    ])
      expect(videoSource(link), link).toEqual(file(link));
  });
});
