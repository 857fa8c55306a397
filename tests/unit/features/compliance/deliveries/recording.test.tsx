// Where a client receives an item, the portal records it (public.record_delivery): opening a REPSE
// document, the REPSE ZIP (only the files that made it in) and 'Descargar Resultado'. Only after the file
// could be signed, and a failing record never stops the person.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ClientDeliveryLog } from '@/features/compliance/components/deliveries/client-delivery-log';
import { RepseDocuments } from '@/features/documents/components/client/repse-documents';
import { LaboratoryRequests } from '@/features/laboratory/components/laboratory-requests';

import { saved } from '../../../helpers/saved-files';
import { backend } from '../../../kit/fake-backend';
import { COMPANY_A, profiles } from '../../../kit/profiles';
import { renderWithProviders, toastText } from '../../../kit/render';
import { entry } from './fixtures';

const YEAR = new Date().getFullYear();
const doc = (id: string, name: string, key = `${id}.pdf`) => ({
  id,
  company_id: COMPANY_A,
  is_global: false,
  year: YEAR,
  month: 3,
  name,
  url: `storage://repse-documents/${COMPANY_A}/${key}`,
  document_type: 'Constancia REPSE',
});
const calls = () => backend.requestsTo('rpc/record_delivery', 'POST').map((r) => r.body);

beforeEach(() => {
  saved.saveAs.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  const tab = { opener: window, location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
  backend.rpcs.record_delivery = () => true;
});
afterEach(() => vi.restoreAllMocks());

describe('recording deliveries', () => {
  it("records 'opened' once the document could be signed", async () => {
    backend.seed('documents', [doc('d-1', 'Opinión SAT')]);
    backend.objects.set(`repse-documents/${COMPANY_A}/d-1.pdf`, new Blob(['%PDF']));
    const { user } = renderWithProviders(<RepseDocuments companyId={COMPANY_A} />, {
      profile: profiles.clientA,
    });
    await user.click(await screen.findByRole('button', { name: 'Abrir Opinión SAT' }));
    await waitFor(() => expect(calls()).toEqual([{ p_event: 'opened', p_document_id: 'd-1' }]));
  });

  it("the log on the same tab shows the new 'Abierto' entry without a reload", async () => {
    backend.seed('documents', [doc('d-6', 'Acuse IVA')]);
    backend.objects.set(`repse-documents/${COMPANY_A}/d-6.pdf`, new Blob(['%PDF']));
    backend.seed('delivery_events', [entry({ document_id: 'd-6', item_name: 'Acuse IVA' })]);
    backend.rpcs.record_delivery = (args) => {
      backend
        .rows('delivery_events')
        .push(entry({ event: 'opened', document_id: String(args.p_document_id), item_name: 'Acuse IVA' }));
      return true;
    };
    const { user } = renderWithProviders(
      <>
        <RepseDocuments companyId={COMPANY_A} />
        <ClientDeliveryLog companyId={COMPANY_A} />
      </>,
      { profile: profiles.clientA },
    );
    const log = await screen.findByRole('table', { name: 'Constancia de Entregas' });
    expect(within(log).queryByText('Abierto')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Abrir Acuse IVA' }));
    expect(await within(log).findByText('Abierto')).toBeInTheDocument();
  });

  it('records nothing when the document cannot be opened', async () => {
    backend.seed('documents', [{ ...doc('d-2', 'Roto'), url: 'javascript:alert(1)' }]);
    const { user } = renderWithProviders(<RepseDocuments companyId={COMPANY_A} />, {
      profile: profiles.clientA,
    });
    await user.click(await screen.findByRole('button', { name: 'Abrir Roto' }));
    expect(await screen.findByText('El enlace del archivo no es válido.')).toBeInTheDocument();
    expect(calls()).toEqual([]);
  });

  it("records 'downloaded' for each file inside the REPSE ZIP, not for a skipped one", async () => {
    backend.seed('documents', [
      doc('d-3', 'IMSS'),
      doc('d-4', 'INFONAVIT'),
      doc('d-5', 'Falta', 'missing.pdf'),
    ]);
    backend.objects.set(`repse-documents/${COMPANY_A}/d-3.pdf`, new Blob(['a']));
    backend.objects.set(`repse-documents/${COMPANY_A}/d-4.pdf`, new Blob(['b']));
    const { user } = renderWithProviders(<RepseDocuments companyId={COMPANY_A} />, {
      profile: profiles.clientA,
    });
    await user.click(await screen.findByRole('button', { name: /Descargar 3 documentos/ }));
    await waitFor(() => expect(saved.saveAs).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(calls()).toHaveLength(2));
    expect(calls()).toEqual(
      expect.arrayContaining([
        { p_event: 'downloaded', p_document_id: 'd-3' },
        { p_event: 'downloaded', p_document_id: 'd-4' },
      ]),
    );
  });

  it('the download of a laboratory result is recorded by the database with its access, not by record_delivery', async () => {
    backend.seed('laboratory_requests', [
      {
        id: 'lab-1',
        company_id: COMPANY_A,
        request_type: 'Química sanguínea',
        patient_name: 'Ana',
        request_date: '2026-03-02',
        notes: null,
        status: 'completado',
        result_url: `storage://lab-results/${COMPANY_A}/r.pdf`,
        created_at: '2026-03-02T10:00:00Z',
      },
    ]);
    backend.objects.set(`lab-results/${COMPANY_A}/r.pdf`, new Blob(['%PDF']));
    const { user } = renderWithProviders(<LaboratoryRequests companyId={COMPANY_A} />, {
      profile: profiles.clientA,
    });
    await user.click(await screen.findByRole('button', { name: 'Descargar Resultado: Química sanguínea' }));
    await waitFor(() =>
      expect(backend.requestsTo('storage/object/sign/lab-results', 'POST')).toHaveLength(1),
    );
    expect(backend.requestsTo('rpc/record_lab_result_access', 'POST').map((r) => r.body)).toEqual([
      { p_laboratory_request_id: 'lab-1' },
    ]);
    expect(backend.rows('delivery_events')).toMatchObject([
      { event: 'downloaded', laboratory_request_id: 'lab-1' },
    ]);
    expect(calls()).toEqual([]);
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(toastText()).toBeNull();
  });
});
