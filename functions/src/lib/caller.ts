// Who is calling: the verified Firebase ID token of the callable request, matched to an active profile.
// Account management needs an active admin; closing one's own sessions needs only an active profile.
import type { CallableRequest } from 'firebase-functions/v2/https';

import { accountMessages } from '../accounts/messages';
import { fail } from './failure';
import type { ProfileRow, ServiceData } from './portal-data';

export interface Caller {
  uid: string;
  /** The raw ID token: data writes go to PostgREST with it, as the person. */
  token: string;
  profile: ProfileRow;
}

function bearerOf(request: CallableRequest): string {
  const header = request.rawRequest?.headers?.authorization ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(Array.isArray(header) ? header[0] : header);
  return match?.[1] ?? '';
}

export async function requireCaller(
  request: Pick<CallableRequest, 'auth' | 'rawRequest'>,
  service: ServiceData,
  { admin }: { admin: boolean },
): Promise<Caller> {
  const token = bearerOf(request as CallableRequest);
  if (!request.auth || !token) fail('unauthenticated', accountMessages.signedOut);
  // Hosted, the framework already refuses an expired token; the Functions Emulator does not check it.
  if (Number(request.auth.token.exp ?? 0) * 1000 <= Date.now())
    fail('unauthenticated', accountMessages.signedOut);
  const profile = await service.profileByUid(request.auth.uid);
  if (!profile || !profile.active) fail('permission-denied', accountMessages.inactiveCaller);
  const revokedAt = profile.sessions_revoked_at ? Date.parse(profile.sessions_revoked_at) / 1000 : null;
  const authTime = Number(request.auth.token.auth_time ?? 0);
  if (revokedAt !== null && authTime < revokedAt) fail('unauthenticated', accountMessages.signedOut);
  if (admin && profile.role !== 'admin') fail('permission-denied', accountMessages.notAdmin);
  return { uid: request.auth.uid, token, profile };
}
