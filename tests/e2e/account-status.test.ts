// 'Estado de la Cuenta' on the real stack: a fresh company's client sees its overdue invoice, a result not
// yet downloaded, the news since its previous visit and the period's completeness with the CFDI it got;
// once the result is downloaded it leaves the list; the admin opens the company's page from its URL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';

import { joinStack, signIn, type TestStack } from './harness';
import { checkScreen } from './support/a11y';
import { clientSupabase, createAccountJourney, type AccountJourney } from './support/account-status';
import { openTab } from './support/client-tabs';
import { monthLabel, uniqueTag } from './support/fixtures';

describe("'Estado de la Cuenta'", () => {
  let stack: TestStack;
  let journey: AccountJourney;
  beforeAll(async () => {
    stack = await joinStack();
    journey = await createAccountJourney(stack, uniqueTag());
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
  });

  it('the client sees what is due, ready and new; a downloaded result leaves the list', async () => {
    const page = await stack.newPage({ width: 1440, height: 900 });
    const errors: string[] = [];
    page.on('pageerror', (err) => errors.push(err.message));
    await signIn(page, journey.client.username, DEMO_PASSWORD);
    await openTab(page, 'Estado de la Cuenta', false);
    await page.getByRole('heading', { level: 2, name: 'Estado de la Cuenta' }).waitFor();

    const news = page.getByRole('region', { name: 'Novedades desde tu Última Visita' });
    await news.getByText(journey.documentName).waitFor();
    await news.getByText(`Factura ${journey.invoiceNumber}`).waitFor();
    await news.getByText(`${journey.resultType} · Paciente E2E`).waitFor();

    const invoices = page.getByRole('region', { name: 'Facturas por Pagar' });
    const row = invoices.getByRole('listitem').filter({ hasText: `Factura ${journey.invoiceNumber}` });
    await row.getByText('Vencida').waitFor();
    await row.getByText('$12,345.67 MXN').waitFor();

    const results = page.getByRole('region', { name: 'Resultados Listos sin Descargar' });
    await results.getByText(`${journey.resultType} · Paciente E2E`).waitFor();

    // The CFDI delivered for the closed month is not missing there; the current month's still is.
    const compliance = page.getByRole('region', { name: 'Cumplimiento del Periodo' });
    const closed = compliance.getByRole('group', {
      name: `${monthLabel(journey.closedMonth)} (último mes cerrado)`,
    });
    const current = compliance.getByRole('group', {
      name: `${monthLabel(journey.currentMonth)} (mes en curso)`,
    });
    await current.getByText('CFDI de nómina de los trabajadores asignados').waitFor();
    await closed.getByText(/de \d+ entregados/).waitFor();
    expect(await closed.getByText('CFDI de nómina de los trabajadores asignados').count()).toBe(0);
    await compliance.getByRole('heading', { name: 'Vigencias' }).waitFor();
    await checkScreen(page, 'account-client-desktop');

    const supabase = await clientSupabase(stack, journey.client);
    // The client downloads the result from its Laboratorio tab (the app records it); back on the account
    // tab the result is no longer waiting.
    await openTab(page, 'Laboratorio', false);
    const popup = page.waitForEvent('popup', { timeout: 20_000 });
    await page.getByRole('button', { name: `Descargar Resultado: ${journey.resultType}` }).click();
    await (await popup).close();
    await expect
      .poll(
        async () => {
          const { data } = await supabase
            .from('delivery_events')
            .select('event')
            .eq('laboratory_request_id', journey.resultId)
            .eq('event', 'downloaded');
          return data?.length ?? 0;
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await openTab(page, 'Estado de la Cuenta', false);
    await page.reload();
    await results.getByText('No hay resultados listos sin descargar.').waitFor();
    expect(await results.getByText(journey.resultType, { exact: false }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 120_000);

  it('works at phone width', async () => {
    const page = await stack.newPage({ width: 390, height: 844 });
    await signIn(page, journey.client.username, DEMO_PASSWORD);
    await openTab(page, 'Estado de la Cuenta', true);
    await page
      .getByRole('region', { name: 'Facturas por Pagar' })
      .getByText(`Factura ${journey.invoiceNumber}`)
      .waitFor();
    await page
      .getByRole('region', { name: 'Cumplimiento del Periodo' })
      .getByRole('heading', { name: 'Vigencias' })
      .waitFor();
    await checkScreen(page, 'account-client-phone');
    await page.context().close();
  }, 90_000);

  it("the admin opens the company's page from its URL", async () => {
    const page = await stack.newPage({ width: 1440, height: 900 });
    await signIn(page, 'admin', DEMO_PASSWORD);
    await page.goto(`/dashboard/admin/documentos/estado/${journey.company.id}`);
    await page
      .getByRole('heading', { level: 2, name: `Estado de la Cuenta · ${journey.company.name}` })
      .waitFor();
    // The header's company filter shows the page's company.
    expect(new URL(page.url()).searchParams.get('empresa')).toBe(journey.company.id);
    await page
      .getByRole('region', { name: 'Facturas por Pagar' })
      .getByText(`Factura ${journey.invoiceNumber}`)
      .waitFor();
    await page
      .getByRole('region', { name: 'Cumplimiento del Periodo' })
      .getByRole('heading', { name: 'Vigencias' })
      .waitFor();
    expect(await page.getByRole('region', { name: 'Novedades desde tu Última Visita' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Volver a Cumplimiento' }).waitFor();
    await checkScreen(page, 'account-admin-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await checkScreen(page, 'account-admin-phone');
    await page.context().close();
  }, 90_000);
});
