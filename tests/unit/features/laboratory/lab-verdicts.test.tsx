import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AdminLaboratory } from '@/features/laboratory/components/admin/admin-laboratory';
import { LaboratoryRequests } from '@/features/laboratory/components/laboratory-requests';

import { findDialog } from '../../helpers/dialogs';
import { backend } from '../../kit/fake-backend';
import { COMPANY_A, companies, profiles } from '../../kit/profiles';
import { renderWithProviders, toastText } from '../../kit/render';
import { chooseOption } from '../../kit/select';
import { requestRow } from './admin-fixtures';

afterEach(() => vi.restoreAllMocks());

const RESULT = `storage://lab-results/${COMPANY_A}/resultado.pdf`;
const request = (id: string, fields: Record<string, unknown>) => ({
  id,
  company_id: COMPANY_A,
  patient_name: 'Ana Ruiz',
  request_date: '2026-03-10',
  notes: 'Glucosa alta.',
  status: 'completado',
  result_url: RESULT,
  verdict: null,
  verdict_valid_until: null,
  verdict_restrictions: null,
  ...fields,
});
const consent = (requestId: string, fields: Record<string, unknown> = {}) => ({
  id: `k-${requestId}`,
  company_id: COMPANY_A,
  laboratory_request_id: requestId,
  worker_name: 'Ana Ruiz',
  granted_on: '2026-03-12',
  scope: 'Entrega del resultado completo a la empresa',
  revoked_at: null,
  ...fields,
});

describe('client laboratory list: verdicts and release', () => {
  const renderClient = () =>
    renderWithProviders(<LaboratoryRequests companyId={COMPANY_A} />, { profile: profiles.clientA });
  const card = async (type: string) =>
    within(
      within(await screen.findByRole('list', { name: 'Solicitudes de laboratorio' }))
        .getAllByRole('listitem')
        .find((li) => within(li).queryByRole('heading', { name: type }))!,
    );

  it('a company receiving full results downloads each one, with its verdict and validity', async () => {
    backend.seed('companies', [{ id: COMPANY_A, lab_release_mode: 'resultado_completo' }]);
    backend.seed('laboratory_requests', [
      request('r1', { request_type: 'Biometría', verdict: 'apto', verdict_valid_until: '2099-01-31' }),
      request('r2', {
        request_type: 'Audiometría',
        verdict: 'apto_con_restricciones',
        verdict_valid_until: '2099-02-28',
        verdict_restrictions: 'Sin ruido continuo',
      }),
      request('r3', { request_type: 'Espirometría', verdict: 'no_apto', verdict_valid_until: '2020-01-31' }),
    ]);
    renderClient();
    const biometria = await card('Biometría');
    expect(biometria.getByText('Dictamen: Apto')).toBeInTheDocument();
    expect(biometria.getByText('Vigente hasta 31/01/2099')).toBeInTheDocument();
    expect(biometria.getByRole('button', { name: 'Descargar Resultado: Biometría' })).toBeEnabled();
    expect(biometria.getByText('Glucosa alta.')).toBeInTheDocument();
    expect(biometria.queryByText(/Consentimiento del/)).not.toBeInTheDocument();
    const audiometria = await card('Audiometría');
    expect(audiometria.getByText('Dictamen: Apto con Restricciones')).toBeInTheDocument();
    expect(audiometria.getByText('Restricciones: Sin ruido continuo')).toBeInTheDocument();
    // A verdict past its date says so.
    const espirometria = await card('Espirometría');
    expect(espirometria.getByText('Dictamen: No Apto')).toBeInTheDocument();
    expect(espirometria.getByText('Vencido')).toBeInTheDocument();
    expect(espirometria.queryByText(/Vigente hasta/)).not.toBeInTheDocument();
  });

  it('a verdict-only company downloads a result under consent, with its date, and sees why not otherwise', async () => {
    backend.seed('companies', [{ id: COMPANY_A, lab_release_mode: 'solo_dictamen' }]);
    backend.seed('laboratory_requests', [
      request('r1', { request_type: 'Biometría', verdict: 'apto', verdict_valid_until: '2099-01-31' }),
      request('r2', { request_type: 'Audiometría', verdict: 'no_apto', verdict_valid_until: '2099-01-31' }),
      request('r3', { request_type: 'Radiografía', notes: 'Placa repetida.' }),
    ]);
    backend.seed('lab_result_consents', [
      consent('r1'),
      consent('r3', { id: 'k-old', revoked_at: '2026-03-13T10:00:00Z' }),
    ]);
    renderClient();
    const biometria = await card('Biometría');
    expect(biometria.getByRole('button', { name: 'Descargar Resultado: Biometría' })).toBeEnabled();
    expect(biometria.getByText('Consentimiento del 12/03/2026')).toBeInTheDocument();

    const audiometria = await card('Audiometría');
    expect(audiometria.getByText('Dictamen: No Apto')).toBeInTheDocument();
    expect(audiometria.queryByRole('button', { name: /Descargar Resultado/ })).not.toBeInTheDocument();
    expect(
      audiometria.getByText('Solo dictamen: sin consentimiento del trabajador registrado.'),
    ).toBeInTheDocument();
    // The notes of a result the company does not receive are not sent (the view masks them), and the card
    // does not claim there are none.
    expect(audiometria.queryByText('Glucosa alta.')).not.toBeInTheDocument();
    expect(audiometria.queryByText('Sin notas adicionales.')).not.toBeInTheDocument();
    expect(biometria.getByText('Glucosa alta.')).toBeInTheDocument();
    // A revoked consent releases nothing.
    const radiografia = await card('Radiografía');
    expect(radiografia.queryByRole('button', { name: /Descargar Resultado/ })).not.toBeInTheDocument();
    expect(radiografia.queryByText('Placa repetida.')).not.toBeInTheDocument();
  });

  it('a consent revoked after the list loaded: the download is refused with the reason and opens nothing', async () => {
    backend.seed('companies', [{ id: COMPANY_A, lab_release_mode: 'solo_dictamen' }]);
    backend.seed('laboratory_requests', [request('r1', { request_type: 'Biometría' })]);
    backend.seed('lab_result_consents', [consent('r1')]);
    backend.objects.set(`lab-results/${COMPANY_A}/resultado.pdf`, new Blob(['%PDF']));
    const tab = { opener: window, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    const { user } = renderClient();
    const button = (await card('Biometría')).getByRole('button', { name: 'Descargar Resultado: Biometría' });
    backend.tables.lab_result_consents[0].revoked_at = '2026-03-14T10:00:00Z';
    await user.click(button);
    await waitFor(() => expect(toastText()).toContain('tu empresa recibe solo el dictamen'));
    expect(tab.close).toHaveBeenCalled();
    expect(backend.requestsTo('storage/object/sign')).toEqual([]);
    expect(backend.rows('lab_result_accesses')).toEqual([]);
  });
});

describe('admin laboratory: verdict and consents', () => {
  const renderAdmin = () =>
    renderWithProviders(<AdminLaboratory companyId="all" companies={companies} />, {
      profile: profiles.admin,
      userOptions: { applyAccept: false },
    });
  const fromMenu = async (user: ReturnType<typeof renderAdmin>['user'], item: string) => {
    await user.click((await screen.findAllByRole('button', { name: 'Acciones de Química sanguínea' }))[0]);
    await user.click(await screen.findByRole('menuitem', { name: item }));
  };
  const verdictOnly = { name: 'Constructora Alfa', lab_release_mode: 'solo_dictamen' };

  it('saves a verdict with the loaded version, naming what is missing first', async () => {
    backend.seed('laboratory_requests', [requestRow()]);
    const { user } = renderAdmin();
    await fromMenu(user, 'Dictamen');
    const dialog = await findDialog('Dictamen');
    await chooseOption(user, 'Dictamen', 'Apto con Restricciones');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Dictamen' }));
    expect(await within(dialog).findByText('Indica hasta cuándo es válido el dictamen.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Describe las restricciones del dictamen «Apto con restricciones».'),
    ).toBeInTheDocument();
    expect(backend.requestsTo('laboratory_requests', 'PATCH')).toEqual([]);
    await user.type(within(dialog).getByLabelText('Vigente hasta'), '10/03/2027');
    await user.type(within(dialog).getByLabelText('Restricciones'), 'Sin trabajo en alturas');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Dictamen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.requestsTo('laboratory_requests', 'PATCH')[0].body).toEqual({
      verdict: 'apto_con_restricciones',
      verdict_valid_until: '2027-03-10',
      verdict_restrictions: 'Sin trabajo en alturas',
      updated_at: '2026-03-10T12:00:00.000001Z',
    });
    expect(toastText()).toContain('Dictamen guardado');
  });

  it('a verdict saved over another admin’s edit is refused, with what changed, and stores nothing', async () => {
    backend.seed('laboratory_requests', [requestRow()]);
    const { user } = renderAdmin();
    await fromMenu(user, 'Dictamen');
    const dialog = await findDialog('Dictamen');
    // Another admin sets a verdict meanwhile.
    Object.assign(backend.tables.laboratory_requests[0], {
      verdict: 'no_apto',
      verdict_valid_until: '2027-01-31',
      updated_at: '2026-03-11T09:00:00.000001Z',
    });
    await chooseOption(user, 'Dictamen', 'Apto');
    await user.type(within(dialog).getByLabelText('Vigente hasta'), '10/03/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar Dictamen' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Alguien más cambió este registro mientras lo editabas.');
    expect(
      within(alert)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toContain('Dictamen');
    expect(backend.tables.laboratory_requests[0].verdict).toBe('no_apto');
    await user.click(within(alert).getByRole('button', { name: 'Guardar de Todos Modos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.tables.laboratory_requests[0].verdict).toBe('apto');
  });

  it('records a consent for the request’s company and shows it in the list', async () => {
    backend.seed('laboratory_requests', [requestRow({ result_url: RESULT, company: verdictOnly })]);
    const { user } = renderAdmin();
    const row = (await screen.findAllByRole('row'))[1];
    expect(within(row).getByText('Sin consentimiento vigente')).toBeInTheDocument();
    await fromMenu(user, 'Registrar Consentimiento');
    const dialog = await findDialog('Registrar Consentimiento');
    const worker = within(dialog).getByLabelText('Trabajador (como firma el consentimiento)');
    expect(worker).toHaveValue('Héctor Ruiz');
    await user.clear(worker);
    await user.click(within(dialog).getByRole('button', { name: 'Registrar Consentimiento' }));
    expect(
      await within(dialog).findByText('Escribe el nombre del trabajador como aparece en el consentimiento.'),
    ).toBeInTheDocument();
    await user.type(worker, 'Héctor Ruiz Díaz');
    await user.click(within(dialog).getByRole('button', { name: 'Registrar Consentimiento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(backend.requestsTo('lab_result_consents', 'POST')[0].body).toMatchObject({
      laboratory_request_id: 'r-1',
      company_id: COMPANY_A,
      worker_name: 'Héctor Ruiz Díaz',
      scope: 'Entrega del resultado completo a la empresa',
    });
    expect(toastText()).toContain('Consentimiento registrado');
  });

  it('revokes the consent in force with a reason; «Revocar» needs one in force', async () => {
    backend.seed('laboratory_requests', [
      requestRow({
        result_url: RESULT,
        company: verdictOnly,
        consents: [consent('r-1', { worker_name: 'Héctor Ruiz' })],
      }),
    ]);
    backend.seed('lab_result_consents', [consent('r-1')]);
    const { user } = renderAdmin();
    expect((await screen.findAllByText('Consentimiento del 12/03/2026 (Héctor Ruiz)'))[0]).toBeVisible();
    await user.click((await screen.findAllByRole('button', { name: 'Acciones de Química sanguínea' }))[0]);
    expect(await screen.findByRole('menuitem', { name: /Registrar Consentimiento/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('menuitem', { name: 'Revocar Consentimiento' }));
    const dialog = await findDialog('Revocar Consentimiento');
    await user.click(within(dialog).getByRole('button', { name: 'Revocar Consentimiento' }));
    expect(await within(dialog).findByText('Indica el motivo de la revocación.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Motivo de la revocación'), 'Lo pidió el trabajador');
    await user.click(within(dialog).getByRole('button', { name: 'Revocar Consentimiento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const patch = backend.requestsTo('lab_result_consents', 'PATCH')[0];
    expect(patch.params.get('id')).toBe('eq.k-r-1');
    expect(patch.body).toEqual({ revoked_reason: 'Lo pidió el trabajador' });
  });

  it('«Quién lo Consultó» lists each access, newest first, with its ground', async () => {
    backend.seed('laboratory_requests', [requestRow({ result_url: RESULT })]);
    backend.seed('lab_result_accesses', [
      {
        id: 2,
        laboratory_request_id: 'r-1',
        accessed_at: '2026-03-14T16:30:00Z',
        actor_name: 'Carla Cliente',
        actor_email: 'carla@alfa.mx',
        basis: 'consentimiento',
      },
      {
        id: 1,
        laboratory_request_id: 'r-1',
        accessed_at: '2026-03-12T16:30:00Z',
        actor_name: null,
        actor_email: 'rh@alfa.mx',
        basis: 'resultado_completo',
      },
    ]);
    const { user } = renderAdmin();
    await fromMenu(user, 'Quién lo Consultó');
    const dialog = await findDialog('Quién lo Consultó');
    const items = (await within(dialog).findAllByRole('listitem')).map((li) => li.textContent);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatch(/^Carla Cliente14\/03\/2026.*Con consentimiento$/);
    expect(items[1]).toMatch(/^rh@alfa\.mx12\/03\/2026.*Resultado completo$/);
    expect(backend.requestsTo('lab_result_accesses', 'GET')[0].params.get('laboratory_request_id')).toBe(
      'eq.r-1',
    );
  });
});
