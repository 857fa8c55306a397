// Clears the fakes between tests (tests/setup/unit.ts calls it before each one). Imports nothing that
// reads the app's configuration, so the setup can load it before the environment is stubbed.
import { resetFirstData } from '@/lib/first-data';
import { resetToasts } from '@/lib/toast';

import { fakeFirebase } from '../helpers/fake-firebase';
import { fakeFunctions } from '../helpers/fake-functions';
import { saved } from '../helpers/saved-files';
import { backend } from './fake-backend';

export function resetKit() {
  backend.reset();
  fakeFirebase.reset();
  fakeFunctions.reset();
  saved.saveAs.mockReset();
  resetToasts();
  sessionStorage.clear();
  localStorage.clear();
  resetFirstData();
}
