// The DC-3 at issue time: the database refuses a certificate without the worker's apellido paterno,
// nombre(s) or CURP (the apellido materno may be absent) or without the employer's valid RFC, with a
// Spanish message for the admin; the automatic issue on completion skips it instead of failing the
// learner's lesson or quiz, and the progress view says why. What the DC-3 prints (agente capacitador,
// instructor, signatories, employer) is copied onto the certificate, so later edits leave it unchanged.
import { randomUUID } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { DEMO, untyped, usePortalGateway } from './helpers';
import {
  ONE_QUESTION,
  buildCourse,
  completeLessons,
  newCollaborator,
  testCurp,
  testRfc,
  type BuiltCourse,
  type Person,
} from './lms-fixtures';

const env = usePortalGateway();
const admin = () => env.as(DEMO.admin.uid);
const db = () => untyped(env.service);

async function must<T = unknown>(
  promise: PromiseLike<{ data: unknown; error: { message: string } | null }>,
): Promise<T> {
  const { data, error } = await promise;
  if (error) throw new Error(error.message);
  return data as T;
}

const companyOf = (id: string) =>
  must<{ name: string; rfc: string }>(db().from('companies').select('name, rfc').eq('id', id).single());

async function newCompany(fields: Record<string, unknown> = {}): Promise<string> {
  const id = randomUUID();
  await must(
    db()
      .from('companies')
      .insert({ id, name: `Empresa DC-3 ${id.slice(0, 8)}`, rfc: testRfc(), ...fields }),
  );
  return id;
}

/** A collaborator of `company` who completed a one-lesson course of its own. */
async function completedCourse(company: string | null, dc3: { curp?: string | null } = {}) {
  const person = await newCollaborator(env, company, dc3);
  const course = await buildCourse(env, { lessons: 1, assign: [{ profile: person.profile }] });
  await completeLessons(person.client, course.id, course.lessons, person.profile);
  return { person, course };
}

const certificatesOf = async (person: Person, course: BuiltCourse) =>
  must(
    db().from('certificates').select('*').eq('profile_id', person.profile).eq('course_id', course.id),
  ) as Promise<Record<string, unknown>[]>;

const blockerOf = async (person: Person, course: BuiltCourse) =>
  (
    await must<{ certificate_blocker: string | null }>(
      admin()
        .from('course_progress')
        .select('completed, certificate_id, certificate_blocker')
        .eq('profile_id', person.profile)
        .eq('course_id', course.id)
        .single(),
    )
  ).certificate_blocker;

const issue = (person: Person, course: BuiltCourse) =>
  admin().rpc('issue_certificate', { p_profile_id: person.profile, p_course_id: course.id });

const setProfile = (person: Person, fields: Record<string, unknown>) =>
  must(db().from('profiles').update(fields).eq('id', person.profile));

describe('DC-3 data refused at issue time', () => {
  it('skips the automatic issue without a CURP, says why, refuses the admin, and issues once it is there', async () => {
    const { person, course } = await completedCourse(await newCompany(), { curp: null });
    const message =
      'No se puede emitir la constancia DC-3: faltan datos del trabajador (CURP). Complétalos en Usuarios y vuelve a emitirla.';
    // The lesson was recorded (the learner's step did not fail) and no certificate exists.
    expect(await certificatesOf(person, course)).toEqual([]);
    expect(await blockerOf(person, course)).toBe(message);

    const refused = await issue(person, course);
    expect(refused.error?.message).toBe(message);
    expect(refused.error?.code).toBe('23514');
    expect(await certificatesOf(person, course)).toEqual([]);

    const curp = testCurp();
    await setProfile(person, { curp });
    const issued = await issue(person, course);
    expect(issued.error).toBeNull();
    expect(issued.data?.curp).toBe(curp);
    expect(await blockerOf(person, course)).toBeNull();
  });

  it('names every missing part: apellido paterno and nombre(s)', async () => {
    const { person, course } = await completedCourse(await newCompany());
    // The certificate was issued on completion; revoke it and clear the name to issue again.
    const [cert] = await certificatesOf(person, course);
    await must(
      admin().from('certificates').update({ revoked_reason: 'Nombre erróneo' }).eq('id', String(cert.id)),
    );
    await setProfile(person, { given_names: null, last_name_paternal: null, last_name_maternal: null });
    const refused = await issue(person, course);
    expect(refused.error?.message).toBe(
      'No se puede emitir la constancia DC-3: faltan datos del trabajador (apellido paterno, nombre(s)). Complétalos en Usuarios y vuelve a emitirla.',
    );
  });

  it('issues to a worker with a single surname (no apellido materno)', async () => {
    const { person, course } = await completedCourse(await newCompany());
    const [cert] = await certificatesOf(person, course);
    expect(cert).toMatchObject({
      worker_given_names: 'Persona',
      worker_last_name_maternal: null,
      revoked_at: null,
    });
    expect(cert.worker_last_name_paternal).toMatch(/^colab-/);
  });

  it('refuses an employer without RFC, with a generic RFC or with an impossible date in it', async () => {
    for (const [rfc, reason] of [
      [null, 'no tiene RFC registrado. Agrégalo en Perfiles Cliente y vuelve a emitirla.'],
      [
        'XAXX010101000',
        '(XAXX010101000) no es válido; la constancia pide el RFC con homoclave de la empresa.',
      ],
      ['ABC991332AB1', '(ABC991332AB1) no es válido; la constancia pide el RFC con homoclave de la empresa.'],
    ] as const) {
      const company = await newCompany({ rfc });
      const { name } = await companyOf(company);
      const { person, course } = await completedCourse(company);
      expect(await certificatesOf(person, course)).toEqual([]);
      const expected = `No se puede emitir la constancia DC-3: ${
        rfc === null
          ? `la empresa ${String(name)} ${reason}`
          : `el RFC de la empresa ${String(name)} ${reason}`
      }`;
      expect(await blockerOf(person, course)).toBe(expected);
      expect((await issue(person, course)).error?.message).toBe(expected);
    }
  });

  it('records a passing quiz without a CURP and leaves the certificate for later', async () => {
    const person = await newCollaborator(env, await newCompany(), { curp: null });
    const course = await buildCourse(env, {
      lessons: 1,
      quiz: { passing: 100, maxAttempts: null, questions: [ONE_QUESTION] },
      assign: [{ profile: person.profile }],
    });
    await completeLessons(person.client, course.id, course.lessons, person.profile);
    const [question] = course.questions;
    const attempt = await person.client.rpc('submit_quiz_attempt', {
      p_course_id: course.id,
      p_answers: { [question.id]: [question.options['Sí']] },
    });
    expect(attempt.error).toBeNull();
    expect(attempt.data?.passed).toBe(true);
    expect(await certificatesOf(person, course)).toEqual([]);
    expect(await blockerOf(person, course)).toContain('(CURP)');
  });
});

describe('DC-3 data copied at issue time', () => {
  it('copies the external agent, the instructor and the signatories, and keeps them after edits', async () => {
    const company = await newCompany({
      legal_representative: 'Roberto Alfaro Medina',
      workers_representative: 'Juana Torres Salinas',
    });
    const person = await newCollaborator(env, company);
    const course = await buildCourse(env, { lessons: 1, assign: [{ profile: person.profile }] });
    await must(
      db()
        .from('courses')
        .update({
          instructor_name: 'Ing. Laura Castillo Reyes',
          training_agent_type: 'external',
          external_agent_name: 'Capacitación Industrial del Norte S.C.',
          external_agent_registration: 'CIN090312AB5-0013',
        })
        .eq('id', course.id),
    );
    await completeLessons(person.client, course.id, course.lessons, person.profile);
    const [cert] = await certificatesOf(person, course);
    const { rfc, name } = await companyOf(company);
    const issued = {
      company_name: name,
      company_rfc: rfc,
      training_agent: 'Capacitación Industrial del Norte S.C.',
      training_agent_type: 'external',
      training_agent_registration: 'CIN090312AB5-0013',
      instructor_name: 'Ing. Laura Castillo Reyes',
      employer_representative: 'Roberto Alfaro Medina',
      workers_representative: 'Juana Torres Salinas',
      thematic_area: '6000',
    };
    expect(cert).toMatchObject(issued);

    await must(
      db()
        .from('courses')
        .update({
          instructor_name: 'Otro Instructor',
          training_agent_type: 'internal',
          external_agent_name: null,
          external_agent_registration: null,
          thematic_area: '1000',
        })
        .eq('id', course.id),
    );
    await must(
      db()
        .from('companies')
        .update({ name: `${String(name)} Renombrada`, rfc: testRfc(), legal_representative: 'Otra Persona' })
        .eq('id', company),
    );
    expect((await certificatesOf(person, course))[0]).toMatchObject(issued);
  });

  it('names the employer as the agent of an internal instructor, and the provider for its own staff', async () => {
    const company = await newCompany();
    const { name } = await companyOf(company);
    const employed = await completedCourse(company);
    expect((await certificatesOf(employed.person, employed.course))[0]).toMatchObject({
      training_agent: name,
      training_agent_type: 'internal',
      training_agent_registration: null,
      instructor_name: 'Instructor de prueba',
      employer_representative: null,
    });

    const own = await completedCourse(null);
    expect((await certificatesOf(own.person, own.course))[0]).toMatchObject({
      company_id: null,
      company_name: 'Servicios Integrales del Portal S.A. de C.V.',
      company_rfc: 'SIP000101AA1',
      training_agent: 'Servicios Integrales del Portal S.A. de C.V.',
      training_agent_type: 'internal',
    });
  });

  it('refuses an external agent without its name or STPS registration, and an internal one with them', async () => {
    const course = await buildCourse(env, { lessons: 1 });
    for (const fields of [
      { training_agent_type: 'external', external_agent_name: 'Agente', external_agent_registration: null },
      { training_agent_type: 'external', external_agent_name: ' ', external_agent_registration: 'R-1' },
      { training_agent_type: 'internal', external_agent_name: 'Agente', external_agent_registration: null },
      { training_agent_type: 'otro' },
    ]) {
      const res = await admin().from('courses').update(fields).eq('id', course.id);
      expect(res.error?.code, JSON.stringify(fields)).toBe('23514');
    }
  });
});

describe('ocupación específica from the catalogue', () => {
  const profileOccupation = async (person: Person) =>
    (
      await must<{ occupation: string | null }>(
        db().from('profiles').select('occupation').eq('id', person.profile).single(),
      )
    ).occupation;

  it("refuses the admin's save of a key out of the catalogue in Spanish and keeps the stored key", async () => {
    const person = await newCollaborator(env, await newCompany(), { occupation: '04.4' });
    for (const occupation of ['12.1', 'Soldador']) {
      const res = await admin().from('profiles').update({ occupation }).eq('id', person.profile);
      expect(res.error?.code, occupation).toBe('23514');
      expect(res.error?.message).toBe(
        `La ocupación «${occupation}» no está en el Catálogo Nacional de Ocupaciones de la constancia DC-3: elige un área o subárea del catálogo.`,
      );
    }
    expect(await profileOccupation(person)).toBe('04.4');
    const saved = await admin().from('profiles').update({ occupation: '07.1' }).eq('id', person.profile);
    expect(saved.error).toBeNull();
    expect(await profileOccupation(person)).toBe('07.1');
  });

  it('copies the key and its name onto the certificate, which keeps them after the profile changes', async () => {
    const person = await newCollaborator(env, await newCompany(), { occupation: '09.4' });
    const course = await buildCourse(env, { lessons: 1, assign: [{ profile: person.profile }] });
    await completeLessons(person.client, course.id, course.lessons, person.profile);
    const [cert] = await certificatesOf(person, course);
    expect(cert.occupation).toBe('09.4 Protección de bienes y/o personas');

    await must(admin().from('profiles').update({ occupation: '08.2' }).eq('id', person.profile));
    expect((await certificatesOf(person, course))[0].occupation).toBe(
      '09.4 Protección de bienes y/o personas',
    );
    // Issued again by the admin after a revocation, it copies the profile as it is now.
    await must(
      admin()
        .from('certificates')
        .update({ revoked_reason: 'Ocupación corregida' })
        .eq('id', String(cert.id)),
    );
    const reissued = await issue(person, course);
    expect(reissued.error).toBeNull();
    expect(reissued.data?.occupation).toBe('08.2 Administración');
  });

  it('copies no occupation for a worker without one', async () => {
    const { person, course } = await completedCourse(await newCompany());
    expect((await certificatesOf(person, course))[0].occupation).toBeNull();
  });
});
