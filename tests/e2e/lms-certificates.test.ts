// DC-3 certificates end to end: the admin names the course's external agente capacitador, its STPS
// registration and the instructor in the course editor, and picks the worker's ocupación específica from
// the Catálogo Nacional de Ocupaciones in the user form; a collaborator of this run completes the course
// (its own API call) and the database issues the constancia; the collaborator downloads it in 'Mis
// Certificados' (the PDF's text is read back: every DC-3 field, the name in the format's order, the
// occupation's key and name, the period in Año/Mes/Día boxes); the
// admin exports the company's DC-4 layout for the plan period; anyone confirms the constancia at
// /verificar/<code> signed out; the admin revokes it in 'Constancias' and the verification says revocada.
// Client A sees its seeded constancia in 'Capacitación del personal', client B does not. Every screen
// passes checkScreen at 1440 and 390 px.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, screenshot, searchList, signIn, type TestStack } from './harness';
import { downloadedBytes } from './support/chromium';
import { checkScreen } from './support/a11y';
import { serviceRest, uniqueTag } from './support/fixtures';
import { choose } from './support/lms-admin';
import {
  completeCourse,
  createCertificateJourney,
  pdfText,
  type CertificateJourney,
} from './support/lms-certificates';

const TAG = uniqueTag();
const SEEDED_CODE = 'A1B2-C3D4-E5F6';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const OCCUPATION = '09.4 Protección de bienes y/o personas';

async function verifyPage(stack: TestStack, code: string, viewport = DESKTOP): Promise<Page> {
  const page = await stack.newPage(viewport);
  await page.goto(`/verificar/${code.toLowerCase()}`);
  return page;
}

describe('DC-3 certificates', { shuffle: false }, () => {
  let stack: TestStack;
  let journey: CertificateJourney;
  let code: string;
  beforeAll(async () => {
    stack = await joinStack();
    journey = await createCertificateJourney(stack, TAG);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  /** The admin's 'Editar Usuario' of the journey's worker, with the catalogue searched for `search`. */
  async function occupationSearched(page: Page, search: string) {
    await signIn(page, 'admin', DEMO_PASSWORD);
    await page.goto('/dashboard/admin/clientes?vista=usuarios');
    const email = journey.worker.email;
    await searchList(page, 'Buscar usuarios', email, {
      items: page.getByRole('button', { name: /^Editar / }),
      match: page.getByRole('button', { name: `Editar ${email}` }),
    });
    await page
      .getByRole('button', { name: `Editar ${email}` })
      .filter({ visible: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Editar Usuario' });
    const box = dialog.getByRole('combobox', { name: 'Ocupación específica' });
    await box.click();
    await box.fill(search);
    await page.getByRole('option', { name: OCCUPATION, exact: true }).waitFor();
    return dialog;
  }

  /** The DC-3 text of the journey's constancia, downloaded in 'Mis Certificados' at `viewport`. */
  async function downloadedDc3(viewport: typeof DESKTOP, screen: string): Promise<string> {
    const page = await stack.newPage(viewport);
    await signIn(page, journey.worker.email, DEMO_PASSWORD);
    await page.goto('/dashboard/collaborator/certificates');
    const card = page
      .getByRole('list', { name: 'Mis constancias' })
      .getByRole('listitem')
      .filter({ hasText: code });
    await card.getByText('Vigente').waitFor();
    await checkScreen(page, screen);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: /Descargar constancia/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`constancia-dc3-${code}.pdf`);
    const text = await pdfText(new Uint8Array(await downloadedBytes(download)));
    await page.context().close();
    return text;
  }

  it('the admin names the agente capacitador and the instructor in the course editor', async () => {
    const admin = await stack.newPage(DESKTOP);
    await signIn(admin, 'admin', DEMO_PASSWORD);
    await admin.goto(`/dashboard/admin/lms/cursos/${journey.course.id}`);
    const settings = admin.getByRole('region', { name: 'Datos del Curso' });
    await settings.getByLabel('Instructor o tutor').fill(journey.agent.instructor);
    await choose(admin, settings, 'Agente capacitador', 'Externo (registro STPS)');
    await settings.getByRole('button', { name: 'Guardar Curso' }).click();
    await settings.getByText('Ingresa el nombre del agente capacitador externo.').waitFor();
    await settings.getByLabel('Nombre del agente capacitador externo').fill(journey.agent.name);
    await settings.getByLabel('Número de registro STPS').fill(journey.agent.registration);
    // The refused save scrolled to the first field in error; the screen is checked as it opens.
    await admin.evaluate(() => window.scrollTo(0, 0));
    await checkScreen(admin, 'lms-course-dc3-fields-desktop');
    await settings.getByRole('button', { name: 'Guardar Curso' }).click();
    await admin.getByText('Curso guardado').first().waitFor();
    const [course] = await serviceRest<Record<string, unknown>[]>(
      stack,
      `courses?select=instructor_name,training_agent_type,external_agent_name,external_agent_registration&id=eq.${journey.course.id}`,
    );
    expect(course).toEqual({
      instructor_name: journey.agent.instructor,
      training_agent_type: 'external',
      external_agent_name: journey.agent.name,
      external_agent_registration: journey.agent.registration,
    });
    await admin.context().close();
  });

  it("the admin picks the worker's ocupación específica from the catalogue in the user form", async () => {
    const admin = await stack.newPage(DESKTOP);
    const dialog = await occupationSearched(admin, 'proteccion personas');
    await checkScreen(admin, 'lms-user-occupation-desktop');
    await admin.getByRole('option', { name: OCCUPATION, exact: true }).click();
    await expect
      .poll(() => dialog.getByRole('combobox', { name: 'Ocupación específica' }).inputValue())
      .toBe(OCCUPATION);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    const [profile] = await serviceRest<Record<string, unknown>[]>(
      stack,
      `profiles?select=occupation&id=eq.${journey.worker.profileId}`,
    );
    expect(profile).toEqual({ occupation: '09.4' });
    await admin.context().close();
    code = await completeCourse(stack, journey);
  });

  it('the collaborator downloads its constancia and its PDF holds every DC-3 field', async () => {
    const text = await downloadedDc3(DESKTOP, 'lms-my-certificates-desktop');
    for (const expected of [
      `Nombre (anotar apellido paterno, apellido materno y nombre(s)) ${journey.worker.dc3Name}`,
      `Clave Única de Registro de Población (CURP) ${journey.worker.curp}`,
      `Ocupación específica (Catálogo Nacional de Ocupaciones) ${OCCUPATION} Puesto`,
      'Puesto Supervisora de obra',
      `Nombre o razón social ${journey.company.name}`,
      `Registro Federal de Contribuyentes con homoclave (SHCP) ${journey.company.rfc}`,
      `Nombre del curso ${journey.course.title}`,
      'Duración en horas 6',
      'Área temática del curso 6000 Seguridad',
      `Nombre del agente capacitador o STPS ${journey.agent.name}`,
      `Registro STPS del agente capacitador ${journey.agent.registration}`,
      `${journey.agent.instructor} Instructor o tutor`,
      `${journey.company.legalRepresentative} Patrón o representante legal`,
      `${journey.company.workersRepresentative} Representante de los trabajadores`,
      code,
      `/verificar/${code}`,
    ]) {
      expect(text).toContain(expected);
    }
    // The period as the format boxes it: Año, Mes and Día of each date.
    expect(text).toMatch(
      /Duración en horas 6 Periodo de ejecución De Año \d{4} Mes \d{2} Día \d{2} a Año \d{4} Mes \d{2} Día \d{2} Área temática/,
    );
  });

  it("the admin exports the company's DC-4 layout for the plan period", async () => {
    const admin = await stack.newPage(DESKTOP);
    await signIn(admin, 'admin', DEMO_PASSWORD);
    await admin.goto('/dashboard/admin/lms/constancias');
    await admin.getByRole('button', { name: 'Exportar DC-4' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Exportar DC-4' });
    await choose(admin, dialog, 'Empresa', journey.company.name);
    await checkScreen(admin, 'lms-admin-dc4-dialog-desktop');
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Exportar' }).click(),
    ]);
    const year = new Date().getFullYear();
    expect(download.suggestedFilename()).toBe(
      `dc4-layout_${journey.company.rfc}_${year}-01-01_${year}-12-31.csv`,
    );
    const [header, row, ...rest] = new TextDecoder()
      .decode(await downloadedBytes(download))
      .trimEnd()
      .split('\r\n');
    expect(rest).toEqual([]);
    expect(header.split(',').slice(0, 8)).toEqual([
      'RFC_EMPRESA',
      'RAZON_SOCIAL',
      'PLAN_INICIO',
      'PLAN_TERMINO',
      'CURP',
      'APELLIDO_PATERNO',
      'APELLIDO_MATERNO',
      'NOMBRES',
    ]);
    expect(row).toContain(
      `${journey.company.rfc},${journey.company.name},${year}-01-01,${year}-12-31,${journey.worker.curp},Ramírez,Núñez,`,
    );
    // The occupation's key and its name in their own columns.
    expect(row).toContain(',09.4,Protección de bienes y/o personas,Supervisora de obra,');
    expect(row).toContain(`,6000,EXTERNO,${journey.agent.name},${journey.agent.registration},`);
    expect(row.endsWith(`,${code}`)).toBe(true);
    await admin.context().close();
  });

  it('the DC-3 downloaded on a phone (390 px) holds the same fields', async () => {
    const text = await downloadedDc3(PHONE, 'lms-my-certificates-phone');
    expect(text).toContain(
      `Nombre (anotar apellido paterno, apellido materno y nombre(s)) ${journey.worker.dc3Name}`,
    );
    expect(text).toContain(`Nombre del agente capacitador o STPS ${journey.agent.name}`);
    expect(text).toContain(`${journey.company.legalRepresentative} Patrón o representante legal`);
  });

  it('the verification says válida signed out; after the admin revokes it, revocada', async () => {
    const anon = await verifyPage(stack, code);
    await anon.getByText('Constancia válida').waitFor();
    expect(await anon.getByText(journey.worker.fullName).count()).toBe(1);
    await checkScreen(anon, 'lms-verify-valid-desktop');

    const admin = await stack.newPage(DESKTOP);
    await signIn(admin, 'admin', DEMO_PASSWORD);
    await admin.goto('/dashboard/admin/lms/constancias');
    await admin.getByRole('searchbox', { name: 'Buscar constancias' }).fill(code);
    const row = admin.getByRole('table', { name: 'Constancias' }).getByRole('row').filter({ hasText: code });
    await row.getByText('Vigente').waitFor();
    await expect
      .poll(() => admin.getByRole('table', { name: 'Constancias' }).getByRole('row').count())
      .toBe(2);
    await checkScreen(admin, 'lms-admin-certificates-desktop');
    await row.getByRole('button', { name: `Revocar constancia ${code}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Revocar Constancia' });
    await dialog.getByLabel('Motivo de la revocación').fill(`Prueba e2e ${TAG}`);
    await checkScreen(admin, 'lms-admin-revoke-dialog-desktop');
    await dialog.getByRole('button', { name: 'Revocar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText(`Prueba e2e ${TAG}`).waitFor();

    await admin.goto('/dashboard/admin/lms/avance');
    await admin.getByRole('searchbox', { name: 'Buscar en el avance' }).fill(journey.worker.fullName);
    const progress = admin.getByRole('table', { name: 'Avance por colaborador y curso' });
    await progress.getByRole('row').filter({ hasText: journey.course.title }).getByText('1 de 1').waitFor();
    await checkScreen(admin, 'lms-admin-progress-desktop');

    await anon.reload();
    await anon.getByText('Constancia revocada').waitFor();
    await anon.getByText(/Revocada el/).waitFor();
    await screenshot(anon, 'lms-verify-revoked-desktop');
    await anon.goto('/verificar/0000-0000-0000');
    await anon.getByText('No encontramos una constancia con ese código').waitFor();
    await anon.context().close();
    await admin.context().close();
  });

  it("client A sees its company's constancia in 'Capacitación del Personal', client B does not", async () => {
    const a = await stack.newPage(DESKTOP);
    await signIn(a, 'cliente_a', DEMO_PASSWORD);
    await a.goto('/dashboard/client?tab=training');
    const table = a.getByRole('table', { name: 'Constancias del Personal' });
    await table.getByRole('link', { name: `Verificar constancia ${SEEDED_CODE}` }).waitFor();
    await checkScreen(a, 'lms-client-training-desktop');
    await a.context().close();

    const b = await stack.newPage(DESKTOP);
    await signIn(b, 'cliente_b', DEMO_PASSWORD);
    await b.goto('/dashboard/client?tab=training');
    await b.getByRole('heading', { name: 'Capacitación del Personal' }).waitFor();
    await b
      .getByText('Sin Constancias')
      .or(b.getByRole('table', { name: 'Constancias del Personal' }))
      .first()
      .waitFor();
    expect(await b.getByText(SEEDED_CODE).count()).toBe(0);
    await b.context().close();
  });

  it('phone (390 px): every screen of the feature', async () => {
    const anon = await verifyPage(stack, SEEDED_CODE, PHONE);
    await anon.getByText('Constancia válida').waitFor();
    await checkScreen(anon, 'lms-verify-phone');
    await anon.context().close();

    const client = await stack.newPage(PHONE);
    await signIn(client, 'cliente_a', DEMO_PASSWORD);
    await client.goto('/dashboard/client?tab=training');
    await client.getByRole('list', { name: 'Constancias del Personal' }).getByText(SEEDED_CODE).waitFor();
    await checkScreen(client, 'lms-client-training-phone');
    await client.context().close();

    const admin = await stack.newPage(PHONE);
    await signIn(admin, 'admin', DEMO_PASSWORD);
    await admin.goto(`/dashboard/admin/lms/constancias?q=${code}`);
    await admin.getByRole('list', { name: 'Constancias' }).getByText(code).waitFor();
    await checkScreen(admin, 'lms-admin-certificates-phone');
    await admin.goto('/dashboard/admin/lms/avance');
    await admin.getByRole('list', { name: 'Avance por colaborador y curso' }).waitFor();
    await checkScreen(admin, 'lms-admin-progress-phone');
    await admin.goto(`/dashboard/admin/lms/cursos/${journey.course.id}`);
    await admin
      .getByRole('region', { name: 'Datos del Curso' })
      .getByLabel('Número de registro STPS')
      .waitFor();
    await checkScreen(admin, 'lms-course-dc3-fields-phone');
    await admin.goto('/dashboard/admin/lms/constancias');
    await admin.getByRole('button', { name: 'Exportar DC-4' }).click();
    await admin.getByRole('dialog', { name: 'Exportar DC-4' }).getByLabel('Fin del plan').waitFor();
    await checkScreen(admin, 'lms-admin-dc4-dialog-phone');
    await admin.context().close();

    const users = await stack.newPage(PHONE);
    await occupationSearched(users, '09');
    await checkScreen(users, 'lms-user-occupation-phone');
    await users.context().close();
  });
});
