import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { resetToasts } from '@/components/ui/use-toast';
import { FeedbackForm } from '@/features/feedback/components/feedback-form';

import { clientProfile, COMPANY_A, db, renderScreen, resetDb } from '../repse-documents/render-screen';

vi.mock('@/lib/supabase', async () => (await import('../repse-documents/render-screen')).supabaseModule);

beforeEach(() => {
  resetDb({ data: null, error: null });
  resetToasts();
});

describe('Retroalimentación tab', () => {
  it('needs a rating: inline hint, submit disabled, and the toast if submitted anyway', async () => {
    renderScreen(<FeedbackForm />);
    const submit = screen.getByRole('button', { name: 'Enviar Retroalimentación' });
    expect(submit).toBeDisabled();
    expect(screen.getByText('Por favor, selecciona una calificación.')).toBeInTheDocument();
    fireEvent.submit(submit.closest('form')!);
    expect(await screen.findByText('Calificación Requerida')).toBeInTheDocument();
    expect(screen.getByText('Por favor, selecciona una calificación antes de enviar.')).toBeInTheDocument();
    expect(db.calls).toEqual([]);
  });

  it('rates with the keyboard as a radio group', async () => {
    const { user } = renderScreen(<FeedbackForm />);
    const group = screen.getByRole('radiogroup', { name: 'Calificación' });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '2 estrellas' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '3 estrellas' })).toBeChecked();
    expect(screen.queryByText('Por favor, selecciona una calificación.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar Retroalimentación' })).toBeEnabled();
  });

  it('sends company, rating and comment, thanks the user and resets the form', async () => {
    let release = () => {};
    db.gate = new Promise((r) => (release = r));
    const { user } = renderScreen(<FeedbackForm />);
    await user.click(screen.getByRole('radio', { name: '4 estrellas' }));
    await user.type(screen.getByLabelText('Comentario (opcional)'), '  Muy buen servicio  ');
    await user.click(screen.getByRole('button', { name: 'Enviar Retroalimentación' }));
    expect(await screen.findByRole('button', { name: 'Enviando...' })).toBeDisabled();
    release();
    expect(await screen.findByText('¡Gracias por tus comentarios!')).toBeInTheDocument();
    expect(screen.getByText('Tu retroalimentación ha sido enviada.')).toBeInTheDocument();
    expect(db.calls).toEqual([
      ['from', 'feedback'],
      ['insert', { company_id: COMPANY_A, rating: 4, comment: 'Muy buen servicio' }],
    ]);
    expect(screen.getByRole('radio', { name: '4 estrellas' })).not.toBeChecked();
    expect(screen.getByLabelText('Comentario (opcional)')).toHaveValue('');
  });

  it('sends a null comment when it is left empty', async () => {
    const { user } = renderScreen(<FeedbackForm />);
    await user.click(screen.getByRole('radio', { name: '1 estrella' }));
    await user.click(screen.getByRole('button', { name: 'Enviar Retroalimentación' }));
    await screen.findByText('¡Gracias por tus comentarios!');
    expect(db.calls[1]).toEqual(['insert', { company_id: COMPANY_A, rating: 1, comment: null }]);
  });

  it('shows the failure toast with the server message and keeps what was typed', async () => {
    resetDb({ data: null, error: { code: 'P0001', message: 'fallo del servidor' } });
    const { user } = renderScreen(<FeedbackForm />);
    await user.click(screen.getByRole('radio', { name: '5 estrellas' }));
    await user.type(screen.getByLabelText('Comentario (opcional)'), 'Hola');
    await user.click(screen.getByRole('button', { name: 'Enviar Retroalimentación' }));
    expect(
      await screen.findByText('No se pudo enviar tu retroalimentación. fallo del servidor'),
    ).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: '5 estrellas' })).toBeChecked());
    expect(screen.getByLabelText('Comentario (opcional)')).toHaveValue('Hola');
  });

  it('does not offer the form to a client without a company', async () => {
    renderScreen(<FeedbackForm />, clientProfile({ company_id: null }));
    expect(screen.getByRole('heading', { name: 'Empresa No Asignada' })).toBeInTheDocument();
    expect(await screen.findByText('Información de Empresa Incompleta')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar Retroalimentación' })).not.toBeInTheDocument();
  });
});
