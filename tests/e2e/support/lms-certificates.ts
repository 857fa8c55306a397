// Fixtures of the DC-3 certificate journey: a company (with RFC and its DC-3 signatories) and a
// collaborator (with CURP, puesto and ocupación) of this run, a published one-lesson course assigned to it
// (its agente capacitador is filled in the course editor by the journey), the collaborator completing the
// lesson with its OWN token (so the database issues the certificate as it would in the app), and the
// PDF text reader.
import { createRequire } from 'node:module';
import path from 'node:path';

import { createCompany, createUser, idToken, serviceRest, type TestUser } from './fixtures';
import type { StackInfo } from './stack-info';

export interface CertificateJourney {
  company: {
    id: string;
    name: string;
    rfc: string;
    legalRepresentative: string;
    workersRepresentative: string;
  };
  /** fullName as the screens show it; dc3Name in the DC-3's order (apellido paterno, materno, nombre(s)). */
  worker: TestUser & { fullName: string; dc3Name: string; curp: string };
  course: { id: string; title: string; hours: number; lessonId: string };
  /** What the admin enters in the course editor: an external agent, its STPS registration, the instructor. */
  agent: { name: string; registration: string; instructor: string };
}

/** An RFC with homoclave and a real date, unique per run (letters and date from the tag's hex digits). */
function runRfc(tag: string): string {
  const n = parseInt(tag, 16);
  const pad = (v: number) => String(v).padStart(2, '0');
  const letter = (v: number) => String.fromCharCode(65 + (v % 26));
  const date = `${pad(n % 100)}${pad((n % 12) + 1)}${pad((n % 28) + 1)}`;
  return `D${letter(n)}${letter(Math.floor(n / 26))}${date}${tag.slice(0, 3).toUpperCase()}`;
}

export async function createCertificateJourney(stack: StackInfo, tag: string): Promise<CertificateJourney> {
  const rfc = runRfc(tag);
  const legalRepresentative = `Roberto Alfaro ${tag}`;
  const workersRepresentative = `Juana Torres ${tag}`;
  const base = await createCompany(stack, `Constructora Ñandú ${tag}`);
  await serviceRest(stack, `companies?id=eq.${base.id}`, {
    method: 'PATCH',
    body: { rfc, legal_representative: legalRepresentative, workers_representative: workersRepresentative },
  });
  const fullName = `Sofía ${tag} Ramírez Núñez`;
  const dc3Name = `Ramírez Núñez Sofía ${tag}`;
  const curp = 'RANS900101MDFMXF09';
  const user = await createUser(stack, { role: 'collaborator', companyId: base.id, fullName });
  await serviceRest(stack, `profiles?id=eq.${user.profileId}`, {
    method: 'PATCH',
    body: {
      curp,
      job_title: 'Supervisora de obra',
      given_names: `Sofía ${tag}`,
      last_name_paternal: 'Ramírez',
      last_name_maternal: 'Núñez',
    },
  });
  const title = `Trabajo seguro en andamios ${tag}`;
  const [course] = await serviceRest<{ id: string }[]>(stack, 'courses', {
    method: 'POST',
    body: { title, estimated_hours: 6, thematic_area: '6000', instructor_name: 'Por definir' },
  });
  const [mod] = await serviceRest<{ id: string }[]>(stack, 'course_modules', {
    method: 'POST',
    body: { course_id: course.id, title: 'Módulo único', position: 1 },
  });
  const [lesson] = await serviceRest<{ id: string }[]>(stack, 'lessons', {
    method: 'POST',
    body: {
      course_id: course.id,
      module_id: mod.id,
      title: 'Lección única',
      content_type: 'text',
      body: 'Texto.',
    },
  });
  await serviceRest(stack, `courses?id=eq.${course.id}`, { method: 'PATCH', body: { published: true } });
  await serviceRest(stack, 'course_assignments', {
    method: 'POST',
    body: { course_id: course.id, profile_id: user.profileId },
  });
  return {
    company: { ...base, rfc, legalRepresentative, workersRepresentative },
    worker: { ...user, fullName, dc3Name, curp },
    course: { id: course.id, title, hours: 6, lessonId: lesson.id },
    agent: {
      name: `Capacitadora Ágil ${tag} S.C.`,
      registration: `CAG010101AB1-${tag.slice(0, 4).toUpperCase()}`,
      instructor: `Ing. Laura Castillo ${tag}`,
    },
  };
}

/** The collaborator completes the course's lesson through the API; returns the certificate code issued. */
export async function completeCourse(stack: StackInfo, journey: CertificateJourney): Promise<string> {
  const token = await idToken(stack, journey.worker);
  const res = await fetch(`${stack.apiUrl}/rest/v1/lesson_progress?on_conflict=profile_id,lesson_id`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Prefer: 'resolution=merge-duplicates,return=minimal',
    },
    body: JSON.stringify({
      lesson_id: journey.course.lessonId,
      profile_id: journey.worker.profileId,
      course_id: journey.course.id,
      completed_at: new Date().toISOString(),
    }),
  });
  if (!res.ok) throw new Error(`lesson_progress -> ${res.status}: ${await res.text()}`);
  const certs = await serviceRest<{ code: string }[]>(
    stack,
    `certificates?select=code&profile_id=eq.${journey.worker.profileId}&course_id=eq.${journey.course.id}`,
  );
  if (certs.length !== 1) throw new Error(`expected one certificate, got ${certs.length}`);
  return certs[0].code;
}

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** A PDF's text (all pages, whitespace collapsed), read with pdfjs-dist's Node build. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await pdfjs.getDocument({ data: bytes, standardFontDataUrl, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}
