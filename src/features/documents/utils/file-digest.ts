// The fingerprint saved with each document (documents.sha256): SHA-256 of the file's bytes, computed in
// the browser before upload, as 64 lowercase hex digits (the format the database checks).
export { sha256Hex } from '@/lib/files/sha256';

/** 'a1b2c3d4…9f0e' for lists; the whole value stays available as the cell's title. */
export const shortSha256 = (sha: string) => `${sha.slice(0, 8)}…${sha.slice(-4)}`;
