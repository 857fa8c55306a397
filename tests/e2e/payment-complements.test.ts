// Payment complements end to end: on a fresh company with one invoice, the admin's 'Subir Complemento de
// Pago' refuses a REP that pays more than the balance, records a first partial payment and then the
// rest; the invoice ends 'Pagada' with both payments listed, and the company's client sees them and
// saves a complement's XML. Desktop 1440x900 and phone 390x844.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, screenshot, signIn, type TestStack } from './harness';
import { createCompanyWithRfc, daysAgo, randomRfc } from './support/admin-billing';
import { openTab } from './support/client-tabs';
import { createUser, serviceRest, uniqueTag, type TestUser } from './support/fixtures';
import { makeRep } from './support/payment-complement';

const TAG = uniqueTag();
const NUMBER = `P-${Date.now() % 100000}`;
const FIRST_DAY = daysAgo(20);
const SECOND_DAY = daysAgo(5);
const dmy = (iso: string) => iso.split('-').reverse().join('/');

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('payment complements reach the invoice and the client', () => {
  let stack: TestStack;
  let dir: string;
  let company: { id: string; name: string };
  let client: TestUser;
  let reps: { first: string; second: string };
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'payment-complements-'));
    stack = await joinStack();
    const rfc = randomRfc();
    company = await createCompanyWithRfc(stack, `Complementos e2e ${TAG} S.A. de C.V.`, rfc);
    client = await createUser(stack, { companyId: company.id });
    const invoiceUuid = crypto.randomUUID().toUpperCase();
    await serviceRest(stack, 'invoices', {
      method: 'POST',
      body: {
        company_id: company.id,
        invoice_number: NUMBER,
        cfdi_uuid: invoiceUuid,
        issue_date: daysAgo(40),
        amount: 1160,
        status: 'pendiente',
      },
    });
    const base = { receiverRfc: rfc, invoiceUuid };
    const too = makeRep({
      ...base,
      paidOn: FIRST_DAY,
      installment: 1,
      previous: '2000.00',
      paid: '2000.00',
      remaining: '0.00',
    });
    const first = makeRep({
      ...base,
      paidOn: FIRST_DAY,
      installment: 1,
      previous: '1160.00',
      paid: '500.00',
      remaining: '660.00',
    });
    const second = makeRep({
      ...base,
      paidOn: SECOND_DAY,
      installment: 2,
      previous: '660.00',
      paid: '660.00',
      remaining: '0.00',
    });
    reps = { first: first.uuid, second: second.uuid };
    await writeFile(join(dir, 'excede.xml'), too.xml);
    await writeFile(join(dir, 'rep-1.xml'), first.xml);
    await writeFile(join(dir, 'rep-2.xml'), second.xml);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const upload = async (admin: Page, file: string, screen?: string) => {
    await admin.getByRole('button', { name: 'Subir Complemento de Pago' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Subir Complemento de Pago' });
    await dialog.getByLabel('Complemento de pago (XML)').setInputFiles(join(dir, file));
    await dialog.getByRole('status').getByText('Pago del').waitFor();
    if (screen) await screenshot(admin, screen);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
  };

  it('admin records two partial payments; the client sees both and saves a complement', async () => {
    const admin = await stack.newPage({ width: 1440, height: 900 });
    await signIn(admin, 'admin', DEMO_PASSWORD);
    await admin.goto(`/dashboard/admin/facturacion?empresa=${company.id}`);
    const row = admin.getByRole('row').filter({ hasText: NUMBER });
    await row.waitFor();

    await admin.getByRole('button', { name: 'Subir Complemento de Pago' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Subir Complemento de Pago' });
    await dialog.getByLabel('Complemento de pago (XML)').setInputFiles(join(dir, 'excede.xml'));
    await dialog.getByText('más que su saldo de $1,160.00 MXN.').waitFor();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();

    await upload(admin, 'rep-1.xml', 'payment-complement-dialog-desktop');
    const payments = row.getByRole('list', { name: `Pagos de la factura ${NUMBER}` });
    await payments.getByText('saldo $660.00 MXN').waitFor();
    await upload(admin, 'rep-2.xml');
    await payments.getByText('liquidada').waitFor();
    expect(await payments.getByRole('listitem').allInnerTexts()).toEqual([
      `${dmy(FIRST_DAY)} · $500.00 MXN (Parcialidad 1, saldo $660.00 MXN)`,
      `${dmy(SECOND_DAY)} · $660.00 MXN (Parcialidad 2, liquidada)`,
    ]);
    expect(await row.innerText()).toContain('Pagada');
    await screenshot(admin, 'payment-complements-admin-desktop');

    const page = await stack.newPage({ width: 1440, height: 900 });
    await signIn(page, client.username, client.password);
    await openTab(page, 'Facturación', false);
    const clientRow = page.getByRole('row').filter({ hasText: NUMBER });
    await clientRow.getByText('liquidada').waitFor();
    await screenshot(page, 'payment-complements-client-desktop');
    const download = page.waitForEvent('download', { timeout: 20_000 });
    await clientRow
      .getByRole('button', {
        name: `(complemento de pago ${reps.first}) de la factura ${NUMBER}`,
        exact: false,
      })
      .click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Complemento de pago ${reps.first}.xml`);
    const saved = join(dir, 'descargado.xml');
    await file.saveAs(saved);
    expect(await readFile(saved, 'utf8')).toContain(`UUID="${reps.first}"`);

    // Phone (390 px): the same invoice as a card, for the admin and the client, and the dialog.
    const phoneAdmin = await stack.newPage({ width: 390, height: 844 });
    await signIn(phoneAdmin, 'admin', DEMO_PASSWORD);
    await phoneAdmin.goto(`/dashboard/admin/facturacion?empresa=${company.id}`);
    await phoneAdmin.getByRole('listitem').filter({ hasText: 'liquidada' }).first().waitFor();
    await screenshot(phoneAdmin, 'payment-complements-admin-phone');
    expect(await scrollWidth(phoneAdmin)).toBeLessThanOrEqual(390);
    await phoneAdmin.getByRole('button', { name: 'Subir Complemento de Pago' }).click();
    const phoneDialog = phoneAdmin.getByRole('dialog', { name: 'Subir Complemento de Pago' });
    await phoneDialog.getByLabel('Complemento de pago (XML)').setInputFiles(join(dir, 'rep-1.xml'));
    await phoneDialog.getByText(`El complemento de pago ${reps.first} ya se registró.`).waitFor();
    await screenshot(phoneAdmin, 'payment-complement-dialog-phone');
    expect(await scrollWidth(phoneAdmin)).toBeLessThanOrEqual(390);

    const phone = await stack.newPage({ width: 390, height: 844 });
    await signIn(phone, client.username, client.password);
    await openTab(phone, 'Facturación', true);
    await phone.getByRole('listitem').filter({ hasText: 'liquidada' }).first().waitFor();
    await screenshot(phone, 'payment-complements-client-phone');
    expect(await scrollWidth(phone)).toBeLessThanOrEqual(390);
  }, 300_000);
});
