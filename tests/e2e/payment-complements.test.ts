// Payment complements end to end: on a fresh company with one invoice, the admin's 'Subir Complemento de
// Pago' refuses a REP that pays more than the balance, records a first partial payment and then the
// rest, a month later; the invoice ends 'Pagada' with both payments listed, one deductibility file per
// payment month and its payment date read-only; the company's client sees them and saves a complement's
// XML; the admin cannot remove the older complement first, removes the newer one and the invoice owes
// its balance again. Desktop 1440x900 and phone 390x844.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, screenshot, signIn, type TestStack } from './harness';
import { createCompanyWithRfc, randomRfc } from './support/admin-billing';
import { openTab } from './support/client-tabs';
import { createUser, monthLabel, serviceRest, uniqueTag, type TestUser } from './support/fixtures';
import { dayOfMonthsAgo, makeRep } from './support/payment-complement';
import { layoutProblems } from './support/layout-rules';

const TAG = uniqueTag();
const NUMBER = `P-${Date.now() % 100000}`;
// Two installments in two months: each month has its own deductibility file.
const FIRST_DAY = dayOfMonthsAgo(2, 10);
const SECOND_DAY = dayOfMonthsAgo(1, 10);
const dmy = (iso: string) => iso.split('-').reverse().join('/');
const monthName = (iso: string) =>
  monthLabel({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) });
const PICKER = `Mes de pago del expediente de la factura ${NUMBER}`;

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
        issue_date: dayOfMonthsAgo(3, 1),
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
    expect(await layoutProblems(admin)).toEqual([]);

    // One deductibility file per payment month: the latest shown first, the other one picked.
    const picker = row.getByRole('combobox', { name: PICKER });
    expect(await picker.inputValue()).toBe(SECOND_DAY.slice(0, 7));
    expect(await picker.getByRole('option').allInnerTexts()).toEqual([
      monthName(FIRST_DAY),
      monthName(SECOND_DAY),
    ]);
    await picker.selectOption(FIRST_DAY.slice(0, 7));
    await row.getByRole('button', { name: `Ver detalle del expediente de la factura ${NUMBER}` }).click();
    const evidence = admin.getByRole('dialog', { name: `Expediente de la Factura ${NUMBER}` });
    await evidence.getByText(`Evidencia del mes de pago: ${monthName(FIRST_DAY)}.`).waitFor();
    const monthPayments = evidence.getByRole('list', { name: 'Pagos del mes' });
    expect(await monthPayments.innerText()).toContain(`${dmy(FIRST_DAY)} · $500.00 MXN`);
    expect(await monthPayments.innerText()).toContain(`REP ${reps.first}`);
    expect(await monthPayments.innerText()).not.toContain(reps.second);
    await screenshot(admin, 'payment-complements-evidence-month-desktop');
    await evidence.getByRole('button', { name: 'Cerrar' }).click();

    // The payment date is the complements': shown, not typed.
    await row.getByRole('button', { name: `Acciones de la factura ${NUMBER}` }).click();
    await admin.getByRole('menuitem', { name: 'Editar' }).click();
    const edit = admin.getByRole('dialog', { name: 'Editar Factura' });
    const paidOn = edit.getByLabel('Fecha de pago', { exact: true });
    expect(await paidOn.getAttribute('readonly')).not.toBeNull();
    expect(await paidOn.inputValue()).toBe(dmy(SECOND_DAY));
    await edit.getByText('Fecha tomada de los complementos de pago').waitFor();
    await screenshot(admin, 'payment-complements-paid-on-read-only-desktop');
    await edit.getByRole('button', { name: 'Cancelar' }).click();
    await edit.waitFor({ state: 'detached' });

    const page = await stack.newPage({ width: 1440, height: 900 });
    await signIn(page, client.username, client.password);
    await openTab(page, 'Facturación', false);
    const clientRow = page.getByRole('row').filter({ hasText: NUMBER });
    await clientRow.getByText('liquidada').waitFor();
    expect(await clientRow.getByRole('combobox', { name: PICKER }).inputValue()).toBe(SECOND_DAY.slice(0, 7));
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
    await phoneDialog.getByRole('button', { name: 'Cancelar' }).click();
    await phoneDialog.waitFor({ state: 'detached' });

    const phone = await stack.newPage({ width: 390, height: 844 });
    await signIn(phone, client.username, client.password);
    await openTab(phone, 'Facturación', true);
    await phone.getByRole('listitem').filter({ hasText: 'liquidada' }).first().waitFor();
    await phone.getByRole('combobox', { name: PICKER }).waitFor();
    await screenshot(phone, 'payment-complements-client-phone');
    expect(await scrollWidth(phone)).toBeLessThanOrEqual(390);

    // Installments come off newest first: the older complement stays while the newer one exists.
    const actions = phoneAdmin.getByRole('button', { name: `Acciones de la factura ${NUMBER}` });
    const removeComplement = async (shown: string) => {
      await actions.click();
      await phoneAdmin.getByRole('menuitem', { name: `Eliminar Complemento (${shown})` }).click();
      return phoneAdmin.getByRole('alertdialog', { name: 'Eliminar Complemento' });
    };
    let confirm = await removeComplement('REP 1');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await phoneAdmin
      .getByText(
        `No se puede eliminar el complemento ${reps.first}: la factura ${NUMBER} tiene un complemento posterior (${reps.second}). Elimina primero el más reciente.`,
      )
      .first()
      .waitFor();
    await confirm.waitFor({ state: 'detached' });

    confirm = await removeComplement('REP 2');
    await confirm
      .getByText(`Se eliminarán el complemento de pago ${reps.second} y sus pagos de la factura ${NUMBER}`, {
        exact: false,
      })
      .waitFor();
    await screenshot(phoneAdmin, 'payment-complement-remove-phone');
    expect(await scrollWidth(phoneAdmin)).toBeLessThanOrEqual(390);
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await confirm.waitFor({ state: 'detached' });
    const phonePayments = phoneAdmin.getByRole('list', { name: `Pagos de la factura ${NUMBER}` });
    await phonePayments.getByText('saldo $660.00 MXN').waitFor();
    expect(await phonePayments.getByRole('listitem').allInnerTexts()).toEqual([
      `${dmy(FIRST_DAY)} · $500.00 MXN (Parcialidad 1, saldo $660.00 MXN)`,
    ]);
    // One payment month left: no month to pick; the invoice owes its balance again.
    expect(await phoneAdmin.getByRole('combobox', { name: PICKER }).count()).toBe(0);
    await screenshot(phoneAdmin, 'payment-complements-removed-phone');
    expect(await scrollWidth(phoneAdmin)).toBeLessThanOrEqual(390);

    // The desktop list shows the same: balance back, status no longer 'Pagada', one REP.
    await admin.reload();
    await row.getByText('saldo $660.00 MXN').waitFor();
    expect(await row.innerText()).not.toContain('Pagada');
    expect(await row.innerText()).not.toContain('liquidada');
    expect(await row.getByRole('button', { name: /complemento de pago/ }).count()).toBe(1);
    await screenshot(admin, 'payment-complements-removed-desktop');
    expect(await layoutProblems(admin)).toEqual([]);
  }, 300_000);
});
