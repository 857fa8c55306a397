// Lab verdicts under consent end to end, on a company, request and client made for this file: the admin
// switches the company to «Solo dictamen» and sets a verdict; the client sees the verdict and the reason
// instead of the download; a recorded consent releases the result ('Descargar Resultado', a signed PDF);
// a revocation withholds it again (the database refuses the access, not only the screen); «Quién lo
// Consultó» names the client's access. Desktop 1440x900 and phone 390x844, with the layout rules.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, screenshot, signIn, type TestStack } from './harness';
import { openTab } from './support/client-tabs';
import { idToken, uniqueTag } from './support/fixtures';
import {
  createLabConsentFixture,
  createWithheldFixture,
  nextYear,
  type LabConsentFixture,
} from './support/lab-consents';
import { layoutProblems } from './support/layout-rules';

const TAG = uniqueTag();
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const WITHHELD = 'Solo dictamen: sin consentimiento del trabajador registrado.';

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Screenshot, no horizontal scroll, and the layout rules on what the page shows. */
async function looked(page: Page, name: string, width: number) {
  await screenshot(page, name);
  expect(await scrollWidth(page), `${name}: no horizontal scroll`).toBeLessThanOrEqual(width);
  expect(await layoutProblems(page), name).toEqual([]);
}

describe('lab verdicts under consent', () => {
  let stack: TestStack;
  let fx: LabConsentFixture;
  let withheld: LabConsentFixture;
  beforeAll(async () => {
    stack = await joinStack();
    // Each test has its own company and request: the tests run in any order.
    [fx, withheld] = await Promise.all([
      createLabConsentFixture(stack, TAG),
      createWithheldFixture(stack, `${TAG}-tel`),
    ]);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  const labUrl = (f = fx) => `/dashboard/admin/laboratorio?empresa=${f.company.id}`;
  const fromMenu = async (admin: Page, item: string, f = fx) => {
    await admin
      .getByRole('button', { name: `Acciones de ${f.exam}` })
      .filter({ visible: true })
      .first()
      .click();
    await admin.getByRole('menuitem', { name: item }).click();
    return admin.getByRole('dialog', { name: item });
  };
  const clientCard = (page: Page, f = fx) =>
    page
      .getByRole('list', { name: 'Solicitudes de laboratorio' })
      .getByRole('listitem')
      .filter({ hasText: f.exam });
  /** The database's answer to the client's access, whatever the screen shows. */
  const accessStatus = async () => {
    const token = await idToken(stack, fx.client);
    const res = await fetch(`${stack.apiUrl}/rest/v1/rpc/record_lab_result_access`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ p_laboratory_request_id: fx.requestId }),
    });
    return { status: res.status, body: await res.text() };
  };

  it('verdict only, consent, download, revocation and who consulted (1440 px)', async () => {
    const admin = await stack.newPage(DESKTOP);
    await signIn(admin, 'admin', DEMO_PASSWORD);

    // The company receives only the verdict from now on.
    await admin.goto('/dashboard/admin/clientes?vista=empresas');
    await admin.getByRole('searchbox').filter({ visible: true }).first().fill(fx.company.name);
    await admin
      .getByRole('button', { name: `Editar ${fx.company.name}` })
      .filter({ visible: true })
      .first()
      .click();
    const companyDialog = admin.getByRole('dialog', { name: 'Editar Empresa' });
    await companyDialog.getByRole('radio', { name: 'Solo dictamen' }).check();
    await screenshot(admin, 'lab-consents-company-dialog-desktop');
    await companyDialog.getByRole('button', { name: 'Guardar' }).click();
    await companyDialog.waitFor({ state: 'detached' });

    // A verdict for the request.
    await admin.goto(labUrl());
    const row = admin.getByRole('row').filter({ hasText: fx.exam });
    await row.getByText('Sin consentimiento vigente').waitFor();
    const verdict = await fromMenu(admin, 'Dictamen');
    await verdict.getByRole('combobox', { name: 'Dictamen' }).click();
    await admin.getByRole('option', { name: 'Apto', exact: true }).click();
    await verdict.getByLabel('Vigente hasta').fill(nextYear());
    await screenshot(admin, 'lab-consents-verdict-dialog-desktop');
    await verdict.getByRole('button', { name: 'Guardar Dictamen' }).click();
    await verdict.waitFor({ state: 'detached' });
    await row.getByText('Dictamen: Apto').waitFor();
    await row.getByText(`Vigente hasta ${nextYear()}`).waitFor();

    // The client sees the verdict and why there is no download.
    const page = await stack.newPage(DESKTOP);
    await signIn(page, fx.client.username, fx.client.password);
    await openTab(page, 'Laboratorio', false);
    const card = clientCard(page);
    await card.getByText('Dictamen: Apto').waitFor();
    await card.getByText(WITHHELD).waitFor();
    expect(await card.getByRole('button', { name: /Descargar Resultado/ }).count()).toBe(0);
    expect(await card.innerText()).not.toContain(`Notas clínicas ${TAG}`);
    expect((await accessStatus()).status).toBe(403);
    await looked(page, 'lab-consents-client-withheld-desktop', DESKTOP.width);

    // The admin records the worker's consent.
    const consent = await fromMenu(admin, 'Registrar Consentimiento');
    expect(await consent.getByLabel('Trabajador (como firma el consentimiento)').inputValue()).toBe(
      fx.patient,
    );
    await screenshot(admin, 'lab-consents-consent-dialog-desktop');
    await consent.getByRole('button', { name: 'Registrar Consentimiento' }).click();
    await consent.waitFor({ state: 'detached' });
    await row.getByText(`(${fx.patient})`, { exact: false }).waitFor();
    await looked(admin, 'lab-consents-admin-desktop', DESKTOP.width);

    // The client downloads the result, released by the consent.
    await page.reload();
    await card.getByText(/^Consentimiento del /).waitFor();
    await card.getByText(`Notas clínicas ${TAG}`).waitFor();
    const signed = page.context().waitForEvent('response', {
      predicate: (r) =>
        r.request().method() === 'GET' &&
        r.url().includes('/storage/v1/object/sign/lab-results/') &&
        new URL(r.url()).searchParams.has('token'),
      timeout: 20_000,
    });
    const popup = page.waitForEvent('popup', { timeout: 20_000 });
    await card.getByRole('button', { name: `Descargar Resultado: ${fx.exam}` }).click();
    const [tab, response] = await Promise.all([popup, signed]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    await tab.close();
    await looked(page, 'lab-consents-client-released-desktop', DESKTOP.width);

    // The admin revokes it: the client is refused again, by the database too.
    const revoke = await fromMenu(admin, 'Revocar Consentimiento');
    await revoke.getByLabel('Motivo de la revocación').fill('El trabajador retiró su consentimiento.');
    await screenshot(admin, 'lab-consents-revoke-dialog-desktop');
    await revoke.getByRole('button', { name: 'Revocar Consentimiento' }).click();
    await revoke.waitFor({ state: 'detached' });
    await row.getByText('Sin consentimiento vigente').waitFor();
    await page.reload();
    await card.getByText(WITHHELD).waitFor();
    expect(await card.getByRole('button', { name: /Descargar Resultado/ }).count()).toBe(0);
    const refused = await accessStatus();
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('no hay consentimiento vigente del trabajador');

    // Who consulted the result: the client's one access, released under the consent.
    const log = await fromMenu(admin, 'Quién lo Consultó');
    const entries = log.getByRole('listitem');
    await entries.first().waitFor();
    expect(await entries.allInnerTexts()).toEqual([
      expect.stringMatching(new RegExp(`^${fx.clientName}\\n.*Con consentimiento$`)),
    ]);
    await looked(admin, 'lab-consents-access-log-desktop', DESKTOP.width);
  }, 300_000);

  it('phone (390 px): the admin list and dialogs, the client list', async () => {
    const admin = await stack.newPage(PHONE);
    await signIn(admin, 'admin', DEMO_PASSWORD);
    await admin.goto(labUrl(withheld));
    await admin
      .getByRole('listitem')
      .filter({ hasText: withheld.exam })
      .getByText('Dictamen: Apto')
      .first()
      .waitFor();
    await looked(admin, 'lab-consents-admin-phone', PHONE.width);
    const consent = await fromMenu(admin, 'Registrar Consentimiento', withheld);
    await consent.getByLabel('Fecha del consentimiento').waitFor();
    await looked(admin, 'lab-consents-consent-dialog-phone', PHONE.width);
    await consent.getByRole('button', { name: 'Cancelar' }).click();
    const log = await fromMenu(admin, 'Quién lo Consultó', withheld);
    await log.getByRole('listitem').first().waitFor();
    await looked(admin, 'lab-consents-access-log-phone', PHONE.width);

    const page = await stack.newPage(PHONE);
    await signIn(page, withheld.client.username, withheld.client.password);
    await openTab(page, 'Laboratorio', true);
    await clientCard(page, withheld).getByText(WITHHELD).waitFor();
    await looked(page, 'lab-consents-client-phone', PHONE.width);
  }, 240_000);
});
