// cliente_a uses the REPSE, Indicadores, Reportes Mensuales and Retroalimentación tabs on the real stack
// (emulator, gateway with RLS, Storage): company A's and global documents appear, company B's never do;
// the zip holds only A's and global files in the spec's folders; files open through signed URLs made at
// the click; feedback lands with company A and its sender set by the database.
import { readFile } from 'node:fs/promises';

import JSZip from 'jszip';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';
import { capitalize, monthName } from '../../src/utils/format';

import { screenshot, signIn, startStack, type TestStack } from './harness';

const COMPANY_A = '10000000-0000-4000-8000-00000000000a';
const COMPANY_B = '10000000-0000-4000-8000-00000000000b';
// The seed dates documents relative to today: company ones every 3 months back, global ones every 6.
const now = new Date();
const YEAR = now.getFullYear();
const monthsBack = (m: number) => new Date(now.getFullYear(), now.getMonth() - m, 1);
const label = (d: Date) => capitalize(monthName(d.getMonth() + 1));

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
];

async function openTab(page: Page, name: string, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('button', { name, exact: true }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Secciones del portal' })
      .getByRole('button', { name, exact: true })
      .filter({ visible: true })
      .click();
  }
}

async function clickAndCatchSignedFile(page: Page, click: () => Promise<void>) {
  const signed = page.context().waitForEvent('response', {
    // The GET of the signed URL in the new tab (not the POST that made it).
    predicate: (r: Response) =>
      r.request().method() === 'GET' && r.url().includes('/storage/v1/object/sign/'),
    timeout: 20_000,
  });
  const popup = page.waitForEvent('popup', { timeout: 20_000 });
  await click();
  const [tab, response] = await Promise.all([popup, signed]);
  await tab.waitForURL(/\/storage\/v1\/object\/sign\//, { timeout: 20_000 });
  return { tab, response };
}

async function pickOption(page: Page, combobox: string, option: string) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function settledScreenshot(page: Page, name: string, width: number) {
  await page.waitForTimeout(400); // list entrance animation
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'no horizontal scroll').toBeLessThanOrEqual(width);
  await screenshot(page, name);
}

async function service(stack: TestStack, path: string) {
  const key = stack.gateway.serviceKey;
  const res = await fetch(`${stack.apiUrl}/rest/v1/${path}`, {
    headers: { apikey: key, Authorization: `Bearer ${key}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>[];
}

describe('client documents tabs (cliente_a)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await startStack();
  }, 240_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it.each(VIEWPORTS)(
    'REPSE, indicators, monthly reports and feedback ($name)',
    async ({ name, viewport, phone }) => {
      const page = await stack.newPage(viewport);
      const pageErrors: string[] = [];
      page.on('pageerror', (err) => pageErrors.push(err.message));
      // fetchFiles warns for every file it skips: shown if the zip comes up short.
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text());
      });
      const signedKeys: string[] = [];
      // Every object a signature is asked for: one key in the path, or many in the body of the bulk call.
      page.context().on('request', (r) => {
        const m = /\/storage\/v1\/object\/sign\/([^?]+)/.exec(r.url());
        if (!m) return;
        const path = decodeURIComponent(m[1]);
        if (path.includes('/')) signedKeys.push(path);
        else
          for (const key of (r.postDataJSON() as { paths: string[] }).paths)
            signedKeys.push(`${path}/${key}`);
      });
      await signIn(page, 'cliente_a', DEMO_PASSWORD);

      // REPSE: the current year, newest month expanded, the others collapsed.
      await openTab(page, 'REPSE', phone);
      await page.getByRole('heading', { name: 'Documentos REPSE' }).waitFor();
      await expect.poll(() => page.getByRole('combobox', { name: 'Año' }).innerText()).toBe(String(YEAR));
      const newest = page.getByRole('button', { name: new RegExp(`^${label(now)} ${YEAR}`) });
      expect(await newest.getAttribute('aria-expanded')).toBe('true');
      const quarterAgo = monthsBack(3);
      if (quarterAgo.getFullYear() === YEAR) {
        const older = page.getByRole('button', { name: new RegExp(`^${label(quarterAgo)} ${YEAR}`) });
        expect(await older.getAttribute('aria-expanded')).toBe('false');
      }
      const main = page.locator('main');
      await main.getByText('Guía de Cumplimiento REPSE').first().waitFor();
      expect(await main.getByText('Global', { exact: true }).count()).toBeGreaterThan(0);
      await settledScreenshot(page, `client-repse-${name}`, viewport.width);

      // Open one document: a new tab on a 60 s signed URL of company A's PDF.
      const firstOpen = main
        .getByRole('button', { name: /^Abrir / })
        .filter({ visible: true })
        .first();
      const doc = await clickAndCatchSignedFile(page, () => firstOpen.click());
      expect(doc.response.status()).toBe(200);
      expect(doc.response.headers()['content-type']).toContain('application/pdf');
      expect(doc.response.url()).toMatch(new RegExp(`/repse-documents/(${COMPANY_A}|global)/`));
      expect(doc.tab.url()).toContain('/storage/v1/object/sign/repse-documents/');
      await doc.tab.close();

      // Month filter, then the zip of what is visible.
      await pickOption(page, 'Mes', label(now));
      await expect.poll(() => main.getByRole('button', { expanded: false }).count()).toBe(0);
      const downloadEvent = page.waitForEvent('download', { timeout: 30_000 });
      await page.getByRole('button', { name: 'Descargar documentos' }).click();
      const download = await downloadEvent;
      expect(download.suggestedFilename()).toBe(`Documentos_REPSE_${YEAR}_${label(now)}.zip`);
      await page.getByText('Descarga Completa').first().waitFor();
      const zip = await JSZip.loadAsync(await readFile(await download.path()));
      const files = Object.values(zip.files).filter((f) => !f.dir);
      // This month: two of company A's documents and one global (seed plan).
      expect(files.map((f) => f.name).sort()).toEqual(
        expect.arrayContaining([
          expect.stringMatching(new RegExp(`^Globales/${YEAR}/${label(now)}/.+\\.pdf$`)),
        ]),
      );
      expect(
        files.map((f) => f.name),
        warnings.join('\n'),
      ).toHaveLength(3);
      for (const file of files) {
        expect(file.name).toMatch(
          new RegExp(`^(Globales|Especificos_Cliente)/${YEAR}/${label(now)}/[^/]+\\.pdf$`),
        );
        const text = (await file.async('nodebuffer')).toString('latin1');
        expect(text.startsWith('%PDF')).toBe(true);
        expect(text).not.toContain('Servicios Beta');
        if (file.name.startsWith('Especificos_Cliente/')) expect(text).toContain('Constructora Alfa');
      }
      await page.getByText('Se han descargado 3 documentos.').first().waitFor();
      expect(signedKeys.length).toBeGreaterThan(0);
      for (const key of signedKeys)
        expect(key).toMatch(new RegExp(`^repse-documents/(${COMPANY_A}|global)/`));
      expect(signedKeys.join()).not.toContain(COMPANY_B);

      // Indicadores: the company's Looker dashboard in an iframe, B's never offered.
      await openTab(page, 'Indicadores', phone);
      const frame = page.locator('iframe[title="Tablero de Indicadores A"]');
      await frame.waitFor({ state: 'attached' });
      expect(await frame.getAttribute('src')).toContain('lookerstudio.google.com/embed/reporting/demo-a-');
      expect(await frame.getAttribute('sandbox')).toContain('allow-scripts');
      await page.getByRole('combobox', { name: 'Tablero' }).click();
      const options = await page.getByRole('option').allInnerTexts();
      expect(options.sort()).toEqual(['Tablero General de Servicio', 'Tablero de Indicadores A'].sort());
      await page.keyboard.press('Escape');
      await settledScreenshot(page, `client-indicators-${name}`, viewport.width);

      // Reportes Mensuales: A's three and two global, newest first; one opens as a signed PDF.
      await openTab(page, 'Reportes Mensuales', phone);
      await page.getByRole('heading', { name: 'Reportes Mensuales', level: 2 }).waitFor();
      const reports = main.getByRole('listitem');
      await expect.poll(() => reports.count()).toBe(5);
      await settledScreenshot(page, `client-monthly-reports-${name}`, viewport.width);
      const report = await clickAndCatchSignedFile(page, () =>
        reports
          .first()
          .getByRole('button', { name: /^Abrir / })
          .click(),
      );
      expect(report.response.status()).toBe(200);
      expect(report.response.headers()['content-type']).toContain('application/pdf');
      expect(report.response.url()).toMatch(new RegExp(`/monthly-reports/(${COMPANY_A}|global)/`));
      await report.tab.close();

      // Retroalimentación: 4 stars and a comment; the database sets company A and the sender.
      await openTab(page, 'Retroalimentación', phone);
      const submit = page.getByRole('button', { name: 'Enviar Retroalimentación' });
      expect(await submit.isDisabled()).toBe(true);
      // People click the star drawn over the visually hidden radio.
      const fourStars = page.getByRole('radio', { name: '4 estrellas' });
      await fourStars.locator('..').click();
      expect(await fourStars.isChecked()).toBe(true);
      const comment = `Prueba e2e ${name} ${Date.now()}`;
      await page.getByLabel('Comentario (opcional)').fill(comment);
      await settledScreenshot(page, `client-feedback-${name}`, viewport.width);
      await submit.click();
      await page.getByText('¡Gracias por tus comentarios!').first().waitFor();
      expect(await page.getByLabel('Comentario (opcional)').inputValue()).toBe('');
      const [me] = await service(stack, 'profiles?username=eq.cliente_a&select=id');
      const rows = await service(
        stack,
        `feedback?comment=eq.${encodeURIComponent(comment)}&select=company_id,submitted_by,rating`,
      );
      expect(rows).toEqual([{ company_id: COMPANY_A, submitted_by: me.id, rating: 4 }]);

      expect(pageErrors).toEqual([]);
    },
    180_000,
  );

  it('a client without company is warned and cannot send feedback', async () => {
    const page = await stack.newPage();
    await signIn(page, 'sinempresa', DEMO_PASSWORD);
    await openTab(page, 'REPSE', false);
    await page.getByRole('heading', { name: 'Empresa No Asignada' }).waitFor();
    await openTab(page, 'Retroalimentación', false);
    await page.getByText('Información de Empresa Incompleta').first().waitFor();
    await page.getByRole('heading', { name: 'Empresa No Asignada' }).waitFor();
    expect(await page.getByRole('button', { name: 'Enviar Retroalimentación' }).count()).toBe(0);
    await screenshot(page, 'client-feedback-no-company-desktop');
  }, 60_000);
});
