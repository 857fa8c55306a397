// 'Mis Certificados' with the fake backend: own rows only, states, the empty state and the PDF download.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MyCertificates } from '@/features/certificates/components/collaborator/my-certificates';

import { saved } from '../../helpers/saved-files';
import { backend } from '../../kit/fake-backend';
import { profiles } from '../../kit/profiles';
import { renderWithProviders, toastText } from '../../kit/render';
import { certificateRow } from './fixtures';
import { pdfText } from './pdf-text';

const me = profiles.collaborator.id;
const render = () =>
  renderWithProviders(<MyCertificates profileId={me} />, { profile: profiles.collaborator });

describe('MyCertificates', () => {
  it('lists the own certificates with their state and downloads the DC-3', async () => {
    backend.seed('certificates', [
      certificateRow({ profile_id: me }),
      certificateRow({
        id: 'c2',
        code: 'BBBB-CCCC-DDDD',
        profile_id: me,
        course_title: 'Inducción al servicio',
        issued_at: '2026-01-10T12:00:00Z',
        revoked_at: '2026-02-01T12:00:00Z',
        revoked_reason: 'Datos del trabajador incorrectos',
      }),
      certificateRow({ id: 'c3', code: 'EEEE-EEEE-EEEE', profile_id: 'someone-else', course_title: 'Ajeno' }),
    ]);
    const { user } = render();
    const list = await screen.findByRole('list', { name: 'Mis constancias' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Trabajos en altura (NOM-009-STPS-2011)')).toBeInTheDocument();
    expect(within(cards[0]).getByText('Vigente')).toBeInTheDocument();
    expect(within(cards[0]).getByText('De 01/03/2026 a 15/03/2026')).toBeInTheDocument();
    expect(within(cards[1]).getByText(/Revocada el/)).toBeInTheDocument();
    expect(within(cards[1]).getByText('Datos del trabajador incorrectos')).toBeInTheDocument();
    // A revoked certificate is shown, never offered for download.
    expect(within(cards[1]).queryByRole('button', { name: /Descargar/ })).toBeNull();
    expect(within(cards[1]).getByText(/fue revocada y ya no es válida/)).toBeInTheDocument();
    expect(within(cards[0]).getByRole('button', { name: /Descargar/ })).toBeInTheDocument();
    expect(screen.queryByText('Ajeno')).not.toBeInTheDocument();
    expect(backend.requestsTo('certificates', 'GET')[0].params.get('profile_id')).toBe(`eq.${me}`);

    await user.click(
      screen.getByRole('button', { name: 'Descargar constancia de Trabajos en altura (NOM-009-STPS-2011)' }),
    );
    await waitFor(() => expect(saved.saveAs).toHaveBeenCalledTimes(1));
    const [blob, name] = saved.saveAs.mock.calls[0] as [Blob, string];
    expect(name).toBe('constancia-dc3-A1B2-C3D4-E5F6.pdf');
    const text = await pdfText(new Uint8Array(await blob.arrayBuffer()));
    expect(text).toContain('Pérez Núñez José Ángel');
    expect(text).not.toContain('José Ángel Pérez Núñez');
    expect(text).toContain(`${window.location.origin}/verificar/A1B2-C3D4-E5F6`);
  });

  it('refuses the DC-3 of a constancia without the CURP or the apellido paterno, saying so, and saves nothing', async () => {
    backend.seed('certificates', [
      certificateRow({
        profile_id: me,
        curp: null,
        worker_last_name_paternal: null,
        worker_last_name_maternal: null,
      }),
    ]);
    const { user } = render();
    await user.click(
      await screen.findByRole('button', {
        name: 'Descargar constancia de Trabajos en altura (NOM-009-STPS-2011)',
      }),
    );
    await waitFor(() =>
      expect(toastText()).toContain(
        'No se puede generar la constancia DC-3: faltan datos del trabajador (apellido paterno, CURP).',
      ),
    );
    expect(saved.saveAs).not.toHaveBeenCalled();
  });

  it('asks the server for one page with the total, the next page when asked, and searches there', async () => {
    backend.seed(
      'certificates',
      Array.from({ length: 22 }, (_, i) =>
        certificateRow({
          id: `c${i}`,
          code: `CODE-${String(i).padStart(4, '0')}`,
          profile_id: me,
          course_title: `Curso ${String(i + 1).padStart(2, '0')}`,
          // Newest first: Curso 01 is the newest.
          issued_at: new Date(Date.UTC(2026, 0, 31 - i)).toISOString(),
        }),
      ),
    );
    const { user, location } = render();
    const titles = async () =>
      within(await screen.findByRole('list', { name: 'Mis constancias' }))
        .getAllByRole('listitem')
        .map((li) => within(li).getByText(/^Curso \d+$/).textContent);
    expect(await titles()).toHaveLength(20);
    expect(screen.getByText('1–20 de 22')).toBeInTheDocument();
    const first = backend.requestsTo('certificates', 'GET')[0];
    expect(first.params.get('offset')).toBe('0');
    expect(first.params.get('limit')).toBe('20');
    expect(first.params.get('order')).toBe('issued_at.desc,id.asc');
    expect(first.headers.get('prefer')).toContain('count=exact');

    await user.click(screen.getByRole('button', { name: 'Página siguiente' }));
    await waitFor(async () => expect(await titles()).toEqual(['Curso 21', 'Curso 22']));
    expect(screen.getByText('21–22 de 22')).toBeInTheDocument();
    expect(backend.requestsTo('certificates', 'GET').at(-1)!.params.get('offset')).toBe('20');
    expect(location()).toContain('page=2');

    await user.type(screen.getByRole('searchbox', { name: 'Buscar constancias' }), 'Curso 07');
    await waitFor(async () => expect(await titles()).toEqual(['Curso 07']));
    const searched = backend.requestsTo('certificates', 'GET').at(-1)!;
    expect(searched.params.get('or')).toBe('(course_title.ilike."%Curso 07%",code.ilike."%Curso 07%")');
    expect(searched.params.get('offset')).toBe('0');
    expect(screen.getByText('1–1 de 1')).toBeInTheDocument();
  });

  it('explains how to get one when there is none', async () => {
    backend.seed('certificates', []);
    render();
    expect(await screen.findByText('Aún no tienes certificados')).toBeInTheDocument();
    expect(screen.getByText(/Completa un curso asignado/)).toBeInTheDocument();
  });

  it('shows a loading block while the list loads', async () => {
    const release = backend.hold();
    render();
    expect(await screen.findByText('Cargando certificados...')).toBeInTheDocument();
    release();
    expect(await screen.findByText('Aún no tienes certificados')).toBeInTheDocument();
  });

  it('shows the error block when the list cannot load', async () => {
    backend.fail('certificates', { status: 500, message: 'boom' });
    render();
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});
