// The permission matrix (matrix/expectations.ts) over one gateway: every table and bucket x every kind of
// caller x every operation. Reads are declared before writes so that, run in file order (as the policy
// breakage check does), a broken read policy fails within the first seconds.
import { beforeAll, describe } from 'vitest';

import { usePortalGateway } from './helpers';
import { storageFixtures, storageReads, storageWrites } from './matrix/storage-tests';
import { certificateGuard } from './matrix/certificate-guard';
import { functionCalls } from './matrix/function-tests';
import { profileGuard } from './matrix/profile-guard';
import { tableFixtures, tableReads, tableWrites } from './matrix/table-tests';

const env = usePortalGateway();

beforeAll(async () => {
  await tableFixtures();
  await storageFixtures();
});

describe('reads', () => {
  tableReads(env, [true]);
  storageReads(env);
});

describe('writes', () => {
  tableWrites(env);
  profileGuard(env);
  certificateGuard(env);
  storageWrites(env);
});

describe('functions', () => {
  functionCalls(env);
});

// A Firebase token without the custom role claim runs as `anon`: the same rows must come back.
describe('reads without the role claim', () => {
  tableReads(env, [false]);
});
