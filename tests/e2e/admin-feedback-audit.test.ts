// Documentos, retroalimentación, auditoría and the client's feedback history end to end,
// on a company of this file's own: the admin uploads three files at once (one is not a PDF: it fails
// alone, the others land and survive a reload with the company filter); the company's client sends a
// rating and sees it in its history; the admin sees it in the per-company summary and downloads the CSV
// (checked byte by byte); the audit page lists the uploads and the feedback. Then the same pages at 390 px.
// Last, a collaborator rates the training, and the admin's chart of every company writes each name whole.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_PASSWORD } from '../../local/stack/firebase-accounts';
import { fileErrors } from '../../src/lib/files/file-errors';

import { joinStack, screenshot, signIn, type TestStack } from './harness';
import { downloadedBytes } from './support/chromium';
import { openTab } from './support/client-tabs';
import { createCompany, createUser, idToken, uniqueTag, userRest, type TestUser } from './support/fixtures';

const TAG = uniqueTag();
const VIEWPORTS = [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/**
 * Each company name the chart draws (runs in the page): its lines put back together and counted, whether
 * it lies inside the drawing, and what it overlaps (another name, or a bar).
 */
function chartLabels(chart: HTMLElement) {
  const svg = chart.querySelector('svg')!.getBoundingClientRect();
  const groups = Array.from(chart.querySelectorAll<SVGGElement>('g[data-company]'));
  const drawn = groups.flatMap((g) => [
    { what: `nombre ${g.dataset.company}`, el: g.querySelector('text')! as Element },
    ...Array.from(g.querySelectorAll('rect')).map((el) => ({ what: `barra ${g.dataset.company}`, el })),
  ]);
  const meets = (a: DOMRect, b: DOMRect) =>
    a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
  return groups.map((g) => {
    const text = g.querySelector('text')!;
    const box = text.getBoundingClientRect();
    return {
      company: g.dataset.company!,
      text: Array.from(text.querySelectorAll('tspan'))
        .map((t) => t.textContent)
        .join(' '),
      lines: text.querySelectorAll('tspan').length,
      inside:
        box.left >= svg.left && box.right <= svg.right && box.top >= svg.top && box.bottom <= svg.bottom,
      overlaps: drawn
        .filter((d) => d.el !== text && meets(box, d.el.getBoundingClientRect()))
        .map((d) => d.what),
    };
  });
}
const PDF = `%PDF-1.4
1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj
trailer << /Root 1 0 R >>
%%EOF
`;
const FILES = [`constancia-${TAG}.pdf`, `opinion-${TAG}.pdf`, `notas-${TAG}.txt`];
const NAMES = [`Constancia e2e ${TAG}`, `opinion-${TAG}`];
const COMMENT = `Muy atentos, "rápidos" y amables ${TAG}`;

// A journey: its steps build on each other, so they run in order (the files still run shuffled).
describe('admin documentos (bulk), retroalimentación and auditoría', { shuffle: false }, () => {
  let stack: TestStack;
  let dir: string;
  let company: { id: string; name: string };
  let client: TestUser;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'admin-fa-'));
    await writeFile(join(dir, FILES[0]), PDF);
    await writeFile(join(dir, FILES[1]), PDF);
    await writeFile(join(dir, FILES[2]), 'no soy un PDF');
    stack = await joinStack();
    company = await createCompany(stack, `Empresa FA ${TAG}`);
    client = await createUser(stack, { companyId: company.id, fullName: `Cliente FA ${TAG}` });
  }, 120_000);
  afterAll(async () => {
    await stack?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('desktop: bulk upload with one failure, client feedback, chart, CSV and audit', async () => {
    const admin = await stack.newPage({ width: 1440, height: 900 });
    await signIn(admin, 'admin', DEMO_PASSWORD);
    const docsUrl = `/dashboard/admin/documentos?empresa=${company.id}`;
    await admin.goto(docsUrl);
    await admin.getByText('Sin Documentos').waitFor();

    await admin.getByRole('button', { name: 'Subir Documentos' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Subir Documentos' });
    expect(await dialog.getByRole('combobox', { name: 'Empresa' }).innerText()).toBe(company.name);
    await dialog.getByLabel('Archivos (PDF)').setInputFiles(FILES.map((f) => join(dir, f)));
    await dialog.getByLabel(`Nombre de ${FILES[0]}`).fill(NAMES[0]);
    // The type is a required choice from the catalogue: a seeded company type.
    await dialog.getByRole('combobox', { name: 'Tipo de documento' }).click();
    await admin
      .getByRole('option', { name: 'CFDI de nómina de los trabajadores asignados', exact: true })
      .click();
    // The file that is not a PDF is refused as it is chosen; the others go once it is removed.
    const refused = dialog.getByRole('listitem').filter({ hasText: FILES[2] });
    await refused.getByText(fileErrors.wrongContent('PDF')).waitFor();
    await screenshot(admin, 'admin-fa-upload-desktop');
    await dialog.getByRole('button', { name: 'Subir 3 Archivos' }).click();
    await refused.getByText(fileErrors.wrongContent('PDF')).waitFor();
    await dialog.getByRole('button', { name: `Quitar ${FILES[2]}` }).click();
    await dialog.getByRole('button', { name: 'Subir 2 Archivos' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });

    const table = admin.getByRole('table', { name: 'Documentos REPSE' });
    for (const name of NAMES) await table.getByRole('row').filter({ hasText: name }).waitFor();
    await admin.reload();
    expect(new URL(admin.url()).searchParams.get('empresa')).toBe(company.id);
    for (const name of NAMES) await table.getByRole('row').filter({ hasText: name }).waitFor();
    expect(await table.getByRole('row').count()).toBe(3);

    // The company's client sends a rating and sees it under the form.
    const clientPage = await stack.newPage({ width: 1440, height: 900 });
    await signIn(clientPage, client.username, client.password);
    await openTab(clientPage, 'Retroalimentación', false);
    await clientPage.getByText('Sin Retroalimentación Previa').waitFor();
    const rating = clientPage.getByRole('radiogroup', { name: '¿Cómo calificas nuestro servicio?' });
    await rating.getByRole('radio', { name: '4 estrellas: Bueno', exact: true }).check({ force: true });
    await clientPage.getByText('Bueno', { exact: true }).waitFor();
    await clientPage.getByRole('textbox', { name: 'Comentario (opcional)' }).fill(COMMENT);
    await clientPage.getByRole('button', { name: 'Enviar Retroalimentación' }).click();
    const history = clientPage.getByRole('list', { name: 'Retroalimentación enviada por tu empresa' });
    await history.getByText(COMMENT).waitFor();
    await history.getByRole('img', { name: '4 de 5 estrellas' }).waitFor();
    await screenshot(clientPage, 'client-feedback-history-desktop');

    // The admin's summary, list and CSV for that company.
    await admin.goto(`/dashboard/admin/retroalimentacion?empresa=${company.id}`);
    const summary = admin.getByRole('list', { name: 'Resumen de calificaciones' });
    await summary
      .getByText(`${company.name}: promedio 4.0 de 5 con 1 calificación`, { exact: false })
      .waitFor();
    await admin.getByRole('table', { name: 'Retroalimentación recibida' }).getByText(COMMENT).waitFor();
    // The chart's code loads on its own after the summary (a lazy chunk): wait for it to draw.
    await admin.getByTestId('rating-chart').locator('svg rect').first().waitFor();
    await screenshot(admin, 'admin-feedback-desktop');
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Exportar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^retroalimentacion_\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await downloadedBytes(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('"Fecha","Empresa","Remitente","Correo","Calificación","Comentario"');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(
      `"${company.name}","Cliente FA ${TAG}","${client.email}","4","${COMMENT.replace(/"/g, '""')}"`,
    );

    // The audit page lists the uploads (rows and files) and the client's feedback, each record named as
    // the screens name it, with who made it and no table names.
    await admin.goto(`/dashboard/admin/auditoria?empresa=${company.id}`);
    const audit = admin.getByRole('table', { name: 'Bitácora de auditoría' });
    for (const name of NAMES) {
      await audit
        .getByRole('row')
        .filter({ hasText: `nombre: ${name}` })
        .filter({ hasText: `Documento ${name}` })
        .waitFor();
    }
    for (const f of FILES.slice(0, 2)) {
      await audit
        .getByRole('row')
        .filter({ hasText: `Archivo ${f}` })
        .first()
        .waitFor();
    }
    const feedbackRow = audit.getByRole('row').filter({ hasText: 'Retroalimentación de' });
    await feedbackRow.filter({ hasText: client.email }).waitFor();
    expect(await audit.innerText()).not.toContain('public.');
    expect(await audit.getByRole('row').filter({ hasText: FILES[2] }).count()).toBe(0);
    expect(
      await audit.getByRole('row').filter({ hasText: 'admin@portal.demo' }).first().innerText(),
    ).toContain('Creó');
    await screenshot(admin, 'admin-audit-desktop');
  }, 240_000);

  it('phone (390 px): documents dialog, feedback and audit fit the width', async () => {
    const page = await stack.newPage({ width: 390, height: 844 });
    await signIn(page, 'admin', DEMO_PASSWORD);
    const fits = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto(`/dashboard/admin/retroalimentacion?empresa=${company.id}`);
    await page.getByRole('list', { name: 'Resumen de calificaciones' }).waitFor();
    await page.getByText(COMMENT).filter({ visible: true }).first().waitFor();
    await fits();
    await screenshot(page, 'admin-feedback-phone');

    await page.goto(`/dashboard/admin/auditoria?empresa=${company.id}`);
    await page.getByText(`nombre: ${NAMES[0]}`).filter({ visible: true }).first().waitFor();
    await fits();
    await screenshot(page, 'admin-audit-phone');

    await page.goto(`/dashboard/admin/documentos?empresa=${company.id}`);
    await page.getByText(NAMES[0]).filter({ visible: true }).first().waitFor();
    await page.getByRole('button', { name: 'Subir Documentos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subir Documentos' });
    await dialog.getByLabel('Archivos (PDF)').setInputFiles(FILES.map((f) => join(dir, f)));
    await dialog.getByText('0 de 3 archivos subidos').waitFor();
    await fits();
    // The full-page picture of a long list is too tall to read; this one is what the phone shows.
    await screenshot(page, 'admin-fa-upload-phone', { fullPage: false });
  }, 180_000);

  it('a collaborator rates the training; every company is named whole in the chart at 1440 and 390 px', async () => {
    // A name too long for one line at either width, rated by its client.
    const long = await createCompany(
      stack,
      `Servicios Especializados en Seguridad e Higiene Industrial del Noreste ${TAG} S.A. de C.V.`,
    );
    const longClient = await createUser(stack, { companyId: long.id });
    await userRest(stack, await idToken(stack, longClient), 'feedback', {
      method: 'POST',
      body: { company_id: long.id, rating: 2, comment: null },
    });

    for (const [name, viewport] of VIEWPORTS) {
      const page = await stack.newPage(viewport);
      await signIn(page, 'colaborador', DEMO_PASSWORD);
      await page.goto('/dashboard/collaborator/feedback');
      const rating = page.getByRole('radiogroup', { name: '¿Cómo calificas la capacitación?' });
      await rating.getByRole('radio', { name: '5 estrellas: Excelente', exact: true }).locator('..').click();
      await page.getByText('Excelente', { exact: true }).waitFor();
      await page.getByRole('textbox', { name: 'Comentario (opcional)' }).fill(`Capacitación ${name} ${TAG}`);
      await screenshot(page, `collaborator-feedback-${name}`);
      await page.getByRole('button', { name: 'Enviar Retroalimentación' }).click();
      await page.getByText('¡Gracias por tus comentarios!').first().waitFor();
      await page.context().close();
    }

    for (const [name, viewport] of VIEWPORTS) {
      const admin = await stack.newPage(viewport);
      await signIn(admin, 'admin', DEMO_PASSWORD);
      await admin.goto('/dashboard/admin/retroalimentacion');
      await admin.getByRole('list', { name: 'Resumen de calificaciones' }).waitFor();
      const chart = admin.getByTestId('rating-chart');
      await chart.locator('svg rect').first().waitFor();
      // The seeded companies, this file's one and the collaborators' ratings (no company).
      const labels = await chart.evaluate(chartLabels);
      expect(labels.map((l) => l.company)).toEqual(
        expect.arrayContaining(['Constructora Alfa S.A. de C.V.', company.name, long.name, 'Sin empresa']),
      );
      expect(labels.find((l) => l.company === long.name)!.lines, name).toBeGreaterThan(1);
      for (const label of labels) {
        expect(label.text, name).toBe(label.company);
        expect(label.inside, `${label.company} (${name})`).toBe(true);
        expect(label.overlaps, `${label.company} (${name})`).toEqual([]);
      }
      await screenshot(admin, `admin-feedback-all-${name}`);
      await admin.context().close();
    }
  }, 180_000);
});
