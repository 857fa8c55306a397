// 'Catálogo' end to end: the admin creates a document type limited to this test's own company,
// edits its validity, then uploads a typed document with its issue date in 'Documentos' and sees the
// expiry the database computed and the file's SHA-256 (computed in the browser). Phone and desktop pass
// the accessibility checks on the catalogue and its dialog.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, signIn, type TestStack } from './harness';
import { checkScreen } from './support/a11y';
import {
  deactivateType,
  documentByName,
  typeByCode,
  typeCompanyIds,
  writeTaggedPdf,
} from './support/compliance-catalogue';
import { createCompany, uniqueTag } from './support/fixtures';

const TAG = uniqueTag();
const TYPE_NAME = `Opinión e2e ${TAG}`;
const TYPE_CODE = `e2e_${TAG}`;
const DOC_NAME = `Opinión del cliente ${TAG}`;
const CATALOGUE = '/dashboard/admin/documentos/catalogo';

async function openCatalogue(page: Page) {
  await page.goto(CATALOGUE);
  await page.getByRole('heading', { name: 'Catálogo de Documentos' }).waitFor();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('admin Catálogo: a typed document from a new type', { shuffle: false }, () => {
  let stack: TestStack;
  let dir: string;
  let company: { id: string; name: string };
  beforeAll(async () => {
    dir = await mkdtemp(`${tmpdir()}/catalogue-`);
    stack = await joinStack();
    company = await createCompany(stack, `Empresa catálogo ${TAG} S.A. de C.V.`);
  }, 120_000);
  afterAll(async () => {
    if (stack) await deactivateType(stack, TYPE_CODE).catch(() => undefined);
    await stack?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('creates a type for one company, edits it, uploads with an issue date and sees the expiry', async () => {
    const page = await stack.newPage({ width: 1440, height: 900 });
    await signIn(page, 'admin', DEMO_PASSWORD);
    await openCatalogue(page);
    await page.getByRole('table', { name: 'Tipos de documento' }).waitFor();
    await page
      .getByRole('note')
      .getByText(/asesor fiscal/)
      .waitFor();
    await checkScreen(page, 'compliance-catalogue-desktop');

    await page.getByRole('button', { name: 'Nuevo Tipo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Tipo de Documento' });
    await dialog.getByLabel('Nombre', { exact: true }).fill(TYPE_NAME);
    await dialog.getByLabel('Clave (p. ej. opinion_sat)').fill(TYPE_CODE);
    await choose(page, 'Vigencia', 'Días desde la emisión');
    await dialog.getByLabel('Días de vigencia').fill('30');
    await choose(page, 'Aplica a', 'Solo algunas empresas');
    await dialog.getByRole('checkbox', { name: company.name }).check();
    await checkScreen(page, 'compliance-catalogue-dialog-desktop');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('searchbox', { name: 'Buscar tipos' }).fill(TAG);
    const row = page.getByRole('row').filter({ hasText: TYPE_NAME });
    await row.getByText('30 días desde la emisión').waitFor();
    await row.getByText('1 empresa').waitFor();
    await row.getByText('Día 17 del mes siguiente').waitFor();
    const created = await typeByCode(stack, TYPE_CODE);
    expect(await typeCompanyIds(stack, created.id)).toEqual([company.id]);

    await row.getByRole('button', { name: `Editar ${TYPE_NAME}` }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Tipo de Documento' });
    expect(await edit.getByRole('checkbox', { name: company.name }).isChecked()).toBe(true);
    await edit.getByLabel('Días de vigencia').fill('45');
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await edit.waitFor({ state: 'hidden' });
    await row.getByText('45 días desde la emisión').waitFor();
    expect(await typeByCode(stack, TYPE_CODE)).toMatchObject({ validity_days: 45, applies_to_all: false });

    // Documentos: the new type is offered for the company; the issue date gives the expiry (+45 days).
    await page.getByRole('link', { name: 'Documentos', exact: true }).click();
    await page.getByRole('heading', { name: 'Documentos (REPSE)' }).waitFor();
    await page.getByRole('button', { name: 'Subir Documentos' }).click();
    const upload = page.getByRole('dialog', { name: 'Subir Documentos' });
    await choose(page, 'Empresa', company.name);
    await choose(page, 'Tipo de documento', TYPE_NAME);
    await upload.getByLabel('Fecha de emisión').fill('02/03/2026');
    const file = await writeTaggedPdf(dir, `opinion-${TAG}.pdf`, TAG);
    await upload.getByLabel('Archivos (PDF)').setInputFiles(file.path);
    await upload.getByLabel(`Nombre de opinion-${TAG}.pdf`).fill(DOC_NAME);
    await upload.getByRole('button', { name: 'Subir 1 Archivo' }).click();
    await upload.waitFor({ state: 'hidden' });

    await page.getByRole('searchbox', { name: 'Buscar documentos' }).fill(TAG);
    const docRow = page.getByRole('row').filter({ hasText: DOC_NAME });
    // Columns: Nombre, Empresa, Periodo, Tipo, Vence, SHA-256.
    await docRow.getByText('16/04/2026').waitFor();
    expect(await docRow.getByRole('cell').nth(3).innerText()).toBe(TYPE_NAME);
    expect(await docRow.getByRole('cell').nth(5).innerText()).toBe(
      `${file.sha256.slice(0, 8)}…${file.sha256.slice(-4)}`,
    );
    expect(await documentByName(stack, DOC_NAME)).toEqual({
      document_type_id: created.id,
      issued_on: '2026-03-02',
      expires_on: '2026-04-16',
      sha256: file.sha256,
      size_bytes: file.size,
    });
  }, 180_000);

  it('phone (390 px): the catalogue and its dialog', async () => {
    const page = await stack.newPage({ width: 390, height: 844 });
    await signIn(page, 'admin', DEMO_PASSWORD);
    await openCatalogue(page);
    await page.getByRole('list', { name: 'Tipos de documento' }).waitFor();
    await checkScreen(page, 'compliance-catalogue-phone');
    await page.getByRole('button', { name: 'Nuevo Tipo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo Tipo de Documento' });
    await choose(page, 'Aplica a', 'Solo algunas empresas');
    await dialog.getByRole('checkbox').first().waitFor();
    await checkScreen(page, 'compliance-catalogue-dialog-phone');
  }, 120_000);
});
