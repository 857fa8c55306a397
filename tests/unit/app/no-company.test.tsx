import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { DEMO_CONTACT } from '@/config/env';

import { backend } from '../kit/fake-backend';
import { profiles } from '../kit/profiles';
import { renderApp } from '../kit/render';

const WARNING = 'Información de Empresa Incompleta';

describe('a client without a company', () => {
  it('sees the tab heading, Empresa No Asignada with how to reach the provider, and the warning once', async () => {
    const { user } = renderApp('/dashboard/client?tab=laboratory', { profile: profiles.noCompany });
    expect(await screen.findByRole('heading', { level: 2, name: 'Laboratorio' })).toBeInTheDocument();
    const card = screen.getByRole('heading', { name: 'Empresa No Asignada' }).parentElement!;
    expect(within(card).getByRole('link', { name: DEMO_CONTACT.phone })).toHaveAttribute(
      'href',
      `tel:${DEMO_CONTACT.phone.replace(/[^\d+]/g, '')}`,
    );
    expect(within(card).getByRole('link', { name: DEMO_CONTACT.email })).toHaveAttribute(
      'href',
      `mailto:${DEMO_CONTACT.email}`,
    );
    expect(await screen.findByText(WARNING)).toBeInTheDocument();
    // Radix lets the toast region take pointer events once the toast has registered (an effect).
    const close = await screen.findByRole('button', { name: 'Cerrar notificación' });
    await vi.waitFor(() => expect(getComputedStyle(close).pointerEvents).not.toBe('none'));
    await user.click(close);
    await vi.waitFor(() => expect(screen.queryByText(WARNING)).not.toBeInTheDocument());

    // Another tab: its own heading and the same card; its notice has mounted, and no second warning came.
    await user.click(screen.getAllByRole('button', { name: 'Facturación' })[0]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Facturación' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Empresa No Asignada' })).toBeInTheDocument();
    expect(screen.queryByText(WARNING)).not.toBeInTheDocument();
    expect(backend.requestsTo('invoices')).toEqual([]);
    expect(backend.requestsTo('laboratory_requests')).toEqual([]);
  });
});
