// The account's life as people live it, on the account functions: the admin deactivates a client whose
// portal is open on another computer (that session ends at its next check, with the reason), reactivates
// it, and closes its sessions from the user's menu; a collaborator closes their own sessions on every
// device from Mi Perfil. The admin works on a phone (390 px), the people on a desktop (1440 px) and a
// phone. The person's browser clock is Playwright's, so the minute between session checks passes at once.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';
import { joinStack, screenshot, searchList, signIn, type TestStack } from './harness';
import { scrollWidth, submitLogin, openLogin } from './support/auth-journeys';
import { createUser, type TestUser } from './support/fixtures';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const COMPANY_A = '10000000-0000-4000-8000-00000000000a';
const CHECK_MS = 61_000; // a little more than the app's session check (SESSION_CHECK_MS)

/** Firebase's revocation counts whole seconds: a sign-in in the same second as a revocation survives it. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1100));

describe('account lifecycle in the browser', { shuffle: false }, () => {
  let stack: TestStack;
  let admin: Page;
  let client: TestUser;

  beforeAll(async () => {
    stack = await joinStack();
    client = await createUser(stack, { companyId: COMPANY_A, fullName: 'Cliente Ciclo de Vida' });
    admin = await stack.newPage(PHONE);
    await signIn(admin, 'admin', DEMO_PASSWORD);
  }, 120_000);
  afterAll(() => stack?.stop());

  /** The person's portal, signed in with the browser clock under the test's control. */
  async function openPortal(user: { email: string; password: string }, viewport = DESKTOP): Promise<Page> {
    const page = await stack.newPage(viewport);
    await page.context().clock.install();
    await openLogin(page);
    await submitLogin(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname.startsWith('/dashboard'));
    return page;
  }

  /** The admin's row (a card on the phone) of `email` in Perfiles Cliente › Usuarios. */
  async function findUser(email: string): Promise<void> {
    await admin.goto('/dashboard/admin/clientes?vista=usuarios');
    await searchList(admin, 'Buscar usuarios', email, {
      items: admin.getByRole('button', { name: /^Editar / }),
      match: admin.getByRole('button', { name: `Editar ${email}` }),
    });
  }

  async function confirm(title: string, button: string): Promise<void> {
    const dialog = admin.getByRole('alertdialog', { name: title });
    await dialog.getByRole('button', { name: button }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  async function endsWith(page: Page, reason: RegExp): Promise<void> {
    await page.clock.fastForward(CHECK_MS);
    await page.getByText(reason).first().waitFor({ timeout: 20_000 });
    await page.waitForURL((url) => url.pathname === '/login');
  }

  it('deactivating a client ends the session it has open elsewhere, with the reason', async () => {
    const portal = await openPortal(client);
    await portal.getByRole('button', { name: 'Menú de usuario' }).filter({ visible: true }).first().waitFor();
    await findUser(client.email);
    await admin
      .getByRole('button', { name: `Desactivar ${client.email}` })
      .filter({ visible: true })
      .click();
    await admin.getByRole('alertdialog', { name: '¿Desactivar usuario?' }).waitFor();
    await screenshot(admin, 'account-deactivate-confirm-phone');
    await confirm('¿Desactivar usuario?', 'Desactivar');
    await admin.getByText(`${client.email} ya no puede entrar`).first().waitFor();

    await endsWith(portal, /Tu cuenta ha sido deshabilitada/);
    await screenshot(portal, 'account-deactivated-session-ended-desktop');
    await submitLogin(portal, client.email, client.password);
    await portal.getByText('Tu cuenta ha sido deshabilitada.').first().waitFor();
  });

  it('reactivating lets the client in again; closing its sessions from the menu ends the open one', async () => {
    await findUser(client.email);
    await admin
      .getByRole('button', { name: `Activar ${client.email}` })
      .filter({ visible: true })
      .click();
    await confirm('¿Activar usuario?', 'Activar');
    await admin.getByText(`${client.email} puede volver a entrar.`).first().waitFor();

    const portal = await openPortal(client);
    await portal.getByRole('button', { name: 'Menú de usuario' }).filter({ visible: true }).first().waitFor();
    await nextSecond();
    await admin
      .getByRole('button', { name: `Más acciones de ${client.email}` })
      .filter({ visible: true })
      .click();
    await admin.getByRole('menuitem', { name: 'Cerrar Sesión en Todos los Dispositivos' }).click();
    await screenshot(admin, 'account-revoke-confirm-phone');
    await confirm('¿Cerrar sesión en todos los dispositivos?', 'Cerrar Sesiones');
    await admin
      .getByText(`Se cerró la sesión de ${client.email} en todos sus dispositivos.`)
      .first()
      .waitFor();
    expect(await scrollWidth(admin)).toBeLessThanOrEqual(PHONE.width);

    await endsWith(portal, /Tu sesión se cerró en todos los dispositivos/);
    await submitLogin(portal, client.email, client.password);
    await portal.waitForURL((url) => url.pathname.startsWith('/dashboard/client'));
  });

  it('a collaborator closes their own sessions on every device from Mi Perfil', async () => {
    const collaborator = await createUser(stack, { role: 'collaborator', fullName: 'Colaboradora Sesiones' });
    const desktop = await openPortal(collaborator, DESKTOP);
    const phone = await stack.newPage(PHONE);
    await signIn(phone, collaborator.email, collaborator.password);
    await nextSecond();
    await phone.getByRole('button', { name: 'Menú de usuario' }).filter({ visible: true }).first().click();
    await phone.getByRole('menuitem', { name: 'Mi Perfil' }).click();
    await phone.getByRole('heading', { name: 'Mi Perfil' }).waitFor();
    await screenshot(phone, 'account-my-profile-sessions-phone');
    expect(await scrollWidth(phone)).toBeLessThanOrEqual(PHONE.width);
    await phone.getByRole('button', { name: 'Cerrar Sesión en Todos los Dispositivos' }).click();
    const dialog = phone.getByRole('alertdialog', { name: '¿Cerrar sesión en todos los dispositivos?' });
    await dialog.getByRole('button', { name: 'Cerrar Sesiones' }).click();
    await phone.waitForURL((url) => url.pathname === '/login');
    await phone.getByText('Se cerró tu sesión en todos los dispositivos.').first().waitFor();

    await endsWith(desktop, /Tu sesión se cerró en todos los dispositivos/);
    await screenshot(desktop, 'account-signed-out-everywhere-desktop');
    await submitLogin(desktop, collaborator.username, DEMO_PASSWORD);
    await desktop.waitForURL((url) => url.pathname.startsWith('/dashboard/collaborator'));
  });
});
