import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { FeedbackForm } from '@/features/feedback/components/feedback-form';

import { backend } from '../../kit/fake-backend';
import { COMPANY_A, profiles } from '../../kit/profiles';
import { renderApp, renderWithProviders, toastText } from '../../kit/render';

const renderTab = () =>
  renderWithProviders(<FeedbackForm companyId={COMPANY_A} />, { profile: profiles.clientA });
const submitButton = () => screen.getByRole('button', { name: 'Enviar Retroalimentación' });
const comment = () => screen.getByRole('textbox', { name: 'Comentario (opcional)' });
const inserts = () => backend.requestsTo('feedback', 'POST');
const SERVICE_QUESTION = '¿Cómo calificas nuestro servicio?';
const STARS = [
  '1 estrella: Muy malo',
  '2 estrellas: Malo',
  '3 estrellas: Regular',
  '4 estrellas: Bueno',
  '5 estrellas: Excelente',
];
/** The group's five radios, in order, each named by its stars and their meaning. */
const expectStarsIn = (group: HTMLElement) =>
  expect(within(group).getAllByRole('radio')).toEqual(
    STARS.map((name) => within(group).getByRole('radio', { name })),
  );

describe('Retroalimentación tab', () => {
  it('needs a rating: a hint on the group, submit disabled, and the warning if submitted anyway', async () => {
    renderTab();
    expect(screen.getByRole('heading', { name: 'Retroalimentación' })).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    const group = screen.getByRole('radiogroup', { name: SERVICE_QUESTION });
    expect(group).toHaveAccessibleDescription('Por favor, selecciona una calificación.');

    fireEvent.submit(submitButton().closest('form')!);
    await waitFor(() => expect(toastText()).toContain('Calificación Requerida'));
    expect(toastText()).toContain('Por favor, selecciona una calificación antes de enviar.');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Por favor, selecciona una calificación.');
    expect(inserts()).toEqual([]);
  });

  it('asks what is rated and says what each star means, in its name and beside the stars', async () => {
    const { user } = renderTab();
    const group = screen.getByRole('radiogroup', { name: SERVICE_QUESTION });
    expect(screen.getByText(SERVICE_QUESTION)).toBeVisible();
    expectStarsIn(group);
    for (const meaning of ['Muy malo', 'Malo', 'Regular', 'Bueno', 'Excelente']) {
      expect(screen.queryByText(meaning)).not.toBeInTheDocument();
    }

    await user.click(screen.getByRole('radio', { name: '4 estrellas: Bueno' }));
    expect(screen.getByText('Bueno')).toBeVisible();
    await user.click(screen.getByRole('radio', { name: '1 estrella: Muy malo' }));
    expect(screen.getByText('Muy malo')).toBeVisible();
    expect(screen.queryByText('Bueno')).not.toBeInTheDocument();

    // Sent, the form clears: no star chosen, no meaning written.
    await user.click(submitButton());
    await waitFor(() => expect(toastText()).toContain('¡Gracias por tus comentarios!'));
    await waitFor(() => expect(screen.queryByText('Muy malo')).not.toBeInTheDocument());
    expect(screen.getByRole('radio', { name: '1 estrella: Muy malo' })).not.toBeChecked();
  });

  it('rates with the keyboard alone, as a radio group', async () => {
    const { user } = renderTab();
    await user.tab();
    expect(screen.getByRole('radio', { name: '1 estrella: Muy malo' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '2 estrellas: Malo' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 estrellas: Regular' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '2 estrellas: Malo' })).not.toBeChecked();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '2 estrellas: Malo' })).toBeChecked();
    expect(screen.queryByText('Por favor, selecciona una calificación.')).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: SERVICE_QUESTION })).not.toHaveAccessibleDescription();
    expect(submitButton()).toBeEnabled();
  });

  it('sends company, rating and trimmed comment, thanks the user and clears the form', async () => {
    const release = backend.hold();
    const { user } = renderTab();
    await user.click(screen.getByRole('radio', { name: '4 estrellas: Bueno' }));
    await user.type(comment(), '  Muy buen servicio  ');
    await user.click(submitButton());
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    release();
    await waitFor(() => expect(toastText()).toContain('¡Gracias por tus comentarios!'));
    expect(toastText()).toContain('Tu retroalimentación ha sido enviada.');
    expect(inserts().map((r) => r.body)).toEqual([
      { id: expect.any(String), company_id: COMPANY_A, rating: 4, comment: 'Muy buen servicio' },
    ]);
    // The controlled fields take one more render to show the reset.
    await waitFor(() => expect(comment()).toHaveValue(''));
    expect(screen.getByRole('radio', { name: '4 estrellas: Bueno' })).not.toBeChecked();
    expect(submitButton()).toBeDisabled();
  });

  it('sends a null comment when it is left blank', async () => {
    const { user } = renderTab();
    await user.click(screen.getByRole('radio', { name: '1 estrella: Muy malo' }));
    await user.type(comment(), '   ');
    await user.click(submitButton());
    await waitFor(() => expect(toastText()).toContain('¡Gracias por tus comentarios!'));
    expect(inserts()[0].body).toEqual({
      id: expect.any(String),
      company_id: COMPANY_A,
      rating: 1,
      comment: null,
    });
  });

  it('shows the failure toast with the server cause and keeps what was typed', async () => {
    backend.fail('feedback', { code: 'P0001', message: 'fallo del servidor', status: 400 });
    const { user } = renderTab();
    await user.click(screen.getByRole('radio', { name: '5 estrellas: Excelente' }));
    await user.type(comment(), 'Hola');
    await user.click(submitButton());
    await waitFor(() =>
      expect(toastText()).toContain('No se pudo enviar tu retroalimentación. fallo del servidor'),
    );
    expect(toastText()).toMatch(/^Error/);
    expect(screen.getByRole('radio', { name: '5 estrellas: Excelente' })).toBeChecked();
    expect(comment()).toHaveValue('Hola');
    expect(submitButton()).toBeEnabled();

    // The retry is the same rating (same id, recorded once); the next rating is another.
    backend.recover('feedback');
    await user.click(submitButton());
    await waitFor(() => expect(toastText()).toContain('¡Gracias por tus comentarios!'));
    await waitFor(() => expect(comment()).toHaveValue(''));
    await user.click(screen.getByRole('radio', { name: '2 estrellas: Malo' }));
    await user.click(submitButton());
    await waitFor(() => expect(inserts()).toHaveLength(3));
    const [failed, retried, next] = inserts().map((r) => (r.body as { id: string }).id);
    expect(retried).toBe(failed);
    expect(next).not.toBe(failed);
  });

  it('does not offer the form to a client without a company', async () => {
    renderApp('/dashboard/client?tab=feedback', { profile: profiles.noCompany });
    expect(await screen.findByRole('heading', { name: 'Empresa No Asignada' })).toBeInTheDocument();
    expect(await screen.findByText('Información de Empresa Incompleta')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar Retroalimentación' })).not.toBeInTheDocument();
  });
});

describe('Collaborator Feedback page', () => {
  it('uses the same form and sends no company (the database records the sender)', async () => {
    const { user } = renderApp('/dashboard/collaborator/feedback', { profile: profiles.collaborator });
    expect(await screen.findByRole('heading', { name: 'Feedback' })).toBeInTheDocument();
    expect(screen.getByText('Comparte tu opinión sobre la capacitación.')).toBeInTheDocument();
    // A collaborator rates the training, not the provider's service.
    const group = screen.getByRole('radiogroup', { name: '¿Cómo calificas la capacitación?' });
    expect(screen.queryByText(SERVICE_QUESTION)).not.toBeInTheDocument();
    expectStarsIn(group);
    await user.click(screen.getByRole('radio', { name: '3 estrellas: Regular' }));
    expect(screen.getByText('Regular')).toBeVisible();
    await user.type(comment(), 'Buen curso');
    await user.click(submitButton());
    await waitFor(() => expect(toastText()).toContain('¡Gracias por tus comentarios!'));
    expect(inserts().map((r) => r.body)).toEqual([
      { id: expect.any(String), rating: 3, comment: 'Buen curso' },
    ]);
  });
});
