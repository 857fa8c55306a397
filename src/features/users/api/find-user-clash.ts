// Before saving an edited user: is the e-mail, username (any case) or CURP already someone else's?
// Asking first shows the clash under its field instead of a constraint error.
import { supabase } from '@/lib/supabase';

import { clashFilter, clashIn, type ClashQuery } from '../utils/user-clash';
import type { UserClash } from '../utils/user-errors';

export async function findUserClash(user: ClashQuery & { exceptId?: string }): Promise<UserClash | null> {
  let query = supabase.from('profiles').select('id, email, username, curp').or(clashFilter(user));
  if (user.exceptId) query = query.neq('id', user.exceptId);
  const { data, error } = await query.limit(5);
  if (error) throw error;
  return clashIn(data, user);
}
