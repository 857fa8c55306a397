// Caches follow the data across features: an admin uploads a document in Documentos (documents feature)
// and, in the same browser and without a reload, the compliance matrix, the account overview's compliance
// card and the client's REPSE documents (compliance and documents features, as the admin sees them when
// viewing the client's portal) show it.
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ComplianceCard } from '@/features/compliance/components/account/compliance-card';
import { ClientComplianceMatrix } from '@/features/compliance/components/client-matrix/client-compliance-matrix';
import { AdminDocuments } from '@/features/documents/components/admin/admin-documents';
import { RepseDocuments } from '@/features/documents/components/client/repse-documents';
import type { UploadType } from '@/features/documents/utils/upload-form';

import { freezeToday, seedCompliance, TODAY, types } from '../features/compliance/matrix/fixtures';
import { findDialog } from '../helpers/dialogs';
import { backend } from '../kit/fake-backend';
import { COMPANY_A, companies, profiles } from '../kit/profiles';
import { renderWithProviders } from '../kit/render';
import { chooseOption } from '../kit/select';

beforeEach(() => {
  freezeToday();
  backend.rpcs.record_delivery = () => true;
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const uploadTypes: UploadType[] = Object.values(types).map(
  ({ id, name, scope, validity, validity_days }) => ({
    id,
    name,
    scope,
    validity,
    validity_days,
  }),
);

/** The May cell of a type's row in the matrix (the fixtures' columns run from January to June). */
const mayStatus = (matrix: HTMLElement, type: string) =>
  within(within(matrix).getByRole('row', { name: new RegExp(`^${type}`) }))
    .getAllByRole('cell')[4]
    .textContent?.split(' — ')[0];

function renderAdminAndClientViews() {
  return renderWithProviders(
    <>
      <AdminDocuments companyId={COMPANY_A} companies={companies} types={uploadTypes} />
      <ComplianceCard companyId={COMPANY_A} today={TODAY} link={{ to: '/x', label: 'Ver' }} />
      <ClientComplianceMatrix companyId={COMPANY_A} />
      <RepseDocuments companyId={COMPANY_A} />
    </>,
    { profile: profiles.admin },
  );
}

async function uploadMayImss(user: ReturnType<typeof renderAdminAndClientViews>['user']) {
  await user.click(screen.getByRole('button', { name: 'Subir Documentos' }));
  const dialog = await findDialog('Subir Documentos');
  await chooseOption(user, 'Mes', 'Mayo');
  await chooseOption(user, 'Tipo de documento', 'Pago IMSS');
  const file = new File(['%PDF-1.4 pago'], 'pago-imss-mayo.pdf', { type: 'application/pdf' });
  await user.upload(within(dialog).getByLabelText('Archivos (PDF)'), [file]);
  await user.click(within(dialog).getByRole('button', { name: 'Subir 1 Archivo' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('caches follow the data across features', () => {
  it('an upload in Documentos reaches the matrix, the account overview and the REPSE documents at once', async () => {
    seedCompliance();
    const { user } = renderAdminAndClientViews();
    const matrix = await screen.findByRole('region', { name: 'Cumplimiento por tipo de documento y mes' });
    expect(mayStatus(matrix, 'Pago IMSS')).toBe('Atrasado');
    const card = await screen.findByRole('region', { name: 'Cumplimiento del Periodo' });
    const may = await within(card).findByRole('group', { name: /^Mayo/ });
    const mayBefore = may.textContent;
    expect(mayBefore).toMatch(/\d+ de \d+ entregados/);
    await screen.findByRole('button', { name: 'Subir Documentos' });
    expect(screen.queryByText('pago-imss-mayo')).not.toBeInTheDocument();

    await uploadMayImss(user);

    await waitFor(() => expect(mayStatus(matrix, 'Pago IMSS')).toBe('Entregado'));
    await waitFor(() =>
      expect(within(card).getByRole('group', { name: /^Mayo/ }).textContent).not.toBe(mayBefore),
    );
    expect((await screen.findAllByText('pago-imss-mayo')).length).toBeGreaterThan(0);
    // Each view asked the server again: nothing was patched into a cache by hand.
    expect(backend.requestsTo('documents', 'POST')).toHaveLength(1);
  });
});
