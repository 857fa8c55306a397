// One person's notifications as one Spanish e-mail, HTML and plain text: grouped by category in the order
// of Mi Perfil, each with its link into the portal, the provider's name and contact, and a link to the
// person's notification preferences. The daily summary says it is one.
import { formatDateTime } from '../../../src/utils/format';
import type { OutgoingMail, Provider } from '../mail/types';

export type Category =
  'documents' | 'invoices' | 'laboratory' | 'reports' | 'courses' | 'certificates' | 'account';

/** The categories as Mi Perfil names them, in its order. */
export const CATEGORY_LABELS: Record<Category, string> = {
  documents: 'Documentos',
  invoices: 'Facturas',
  laboratory: 'Laboratorio',
  reports: 'Reportes',
  courses: 'Cursos',
  certificates: 'Constancias',
  account: 'Cuenta',
};

/** Where each role chooses its channels (Mi Perfil). */
export const PREFERENCES_PATH: Record<string, string> = {
  client: '/dashboard/client?tab=profile',
  collaborator: '/dashboard/collaborator/perfil',
  admin: '/dashboard/admin/perfil',
};

export interface EmailItem {
  id: string;
  category: string;
  event: string;
  title: string;
  body: string | null;
  /** A portal path ('/dashboard/...'). */
  link: string;
  created_at: string;
}

/** An e-mail the sender is about to send: who it is for and what it carries. */
export interface PendingEmail {
  email_id: string;
  email: string;
  full_name: string | null;
  role: string;
  mode: 'immediate' | 'daily';
  items: EmailItem[];
}

/** The most notifications one e-mail lists; the rest are counted and wait in the portal. */
export const EMAIL_LIST_LIMIT = 50;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

// The moment as the portal writes one (dd/mm/aaaa HH:mm), in the provider's time zone.
const when = (iso: string) => formatDateTime(iso, { timeZone: 'America/Mexico_City' });

const novedades = (n: number) => `${n} ${n === 1 ? 'novedad' : 'novedades'}`;

/** The portal's address followed by a path, without a doubled slash. */
export const portalLink = (portalUrl: string, path: string) => `${portalUrl.replace(/\/+$/, '')}${path}`;

export function emailSubject(email: Pick<PendingEmail, 'mode' | 'items'>): string {
  const n = email.items.length;
  if (email.mode === 'daily') return `Tu resumen diario: ${novedades(n)} en el portal`;
  return n === 1 ? `1 novedad: ${email.items[0].title}` : `Tienes ${n} novedades en el portal`;
}

/** The notifications by category, in the order of CATEGORY_LABELS (unknown ones last), oldest first. */
export function groupByCategory(items: EmailItem[]): Array<{ label: string; items: EmailItem[] }> {
  const order = Object.keys(CATEGORY_LABELS);
  const rank = (c: string) => (order.includes(c) ? order.indexOf(c) : order.length);
  const groups = new Map<string, EmailItem[]>();
  const sorted = [...items].sort(
    (a, b) => rank(a.category) - rank(b.category) || a.created_at.localeCompare(b.created_at),
  );
  for (const item of sorted) groups.set(item.category, [...(groups.get(item.category) ?? []), item]);
  return [...groups].map(([category, list]) => ({
    label: CATEGORY_LABELS[category as Category] ?? 'Otros avisos',
    items: list,
  }));
}

export function notificationEmail(email: PendingEmail, provider: Provider): OutgoingMail {
  const subject = emailSubject(email);
  const listed = email.items.slice(0, EMAIL_LIST_LIMIT);
  const more = email.items.length - listed.length;
  const groups = groupByCategory(listed);
  const greeting = email.full_name ? `Hola, ${email.full_name}:` : 'Hola:';
  const intro =
    email.mode === 'daily'
      ? `Este es tu resumen diario del Portal de Clientes de ${provider.name}: ${novedades(email.items.length)}.`
      : email.items.length === 1
        ? `Hay una novedad para ti en el Portal de Clientes de ${provider.name}:`
        : `Hay ${novedades(email.items.length)} para ti en el Portal de Clientes de ${provider.name}:`;
  const moreLine = more > 0 ? `…y ${novedades(more)} más en el portal.` : null;
  const preferences = portalLink(provider.portalUrl, PREFERENCES_PATH[email.role] ?? '/');
  const prefsLine = 'Elige qué avisos recibes por correo y cuándo en Mi Perfil:';
  const contact = `¿Dudas? Escríbenos a ${provider.email} o llámanos al ${provider.phone}.`;
  const heading = email.mode === 'daily' ? 'Resumen diario' : 'Novedades en el portal';

  const text = [
    greeting,
    '',
    intro,
    ...groups.flatMap((g) => [
      '',
      `${g.label}:`,
      ...g.items.flatMap((i) => [
        `- ${i.title} (${when(i.created_at)})`,
        ...(i.body ? [`  ${i.body}`] : []),
        `  ${portalLink(provider.portalUrl, i.link)}`,
      ]),
    ]),
    ...(moreLine ? ['', moreLine] : []),
    '',
    prefsLine,
    preferences,
    '',
    contact,
    `${provider.name} · ${provider.portalUrl}`,
  ].join('\n');

  const htmlGroups = groups
    .map(
      (g) => `<h2 style="font-size:1rem;margin:1.25rem 0 .5rem">${escape(g.label)}</h2>
<ul style="padding-left:1.25rem;margin:0">${g.items
        .map(
          (
            i,
          ) => `<li style="margin-bottom:.5rem"><a href="${escape(portalLink(provider.portalUrl, i.link))}" style="color:#1d4ed8;font-weight:bold">${escape(i.title)}</a>
<span style="font-size:.875rem;color:#4b5563"> · ${escape(when(i.created_at))}</span>${i.body ? `<br><span style="font-size:.875rem">${escape(i.body)}</span>` : ''}</li>`,
        )
        .join('\n')}</ul>`,
    )
    .join('\n');
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;max-width:40rem;margin:0 auto;padding:1rem">
<h1 style="font-size:1.25rem">${escape(heading)}</h1>
<p>${escape(greeting)}</p>
<p>${escape(intro)}</p>
${htmlGroups}
${moreLine ? `<p>${escape(moreLine)}</p>` : ''}
<hr style="border:none;border-top:1px solid #e5e7eb;margin-top:1.5rem">
<p style="font-size:.875rem;color:#4b5563">${escape(prefsLine)} <a href="${escape(preferences)}">Mi Perfil</a>.</p>
<p style="font-size:.875rem;color:#4b5563">¿Dudas? Escríbenos a <a href="mailto:${escape(provider.email)}">${escape(provider.email)}</a> o llámanos al ${escape(provider.phone)}.<br>
<strong>${escape(provider.name)}</strong> · <a href="${escape(provider.portalUrl)}">${escape(provider.portalUrl)}</a></p>
</body></html>`;
  return { to: email.email, subject, text, html, messageId: `<${email.email_id}@portal-notificaciones>` };
}
