// Mutation testing of the pure logic (formatters, rules, parsers, URL and search builders): Stryker changes
// the code one small way at a time and checks that some unit test fails. `npm run mutation` prints the
// score per file.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts' },
  plugins: ['@stryker-mutator/vitest-runner'],
  mutate: [
    'src/utils/**/*.ts',
    'src/features/*/utils/**/*.ts',
    'src/lib/errors.ts',
    'src/lib/files/file-reference.ts',
    'src/lib/files/file-errors.ts',
    'src/lib/query/table-params.ts',
    'src/lib/query/past-end.ts',
    'src/config/env.ts',
    'src/features/feedback/components/admin/rating-series.ts',
    'src/features/feedback/components/admin/chart-size.ts',
    'src/features/compliance/components/matrix/matrix-model.ts',
    'src/features/compliance/components/matrix/month-label.ts',
    'src/features/compliance/components/deductibility/evidence-plan.ts',
    'src/lib/files/zip-names.ts',
    'src/lib/deliveries/delivery-csv.ts',
    '!src/utils/cn.ts',
  ],
  coverageAnalysis: 'perTest',
  // Module-level constants (Spanish texts, month names) would each need a full reload of every test file;
  // they are data, not logic.
  ignoreStatic: true,
  reporters: ['clear-text', 'progress'],
  clearTextReporter: { allowColor: false, logTests: false, maxTestsToLog: 0 },
  concurrency: 2,
  timeoutMS: 20_000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
