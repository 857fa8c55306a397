// Shared by the user-menu tests: the menu's Radix code is held back until `release()`, so a test acts on
// the stand-in button first. One file per case: the loaded menu is cached for the rest of a file.
import { render } from '@testing-library/react';
import { vi } from 'vitest';

import { UserMenu } from '@/components/layouts/user-menu';

export const signOut = vi.fn();

export function renderMenu() {
  return render(
    <>
      <button type="button">Antes</button>
      <UserMenu name="Ana Admin" email="admin@portal.demo" onChangePassword={() => {}} onSignOut={signOut} />
    </>,
  );
}
