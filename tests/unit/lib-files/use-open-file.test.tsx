import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useOpenFile } from '@/lib/files/use-file-url';

import { apiError, resetStorageMock, storageMock } from './storage-mock';

vi.mock('@/lib/supabase', async () => (await import('./storage-mock')).supabaseModule);

const REF = 'storage://lab-results/10000000-0000-4000-8000-00000000000a/resultado-1.pdf';

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

let tab: { opener: unknown; location: { href: string }; close: ReturnType<typeof vi.fn> };

beforeEach(() => {
  resetStorageMock();
  tab = { opener: window, location: { href: '' }, close: vi.fn() };
  vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
});
afterEach(() => vi.restoreAllMocks());

describe('useOpenFile', () => {
  it('opens the tab in the click and points it at a signed URL made then', async () => {
    storageMock.createSignedUrl.mockResolvedValue({
      data: { signedUrl: 'http://api/s?token=x' },
      error: null,
    });
    const { result } = renderHook(() => useOpenFile(), { wrapper });
    expect(storageMock.createSignedUrl).not.toHaveBeenCalled();
    let ok = false;
    await act(async () => {
      ok = await result.current.open(REF);
    });
    expect(ok).toBe(true);
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    expect(tab.opener).toBeNull();
    expect(tab.location.href).toBe('http://api/s?token=x');
    expect(storageMock.createSignedUrl).toHaveBeenCalledWith(
      '10000000-0000-4000-8000-00000000000a/resultado-1.pdf',
      60,
      undefined,
    );
  });

  it('closes the tab and exposes the Spanish error when the file is refused', async () => {
    storageMock.createSignedUrl.mockResolvedValue({ data: null, error: apiError(404, 'Object not found') });
    const { result } = renderHook(() => useOpenFile(), { wrapper });
    let ok = true;
    await act(async () => {
      ok = await result.current.open(REF);
    });
    expect(ok).toBe(false);
    expect(tab.close).toHaveBeenCalled();
    expect(tab.location.href).toBe('');
    await waitFor(() =>
      expect(result.current.error?.message).toBe('El archivo no existe o no tienes permiso para verlo.'),
    );
  });
});
