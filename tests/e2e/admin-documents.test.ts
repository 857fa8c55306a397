// Issue 5 end to end: the admin uploads a real PDF for Constructora Alfa in Documentos (REPSE); in fresh
// browser contexts cliente_a sees it in this month's REPSE group and opens it from a signed URL, and
// cliente_b does not see it. Wrong type and existing name give their Spanish messages.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';
import { capitalize, monthName } from '../../src/utils/format';

import { SCREENS_DIR, screenshot, signIn, startStack, type TestStack } from './harness';

const COMPANY_A = '10000000-0000-4000-8000-00000000000a';
const now = new Date();
const YEAR = now.getFullYear();
const MONTH_LABEL = capitalize(monthName(now.getMonth() + 1));
const DOC_NAME = `Opinión e2e ${Date.now()}`;
const FILE_NAME = `opinion-e2e-${Date.now()}.pdf`;

// A minimal valid one-page PDF (xref offsets are not checked by the server, only the type).
const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

async function openUploadDialog(page: Page) {
  await page.getByRole('button', { name: 'Subir documento' }).click();
  return page.getByRole('dialog', { name: 'Subir documento' });
}

async function fillDialog(page: Page, filePath: string, name: string) {
  const dialog = page.getByRole('dialog', { name: 'Subir documento' });
  await dialog.getByLabel('Empresa').selectOption(COMPANY_A);
  await dialog.getByLabel('Nombre', { exact: true }).fill(name);
  await dialog.getByLabel('Archivo (PDF)').setInputFiles(filePath);
  await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
  return dialog;
}

describe('admin Documentos (REPSE) upload reaches the client', () => {
  let stack: TestStack;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'admin-docs-'));
    await writeFile(join(dir, FILE_NAME), PDF);
    await writeFile(join(dir, 'notas.txt'), 'no soy un PDF');
    stack = await startStack();
  }, 240_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('admin uploads; cliente_a opens it from a signed URL; cliente_b does not see it', async () => {
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

    // Wrong type first: nothing is sent.
    await openUploadDialog(admin);
    const dialog = await fillDialog(admin, join(dir, 'notas.txt'), 'No PDF');
    await dialog.getByRole('alert').getByText('Tipo de archivo no permitido.').waitFor();
    await dialog.getByLabel('Archivo (PDF)').setInputFiles(join(dir, FILE_NAME));
    await dialog.getByLabel('Nombre', { exact: true }).fill(DOC_NAME);
    await screenshot(admin, 'admin-documents-dialog-desktop');
    await dialog.getByRole('button', { name: 'Subir', exact: true }).click();
    await admin.getByText('Documento subido').first().waitFor();
    const row = admin.getByRole('row').filter({ hasText: DOC_NAME });
    await row.waitFor();
    expect(await row.getByRole('cell').first().innerText()).toBe('Constructora Alfa S.A. de C.V.');

    // Same file name again: refused, nothing overwritten.
    await openUploadDialog(admin);
    const again = await fillDialog(admin, join(dir, FILE_NAME), `${DOC_NAME} bis`);
    await again.getByRole('alert').getByText('Ya existe un archivo con ese nombre.').waitFor();
    await again.getByRole('button', { name: 'Cancelar' }).click();
    expect(
      await admin
        .getByRole('row')
        .filter({ hasText: `${DOC_NAME} bis` })
        .count(),
    ).toBe(0);

    // cliente_a, fresh context: this month's group lists it and it opens as a PDF from a signed URL.
    const clientA = await stack.newPage({ width: 1280, height: 800 });
    await signIn(clientA, 'cliente_a', DEMO_PASSWORD);
    await clientA
      .getByRole('navigation', { name: 'Secciones del portal' })
      .getByRole('button', { name: 'REPSE', exact: true })
      .filter({ visible: true })
      .click();
    const newest = clientA.getByRole('button', { name: new RegExp(`^${MONTH_LABEL} ${YEAR}`) });
    expect(await newest.getAttribute('aria-expanded')).toBe('true');
    const open = clientA.getByRole('button', { name: `Abrir ${DOC_NAME}` }).filter({ visible: true });
    const signed = clientA.context().waitForEvent('response', {
      predicate: (r) => r.request().method() === 'GET' && r.url().includes('/storage/v1/object/sign/'),
      timeout: 20_000,
    });
    const popup = clientA.waitForEvent('popup', { timeout: 20_000 });
    await open.click();
    const [tab, response] = await Promise.all([popup, signed]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect(response.url()).toContain(`/storage/v1/object/sign/repse-documents/`);
    expect(decodeURIComponent(response.url())).toContain(FILE_NAME);
    await tab.close();

    // cliente_b, fresh context: not there.
    const clientB = await stack.newPage({ width: 1280, height: 800 });
    await signIn(clientB, 'cliente_b', DEMO_PASSWORD);
    await clientB
      .getByRole('navigation', { name: 'Secciones del portal' })
      .getByRole('button', { name: 'REPSE', exact: true })
      .filter({ visible: true })
      .click();
    await clientB.getByRole('heading', { name: 'Documentos REPSE' }).waitFor();
    await clientB.locator('main').getByRole('button').first().waitFor();
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
    await page.screenshot({ path: join(SCREENS_DIR, 'admin-documents-dialog-phone-viewport.png') });
    await page.keyboard.press('Escape');
    await page.screenshot({ path: join(SCREENS_DIR, 'admin-documents-phone-viewport.png') });
  }, 120_000);
});
