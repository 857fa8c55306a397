// The portal's Storage buckets as migration 20261121000500_storage.sql creates them (keep both in step:
// tests/integration/storage-buckets-config.test.ts compares them). Used to refuse a bad file before upload.
export const BUCKETS = {
  'repse-documents': { maxBytes: 10 * 1024 * 1024, types: ['application/pdf'] },
  'lab-results': { maxBytes: 10 * 1024 * 1024, types: ['application/pdf'] },
  invoices: { maxBytes: 10 * 1024 * 1024, types: ['application/pdf', 'application/xml', 'text/xml'] },
  'monthly-reports': { maxBytes: 10 * 1024 * 1024, types: ['application/pdf'] },
  photos: {
    maxBytes: 2 * 1024 * 1024,
    types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'],
  },
} as const satisfies Record<string, { maxBytes: number; types: readonly string[] }>;

export type BucketId = keyof typeof BUCKETS;

export const isBucketId = (value: string): value is BucketId => Object.hasOwn(BUCKETS, value);

/** `10 MB` for messages. */
export const formatMegabytes = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MB`;
