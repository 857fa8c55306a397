// 'Perfiles Cliente' end to end on the shared stack: the admin creates a company and a client
// with an invitation (its Firebase account made by the createuser function, the admin stays signed in);
// the client opens the invitation e-mail from the local mailbox, picks a password, signs in and sees its
// company; the admin deactivates it and its next request is refused; a collaborator created with a
// temporary password must change it at first sign-in. Desktop 1440x900 and phone 390x844.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, screenshot, signIn, type TestStack } from './harness';
import { curpFor, createUserFromDialog, rfcFor } from './support/admin-clients';
import { latestEmail, scrollWidth, submitLogin } from './support/auth-journeys';
import { openTab } from './support/client-tabs';
import { uniqueTag } from './support/fixtures';

const TAG = uniqueTag();
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const COMPANY = `Clientes e2e ${TAG} S.A.`;
const CLIENT = {
  email: `cliente-${TAG}@e2e.test`,
  username: `cli_${TAG}`,
  givenNames: 'Cliente',
  lastNamePaternal: TAG,
};
const COLLAB = {
  email: `colab-${TAG}@e2e.test`,
  username: `col_${TAG}`,
  givenNames: 'Colaboradora',
  lastNamePaternal: TAG,
};

async function openClients(page: Page, query = '') {
  await page.goto(`/dashboard/admin/clientes${query}`);
  await page.getByRole('heading', { name: 'Perfiles Cliente' }).waitFor();
}

const userRow = (page: Page, email: string) =>
  page.getByRole('table', { name: 'Usuarios' }).getByRole('row').filter({ hasText: email });

// A journey: its steps build on each other, so they run in order (the files still run shuffled).
describe('admin Perfiles Cliente', { shuffle: false }, () => {
  let stack: TestStack;
  let admin: Page;
  let companyId = '';
  beforeAll(async () => {
    stack = await joinStack();
    admin = await stack.newPage(DESKTOP);
    await signIn(admin, 'admin', DEMO_PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('creates a company and a client with an invitation, keeping the company filter on reload', async () => {
    await openClients(admin, '?vista=empresas');
    await admin.getByRole('button', { name: 'Nueva Empresa' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Nueva Empresa' });
    await dialog.getByLabel('Nombre').fill(COMPANY);
    await dialog.getByLabel('RFC (opcional)').fill('no-es-rfc');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText(/El RFC no es válido/).waitFor();
    await dialog.getByLabel('RFC (opcional)').fill(rfcFor(TAG).toLowerCase());
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    const companyRow = admin
      .getByRole('table', { name: 'Empresas' })
      .getByRole('row')
      .filter({ hasText: COMPANY });
    await companyRow.waitFor();
    expect(await companyRow.getByRole('cell').nth(1).innerText()).toBe(rfcFor(TAG));
    await screenshot(admin, 'admin-clients-companies-desktop');

    // The header filter on the new company, then the users view.
    const filter = admin.getByRole('combobox', { name: 'Filtrar por Empresa' }).filter({ visible: true });
    await filter.getByRole('option', { name: COMPANY, exact: true }).waitFor({ state: 'attached' });
    await filter.selectOption({ label: COMPANY });
    await admin.waitForURL((url) => url.searchParams.has('empresa'));
    companyId = new URL(admin.url()).searchParams.get('empresa') ?? '';
    // The router renders the new URL in a transition: wait for the screen to show it before the next
    // click, whose handler must see the company in the current search params.
    await expect.poll(() => filter.inputValue()).toBe(companyId);
    await admin.getByRole('tab', { name: 'Usuarios' }).click();
    await admin.getByText('Sin Usuarios').waitFor();

    // The browser never asks Firebase for a sign-up: the account is made by the createuser function.
    const signUps: string[] = [];
    admin.on('request', (request) => {
      if (/accounts:signUp/.test(request.url())) signUps.push(request.url());
    });
    const created = admin.waitForResponse((response) => /\/createuser$/.test(response.url()));
    await createUserFromDialog(admin, { ...CLIENT, role: 'Cliente' });
    expect((await created).status()).toBe(200);
    await admin.getByText(`Se envió la invitación a ${CLIENT.email}.`).first().waitFor();
    await userRow(admin, CLIENT.email).waitFor();
    // Still the admin: the account was created on the server, not in this browser.
    await admin.getByRole('button', { name: 'Menú de usuario' }).filter({ visible: true }).first().waitFor();

    expect(signUps).toEqual([]);
    await admin.reload();
    await userRow(admin, CLIENT.email).waitFor();
    expect(new URL(admin.url()).searchParams.get('empresa')).toBe(companyId);
    await screenshot(admin, 'admin-clients-users-desktop');
  });

  it('the client accepts the invitation, signs in and sees its company; deactivated, it is refused', async () => {
    const mail = await latestEmail(stack.mailboxUrl, CLIENT.email, 'resetPassword');
    const client = await stack.newPage(PHONE);
    await client.goto(mail.appLink);
    await client.getByText(CLIENT.email).waitFor();
    const password = 'Invitado#2026';
    await client.getByLabel('Nueva contraseña').fill(password);
    await client.getByLabel('Confirmar contraseña').fill(password);
    await client.getByRole('button', { name: 'Restablecer Contraseña' }).click();
    await client.waitForURL((url) => url.pathname === '/login');
    await submitLogin(client, CLIENT.username, password);
    await client.waitForURL((url) => url.pathname === '/dashboard/client');
    await openTab(client, 'Mi Perfil', true);
    // The header's company label is hidden on a phone; the profile's Empresa field shows it.
    await client.getByText(COMPANY).filter({ visible: true }).first().waitFor();
    await screenshot(client, 'admin-clients-invited-client-phone');
    expect(await scrollWidth(client)).toBeLessThanOrEqual(PHONE.width);

    await admin
      .getByRole('button', { name: `Desactivar ${CLIENT.email}` })
      .filter({ visible: true })
      .click();
    const confirm = admin.getByRole('alertdialog', { name: '¿Desactivar usuario?' });
    await confirm.getByRole('button', { name: 'Desactivar' }).click();
    await confirm.waitFor({ state: 'detached' });
    await userRow(admin, CLIENT.email).getByText('Inactivo').waitFor();

    // Reloaded, the session this browser kept is refused (the account is disabled) and the person is told;
    // signing in again with the e-mail says why (a username of an inactive profile is not looked up).
    await client.reload();
    await client.getByText('Tu sesión en este navegador terminó.', { exact: false }).first().waitFor();
    await client.waitForURL((url) => url.pathname === '/login');
    await submitLogin(client, CLIENT.email, password);
    await client.getByText('Tu cuenta ha sido deshabilitada.').first().waitFor();
  });

  it('a collaborator with a temporary password must change it at first sign-in', async () => {
    await createUserFromDialog(admin, {
      ...COLLAB,
      role: 'Colaborador',
      collaborator: {
        curp: curpFor(TAG),
        jobTitle: 'Supervisora',
        occupation: '09.4 Protección de bienes y/o personas',
      },
      temporary: true,
    });
    const shown = admin.getByRole('dialog', { name: 'Contraseña Temporal' });
    const temporary = (await shown.getByTestId('temporary-password').innerText()).trim();
    expect(temporary).toMatch(/^\S{14}$/);
    await screenshot(admin, 'admin-clients-temporary-password-desktop');
    await shown.getByRole('button', { name: 'Entendido' }).click();
    await userRow(admin, COLLAB.email).getByText('Cambio de contraseña pendiente').waitFor();

    const collab = await stack.newPage(DESKTOP);
    await signIn(collab, COLLAB.username, temporary);
    const forced = collab.getByRole('dialog', { name: 'Cambiar Contraseña' });
    await forced.waitFor();
    const next = 'Colabora#2026';
    await forced.getByLabel('Nueva contraseña', { exact: true }).fill(next);
    await forced.getByLabel('Confirmar nueva contraseña').fill(next);
    await forced.getByRole('button', { name: 'Cambiar Contraseña' }).click();
    await forced.waitFor({ state: 'detached' });
    expect(new URL(collab.url()).pathname.startsWith('/dashboard/collaborator')).toBe(true);
  });

  it('fits 390 px: users, companies and the create dialog', async () => {
    const phone = await stack.newPage(PHONE);
    await signIn(phone, 'admin', DEMO_PASSWORD);
    await openClients(phone, `?empresa=${companyId}`);
    await phone.getByText(CLIENT.email).filter({ visible: true }).first().waitFor();
    await screenshot(phone, 'admin-clients-users-phone');
    expect(await scrollWidth(phone)).toBeLessThanOrEqual(PHONE.width);
    await phone.getByRole('button', { name: 'Nuevo Usuario' }).click();
    await phone.getByRole('dialog', { name: 'Nuevo Usuario' }).waitFor();
    await screenshot(phone, 'admin-clients-new-user-phone');
    expect(await scrollWidth(phone)).toBeLessThanOrEqual(PHONE.width);
    // The form is taller than the phone: it scrolls under its buttons, which reach the box's lower edge
    // (no field shows beneath them).
    const edges = await phone.getByRole('dialog', { name: 'Nuevo Usuario' }).evaluate((box) => {
      const footer = box.querySelector('form > :last-child') as HTMLElement;
      return {
        scrolls: box.scrollHeight > box.clientHeight,
        gap: box.getBoundingClientRect().bottom - footer.getBoundingClientRect().bottom,
      };
    });
    expect(edges.scrolls).toBe(true);
    expect(edges.gap).toBeLessThanOrEqual(2);
    await phone.keyboard.press('Escape');
    await phone.getByRole('tab', { name: 'Empresas' }).click();
    await phone.getByRole('list', { name: 'Empresas' }).getByText(COMPANY).first().waitFor();
    await screenshot(phone, 'admin-clients-companies-phone');
    expect(await scrollWidth(phone)).toBeLessThanOrEqual(PHONE.width);
  });

  it("keeps a row's actions in view when the table is wider than the screen", async () => {
    // The narrowest width with the side menu: the list (company under the name, username under the
    // e-mail) fits at 1280 px but not here.
    const narrow = await stack.newPage({ width: 1024, height: 800 });
    await signIn(narrow, 'admin', DEMO_PASSWORD);
    await openClients(narrow, `?empresa=${companyId}`);
    const table = narrow.getByRole('table', { name: 'Usuarios' });
    const row = table.getByRole('row').filter({ hasText: CLIENT.email });
    await row.getByRole('button').first().waitFor();
    // The table does scroll sideways at this width, so the check below means something.
    expect(await table.evaluate((t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth)).toBe(
      true,
    );
    await screenshot(narrow, 'admin-clients-users-1024');
    // Enabled ones: a disabled button lets the pointer through (pointer-events: none).
    const buttons = await row.getByRole('button', { disabled: false }).all();
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      // Drawn on top at its own centre, inside the table's visible part: nothing covers or clips it.
      const onTop = await button.evaluate((el) => {
        const r = el.getBoundingClientRect();
        const box = el.closest('table')!.parentElement!.getBoundingClientRect();
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        return x <= box.right && el.contains(document.elementFromPoint(x, y));
      });
      expect(onTop).toBe(true);
    }
  });
});
