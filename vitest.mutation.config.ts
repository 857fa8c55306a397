import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

// The unit tests of the pure logic, for Stryker (stryker.config.mjs): fast, no screens.
const src = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@': src } },
  test: {
    // Node and no setup: these tests render nothing, and a light start keeps each Stryker run short.
    environment: 'node',
    globals: true,
    // The local-stack configuration, as in the unit project (a util that reaches the Supabase client
    // needs a valid configuration to load; nothing is requested).
    env: { VITE_LOCAL_STACK: 'true' },
    include: [
      'tests/unit/utils/**/*.test.ts',
      'tests/unit/components/table-params.test.ts',
      'tests/unit/lib/errors.test.ts',
      'tests/unit/lib/errors-catalogue.test.ts',
      'tests/unit/lib-files/file-reference.test.ts',
      'tests/unit/lib-files/file-errors.test.ts',
      'tests/unit/features/**/*.test.ts',
    ],
  },
});
