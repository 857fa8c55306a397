import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * The tests that replace a module for their own file (`vi.mock`, `vi.doMock`) or set what a module reads
 * when it loads (`vi.hoisted`, e.g. an environment value). They need a module graph of their own: in a
 * graph shared with the files run before them, the module is already loaded, so the mock or the value
 * would not take effect. Found by reading each file, so a new test that mocks is isolated by itself; they
 * all run in unit-isolated (jsdom and the unit setup, which a pure-logic test does not mind).
 */
const FRESH_MODULES = /\bvi\.(mock|doMock|hoisted)\(/;
const unitDir = fileURLToPath(new URL('./tests/unit', import.meta.url));
const freshModuleFiles = readdirSync(unitDir, { recursive: true, encoding: 'utf8' })
  .filter(
    (file) => /\.test\.tsx?$/.test(file) && FRESH_MODULES.test(readFileSync(join(unitDir, file), 'utf8')),
  )
  .map((file) => `tests/unit/${file.replaceAll('\\', '/')}`);

// One project per kind of test, so each runs in the environment it needs:
// unit (jsdom, components), logic (Node, pure functions), local-api (the gateway on a schema of its own),
// integration (the portal's migrations and RLS through supabase-js), e2e (headless Chromium).
export default defineConfig({
  resolve: { alias: { '@': src } },
  test: {
    // Vitest's default for a run is one core fewer than the machine has, which is a single worker on the
    // two-core machines CI uses. The main process only collects results, so every core runs test files
    // (measured on two cores: unit and logic 402 s -> 265 s, local-api and integration about 1.4x faster).
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias: { '@': src } },
        test: {
          name: 'unit',
          environment: 'jsdom',
          globals: true,
          // Screens and components (.tsx), and the logic tests that need a browser's objects or the faked
          // Supabase client (.dom.test.ts).
          include: ['tests/unit/**/*.test.tsx', 'tests/unit/**/*.dom.test.ts'],
          exclude: freshModuleFiles,
          setupFiles: ['tests/setup/unit.ts'],
          // One module graph per worker, shared by its files: otherwise most of a file's time goes to importing
          // React, Radix and the app again (on two cores, isolated files take about 2.5 times as long). The setup still runs before each file and resetKit() before each test (fakes, storage,
          // first-data); npm test shuffles the files and runs this project on its own (scripts/test.sh).
          isolate: false,
        },
      },
      {
        resolve: { alias: { '@': src } },
        test: {
          // The tests that mock a module or set what it reads on load (see FRESH_MODULES).
          name: 'unit-isolated',
          environment: 'jsdom',
          globals: true,
          include: freshModuleFiles,
          setupFiles: ['tests/setup/unit.ts'],
        },
      },
      {
        resolve: { alias: { '@': src } },
        test: {
          // Pure logic (formatters, rules, parsers, schemas): Node, no DOM and no setup, so each file starts
          // in milliseconds instead of paying for jsdom and the faked network. A file that needs a parser
          // from the browser says so in its first line (`@vitest-environment jsdom`).
          name: 'logic',
          environment: 'node',
          globals: true,
          // A util that loads the Supabase client needs a valid configuration; nothing is requested.
          env: { VITE_LOCAL_STACK: 'true' },
          include: ['tests/unit/**/*.test.ts'],
          exclude: ['tests/unit/**/*.dom.test.ts', ...freshModuleFiles],
          // One module graph per worker, as for the components (34 s -> 14 s for these files).
          isolate: false,
        },
      },
      {
        resolve: { alias: { '@': src } },
        test: {
          name: 'local-api',
          environment: 'node',
          include: ['tests/local-api/**/*.test.ts'],
          // A worker keeps its process from file to file (see integration below).
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Every test sets up the rows it changes, so any order must pass. Vitest 4 applies only the
          // file order from a project's config; the tests inside each file are shuffled by describe.shuffle.
          sequence: { shuffle: { files: true, tests: true } },
        },
      },
      {
        resolve: { alias: { '@': src } },
        test: {
          name: 'integration',
          environment: 'node',
          include: ['tests/integration/**/*.test.ts'],
          // A worker keeps its process from file to file: PGlite's WebAssembly, supabase-js and the gateway
          // load once per worker instead of once per file (about 2 s of CPU a file). No file here mocks a
          // module, stubs a global or an env value, and each starts and closes its own gateway. Measured on two
          // cores, local-api and integration together, both runs at the same time on the same load:
          // 363 s -> 279 s of CPU (user+sys), the module imports 236 s -> 125 s.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
          // Every test sets up or resets the data it changes, so any order must pass.
          sequence: { shuffle: true },
        },
      },
      {
        resolve: { alias: { '@': src } },
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          // One stack (emulator, gateway, mailbox, built app) for the whole run; files join it.
          globalSetup: ['tests/e2e/support/global-stack.ts'],
          testTimeout: 90_000,
          hookTimeout: 240_000,
          // Files share the stack and the CPU; each launches its own chromium. Two files at a time (as many
          // as the machine has cores): a browser test spends much of its time waiting, so one file at a time
          // leaves a core idle. A click right after typing in a list's search waits for the search's result
          // (searchList() in harness.ts), or the re-drawn list can take the click; an a11y screen that waits
          // for its data names the requests left unanswered (a11y-screens.ts).
          fileParallelism: true,
          // A poll waits for what a slow moment delays (a debounced search and its answer): Vitest's 1 s
          // default is shorter than a loaded two-core machine needs.
          expect: { poll: { timeout: 10_000 } },
          // Files and tests must pass in any order. Vitest 4 reads `sequence.shuffle` only from the root
          // config (a project's own is ignored), so the command shuffles: `--sequence.shuffle`.
        },
      },
    ],
  },
});
