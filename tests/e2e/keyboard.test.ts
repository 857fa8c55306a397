// The portal without a mouse. Skip link, the drawer and the user menu opened and closed
// with the keyboard (focus returns to what opened them), the change-password dialog, the company filter,
// the star rating with arrow keys and the toast region reachable with F8; focus is always visible.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, signIn, type TestStack } from './harness';

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      name: el?.getAttribute('aria-label') ?? el?.textContent?.trim() ?? '',
      role: el?.getAttribute('role') ?? el?.tagName.toLowerCase() ?? '',
      // A visible focus indicator: an outline or a ring (box-shadow) drawn by :focus-visible styles.
      visible:
        !!el && (getComputedStyle(el).outlineStyle !== 'none' || getComputedStyle(el).boxShadow !== 'none'),
    };
  });

/** What has the focus, once it has settled: a focus move (a menu closing, a dialog mounting) can take a
 *  few frames on a loaded machine, so the checks wait for it rather than read it once. */
const focusName = (page: Page) => expect.poll(async () => (await focused(page)).name);
const focusRole = (page: Page) => expect.poll(async () => (await focused(page)).role);

/** The avatar's menu: its name ends with the initials the avatar shows. */
const USER_MENU = /^Menú de usuario/;

async function tabTo(page: Page, name: string | RegExp, max = 40): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press('Tab');
    const f = await focused(page);
    if (typeof name === 'string' ? f.name === name : name.test(f.name)) return;
  }
  throw new Error(`No se llegó con Tab a «${name}»`);
}

describe('keyboard only', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await joinStack();
  }, 120_000);
  afterAll(() => stack?.stop());

  it('admin at 390 px: skip link, drawer and company filter, user menu and the password dialog', async () => {
    const page = await stack.newPage({ width: 390, height: 844 });
    try {
      await signIn(page, 'admin', DEMO_PASSWORD);
      await page.getByRole('heading', { name: 'Perfiles Cliente' }).waitFor();
      await page.locator('body').focus();
      await page.keyboard.press('Tab');
      await focusName(page).toBe('Saltar al contenido');
      await page.keyboard.press('Enter');
      await focusRole(page).toBe('main');

      // From the top of a fresh page: the menu button comes right after the skip link.
      await page.reload();
      await page.getByRole('heading', { name: 'Perfiles Cliente' }).waitFor();
      await tabTo(page, 'Abrir menú', 3);
      expect((await focused(page)).visible).toBe(true);
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog');
      await drawer.waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await focusName(page).toBe('Abrir menú');

      // The drawer repeats the company filter, the browser's own select: the arrow keys pick a company
      // (Enter or Space would open the system's list, drawn outside the page).
      await page.keyboard.press('Enter');
      await drawer.waitFor();
      await drawer.getByRole('option', { name: 'Constructora Alfa' }).waitFor({ state: 'attached' });
      await tabTo(page, /Todas las Empresas/);
      await focusRole(page).toBe('select');
      expect((await focused(page)).visible).toBe(true);
      await page.keyboard.press('ArrowDown');
      await page.waitForURL(/empresa=/);
      await expect.poll(() => drawer.getByRole('combobox').inputValue()).not.toBe('all');
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });

      await tabTo(page, USER_MENU);
      await page.keyboard.press('Enter');
      await page.getByRole('menu').waitFor();
      await page.keyboard.press('ArrowDown');
      await focusRole(page).toBe('menuitem');
      await page.keyboard.press('Escape');
      await focusName(page).toMatch(USER_MENU);

      await page.keyboard.press('Enter');
      await page.getByRole('menuitem', { name: 'Cambiar Contraseña' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: /Cambiar Contraseña/ });
      await dialog.waitFor();
      await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await focusName(page).toMatch(USER_MENU);
    } finally {
      await page.context().close();
    }
  }, 120_000);

  it('collaborator: the star rating with arrow keys, sending with Enter, and the toast reached with F8', async () => {
    const page = await stack.newPage({ width: 1440, height: 900 });
    try {
      await signIn(page, 'colaborador', DEMO_PASSWORD);
      await page.goto('/dashboard/collaborator/feedback');
      await page.getByRole('radiogroup').waitFor();
      await tabTo(page, '1 estrella: Muy malo');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => page.getByRole('radio', { name: '4 estrellas: Bueno' }).isChecked()).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.type('Muy buena capacitación (prueba de teclado).');
      await tabTo(page, /Enviar/);
      await page.keyboard.press('Enter');
      await page.getByText('¡Gracias por tus comentarios!').first().waitFor();
      await page.keyboard.press('F8');
      await expect
        .poll(() => page.evaluate(() => !!document.activeElement?.closest('[role="region"], ol[tabindex]')))
        .toBe(true);
    } finally {
      await page.context().close();
    }
  }, 120_000);
});
