// Documentos (REPSE) end to end: the admin uploads a real PDF in Documentos (REPSE) for a company of this test's own
// (so the shared stack's seed companies keep their documents); in fresh browser contexts a client of that
// company sees it in this month's REPSE group and opens it from a signed URL, and cliente_b does not see
// it. Wrong type and existing name give their Spanish messages.
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';
import { fileErrors } from '../../src/lib/files/file-errors';
import { capitalize, monthName } from '../../src/utils/format';

import { joinStack, screenshot, signIn, type TestStack } from './harness';
import { openTab } from './support/client-tabs';
import { seededPeriod } from './support/data-time';
import { createCompany, createUser, uniqueTag, type TestUser } from './support/fixtures';

const TAG = uniqueTag();
const DOC_NAME = `Opinión e2e ${TAG}`;
const FILE_NAME = `opinion-e2e-${TAG}.pdf`;
// A company type of the seeded catalogue (monthly, no validity): the upload's type is required now.
const TYPE_NAME = 'CFDI de nómina de los trabajadores asignados';

// A minimal valid one-page PDF (xref offsets are not checked by the server, only the type).
const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;
const PDF_SHA256 = createHash('sha256').update(PDF).digest('hex');

async function openUploadDialog(page: Page) {
  await page.getByRole('button', { name: 'Subir Documentos' }).click();
  return page.getByRole('dialog', { name: 'Subir Documentos' });
}

async function fillDialog(page: Page, companyName: string, filePath: string, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Subir Documentos' });
  await dialog.getByRole('combobox', { name: 'Empresa' }).click();
  await page.getByRole('option', { name: companyName, exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Tipo de documento' }).click();
  await page.getByRole('option', { name: TYPE_NAME, exact: true }).click();
  await dialog.getByLabel('Archivos (PDF)').setInputFiles(filePath);
  await dialog.getByLabel(`Nombre de ${basename(filePath)}`).fill(name);
  await dialog.getByRole('button', { name: 'Subir 1 Archivo' }).click();
  return dialog;
}

// A journey: its steps build on each other, so they run in order (the files still run shuffled).
describe('admin Documentos (REPSE) upload reaches the client', { shuffle: false }, () => {
  let stack: TestStack;
  let dir: string;
  let company: { id: string; name: string };
  let client: TestUser;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'admin-docs-'));
    await writeFile(join(dir, FILE_NAME), PDF);
    await writeFile(join(dir, 'notas.txt'), 'no soy un PDF');
    stack = await joinStack();
    company = await createCompany(stack, `Empresa e2e ${TAG} S.A. de C.V.`);
    client = await createUser(stack, { companyId: company.id });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("admin uploads; the company's client opens it from a signed URL; cliente_b does not see it", async () => {
    const { year, month } = seededPeriod(stack);
    const monthLabel = capitalize(monthName(month));
    const admin = await stack.newPage({ width: 1280, height: 800 });
    await signIn(admin, 'admin', DEMO_PASSWORD);
    await admin
      .getByRole('navigation')
      .getByText('Documentos (REPSE)', { exact: true })
      .filter({ visible: true })
      .first()
      .click();
    await admin.getByRole('heading', { name: 'Documentos (REPSE)' }).waitFor();
    await admin.getByRole('table').waitFor();
    await screenshot(admin, 'admin-documents-desktop');

    // Wrong content first: refused when chosen, and nothing is sent.
    await openUploadDialog(admin);
    const dialog = await fillDialog(admin, company.name, join(dir, 'notas.txt'), 'No PDF');
    await dialog.getByRole('listitem').getByText(fileErrors.wrongContent('PDF')).waitFor();
    await dialog.getByRole('button', { name: 'Quitar notas.txt' }).click();
    await dialog.getByLabel('Archivos (PDF)').setInputFiles(join(dir, FILE_NAME));
    await dialog.getByLabel(`Nombre de ${FILE_NAME}`).fill(DOC_NAME);
    await screenshot(admin, 'admin-documents-dialog-desktop');
    await dialog.getByRole('button', { name: 'Subir 1 Archivo' }).click();
    await admin.getByText('Carga terminada').first().waitFor();
    const row = admin.getByRole('row').filter({ hasText: DOC_NAME });
    await row.waitFor();
    // Columns: Nombre, Empresa, Periodo, Tipo, Vence, SHA-256 (computed in the browser).
    expect(await row.getByRole('cell').nth(1).innerText()).toBe(company.name);
    expect(await row.getByRole('cell').nth(2).innerText()).toBe(`${monthLabel} ${year}`);
    expect(await row.getByRole('cell').nth(3).innerText()).toBe(TYPE_NAME);
    expect(await row.getByRole('cell').nth(5).innerText()).toBe(
      `${PDF_SHA256.slice(0, 8)}…${PDF_SHA256.slice(-4)}`,
    );

    // Same file name again: refused, nothing overwritten.
    await openUploadDialog(admin);
    const again = await fillDialog(admin, company.name, join(dir, FILE_NAME), `${DOC_NAME} bis`);
    await again.getByRole('listitem').getByText('Ya existe un archivo con ese nombre.').waitFor();
    await again.getByRole('button', { name: 'Cancelar' }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Cerrar' }).click();
    expect(
      await admin
        .getByRole('row')
        .filter({ hasText: `${DOC_NAME} bis` })
        .count(),
    ).toBe(0);

    // The company's client, fresh context: this month's group lists it; it opens as a signed-URL PDF.
    const clientPage = await stack.newPage({ width: 1280, height: 800 });
    await signIn(clientPage, client.username, client.password);
    await openTab(clientPage, 'REPSE', false);
    const newest = clientPage.getByRole('button', { name: new RegExp(`^${monthLabel} ${year}`) });
    expect(await newest.getAttribute('aria-expanded')).toBe('true');
    const open = clientPage.getByRole('button', { name: `Abrir ${DOC_NAME}` }).filter({ visible: true });
    const signed = clientPage.context().waitForEvent('response', {
      predicate: (r) => r.request().method() === 'GET' && r.url().includes('/storage/v1/object/sign/'),
      timeout: 20_000,
    });
    const popup = clientPage.waitForEvent('popup', { timeout: 20_000 });
    await open.click();
    const [tab, response] = await Promise.all([popup, signed]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect(response.url()).toContain(`/storage/v1/object/sign/repse-documents/`);
    expect(decodeURIComponent(response.url())).toContain(FILE_NAME);
    await tab.close();

    // cliente_b, fresh context: not there. Its own document of this month (seed) is listed first, so the
    // group the upload would be in has loaded when its absence is checked.
    const clientB = await stack.newPage({ width: 1280, height: 800 });
    await signIn(clientB, 'cliente_b', DEMO_PASSWORD);
    await openTab(clientB, 'REPSE', false);
    const groupB = clientB.getByRole('button', { name: new RegExp(`^${monthLabel} ${year}`) });
    expect(await groupB.getAttribute('aria-expanded')).toBe('true');
    await clientB
      .getByRole('button', { name: 'Abrir Constancia de Registro REPSE' })
      .filter({ visible: true })
      .first()
      .waitFor();
    expect(await clientB.getByText(DOC_NAME).count()).toBe(0);
  }, 180_000);

  it('phone (390 px): the page and the dialog', async () => {
    const page = await stack.newPage({ width: 390, height: 844 });
    await signIn(page, 'admin', DEMO_PASSWORD);
    await page.goto('/dashboard/admin/documentos');
    await page.getByRole('heading', { name: 'Documentos (REPSE)' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'Constructora Alfa' }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'admin-documents-phone');
    await openUploadDialog(page);
    await screenshot(page, 'admin-documents-dialog-phone');
    // The full-page picture of a 390 px list is too tall to read; this one is what the phone shows.
    await screenshot(page, 'admin-documents-dialog-phone-viewport', { fullPage: false });
    await page.keyboard.press('Escape');
    await screenshot(page, 'admin-documents-phone-viewport', { fullPage: false });
  }, 120_000);
});
