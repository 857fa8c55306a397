// The fingerprint saved with each document (documents.sha256): SHA-256 of the file's bytes, computed in
// the browser before upload, as 64 lowercase hex digits (the format the database checks).
export async function sha256Hex(file: Blob): Promise<string> {
  // A view over the bytes, not the buffer itself: digest() refuses a buffer made by another realm (jsdom's
  // Blob under Node in the unit tests); a Uint8Array of this realm works everywhere.
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(await file.arrayBuffer()));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** 'a1b2c3d4…9f0e' for lists; the whole value stays available as the cell's title. */
export const shortSha256 = (sha: string) => `${sha.slice(0, 8)}…${sha.slice(-4)}`;
