// Journeys in real Chromium: each area admits only its role, and signing out from the user menu
// ends the session (in every tab of the browser) so /dashboard is no longer reachable.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, type TestStack } from './harness';
import { openLogin, pathOf, signOutFromMenu, submitLogin, VIEWPORTS } from './support/auth-journeys';

const ACCESS_DENIED = 'Acceso Denegado: No tienes permisos para acceder a esta sección.';
const CLIENT_ACCESS_ERROR = 'No se pudo cargar la información de tu perfil o no tienes permisos de cliente.';

let stack: TestStack;
beforeAll(async () => {
  stack = await joinStack();
});
afterAll(async () => {
  await stack?.stop();
});

async function signedIn(
  identifier: string,
  landing: string,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
): Promise<Page> {
  const page = await stack.newPage(viewport);
  page.setDefaultTimeout(20_000);
  await openLogin(page);
  await submitLogin(page, identifier, DEMO_PASSWORD);
  await page.waitForURL((url) => url.pathname === landing);
  return page;
}

describe('areas admit only their role', () => {
  it.each(['/dashboard/admin', '/dashboard/admin/facturacion'])(
    'turns a client away from %s',
    async (path) => {
      const page = await signedIn('cliente_a', '/dashboard/client');
      await page.goto(path);
      await page.getByText(ACCESS_DENIED).waitFor({ state: 'visible' });
      // Nothing of the admin area leaks through: no admin navigation, no section heading.
      expect(await page.getByRole('heading', { name: 'Perfiles Cliente' }).count()).toBe(0);
      expect(await page.getByRole('heading', { name: 'Facturación' }).count()).toBe(0);
      expect(pathOf(page)).toBe(path);
      // Its way out leads back to its own area.
      await page.getByRole('link', { name: 'Ir a Mi Panel' }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard/client');
      await page.getByRole('heading', { name: 'Directorio de Empresa' }).waitFor({ state: 'visible' });
    },
  );

  it('turns a collaborator away from /dashboard/client', async () => {
    const page = await signedIn('colaborador', '/dashboard/collaborator/lms');
    await page.goto('/dashboard/client?tab=billing');
    await page.getByRole('heading', { name: 'Error de Acceso' }).waitFor({ state: 'visible' });
    await page.getByText(CLIENT_ACCESS_ERROR).waitFor({ state: 'visible' });
    expect(await page.getByRole('heading', { name: 'Facturación' }).count()).toBe(0);
  });

  it('turns an admin away from the collaborator area', async () => {
    const page = await signedIn('admin', '/dashboard/admin/clientes');
    await page.goto('/dashboard/collaborator/lms');
    await page.getByText(ACCESS_DENIED).waitFor({ state: 'visible' });
    expect(await page.getByRole('heading', { name: 'Capacitación (LMS)' }).count()).toBe(0);
  });
});

describe('sign out from the user menu', () => {
  it.each([
    { who: 'admin', landing: '/dashboard/admin/clientes', viewport: VIEWPORTS.desktop },
    { who: 'cliente_a', landing: '/dashboard/client', viewport: VIEWPORTS.phone },
    { who: 'colaborador', landing: '/dashboard/collaborator/lms', viewport: VIEWPORTS.desktop },
  ])('$who: Cerrar Sesión -> /login, and /dashboard is no longer reachable', async (c) => {
    const page = await signedIn(c.who, c.landing, c.viewport);
    await signOutFromMenu(page);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Correo electrónico o usuario').waitFor({ state: 'visible' });

    for (const path of ['/dashboard', c.landing]) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(path);
    }
    // Going back in history does not show the area again either.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/login');
  });

  // A shared computer: the page the admin was on must not become the next person's destination.
  it('sends the next person who signs in after a sign-out to their own area', async () => {
    const page = await signedIn('admin', '/dashboard/admin/clientes');
    await page.goto('/dashboard/admin/facturacion');
    await page.getByRole('heading', { name: 'Facturación' }).waitFor({ state: 'visible' });
    await signOutFromMenu(page);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByLabel('Correo electrónico o usuario').waitFor({ state: 'visible' });

    await submitLogin(page, 'cliente_a', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dashboard/client');
    await page.getByRole('heading', { name: 'Directorio de Empresa' }).waitFor({ state: 'visible' });
    expect(await page.getByText(ACCESS_DENIED).count()).toBe(0);
  });

  it('signs out every tab of the browser', async () => {
    const first = await signedIn('admin', '/dashboard/admin/clientes');
    const second = await first.context().newPage();
    second.setDefaultTimeout(20_000);
    await second.goto('/dashboard/admin/perfil');
    await second.getByText('Información de la Cuenta').first().waitFor({ state: 'visible' });

    await signOutFromMenu(first);
    await first.waitForURL((url) => url.pathname === '/login');
    await second.waitForURL((url) => url.pathname === '/login', { timeout: 10_000 });
  });
});
