import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getPhotoUrl } from '@/lib/files/get-photo-url';

import { resetStorageMock, storageMock } from './storage-mock';

vi.mock('@/lib/supabase', async () => (await import('./storage-mock')).supabaseModule);

const A = '10000000-0000-4000-8000-00000000000a';

beforeEach(resetStorageMock);

describe('getPhotoUrl', () => {
  it('builds the public URL of a photo without signing, keeps https, and refuses the rest', () => {
    storageMock.getPublicUrl.mockImplementation((key: string) => ({
      data: { publicUrl: `http://api/public/${key}` },
    }));
    expect(getPhotoUrl(`storage://photos/${A}/contacto-1.svg`)).toBe(`http://api/public/${A}/contacto-1.svg`);
    expect(storageMock.from).toHaveBeenCalledWith('photos');
    expect(storageMock.createSignedUrl).not.toHaveBeenCalled();
    expect(getPhotoUrl('https://cdn.example.com/p.png')).toBe('https://cdn.example.com/p.png');
    expect(getPhotoUrl(`storage://invoices/${A}/A-1001.pdf`)).toBeNull();
    expect(getPhotoUrl('javascript:alert(1)')).toBeNull();
    expect(getPhotoUrl('http://x/p.png')).toBeNull();
    expect(getPhotoUrl(null)).toBeNull();
    expect(storageMock.getPublicUrl).toHaveBeenCalledTimes(1);
  });
});
