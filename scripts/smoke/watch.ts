// What a page did wrong while the smoke check looked at it: Content-Security-Policy violations (the
// document's `securitypolicyviolation` events and the browser's console reports, workers included),
// uncaught errors, failed or refused requests to the portal's own services, and error notices. Also
// counts the requests in flight, so a screen counts as shown only once the network is quiet.
import type { Page, Request } from 'playwright-core';

export interface Watch {
  /** Problems seen since the last call, emptied by it. */
  take: () => string[];
  /** Every CSP violation seen since the page opened. */
  violations: string[];
  /** Resolves once no request has been in flight for 250 ms, counted from `since` at the earliest. */
  quiet: (since: number, timeoutMs?: number) => Promise<void>;
}

const VIOLATION_EVENT = () => {
  if (window !== window.top) return;
  document.addEventListener('securitypolicyviolation', (e) => {
    const report = (window as unknown as { __cspViolation?: (text: string) => void }).__cspViolation;
    report?.(
      `${e.effectiveDirective} bloqueó ${e.blockedURI || '(en línea)'} en ${e.sourceFile || e.documentURI}`,
    );
  });
};

/** `services`: the origins whose failures count (the portal's own and the services it talks to). */
export async function watchPage(page: Page, services: Set<string>): Promise<Watch> {
  let problems: string[] = [];
  const violations: string[] = [];
  const violation = (text: string) => {
    if (violations.includes(text)) return;
    violations.push(text);
    problems.push(`Violación de CSP: ${text}`);
  };
  await page.exposeFunction('__cspViolation', violation);
  await page.addInitScript(VIOLATION_EVENT);
  page.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy/i.test(message.text())) violation(message.text());
  });
  page.on('pageerror', (error) => problems.push(`Error en la página: ${error.message}`));
  const ours = (url: string) => services.has(new URL(url).origin);
  page.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    // A navigation or a file the page stopped wanting (a new screen) is not a failure of the service.
    if (!ours(request.url()) || error === 'net::ERR_ABORTED') return;
    problems.push(`Petición fallida: ${request.method()} ${request.url().slice(0, 160)} (${error})`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && ours(response.url())) {
      problems.push(
        `Respuesta ${response.status()}: ${response.request().method()} ${response.url().slice(0, 160)}`,
      );
    }
  });

  const pending = new Set<Request>();
  let changedAt = Date.now();
  const begin = (request: Request) => {
    pending.add(request);
    changedAt = Date.now();
  };
  const end = (request: Request) => {
    pending.delete(request);
    changedAt = Date.now();
  };
  page.on('request', begin);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  const quiet = async (since: number, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (pending.size > 0 || Date.now() - Math.max(changedAt, since) < 250) {
      if (Date.now() > deadline) {
        const waiting = [...pending].map((r) => r.url().slice(0, 120)).join(', ');
        throw new Error(`la red no quedó en calma en ${timeoutMs / 1000} s (${waiting})`);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };

  return {
    take: () => {
      const taken = problems;
      problems = [];
      return taken;
    },
    violations,
    quiet,
  };
}
