// The Firebase user, loading Firebase only when it can matter: a session persisted in this browser, a
// sign-in in this tab (`want()`), or one in another tab. Without any of them the state is "no user" at
// once, which is exactly what Firebase would report after loading.
import { useQueryClient } from '@tanstack/react-query';
import * as React from 'react';

import type { IdentityUser } from '@/lib/firebase';

import { loadIdentity, type IdentityApi } from './identity-loader';
import { authKeys } from './keys';
import { hasPersistedSession, onSessionStored } from './persisted-session';

export function useIdentity() {
  const queryClient = useQueryClient();
  const [persisted] = React.useState(hasPersistedSession);
  const [wanted, setWanted] = React.useState(persisted);
  const [api, setApi] = React.useState<IdentityApi | null>(null);
  const [user, setUser] = React.useState<IdentityUser | null>(null);
  const [initialized, setInitialized] = React.useState(!persisted);
  // A session that ended in this page (sign-out, inactivity, another tab): the login that follows must not
  // send the next person back to the page the previous one was on.
  const [sessionEnded, setSessionEnded] = React.useState(false);
  // How many times a session ended without this page ending it: the one this browser kept refused when
  // Firebase loaded, or the open one dropped by Firebase when its token could no longer be refreshed (the
  // account was disabled or deleted, or its sessions were closed everywhere). The person is told instead
  // of finding the sign-in page.
  const [sessionLost, setSessionLost] = React.useState(0);
  const lastUser = React.useRef<IdentityUser | null>(null);
  const firstAnswer = React.useRef(true);
  // Set while this page signs out (the user menu, inactivity, another tab, a refused profile).
  const endingOnPurpose = React.useRef(false);

  React.useEffect(() => (wanted ? undefined : onSessionStored(() => setWanted(true))), [wanted]);

  React.useEffect(() => {
    if (!wanted) return;
    let live = true;
    loadIdentity().then(
      (loaded) => live && setApi(() => loaded),
      (error: unknown) => {
        // Offline or a broken deployment: act as signed out; signing in reports the error to the person.
        console.error('No se pudo cargar el servicio de identidad.', error);
        if (live) setInitialized(true);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted]);

  React.useEffect(
    () =>
      api?.onIdTokenChanged((next) => {
        const dropped = firstAnswer.current ? persisted : lastUser.current !== null;
        if (next === null && dropped && !endingOnPurpose.current) setSessionLost((n) => n + 1);
        if (next === null) endingOnPurpose.current = false;
        firstAnswer.current = false;
        setSessionEnded(lastUser.current !== null && next === null);
        lastUser.current = next;
        setUser(next);
        setInitialized(true);
        if (!next) queryClient.removeQueries({ queryKey: authKeys.all });
      }),
    [api, queryClient, persisted],
  );

  const want = React.useCallback(() => setWanted(true), []);
  /** Says whether this page is signing out itself (true before, false again if signing out failed). */
  const signingOut = React.useCallback((now: boolean) => void (endingOnPurpose.current = now), []);
  return { api, user, initialized, sessionEnded, sessionLost, want, signingOut };
}
