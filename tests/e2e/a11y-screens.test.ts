// The public, client and collaborator screens at 1440 and 390 px (the admin's, the longest list,
// are in a11y-admin-*.test.ts so the two browser-test workers share the checks evenly).
import { describeScreens } from './support/a11y-screens';

describeScreens(['public', 'client', 'collaborator'], ['desktop', 'phone']);
