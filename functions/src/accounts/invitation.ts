// The invitation: a password-setting link made with the Admin SDK, sent in Spanish through the mail
// transport. The link opens the portal's own /reset-password screen (the same one a reset uses), and
// from there the person continues to the sign-in page.
import { z } from 'zod';

import { adminCode, fail } from '../lib/failure';
import { invitationMail } from '../mail/invitation';
import type { AccountDeps } from './deps';
import { accountMessages } from './messages';

/** The portal's link for the out-of-band code inside Firebase's action link. */
export function portalActionLink(firebaseLink: string, portalUrl: string): string {
  const params = new URL(firebaseLink).searchParams;
  const oobCode = params.get('oobCode');
  if (!oobCode) throw new Error('El enlace de Firebase no trae código.');
  const base = portalUrl.replace(/\/$/, '');
  const link = new URL(`${base}/reset-password`);
  link.searchParams.set('mode', params.get('mode') ?? 'resetPassword');
  link.searchParams.set('oobCode', oobCode);
  link.searchParams.set('continueUrl', `${base}/login`);
  return link.toString();
}

export async function mailInvitation(
  deps: Pick<AccountDeps, 'auth' | 'mailer' | 'provider'>,
  user: { email: string; fullName: string | null },
): Promise<void> {
  const firebaseLink = await deps.auth.generatePasswordResetLink(user.email, {
    url: `${deps.provider.portalUrl.replace(/\/$/, '')}/login`,
  });
  const link = portalActionLink(firebaseLink, deps.provider.portalUrl);
  await deps.mailer.send(
    invitationMail({ to: user.email, fullName: user.fullName, link, provider: deps.provider }),
  );
}

/** 'Reenviar Invitación': the user must exist and be active. */
export async function resendInvitation(deps: AccountDeps, input: unknown): Promise<{ email: string }> {
  const parsed = z.object({ profileId: z.uuid() }).safeParse(input);
  if (!parsed.success) fail('invalid-argument', accountMessages.invalidRequest);
  const profile = await deps.data.profile(parsed.data.profileId);
  if (!profile) fail('not-found', accountMessages.userNotFound);
  if (!profile.active) fail('failed-precondition', accountMessages.inactiveInvite);
  try {
    await mailInvitation(deps, { email: profile.email, fullName: profile.full_name });
  } catch (error) {
    if (adminCode(error) === 'auth/email-not-found') fail('failed-precondition', accountMessages.noAccount);
    console.error('Invitación no enviada', profile.email, error);
    fail('unavailable', accountMessages.mailDown);
  }
  return { email: profile.email };
}
