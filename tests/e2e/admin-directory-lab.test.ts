// Laboratorio and the forced password change end to end, on a company of this file's
// own: the admin adds a contact with a real photo and lab requests, publishes a result and cancels a
// request; the company's client sees the contact (photo from the public bucket), downloads the result
// from a signed URL and reads that the cancelled exam was cancelled. A user who must change the password
// sees nothing of the company behind the dialog and can sign out from it. Desktop 1440 and phone 390.
import { rm } from 'node:fs/promises';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, screenshot, signIn, type TestStack } from './harness';
import {
  addContact,
  addLabRequest,
  placeholderFits,
  uploadLabResult,
  writeFixtures,
} from './support/admin-directory-lab';
import { openLogin, scrollWidth, submitLogin } from './support/auth-journeys';
import { openTab } from './support/client-tabs';
import { createCompany, createUser, uniqueTag, type TestUser } from './support/fixtures';

const TAG = uniqueTag();
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const CONTACT = `Lucía Contacto ${TAG}`;
const EXAM = `Química e2e ${TAG}`;
const CANCELLED = `Radiografía e2e ${TAG}`;
const LAB_PLACEHOLDER = 'Buscar por paciente, tipo de examen o notas...';

// A journey: its steps build on each other, so they run in order (the files still run shuffled).
describe('admin Directorios and Laboratorio reach the client', { shuffle: false }, () => {
  let stack: TestStack;
  let files: Awaited<ReturnType<typeof writeFixtures>>;
  let company: { id: string; name: string };
  let client: TestUser;
  const section = (name: string) => `/dashboard/admin/${name}?empresa=${company.id}`;

  beforeAll(async () => {
    files = await writeFixtures();
    stack = await joinStack();
    company = await createCompany(stack, `Empresa dir-lab ${TAG} S.A. de C.V.`);
    client = await createUser(stack, { companyId: company.id });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    if (files) await rm(files.dir, { recursive: true, force: true });
  });

  it('admin writes at 1440 px; the filter survives a reload; the client sees and downloads', async () => {
    const admin = await stack.newPage(DESKTOP);
    await signIn(admin, 'admin', DEMO_PASSWORD);

    await admin.goto(section('directorio'));
    await admin.getByRole('heading', { name: 'Directorios', exact: true }).waitFor();
    await admin.getByText('Directorio Vacío.').waitFor();
    await addContact(admin, {
      name: CONTACT,
      position: 'Coordinadora de Salud',
      phone: '+52 81 5555 0101',
      whatsapp: '+52 1 81 5555 0101',
      email: `lucia.${TAG}@portal.demo`,
      photo: files.photo,
    });
    await admin.reload();
    expect(new URL(admin.url()).searchParams.get('empresa')).toBe(company.id);
    const contactRow = admin.getByRole('row').filter({ hasText: CONTACT });
    await contactRow.waitFor();
    expect(await admin.getByRole('row').count(), 'header row + only this company').toBe(2);
    await screenshot(admin, 'admin-directory-desktop');

    await admin.goto(section('laboratorio'));
    await admin.getByRole('heading', { name: 'Laboratorio', exact: true }).waitFor();
    await addLabRequest(admin, EXAM, 'Paciente Uno');
    await addLabRequest(admin, CANCELLED, 'Paciente Dos');
    await uploadLabResult(admin, EXAM, files.result);
    await admin
      .getByRole('button', { name: `Editar ${CANCELLED}` })
      .first()
      .click();
    const edit = admin.getByRole('dialog', { name: 'Editar Solicitud' });
    await edit.getByRole('combobox', { name: 'Estado' }).click();
    await admin.getByRole('option', { name: 'Cancelado', exact: true }).click();
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await admin.getByText('Solicitud actualizada').first().waitFor();
    await admin.reload();
    expect(new URL(admin.url()).searchParams.get('empresa')).toBe(company.id);
    const examRow = admin.getByRole('row').filter({ hasText: EXAM });
    await examRow.waitFor();
    expect(await examRow.innerText()).toContain('Publicado');
    expect(await admin.getByRole('row').filter({ hasText: CANCELLED }).innerText()).toContain('Cancelado');
    await screenshot(admin, 'admin-laboratory-desktop');

    // The company's client, fresh context: the contact with its photo, then the result.
    const page = await stack.newPage(DESKTOP);
    await signIn(page, client.username, client.password);
    await page.getByRole('heading', { name: CONTACT }).waitFor();
    const photo = page.getByRole('img', { name: `Foto de ${CONTACT}` });
    await photo.waitFor();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await photo.getAttribute('src')).toContain(`/storage/v1/object/public/photos/${company.id}/`);
    await screenshot(page, 'client-directory-contact-desktop');

    await openTab(page, 'Laboratorio', false);
    await page.getByText('Examen cancelado: no habrá resultado.').waitFor();
    const signed = page.context().waitForEvent('response', {
      predicate: (r) => r.request().method() === 'GET' && r.url().includes('/storage/v1/object/sign/'),
      timeout: 20_000,
    });
    const popup = page.waitForEvent('popup', { timeout: 20_000 });
    await page.getByRole('button', { name: `Descargar Resultado: ${EXAM}` }).click();
    const [tab, response] = await Promise.all([popup, signed]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect(response.url()).toContain(`/storage/v1/object/sign/lab-results/${company.id}/`);
    await tab.close();
    await screenshot(page, 'client-laboratory-desktop');
  }, 240_000);

  it('phone (390 px): admin sections and dialogs, the client Laboratorio search', async () => {
    const admin = await stack.newPage(PHONE);
    await signIn(admin, 'admin', DEMO_PASSWORD);
    for (const [name, heading, item, create] of [
      ['directorio', 'Directorios', CONTACT, 'Agregar Contacto'],
      ['laboratorio', 'Laboratorio', EXAM, 'Nueva Solicitud'],
    ] as const) {
      await admin.goto(section(name));
      await admin.getByRole('heading', { name: heading, exact: true }).waitFor();
      await admin.getByRole('listitem').filter({ hasText: item }).first().waitFor();
      expect(await scrollWidth(admin), `${name} fits 390 px`).toBeLessThanOrEqual(390);
      await screenshot(admin, `admin-${name}-phone`);
      await admin.getByRole('button', { name: create }).click();
      await admin.getByRole('dialog', { name: create }).waitFor();
      await screenshot(admin, `admin-${name}-dialog-phone`);
      await admin.keyboard.press('Escape');
    }

    const page = await stack.newPage(PHONE);
    await signIn(page, client.username, client.password);
    await openTab(page, 'Laboratorio', true);
    await page.getByRole('button', { name: `Descargar Resultado: ${EXAM}` }).waitFor();
    const { text, box } = await placeholderFits(page, LAB_PLACEHOLDER);
    expect(text, `placeholder ${text}px in a ${box}px box`).toBeLessThanOrEqual(box);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'client-laboratory-phone');
  }, 180_000);

  it('a user who must change the password sees no company data and can sign out from the dialog', async () => {
    const forced = await createUser(stack, { companyId: company.id, mustChangePassword: true });
    for (const [viewport, label] of [
      [PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const page = await stack.newPage(viewport);
      await openLogin(page);
      await submitLogin(page, forced.username, forced.password);
      const dialog = page.getByRole('dialog', { name: 'Cambiar Contraseña' });
      await dialog.waitFor();
      await page.goto('/dashboard/client?tab=directory');
      await dialog.waitFor();
      await screenshot(page, `forced-password-no-data-${label}`);
      expect(await page.getByText(CONTACT).count(), 'no contact behind the dialog').toBe(0);
      expect(await page.getByText('Directorio de Empresa').count()).toBe(0);
      expect(await page.getByRole('navigation').count(), 'no portal navigation').toBe(0);
      if (viewport === PHONE) expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
      expect(await dialog.getByText('Mínimo 8 caracteres', { exact: false }).count(), 'rules once').toBe(1);

      await dialog.getByRole('button', { name: 'Cerrar Sesión' }).click();
      await page.waitForURL((url) => url.pathname === '/login');
      await page.getByLabel('Correo electrónico o usuario').waitFor();
      expect(await page.getByRole('dialog').count()).toBe(0);
    }
  }, 180_000);
});
