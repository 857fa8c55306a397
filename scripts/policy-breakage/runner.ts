// One Vitest instance (Vitest's Node API) that runs the policy tests again and again, each time against
// another database: the breakage check's per-breakage cost is then a gateway start and the tests, not a
// Vitest start (config, plugins, transforms: about 1.5 s a run on two cores). The database is handed to
// the test files with `provide` (tests/integration/helpers.ts, portalDatabase()).
import { createVitest, type TestModule, type Vitest } from 'vitest/node';

import type { PortalDatabase } from '../../tests/integration/helpers';

/** Test files run together, optionally only the tests whose full name matches `names` (Vitest's -t). */
export interface Group {
  files: string[];
  names?: string;
}

export interface Runner {
  /** Runs a group against a database; resolves with the first failure, or null if nothing failed. */
  run(group: Group, database: PortalDatabase): Promise<string | null>;
  close(): Promise<void>;
}

const firstLine = (text: string) => text.split('\n')[0];

/** The first failed test of the modules, else the first module error (a hook or an import that threw). */
function firstFailure(modules: TestModule[]): string | null {
  for (const module of modules) {
    const file = module.moduleId.split('/').pop() ?? module.moduleId;
    for (const test of module.children.allTests('failed')) return `${file}: ${test.fullName}`;
    const error = module.errors()[0];
    if (error) return `${file}: ${firstLine(error.message)}`;
  }
  return null;
}

export async function startRunner(): Promise<Runner> {
  const vitest: Vitest = await createVitest(
    'test',
    {
      watch: false,
      project: ['integration'],
      // Stop a run at its first failing test: one is enough to call a breakage caught.
      bail: 1,
      // Reads first (the matrix's order), so most breakages fail within a second of the gateway start.
      sequence: { shuffle: false },
      // Results are read from the run's modules; nothing is printed.
      reporters: [{}],
    },
    {},
    { stdout: process.stderr },
  );
  const project = vitest.getProjectByName('integration');
  return {
    async run({ files, names }, database) {
      project.provide('portalDatabase', database);
      if (names) vitest.setGlobalTestNamePattern(names);
      else vitest.resetGlobalTestNamePattern();
      const specs = files.map((file) => project.createSpecification(project.config.root + '/' + file));
      const { testModules, unhandledErrors } = await vitest.runTestSpecifications(specs);
      const ran = new Set(specs.map((s) => s.moduleId));
      const failure = firstFailure(testModules.filter((m) => ran.has(m.moduleId)));
      if (failure) return failure;
      // A filtered run that failed no test (no test matched, or the run broke) is not a catch: the
      // unfiltered groups decide.
      if (names || unhandledErrors.length === 0) return null;
      return `unhandled error: ${firstLine(String((unhandledErrors[0] as Error)?.message ?? unhandledErrors[0]))}`;
    },
    close: () => vitest.close(),
  };
}
