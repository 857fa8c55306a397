import type { IdentityUser } from '@/lib/firebase';

export type Role = 'admin' | 'client' | 'collaborator';

/** A profile row with its company's name flattened (what sync_my_profile returns). */
export interface Profile {
  id: string;
  email: string;
  username: string;
  firebase_uid: string | null;
  role: string;
  active: boolean;
  must_change_password: boolean;
  company_id: string | null;
  company_name: string | null;
  full_name: string | null;
  service_type: string | null;
  month_start: number | null;
  year_start: number | null;
  avatar_url: string | null;
}

export interface ChangePasswordInput {
  /** Re-authenticates first when given; omitted for a forced change. */
  currentPassword?: string;
  newPassword: string;
}

export interface AuthContextValue {
  /** False until Firebase reported the first auth state. */
  initialized: boolean;
  user: IdentityUser | null;
  profile: Profile | null;
  /** A signed-in user whose profile is still being fetched or synced. */
  profileLoading: boolean;
  mustChangePassword: boolean;
  signIn: (identifier: string, password: string) => Promise<void>;
  signOut: () => Promise<void>;
  changePassword: (input: ChangePasswordInput) => Promise<void>;
  refreshProfile: () => Promise<void>;
}

export function isRole(value: unknown): value is Role {
  return value === 'admin' || value === 'client' || value === 'collaborator';
}
