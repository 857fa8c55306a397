import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CertificatesCard } from '@/features/certificates/components/account/certificates-card';

import { certificate } from '../../../kit/account-fixtures';
import { backend } from '../../../kit/fake-backend';
import { COMPANY_A, profiles } from '../../../kit/profiles';
import { renderWithProviders } from '../../../kit/render';

const link = { to: '/x', label: 'Ver Constancias' };
const card = () => screen.getByRole('region', { name: 'Constancias del Personal' });

describe("'Constancias del Personal'", () => {
  it('shows a loading state', async () => {
    const release = backend.hold();
    renderWithProviders(<CertificatesCard audience="client" companyId={COMPANY_A} link={link} />, {
      profile: profiles.clientA,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Cargando constancias...');
    release();
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it("a client reads the company's constancias through company_certificates, latest first", async () => {
    backend.seed('company_certificates', [
      certificate({ worker_name: 'Antigua', issued_at: '2026-01-01T00:00:00Z' }),
      certificate({ worker_name: 'Reciente', issued_at: '2026-10-01T00:00:00Z' }),
      certificate({ worker_name: 'De otra', company_id: 'otra' }),
    ]);
    renderWithProviders(<CertificatesCard audience="client" companyId={COMPANY_A} link={link} />, {
      profile: profiles.clientA,
    });
    expect(await within(card()).findByText('2 constancias vigentes')).toBeInTheDocument();
    const names = within(card())
      .getAllByRole('listitem')
      .map((li) => li.firstChild?.textContent);
    expect(names).toEqual(['Reciente', 'Antigua']);
    expect(backend.requestsTo('certificates')).toHaveLength(0);
    expect(backend.requestsTo('company_certificates', 'GET')[0].params.get('company_id')).toBe(
      `eq.${COMPANY_A}`,
    );
  });

  it('the admin reads certificates of the company that are not revoked, and sees how many more there are', async () => {
    backend.seed('certificates', [
      ...Array.from({ length: 7 }, (_, i) => certificate({ worker_name: `Colaborador ${i + 1}` })),
      certificate({ worker_name: 'Revocada', revoked_at: '2026-11-01T00:00:00Z' }),
    ]);
    renderWithProviders(<CertificatesCard audience="admin" companyId={COMPANY_A} link={link} />, {
      profile: profiles.admin,
    });
    expect(await within(card()).findByText('7 constancias vigentes')).toBeInTheDocument();
    expect(within(card()).getAllByRole('listitem')).toHaveLength(6);
    expect(within(card()).getByText('y 1 más')).toBeInTheDocument();
    expect(within(card()).queryByText('Revocada')).not.toBeInTheDocument();
    const params = backend.requestsTo('certificates', 'GET')[0].params;
    expect(params.get('revoked_at')).toBe('is.null');
    expect(params.get('company_id')).toBe(`eq.${COMPANY_A}`);
  });

  it('shows the empty state', async () => {
    renderWithProviders(<CertificatesCard audience="client" companyId={COMPANY_A} link={link} />, {
      profile: profiles.clientA,
    });
    expect(
      await within(card()).findByText('Aún no hay constancias vigentes del personal.'),
    ).toBeInTheDocument();
  });

  it('shows the error block', async () => {
    backend.fail('company_certificates', { message: 'boom' });
    renderWithProviders(<CertificatesCard audience="client" companyId={COMPANY_A} link={link} />, {
      profile: profiles.clientA,
    });
    const block = await within(card()).findByRole('alert');
    expect(
      within(block).getByText('No se pudieron cargar las constancias del personal.'),
    ).toBeInTheDocument();
  });
});
