// Shared steps of the sign-in and account-action journeys: filling the login form where the
// page already is (so ?redirectTo= survives), reading the local mailbox, and the emulator's admin API.
import type { Page } from 'playwright-core';

import type { MailboxEntry } from '../../../local/stack/mailbox-data';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Where each demo account lands and the heading it sees first (clients open on the directory tab). */
export const LANDINGS = [
  {
    email: 'admin@portal.demo',
    username: 'admin',
    path: '/dashboard/admin/clientes',
    heading: 'Perfiles Cliente',
  },
  {
    email: 'cliente.a@portal.demo',
    username: 'cliente_a',
    path: '/dashboard/client',
    heading: 'Directorio de Empresa',
  },
  {
    email: 'cliente.b@portal.demo',
    username: 'cliente_b',
    path: '/dashboard/client',
    heading: 'Directorio de Empresa',
  },
  {
    email: 'colaborador@portal.demo',
    username: 'colaborador',
    path: '/dashboard/collaborator/lms',
    heading: 'Capacitación (LMS)',
  },
  // nuevo lands in its area under the forced dialog, which hides the page from the accessibility tree.
  { email: 'nuevo@portal.demo', username: 'nuevo', path: '/dashboard/client', heading: null },
  // No company: the company tabs show the empty state instead of the section.
  {
    email: 'sinempresa@portal.demo',
    username: 'sinempresa',
    path: '/dashboard/client',
    heading: 'Empresa No Asignada',
  },
] as const;

export const INVALID_CREDENTIALS =
  'El correo/usuario o la contraseña son incorrectos. Por favor, verifica tus datos.';
export const INVALID_LINK = 'El enlace es inválido. Solicita uno nuevo.';
export const EXPIRED_LINK = 'El enlace ha expirado. Solicita uno nuevo.';

/** Fills and submits the login form on the current page (must already be /login). */
export async function submitLogin(page: Page, identifier: string, password: string): Promise<void> {
  await page.getByLabel('Correo electrónico o usuario').fill(identifier);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
}

export async function openLogin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico o usuario').waitFor({ state: 'visible' });
}

export const pathOf = (page: Page) => new URL(page.url()).pathname;

/** Width of the document; larger than the viewport means a horizontal scroll bar. */
export const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Opens the user menu (avatar or chevron, both labelled 'Menú de usuario') and signs out. */
export async function signOutFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Menú de usuario' }).filter({ visible: true }).first().click();
  await page.getByRole('menuitem', { name: 'Cerrar Sesión' }).click();
}

/** The newest email of a kind for an address, polling the mailbox briefly (the emulator is async). */
export async function latestEmail(
  mailboxUrl: string,
  email: string,
  mode: string,
): Promise<MailboxEntry & { appLink: string }> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const res = await fetch(`${mailboxUrl}/api/emails?email=${encodeURIComponent(email)}`);
    const { emails } = (await res.json()) as { emails: MailboxEntry[] };
    // The emulator's own e-mails (a reset asked for on the sign-in page) and the functions' (an invitation).
    const found = emails.find((m): m is MailboxEntry & { appLink: string } => m.mode === mode && !!m.appLink);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`El buzón no recibió un correo ${mode} para ${email}`);
}
