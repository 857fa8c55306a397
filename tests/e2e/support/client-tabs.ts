// The client portal's tabs, as a person switches them: the side menu on desktop, the drawer behind
// 'Abrir menú' on a phone.
import type { Page } from 'playwright-core';

/**
 * Picks a tab and waits until the menu marks it current: the tab's content is rendered in that same
 * commit, so whatever is checked next (present or absent) is checked on the new tab, not the old one.
 */
export async function openTab(page: Page, name: string, phone: boolean): Promise<void> {
  if (phone) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('dialog').getByRole('button', { name, exact: true }).click();
  } else {
    await page
      .getByRole('navigation', { name: 'Secciones del portal' })
      .getByRole('button', { name, exact: true })
      .filter({ visible: true })
      .click();
  }
  await page
    .getByRole('navigation', { name: 'Secciones del portal' })
    .locator('[aria-current="page"]')
    .filter({ hasText: name })
    .first()
    .waitFor({ state: 'attached' });
}
