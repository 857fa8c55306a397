// Admin 'Constancias': server filters, revocation (reason required, the database's refusal shown) and DC-4.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AdminCertificates } from '@/features/certificates/components/admin/admin-certificates';

import { findDialog } from '../../helpers/dialogs';
import { saved } from '../../helpers/saved-files';
import { backend } from '../../kit/fake-backend';
import { COMPANY_A, COMPANY_B, companies, profiles } from '../../kit/profiles';
import { renderWithProviders } from '../../kit/render';
import { chooseOption } from '../../kit/select';
import { certificateRow } from './fixtures';

const render = (route = '/') =>
  renderWithProviders(<AdminCertificates companies={companies} />, { profile: profiles.admin, route });

const seed = () =>
  backend.seed('certificates', [
    certificateRow(),
    certificateRow({
      id: 'c2',
      code: 'BBBB-CCCC-DDDD',
      worker_name: 'Beatriz Beta',
      company_id: COMPANY_B,
      company_name: 'Industrias Beta',
      issued_at: '2026-02-01T12:00:00Z',
    }),
  ]);

describe('AdminCertificates', () => {
  it('pages on the server and sends the company and state filters', async () => {
    seed();
    const { user } = render();
    const table = await screen.findByRole('table', { name: 'Constancias' });
    expect(within(table).getByText('José Ángel Pérez Núñez')).toBeInTheDocument();
    expect(within(table).getByText('Beatriz Beta')).toBeInTheDocument();
    expect(backend.requestsTo('certificates', 'GET')[0].params.get('order')).toBe('issued_at.desc,id.asc');

    await chooseOption(user, 'Empresa', 'Industrias Beta');
    await waitFor(() => expect(within(table).queryByText('José Ángel Pérez Núñez')).not.toBeInTheDocument());
    expect(backend.requestsTo('certificates', 'GET').at(-1)!.params.get('company_id')).toBe(
      `eq.${COMPANY_B}`,
    );

    await chooseOption(user, 'Estado', 'Revocada');
    expect(await screen.findByText('No se encontraron resultados')).toBeInTheDocument();
    expect(backend.requestsTo('certificates', 'GET').at(-1)!.params.get('revoked_at')).toBe('not.is.null');
  });

  it("names the person's company ('Sin empresa' without one, not the provider on the DC-3), and offers a revoked one for nothing", async () => {
    backend.seed('certificates', [
      certificateRow({
        id: 'c7',
        code: 'SINE-MPRE-SA00',
        worker_name: 'Sonia Sin Empresa',
        company_id: null,
        company_name: 'Servicios Integrales del Portal S.A. de C.V.',
      }),
      certificateRow({
        id: 'c8',
        code: 'REVO-CADA-0000',
        worker_name: 'Rita Revocada',
        revoked_at: '2026-03-20T00:00:00Z',
        revoked_reason: 'Datos incorrectos',
      }),
    ]);
    render();
    const table = await screen.findByRole('table', { name: 'Constancias' });
    const sonia = within(table).getByText('Sonia Sin Empresa').closest('tr')!;
    expect(within(sonia).getByText('Sin empresa')).toBeInTheDocument();
    expect(within(sonia).queryByText(/Servicios Integrales/)).toBeNull();
    expect(
      within(sonia).getByRole('button', { name: 'Descargar constancia SINE-MPRE-SA00' }),
    ).toBeInTheDocument();
    const rita = within(table).getByText('Rita Revocada').closest('tr')!;
    expect(within(rita).getByText('Constructora Año Nuevo, S.A. de C.V.')).toBeInTheDocument();
    expect(within(rita).queryByRole('button', { name: /Descargar|Revocar/ })).toBeNull();
  });

  it('revokes with a reason, and shows the database refusal', async () => {
    seed();
    const { user } = render();
    await user.click(
      (await screen.findAllByRole('button', { name: 'Revocar constancia A1B2-C3D4-E5F6' }))[0],
    );
    const dialog = await findDialog('Revocar Constancia');
    await user.click(within(dialog).getByRole('button', { name: 'Revocar' }));
    expect(await within(dialog).findByText('Indica el motivo de la revocación.')).toBeInTheDocument();
    expect(backend.requestsTo('certificates', 'PATCH')).toHaveLength(0);

    backend.fail('certificates', { status: 403, code: '42501', message: 'La constancia ya está revocada.' });
    await user.type(within(dialog).getByLabelText('Motivo de la revocación'), '  Curso repetido ');
    await user.click(within(dialog).getByRole('button', { name: 'Revocar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('La constancia ya está revocada.');

    backend.recover('certificates');
    await user.click(within(dialog).getByRole('button', { name: 'Revocar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = backend.requestsTo('certificates', 'PATCH').at(-1)!;
    expect(patch.body).toEqual({ revoked_reason: 'Curso repetido' });
    expect(patch.params.get('id')).toBe('eq.c0000000-0000-4000-8000-000000000001');
  });

  const exportDc4 = async (format?: string) => {
    const { user } = render('/?empresa=' + COMPANY_A);
    await user.click(await screen.findByRole('button', { name: 'Exportar DC-4' }));
    const dialog = await findDialog('Exportar DC-4');
    const from = within(dialog).getByLabelText('Inicio del plan');
    await user.clear(from);
    await user.type(from, '01/03/2026');
    const to = within(dialog).getByLabelText('Fin del plan');
    await user.clear(to);
    await user.type(to, '31/03/2026');
    if (format) await chooseOption(user, 'Archivo', format);
    await user.click(within(dialog).getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(saved.saveAs).toHaveBeenCalledTimes(1));
    const [blob, name] = saved.saveAs.mock.calls[0] as [Blob, string];
    return { name, text: await blob.text() };
  };

  const seedWithOthers = () => {
    seed();
    backend.rows('certificates').push(
      certificateRow({
        id: 'c9',
        code: '9999-9999-9999',
        worker_name: 'Revocado',
        revoked_at: '2026-03-20T00:00:00Z',
        revoked_reason: 'x',
      }),
      // Issued in the plan's period, but the course ran before it.
      certificateRow({
        id: 'c8',
        code: '8888-8888-8888',
        curp: 'ANTE800101HDFRXN01',
        period_start: '2026-02-20',
      }),
    );
  };

  it('exports the DC-4 layout of one company and plan period: valid ones whose course ran inside it', async () => {
    seedWithOthers();
    const { name, text } = await exportDc4();
    expect(name).toBe('dc4-layout_CAN010101AB1_2026-03-01_2026-03-31.csv');
    expect(text.startsWith('RFC_EMPRESA,RAZON_SOCIAL,PLAN_INICIO,PLAN_TERMINO,CURP,')).toBe(true);
    expect(text).toContain(
      'CAN010101AB1,"Constructora Año Nuevo, S.A. de C.V.",2026-03-01,2026-03-31,PENJ800101HDFRXN09,Pérez,Núñez,José Ángel',
    );
    expect(text).not.toContain('9999-9999-9999');
    expect(text).not.toContain('ANTE800101HDFRXN01');
    expect(text).not.toContain('BBBB-CCCC-DDDD');
    const request = backend.requestsTo('certificates', 'GET').at(-1)!;
    expect(request.params.get('company_id')).toBe(`eq.${COMPANY_A}`);
    expect(request.params.get('revoked_at')).toBe('is.null');
    expect(request.params.get('period_start')).toBe('gte.2026-03-01');
    expect(request.params.get('period_end')).toBe('lte.2026-03-31');
  });

  it('exports the DC-4 list to review, with the BOM and readable columns', async () => {
    seedWithOthers();
    const { name, text } = await exportDc4('Lista para revisión');
    expect(name).toBe('dc4_CAN010101AB1_constructora-alfa_2026-03-01_2026-03-31.csv');
    expect(text).toContain('Apellido paterno,Apellido materno,Nombre(s),CURP');
    expect(text).toContain('Pérez,Núñez,José Ángel,PENJ800101HDFRXN09');
    expect(text).not.toContain('Revocado');
  });
});
