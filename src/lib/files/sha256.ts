// SHA-256 in the browser (Web Crypto) as 64 lowercase hex digits: the fingerprint the portal saves with
// each document (documents.sha256) and the one the public receipt check computes of a dropped file, which
// never leaves the browser.
export async function sha256Hex(data: Blob | Uint8Array): Promise<string> {
  // A view over the bytes, not the buffer itself: digest() refuses a buffer made by another realm (jsdom's
  // Blob under Node in the unit tests); a Uint8Array of this realm works everywhere.
  const bytes = 'arrayBuffer' in data ? await data.arrayBuffer() : data;
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(bytes));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
