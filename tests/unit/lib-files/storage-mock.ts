// A stand-in for '@/lib/supabase' with only the storage calls the files feature makes (vi.fn per call).
import { vi } from 'vitest';

export const storageMock = {
  createSignedUrl: vi.fn(),
  createSignedUrls: vi.fn(),
  upload: vi.fn(),
  getPublicUrl: vi.fn(),
  from: vi.fn(),
};

export function resetStorageMock(): void {
  for (const fn of Object.values(storageMock)) fn.mockReset();
  storageMock.from.mockImplementation(() => ({
    createSignedUrl: storageMock.createSignedUrl,
    createSignedUrls: storageMock.createSignedUrls,
    upload: storageMock.upload,
    getPublicUrl: storageMock.getPublicUrl,
  }));
}

export const supabaseModule = {
  supabase: { storage: { from: (bucket: string) => storageMock.from(bucket) } },
};

/** An error shaped like storage-js's StorageApiError. */
export const apiError = (status: number, message: string) =>
  Object.assign(new Error(message), { name: 'StorageApiError', status, statusCode: String(status) });
