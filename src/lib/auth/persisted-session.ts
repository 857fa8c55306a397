// Whether this browser holds a signed-in Firebase user. lib/firebase keeps the session in localStorage
// (browserLocalPersistence), under `firebase:authUser:<apiKey>:<app name>`. With no such key Firebase,
// once loaded, would only report "no user"; the app can say so at once and load Firebase and supabase-js
// when someone signs in instead of before the first paint.
export const SESSION_KEY_PREFIX = 'firebase:authUser:';
const PREFIX = SESSION_KEY_PREFIX;

export function hasPersistedSession(): boolean {
  // The build-time prerender renders the page of a visitor, who has no session.
  if (typeof localStorage === 'undefined') return false;
  try {
    for (let i = 0; i < localStorage.length; i += 1) {
      if (localStorage.key(i)?.startsWith(PREFIX)) return true;
    }
    return false;
  } catch {
    // Storage blocked: there is no way to tell without Firebase, so load it.
    return true;
  }
}

/** Calls `listener` when another tab stores a signed-in user (a sign-in there). */
export function onSessionStored(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith(PREFIX) && event.newValue) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
