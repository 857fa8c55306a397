import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ResultsCard } from '@/features/account/components/results-card';

import { backend } from '../../kit/fake-backend';
import { COMPANY_A, profiles } from '../../kit/profiles';
import { renderWithProviders } from '../../kit/render';
import { deliveryEvent, labRequest } from './fixtures';

const renderCard = () =>
  renderWithProviders(
    <ResultsCard companyId={COMPANY_A} link={{ to: '/x?tab=laboratory', label: 'Ver Laboratorio' }} />,
    { profile: profiles.clientA },
  );
const card = () => screen.getByRole('region', { name: 'Resultados listos sin descargar' });

describe("'Resultados listos sin descargar'", () => {
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
    const lab = backend.requestsTo('laboratory_requests', 'GET')[0].params;
    expect(lab.get('company_id')).toBe(`eq.${COMPANY_A}`);
    expect(lab.get('result_url')).toBe('not.is.null');
    const events = backend.requestsTo('delivery_events', 'GET')[0].params;
    expect(events.get('event')).toBe('in.(opened,downloaded)');
    // The company's entries, never a list of every result's id in the URL.
    expect(events.get('company_id')).toBe(`eq.${COMPANY_A}`);
    expect(events.get('laboratory_request_id')).toBe('not.is.null');
  });

  it('shows the empty state without asking the log when there are no results', async () => {
    backend.seed('laboratory_requests', [labRequest({ result_url: null })]);
    renderCard();
    expect(await within(card()).findByText('No hay resultados listos sin descargar.')).toBeInTheDocument();
    expect(backend.requestsTo('delivery_events')).toHaveLength(0);
  });

  it('shows the error block when the log cannot be read', async () => {
    backend.seed('laboratory_requests', [labRequest()]);
    backend.fail('delivery_events', { message: 'boom' });
    renderCard();
    const block = await within(card()).findByRole('alert');
    expect(within(block).getByText('No se pudieron cargar los resultados pendientes.')).toBeInTheDocument();
    expect(within(block).getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
