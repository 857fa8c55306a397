// DC-3 certificates end to end: a collaborator of this run completes a course (its own API call), the
// database issues the constancia; the collaborator downloads it in 'Mis Certificados' (the PDF's text is
// read back); anyone confirms it at /verificar/<code> signed out; the admin revokes it in 'Constancias'
// and the verification says revocada. Client A sees its seeded constancia in 'Capacitación del
// personal', client B does not. Every screen passes checkScreen at 1440 and 390 px.

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, screenshot, signIn, type TestStack } from './harness';
import { downloadedBytes } from './support/chromium';
import { checkScreen } from './support/a11y';
import { uniqueTag } from './support/fixtures';
import {
  completeCourse,
  createCertificateJourney,
  pdfText,
  type CertificateJourney,
} from './support/lms-certificates';

const TAG = uniqueTag();
const SEEDED_CODE = 'A1B2-C3D4-E5F6';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function verifyPage(stack: TestStack, code: string, viewport = DESKTOP): Promise<Page> {
  const page = await stack.newPage(viewport);
  await page.goto(`/verificar/${code.toLowerCase()}`);
  return page;
}

describe('DC-3 certificates', { shuffle: false }, () => {
  let stack: TestStack;
  let journey: CertificateJourney;
  let code: string;
  beforeAll(async () => {
    stack = await joinStack();
    journey = await createCertificateJourney(stack, TAG);
    code = await completeCourse(stack, journey);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('the collaborator downloads its constancia and its PDF holds the DC-3 data', async () => {
    const page = await stack.newPage(DESKTOP);
    await signIn(page, journey.worker.email, DEMO_PASSWORD);
    await page.goto('/dashboard/collaborator/certificates');
    const card = page
      .getByRole('list', { name: 'Mis constancias' })
      .getByRole('listitem')
      .filter({ hasText: code });
    await card.getByText('Vigente').waitFor();
    await checkScreen(page, 'lms-my-certificates-desktop');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: /Descargar constancia/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`constancia-dc3-${code}.pdf`);
    const text = await pdfText(new Uint8Array(await downloadedBytes(download)));
    for (const expected of [
      journey.worker.dc3Name,
      journey.worker.curp,
      'Supervisora de obra',
      journey.course.title,
      'Duración en horas 6',
      journey.company.name,
      journey.company.rfc,
      code,
      `/verificar/${code}`,
    ]) {
      expect(text).toContain(expected);
    }
    await page.context().close();
  });

  it('the verification says válida signed out; after the admin revokes it, revocada', async () => {
    const anon = await verifyPage(stack, code);
    await anon.getByText('Constancia válida').waitFor();
    expect(await anon.getByText(journey.worker.fullName).count()).toBe(1);
    await checkScreen(anon, 'lms-verify-valid-desktop');

    const admin = await stack.newPage(DESKTOP);
    await signIn(admin, 'admin', DEMO_PASSWORD);
    await admin.goto('/dashboard/admin/lms/constancias');
    await admin.getByRole('searchbox', { name: 'Buscar constancias' }).fill(code);
    const row = admin.getByRole('table', { name: 'Constancias' }).getByRole('row').filter({ hasText: code });
    await row.getByText('Vigente').waitFor();
    await expect
      .poll(() => admin.getByRole('table', { name: 'Constancias' }).getByRole('row').count())
      .toBe(2);
    await checkScreen(admin, 'lms-admin-certificates-desktop');
    await row.getByRole('button', { name: `Revocar constancia ${code}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Revocar Constancia' });
    await dialog.getByLabel('Motivo de la revocación').fill(`Prueba e2e ${TAG}`);
    await checkScreen(admin, 'lms-admin-revoke-dialog-desktop');
    await dialog.getByRole('button', { name: 'Revocar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText(`Prueba e2e ${TAG}`).waitFor();

    await admin.goto('/dashboard/admin/lms/avance');
    await admin.getByRole('searchbox', { name: 'Buscar en el avance' }).fill(journey.worker.fullName);
    const progress = admin.getByRole('table', { name: 'Avance por colaborador y curso' });
    await progress.getByRole('row').filter({ hasText: journey.course.title }).getByText('1 de 1').waitFor();
    await checkScreen(admin, 'lms-admin-progress-desktop');

    await anon.reload();
    await anon.getByText('Constancia revocada').waitFor();
    await anon.getByText(/Revocada el/).waitFor();
    await screenshot(anon, 'lms-verify-revoked-desktop');
    await anon.goto('/verificar/0000-0000-0000');
    await anon.getByText('No encontramos una constancia con ese código').waitFor();
    await anon.context().close();
    await admin.context().close();
  });

  it("client A sees its company's constancia in 'Capacitación del Personal', client B does not", async () => {
    const a = await stack.newPage(DESKTOP);
    await signIn(a, 'cliente_a', DEMO_PASSWORD);
    await a.goto('/dashboard/client?tab=training');
    const table = a.getByRole('table', { name: 'Constancias del Personal' });
    await table.getByRole('link', { name: `Verificar constancia ${SEEDED_CODE}` }).waitFor();
    await checkScreen(a, 'lms-client-training-desktop');
    await a.context().close();

    const b = await stack.newPage(DESKTOP);
    await signIn(b, 'cliente_b', DEMO_PASSWORD);
    await b.goto('/dashboard/client?tab=training');
    await b.getByRole('heading', { name: 'Capacitación del Personal' }).waitFor();
    await b
      .getByText('Sin Constancias')
      .or(b.getByRole('table', { name: 'Constancias del Personal' }))
      .first()
      .waitFor();
    expect(await b.getByText(SEEDED_CODE).count()).toBe(0);
    await b.context().close();
  });

  it('phone (390 px): every screen of the feature', async () => {
    const anon = await verifyPage(stack, SEEDED_CODE, PHONE);
    await anon.getByText('Constancia válida').waitFor();
    await checkScreen(anon, 'lms-verify-phone');
    await anon.context().close();

    const worker = await stack.newPage(PHONE);
    await signIn(worker, journey.worker.email, DEMO_PASSWORD);
    await worker.goto('/dashboard/collaborator/certificates');
    await worker.getByRole('list', { name: 'Mis constancias' }).getByText(code).waitFor();
    await checkScreen(worker, 'lms-my-certificates-phone');
    await worker.context().close();

    const client = await stack.newPage(PHONE);
    await signIn(client, 'cliente_a', DEMO_PASSWORD);
    await client.goto('/dashboard/client?tab=training');
    await client.getByRole('list', { name: 'Constancias del Personal' }).getByText(SEEDED_CODE).waitFor();
    await checkScreen(client, 'lms-client-training-phone');
    await client.context().close();

    const admin = await stack.newPage(PHONE);
    await signIn(admin, 'admin', DEMO_PASSWORD);
    await admin.goto(`/dashboard/admin/lms/constancias?q=${code}`);
    await admin.getByRole('list', { name: 'Constancias' }).getByText(code).waitFor();
    await checkScreen(admin, 'lms-admin-certificates-phone');
    await admin.goto('/dashboard/admin/lms/avance');
    await admin.getByRole('list', { name: 'Avance por colaborador y curso' }).waitFor();
    await checkScreen(admin, 'lms-admin-progress-phone');
    await admin.context().close();
  });
});
