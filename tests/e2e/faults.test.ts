// Faults on purpose, on the real stack: the network cut during a save and during a multi-file upload,
// an ID token past its hour (refreshed, or refused when the account was disabled meanwhile), and the API
// stopped and started again under an open portal. Every mutation either completes or leaves its form as
// typed with a Spanish message and a way to retry; every file of an upload ends with its own fate; an
// open page recovers without a reload. One signed-in admin page is shared by the first journeys.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { FIREBASE_PROJECT_ID } from '../../local/stack/config';
import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';
import { RECONNECT_MS } from '../../src/lib/query/reconnect';

import { joinStack, screenshot, searchList, signIn, type TestStack } from './harness';
import { openTab } from './support/client-tabs';
import { createCompany, createUser, serviceRest, uniqueTag } from './support/fixtures';
import {
  controlApiNetwork,
  restWrite,
  serveApiFrom,
  startOwnGateway,
  storageUploadOf,
  type ApiNetwork,
  type RestartableGateway,
} from './support/faults';

const TAG = uniqueTag();
const DESKTOP = { width: 1280, height: 800 };
const NO_CONNECTION = 'No se pudo conectar con el servidor';
const HOUR = 60 * 60_000;
const SESSION_LOST = 'Tu sesión en este navegador terminó. Inicia sesión de nuevo para continuar.';
// A company type of the seeded catalogue (monthly, no validity dates).
const TYPE_NAME = 'CFDI de nómina de los trabajadores asignados';
const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;

/** The Firebase ID token a request to the API carried (its `iat`, seconds), or null. */
function tokenIssuedAt(request: Request): number | null {
  const token = request.headers().authorization?.replace(/^Bearer /, '') ?? '';
  const payload = token.split('.')[1];
  if (!payload) return null;
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { iat?: number; iss?: string };
  return claims.iss?.includes('securetoken') ? (claims.iat ?? null) : null;
}

async function emulatorAccount(stack: TestStack, body: Record<string, unknown>): Promise<void> {
  const res = await fetch(
    `${stack.authUrl}/identitytoolkit.googleapis.com/v1/projects/${FIREBASE_PROJECT_ID}/accounts:update`,
    {
      method: 'POST',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  if (!res.ok) throw new Error(`accounts:update -> ${res.status}: ${await res.text()}`);
}

/** Signs in with the page's clock under the test's control (running at normal speed until moved). */
async function signedInWithClock(page: Page, identifier: string, password: string): Promise<void> {
  page.setDefaultTimeout(20_000);
  await page.context().clock.install();
  await signIn(page, identifier, password);
}

async function openCompanies(page: Page): Promise<void> {
  await page.goto('/dashboard/admin/clientes?vista=empresas');
  await page.getByRole('heading', { name: 'Perfiles Cliente' }).waitFor();
}

/** Searches the Empresas list for `name` and opens its edit dialog. */
async function editCompany(page: Page, name: string) {
  const table = page.getByRole('table', { name: 'Empresas' });
  await searchList(page, 'Buscar empresas', name, {
    items: table.getByRole('button', { name: /^Editar / }),
    match: table.getByRole('button', { name: `Editar ${name}`, exact: true }),
  });
  await table.getByRole('button', { name: `Editar ${name}`, exact: true }).click();
  return page.getByRole('dialog', { name: 'Editar Empresa' });
}

const companiesNamed = (stack: TestStack, name: string) =>
  serviceRest<Array<{ id: string }>>(stack, `companies?select=id&name=eq.${encodeURIComponent(name)}`);

describe('faults tried on purpose', { shuffle: false }, () => {
  let stack: TestStack;
  let admin: Page;
  let network: ApiNetwork;
  let company: { id: string; name: string };
  let dir: string;
  // Started at once and awaited by the restart journey, so its migrations run while the others do.
  let ownGateway: Promise<RestartableGateway>;

  beforeAll(async () => {
    ownGateway = startOwnGateway();
    ownGateway.catch(() => undefined);
    dir = await mkdtemp(join(tmpdir(), 'faults-'));
    stack = await joinStack();
    company = await createCompany(stack, `Fallas e2e ${TAG} S.A.`);
    admin = await stack.newPage(DESKTOP);
    network = await controlApiNetwork(admin, stack.apiUrl);
    await signedInWithClock(admin, 'admin', DEMO_PASSWORD);
  }, 180_000);
  afterAll(async () => {
    await stack?.stop();
    await (await ownGateway.catch(() => null))?.dispose();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('a save cut off by the network keeps the form and a Spanish message; the retry saves it', async () => {
    await openCompanies(admin);
    const renamed = `${company.name} editada`;
    const dialog = await editCompany(admin, company.name);
    await dialog.getByLabel('Nombre').fill(renamed);
    await admin.context().setOffline(true);
    try {
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      await dialog.getByRole('alert').getByText(NO_CONNECTION).waitFor();
      expect(await dialog.getByLabel('Nombre').inputValue()).toBe(renamed);
      await screenshot(admin, 'faults-save-offline');
    } finally {
      await admin.context().setOffline(false);
    }
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await dialog.waitFor({ state: 'detached' });
    await admin
      .getByRole('table', { name: 'Empresas' })
      .getByRole('row')
      .filter({ hasText: renamed })
      .waitFor();
    expect(await companiesNamed(stack, renamed)).toHaveLength(1);
    company = { ...company, name: renamed };
  }, 120_000);

  it('a create whose answer was lost is written once when retried', async () => {
    // The insert reaches the database and is written; the browser only sees the connection drop.
    const created = `Fallas nueva e2e ${TAG} S.A.`;
    await openCompanies(admin);
    await admin.getByRole('button', { name: 'Nueva Empresa' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Nueva Empresa' });
    await dialog.getByLabel('Nombre').fill(created);
    const lost = network.failNext(restWrite('companies'), 'lose-answer');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await lost;
    await dialog.getByRole('alert').getByText(NO_CONNECTION).waitFor();
    expect(await dialog.getByLabel('Nombre').inputValue()).toBe(created);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    // Saved (the dialog closes), or refused: then the refusal is what the assertion shows.
    const outcome = await Promise.race([
      dialog.waitFor({ state: 'detached' }).then(
        () => 'guardada',
        () => '',
      ),
      dialog
        .getByText(/Ya existe|No se pudo/)
        .waitFor()
        .then(
          () => dialog.getByText(/Ya existe|No se pudo/).innerText(),
          () => '',
        ),
    ]);
    expect(outcome).toBe('guardada');
    expect(await companiesNamed(stack, created)).toHaveLength(1);
  }, 120_000);

  it('a multi-file upload cut in the middle says what became of each file; the retry sends only those', async () => {
    const files = ['uno', 'dos', 'tres'].map((n) => `falla-${n}-${TAG}.pdf`);
    const names = files.map((f) => f.replace(/\.pdf$/, ''));
    for (const f of files) await writeFile(join(dir, f), PDF);
    await admin.goto(`/dashboard/admin/documentos?empresa=${company.id}`);
    await admin.getByRole('heading', { name: 'Documentos (REPSE)' }).waitFor();
    await admin.getByRole('button', { name: 'Subir Documentos' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Subir Documentos' });
    await dialog.getByRole('combobox', { name: 'Empresa' }).click();
    await admin.getByRole('option', { name: company.name, exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Tipo de documento' }).click();
    await admin.getByRole('option', { name: TYPE_NAME, exact: true }).click();
    await dialog.getByLabel('Archivos (PDF)').setInputFiles(files.map((f) => join(dir, f)));
    const item = (f: string) => dialog.getByRole('listitem').filter({ hasText: f });

    // The second file's upload never leaves the browser; the third reaches Storage, then the connection
    // drops while its row is written (the insert lands, its answer is lost) and stays down.
    const second = network.failNext(storageUploadOf(files[1]), 'drop');
    const third = network.failNext(
      (r) => restWrite('documents')(r) && (r.postData() ?? '').includes(files[2]),
      'lose-answer',
      { thenDown: true },
    );
    try {
      await dialog.getByRole('button', { name: 'Subir 3 Archivos' }).click();
      await Promise.all([second, third]);
      await item(files[0]).getByText('Listo').waitFor();
      await item(files[1]).getByText(NO_CONNECTION).waitFor();
      await item(files[2])
        .getByText('Se perdió la conexión al guardar el documento.', { exact: false })
        .waitFor();
      await dialog.getByText('1 de 3 archivos subidos').waitFor();
      await dialog.getByRole('button', { name: 'Reintentar Fallidos' }).waitFor();
      await screenshot(admin, 'faults-upload-cut');
    } finally {
      network.restore();
    }

    // The retry: the second file is uploaded and written; the third's object is found with its row, so
    // nothing of it is sent again; the first is not touched.
    const retryFrom = network.sent.length;
    await dialog.getByRole('button', { name: 'Reintentar Fallidos' }).click();
    await dialog.waitFor({ state: 'detached' });
    const retried = network.sent.slice(retryFrom);
    expect(files.map((f) => retried.filter(storageUploadOf(f)).length)).toEqual([0, 1, 0]);
    expect(retried.filter(restWrite('documents')).map((r) => r.postData()?.includes(files[1]))).toEqual([
      true,
    ]);
    const rows = await serviceRest<Array<{ name: string }>>(
      stack,
      `documents?select=name&company_id=eq.${company.id}&order=name`,
    );
    expect(rows.map((r) => r.name)).toEqual([...names].sort());
    for (const name of names) await admin.getByRole('row').filter({ hasText: name }).waitFor();
  }, 120_000);

  it('an ID token past its hour is refreshed and the save goes through', async () => {
    await openCompanies(admin);
    const dialog = await editCompany(admin, company.name);
    const renamed = `${company.name} 2`;
    await dialog.getByLabel('Nombre').fill(renamed);
    const before = network.sent.filter((r) => tokenIssuedAt(r) !== null).at(-1);
    expect(before).toBeDefined();
    await admin.clock.setSystemTime(Date.now() + HOUR + 60_000);
    const saved = admin.waitForRequest(restWrite('companies', 'PATCH'));
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    const patch = await saved;
    expect(tokenIssuedAt(patch)).toBeGreaterThan(tokenIssuedAt(before!)!);
    await dialog.waitFor({ state: 'detached' });
    expect(await companiesNamed(stack, renamed)).toHaveLength(1);
    company = { ...company, name: renamed };
  }, 120_000);

  it('a session that ended meanwhile sends the person to sign in with a Spanish message', async () => {
    const user = await createUser(stack, { role: 'admin' });
    const page = await stack.newPage(DESKTOP);
    await signedInWithClock(page, user.username, user.password);
    await openCompanies(page);
    await page.getByRole('button', { name: 'Nueva Empresa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva Empresa' });
    const name = `Fallas sesión e2e ${TAG} S.A.`;
    await dialog.getByLabel('Nombre').fill(name);
    await emulatorAccount(stack, { localId: user.uid, disableUser: true });
    await page.clock.setSystemTime(Date.now() + HOUR + 60_000);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByText(SESSION_LOST).first().waitFor();
    await screenshot(page, 'faults-session-ended');
    expect(await companiesNamed(stack, name)).toHaveLength(0);
  }, 120_000);

  it('an open portal shows the Spanish error while the API is down and recovers when it is back', async () => {
    const gateway = await ownGateway;
    const anonKey = gateway.current()!.anonKey;
    const page = await stack.newPage(DESKTOP);
    await serveApiFrom(page, stack, gateway, anonKey);
    await signedInWithClock(page, 'cliente_a', DEMO_PASSWORD);
    await page.getByRole('heading', { name: 'Directorio de Empresa' }).waitFor();
    await page.evaluate(() => ((window as { loadedOnce?: boolean }).loadedOnce = true));

    await gateway.stop();
    await openTab(page, 'Laboratorio', false);
    await page
      .getByRole('alert')
      .filter({ hasText: 'No se pudieron cargar las solicitudes de laboratorio.' })
      .getByRole('button', { name: 'Reintentar' })
      .waitFor();
    await page.getByRole('heading', { name: 'Exámenes de Laboratorio' }).waitFor();
    await screenshot(page, 'faults-api-down');
    await gateway.start();
    // No click and no reload: the failed query asks again by itself.
    await page.clock.fastForward(RECONNECT_MS);
    await page.getByText('Biometría hemática').first().waitFor();
    expect(await page.getByRole('button', { name: 'Reintentar' }).count()).toBe(0);
    await screenshot(page, 'faults-api-back');
    expect(await page.evaluate(() => (window as { loadedOnce?: boolean }).loadedOnce)).toBe(true);
  }, 180_000);
});
