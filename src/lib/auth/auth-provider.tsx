// Authentication state (spec §4): Firebase user + database profile, sign-in by email or username,
// sign-out (shared across tabs), password change, and the inactivity logout. Firebase and supabase-js are
// loaded on demand (see use-identity), so the public pages do not wait for them.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as React from 'react';

import { env } from '@/config/env';
import { messages } from '@/config/messages';
import { errorMessage, passwordChangeErrors } from '@/lib/errors';
import { callFunction } from '@/lib/functions';
import { toast } from '@/lib/toast';

import { AuthContext } from './auth-context';
import { loadedIdentity, loadIdentity } from './identity-loader';
import { useInactivityTimeout } from './inactivity';
import { authKeys } from './keys';
import { openSessionChannel, type SessionChannel } from './session-channel';
import { loadProfileApi } from './sign-in-loader';
import type { AuthContextValue, ChangePasswordInput } from './types';
import { useIdentity } from './use-identity';

/** Profile errors raised while linking or creating (not merely reading) the profile. */
function isSetupError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'P0001' || code === '22023' || code === '23505';
}

/**
 * The database refused this session itself: the account was deactivated, or its sessions were closed on
 * every device (the token belongs to a sign-in before that). The refusal's text says which.
 */
function isSessionRefusal(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '42501';
}

// How often an open session asks whether it still stands (also whenever the window regains focus): a
// deactivated or signed-out-everywhere person leaves within this time even on a screen that reads nothing.
export const SESSION_CHECK_MS = 60_000;

const syncProfile = async () => (await loadProfileApi()).syncMyProfile();

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const { user, initialized, sessionEnded, sessionLost, want, signingOut } = useIdentity();
  const channelRef = React.useRef<SessionChannel | null>(null);
  const remoteActivity = React.useRef(new Set<(at: number) => void>());

  React.useEffect(() => {
    const channel = openSessionChannel((message) => {
      if (message.type === 'signout') {
        // Without Firebase loaded this tab holds no session to end.
        const identity = loadedIdentity();
        if (identity?.currentUser()) {
          signingOut(true);
          void identity.signOut();
        }
      } else {
        for (const listener of remoteActivity.current) listener(message.at);
      }
    });
    channelRef.current = channel;
    return () => channel.close();
  }, [signingOut]);

  const uid = user?.uid ?? null;
  const profileQuery = useQuery({
    queryKey: authKeys.profile(uid),
    queryFn: syncProfile,
    enabled: uid !== null,
    retry: false,
    staleTime: Infinity,
    refetchInterval: SESSION_CHECK_MS,
    refetchOnWindowFocus: 'always',
    meta: { reads: ['profiles', 'companies'] },
  });

  const signOut = React.useCallback(async () => {
    try {
      const identity = await loadIdentity();
      signingOut(true);
      await identity.signOut();
      channelRef.current?.post({ type: 'signout' });
      queryClient.clear();
    } catch (error) {
      signingOut(false);
      toast({
        variant: 'destructive',
        title: messages.session.logoutErrorTitle,
        description: errorMessage(error),
      });
    }
  }, [queryClient, signingOut]);

  // A user whose profile cannot be read or created has no usable session: explain and sign out. Once the
  // profile is there, a failed re-check (the network) changes nothing; a refusal of the session ends it.
  const hasProfile = profileQuery.data !== undefined;
  const profileError =
    profileQuery.error && (!hasProfile || isSessionRefusal(profileQuery.error)) ? profileQuery.error : null;
  const sessionEndedNow = hasProfile && profileError !== null;
  React.useEffect(() => {
    if (!profileError) return;
    const e = messages.profileErrors;
    if (sessionEndedNow) {
      toast({
        variant: 'destructive',
        title: messages.session.endedTitle,
        description: errorMessage(profileError),
      });
    } else {
      const setup = isSetupError(profileError);
      toast({
        variant: 'destructive',
        title: setup ? e.setupTitle : e.loadTitle,
        description: `${setup ? e.setupPrefix : e.loadPrefix}${errorMessage(profileError)}`,
      });
    }
    void signOut();
  }, [profileError, sessionEndedNow, signOut]);

  React.useEffect(() => {
    if (!sessionLost) return;
    toast({
      variant: 'info',
      title: messages.session.endedTitle,
      description: messages.session.lostDescription,
    });
  }, [sessionLost]);

  // A username's email asked for before the click (prepareSignIn), and for which username. A failed
  // answer is forgotten, so that signing in asks again (and reports that answer's error).
  const preparedEmail = React.useRef<{ username: string; email: Promise<string> } | null>(null);

  const prepareSignIn = React.useCallback(
    (identifier: string) => {
      const username = identifier.trim();
      if (username === '' || username.includes('@') || preparedEmail.current?.username === username) return;
      want();
      const email = loadProfileApi().then((api) => api.resolveLoginEmail(username));
      email.catch(() => {
        if (preparedEmail.current?.email === email) preparedEmail.current = null;
      });
      preparedEmail.current = { username, email };
    },
    [want],
  );

  const signIn = React.useCallback(
    async (identifier: string, password: string) => {
      want();
      const trimmed = identifier.trim();
      const prepared = preparedEmail.current?.username === trimmed ? preparedEmail.current.email : null;
      preparedEmail.current = null;
      // A username's email is asked for as soon as the database client is there, while Firebase loads
      // (unless it was asked for when the person left the field).
      const [identity, email] = await Promise.all([
        loadIdentity(),
        trimmed.includes('@')
          ? trimmed
          : (prepared ?? loadProfileApi().then((api) => api.resolveLoginEmail(trimmed))),
      ]);
      await identity.signIn(email, password);
    },
    [want],
  );

  const refreshProfile = React.useCallback(async () => {
    const current = (await loadIdentity()).currentUser();
    await queryClient.invalidateQueries({ queryKey: authKeys.profile(current?.uid ?? null) });
  }, [queryClient]);

  // A forced change goes through the server (the `changepassword` function), the only way the database
  // clears the flag; the identity service then ends the account's sessions, so the person signs in again
  // with the new password. A voluntary one is the browser's own, after re-authenticating.
  const forcedChange = profileQuery.data?.must_change_password ?? false;
  const changePassword = React.useCallback(
    async ({ currentPassword, newPassword }: ChangePasswordInput) => {
      const identity = await loadIdentity();
      const current = identity.currentUser();
      if (!current) throw new Error(passwordChangeErrors.noUser);
      if (forcedChange) {
        await callFunction('changepassword', { newPassword });
        if (current.email) await identity.signIn(current.email, newPassword);
      } else {
        if (currentPassword) await identity.reauthenticate(currentPassword);
        await identity.updatePassword(newPassword);
      }
      await refreshProfile();
    },
    [forcedChange, refreshProfile],
  );

  const onInactive = React.useCallback(() => {
    toast({
      variant: 'info',
      title: messages.session.expiredTitle,
      description: messages.session.expiredDescription,
    });
    void signOut();
  }, [signOut]);
  const broadcastActivity = React.useCallback(
    (at: number) => channelRef.current?.post({ type: 'activity', at }),
    [],
  );
  const subscribeRemote = React.useCallback((listener: (at: number) => void) => {
    remoteActivity.current.add(listener);
    return () => {
      remoteActivity.current.delete(listener);
    };
  }, []);
  useInactivityTimeout({
    enabled: user !== null,
    timeoutMs: env.inactivityTimeoutMs,
    onTimeout: onInactive,
    broadcast: broadcastActivity,
    subscribeRemote,
  });

  const profile = uid ? (profileQuery.data ?? null) : null;
  const value = React.useMemo<AuthContextValue>(
    () => ({
      initialized,
      sessionEnded,
      user,
      profile,
      profileLoading: uid !== null && profileQuery.isPending && !profileError,
      mustChangePassword: profile?.must_change_password ?? false,
      signIn,
      prepareSignIn,
      signOut,
      changePassword,
      refreshProfile,
    }),
    [
      initialized,
      sessionEnded,
      user,
      profile,
      uid,
      profileQuery.isPending,
      profileError,
      signIn,
      prepareSignIn,
      signOut,
      changePassword,
      refreshProfile,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
