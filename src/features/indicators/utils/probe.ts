// A cross-origin iframe tells the page nothing about its content: Chromium fires `load` even when it shows
// its own error page (offline, DNS failure, a blocked host). A no-cors request to the same URL does tell:
// it resolves (with an opaque response) when the host answered at all and rejects on a network failure.
export async function probeReachable(url: string, signal: AbortSignal): Promise<boolean> {
  try {
    await fetch(url, { mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal });
    return true;
  } catch {
    return false;
  }
}
