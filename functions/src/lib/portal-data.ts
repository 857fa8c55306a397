// The rows the account functions read and write, one typed operation each. Profiles are written with the
// calling admin's own token, so RLS, the last-admin guard and the audit trail judge the admin as they
// would in the browser; the service key only reads who a caller is and writes what nobody may write for
// themselves (a session revocation, the end of a forced password change), in the caller's name.
import type { Database } from '../../../src/types/database';
import { clashFilter, clashIn, type ClashQuery } from '../../../src/features/users/utils/user-clash';
import type { UserClash } from '../../../src/features/users/utils/user-errors';
import { ACTOR_HEADER, restClient, type Rest, type RestConfig } from './rest';

type Profiles = Database['public']['Tables']['profiles'];
export type ProfileRow = Profiles['Row'];
export type ProfileInsert = Profiles['Insert'];
export type ProfileUpdate = Profiles['Update'];

const eq = (value: string) => `eq.${encodeURIComponent(value)}`;

/** What the functions ask of the database, as the calling admin. */
export interface AdminData {
  profile(id: string): Promise<ProfileRow | null>;
  companyExists(id: string): Promise<boolean>;
  clash(user: ClashQuery, exceptId?: string): Promise<UserClash | null>;
  insertProfile(row: ProfileInsert): Promise<ProfileRow>;
  updateProfile(id: string, patch: ProfileUpdate): Promise<ProfileRow>;
  /** False when no row was deleted (gone, or RLS no longer lets the caller delete it). */
  deleteProfile(id: string): Promise<boolean>;
}

/** What only the service role may do. */
export interface ServiceData {
  /** The caller's profile by Firebase uid, whatever its state (the guard decides). */
  profileByUid(uid: string): Promise<ProfileRow | null>;
  recordSessionsRevoked(profileId: string, at: string): Promise<void>;
  /** Clears must_change_password, once the new password is set (nobody may clear their own). */
  completePasswordChange(profileId: string): Promise<void>;
}

export function adminData(config: RestConfig, callerToken: string): AdminData {
  const rest: Rest = restClient(config, callerToken);
  return {
    async profile(id) {
      const rows = await rest.get<ProfileRow[]>(`profiles?id=${eq(id)}&select=*`);
      return rows[0] ?? null;
    },
    async companyExists(id) {
      const rows = await rest.get<Array<{ id: string }>>(`companies?id=${eq(id)}&select=id`);
      return rows.length > 0;
    },
    async clash(user, exceptId) {
      const or = encodeURIComponent(`(${clashFilter(user)})`);
      const except = exceptId ? `&id=neq.${encodeURIComponent(exceptId)}` : '';
      const rows = await rest.get<ProfileRow[]>(
        `profiles?select=id,email,username,curp&or=${or}${except}&limit=5`,
      );
      return clashIn(rows, user);
    },
    async insertProfile(row) {
      const [created] = await rest.post<ProfileRow[]>('profiles', row);
      return created;
    },
    async updateProfile(id, patch) {
      const rows = await rest.patch<ProfileRow[]>(`profiles?id=${eq(id)}`, patch);
      if (!rows[0]) throw new Error(`El perfil ${id} no existe o no se puede modificar.`);
      return rows[0];
    },
    async deleteProfile(id) {
      const rows = await rest.delete<ProfileRow[]>(`profiles?id=${eq(id)}`);
      return rows.length > 0;
    },
  };
}

/** `actorUid`: the Firebase uid of the person the writes are for, recorded by the audit trail. */
export function serviceData(config: RestConfig, serviceKey: string, actorUid?: string): ServiceData {
  const rest = restClient(config, serviceKey, serviceKey, actorUid ? { [ACTOR_HEADER]: actorUid } : {});
  return {
    async profileByUid(uid) {
      const rows = await rest.get<ProfileRow[]>(
        `profiles?firebase_uid=eq.${encodeURIComponent(uid)}&select=*`,
      );
      return rows[0] ?? null;
    },
    async recordSessionsRevoked(profileId, at) {
      await rest.patch(`profiles?id=${eq(profileId)}`, { sessions_revoked_at: at });
    },
    async completePasswordChange(profileId) {
      await rest.patch(`profiles?id=${eq(profileId)}`, { must_change_password: false });
    },
  };
}
