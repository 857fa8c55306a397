// One Vitest instance (Vitest's Node API) that runs the policy tests again and again, each time against
// another database: the breakage check's per-breakage cost is then a gateway start and the tests, not a
// Vitest start (config, plugins, transforms: about 1.5 s a run on two cores).
//
// The gateway of a file that uses usePortalGateway() starts here, in this long-lived process, and is handed
// to the file with `provide('portalGateway')`: PGlite is compiled once per process, so a gateway started in
// each test file's fresh process cost about 3 s against under 1 s here. Each file gets a fresh gateway, run
// one file at a time, so files never see each other's rows. The database is provided too
// (`portalDatabase`), for a file that starts a gateway of its own.
import { readFileSync } from 'node:fs';

import { createVitest, type TestModule, type Vitest } from 'vitest/node';

import { startPortalGateway, type PortalDatabase } from '../../tests/integration/portal-gateway';

/** Test files, run one after the other, optionally only the tests whose full name matches `names` (Vitest's -t). */
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
  const usesPortalGateway = (file: string) => /\busePortalGateway\(/.test(readFileSync(file, 'utf8'));

  /** One file against a fresh gateway; its first failure, or null. */
  async function runFile(file: string, database: PortalDatabase, filtered: boolean): Promise<string | null> {
    const gateway = usesPortalGateway(file) ? await startPortalGateway(database) : null;
    try {
      project.provide(
        'portalGateway',
        gateway ? { url: gateway.url, anonKey: gateway.anonKey, serviceKey: gateway.serviceKey } : undefined,
      );
      const spec = project.createSpecification(project.config.root + '/' + file);
      const { testModules, unhandledErrors } = await vitest.runTestSpecifications([spec]);
      const failure = firstFailure(testModules.filter((m) => m.moduleId === spec.moduleId));
      if (failure) return failure;
      // A filtered run that failed no test (no test matched, or the run broke) is not a catch: the
      // unfiltered groups decide.
      if (filtered || unhandledErrors.length === 0) return null;
      return `unhandled error: ${firstLine(String((unhandledErrors[0] as Error)?.message ?? unhandledErrors[0]))}`;
    } finally {
      await gateway?.close();
    }
  }

  return {
    async run({ files, names }, database) {
      project.provide('portalDatabase', database);
      if (names) vitest.setGlobalTestNamePattern(names);
      else vitest.resetGlobalTestNamePattern();
      for (const file of files) {
        const failure = await runFile(file, database, names !== undefined);
        if (failure) return failure;
      }
      return null;
    },
    close: () => vitest.close(),
  };
}
