// Several people behind the fakes at once, for flows that sign in, out and in again: an identity
// account (password PASSWORD) per profile, and the sign-in RPCs answering for whoever holds the token.
import type { Profile } from '@/lib/auth/types';

import { backend } from '../kit/fake-backend';
import { profiles, COMPANY_A } from '../kit/profiles';
import { PASSWORD } from '../kit/render';
import { fakeFirebase } from './fake-firebase';
import { fakeFunctions, refusal } from './fake-functions';

/** A client who must change the password before going on (must_change_password). */
export const newClient: Profile = {
  ...profiles.clientA,
  id: 'p-nuevo',
  email: 'nuevo@portal.demo',
  username: 'nuevo',
  firebase_uid: 'uid-nuevo',
  full_name: null,
  company_id: COMPANY_A,
  must_change_password: true,
};

export const everyone = [
  profiles.admin,
  profiles.clientA,
  profiles.collaborator,
  profiles.noCompany,
  newClient,
];

/**
 * Registers the accounts; sync_my_profile returns the caller's profile (as the database does, from the
 * token), resolve_login_email the email of an active username, and the `changepassword` function sets the
 * caller's new password and clears the flag (refusing someone without a pending change, as the server does).
 */
export function registerAccounts(list: Profile[] = everyone) {
  const rows = list.map((profile) => ({ ...profile }));
  for (const p of rows) {
    fakeFirebase.addAccount({ uid: p.firebase_uid ?? p.id, email: p.email, password: PASSWORD });
  }
  const caller = () => rows.find((p) => p.firebase_uid === fakeFirebase.currentUid());
  backend.rpcs.sync_my_profile = () => {
    const own = caller();
    if (!own) throw { code: 'P0001', message: 'Sin perfil' };
    return { ...own };
  };
  backend.rpcs.resolve_login_email = ({ p_username }) =>
    rows.find((p) => p.active && p.username === String(p_username).toLowerCase())?.email ?? null;
  fakeFunctions.answer<{ newPassword: string }>('changepassword', ({ newPassword }) => {
    const own = caller();
    if (!own?.must_change_password) throw refusal('Tu cuenta no tiene un cambio de contraseña pendiente.');
    fakeFirebase.account(own.email)!.password = newPassword;
    own.must_change_password = false;
    return { changed: true };
  });
  return { profile: (email: string) => rows.find((p) => p.email === email) };
}
