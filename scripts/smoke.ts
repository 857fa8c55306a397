// npm run smoke -- --url https://<sitio> --user <usuario o correo> [--password <contraseña>]
// The post-deploy smoke check (./smoke/run.ts) in Debian's Chromium; the password may come from
// SMOKE_PASSWORD instead, so it stays out of the shell's history. Exits 1 when any check fails.
import { parseArgs } from 'node:util';

import { chromium } from 'playwright-core';

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';
import { runSmoke } from './smoke/run';

const USAGE = 'Uso: npm run smoke -- --url https://<sitio> --user <usuario> [--password <contraseña>]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { url: { type: 'string' }, user: { type: 'string' }, password: { type: 'string' } },
  });
  const password = values.password ?? process.env.SMOKE_PASSWORD;
  if (!values.url || !values.user || !password) {
    console.error(`${USAGE}\n(La contraseña también puede venir en SMOKE_PASSWORD.)`);
    return 2;
  }
  console.log(`Comprobación de ${values.url} con la cuenta ${values.user}`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  try {
    const result = await runSmoke(browser, { url: values.url, user: values.user, password });
    return result.ok ? 0 : 1;
  } finally {
    await browser.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      `La comprobación no pudo correr: ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  },
);
