// The security headers a portal page must arrive with, checked from outside the browser.
import { LOOKER_ORIGINS } from '../hosting/csp';

export interface HeaderCheck {
  problems: string[];
  /** The portal's origin and the services its build talks to (connect-src of its policy). */
  services: string[];
}

/** The sources of one directive of a Content-Security-Policy. */
export function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name);
  return found ? found.slice(1) : [];
}

export function checkHeaders(url: string, headers: Headers): HeaderCheck {
  const problems: string[] = [];
  const policy = headers.get('content-security-policy') ?? '';
  if (!policy) problems.push('falta Content-Security-Policy');
  else {
    if (directive(policy, 'frame-ancestors').join(' ') !== "'none'")
      problems.push("la CSP no dice frame-ancestors 'none'");
    if (directive(policy, 'object-src').join(' ') !== "'none'")
      problems.push("la CSP no dice object-src 'none'");
    if (directive(policy, 'script-src').some((s) => s === "'unsafe-inline'" || s === "'unsafe-eval'"))
      problems.push('la CSP permite scripts en línea o eval');
  }
  const expect = (name: string, test: (value: string) => boolean, what: string) => {
    const value = headers.get(name);
    if (value === null || !test(value)) problems.push(`${name}: ${value ?? 'falta'} (se esperaba ${what})`);
  };
  expect('x-content-type-options', (v) => v === 'nosniff', 'nosniff');
  expect('referrer-policy', (v) => v.length > 0, 'una política');
  expect('permissions-policy', (v) => v.includes('camera=()'), 'camera=() entre otras');
  expect('strict-transport-security', (v) => /max-age=\d{7,}/.test(v), 'max-age de al menos 115 días');
  expect('cache-control', (v) => v.includes('no-cache'), 'no-cache en el HTML');
  // Looker Studio is someone else's service: a dashboard it cannot show is the screen's own message.
  const services = directive(policy, 'connect-src').filter(
    (source) => /^[a-z]+:\/\//.test(source) && !LOOKER_ORIGINS.includes(source),
  );
  return { problems, services: [new URL(url).origin, ...services] };
}
