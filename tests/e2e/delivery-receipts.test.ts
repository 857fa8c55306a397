// Monthly delivery receipts end to end: a document is published to a fresh company; the admin issues the
// month's 'Acuse de Entrega' from 'Entregas' (after the dialog says what it will list) and downloads its
// PDF (read back: company, code, verification URL, the document and its SHA-256); the company's client
// sees it in its REPSE tab and downloads it; signed out, /verificar-entrega/<code> shows the company, the
// month and the fingerprints, confirms the receipt's fingerprint in the browser, finds the delivered file
// dropped on it and does not find another one. Every screen at 1440 and 390 px passes checkScreen and the
// layout rules.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ROOT } from '../../local/stack/config';
import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, signIn, type TestStack } from './harness';
import { checkScreen } from './support/a11y';
import { downloadedBytes } from './support/chromium';
import { openTab } from './support/client-tabs';
import { createDeliveryFixture, type DeliveryFixture } from './support/compliance-deliveries';
import { dropFile, mexicoMonth, receiptsOf } from './support/delivery-receipts';
import { layoutProblems } from './support/layout-rules';
import { pdfText } from './support/lms-certificates';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
// The fixture's document is this file (createDeliveryFixture uploads it).
const DELIVERED = join(ROOT, 'local/seed/files/laboratorio/empresa-a/resultado-1.pdf');
const entregas = (companyId: string) => `/dashboard/admin/documentos/entregas?empresa=${companyId}`;

/**
 * The layout rules on a screen, from the top of the page as it opens (a dialog covers the page they
 * measure), then checkScreen (its screenshot is of the whole page).
 */
async function checked(page: Page, name: string, activeCompany?: string) {
  if (!name.includes('dialog')) {
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await layoutProblems(page, { activeCompany }), `${name}: layout`).toEqual([]);
  }
  await checkScreen(page, name);
}

async function downloadReceipt(page: Page, code: string) {
  const section = page.getByRole('region', { name: 'Acuses de Entrega' });
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 20_000 }),
    section.getByRole('button', { name: `Descargar Acuse ${code}` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`acuse-entrega-${code}.pdf`);
  return pdfText(new Uint8Array(await downloadedBytes(download)));
}

describe('delivery receipts', { shuffle: false }, () => {
  let stack: TestStack;
  let fx: DeliveryFixture;
  let code = '';
  const { year, month, name: monthOnly } = mexicoMonth();
  const monthName = `${monthOnly} ${year}`;

  beforeAll(async () => {
    stack = await joinStack();
    fx = await createDeliveryFixture(stack, { year, month });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('the admin issues the month’s receipt and downloads its PDF (desktop)', async () => {
    const admin = await stack.newPage(DESKTOP);
    await signIn(admin, 'admin', DEMO_PASSWORD);
    await admin.goto(entregas(fx.company.id));
    const section = admin.getByRole('region', { name: 'Acuses de Entrega' });
    await section.getByText('Sin Acuses de Entrega').waitFor();
    await section.getByRole('button', { name: 'Emitir Acuse' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Emitir Acuse' });
    await dialog.getByLabel('Año').fill(String(year));
    await dialog.getByRole('combobox', { name: 'Mes' }).click();
    await admin.getByRole('option', { name: monthOnly, exact: true }).click();
    await dialog.getByText(`El acuse listará 1 documento publicado en ${monthName}.`).waitFor();
    await checked(admin, 'delivery-receipt-dialog-desktop');
    await dialog.getByRole('button', { name: 'Emitir Acuse' }).click();
    await dialog.waitFor({ state: 'detached' });

    const [receipt] = await receiptsOf(stack, fx.company.id);
    code = receipt.code;
    expect(receipt.entries.map((e) => [e.title, e.sha256])).toEqual([[fx.document.name, fx.document.sha256]]);
    const row = section.getByRole('row').filter({ hasText: code });
    await row.getByText(monthName).waitFor();
    await checked(admin, 'delivery-receipts-admin-desktop', fx.company.name);

    const text = await downloadReceipt(admin, code);
    for (const expected of [
      'Acuse de Entrega',
      `Empresa: ${fx.company.name}`,
      `Mes: ${monthName}`,
      `Código de verificación: ${code}`,
      `${stack.appUrl}/verificar-entrega/${code}`,
      receipt.fingerprint,
      fx.document.name,
      ...fx.document.sha256.match(/.{16}/g)!,
      fx.client.email,
      'Sin abrir',
      'Sin descargar',
    ]) {
      expect(text).toContain(expected);
    }
  }, 180_000);

  it('the client sees its company’s receipt and downloads it (desktop)', async () => {
    const client = await stack.newPage(DESKTOP);
    await signIn(client, fx.client.username, fx.client.password);
    await openTab(client, 'REPSE', false);
    const section = client.getByRole('region', { name: 'Acuses de Entrega' });
    await section.getByRole('row').filter({ hasText: code }).waitFor();
    expect(await section.getByRole('button', { name: 'Emitir Acuse' }).count()).toBe(0);
    await checked(client, 'delivery-receipts-client-desktop');
    expect(await downloadReceipt(client, code)).toContain(fx.company.name);
  }, 120_000);

  it('anyone verifies it signed out and checks a dropped file (desktop)', async () => {
    const anon = await stack.newPage(DESKTOP);
    await anon.goto(`/verificar-entrega/${code.toLowerCase()}`);
    await anon.getByText('La huella del acuse coincide con su contenido').waitFor();
    await anon.getByText(fx.company.name).waitFor();
    await anon.getByText(monthName).waitFor();
    const files = anon.getByRole('list', { name: 'Huellas de los Archivos' });
    expect(await files.getByRole('listitem').allInnerTexts()).toEqual([`1.\n${fx.document.sha256}`]);
    // Nothing but the fingerprints: no title, no person.
    const page = await anon.locator('main').innerText();
    expect(page).not.toContain(fx.document.name);
    expect(page).not.toContain(fx.client.email);

    await dropFile(anon, 'receipt-drop-zone', 'nomina.pdf', await readFile(DELIVERED));
    await anon.getByText('nomina.pdf está en el acuse').waitFor();
    await anon.getByText('Su huella coincide con la del documento 1 de 1.').waitFor();
    await checked(anon, 'delivery-receipt-verify-match-desktop');

    await dropFile(anon, 'receipt-drop-zone', 'otro.pdf', Buffer.from('%PDF-1.4 otro archivo'));
    await anon.getByText('otro.pdf no está en el acuse').waitFor();
    await checked(anon, 'delivery-receipt-verify-no-match-desktop');

    await anon.goto('/verificar-entrega/0000-0000-0000');
    await anon.getByText('No encontramos un acuse con ese código').waitFor();
    await checked(anon, 'delivery-receipt-verify-not-found-desktop');
  }, 120_000);

  it('the admin, the client and the public page fit a phone (390 px)', async () => {
    const admin = await stack.newPage(PHONE);
    await signIn(admin, 'admin', DEMO_PASSWORD);
    await admin.goto(entregas(fx.company.id));
    const adminSection = admin.getByRole('region', { name: 'Acuses de Entrega' });
    await adminSection.getByRole('listitem').filter({ hasText: code }).waitFor();
    await checked(admin, 'delivery-receipts-admin-phone', fx.company.name);
    await adminSection.getByRole('button', { name: 'Emitir Acuse' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Emitir Acuse' });
    await dialog.getByRole('status').waitFor();
    await checked(admin, 'delivery-receipt-dialog-phone');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    const client = await stack.newPage(PHONE);
    await signIn(client, fx.client.username, fx.client.password);
    await openTab(client, 'REPSE', true);
    const clientSection = client.getByRole('region', { name: 'Acuses de Entrega' });
    await clientSection.getByRole('listitem').filter({ hasText: code }).waitFor();
    await checked(client, 'delivery-receipts-client-phone');
    expect(await downloadReceipt(client, code)).toContain(code);

    const anon = await stack.newPage(PHONE);
    await anon.goto(`/verificar-entrega/${code}`);
    await anon.getByText('La huella del acuse coincide con su contenido').waitFor();
    await dropFile(anon, 'receipt-drop-zone', 'nomina.pdf', await readFile(DELIVERED));
    await anon.getByText('nomina.pdf está en el acuse').waitFor();
    await checked(anon, 'delivery-receipt-verify-match-phone');
    await dropFile(anon, 'receipt-drop-zone', 'otro.pdf', Buffer.from('%PDF-1.4 otro archivo'));
    await anon.getByText('otro.pdf no está en el acuse').waitFor();
    await checked(anon, 'delivery-receipt-verify-no-match-phone');
  }, 180_000);
});
