// Every screen of every area, at 1440x900 and 390x844, passes axe-core with no serious or
// critical violation, has no horizontal scroll and no touch target under 24 px; the screenshots land in
// test-results/screens. New screens get one line in the lists below. The checks are split over a few test
// files (see describeScreens) so the browser-test workers share them evenly.
import type { Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../local/stack/firebase-accounts';
import { joinStack, signIn, type TestStack } from '../harness';
import { checkScreen } from './a11y';
import { createCompany, idToken, uniqueTag, userRest } from './fixtures';

export const VIEWPORTS = [
  { name: 'desktop', size: { width: 1440, height: 900 } },
  { name: 'phone', size: { width: 390, height: 844 } },
] as const;

interface Screen {
  name: string;
  path: string;
  /** Opens a dialog (or another state) before the check. */
  then?: (page: Page) => Promise<void>;
}

const PUBLIC: Screen[] = [
  { name: 'features', path: '/features' },
  { name: 'login', path: '/login' },
  {
    name: 'login-forgot-dialog',
    path: '/login',
    then: async (page) => {
      await page.getByRole('button', { name: /Olvidaste tu contraseña/ }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  { name: 'reset-password', path: '/reset-password' },
  // The seeded certificate of colaborador_a (no e2e test revokes it).
  { name: 'verify', path: '/verificar/A1B2-C3D4-E5F6' },
  // The receipt check's form (the e2e seed issues no receipt; delivery-receipts.test.ts checks one).
  { name: 'verify-delivery', path: '/verificar-entrega' },
];

const HEIGHTS_COURSE = '30000000-0000-4000-8000-000000000001';
const COMPANY_A = '10000000-0000-4000-8000-00000000000a';

const CLIENT_TABS = [
  'profile',
  'directory',
  'account',
  'laboratory',
  'repse',
  'indicators',
  'monthly_reports',
  'billing',
  'feedback',
  'training',
];
const CLIENT: Screen[] = CLIENT_TABS.map((tab) => ({
  name: `client-${tab}`,
  path: `/dashboard/client?tab=${tab}`,
}));

const ADMIN_SECTIONS = [
  'clientes',
  'directorio',
  'laboratorio',
  'facturacion',
  'looker-studio',
  'reportes-mensuales',
  'documentos',
  'documentos/cumplimiento',
  'documentos/catalogo',
  'documentos/entregas',
  `documentos/estado/${COMPANY_A}`,
  'lms',
  'lms/avance',
  'lms/constancias',
  // The seeded course 'Trabajos en altura': its editor and the read-only preview.
  `lms/cursos/${HEIGHTS_COURSE}`,
  `lms/cursos/${HEIGHTS_COURSE}/vista-previa`,
  'retroalimentacion',
  'auditoria',
  'perfil',
];
const ADMIN: Screen[] = ADMIN_SECTIONS.map((section) => ({
  name: `admin-${section.replaceAll('/', '-').replace(HEIGHTS_COURSE, 'curso').replace(COMPANY_A, 'empresa-a')}`,
  path: `/dashboard/admin/${section}`,
}));

/** An admin screen with its create dialog open (the dialog is checked, not only the page behind it). */
const withDialog = (name: string, path: string, button: string): Screen => ({
  name: `admin-${name}-dialog`,
  path: `/dashboard/admin/${path}`,
  then: async (page) => {
    await page.getByRole('button', { name: button, exact: true }).first().click();
    await page.getByRole('dialog').waitFor();
  },
});
ADMIN.push(
  withDialog('usuario', 'clientes', 'Nuevo Usuario'),
  withDialog('empresa', 'clientes?vista=empresas', 'Nueva Empresa'),
  withDialog('contacto', 'directorio', 'Agregar Contacto'),
  withDialog('solicitud', 'laboratorio', 'Nueva Solicitud'),
  withDialog('factura', 'facturacion', 'Nueva Factura'),
  withDialog('tablero', 'looker-studio', 'Nuevo Tablero'),
  withDialog('reporte', 'reportes-mensuales', 'Nuevo Reporte'),
  withDialog('documentos', 'documentos', 'Subir Documentos'),
  withDialog('curso', 'lms', 'Nuevo Curso'),
);

const COLLABORATOR: Screen[] = ['lms', 'certificates', 'feedback'].map((section) => ({
  name: `collaborator-${section}`,
  path: `/dashboard/collaborator/${section}`,
}));

/**
 * Counts the page's requests in flight. `quiet(since)` resolves once none has been in flight for 250 ms,
 * counted from `since` at the earliest (a request is reported a moment after the app starts it).
 * Playwright's `networkidle` waits 500 ms and only after a document load, while the screens below are
 * opened inside the app.
 */
function requestsInFlight(page: Page) {
  const pending = new Map<Request, number>();
  let changedAt = 0;
  const begin = (request: Request) => {
    pending.set(request, Date.now());
    changedAt = Date.now();
  };
  const end = (request: Request) => {
    pending.delete(request);
    changedAt = Date.now();
  };
  page.on('request', begin);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    quiet: (since: number) =>
      expect
        .poll(() => pending.size === 0 && Date.now() - Math.max(changedAt, since) >= 250, {
          timeout: 20_000,
          interval: 25,
        })
        .toBe(true),
    /** The requests still unanswered and for how long, for a failure's message. */
    describe: () =>
      [...pending]
        .map(([r, at]) => `${r.method()} ${r.url().slice(0, 160)} (${Date.now() - at} ms)`)
        .join('\n'),
  };
}
type Network = ReturnType<typeof requestsInFlight>;

const screenText = (page: Page) => page.evaluate(() => document.body.innerText);

/**
 * Opens a screen the way a user moves between them, and waits until it shows what it loaded. The first
 * screen is opened by its address; the next ones through the app's router (a history entry and the
 * popstate it listens to), so each screen costs its own code and data, not a reload of the app and of the
 * session. A screen at another address is shown once the page's text changed (the router keeps the
 * previous screen while the next one's code loads), no request is in flight and no loading text is left.
 */
async function openScreen(page: Page, path: string, network: Network): Promise<void> {
  const since = Date.now();
  const current = new URL(page.url());
  if (page.url() === 'about:blank') {
    await page.goto(path);
  } else if (`${current.pathname}${current.search}` !== path) {
    const before = await screenText(page);
    // The pointer leaves the last control it clicked, so no hover (a chart's tooltip) covers the next screen.
    await page.mouse.move(0, 0);
    await page.evaluate((to) => {
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.waitForFunction((text) => document.body.innerText !== text, before, {
      polling: 50,
      timeout: 20_000,
    });
  }
  await network.quiet(since);
  await page.waitForFunction(() => !/Cargando/.test(document.body.innerText), undefined, {
    polling: 50,
    timeout: 20_000,
  });
}

type Area = 'public' | 'client' | 'admin' | 'collaborator';
const AREAS: { area: Area; account: string | null; screens: Screen[] }[] = [
  { area: 'public', account: null, screens: PUBLIC },
  { area: 'client', account: 'cliente_a', screens: CLIENT },
  { area: 'admin', account: 'admin', screens: ADMIN },
  { area: 'collaborator', account: 'colaborador', screens: COLLABORATOR },
];

/**
 * The audit page must fit whatever was written before it: a write made through the API with long unbroken
 * values (an e-mail address and a link), so the newest entries always include them whatever ran first.
 */
async function writeLongAuditEntry(stack: TestStack): Promise<void> {
  const admin = DEMO_ACCOUNTS.find((a) => a.username === 'admin');
  if (!admin) throw new Error('demo admin missing');
  const token = await idToken(stack, { email: admin.email, password: DEMO_PASSWORD });
  const tag = uniqueTag();
  const company = await createCompany(stack, `A11y ${tag}`);
  await userRest(stack, token, 'directory_entries', {
    method: 'POST',
    body: {
      company_id: company.id,
      employee_name: `Contacto ${tag}`,
      email: `coordinacion.de.seguridad.e.higiene.industrial.${tag}@constructora-alfa-servicios-especializados.com.mx`,
      photo_url: `https://almacenamiento.example.com/fotografias/${'directorio-'.repeat(8)}${tag}.png`,
    },
  });
}

/**
 * One test per area and viewport asked for: signs in as the area's demo account and checks each screen in
 * turn. The admin's screens are written a long audit entry first.
 */
export function describeScreens(areas: Area[], viewports: (typeof VIEWPORTS)[number]['name'][]): void {
  describe('every screen is accessible and fits 390 and 1440 px', () => {
    let stack: TestStack;
    beforeAll(async () => {
      stack = await joinStack();
      if (areas.includes('admin')) await writeLongAuditEntry(stack);
    }, 120_000);
    afterAll(() => stack?.stop());

    for (const { area, account, screens } of AREAS.filter((a) => areas.includes(a.area))) {
      for (const { name: vp, size } of VIEWPORTS.filter((v) => viewports.includes(v.name))) {
        it(`${area} at ${vp}`, async () => {
          // Checked as drawn for someone who asked for reduced motion: the screens are the same, without
          // their fades. A route commits when its data is in (React keeps the previous screen meanwhile), so
          // on a loaded machine a screen's fade could start after the wait below and axe would measure
          // text half faded in (seen in CI: muted text on the admin's first screen).
          const page = await stack.newPage(size, { reducedMotion: 'reduce' });
          const network = requestsInFlight(page);
          try {
            if (account) await signIn(page, account, DEMO_PASSWORD);
            for (const screen of screens) {
              await openScreen(page, screen.path, network).catch((err: unknown) => {
                const waiting = network.describe();
                throw new Error(
                  `${screen.name}: ${String(err)}\n${waiting ? `Requests unanswered:\n${waiting}` : 'No request unanswered.'}`,
                );
              });
              await screen.then?.(page);
              await checkScreen(page, `a11y-${screen.name}-${vp}`);
            }
          } finally {
            await page.context().close();
          }
        }, 240_000);
      }
    }
  });
}
