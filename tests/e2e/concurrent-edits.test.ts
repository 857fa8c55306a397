// Two admins editing the same company at once, in two browsers (desktop 1440 and phone 390): the second
// save is refused by the database as stale, the dialog shows what the other admin changed, 'Recargar'
// takes the stored name into the form, and 'Guardar de Todos Modos' overwrites it on purpose.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, screenshot, searchList, signIn, type TestStack } from './harness';
import { createCompany, serviceRest, uniqueTag } from './support/fixtures';

const TAG = uniqueTag();
const NAME = `Concurrente e2e ${TAG}`;
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

async function openEdit(page: Page, name: string) {
  await page.goto('/dashboard/admin/clientes?vista=empresas');
  const edit = page.getByRole('button', { name: `Editar ${name}` }).filter({ visible: true });
  await searchList(page, 'Buscar empresas', TAG, {
    items: page.getByRole('button', { name: /^Editar / }),
    match: edit,
  });
  await edit.first().click();
  const dialog = page.getByRole('dialog', { name: 'Editar Empresa' });
  await dialog.waitFor();
  return dialog;
}

async function rename(dialog: ReturnType<Page['getByRole']>, name: string) {
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
}

describe('two admins editing the same company', { shuffle: false }, () => {
  let stack: TestStack;
  let desk: Page;
  let phone: Page;
  let companyId = '';
  const stored = async () =>
    (await serviceRest<{ name: string }[]>(stack, `companies?select=name&id=eq.${companyId}`))[0].name;

  beforeAll(async () => {
    stack = await joinStack();
    companyId = (await createCompany(stack, NAME)).id;
    [desk, phone] = await Promise.all([stack.newPage(DESKTOP), stack.newPage(PHONE)]);
    await Promise.all([signIn(desk, 'admin', DEMO_PASSWORD), signIn(phone, 'admin', DEMO_PASSWORD)]);
  }, 120_000);
  afterAll(async () => {
    if (companyId) await serviceRest(stack, `companies?id=eq.${companyId}`, { method: 'DELETE' });
    await stack?.stop();
  });

  it('the second save shows what changed; Recargar takes the stored name', async () => {
    const first = await openEdit(desk, NAME);
    const second = await openEdit(phone, NAME);
    await rename(first, `${NAME} (escritorio)`);
    await first.waitFor({ state: 'detached' });

    await rename(second, `${NAME} (teléfono)`);
    const conflict = second.getByRole('alert');
    await conflict.getByText('Alguien más cambió este registro mientras lo editabas.').waitFor();
    await expect
      .poll(() => conflict.getByRole('definition').allInnerTexts())
      .toEqual([`Guardado ahora: ${NAME} (escritorio)`, `Lo que escribiste: ${NAME} (teléfono)`]);
    expect(await stored()).toBe(`${NAME} (escritorio)`);
    await screenshot(phone, 'concurrent-edits-conflict-phone', { fullPage: false });

    await conflict.getByRole('button', { name: 'Recargar' }).click();
    await expect.poll(() => second.getByLabel('Nombre').inputValue()).toBe(`${NAME} (escritorio)`);
    await rename(second, `${NAME} (teléfono)`);
    await second.waitFor({ state: 'detached' });
    expect(await stored()).toBe(`${NAME} (teléfono)`);
  });

  it('Guardar de Todos Modos overwrites what the other admin saved', async () => {
    const first = await openEdit(desk, `${NAME} (teléfono)`);
    const second = await openEdit(phone, `${NAME} (teléfono)`);
    await rename(second, `${NAME} B`);
    await second.waitFor({ state: 'detached' });

    await rename(first, `${NAME} A`);
    const conflict = first.getByRole('alert');
    await conflict.getByRole('button', { name: 'Guardar de Todos Modos' }).waitFor();
    await screenshot(desk, 'concurrent-edits-conflict-desktop', { fullPage: false });
    await conflict.getByRole('button', { name: 'Guardar de Todos Modos' }).click();
    await first.waitFor({ state: 'detached' });
    expect(await stored()).toBe(`${NAME} A`);
  });
});
