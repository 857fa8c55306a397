// Issue 14: every screen of every area, at 1440x900 and 390x844, passes axe-core with no serious or
// critical violation, has no horizontal scroll and no touch target under 24 px; the screenshots land in
// test-results/screens. New screens get one line in SCREENS below.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, signIn, type TestStack } from './harness';
import { checkScreen } from './support/a11y';

const VIEWPORTS = [
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
];

const HEIGHTS_COURSE = '30000000-0000-4000-8000-000000000001';

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
  name: `admin-${section.replaceAll('/', '-').replace(HEIGHTS_COURSE, 'curso')}`,
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
  withDialog('usuario', 'clientes', 'Nuevo usuario'),
  withDialog('empresa', 'clientes?vista=empresas', 'Nueva empresa'),
  withDialog('contacto', 'directorio', 'Agregar contacto'),
  withDialog('solicitud', 'laboratorio', 'Nueva solicitud'),
  withDialog('factura', 'facturacion', 'Nueva factura'),
  withDialog('tablero', 'looker-studio', 'Nuevo tablero'),
  withDialog('reporte', 'reportes-mensuales', 'Nuevo reporte'),
  withDialog('documentos', 'documentos', 'Subir documentos'),
  withDialog('curso', 'lms', 'Nuevo curso'),
);

const COLLABORATOR: Screen[] = ['lms', 'certificates', 'feedback'].map((section) => ({
  name: `collaborator-${section}`,
  path: `/dashboard/collaborator/${section}`,
}));

/** Waits until the screen shows what it loaded: no request in flight and no loading text left. */
async function waitForScreen(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => !/Cargando/.test(document.body.innerText), undefined, {
    timeout: 20_000,
  });
}

const AREAS: { area: string; account: string | null; screens: Screen[] }[] = [
  { area: 'public', account: null, screens: PUBLIC },
  { area: 'client', account: 'cliente_a', screens: CLIENT },
  { area: 'admin', account: 'admin', screens: ADMIN },
  { area: 'collaborator', account: 'colaborador', screens: COLLABORATOR },
];

describe('every screen is accessible and fits 390 and 1440 px', () => {
  let stack: TestStack;
  beforeAll(async () => {
    stack = await joinStack();
  }, 120_000);
  afterAll(() => stack?.stop());

  for (const { area, account, screens } of AREAS) {
    for (const { name: vp, size } of VIEWPORTS) {
      it(`${area} at ${vp}`, async () => {
        const page = await stack.newPage(size);
        try {
          if (account) await signIn(page, account, DEMO_PASSWORD);
          for (const screen of screens) {
            await page.goto(screen.path);
            await waitForScreen(page);
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
