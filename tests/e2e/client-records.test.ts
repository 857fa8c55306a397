// cliente_a uses the Directorio, Laboratorio and Facturación tabs on the real stack (emulator, gateway with
// RLS, Storage): company A's rows appear, company B's never do, and files open in a new tab through a
// signed Storage URL made at the click.
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, screenshot, settle, signIn, type TestStack } from './harness';
import { openTab } from './support/client-tabs';

const COMPANY_A = '10000000-0000-4000-8000-00000000000a';
const COMPANY_B = '10000000-0000-4000-8000-00000000000b';

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, phone: true },
] as const;

/** Clicks `button` and returns the new tab and the signed-URL response it loaded. */
async function clickAndCatchSignedFile(page: Page, click: () => Promise<void>) {
  const signed = page.context().waitForEvent('response', {
    // The GET of the signed URL in the new tab, not the POST that asked the API to sign it.
    predicate: (r: Response) =>
      r.request().method() === 'GET' &&
      r.url().includes('/storage/v1/object/sign/') &&
      new URL(r.url()).searchParams.has('token'),
    timeout: 20_000,
  });
  const popup = page.waitForEvent('popup', { timeout: 20_000 });
  await click();
  const [tab, response] = await Promise.all([popup, signed]);
  return { tab, response };
}

async function noHorizontalScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, 'no horizontal scroll').toBeLessThanOrEqual(width);
}

describe('client records tabs', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await joinStack();
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it.each(VIEWPORTS)(
    'directory, laboratory and billing show company A only ($name)',
    async ({ name, viewport, phone }) => {
      const page = await stack.newPage(viewport);
      const pageErrors: string[] = [];
      page.on('pageerror', (err) => pageErrors.push(err.message));
      await signIn(page, 'cliente_a', DEMO_PASSWORD);

      // Directorio is the default tab.
      await page.getByRole('heading', { name: 'Directorio de Empresa' }).waitFor();
      const contacts = page.getByRole('list', { name: 'Contactos de la empresa' }).getByRole('listitem');
      await expect.poll(() => contacts.count()).toBe(4);
      await page.getByRole('heading', { name: 'María Rodríguez (A)' }).waitFor();
      expect(await page.getByText(/\(B\)/).count()).toBe(0);
      const whatsapp = page.getByRole('link', { name: 'WhatsApp de María Rodríguez (A)' });
      expect(await whatsapp.getAttribute('href')).toBe('https://wa.me/5218112345601');
      expect(await whatsapp.getAttribute('target')).toBe('_blank');
      expect(await page.getByRole('link', { name: /^WhatsApp de Elena Torres/ }).count()).toBe(0);
      await page.waitForFunction(() =>
        Array.from(document.images).some(
          (img) => img.alt.startsWith('Foto de') && img.complete && img.naturalWidth,
        ),
      );
      await settle(page); // list entrance animation
      await noHorizontalScroll(page, viewport.width);
      await screenshot(page, `client-directory-${name}`);

      // Laboratorio: 7 requests of A; search narrows the list; pending results cannot be downloaded.
      await openTab(page, 'Laboratorio', phone);
      await page.getByRole('heading', { name: 'Exámenes de Laboratorio' }).waitFor();
      const labCards = page.getByRole('list', { name: 'Solicitudes de laboratorio' }).getByRole('listitem');
      await expect.poll(() => labCards.count()).toBe(7);
      const pendingCard = labCards.filter({ hasText: 'Examen médico de ingreso' });
      expect(await pendingCard.getByRole('button', { name: 'Resultado Pendiente' }).isDisabled()).toBe(true);
      await settle(page);
      await noHorizontalScroll(page, viewport.width);
      await screenshot(page, `client-laboratory-${name}`);

      await page.getByPlaceholder('Buscar por paciente, tipo de examen o notas...').fill('QUIMICA');
      await expect.poll(() => labCards.count()).toBe(1);
      const lab = await clickAndCatchSignedFile(page, () =>
        page.getByRole('button', { name: 'Descargar Resultado: Química sanguínea' }).click(),
      );
      expect(lab.response.status()).toBe(200);
      expect(lab.response.headers()['content-type']).toContain('application/pdf');
      expect(lab.response.url()).toContain(`/lab-results/${COMPANY_A}/resultado-2.pdf`);
      expect(lab.response.frame().page(), 'loaded in the new tab').toBe(lab.tab);
      await lab.tab.waitForURL(/\/storage\/v1\/object\/sign\/lab-results\//, { waitUntil: 'commit' });
      await lab.tab.close();

      await page.getByPlaceholder('Buscar por paciente, tipo de examen o notas...').fill('zzz');
      await page.getByRole('heading', { name: 'No se encontraron resultados' }).waitFor();

      // Facturación: A-1001..A-1006 newest first, none of B's; the PDF downloads from a signed URL.
      await openTab(page, 'Facturación', phone);
      await page.getByRole('heading', { name: 'Facturación', level: 2 }).waitFor();
      const invoice = page
        .getByRole('button', { name: 'PDF de la factura A-1003' })
        .filter({ visible: true });
      await invoice.waitFor();
      const body = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
      expect(body).not.toMatch(/B-100\d/);
      expect(body).toContain('$12,064.50 MXN');
      const order = ['A-1003', 'A-1006', 'A-1004', 'A-1005', 'A-1002', 'A-1001'].map((n) => body.indexOf(n));
      expect(
        order.every((pos, i) => pos >= 0 && (i === 0 || pos > order[i - 1])),
        'newest first',
      ).toBe(true);
      for (const n of ['1001', '1002', '1004', '1005', '1006']) {
        await page
          .getByRole('button', { name: `XML de la factura A-${n}` })
          .filter({ visible: true })
          .waitFor();
      }
      await settle(page);
      await noHorizontalScroll(page, viewport.width);
      await screenshot(page, `client-billing-${name}`);

      // Invoice files are saved under the invoice number, not opened in a tab.
      const saved = page.waitForEvent('download', { timeout: 20_000 });
      await invoice.click();
      const pdf = await saved;
      expect(pdf.suggestedFilename()).toBe('Factura A-1003.pdf');
      expect(pdf.url()).toContain(`/invoices/${COMPANY_A}/A-1003.pdf`);
      expect(pdf.url()).not.toContain(COMPANY_B);

      expect(pageErrors).toEqual([]);
    },
    120_000,
  );

  it('a client without a company is warned on the directory and sees Empresa No Asignada', async () => {
    const page = await stack.newPage();
    await signIn(page, 'sinempresa', DEMO_PASSWORD);
    await page.getByRole('heading', { name: 'Directorio de Empresa' }).waitFor();
    await page.getByText('Información de Empresa Incompleta', { exact: true }).waitFor();
    await page
      .getByText('No se encontró un ID de empresa asociado a tu perfil para cargar el directorio.', {
        exact: true,
      })
      .waitFor();
    await page.getByRole('heading', { name: 'Empresa No Asignada' }).waitFor();
    expect(await page.getByRole('list', { name: 'Contactos de la empresa' }).count()).toBe(0);
    await screenshot(page, 'client-directory-no-company');

    await openTab(page, 'Facturación', false);
    await page.getByRole('heading', { name: 'Empresa No Asignada' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
  }, 60_000);
});
