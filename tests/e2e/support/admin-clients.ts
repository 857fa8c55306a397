// Steps of the 'Perfiles Cliente' journey: unique RFC/CURP from a test tag, and the admin's
// create-user dialog filled as a person does.
import type { Page } from 'playwright-core';

/** Hex tag -> letters A..P, so RFC and CURP letter blocks are unique per run. */
const letters = (tag: string, n: number) =>
  Array.from(tag.slice(0, n), (c) => String.fromCharCode(65 + Number.parseInt(c, 16))).join('');

export const rfcFor = (tag: string) => `${letters(tag, 3)}260101${letters(tag.slice(3), 3)}`;
export const curpFor = (tag: string) => `${letters(tag, 4)}900101HDF${letters(tag.slice(4), 2)}XA1`;

export interface NewUser {
  email: string;
  username: string;
  givenNames: string;
  lastNamePaternal: string;
  role: 'Cliente' | 'Colaborador';
  /** occupation: the option of the Catálogo Nacional de Ocupaciones, as listed ('09.4 Protección de …'). */
  collaborator?: { curp: string; jobTitle: string; occupation: string };
  temporary?: boolean;
}

async function choose(page: Page, dialogName: string, label: string, option: string) {
  await page.getByRole('dialog', { name: dialogName }).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Picks `option` of the catalogue in the dialog's «Ocupación específica», typing `search` in it as a person
 * searches (a key or words of the name).
 */
export async function pickOccupation(page: Page, dialogName: string, search: string, option: string) {
  const box = page
    .getByRole('dialog', { name: dialogName })
    .getByRole('combobox', { name: 'Ocupación específica' });
  await box.click();
  await box.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Opens 'Nuevo Usuario', fills it and submits; the company is the header's (preselected). */
export async function createUserFromDialog(page: Page, user: NewUser): Promise<void> {
  await page.getByRole('button', { name: 'Nuevo Usuario' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo Usuario' });
  await dialog.getByLabel('Correo electrónico').fill(user.email);
  await dialog.getByLabel('Usuario', { exact: true }).fill(user.username);
  await dialog.getByLabel('Nombre(s)').fill(user.givenNames);
  await dialog.getByLabel('Apellido paterno').fill(user.lastNamePaternal);
  await dialog.getByLabel('Tipo de servicio (opcional)').fill('Medicina del trabajo');
  if (user.role !== 'Cliente') await choose(page, 'Nuevo Usuario', 'Rol', user.role);
  if (user.collaborator) {
    await dialog.getByLabel('CURP').fill(user.collaborator.curp);
    await dialog.getByLabel('Puesto').fill(user.collaborator.jobTitle);
    await pickOccupation(page, 'Nuevo Usuario', user.collaborator.occupation, user.collaborator.occupation);
  }
  if (user.temporary) await choose(page, 'Nuevo Usuario', 'Acceso', 'Asignar Contraseña Temporal');
  await dialog.getByRole('button', { name: 'Crear Usuario' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 30_000 });
}
