// Query keys of the signed-in user's profile, apart from profile-api so that the provider can name them
// without loading supabase-js.
export const authKeys = {
  all: ['auth'] as const,
  profile: (uid: string | null) => ['auth', 'profile', uid] as const,
};
