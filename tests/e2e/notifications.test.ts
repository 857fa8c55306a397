// Notifications end to end: an invoice published for a company reaches its client's bell (the entry
// opens that invoice alone) and mailbox (one e-mail, whose link opens that invoice), another company's
// client sees nothing of it, and with 'Facturas' set to 'Solo en el portal' the bell still shows the next
// one and no e-mail goes. The admin's 'Notificaciones' and the screens
// at 1440 and 390 px (the header must not scroll sideways on a phone).
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, screenshot, signIn, type TestStack } from './harness';
import { mailFor } from './support/callables';
import { createCompany, createUser, serviceRest, uniqueTag, type TestUser } from './support/fixtures';
import { sendNotificationsOf } from './support/notification-mail';

const TAG = uniqueTag();
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

async function publishInvoice(stack: TestStack, companyId: string, number: string): Promise<string> {
  const [row] = await serviceRest<Array<{ id: string }>>(stack, 'invoices', {
    method: 'POST',
    body: {
      company_id: companyId,
      invoice_number: number,
      issue_date: new Date().toISOString().slice(0, 10),
      amount: 1160,
      currency: 'MXN',
      status: 'pendiente',
    },
  });
  return row.id;
}

async function unreadOf(stack: TestStack, profileId: string): Promise<number> {
  const rows = await serviceRest<unknown[]>(
    stack,
    `notifications?select=id&profile_id=eq.${profileId}&read_at=is.null`,
  );
  return rows.length;
}

/** The notification e-mails (through SMTP) the mailbox holds for `email`, newest first. */
const notificationMails = async (stack: TestStack, email: string) =>
  (await mailFor(stack, email)).filter((mail) => mail.source === 'smtp');

const bell = (page: Page) => page.getByRole('button', { name: /^Notificaciones/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notificaciones' });

describe('notifications reach the bell', { shuffle: false }, () => {
  let stack: TestStack;
  let company: { id: string; name: string };
  let client: TestUser;
  beforeAll(async () => {
    stack = await joinStack();
    company = await createCompany(stack, `Avisos e2e ${TAG} S.A. de C.V.`);
    client = await createUser(stack, { companyId: company.id });
  }, 120_000);
  afterAll(() => stack?.stop());

  it('the company’s client sees the new invoice in the bell and its entry opens that invoice', async () => {
    const number = `N-${TAG}`;
    const invoiceId = await publishInvoice(stack, company.id, number);
    const unread = await unreadOf(stack, client.profileId);
    expect(unread).toBeGreaterThan(0);

    const page = await stack.newPage(DESKTOP);
    await signIn(page, client.username, client.password);
    await page.getByRole('button', { name: `Notificaciones, ${unread} sin leer` }).click();
    const entry = panel(page).getByRole('link', { name: new RegExp(`Nueva factura ${number}`) });
    await entry.waitFor();
    await expect(entry.textContent()).resolves.toContain(company.name);
    await screenshot(page, 'notificaciones-campana-escritorio');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'notificaciones-campana-telefono');

    await entry.click();
    await page.waitForURL((url) => url.searchParams.get('factura') === invoiceId);
    await page.getByText('Se muestra la factura de tu notificación.').waitFor();
    const cards = page.getByRole('list', { name: 'Facturas de tu empresa' });
    await cards.getByText(number).waitFor();
    expect(await cards.getByRole('listitem').count()).toBe(1);
    // Opened, it is read: the bell counts one less.
    const left = unread - 1;
    await page
      .getByRole('button', {
        name: left > 0 ? `Notificaciones, ${left} sin leer` : 'Notificaciones',
        exact: true,
      })
      .waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);

    await page.getByRole('button', { name: /^Notificaciones/ }).click();
    await panel(page).getByRole('link', { name: 'Ver Todas' }).click();
    await page
      .getByRole('list', { name: 'Historial de notificaciones' })
      .getByText(`Nueva factura ${number}`)
      .first()
      .waitFor();
    await screenshot(page, 'notificaciones-historial-telefono');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'notificaciones-historial-escritorio');

    // The sender groups what the client has pending (the new account and the invoice) into one e-mail,
    // whose link opens that invoice.
    const report = await sendNotificationsOf(stack, client.profileId);
    expect(report).toMatchObject({ sent: 1, failed: 0, retrying: 0 });
    const mails = await notificationMails(stack, client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(`Nueva factura ${number}`);
    const link = mails[0].text!.split(/\s+/).find((word) => word.includes(`factura=${invoiceId}`));
    expect(link?.startsWith(stack.appUrl)).toBe(true);
    await page.goto(link!);
    await page.getByText('Se muestra la factura de tu notificación.').waitFor();
    // At 1440 px the invoices are a table: the linked one is its only row.
    const table = page.getByRole('table');
    await table.getByText(number).waitFor();
    expect(await table.locator('tbody tr').count()).toBe(1);
    // Sent once: another run finds nothing left for the client.
    expect(await sendNotificationsOf(stack, client.profileId)).toMatchObject({ sent: 0 });
    expect(await notificationMails(stack, client.email)).toHaveLength(1);
  });

  it('another company’s client sees nothing of it', async () => {
    const page = await stack.newPage(DESKTOP);
    await signIn(page, 'cliente_a', DEMO_PASSWORD);
    await bell(page).click();
    await panel(page).getByRole('link', { name: 'Ver Todas' }).waitFor();
    await panel(page).getByText('Cargando notificaciones...').waitFor({ state: 'detached' });
    expect(await panel(page).getByText(`Nueva factura N-${TAG}`).count()).toBe(0);
    const mails = await notificationMails(stack, 'cliente.a@portal.demo');
    expect(mails.filter((mail) => mail.text?.includes(`N-${TAG}`))).toHaveLength(0);
  });

  it('with Facturas set to Solo en el portal, the bell still shows the next invoice', async () => {
    const page = await stack.newPage(PHONE);
    await signIn(page, client.username, client.password);
    await page.goto('/dashboard/client?tab=profile');
    const invoices = page.getByRole('group', { name: 'Facturas' });
    await invoices.getByRole('radio', { name: 'Solo en el portal' }).check();
    await page.getByText('Facturas: Solo en el portal.').first().waitFor();
    await screenshot(page, 'notificaciones-preferencias-telefono');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'notificaciones-preferencias-escritorio');
    const [stored] = await serviceRest<Array<{ channel: string }>>(
      stack,
      `notification_preferences?select=channel&profile_id=eq.${client.profileId}&category=eq.invoices`,
    );
    expect(stored.channel).toBe('portal');

    const number = `P-${TAG}`;
    await publishInvoice(stack, company.id, number);
    await page.reload();
    await bell(page).click();
    await panel(page)
      .getByRole('link', { name: new RegExp(`Nueva factura ${number}`) })
      .waitFor();
    // No e-mail for it: the client's mailbox still holds only the first one.
    expect(await sendNotificationsOf(stack, client.profileId)).toMatchObject({ sent: 0 });
    const mails = await notificationMails(stack, client.email);
    expect(mails.filter((mail) => mail.text?.includes(number))).toHaveLength(0);
  });

  it('the admin’s Notificaciones opens Correos Enviados, without sideways scroll on a phone', async () => {
    const page = await stack.newPage(DESKTOP);
    await signIn(page, 'admin', DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Notificaciones' }).first().click();
    await page.getByRole('heading', { name: 'Notificaciones', level: 2 }).waitFor();
    await page.getByRole('link', { name: 'Correos Enviados' }).click();
    await page.getByRole('heading', { name: 'Correos Enviados', level: 2 }).waitFor();
    await page.getByText('Cargando correos...').waitFor({ state: 'detached' });
    await screenshot(page, 'notificaciones-admin-correos-escritorio');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'notificaciones-admin-correos-telefono');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
  });
});
