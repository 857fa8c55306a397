// Stand-in for '@/lib/supabase' used by the directory, laboratory and billing screen tests: a table query
// builder that records the chain (select/eq/order) and answers with a configured result, and the two
// Storage calls the screens reach through '@/lib/files' (signed URL on click, public photo URL).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type * as React from 'react';
import { vi } from 'vitest';

type Result = { data: unknown; error: null | { code?: string; message: string } };

export const db = {
  /** What the next query resolves to; `pending` never resolves (loading state). */
  next: { data: [], error: null } as Result | 'pending',
  calls: [] as { table: string; chain: [string, ...unknown[]][] }[],
};

export const storage = {
  createSignedUrl: vi.fn(),
  getPublicUrl: vi.fn((key: string) => ({ data: { publicUrl: `http://api/public/photos/${key}` } })),
  from: vi.fn(),
};

function from(table: string) {
  const call = { table, chain: [] as [string, ...unknown[]][] };
  db.calls.push(call);
  const answer = db.next;
  const builder = {
    select: (...args: unknown[]) => (call.chain.push(['select', ...args]), builder),
    eq: (...args: unknown[]) => (call.chain.push(['eq', ...args]), builder),
    order: (...args: unknown[]) => (call.chain.push(['order', ...args]), builder),
    then: (resolve: (value: Result) => unknown, reject?: (reason: unknown) => unknown) =>
      answer === 'pending' ? new Promise(() => {}) : Promise.resolve(answer).then(resolve, reject),
  };
  return builder;
}

export function resetSupabaseMock() {
  db.next = { data: [], error: null };
  db.calls = [];
  storage.createSignedUrl.mockReset();
  storage.from.mockReset();
  storage.from.mockImplementation(() => ({
    createSignedUrl: storage.createSignedUrl,
    getPublicUrl: storage.getPublicUrl,
  }));
}

export const supabaseModule = {
  supabase: { from: vi.fn(from), storage: { from: (bucket: string) => storage.from(bucket) } },
};

export function renderWithQuery(ui: React.ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}
