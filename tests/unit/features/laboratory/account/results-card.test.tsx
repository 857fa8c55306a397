import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ResultsCard } from '@/features/laboratory/components/account/results-card';

import { deliveryEvent, labRequest } from '../../../kit/account-fixtures';
import { backend } from '../../../kit/fake-backend';
import { COMPANY_A, profiles } from '../../../kit/profiles';
import { renderWithProviders } from '../../../kit/render';

const renderCard = () =>
  renderWithProviders(
    <ResultsCard companyId={COMPANY_A} link={{ to: '/x?tab=laboratory', label: 'Ver Laboratorio' }} />,
    { profile: profiles.clientA },
  );
const card = () => screen.getByRole('region', { name: 'Resultados Listos sin Descargar' });

describe("'Resultados Listos sin Descargar'", () => {
  it('shows a loading state', async () => {
    const release = backend.hold();
    renderCard();
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando resultados...');
    release();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('lists the results nobody opened or downloaded yet', async () => {
    const fresh = labRequest({ request_type: 'Audiometría', patient_name: 'Ana Ruiz' });
    const downloaded = labRequest({ request_type: 'Espirometría' });
    const opened = labRequest({ request_type: 'Química sanguínea' });
    const publishedOnly = labRequest({ request_type: 'Examen general de orina', patient_name: null });
    backend.seed('laboratory_requests', [
      fresh,
      downloaded,
      opened,
      publishedOnly,
      labRequest({ request_type: 'Sin resultado', result_url: null }),
    ]);
    backend.seed('delivery_events', [
      deliveryEvent({ event: 'downloaded', laboratory_request_id: downloaded.id }),
      deliveryEvent({ event: 'opened', laboratory_request_id: opened.id }),
      deliveryEvent({ event: 'published', laboratory_request_id: publishedOnly.id }),
      deliveryEvent({ event: 'published', laboratory_request_id: fresh.id }),
    ]);
    renderCard();
    expect(await within(card()).findByText('Audiometría · Ana Ruiz')).toBeInTheDocument();
    expect(within(card()).getByText('Examen general de orina')).toBeInTheDocument();
    expect(within(card()).getAllByRole('listitem')).toHaveLength(2);
    expect(within(card()).getAllByText('Solicitado el 10/11/2026')).toHaveLength(2);
    expect(within(card()).getByText('2 resultados sin descargar')).toBeInTheDocument();
    // One request: the database answers which results are pending (never every result plus the log).
    const [pending, ...more] = backend.requestsTo('pending_lab_results', 'GET');
    expect(more).toHaveLength(0);
    expect(pending.params.get('company_id')).toBe(`eq.${COMPANY_A}`);
    expect(backend.requestsTo('laboratory_requests')).toHaveLength(0);
    expect(backend.requestsTo('delivery_events')).toHaveLength(0);
  });

  it('shows the newest few of many, and how many there are in all', async () => {
    backend.seed(
      'laboratory_requests',
      Array.from({ length: 40 }, (_, i) =>
        labRequest({
          patient_name: `Paciente ${String(i).padStart(2, '0')}`,
          updated_at: `2026-11-${String(1 + (i % 28)).padStart(2, '0')}T${String(i % 24).padStart(2, '0')}:00:00Z`,
        }),
      ),
    );
    renderCard();
    expect(await within(card()).findByText('40 resultados sin descargar')).toBeInTheDocument();
    expect(within(card()).getAllByRole('listitem')).toHaveLength(6);
    // The newest first: day 28 (i = 27), then day 27 (i = 26)...
    expect(within(card()).getAllByRole('listitem')[0]).toHaveTextContent('Paciente 27');
    expect(within(card()).getByText('y 34 más')).toBeInTheDocument();
    const params = backend.requestsTo('pending_lab_results', 'GET')[0].params;
    expect(params.get('limit')).toBe('6');
  });

  it('shows the empty state when every result was opened or there are none', async () => {
    const opened = labRequest();
    backend.seed('laboratory_requests', [opened, labRequest({ result_url: null })]);
    backend.seed('delivery_events', [deliveryEvent({ event: 'opened', laboratory_request_id: opened.id })]);
    renderCard();
    expect(await within(card()).findByText('No hay resultados listos sin descargar.')).toBeInTheDocument();
  });

  it('shows the error block when the results cannot be read', async () => {
    backend.seed('laboratory_requests', [labRequest()]);
    backend.fail('pending_lab_results', { message: 'boom' });
    renderCard();
    const block = await within(card()).findByRole('alert');
    expect(within(block).getByText('No se pudieron cargar los resultados pendientes.')).toBeInTheDocument();
    expect(within(block).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
