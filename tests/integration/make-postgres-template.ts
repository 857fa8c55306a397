// Run by scripts/test-postgres.sh before the suite: the run's template database on its PostgreSQL
// (PORTAL_TEST_DATABASE_URL, PORTAL_TEST_DATABASE_TEMPLATE), which every gateway copies (portal-gateway.ts).
import { makePostgresTemplate } from './portal-gateway';

const url = process.env.PORTAL_TEST_DATABASE_URL;
const template = process.env.PORTAL_TEST_DATABASE_TEMPLATE;
if (!url || !template) {
  throw new Error('PORTAL_TEST_DATABASE_URL y PORTAL_TEST_DATABASE_TEMPLATE son necesarios');
}
await makePostgresTemplate(url, template);
