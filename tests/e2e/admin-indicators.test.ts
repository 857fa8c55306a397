// Indicadores end to end: for a company of this test's own, the admin adds
// a Looker Studio dashboard (a viewing link converted to its embed form, with the live preview) and
// publishes a monthly PDF report; the company filter (?empresa=) survives a reload; in a fresh context the
// company's client sees both. The stack has no internet, so Looker Studio is unreachable: the client (and
// the preview) must show the Spanish message with 'Abrir en una Pestaña Nueva' instead of a broken frame.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, screenshot, signIn, type TestStack } from './harness';
import { openTab } from './support/client-tabs';
import { createCompany, createUser, uniqueTag, type TestUser } from './support/fixtures';

const TAG = uniqueTag();
const DASHBOARD = `Tablero e2e ${TAG}`;
const REPORT = `Reporte e2e ${TAG}`;
const FILE_NAME = `reporte-e2e-${TAG}.pdf`;
const VIEW_LINK = `https://lookerstudio.google.com/reporting/e2e-${TAG}/page/p_kpis`;
const EMBED_LINK = `https://lookerstudio.google.com/embed/reporting/e2e-${TAG}/page/p_kpis`;
// Offline DNS failure is quick, a hanging one ends at the frame's 20 s load timeout.
const UNAVAILABLE_TIMEOUT = 30_000;

const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

// A journey: its steps build on each other, so they run in order (the files still run shuffled).
describe('admin Indicadores (Looker) and Reportes Mensuales reach the client', { shuffle: false }, () => {
  let stack: TestStack;
  let dir: string;
  let company: { id: string; name: string };
  let client: TestUser;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'admin-indicators-'));
    await writeFile(join(dir, FILE_NAME), PDF);
    stack = await joinStack();
    company = await createCompany(stack, `Indicadores e2e ${TAG} S.A. de C.V.`);
    client = await createUser(stack, { companyId: company.id });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('desktop: admin adds a dashboard and a report; the client sees both and the offline message', async () => {
    const admin = await stack.newPage({ width: 1440, height: 900 });
    await signIn(admin, 'admin', DEMO_PASSWORD);
    await admin.goto(`/dashboard/admin/looker-studio?empresa=${company.id}`);
    await admin.getByRole('heading', { name: 'Indicadores (Looker)' }).waitFor();
    await admin.getByText('Sin Tableros').waitFor();

    await admin.getByRole('button', { name: 'Nuevo Tablero' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Nuevo Tablero' });
    // The header's company is preselected.
    expect(await dialog.getByRole('combobox', { name: 'Empresa' }).innerText()).toBe(company.name);
    await dialog.getByLabel('Título').fill(DASHBOARD);
    const link = dialog.getByLabel('Enlace para insertar (Looker Studio)');
    await link.fill('https://example.com/tablero');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText(/Solo se permiten tableros de Looker Studio/).waitFor();
    await link.fill(VIEW_LINK);
    await dialog.getByRole('button', { name: 'Convertir a Enlace para Insertar' }).click();
    expect(await link.inputValue()).toBe(EMBED_LINK);
    // The live preview loads the embed, and (offline) says it cannot.
    const preview = dialog.getByRole('region', { name: 'Vista previa' });
    expect(await preview.locator('iframe').getAttribute('src')).toBe(EMBED_LINK);
    await preview.getByText('No se pudo cargar el tablero').waitFor({ timeout: UNAVAILABLE_TIMEOUT });
    await screenshot(admin, 'admin-indicators-dialog-desktop');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await admin.getByText('Tablero guardado').first().waitFor();
    const row = admin.getByRole('row').filter({ hasText: DASHBOARD });
    await row.waitFor();
    expect(await row.getByRole('cell').nth(1).innerText()).toBe(company.name);

    // A reload keeps the company filter and the row.
    await admin.reload();
    await admin.getByRole('row').filter({ hasText: DASHBOARD }).waitFor();
    expect(new URL(admin.url()).searchParams.get('empresa')).toBe(company.id);
    await screenshot(admin, 'admin-indicators-desktop');

    // Reportes Mensuales, same company.
    await admin.goto(`/dashboard/admin/reportes-mensuales?empresa=${company.id}`);
    await admin.getByRole('heading', { name: 'Reportes Mensuales' }).waitFor();
    await admin.getByText('Sin Reportes').waitFor();
    await admin.getByRole('button', { name: 'Nuevo Reporte' }).click();
    const reportDialog = admin.getByRole('dialog', { name: 'Nuevo Reporte' });
    await reportDialog.getByLabel('Título').fill(REPORT);
    await reportDialog.getByLabel('Año').fill('2026');
    await reportDialog.getByRole('combobox', { name: 'Mes' }).click();
    await admin.getByRole('option', { name: 'Mayo', exact: true }).click();
    await reportDialog.getByLabel('Archivo (PDF)').setInputFiles(join(dir, FILE_NAME));
    await reportDialog.getByRole('button', { name: 'Guardar' }).click();
    await admin.getByText('Reporte publicado').first().waitFor();
    const reportRow = admin.getByRole('row').filter({ hasText: REPORT });
    await reportRow.waitFor();
    expect(await reportRow.getByRole('cell').nth(2).innerText()).toBe('Mayo 2026');
    await admin.goto(`/dashboard/admin/reportes-mensuales?empresa=${company.id}&anio=2026`);
    await admin.getByRole('row').filter({ hasText: REPORT }).waitFor();
    expect(await admin.getByRole('combobox', { name: 'Año' }).innerText()).toBe('2026');
    await screenshot(admin, 'admin-monthly-reports-desktop');

    // The company's client, fresh context.
    const page = await stack.newPage({ width: 1440, height: 900 });
    await signIn(page, client.username, client.password);
    await openTab(page, 'Indicadores', false);
    const frame = page.locator(`iframe[title="${DASHBOARD}"]`);
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toBe(EMBED_LINK);
    const alert = page.getByRole('alert').filter({ hasText: 'No se pudo cargar el tablero' });
    await alert.waitFor({ timeout: UNAVAILABLE_TIMEOUT });
    const open = alert.getByRole('link', { name: 'Abrir en una Pestaña Nueva' });
    expect(await open.getAttribute('href')).toBe(EMBED_LINK);
    expect(await open.getAttribute('target')).toBe('_blank');
    expect(await open.getAttribute('rel')).toContain('noopener');
    expect(await frame.isVisible()).toBe(false);
    await screenshot(page, 'client-indicators-unavailable-desktop');

    await openTab(page, 'Reportes Mensuales', false);
    await page.getByRole('heading', { name: 'Reportes Mensuales', level: 2 }).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: REPORT });
    await item.waitFor();
    expect(await item.innerText()).toContain('Mayo 2026');
  }, 240_000);

  it('phone (390 px): both admin sections, the dialog, and the client message fit', async () => {
    const admin = await stack.newPage({ width: 390, height: 844 });
    await signIn(admin, 'admin', DEMO_PASSWORD);
    await admin.goto(`/dashboard/admin/looker-studio?empresa=${company.id}`);
    await admin.getByRole('heading', { name: 'Indicadores (Looker)' }).waitFor();
    await admin.getByRole('listitem').filter({ hasText: DASHBOARD }).first().waitFor();
    expect(await scrollWidth(admin)).toBeLessThanOrEqual(390);
    await screenshot(admin, 'admin-indicators-phone-viewport', { fullPage: false });
    await admin
      .getByRole('button', { name: `Editar ${DASHBOARD}` })
      .filter({ visible: true })
      .first()
      .click();
    const dialog = admin.getByRole('dialog', { name: 'Editar Tablero' });
    await dialog.getByText('No se pudo cargar el tablero').waitFor({ timeout: UNAVAILABLE_TIMEOUT });
    expect(await scrollWidth(admin)).toBeLessThanOrEqual(390);
    await screenshot(admin, 'admin-indicators-dialog-phone-viewport', { fullPage: false });
    await admin.keyboard.press('Escape');

    await admin.goto(`/dashboard/admin/reportes-mensuales?empresa=${company.id}`);
    await admin.getByRole('listitem').filter({ hasText: REPORT }).first().waitFor();
    expect(await scrollWidth(admin)).toBeLessThanOrEqual(390);
    await screenshot(admin, 'admin-monthly-reports-phone');

    const page = await stack.newPage({ width: 390, height: 844 });
    await signIn(page, client.username, client.password);
    await openTab(page, 'Indicadores', true);
    await page
      .getByRole('alert')
      .filter({ hasText: 'No se pudo cargar el tablero' })
      .waitFor({ timeout: UNAVAILABLE_TIMEOUT });
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'client-indicators-unavailable-phone-viewport', { fullPage: false });
  }, 240_000);
});
