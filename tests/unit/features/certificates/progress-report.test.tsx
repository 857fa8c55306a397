// Admin 'Avance' over the course_progress view: rows, company names from the props, state filter on the
// server, the per-course summary and the CSV export.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ProgressReport } from '@/features/certificates/components/progress/progress-report';

import { saved } from '../../helpers/saved-files';
import { backend } from '../../kit/fake-backend';
import { COMPANY_A, companies, profiles } from '../../kit/profiles';
import { renderWithProviders, toastText } from '../../kit/render';
import { chooseOption } from '../../kit/select';

const row = (profile: string, name: string, overrides: Record<string, unknown> = {}) => ({
  course_id: 'course-1',
  course_title: 'Trabajos en altura',
  profile_id: profile,
  full_name: name,
  email: `${profile}@x.mx`,
  company_id: COMPANY_A,
  due_date: null,
  lessons_total: 3,
  lessons_completed: 0,
  has_quiz: true,
  attempts_used: 0,
  best_score: null,
  quiz_passed: false,
  completed: false,
  certificate_id: null,
  certificate_code: null,
  certificate_issued_at: null,
  certificate_blocker: null,
  ...overrides,
});

describe('ProgressReport', () => {
  it('shows each assignment with its state, filters by state on the server and exports', async () => {
    backend.seed('courses', [{ id: 'course-1', title: 'Trabajos en altura' }]);
    backend.seed('course_progress', [
      row('p1', 'Ana Completa', {
        lessons_completed: 3,
        attempts_used: 1,
        best_score: 100,
        quiz_passed: true,
        completed: true,
        certificate_id: 'c1',
        certificate_code: 'A1B2-C3D4-E5F6',
      }),
      row('p2', 'Beto Vencido', { due_date: '2020-01-01', lessons_completed: 1 }),
      row('p3', 'Caro Nueva'),
    ]);
    const { user } = renderWithProviders(<ProgressReport companies={companies} />, {
      profile: profiles.admin,
    });
    const table = await screen.findByRole('table', { name: 'Avance por colaborador y curso' });
    const ana = within(table).getByText('Ana Completa').closest('tr')!;
    expect(within(ana).getByText('Completado')).toBeInTheDocument();
    expect(within(ana).getByText('A1B2-C3D4-E5F6')).toBeInTheDocument();
    expect(within(ana).getByText('Constructora Alfa')).toBeInTheDocument();
    expect(within(ana).getByText('100 % · Aprobada')).toBeInTheDocument();
    expect(
      within(within(table).getByText('Beto Vencido').closest('tr')!).getByText('Vencido'),
    ).toBeInTheDocument();
    expect(
      within(within(table).getByText('Caro Nueva').closest('tr')!).getByText('Sin Iniciar'),
    ).toBeInTheDocument();
    expect(await screen.findByText('1 de 3 completados · 33 %')).toBeInTheDocument();

    await chooseOption(user, 'Estado', 'Vencido');
    await waitFor(() => expect(within(table).queryByText('Caro Nueva')).not.toBeInTheDocument());
    expect(within(table).getByText('Beto Vencido')).toBeInTheDocument();
    const params = backend.requestsTo('course_progress', 'GET').at(-1)!.params;
    expect(params.get('completed')).toBe('is.false');
    expect(params.has('certificate_id')).toBe(false);
    expect(params.get('due_date')).toMatch(/^lt\.\d{4}-\d{2}-\d{2}$/);

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(saved.saveAs).toHaveBeenCalledTimes(1));
    const csv = await (saved.saveAs.mock.calls[0][0] as Blob).text();
    expect(csv).toContain(
      'Trabajos en altura,Beto Vencido,p2@x.mx,Constructora Alfa,1,3,,No,01/01/2020,Vencido',
    );
    expect(csv).not.toContain('Caro Nueva');
  });

  it("tells 'En Curso' from 'Sin Iniciar' on the server (overdue rows are neither)", async () => {
    backend.seed('courses', [{ id: 'course-1', title: 'Trabajos en altura' }]);
    backend.seed('course_progress', [
      row('p2', 'Beto Vencido', { due_date: '2020-01-01', lessons_completed: 1 }),
      row('p3', 'Caro Nueva', { due_date: '2999-01-01' }),
      row('p4', 'Dani Avanza', { attempts_used: 1 }),
    ]);
    const { user } = renderWithProviders(<ProgressReport companies={companies} />, {
      profile: profiles.admin,
    });
    const table = await screen.findByRole('table', { name: 'Avance por colaborador y curso' });
    await chooseOption(user, 'Estado', 'En Curso');
    await waitFor(() => expect(within(table).queryByText('Caro Nueva')).not.toBeInTheDocument());
    expect(within(table).getByText('Dani Avanza')).toBeInTheDocument();
    expect(within(table).queryByText('Beto Vencido')).not.toBeInTheDocument();

    await chooseOption(user, 'Estado', 'Sin Iniciar');
    await within(table).findByText('Caro Nueva');
    expect(within(table).queryByText('Dani Avanza')).not.toBeInTheDocument();
    expect(within(table).queryByText('Beto Vencido')).not.toBeInTheDocument();
    expect(backend.requestsTo('course_progress', 'GET').at(-1)!.params.getAll('or')).toHaveLength(1);

    await chooseOption(user, 'Estado', 'Completado');
    await waitFor(() =>
      expect(backend.requestsTo('course_progress', 'GET').at(-1)!.params.get('completed')).toBe('is.true'),
    );
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
  });

  it('offers to issue again the certificate of a collaborator who completed the course without a valid one', async () => {
    backend.seed('courses', [{ id: 'course-1', title: 'Trabajos en altura' }]);
    backend.seed('course_progress', [
      row('p1', 'Ana Revocada', {
        lessons_completed: 3,
        attempts_used: 1,
        best_score: 100,
        quiz_passed: true,
        completed: true,
      }),
      row('p2', 'Beto Pendiente', { lessons_completed: 3, attempts_used: 1, best_score: 50 }),
    ]);
    const calls: unknown[] = [];
    backend.rpcs.issue_certificate = (args: unknown) => {
      calls.push(args);
      return { id: 'c9', code: 'ABCD-0000-1111' };
    };
    const { user } = renderWithProviders(<ProgressReport companies={companies} />, {
      profile: profiles.admin,
    });
    const table = await screen.findByRole('table', { name: 'Avance por colaborador y curso' });
    const beto = within(table).getByText('Beto Pendiente').closest('tr')!;
    expect(within(beto).queryByRole('button', { name: /Emitir constancia/ })).toBeNull();
    const ana = within(table).getByText('Ana Revocada').closest('tr')!;
    expect(within(ana).getByText('Sin constancia vigente')).toBeInTheDocument();
    // One rule for the row and the summary above it: completed (its certificate revoked), not 'En Curso'.
    expect(within(ana).getByText('Completado')).toBeInTheDocument();
    expect(within(ana).queryByText('En Curso')).toBeNull();
    expect(within(beto).getByText('En Curso')).toBeInTheDocument();
    expect(await screen.findByText('1 de 2 completados · 50 %')).toBeInTheDocument();
    expect(
      backend.requestsTo('course_progress', 'GET').some((r) => r.params.get('select')?.includes('completed')),
    ).toBe(true);
    await user.click(
      within(ana).getByRole('button', { name: 'Emitir constancia de Trabajos en altura a Ana Revocada' }),
    );
    await waitFor(() => expect(calls).toEqual([{ p_profile_id: 'p1', p_course_id: 'course-1' }]));
    expect(await screen.findByText('Ana Revocada: ABCD-0000-1111')).toBeInTheDocument();
  });

  it('says why the DC-3 was not issued and shows the database refusal of «Emitir Constancia»', async () => {
    const refusal =
      'No se puede emitir la constancia DC-3: faltan datos del trabajador (CURP). Complétalos en Usuarios y vuelve a emitirla.';
    backend.seed('courses', [{ id: 'course-1', title: 'Trabajos en altura' }]);
    backend.seed('course_progress', [
      row('p1', 'Ana Sin CURP', {
        lessons_completed: 3,
        attempts_used: 1,
        best_score: 100,
        quiz_passed: true,
        completed: true,
        certificate_blocker: refusal,
      }),
    ]);
    backend.rpcs.issue_certificate = () => {
      throw { status: 400, code: '23514', message: refusal };
    };
    const { user } = renderWithProviders(<ProgressReport companies={companies} />, {
      profile: profiles.admin,
    });
    const table = await screen.findByRole('table', { name: 'Avance por colaborador y curso' });
    const ana = within(table).getByText('Ana Sin CURP').closest('tr')!;
    expect(within(ana).getByText(refusal)).toBeInTheDocument();
    await user.click(
      within(ana).getByRole('button', { name: 'Emitir constancia de Trabajos en altura a Ana Sin CURP' }),
    );
    await waitFor(() => expect(toastText()).toContain('No se pudo emitir la constancia'));
    expect(toastText()).toContain(refusal);
  });
});
