// Facturación end to end: the admin uploads an invoice (PDF + a CFDI 4.0
// XML made for a fresh company's RFC) after an XML for another RFC is refused; the filter survives a
// reload; the company's client sees the invoice with its folio fiscal, the overdue balance and days,
// filters it, and downloads the XML as 'Factura <número>.xml'. Desktop 1440x900 and phone 390x844.
import { readFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, screenshot, signIn, type TestStack } from './harness';
import { createCompanyWithRfc, daysAgo, makeCfdi, PDF, randomRfc } from './support/admin-billing';
import { openTab } from './support/client-tabs';
import { createUser, serviceRest, uniqueTag, type TestUser } from './support/fixtures';

const TAG = uniqueTag();
const FOLIO = String(Date.now() % 100000);
const NUMBER = `E-${FOLIO}`;
const RFC = randomRfc();
const COMPANY_NAME = `Facturas e2e ${TAG} S.A. de C.V.`;
const ISSUE = daysAgo(40);
const DUE = daysAgo(10);

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('admin Facturación reaches the client', () => {
  let stack: TestStack;
  let dir: string;
  let company: { id: string; name: string };
  let client: TestUser;
  let uuid: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'admin-billing-'));
    stack = await joinStack();
    company = await createCompanyWithRfc(stack, COMPANY_NAME, RFC);
    client = await createUser(stack, { companyId: company.id });
    const spec = { serie: 'E', folio: FOLIO, fecha: ISSUE, total: '1160.00', receiverName: COMPANY_NAME };
    const good = makeCfdi({ ...spec, receiverRfc: RFC });
    uuid = good.uuid;
    await writeFile(join(dir, 'factura.pdf'), PDF);
    await writeFile(join(dir, 'factura.xml'), good.xml);
    await writeFile(join(dir, 'otro-rfc.xml'), makeCfdi({ ...spec, receiverRfc: 'CAL010101AB1' }).xml);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('admin refuses an XML for another RFC, uploads the invoice; the client sees, filters and downloads it', async () => {
    const admin = await stack.newPage({ width: 1440, height: 900 });
    await signIn(admin, 'admin', DEMO_PASSWORD);
    await admin.goto(`/dashboard/admin/facturacion?empresa=${company.id}`);
    await admin.getByRole('heading', { name: 'Facturación' }).waitFor();
    await admin.getByRole('heading', { name: 'No hay facturas disponibles.' }).waitFor();

    await admin.getByRole('button', { name: 'Nueva Factura' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Nueva Factura' });
    await dialog.getByLabel('Factura (PDF)').setInputFiles(join(dir, 'factura.pdf'));
    await dialog.getByLabel('CFDI 4.0 (XML)').setInputFiles(join(dir, 'otro-rfc.xml'));
    await dialog
      .getByText(`El RFC del receptor del XML (CAL010101AB1) no coincide con el RFC de la empresa (${RFC}).`)
      .waitFor();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('no coincide con el RFC de la empresa').waitFor();

    await dialog.getByLabel('CFDI 4.0 (XML)').setInputFiles(join(dir, 'factura.xml'));
    await dialog.getByRole('status').getByText(`XML leído: ${NUMBER}`).waitFor();
    expect(await dialog.getByLabel('Número de factura').inputValue()).toBe(NUMBER);
    expect(await dialog.getByLabel('Folio fiscal (UUID)').inputValue()).toBe(uuid);
    // The portal's date field shows the day as dd/mm/aaaa whatever the browser's language.
    expect(await dialog.getByLabel('Fecha de emisión').inputValue()).toBe(
      ISSUE.split('-').reverse().join('/'),
    );
    expect(await dialog.getByLabel('Total (MXN)').inputValue()).toBe('1160.00');
    await dialog.getByLabel('Fecha de vencimiento (opcional)').fill(DUE);
    await dialog.getByRole('combobox', { name: 'Estado' }).click();
    await admin.getByRole('option', { name: 'Vencida' }).click();
    await screenshot(admin, 'admin-billing-dialog-desktop');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await admin.getByText(`La factura ${NUMBER} se guardó.`).first().waitFor();
    const row = admin.getByRole('row').filter({ hasText: NUMBER });
    await row.waitFor();
    expect(await row.innerText()).toContain(uuid);
    expect(await row.innerText()).toContain('$1,160.00 MXN');

    // The company filter and the list survive a reload.
    await admin.reload();
    await admin.getByRole('row').filter({ hasText: NUMBER }).waitFor();
    expect(admin.url()).toContain(`empresa=${company.id}`);
    await screenshot(admin, 'admin-billing-desktop');

    // The company's client, fresh context.
    const page = await stack.newPage({ width: 1440, height: 900 });
    await signIn(page, client.username, client.password);
    await openTab(page, 'Facturación', false);
    const clientRow = page.getByRole('row').filter({ hasText: NUMBER });
    await clientRow.waitFor();
    expect(await clientRow.innerText()).toContain(uuid);
    expect(await clientRow.innerText()).toContain('10 días de atraso');
    await page.getByLabel('Saldo vencido: $1,160.00 MXN').waitFor();
    await page.getByLabel('Saldo pendiente: $0.00 MXN').waitFor();
    await screenshot(page, 'client-billing-desktop');

    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Pagada' }).click();
    await page.getByRole('heading', { name: 'No se encontraron resultados' }).waitFor();
    await page.getByLabel('Saldo vencido: $0.00 MXN').waitFor();
    expect(page.url()).toContain('estado=pagada');
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'Todos los estados' }).click();
    await clientRow.waitFor();

    const download = page.waitForEvent('download', { timeout: 20_000 });
    await page
      .getByRole('button', { name: `Descargar XML de la factura ${NUMBER}` })
      .filter({ visible: true })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Factura ${NUMBER}.xml`);
    const saved = join(dir, 'descargada.xml');
    await file.saveAs(saved);
    expect(await readFile(saved, 'utf8')).toContain(`UUID="${uuid}"`);
  }, 240_000);

  it('phone (390 px): admin list and dialog, client balances and cards fit', async () => {
    // Its own company, client and overdue invoice (the other test's upload may not have happened yet:
    // tests run shuffled).
    const phoneCompany = await createCompanyWithRfc(
      stack,
      `Facturas e2e teléfono ${TAG} S.A. de C.V.`,
      randomRfc(),
    );
    const phoneClient = await createUser(stack, { companyId: phoneCompany.id });
    const phoneNumber = `T-${FOLIO}`;
    await serviceRest(stack, 'invoices', {
      method: 'POST',
      body: {
        company_id: phoneCompany.id,
        invoice_number: phoneNumber,
        issue_date: ISSUE,
        due_date: DUE,
        amount: 1160,
        status: 'vencida',
      },
    });
    const admin = await stack.newPage({ width: 390, height: 844 });
    await signIn(admin, 'admin', DEMO_PASSWORD);
    await admin.goto(`/dashboard/admin/facturacion?empresa=${phoneCompany.id}`);
    await admin.getByRole('listitem').filter({ hasText: phoneNumber }).first().waitFor();
    expect(await scrollWidth(admin)).toBeLessThanOrEqual(390);
    await screenshot(admin, 'admin-billing-phone');
    await admin.getByRole('button', { name: 'Nueva Factura' }).click();
    await admin.getByRole('dialog', { name: 'Nueva Factura' }).waitFor();
    expect(await scrollWidth(admin)).toBeLessThanOrEqual(390);
    await screenshot(admin, 'admin-billing-dialog-phone');

    const page = await stack.newPage({ width: 390, height: 844 });
    await signIn(page, phoneClient.username, phoneClient.password);
    await openTab(page, 'Facturación', true);
    await page.getByRole('listitem').filter({ hasText: phoneNumber }).first().waitFor();
    await page.getByLabel('Saldo vencido: $1,160.00 MXN').waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(390);
    await screenshot(page, 'client-billing-phone');
  }, 180_000);
});
