import { describe, expect, it } from 'vitest';

import {
  assignmentMessages,
  assignmentSchema,
  emptyAssignmentForm,
} from '@/features/courses/utils/assignment-form';
import {
  courseErrorTexts,
  deleteCourseErrorText,
  isForeignKeyError,
  isUniqueError,
} from '@/features/courses/utils/course-errors';
import { courseMessages, courseSchema, emptyCourseForm } from '@/features/courses/utils/course-form';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`));

describe('assignment form', () => {
  const assign = (values: Partial<typeof emptyAssignmentForm>) =>
    assignmentSchema.safeParse({ ...emptyAssignmentForm, ...values });

  it('asks for the collaborator or the company the chosen target needs', () => {
    expect(messagesOf(assign({}))).toEqual([`profileId: ${assignmentMessages.collaborator}`]);
    expect(messagesOf(assign({ target: 'company', profileId: 'p1' }))).toEqual([
      `companyId: ${assignmentMessages.company}`,
    ]);
  });

  it('sends only the chosen target, and no due date when blank', () => {
    expect(assign({ profileId: 'p1', companyId: 'c1' }).data).toEqual({
      profileId: 'p1',
      companyId: null,
      dueDate: null,
    });
    expect(
      assign({ target: 'company', profileId: 'p1', companyId: 'c1', dueDate: ' 2026-05-31 ' }).data,
    ).toEqual({
      profileId: null,
      companyId: 'c1',
      dueDate: '2026-05-31',
    });
  });

  it('takes a due date only as a real YYYY-MM-DD day', () => {
    for (const dueDate of ['2026-5-31', '31/05/2026', '2026-13-01', 'x2026-05-31', '2026-05-311']) {
      expect(messagesOf(assign({ profileId: 'p1', dueDate }))).toEqual([
        `dueDate: ${assignmentMessages.dueDate}`,
      ]);
    }
  });
});

describe('course errors', () => {
  it('recognises foreign-key and unique-key refusals by their code only', () => {
    expect(isForeignKeyError({ code: '23503' })).toBe(true);
    expect(isForeignKeyError({ code: '23505' })).toBe(false);
    expect(isForeignKeyError(null)).toBe(false);
    expect(isForeignKeyError('23503')).toBe(false);
    expect(isUniqueError({ code: '23505' })).toBe(true);
    expect(isUniqueError({ code: '23503' })).toBe(false);
    expect(isUniqueError(undefined)).toBe(false);
  });

  it('explains a delete refused by issued certificates, else shows the message as it comes', () => {
    expect(deleteCourseErrorText({ code: '23503', message: 'violates foreign key' })).toBe(
      courseErrorTexts.hasCertificates,
    );
    const publish = 'No se puede publicar el curso: no tiene lecciones.';
    expect(deleteCourseErrorText({ code: 'P0001', message: publish })).toBe(publish);
    expect(courseErrorTexts.alreadyAssigned('Constructora Alfa')).toBe(
      'Este curso ya está asignado a Constructora Alfa.',
    );
  });
});

describe('course form', () => {
  const valid = {
    ...emptyCourseForm,
    title: 'Trabajo en alturas',
    estimatedHours: '8',
    thematicArea: '6000',
    instructorName: 'Ing. Ruiz',
  };
  const course = (values: Partial<typeof emptyCourseForm>) => courseSchema.safeParse({ ...valid, ...values });

  it('trims the texts and sends a blank description as null', () => {
    expect(course({ title: '  Alturas ', description: '   ', instructorName: ' Ing. Ruiz ' }).data).toEqual({
      title: 'Alturas',
      description: null,
      estimatedHours: 8,
      thematicArea: '6000',
      instructorName: 'Ing. Ruiz',
      trainingAgentType: 'internal',
      externalAgentName: null,
      externalAgentRegistration: null,
      cover: null,
      published: false,
    });
    expect(course({ description: ' Curso básico ' }).data?.description).toBe('Curso básico');
  });

  it('needs a title of at most 200 characters, a catalogue area and an instructor', () => {
    expect(messagesOf(course({ title: ' ' }))).toEqual([`title: ${courseMessages.title}`]);
    expect(course({ title: 'a'.repeat(200) }).success).toBe(true);
    expect(messagesOf(course({ title: 'a'.repeat(201) }))).toEqual([`title: ${courseMessages.titleLength}`]);
    expect(messagesOf(course({ thematicArea: '6001' }))).toEqual([`thematicArea: ${courseMessages.area}`]);
    expect(messagesOf(course({ thematicArea: '' }))).toEqual([`thematicArea: ${courseMessages.area}`]);
    expect(messagesOf(course({ instructorName: '  ' }))).toEqual([
      `instructorName: ${courseMessages.instructor}`,
    ]);
    expect(messagesOf(course({ trainingAgentType: 'otro' }))).toEqual([
      `trainingAgentType: ${courseMessages.agentType}`,
    ]);
  });

  it('needs an external agent’s name and STPS registration, and drops them for an internal one', () => {
    expect(messagesOf(course({ trainingAgentType: 'external', externalAgentName: ' ' }))).toEqual([
      `externalAgentName: ${courseMessages.agentName}`,
      `externalAgentRegistration: ${courseMessages.agentRegistration}`,
    ]);
    expect(
      course({
        trainingAgentType: 'external',
        externalAgentName: ' Capacitación del Norte S.C. ',
        externalAgentRegistration: 'CIN090312AB5-0013',
      }).data,
    ).toMatchObject({
      trainingAgentType: 'external',
      externalAgentName: 'Capacitación del Norte S.C.',
      externalAgentRegistration: 'CIN090312AB5-0013',
    });
    expect(
      course({ externalAgentName: 'Capacitación del Norte S.C.', externalAgentRegistration: 'X-1' }).data,
    ).toMatchObject({
      trainingAgentType: 'internal',
      externalAgentName: null,
      externalAgentRegistration: null,
    });
  });

  it('takes hours above 0, up to 9999, with one decimal (point or comma)', () => {
    const hours = (estimatedHours: string) => course({ estimatedHours }).data?.estimatedHours;
    expect(hours('1')).toBe(1);
    expect(hours('0,5')).toBe(0.5);
    expect(hours('12.5')).toBe(12.5);
    expect(hours(' 9999 ')).toBe(9999);
    for (const bad of ['0', '0.0', '10000', '1.55', '1.', ',5', 'x1', '1x', '', '-1']) {
      expect(messagesOf(course({ estimatedHours: bad }))).toEqual([
        `estimatedHours: ${courseMessages.hours}`,
      ]);
    }
  });

  it('takes a PNG, JPEG or WebP cover', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp']) {
      expect(course({ cover: new File(['x'], 'portada', { type }) }).success).toBe(true);
    }
    expect(messagesOf(course({ cover: new File(['x'], 'portada.gif', { type: 'image/gif' }) }))).toEqual([
      `cover: ${courseMessages.cover}`,
    ]);
  });
});
