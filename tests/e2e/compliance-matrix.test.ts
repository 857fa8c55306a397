// Completeness by period on the real stack: a company of this test's own gets last month's payroll CFDI
// and IMSS payment (typed documents with their files). The admin sees that month's count for the company
// and opens the cell (both delivered, each file listed); the company's client sees the lights of its
// matrix (delivered last month, IMSS late the month before), downloads last month's ZIP (opened here: the
// files in their type folders) and the download lands in the proof-of-delivery log. Both screens pass the
// accessibility checks at desktop and phone widths.

import JSZip from 'jszip';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';
import {
  addMonths,
  isPeriodic,
  monthKey,
  monthOfDate,
  periodOf,
  todayInMexico,
} from '../../src/features/compliance/utils/periods';
import { capitalize, monthName } from '../../src/utils/format';

import { joinStack, signIn, type TestStack } from './harness';
import { downloadedBytes } from './support/chromium';
import { checkScreen } from './support/a11y';
import {
  createMatrixCompany,
  createTypedDocument,
  typesByCode,
  type MatrixCompany,
} from './support/compliance-matrix';
import { serviceRest, uniqueTag } from './support/fixtures';

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const monthLabel = (m: { year: number; month: number }) => `${capitalize(monthName(m.month))} ${m.year}`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The status word of a type's cell in the client's matrix (the cell's text starts with it). */
async function clientCell(page: Page, type: string, index: number) {
  const row = page
    .locator('tr')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(escape(type)) }) });
  const text = (await row.getByRole('cell').nth(index).textContent()) ?? '';
  return text.split(' — ')[0];
}

describe('completeness by period (admin and client)', () => {
  let stack: TestStack;
  let fixture: MatrixCompany;
  const tag = uniqueTag();
  const today = todayInMexico();
  const last = addMonths(monthOfDate(today), -1);
  const before = addMonths(last, -1);
  const payrollName = `Nómina ${tag}`;
  const imssName = `IMSS ${tag}`;
  let payroll: { id: string; name: string };
  let imss: { id: string; name: string };
  let docIds: string[] = [];

  beforeAll(async () => {
    stack = await joinStack();
    fixture = await createMatrixCompany(stack);
    const types = await typesByCode(stack);
    payroll = types.get('cfdi_nomina')!;
    imss = types.get('imss_cuotas_pago')!;
    const created = await Promise.all([
      createTypedDocument(stack, {
        companyId: fixture.company.id,
        typeId: payroll.id,
        name: payrollName,
        ...last,
      }),
      createTypedDocument(stack, { companyId: fixture.company.id, typeId: imss.id, name: imssName, ...last }),
    ]);
    docIds = created.map((d) => d.id);
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('admin sees the counts and opens a cell', async () => {
    // Expected that month: every active periodic type for all companies whose period ends in it.
    const catalogue = await serviceRest<
      Array<{ periodicity: string; active: boolean; applies_to_all: boolean }>
    >(stack, 'document_types?select=periodicity,active,applies_to_all');
    const expected = catalogue.filter(
      (t) =>
        t.active &&
        t.applies_to_all &&
        isPeriodic(t.periodicity) &&
        periodOf(t.periodicity, last)!.endMonth === last.month,
    ).length;
    const page = await stack.newPage(DESKTOP);
    await signIn(page, 'admin', DEMO_PASSWORD);
    await page.goto(
      `/dashboard/admin/documentos/cumplimiento?empresa=${fixture.company.id}&desde=${monthKey(before)}&hasta=${monthKey(last)}`,
    );
    const matrix = page.getByRole('region', { name: 'Matriz de cumplimiento por empresa y mes' });
    const cell = matrix.getByRole('button', {
      name: new RegExp(
        `^\\d+/${expected} entregados — ${escape(fixture.company.name)}, ${monthLabel(last)}\\.`,
      ),
    });
    const label = (await cell.getAttribute('aria-label')) ?? '';
    // Our two, and any global evidence of that month the seed or another test published.
    expect(Number(/^(\d+)\//.exec(label)?.[1])).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() =>
        matrix
          .getByRole('link', { name: `${fixture.company.name} (estado de la cuenta)` })
          .getAttribute('href'),
      )
      .toBe(`/dashboard/admin/documentos/estado/${fixture.company.id}?empresa=${fixture.company.id}`);
    await checkScreen(page, 'compliance-matrix-admin-desktop');

    await cell.click();
    const dialog = page.getByRole('dialog', { name: `${fixture.company.name} · ${monthLabel(last)}` });
    for (const [type, file] of [
      [payroll.name, payrollName],
      [imss.name, imssName],
    ]) {
      const item = dialog.getByRole('listitem').filter({ has: page.getByRole('heading', { name: type }) });
      await expect.poll(() => item.textContent()).toContain('Entregado');
      await item.getByRole('button', { name: `Abrir ${file}` }).waitFor();
    }
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.setViewportSize(PHONE);
    await checkScreen(page, 'compliance-matrix-admin-phone');
  }, 90_000);

  it('client sees its lights, downloads a month ZIP and the download is logged', async () => {
    const page = await stack.newPage(DESKTOP);
    await signIn(page, fixture.client.username, DEMO_PASSWORD);
    await page.goto('/dashboard/client?tab=repse');
    const matrix = page.getByRole('region', { name: 'Cumplimiento por tipo de documento y mes' });
    await matrix.waitFor();
    // Columns: the last six months, the current one last (index 5); last month is 4.
    expect(await clientCell(page, payroll.name, 4)).toBe('Entregado');
    expect(await clientCell(page, imss.name, 4)).toBe('Entregado');
    expect(await clientCell(page, imss.name, 3)).toBe('Atrasado');
    await checkScreen(page, 'compliance-matrix-client-desktop');

    const downloadEvent = page.waitForEvent('download', { timeout: 30_000 });
    await matrix.getByRole('button', { name: `ZIP de ${monthLabel(last)}` }).click();
    const download = await downloadEvent;
    expect(download.suggestedFilename()).toBe(
      `Cumplimiento_${capitalize(monthName(last.month))}_${last.year}.zip`,
    );
    const zip = await JSZip.loadAsync(await downloadedBytes(download));
    const names = Object.values(zip.files)
      .filter((f) => !f.dir)
      .map((f) => f.name);
    expect(names).toEqual(
      expect.arrayContaining([`${payroll.name}/${payrollName}.pdf`, `${imss.name}/${imssName}.pdf`]),
    );
    expect(await zip.file(`${payroll.name}/${payrollName}.pdf`)!.async('string')).toContain(payrollName);
    // The proof-of-delivery log has this user's download of both files.
    await expect
      .poll(
        async () =>
          (
            await serviceRest<Array<{ document_id: string }>>(
              stack,
              `delivery_events?select=document_id&event=eq.downloaded&profile_id=eq.${fixture.client.profileId}&document_id=in.(${docIds.join(',')})`,
            )
          )
            .map((r) => r.document_id)
            .sort(),
        { timeout: 15_000 },
      )
      .toEqual([...docIds].sort());

    await page.setViewportSize(PHONE);
    await checkScreen(page, 'compliance-matrix-client-phone');

    // Opened on a phone, where the table does not fit: a card per type lists its months (last month's
    // status in words), the months' ZIPs wrap in a bar, and nothing scrolls sideways.
    const phone = await stack.newPage(PHONE);
    await signIn(phone, fixture.client.username, DEMO_PASSWORD);
    await phone.goto('/dashboard/client?tab=repse');
    const phoneMatrix = phone.getByRole('region', { name: 'Cumplimiento por tipo de documento y mes' });
    const payrollMonths = phoneMatrix.getByRole('list', { name: `${payroll.name} por mes` });
    await payrollMonths.waitFor();
    expect(await phoneMatrix.getByRole('table').count()).toBe(0);
    expect(await payrollMonths.getByRole('listitem').nth(4).textContent()).toContain('Entregado');
    await phoneMatrix
      .getByRole('group', { name: 'ZIP por mes' })
      .getByRole('button', { name: `ZIP de ${monthLabel(last)}` })
      .waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await phoneMatrix.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  }, 90_000);
});
