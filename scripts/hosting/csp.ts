// The portal's Content-Security-Policy, made at build time from the settings the build was made with:
// the page may talk to, frame and load from exactly the services that build is configured for, and run
// only its own scripts (the prerendered pages' one inline loader by its hash).
import { createHash } from 'node:crypto';

/** The part of the app's parsed settings (src/config/env.ts) the policy depends on. */
export interface PolicySettings {
  localStack: boolean;
  firebase: { projectId: string; emulatorUrl?: string };
  functions: { region: string; emulatorUrl?: string };
  supabase: { url: string };
}

/** Looker Studio's embed hosts (src/features/indicators/utils/classify.ts embeds only these). */
export const LOOKER_ORIGINS = ['https://lookerstudio.google.com', 'https://datastudio.google.com'];
/** The players a lesson video may be embedded in (src/features/courses/utils/video-embed.ts). */
export const VIDEO_PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];
/** Firebase Authentication's REST endpoints (sign-in, account lookup, token refresh). */
export const FIREBASE_AUTH_ORIGINS = [
  'https://identitytoolkit.googleapis.com',
  'https://securetoken.googleapis.com',
];

const origin = (url: string) => new URL(url).origin;
/** The WebSocket origin of an http(s) origin (Supabase Realtime lives under the project's URL). */
const socketOrigin = (url: string) => origin(url).replace(/^http/, 'ws');

/** Where the callable functions answer: the emulator on the local stack, Cloud Functions otherwise. */
export function functionsOrigin(settings: PolicySettings): string {
  const { emulatorUrl, region } = settings.functions;
  return emulatorUrl
    ? origin(emulatorUrl)
    : `https://${region}-${settings.firebase.projectId}.cloudfunctions.net`;
}

/** 'sha256-…' of every inline <script> in the given HTML documents, each once. */
export function inlineScriptHashes(documents: string[]): string[] {
  const hashes = new Set<string>();
  for (const html of documents) {
    for (const match of html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      if (match[1] === '') continue;
      hashes.add(`'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** The policy's directives, in order, for the build configured with `settings`. */
export function cspDirectives(settings: PolicySettings, scriptHashes: string[]): [string, string[]][] {
  const supabase = origin(settings.supabase.url);
  // A hosted build's Supabase is https, which img-src and media-src already allow; the local gateway is not.
  const plainSupabase = supabase.startsWith('https:') ? [] : [supabase];
  const auth = settings.firebase.emulatorUrl
    ? [origin(settings.firebase.emulatorUrl)]
    : FIREBASE_AUTH_ORIGINS;
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes]],
    // Radix's dialogs insert a <style> element (their scroll lock), and a static host cannot give it a nonce.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // The data names pictures and video files by any https link (a contact's photo, a lesson's video),
    // besides the Storage files of the project.
    ['img-src', ["'self'", 'https:', ...plainSupabase]],
    ['media-src', ["'self'", 'https:', ...plainSupabase]],
    ['font-src', ["'self'"]],
    // Looker Studio too: before showing a dashboard, the page checks that its host answers.
    [
      'connect-src',
      ["'self'", supabase, socketOrigin(supabase), ...auth, functionsOrigin(settings), ...LOOKER_ORIGINS],
    ],
    // Looker Studio dashboards, lesson videos, and a lesson's PDF from a signed Storage URL.
    ['frame-src', [...LOOKER_ORIGINS, ...VIDEO_PLAYER_ORIGINS, supabase]],
    // The ZIP writer (src/lib/files/zip.worker.ts) is a module of the build.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

export function contentSecurityPolicy(settings: PolicySettings, scriptHashes: string[]): string {
  return cspDirectives(settings, scriptHashes)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}
