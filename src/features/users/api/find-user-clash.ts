// Before a Firebase account is created: is the e-mail, username (any case) or CURP already someone's?
// Asking first spares creating an account that the profile insert would then refuse.
import { supabase } from '@/lib/supabase';
import { escapeLike } from '@/utils/search';

import { userErrors, type UserClash } from '../utils/user-errors';

const quoted = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;

export async function findUserClash(user: {
  email: string;
  username: string;
  curp: string | null;
  /** Editing: the profile itself is no clash. */
  exceptId?: string;
}): Promise<UserClash | null> {
  const filters = [`email.eq.${quoted(user.email)}`, `username.ilike.${quoted(escapeLike(user.username))}`];
  if (user.curp) filters.push(`curp.eq.${quoted(user.curp)}`);
  let query = supabase.from('profiles').select('id, email, username, curp').or(filters.join(','));
  if (user.exceptId) query = query.neq('id', user.exceptId);
  const { data, error } = await query.limit(5);
  if (error) throw error;
  if (data.some((p) => p.email === user.email)) return { field: 'email', message: userErrors.emailTaken };
  if (data.some((p) => p.username.toLowerCase() === user.username.toLowerCase())) {
    return { field: 'username', message: userErrors.usernameTaken };
  }
  if (user.curp && data.some((p) => p.curp === user.curp)) {
    return { field: 'curp', message: userErrors.curpTaken };
  }
  return null;
}
