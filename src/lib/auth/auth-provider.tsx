// Authentication state (spec §4): Firebase user + database profile, sign-in by email or username,
// sign-out (shared across tabs), password change, and the inactivity logout.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import * as React from 'react';

import { toast } from '@/components/ui/use-toast';
import { env } from '@/config/env';
import { messages } from '@/config/messages';
import { errorMessage, passwordChangeErrors } from '@/lib/errors';
import { identity, type IdentityUser } from '@/lib/firebase';

import { AuthContext } from './auth-context';
import { useInactivityTimeout } from './inactivity';
import { authKeys, completePasswordChange, resolveLoginEmail, syncMyProfile } from './profile-api';
import { openSessionChannel, type SessionChannel } from './session-channel';
import type { AuthContextValue, ChangePasswordInput } from './types';

/** Profile errors raised while linking or creating (not merely reading) the profile. */
function isSetupError(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'P0001' || code === '22023' || code === '23505';
}

export function AuthProvider({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = React.useState<IdentityUser | null>(null);
  const [initialized, setInitialized] = React.useState(false);
  // A session that ended in this page (sign-out, inactivity, another tab): the login that follows must not
  // send the next person back to the page the previous one was on.
  const [sessionEnded, setSessionEnded] = React.useState(false);
  const lastUser = React.useRef<IdentityUser | null>(null);
  const channelRef = React.useRef<SessionChannel | null>(null);
  const remoteActivity = React.useRef(new Set<(at: number) => void>());

  React.useEffect(
    () =>
      identity.onIdTokenChanged((next) => {
        setSessionEnded(lastUser.current !== null && next === null);
        lastUser.current = next;
        setUser(next);
        setInitialized(true);
        if (!next) queryClient.removeQueries({ queryKey: authKeys.all });
      }),
    [queryClient],
  );

  React.useEffect(() => {
    const channel = openSessionChannel((message) => {
      if (message.type === 'signout') {
        if (identity.currentUser()) void identity.signOut();
      } else {
        for (const listener of remoteActivity.current) listener(message.at);
      }
    });
    channelRef.current = channel;
    return () => channel.close();
  }, []);

  const uid = user?.uid ?? null;
  const profileQuery = useQuery({
    queryKey: authKeys.profile(uid),
    queryFn: syncMyProfile,
    enabled: uid !== null,
    retry: false,
    staleTime: Infinity,
  });

  const signOut = React.useCallback(async () => {
    try {
      await identity.signOut();
      channelRef.current?.post({ type: 'signout' });
      queryClient.clear();
    } catch (error) {
      toast({
        variant: 'destructive',
        title: messages.session.logoutErrorTitle,
        description: errorMessage(error),
      });
    }
  }, [queryClient]);

  // A user whose profile cannot be read or created has no usable session: explain and sign out.
  const profileError = profileQuery.error;
  React.useEffect(() => {
    if (!profileError) return;
    const setup = isSetupError(profileError);
    const e = messages.profileErrors;
    toast({
      variant: 'destructive',
      title: setup ? e.setupTitle : e.loadTitle,
      description: `${setup ? e.setupPrefix : e.loadPrefix}${errorMessage(profileError)}`,
    });
    void signOut();
  }, [profileError, signOut]);

  const signIn = React.useCallback(async (identifier: string, password: string) => {
    const trimmed = identifier.trim();
    const email = trimmed.includes('@') ? trimmed : await resolveLoginEmail(trimmed);
    await identity.signIn(email, password);
  }, []);

  const refreshProfile = React.useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: authKeys.profile(identity.currentUser()?.uid ?? null) });
  }, [queryClient]);

  const changePassword = React.useCallback(
    async ({ currentPassword, newPassword }: ChangePasswordInput) => {
      if (!identity.currentUser()) throw new Error(passwordChangeErrors.noUser);
      if (currentPassword) await identity.reauthenticate(currentPassword);
      await identity.updatePassword(newPassword);
      await completePasswordChange();
      await refreshProfile();
    },
    [refreshProfile],
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
      signOut,
      changePassword,
      refreshProfile,
    ],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
