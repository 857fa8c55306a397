// The admin's lists and the compliance screens (the admin's matrix, a company's account, the client's own
// matrix) at 1440, 1280 and 390 px against the layout rules of support/layout-rules.ts: no text cut inside
// a cell or by a box that scrolls sideways, no e-mail or UUID broken inside a word, every tab reachable, the
// active company filter in view. One sign-in per person and width; the screens are opened through the app's
// router, not reloaded.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';
import { joinStack, screenshot, settle, signIn, type TestStack } from './harness';
import { layoutProblems } from './support/layout-rules';

const COMPANY_A = '10000000-0000-4000-8000-00000000000a';
const COMPANY_A_NAME = 'Constructora Alfa S.A. de C.V.';

interface Screen {
  name: string;
  path: string;
  /** What shows once the screen has its data. */
  ready: (page: Page) => Promise<unknown>;
  activeCompany?: string;
  /** The widths it is checked at (default all three). */
  widths?: number[];
}

const table = (label: string) => (page: Page) =>
  page
    .getByRole(page.viewportSize()!.width < 768 ? 'list' : 'table', { name: label })
    .first()
    .waitFor();

const region = (label: string) => (page: Page) => page.getByRole('region', { name: label }).waitFor();

const SCREENS: Screen[] = [
  { name: 'entregas', path: '/dashboard/admin/documentos/entregas', ready: table('Bitácora de entregas') },
  { name: 'usuarios', path: '/dashboard/admin/clientes', ready: table('Usuarios') },
  { name: 'facturacion', path: '/dashboard/admin/facturacion', ready: table('Facturas') },
  {
    name: 'cumplimiento',
    path: '/dashboard/admin/documentos/cumplimiento',
    ready: region('Matriz de cumplimiento por empresa y mes'),
  },
  {
    name: 'estado-cuenta',
    path: `/dashboard/admin/documentos/estado/${COMPANY_A}`,
    ready: (page) => page.getByRole('heading', { name: `Estado de la Cuenta · ${COMPANY_A_NAME}` }).waitFor(),
    widths: [1440, 390],
  },
  {
    name: 'laboratorio-empresa',
    path: `/dashboard/admin/laboratorio?empresa=${COMPANY_A}`,
    ready: table('Solicitudes de laboratorio'),
    activeCompany: COMPANY_A_NAME,
    widths: [1440, 390],
  },
  {
    name: 'avance-empresa',
    path: `/dashboard/admin/lms/avance?empresa=${COMPANY_A}`,
    ready: (page) => page.getByRole('navigation', { name: 'Secciones de Gestión LMS' }).waitFor(),
    activeCompany: COMPANY_A_NAME,
    widths: [390],
  },
];

/** The client's own compliance view: the REPSE tab's matrix. */
const CLIENT_SCREENS: Screen[] = [
  {
    name: 'cliente-repse',
    path: '/dashboard/client?tab=repse',
    ready: region('Cumplimiento por tipo de documento y mes'),
  },
];

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

async function open(page: Page, path: string, first: boolean) {
  if (first) return page.goto(path);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

let stack: TestStack;
beforeAll(async () => {
  stack = await joinStack();
}, 120_000);
afterAll(() => stack?.stop());

async function check(size: (typeof WIDTHS)[number], user: string, screens: Screen[]) {
  const page = await stack.newPage(size, { reducedMotion: 'reduce' });
  await signIn(page, user, DEMO_PASSWORD);
  const problems: string[] = [];
  const shown = screens.filter((s) => !s.widths || s.widths.includes(size.width));
  for (const [i, screen] of shown.entries()) {
    await open(page, screen.path, i === 0);
    await screen.ready(page);
    await page.waitForFunction(() => !/Cargando/.test(document.body.innerText), undefined, {
      polling: 50,
    });
    await settle(page);
    const found = await layoutProblems(page, { activeCompany: screen.activeCompany });
    problems.push(...found.map((p) => `${screen.name}: ${p}`));
    if (size.width !== 1280) await screenshot(page, `layout-${screen.name}-${size.width}`);
  }
  return problems;
}

describe('layout of the admin lists and compliance screens', () => {
  it.each(WIDTHS)(
    'at $width px nothing is cut, broken mid-word, out of reach or hidden',
    async (size) => {
      expect(await check(size, 'admin', SCREENS)).toEqual([]);
    },
    90_000,
  );
});

describe("layout of the client's compliance view", () => {
  it.each(WIDTHS)(
    'at $width px nothing is cut, broken mid-word, out of reach or hidden',
    async (size) => {
      expect(await check(size, 'cliente_a', CLIENT_SCREENS)).toEqual([]);
    },
    60_000,
  );
});
