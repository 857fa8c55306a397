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
    // The PDF tests (jspdf) passed 5 s in the instrumented dry run at load 15 on two cores; the mutant runs
    // have Stryker's own timeout (timeoutMS in stryker.config.mjs).
    testTimeout: 30_000,
    // The local-stack configuration, as in the unit project (a util that reaches the Supabase client
    // needs a valid configuration to load; nothing is requested).
    env: { VITE_LOCAL_STACK: 'true' },
    include: [
      'tests/unit/utils/**/*.test.ts',
      'tests/unit/components/table-params.test.ts',
      'tests/unit/components/past-end.test.ts',
      'tests/unit/lib/env.test.ts',
      'tests/unit/lib/env-checks.test.ts',
      'tests/unit/config/*.test.ts',
      'tests/unit/lib/errors.test.ts',
      'tests/unit/lib/errors-catalogue.test.ts',
      'tests/unit/lib-files/file-reference.test.ts',
      'tests/unit/lib-files/file-errors.test.ts',
      'tests/unit/features/**/*.test.ts',
    ],
    // As in the logic project: a .dom.test.ts needs jsdom and the faked Supabase client.
    exclude: ['tests/unit/**/*.dom.test.ts'],
  },
});
