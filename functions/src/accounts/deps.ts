// What an account operation works with, handed in by index.ts (the real Admin SDK, PostgREST and SMTP)
// or by a unit test (fakes).
import type { Auth } from 'firebase-admin/auth';

import type { Caller } from '../lib/caller';
import type { AdminData, ServiceData } from '../lib/portal-data';
import type { Mailer, Provider } from '../mail/types';

export type AccountAuth = Pick<
  Auth,
  | 'createUser'
  | 'setCustomUserClaims'
  | 'deleteUser'
  | 'updateUser'
  | 'revokeRefreshTokens'
  | 'getUser'
  | 'generatePasswordResetLink'
>;

export interface AccountDeps {
  caller: Caller;
  auth: AccountAuth;
  /** As the calling admin (RLS, guards and audit apply). */
  data: AdminData;
  service: ServiceData;
  mailer: Mailer;
  provider: Provider;
}

/** The claim Supabase reads to pick the `authenticated` Postgres role for a Firebase token. */
export const SUPABASE_CLAIMS = { role: 'authenticated' } as const;

/** Runs `step` up to `attempts` times: for undoing, where giving up leaves something half-made. */
export async function retried<T>(step: () => Promise<T>, attempts = 3): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await step();
    } catch (error) {
      if (i >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * i));
    }
  }
}
