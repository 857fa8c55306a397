// The deductibility journey end to end: for a fresh company and its client, the admin saves an invoice with a
// payment date (UI); the client sees 'Expediente incompleto' and what is missing; the admin uploads the
// missing evidence through 'Subir Documentos' (typed, fingerprinted in the browser); the badge turns
// 'Expediente completo'; the client downloads the ZIP, which holds the invoice's files, every evidence
// file by type and Indice.pdf with their SHA-256; the admin sees those downloads in 'Entregas'. The rest
// of the month's evidence is written with the service key (it is not what this test is about).
// Desktop 1440x900 and phone 390x844.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';
import { capitalize, monthName } from '../../src/utils/format';

import { joinStack, signIn, type TestStack } from './harness';
import { checkScreen } from './support/a11y';
import { createCompanyWithRfc, makeCfdi, PDF, randomRfc } from './support/admin-billing';
import { openTab } from './support/client-tabs';
import {
  addEvidence,
  randomPastMonth,
  requiredTypes,
  type Evidence,
  type RequiredType,
} from './support/compliance-deductibility';
import { createUser, serviceRest, uniqueTag, type TestUser } from './support/fixtures';
import { pdfText } from './support/lms-certificates';

const TAG = uniqueTag();
const FOLIO = String(Date.now() % 100000);
const NUMBER = `D-${FOLIO}`;
const RFC = randomRfc();
const COMPANY_NAME = `Expediente e2e ${TAG} S.A. de C.V.`;
const { year: YEAR, month: MONTH } = randomPastMonth();
const MM = String(MONTH).padStart(2, '0');
const ISSUE = `${YEAR}-${MM}-01`;
const PAID = `${YEAR}-${MM}-15`;
const MONTH_NAME = capitalize(monthName(MONTH));

describe('deductibility file of a paid invoice', () => {
  let stack: TestStack;
  let dir: string;
  let company: { id: string };
  let client: TestUser;
  let types: RequiredType[];
  let missing: RequiredType;
  const evidence: Evidence[] = [];
  const add = (type: RequiredType) =>
    addEvidence(stack, {
      typeId: type.id,
      typeName: type.name,
      companyId: type.scope === 'global' ? null : company.id,
      year: YEAR,
      month: MONTH,
      tag: TAG,
    });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'deductibility-'));
    stack = await joinStack();
    company = await createCompanyWithRfc(stack, COMPANY_NAME, RFC);
    client = await createUser(stack, { companyId: company.id });
    types = await requiredTypes(stack);
    // Everything but the first company type (the payroll CFDI, seeded): the admin uploads that one.
    missing = types.find((t) => t.scope === 'company')!;
    for (const type of types.filter((t) => t !== missing)) evidence.push(await add(type));
    const cfdi = makeCfdi({
      serie: 'D',
      folio: FOLIO,
      fecha: ISSUE,
      total: '11600.00',
      receiverRfc: RFC,
      receiverName: COMPANY_NAME,
    });
    await writeFile(join(dir, 'factura.pdf'), PDF);
    await writeFile(join(dir, 'factura.xml'), cfdi.xml);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  /** 'Subir Documentos' for the company, the type, the payment month and one PDF; returns its row. */
  async function uploadThroughDialog(admin: Page, type: RequiredType): Promise<Evidence> {
    const name = `${type.name} ${TAG}`;
    const path = join(dir, `cfdi-${TAG}.pdf`);
    await writeFile(path, `${PDF}\n% ${name}\n`);
    await admin.goto(`/dashboard/admin/documentos?empresa=${company.id}`);
    await admin.getByRole('button', { name: 'Subir Documentos' }).click();
    const upload = admin.getByRole('dialog', { name: 'Subir Documentos' });
    const choose = async (label: string, option: string) => {
      await upload.getByRole('combobox', { name: label }).click();
      await admin.getByRole('option', { name: option, exact: true }).click();
    };
    await choose('Empresa', COMPANY_NAME);
    await choose('Tipo de documento', type.name);
    await upload.getByLabel('Año').fill(String(YEAR));
    await choose('Mes', MONTH_NAME);
    await upload.getByLabel('Archivos (PDF)').setInputFiles(path);
    await upload.getByLabel(`Nombre de cfdi-${TAG}.pdf`).fill(name);
    await upload.getByRole('button', { name: 'Subir 1 Archivo' }).click();
    await upload.waitFor({ state: 'hidden' });
    const [row] = await serviceRest<Array<{ id: string; url: string; sha256: string }>>(
      stack,
      `documents?select=id,url,sha256&company_id=eq.${company.id}&document_type_id=eq.${type.id}`,
    );
    // The fingerprint was computed in the browser from the very bytes uploaded.
    expect(row.sha256).toBe(
      createHash('sha256')
        .update(await readFile(path))
        .digest('hex'),
    );
    return { id: row.id, sha256: row.sha256, fileName: row.url.split('/').pop()!, typeName: type.name };
  }

  it('admin saves a paid invoice; the client sees what is missing, then a complete file it downloads', async () => {
    expect(types.length).toBeGreaterThan(1);

    const admin = await stack.newPage({ width: 1440, height: 900 });
    await signIn(admin, 'admin', DEMO_PASSWORD);
    await admin.goto(`/dashboard/admin/facturacion?empresa=${company.id}`);
    await admin.getByRole('button', { name: 'Nueva Factura' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Nueva Factura' });
    await dialog.getByLabel('Factura (PDF)').setInputFiles(join(dir, 'factura.pdf'));
    await dialog.getByLabel('CFDI 4.0 (XML)').setInputFiles(join(dir, 'factura.xml'));
    await dialog.getByRole('status').getByText(`XML leído: ${NUMBER}`).waitFor();
    await dialog.getByLabel('Fecha de pago (opcional)').fill(`${YEAR - 1}-12-31`);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.getByText('La fecha de pago no puede ser anterior a la emisión.').waitFor();
    await dialog.getByLabel('Fecha de pago (opcional)').fill(PAID);
    await dialog.getByRole('combobox', { name: 'Estado' }).click();
    await admin.getByRole('option', { name: 'Pagada' }).click();
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const adminRow = admin.getByRole('row').filter({ hasText: NUMBER });
    await adminRow.getByText('Expediente incompleto').waitFor();
    await checkScreen(admin, 'deductibility-admin-desktop');

    const page = await stack.newPage({ width: 1440, height: 900 });
    await signIn(page, client.username, client.password);
    await openTab(page, 'Facturación', false);
    const row = page.getByRole('row').filter({ hasText: NUMBER });
    await row.getByText('Expediente incompleto').waitFor();
    await row.getByText(`Falta 1: ${missing.name}`).waitFor();
    await row.getByRole('button', { name: `Ver detalle del expediente de la factura ${NUMBER}` }).click();
    const detail = page.getByRole('dialog', { name: `Expediente de la Factura ${NUMBER}` });
    await detail.getByText('Falta 1 documento: el índice lo marcará como FALTANTE.').waitFor();
    await checkScreen(page, 'deductibility-client-missing-desktop');
    await detail.getByRole('button', { name: 'Cerrar' }).click();

    // The admin uploads the missing evidence; the same screen, reloaded, shows the file complete.
    evidence.push(await uploadThroughDialog(admin, missing));
    await page.reload();
    await row.getByText('Expediente completo').waitFor();
    await checkScreen(page, 'deductibility-client-complete-desktop');

    const download = page.waitForEvent('download', { timeout: 30_000 });
    await row.getByRole('button', { name: `Descargar expediente de la factura ${NUMBER}` }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Expediente_${NUMBER}_${YEAR}-${MM}.zip`);
    const saved = join(dir, 'expediente.zip');
    await file.saveAs(saved);
    const zip = await JSZip.loadAsync(await readFile(saved));
    const names = Object.values(zip.files)
      .filter((f) => !f.dir)
      .map((f) => f.name);
    expect(names).toContain(`Factura ${NUMBER}.pdf`);
    expect(names).toContain(`Factura ${NUMBER}.xml`);
    expect(names).toContain('Indice.pdf');
    for (const item of evidence) {
      const path = names.find((n) => n.endsWith(`/${item.fileName}`));
      expect(path, item.typeName).toMatch(new RegExp(`^\\d{2} `));
      expect(path).toContain(item.typeName.replace(/[\\/:*?"<>|]+/g, '-'));
    }
    expect(names).toHaveLength(evidence.length + 3);
    const index = await pdfText(await zip.file('Indice.pdf')!.async('uint8array'));
    for (const text of [RFC, NUMBER, COMPANY_NAME, ...evidence.map((e) => e.sha256)])
      expect(index).toContain(text);
    expect(index).not.toContain('FALTANTE');

    // Proof of delivery: the client's download of each evidence document is in the log.
    await expect
      .poll(
        async () =>
          (
            await serviceRest<Array<{ document_id: string }>>(
              stack,
              `delivery_events?select=document_id&event=eq.downloaded&profile_id=eq.${client.profileId}`,
            )
          )
            .map((r) => r.document_id)
            .sort(),
        { timeout: 15_000 },
      )
      .toEqual(evidence.map((e) => e.id).sort());
    // ...and the admin sees them in 'Entregas', with the client's address.
    await admin.goto(`/dashboard/admin/documentos/entregas?empresa=${company.id}`);
    const log = admin.getByRole('table', { name: 'Bitácora de entregas' });
    await log
      .getByRole('row')
      .filter({ hasText: 'Descargado' })
      .filter({ hasText: client.email })
      .filter({ hasText: `${missing.name} ${TAG}` })
      .waitFor();
  }, 240_000);

  it('phone (390 px): the client card shows the file and its download', async () => {
    // Its own paid invoice (tests run shuffled: the other one may not have saved its invoice yet).
    const phoneNumber = `DP-${FOLIO}`;
    await serviceRest(stack, 'invoices', {
      method: 'POST',
      body: {
        company_id: company.id,
        invoice_number: phoneNumber,
        issue_date: ISSUE,
        paid_on: PAID,
        amount: 1160,
        status: 'pagada',
      },
    });
    const page = await stack.newPage({ width: 390, height: 844 });
    await signIn(page, client.username, client.password);
    await openTab(page, 'Facturación', true);
    const card = page.getByRole('listitem').filter({ hasText: phoneNumber }).first();
    await card.getByText(/^Expediente (completo|incompleto)$/).waitFor();
    await card.getByRole('button', { name: `Descargar expediente de la factura ${phoneNumber}` }).waitFor();
    await checkScreen(page, 'deductibility-client-phone');
  }, 120_000);
});
