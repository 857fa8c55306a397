// Every delete of a row with files: the row goes first and its objects after, so a delete cut short in
// between leaves only an object no row points at (the storage sweep removes it), never a row pointing at
// nothing; and a failed object removal after the row is gone does not report the delete as failed.
import { describe, expect, it, vi } from 'vitest';

import { deleteInvoice } from '@/features/billing/api/delete-invoice';
import { deleteCourse } from '@/features/courses/api/delete-course';
import { deleteItem } from '@/features/courses/api/delete-item';
import { deleteContact } from '@/features/directory/api/delete-contact';
import { deleteDocument } from '@/features/documents/api/delete-document';
import { deleteIndicator } from '@/features/indicators/api/delete-indicator';
import { deleteRequest } from '@/features/laboratory/api/delete-request';
import { removeResult } from '@/features/laboratory/api/set-result';

import { backend } from '../kit/fake-backend';

const A = '10000000-0000-4000-8000-00000000000a';
const COURSE = '30000000-0000-4000-8000-000000000001';
const pdf = () => new Blob(['%PDF']);

interface Case {
  name: string;
  table: string;
  row: Record<string, unknown>;
  objects: string[];
  run: () => Promise<void>;
  /** What is left of the row: deleted, or its file column cleared. */
  rowLeft: (rows: Record<string, unknown>[]) => unknown;
}

const gone = (rows: Record<string, unknown>[]) => rows;
const CASES: Case[] = [
  {
    name: 'a REPSE document',
    table: 'documents',
    row: { id: 'd1', company_id: A, name: 'Doc', url: `storage://repse-documents/${A}/d1.pdf` },
    objects: [`repse-documents/${A}/d1.pdf`],
    run: () => deleteDocument({ id: 'd1', name: 'Doc', url: `storage://repse-documents/${A}/d1.pdf` }),
    rowLeft: gone,
  },
  {
    name: 'an invoice (PDF and XML)',
    table: 'invoices',
    row: { id: 'i1', company_id: A },
    objects: [`invoices/${A}/A-1.pdf`, `invoices/${A}/A-1.xml`],
    run: () =>
      deleteInvoice({
        id: 'i1',
        invoice_number: 'A-1',
        file_url: `storage://invoices/${A}/A-1.pdf`,
        xml_url: `storage://invoices/${A}/A-1.xml`,
      }),
    rowLeft: gone,
  },
  {
    name: 'a directory contact',
    table: 'directory_entries',
    row: { id: 'c1', company_id: A },
    objects: [`photos/${A}/c1.png`],
    run: () => deleteContact({ id: 'c1', employee_name: 'Ana', photo_url: `storage://photos/${A}/c1.png` }),
    rowLeft: gone,
  },
  {
    name: 'a laboratory request',
    table: 'laboratory_requests',
    row: { id: 'l1', company_id: A },
    objects: [`lab-results/${A}/r1.pdf`],
    run: () =>
      deleteRequest({ id: 'l1', request_type: 'Agua', result_url: `storage://lab-results/${A}/r1.pdf` }),
    rowLeft: gone,
  },
  {
    name: 'a laboratory result',
    table: 'laboratory_requests',
    row: { id: 'l2', company_id: A, result_url: `storage://lab-results/${A}/r2.pdf` },
    objects: [`lab-results/${A}/r2.pdf`],
    run: () =>
      removeResult({
        id: 'l2',
        company_id: A,
        request_type: 'Agua',
        result_url: `storage://lab-results/${A}/r2.pdf`,
      }),
    rowLeft: (rows) => rows.map((r) => r.result_url),
  },
  {
    name: 'a monthly report',
    table: 'indicators',
    row: { id: 'm1', company_id: A },
    objects: [`monthly-reports/${A}/2026/01/r.pdf`],
    run: () =>
      deleteIndicator({
        id: 'm1',
        title: 'Enero',
        url_monthly: `storage://monthly-reports/${A}/2026/01/r.pdf`,
      }),
    rowLeft: gone,
  },
];

const expectedLeft = (c: Case) => (c.rowLeft === gone ? [] : [null]);

describe.each(CASES)('deleting $name', (c) => {
  it('removes the row first, then its files', async () => {
    backend.seed(c.table, [c.row]);
    for (const key of c.objects) backend.objects.set(key, pdf());
    await c.run();
    expect(c.rowLeft(backend.rows(c.table))).toEqual(expectedLeft(c));
    for (const key of c.objects) expect(backend.objects.has(key)).toBe(false);
    const order = backend.requests.map((r) => (r.path.startsWith('storage/') ? 'storage' : r.path));
    expect(order.indexOf(c.table)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(c.table)).toBeLessThan(order.indexOf('storage'));
  });

  it('counts as done when only the file removal fails: the row is gone and the object is left to the sweep', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    backend.seed(c.table, [c.row]);
    for (const key of c.objects) backend.objects.set(key, pdf());
    backend.fail('storage/', 'network');
    await expect(c.run()).resolves.toBeUndefined();
    expect(c.rowLeft(backend.rows(c.table))).toEqual(expectedLeft(c));
    for (const key of c.objects) expect(backend.objects.has(key)).toBe(true);
    expect(warn).toHaveBeenCalled();
  });

  it('touches no file when the row cannot be deleted', async () => {
    backend.seed(c.table, [c.row]);
    for (const key of c.objects) backend.objects.set(key, pdf());
    backend.fail(c.table, { status: 403, code: '42501', message: 'permission denied' });
    await expect(c.run()).rejects.toMatchObject({ code: '42501' });
    for (const key of c.objects) expect(backend.objects.has(key)).toBe(true);
    expect(backend.requestsTo('storage/')).toHaveLength(0);
  });
});

describe('courses', () => {
  const lessons = [
    { id: 'le1', module_id: 'mo1', course_id: COURSE, media_url: `storage://lms-media/${COURSE}/video.mp4` },
    { id: 'le2', module_id: 'mo1', course_id: COURSE, media_url: null },
    { id: 'le3', module_id: 'mo2', course_id: COURSE, media_url: `storage://lms-media/${COURSE}/guia.pdf` },
  ];

  it("deleting a course removes its cover and every lesson's file after the course row", async () => {
    backend.seed('courses', [{ id: COURSE, title: 'Alturas' }]);
    backend.seed('lessons', lessons);
    for (const key of ['portada.png', 'video.mp4', 'guia.pdf', 'otro-curso.pdf'])
      backend.objects.set(`lms-media/${key === 'otro-curso.pdf' ? 'x' : COURSE}/${key}`, pdf());
    await deleteCourse({
      id: COURSE,
      title: 'Alturas',
      cover_url: `storage://lms-media/${COURSE}/portada.png`,
    });
    expect(backend.rows('courses')).toEqual([]);
    expect([...backend.objects.keys()]).toEqual(['lms-media/x/otro-curso.pdf']);
    const order = backend.requests.map((r) => `${r.method} ${r.path}`);
    expect(order.indexOf('DELETE courses')).toBeLessThan(order.indexOf('DELETE storage/object/lms-media'));
  });

  it("deleting a module removes its lessons' files, not the other modules'", async () => {
    backend.seed('course_modules', [{ id: 'mo1', course_id: COURSE }]);
    backend.seed('lessons', lessons);
    backend.objects.set(`lms-media/${COURSE}/video.mp4`, pdf());
    backend.objects.set(`lms-media/${COURSE}/guia.pdf`, pdf());
    await deleteItem({ table: 'course_modules', id: 'mo1', name: 'Módulo 1' });
    expect(backend.rows('course_modules')).toEqual([]);
    expect([...backend.objects.keys()]).toEqual([`lms-media/${COURSE}/guia.pdf`]);
  });
});
