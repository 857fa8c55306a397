import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { Button } from '@/components/ui/button';
import { useOpenFile } from '@/lib/files/use-file-url';

import { backend } from '../kit/fake-backend';
import { COMPANY_A, profiles } from '../kit/profiles';
import { renderWithProviders } from '../kit/render';

const KEY = `${COMPANY_A}/resultado-1.pdf`;
const REF = `storage://lab-results/${KEY}`;

function OpenButton() {
  const { open, opening } = useOpenFile('No se pudo abrir el resultado');
  return (
    <Button onClick={() => void open(REF)} aria-busy={opening === REF}>
      Abrir resultado
    </Button>
  );
}

let tab: { opener: unknown; location: { href: string }; close: ReturnType<typeof vi.fn> };

beforeEach(() => {
  tab = { opener: window, location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
});
afterEach(() => vi.restoreAllMocks());

describe('useOpenFile', () => {
  it('opens the tab in the click and points it at a signed URL made then', async () => {
    backend.objects.set(`lab-results/${KEY}`, new Blob(['%PDF']));
    const { user } = renderWithProviders(<OpenButton />, { profile: profiles.clientA });
    expect(backend.requestsTo('storage/')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Abrir resultado' }));
    await vi.waitFor(() => expect(tab.location.href).toContain(`/object/sign/lab-results/${KEY}`));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(backend.requestsTo(`storage/object/sign/lab-results/${KEY}`)[0].body).toEqual({ expiresIn: 60 });
  });

  it('closes the tab and tells the Spanish reason once when the file is refused', async () => {
    const { user } = renderWithProviders(<OpenButton />, { profile: profiles.clientA });
    await user.click(screen.getByRole('button', { name: 'Abrir resultado' }));
    expect(await screen.findByText('No se pudo abrir el resultado')).toBeInTheDocument();
    expect(screen.getByText('El archivo no existe o no tienes permiso para verlo.')).toBeInTheDocument();
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
  });
});
