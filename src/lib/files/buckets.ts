// The portal's Storage buckets as migrations 20261121000500_storage.sql and 20261123000100_lms.sql create them (keep both in step:
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
  // Course covers, videos and PDFs, under `<course_id>/<file>`.
  'lms-media': {
    maxBytes: 200 * 1024 * 1024,
    types: ['video/mp4', 'video/webm', 'application/pdf', 'image/png', 'image/jpeg', 'image/webp'],
  },
} as const satisfies Record<string, { maxBytes: number; types: readonly string[] }>;

export type BucketId = keyof typeof BUCKETS;

export const isBucketId = (value: string): value is BucketId => Object.hasOwn(BUCKETS, value);

/** `10 MB` for messages. */
export const formatMegabytes = (bytes: number): string => `${Math.round(bytes / (1024 * 1024))} MB`;
