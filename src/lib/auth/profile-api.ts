// Database calls of the sign-in flow. Linking and creating profiles happens in SECURITY DEFINER
// functions that read the verified token, so the browser can never claim another profile.
import { errorMessage } from '@/lib/errors';
import { supabase } from '@/lib/supabase';

import type { Profile } from './types';

export { authKeys } from './keys';

/** Fetch, link or create the caller's profile (spec §4 steps 1-5). */
export async function syncMyProfile(): Promise<Profile> {
  const { data, error } = await supabase.rpc('sync_my_profile');
  if (error) throw error;
  // The composite type leaves every column nullable; the table's NOT NULL columns are what make a profile.
  const { id, email, username, role, active, must_change_password: mustChange } = data ?? {};
  if (!id || !email || !username || !role || active == null || mustChange == null) {
    throw new Error('No se encontró el perfil.');
  }
  return { ...data, id, email, username, role, active, must_change_password: mustChange };
}

/** Username sign-in: the email of an active profile with that username, or an error for the login toast. */
export async function resolveLoginEmail(username: string): Promise<string> {
  const { data, error } = await supabase.rpc('resolve_login_email', { p_username: username });
  if (error) {
    console.error('resolve_login_email', errorMessage(error));
    throw new Error('Error al verificar el usuario.');
  }
  if (typeof data !== 'string' || data === '') {
    throw new Error('Usuario no encontrado o credenciales inválidas.');
  }
  return data;
}
