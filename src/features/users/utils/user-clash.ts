// Is the e-mail, username (any case) or CURP of a user already someone else's? The filter and the decision
// are shared by the browser (editing) and the account functions (creating, changing the e-mail), which
// each run the filter with their own client.
import type { Tables } from '@/types/database';
import { escapeLike } from '@/utils/search';

import { userErrors, type UserClash } from './user-errors';

export interface ClashQuery {
  email: string;
  username: string;
  curp: string | null;
}

export type ClashRow = Pick<Tables<'profiles'>, 'id' | 'email' | 'username' | 'curp'>;

const quoted = (value: string) => `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"`;

/** The PostgREST `or` conditions (without the parentheses) of the profiles that could clash with `user`. */
export function clashFilter(user: ClashQuery): string {
  const filters = [`email.eq.${quoted(user.email)}`, `username.ilike.${quoted(escapeLike(user.username))}`];
  if (user.curp) filters.push(`curp.eq.${quoted(user.curp)}`);
  return filters.join(',');
}

/** The first clash among `rows` (other profiles), e-mail first; null when there is none. */
export function clashIn(rows: readonly ClashRow[], user: ClashQuery): UserClash | null {
  if (rows.some((p) => p.email === user.email)) return { field: 'email', message: userErrors.emailTaken };
  if (rows.some((p) => p.username.toLowerCase() === user.username.toLowerCase())) {
    return { field: 'username', message: userErrors.usernameTaken };
  }
  if (user.curp && rows.some((p) => p.curp === user.curp)) {
    return { field: 'curp', message: userErrors.curpTaken };
  }
  return null;
}
