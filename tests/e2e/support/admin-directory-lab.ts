// Files and steps of the admin Directorios / Laboratorio journey: a real PNG photo and a real PDF result,
// written to a temp folder; the admin's create dialogs filled as a person does.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page } from 'playwright-core';

// A 1x1 PNG (valid: the browser decodes it as the contact's avatar).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

// A minimal valid one-page PDF (xref offsets are not checked by the server, only the type).
const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

export async function writeFixtures(): Promise<{ dir: string; photo: string; result: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'admin-dir-lab-'));
  const photo = join(dir, 'foto contacto.png');
  const result = join(dir, 'resultado.pdf');
  await writeFile(photo, PNG);
  await writeFile(result, PDF);
  return { dir, photo, result };
}

export interface ContactInput {
  name: string;
  position: string;
  phone: string;
  whatsapp: string;
  email: string;
  photo: string;
}

/** 'Agregar Contacto' with the header's company preselected; waits for the success toast. */
export async function addContact(page: Page, contact: ContactInput): Promise<void> {
  await page.getByRole('button', { name: 'Agregar Contacto' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar Contacto' });
  await dialog.getByLabel('Nombre', { exact: true }).fill(contact.name);
  await dialog.getByLabel('Puesto (opcional)').fill(contact.position);
  await dialog.getByLabel('Teléfono (opcional)').fill(contact.phone);
  await dialog.getByLabel('WhatsApp (opcional)').fill(contact.whatsapp);
  await dialog.getByLabel('Correo electrónico (opcional)').fill(contact.email);
  await dialog.getByLabel('Foto (opcional)').setInputFiles(contact.photo);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await page.getByText('Contacto agregado').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** 'Nueva Solicitud' with the header's company preselected and the status 'En Proceso'. */
export async function addLabRequest(page: Page, type: string, patient: string): Promise<void> {
  await page.getByRole('button', { name: 'Nueva Solicitud' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva Solicitud' });
  await dialog.getByLabel('Tipo de examen').fill(type);
  await dialog.getByLabel('Paciente (opcional)').fill(patient);
  await dialog.getByLabel('Notas (opcional)').fill('Muestra tomada en sitio.');
  await dialog.getByRole('combobox', { name: 'Estado' }).click();
  await page.getByRole('option', { name: 'En Proceso', exact: true }).click();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await page.getByText('Solicitud creada').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/** 'Subir Resultado' (the row's 'Acciones de …' menu) of the request named `type`; waits for 'Resultado publicado'. */
export async function uploadLabResult(page: Page, type: string, file: string): Promise<void> {
  await page
    .getByRole('button', { name: `Acciones de ${type}` })
    .filter({ visible: true })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Subir Resultado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Subir Resultado' });
  await dialog.getByLabel('Resultado (PDF)').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Subir Resultado' }).click();
  await page.getByText('Resultado publicado').first().waitFor();
  await dialog.waitFor({ state: 'detached' });
}

/**
 * Whether the search box's placeholder fits its text area: the placeholder's own font (it may differ
 * from the input's), measured on a canvas, against the input's width without its paddings.
 */
export function placeholderFits(page: Page, placeholder: string): Promise<{ text: number; box: number }> {
  return page.evaluate((text) => {
    const input = document.querySelector<HTMLInputElement>(`input[placeholder="${text}"]`)!;
    const style = getComputedStyle(input, '::placeholder');
    const box = getComputedStyle(input);
    const ctx = document.createElement('canvas').getContext('2d')!;
    ctx.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const inner = input.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight);
    return { text: ctx.measureText(text).width, box: inner };
  }, placeholder);
}
