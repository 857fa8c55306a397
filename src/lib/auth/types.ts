import type { IdentityUser } from '@/lib/firebase';
import type { Tables } from '@/types/database';

export type Role = 'admin' | 'client' | 'collaborator';

/** A profile row with its company's name flattened (what sync_my_profile returns). */
export type Profile = Pick<
  Tables<'profiles'>,
  | 'id'
  | 'email'
  | 'username'
  | 'firebase_uid'
  | 'role'
  | 'active'
  | 'must_change_password'
  | 'company_id'
  | 'full_name'
  | 'service_type'
  | 'month_start'
  | 'year_start'
  | 'avatar_url'
> & { company_name: string | null };

export interface ChangePasswordInput {
  /** Re-authenticates first when given; omitted for a forced change. */
  currentPassword?: string;
  newPassword: string;
}

export interface AuthContextValue {
  /** False until Firebase reported the first auth state. */
  initialized: boolean;
  /** True after a signed-in user signed out (or was signed out) in this page. */
  sessionEnded: boolean;
  user: IdentityUser | null;
  profile: Profile | null;
  /** A signed-in user whose profile is still being fetched or synced. */
  profileLoading: boolean;
  mustChangePassword: boolean;
  signIn: (identifier: string, password: string) => Promise<void>;
  /**
   * The person has finished typing the identifier (it lost the focus): a username's email is asked for
   * now, so that signing in does not wait for it. Nothing happens for an email.
   */
  prepareSignIn: (identifier: string) => void;
  signOut: () => Promise<void>;
  changePassword: (input: ChangePasswordInput) => Promise<void>;
  refreshProfile: () => Promise<void>;
}

export function isRole(value: unknown): value is Role {
  return value === 'admin' || value === 'client' || value === 'collaborator';
}
