// cliente_a uses the REPSE, Indicadores, Reportes Mensuales and Retroalimentación tabs on the real stack
// (emulator, gateway with RLS, Storage): company A's and global documents appear, company B's never do;
// the zip holds only A's and global files in the spec's folders; files open through signed URLs made at
// the click; feedback lands with company A and its sender set by the database.

import JSZip from 'jszip';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';
import { capitalize, monthName } from '../../src/utils/format';

import { joinStack, screenshot, settle, signIn, type TestStack } from './harness';
import { downloadedBytes } from './support/chromium';
import { openTab } from './support/client-tabs';
import { seededPeriod } from './support/data-time';
import { serviceRest } from './support/fixtures';

const COMPANY_A = '10000000-0000-4000-8000-00000000000a';
const COMPANY_B = '10000000-0000-4000-8000-00000000000b';
const label = (month: number) => capitalize(monthName(month));

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
];

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
  await settle(page); // list entrance animation
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'no horizontal scroll').toBeLessThanOrEqual(width);
  await screenshot(page, name);
}

/** Month-group buttons of the REPSE list, in screen order, with their expanded state. */
async function groupStates(page: Page) {
  const groups = page.locator('main').getByRole('button', { name: /^\p{Lu}\p{Ll}+ \d{4}/u });
  return Promise.all(
    (await groups.all()).map(async (g) => ({
      name: await g.innerText(),
      expanded: await g.getAttribute('aria-expanded'),
    })),
  );
}

describe('client documents tabs (cliente_a)', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await joinStack();
  }, 120_000);
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
      // "This month" of the seed (the database's date and zone; the browser runs in the same zone).
      const { year: YEAR, month: MONTH } = seededPeriod(stack);

      // REPSE: the current year, newest month expanded, the others collapsed.
      await openTab(page, 'REPSE', phone);
      await page.getByRole('heading', { name: 'Documentos REPSE' }).waitFor();
      await expect.poll(() => page.getByRole('combobox', { name: 'Año' }).innerText()).toBe(String(YEAR));
      const newest = page.getByRole('button', { name: new RegExp(`^${label(MONTH)} ${YEAR}`) });
      expect(await newest.getAttribute('aria-expanded')).toBe('true');
      const groupsNow = await groupStates(page);
      expect(groupsNow[0].name).toMatch(new RegExp(`^${label(MONTH)} ${YEAR}`));
      expect(groupsNow.slice(1).every((g) => g.expanded === 'false')).toBe(true);
      // Last year always has several groups (company documents every 3 months): only its newest is open.
      await pickOption(page, 'Año', String(YEAR - 1));
      await expect.poll(async () => (await groupStates(page)).length).toBeGreaterThan(2);
      const groupsLastYear = await groupStates(page);
      expect(groupsLastYear.every((g) => g.name.includes(String(YEAR - 1)))).toBe(true);
      expect(groupsLastYear.map((g) => g.expanded)).toEqual([
        'true',
        ...groupsLastYear.slice(1).map(() => 'false'),
      ]);
      await pickOption(page, 'Año', String(YEAR));
      await newest.waitFor();
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

      // What company A and everyone may see this month, by the database (another file may add some).
      const thisMonth = await serviceRest(
        stack,
        `documents?year=eq.${YEAR}&month=eq.${MONTH}&or=(company_id.eq.${COMPANY_A},is_global.is.true)&select=name,is_global`,
      );
      expect(thisMonth.filter((d) => d.is_global).length, 'seed: one global this month').toBeGreaterThan(0);

      // Month filter, then the zip of what is visible.
      await pickOption(page, 'Mes', label(MONTH));
      await expect.poll(() => main.getByRole('button', { expanded: false }).count()).toBe(0);
      const downloadEvent = page.waitForEvent('download', { timeout: 30_000 });
      await page.getByRole('button', { name: /^Descargar \d+ documentos? \(ZIP\)$/ }).click();
      const download = await downloadEvent;
      expect(download.suggestedFilename()).toBe(`Documentos_REPSE_${YEAR}_${label(MONTH)}.zip`);
      await page.getByText('Descarga Completa').first().waitFor();
      const zip = await JSZip.loadAsync(await downloadedBytes(download));
      const files = Object.values(zip.files).filter((f) => !f.dir);
      // Every document of this month that the database says A may see, globals in their own folder.
      const names = files.map((f) => f.name);
      expect(names, warnings.join('\n')).toHaveLength(thisMonth.length);
      expect(names.filter((n) => n.startsWith('Globales/'))).toHaveLength(
        thisMonth.filter((d) => d.is_global).length,
      );
      for (const file of files) {
        expect(file.name).toMatch(
          new RegExp(`^(Globales|Especificos_Cliente)/${YEAR}/${label(MONTH)}/[^/]+\\.pdf$`),
        );
        const text = (await file.async('nodebuffer')).toString('latin1');
        expect(text.startsWith('%PDF')).toBe(true);
        expect(text).not.toContain('Servicios Beta');
        if (file.name.startsWith('Especificos_Cliente/')) expect(text).toContain('Constructora Alfa');
      }
      await page.getByText(`Se han descargado ${thisMonth.length} documentos.`).first().waitFor();
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
      const fourStars = page.getByRole('radio', { name: '4 estrellas: Bueno', exact: true });
      await fourStars.locator('..').click();
      expect(await fourStars.isChecked()).toBe(true);
      const comment = `Prueba e2e ${name} ${Date.now()}`;
      await page.getByLabel('Comentario (opcional)').fill(comment);
      await settledScreenshot(page, `client-feedback-${name}`, viewport.width);
      await submit.click();
      await page.getByText('¡Gracias por tus comentarios!').first().waitFor();
      expect(await page.getByLabel('Comentario (opcional)').inputValue()).toBe('');
      const [me] = await serviceRest(stack, 'profiles?username=eq.cliente_a&select=id');
      const rows = await serviceRest(
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
