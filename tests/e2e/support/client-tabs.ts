// The client portal's tabs, as a person switches them: the side menu on desktop, the drawer behind
// 'Abrir menú' on a phone.
import type { Page } from 'playwright-core';

/**
 * Picks a tab and waits until the new tab's content is what the page shows, so whatever is checked next
 * (present or absent) is checked on the new tab, not the old one. On desktop the side menu marks the tab
 * current in the same render as its content; on a phone the drawer closes in that same render (one click
 * handler closes it and switches the tab).
 */
export async function openTab(page: Page, name: string, phone: boolean): Promise<void> {
  if (phone) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name, exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
    return;
  }
  const menu = page.getByRole('navigation', { name: 'Secciones del portal' });
  await menu.getByRole('button', { name, exact: true }).filter({ visible: true }).click();
  await menu
    .locator('[aria-current="page"]')
    .filter({ hasText: name })
    .first()
    .waitFor({ state: 'attached' });
}
