// Proof of delivery on the real stack: a document published for a fresh company (service key, as an
// admin's upload); that company's client opens it on the REPSE tab and sees 'Publicado' and 'Abierto' in
// its 'Constancia de Entregas'; the admin's 'Entregas' page shows the opening and exports a CSV (read
// here: UTF-8 with BOM, Spanish columns, the file's SHA-256). Both screens at 1440 and 390 px.

import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, signIn, type TestStack } from './harness';
import { downloadedBytes } from './support/chromium';
import { checkScreen } from './support/a11y';
import { openTab } from './support/client-tabs';
import { createDeliveryFixture, type DeliveryFixture } from './support/compliance-deliveries';
import { seededPeriod } from './support/data-time';
import { serviceRest } from './support/fixtures';

const entregas = (companyId: string) => `/dashboard/admin/documentos/entregas?empresa=${companyId}`;

async function openAndCatchSignedFile(page: Page, name: string) {
  const signed = page.context().waitForEvent('response', {
    predicate: (r: Response) =>
      r.request().method() === 'GET' && r.url().includes('/storage/v1/object/sign/'),
    timeout: 20_000,
  });
  const popup = page.waitForEvent('popup', { timeout: 20_000 });
  await page.getByRole('button', { name: `Abrir ${name}` }).click();
  const [tab, response] = await Promise.all([popup, signed]);
  expect(response.status()).toBe(200);
  await tab.close();
}

/** The log's entries (the table from md up, the cards on a phone) for one document. */
const entriesOf = (page: Page, label: string, item: string) =>
  page
    .getByRole(page.viewportSize()!.width >= 768 ? 'table' : 'list', { name: label })
    .first()
    .locator(':is(tr, li)')
    .filter({ hasText: item });

describe('proof of delivery', () => {
  let stack: TestStack;
  let fx: DeliveryFixture;
  beforeAll(async () => {
    stack = await joinStack();
    fx = await createDeliveryFixture(stack, seededPeriod(stack));
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('the client opens a document, sees it in its log; the admin sees it and exports the CSV (desktop)', async () => {
    const client = await stack.newPage({ width: 1440, height: 900 });
    await signIn(client, fx.client.username, fx.client.password);
    await openTab(client, 'REPSE', false);
    await openAndCatchSignedFile(client, fx.document.name);

    const clientLog = entriesOf(client, 'Constancia de Entregas', fx.document.name);
    await clientLog.filter({ hasText: 'Abierto' }).filter({ hasText: fx.client.email }).waitFor();
    await clientLog.filter({ hasText: 'Publicado' }).waitFor();
    expect(await clientLog.count()).toBe(2);
    await client.getByRole('heading', { name: 'Constancia de Entregas' }).scrollIntoViewIfNeeded();
    await checkScreen(client, 'client-deliveries-desktop');

    // What the database kept: one publication and one opening, with the file's fingerprint.
    const rows = await serviceRest<Array<{ event: string; actor_email: string | null; sha256: string }>>(
      stack,
      `delivery_events?document_id=eq.${fx.document.id}&select=event,actor_email,sha256&order=id`,
    );
    expect(rows.map((r) => r.event)).toEqual(['published', 'opened']);
    expect(rows[1]).toEqual({ event: 'opened', actor_email: fx.client.email, sha256: fx.document.sha256 });

    const admin = await stack.newPage({ width: 1440, height: 900 });
    await signIn(admin, 'admin', DEMO_PASSWORD);
    await admin.goto(entregas(fx.company.id));
    const adminLog = entriesOf(admin, 'Bitácora de entregas', fx.document.name);
    await adminLog.filter({ hasText: 'Abierto' }).filter({ hasText: fx.client.email }).waitFor();
    expect(await adminLog.filter({ hasText: fx.company.name }).count()).toBe(2);
    await checkScreen(admin, 'admin-deliveries-desktop');

    const download = admin.waitForEvent('download', { timeout: 20_000 });
    await admin.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^entregas_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await downloadedBytes(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'Fecha y hora,Marca de tiempo (UTC),Evento,Empresa,Tipo,Documento,Periodo,Usuario,SHA-256',
    );
    // Only the selected company's entries: its publication and the opening.
    expect(lines).toHaveLength(3);
    const opened = lines.find((l) => l.includes(',Abierto,'))!;
    expect(opened).toContain(`,${fx.company.name},Documento REPSE,${fx.document.name},`);
    expect(opened.endsWith(`,${fx.client.email},${fx.document.sha256}`)).toBe(true);
    expect(lines.some((l) => l.includes(',Publicado,'))).toBe(true);
  }, 180_000);

  it('the client log and the admin page fit a phone (390 px)', async () => {
    const client = await stack.newPage({ width: 390, height: 844 });
    await signIn(client, fx.client.username, fx.client.password);
    await openTab(client, 'REPSE', true);
    await entriesOf(client, 'Constancia de Entregas', fx.document.name).first().waitFor();
    await checkScreen(client, 'client-deliveries-phone');

    const admin = await stack.newPage({ width: 390, height: 844 });
    await signIn(admin, 'admin', DEMO_PASSWORD);
    await admin.goto(entregas(fx.company.id));
    await entriesOf(admin, 'Bitácora de entregas', fx.document.name).first().waitFor();
    await checkScreen(admin, 'admin-deliveries-phone');
  }, 120_000);
});
