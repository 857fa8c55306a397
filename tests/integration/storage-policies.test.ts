// The portal's buckets and storage policies (migration 20261121000500_storage.sql) through supabase-js's
// storage client against the gateway, with the demo files uploaded by seedStorage.
import { beforeAll, describe, expect, it, onTestFinished } from 'vitest';

import { demoStoragePlan, seedStorage } from '../../local/seed/storage';
import { COMPANY, DEMO, type Client, usePortalGateway } from './helpers';

const env = usePortalGateway();
let admin: Client;
let clienteA: Client;
let clienteB: Client;

const A_INVOICE = `${COMPANY.A}/A-1001.pdf`;
const B_INVOICE = `${COMPANY.B}/B-1001.pdf`;
const GLOBAL_DOC = 'global/m00-guia-repse.pdf';
const text = async (blob: Blob | null) =>
  blob ? Buffer.from(await blob.arrayBuffer()).toString('latin1') : null;

beforeAll(async () => {
  admin = env.as(DEMO.admin.uid);
  clienteA = env.as(DEMO.clienteA.uid);
  clienteB = env.as(DEMO.clienteB.uid);
  await seedStorage(env.gw);
});

describe('demo seed', () => {
  it('uploaded every generated file a seeded row references, fingerprinted every seeded document, and a second run changes nothing', async () => {
    // Other tests add files of their own and remove them when they finish.
    const { rows } = await env.gw.db.query<{ n: number }>('select count(*)::int n from storage.objects');
    const referenced = await env.gw.db.query<{ n: number }>(
      'select count(distinct (bucket, object_name))::int n from public.file_references',
    );
    expect(rows[0].n).toBe(referenced.rows[0].n);
    // The compliance evidence has a file for every month the seed may pick; it picks by the calendar.
    expect(rows[0].n).toBeGreaterThan(50);
    expect(rows[0].n).toBeLessThan(demoStoragePlan().length);
    const unfilled = await env.gw.db.query<{ n: number }>(
      "select count(*)::int n from public.documents where url like 'storage://%' and (sha256 is null or size_bytes is null)",
    );
    expect(unfilled.rows[0].n).toBe(0);
    expect(await seedStorage(env.gw)).toEqual({ uploaded: 0, unchanged: rows[0].n, fingerprinted: 0 });
  });
});

describe('client reads', () => {
  it("a client downloads its company's files and the global ones", async () => {
    const own = await clienteA.storage.from('invoices').download(A_INVOICE);
    expect(own.error).toBeNull();
    expect((await text(own.data))?.startsWith('%PDF-1.4')).toBe(true);
    expect((await clienteA.storage.from('repse-documents').download(GLOBAL_DOC)).error).toBeNull();
    expect((await clienteB.storage.from('repse-documents').download(GLOBAL_DOC)).error).toBeNull();
    const listed = await clienteA.storage.from('invoices').list(COMPANY.A);
    // Six invoices' PDF and XML, and the XML of A-1002's two payment complements.
    expect(listed.data).toHaveLength(12 + 2);
  });

  it("another company's file is refused: download, signed URL and list", async () => {
    const down = await clienteA.storage.from('invoices').download(B_INVOICE);
    expect(down.data).toBeNull();
    expect(down.error).toMatchObject({ status: 404, message: 'Object not found' });
    const signed = await clienteA.storage.from('invoices').createSignedUrl(B_INVOICE, 60);
    expect(signed.data).toBeNull();
    expect(signed.error).toMatchObject({ status: 404 });
    const many = await clienteA.storage.from('invoices').createSignedUrls([A_INVOICE, B_INVOICE], 60);
    expect(many.data?.map((d) => d.signedUrl !== null)).toEqual([true, false]);
    expect((await clienteA.storage.from('invoices').list(COMPANY.B)).data).toEqual([]);
    // The control: the same request for B's own client works.
    expect((await clienteB.storage.from('invoices').createSignedUrl(B_INVOICE, 60)).error).toBeNull();
  });

  it('anonymous callers, the collaborator and a client without company get no company file', async () => {
    for (const c of [env.anon, env.as(DEMO.colaborador.uid), env.as(DEMO.sinempresa.uid)]) {
      expect((await c.storage.from('invoices').download(A_INVOICE)).error).toMatchObject({ status: 404 });
      expect((await c.storage.from('invoices').createSignedUrl(A_INVOICE, 60)).error).toMatchObject({
        status: 404,
      });
    }
    expect((await env.anon.storage.from('repse-documents').download(GLOBAL_DOC)).error).toMatchObject({
      status: 404,
    });
    expect(
      (await env.as(DEMO.colaborador.uid).storage.from('repse-documents').download(GLOBAL_DOC)).error,
    ).toMatchObject({ status: 404 });
    // Nor does a client without company see the global documents (self sign-up gives such a profile)...
    expect(
      (await env.as(DEMO.sinempresa.uid).storage.from('repse-documents').download(GLOBAL_DOC)).error,
    ).toMatchObject({ status: 404 });
    // ...which a client with a company does.
    expect(
      (await env.as(DEMO.clienteA.uid).storage.from('repse-documents').download(GLOBAL_DOC)).error,
    ).toBeNull();
    // Private buckets have no public URL.
    const res = await fetch(env.anon.storage.from('invoices').getPublicUrl(A_INVOICE).data.publicUrl);
    expect(res.status).toBe(404);
  });

  it('photos are public by bucket', async () => {
    const res = await fetch(
      env.anon.storage.from('photos').getPublicUrl(`${COMPANY.A}/contacto-1.svg`).data.publicUrl,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    // An SVG served from the API's origin runs sandboxed, without script.
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
  });
});

describe('writes', () => {
  it("admin uploads a file into company A's folder and A's client downloads it through a signed URL", async () => {
    const key = `${COMPANY.A}/2026-nueva-constancia.pdf`;
    onTestFinished(async () => {
      await env.service.storage.from('repse-documents').remove([key]);
    });
    const up = await admin.storage
      .from('repse-documents')
      .upload(key, Buffer.from('%PDF-1.4 nueva'), { contentType: 'application/pdf' });
    expect(up.error).toBeNull();
    const signed = await clienteA.storage.from('repse-documents').createSignedUrl(key, 60);
    expect(signed.error).toBeNull();
    const res = await fetch(signed.data!.signedUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('%PDF-1.4 nueva');
    expect((await clienteB.storage.from('repse-documents').download(key)).error).toMatchObject({
      status: 404,
    });
  });

  it('clients cannot upload, overwrite, move or remove, not even in their own folder', async () => {
    const own = `${COMPANY.A}/subido-por-cliente.pdf`;
    const up = await clienteA.storage
      .from('repse-documents')
      .upload(own, Buffer.from('%PDF'), { contentType: 'application/pdf' });
    expect(up.error).toMatchObject({ status: 403, message: 'new row violates row-level security policy' });
    const over = await clienteA.storage
      .from('invoices')
      .upload(A_INVOICE, Buffer.from('%PDF x'), { contentType: 'application/pdf', upsert: true });
    expect(over.error).toMatchObject({ status: 403 });
    expect(
      (await clienteA.storage.from('invoices').move(A_INVOICE, `${COMPANY.A}/renamed.pdf`)).error,
    ).toMatchObject({ status: 404 });
    expect((await clienteA.storage.from('invoices').remove([A_INVOICE])).data).toEqual([]);
    expect(
      (
        await env
          .as(DEMO.colaborador.uid)
          .storage.from('photos')
          .upload('x.png', Buffer.from('x'), { contentType: 'image/png' })
      ).error,
    ).toMatchObject({ status: 403 });
    expect(
      (await text((await admin.storage.from('invoices').download(A_INVOICE)).data))?.startsWith('%PDF-1.4'),
    ).toBe(true);
  });

  it('bucket limits: 10 MB and PDF only for REPSE documents, PDF and XML for invoices', async () => {
    onTestFinished(async () => {
      await env.service.storage.from('invoices').remove([`${COMPANY.A}/A-2001.xml`]);
    });
    const big = await admin.storage
      .from('repse-documents')
      .upload(`${COMPANY.A}/grande.pdf`, Buffer.alloc(10 * 1024 * 1024 + 1), {
        contentType: 'application/pdf',
      });
    expect(big.error).toMatchObject({ status: 413 });
    const xml = await admin.storage
      .from('repse-documents')
      .upload(`${COMPANY.A}/x.xml`, Buffer.from('<a/>'), { contentType: 'application/xml' });
    expect(xml.error).toMatchObject({ status: 415 });
    const invoiceXml = await admin.storage
      .from('invoices')
      .upload(`${COMPANY.A}/A-2001.xml`, Buffer.from('<a/>'), { contentType: 'application/xml' });
    expect(invoiceXml.error).toBeNull();
    const photoPdf = await admin.storage
      .from('photos')
      .upload(`${COMPANY.A}/p.pdf`, Buffer.from('%PDF'), { contentType: 'application/pdf' });
    expect(photoPdf.error).toMatchObject({ status: 415 });
  });
});
