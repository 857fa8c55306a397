// The mailbox's entries: the emails the Auth Emulator "sent" (its oobCodes), each turned into a link to the
// app's own account-action screen, and the messages the functions sent to the local SMTP catcher.
import { isPortalLink, oobCodesOf } from './mail-links';
import type { CaughtMail } from './smtp-catcher';

export interface EmulatorOobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** An email the Auth Emulator would have sent (one of its oobCodes). */
export interface MailboxEmail {
  source: 'emulator';
  email: string;
  requestType: string;
  mode: string;
  subject: string;
  oobCode: string;
  appLink: string;
  emulatorLink: string;
  receivedAt: string; // when the mailbox first saw it; the emulator keeps no time
}

/** A message caught by the SMTP catcher. */
export interface SmtpEmail {
  source: 'smtp';
  id: string;
  /** The first recipient; `to` has them all. */
  email: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string | null;
  links: string[];
  /** The first link that leads to the portal, and the action mode and code it carries. */
  appLink: string | null;
  mode: string | null;
  oobCode: string | null;
  /** The mailbox's page that renders the message's HTML under a restrictive Content-Security-Policy. */
  htmlPath: string;
  receivedAt: string;
}

export type MailboxEntry = MailboxEmail | SmtpEmail;

const SUBJECTS: Record<string, string> = {
  resetPassword: 'Restablece tu contraseña',
  verifyEmail: 'Verifica tu correo electrónico',
  recoverEmail: 'Recupera tu correo electrónico',
  verifyAndChangeEmail: 'Confirma tu nuevo correo electrónico',
  signIn: 'Enlace para iniciar sesión',
};

export function toAppLink(oob: EmulatorOobCode, appUrl: string): { mode: string; link: string } {
  const params = new URL(oob.oobLink).searchParams;
  const mode = params.get('mode') ?? 'resetPassword';
  const target = new URL('/reset-password', appUrl);
  target.searchParams.set('mode', mode);
  target.searchParams.set('oobCode', oob.oobCode);
  const continueUrl = params.get('continueUrl');
  if (continueUrl) target.searchParams.set('continueUrl', continueUrl);
  return { mode, link: target.toString() };
}

export class MailboxReader {
  private readonly firstSeen = new Map<string, string>();

  constructor(
    private readonly emulatorUrl: string,
    private readonly projectId: string,
    private readonly appUrl: string,
  ) {}

  /** Every email the emulator holds, newest first. */
  async list(signal?: AbortSignal): Promise<MailboxEmail[]> {
    const url = `${this.emulatorUrl}/emulator/v1/projects/${this.projectId}/oobCodes`;
    const res = await fetch(url, { signal });
    if (!res.ok) throw new Error(`Auth Emulator oobCodes -> ${res.status}`);
    const { oobCodes = [] } = (await res.json()) as { oobCodes?: EmulatorOobCode[] };
    const now = new Date().toISOString();
    // The emulator lists codes in the order they were issued.
    return oobCodes
      .map((oob) => {
        if (!this.firstSeen.has(oob.oobCode)) this.firstSeen.set(oob.oobCode, now);
        const { mode, link } = toAppLink(oob, this.appUrl);
        return {
          source: 'emulator' as const,
          email: oob.email,
          requestType: oob.requestType,
          mode,
          subject: SUBJECTS[mode] ?? oob.requestType,
          oobCode: oob.oobCode,
          appLink: link,
          emulatorLink: oob.oobLink,
          receivedAt: this.firstSeen.get(oob.oobCode) ?? now,
        };
      })
      .reverse();
  }
}

export function toSmtpEmail(mail: CaughtMail, appUrl: string): SmtpEmail {
  const appLink = mail.links.find((link) => isPortalLink(link, appUrl)) ?? null;
  const params = appLink ? new URL(appLink).searchParams : null;
  return {
    source: 'smtp',
    id: mail.id,
    email: mail.to[0] ?? '',
    to: mail.to,
    from: mail.from,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    links: mail.links,
    appLink,
    mode: params?.get('mode') ?? null,
    oobCode: params?.get('oobCode') ?? null,
    htmlPath: `/messages/${mail.id}.html`,
    receivedAt: mail.receivedAt,
  };
}

/**
 * Both kinds in one list, newest first. An emulator email whose code one of the SMTP messages carries is
 * left out: the functions make their links with the Admin SDK, which the emulator records as well, so the
 * same email would show twice. On equal times the SMTP message comes first (the catcher notes the
 * emulator's emails before it stores a message).
 */
export function mergeEmails(emulator: MailboxEmail[], smtp: SmtpEmail[]): MailboxEntry[] {
  const sent = new Set(smtp.flatMap((mail) => oobCodesOf(mail.links)));
  const entries: MailboxEntry[] = [...smtp, ...emulator.filter((mail) => !sent.has(mail.oobCode))];
  // Array.prototype.sort is stable, so each kind keeps its own order among equal times.
  return entries.sort((a, b) => Date.parse(b.receivedAt) - Date.parse(a.receivedAt));
}

/** Whether an entry was sent to `email` (any recipient of an SMTP message), ignoring case. */
export function sentTo(entry: MailboxEntry, email: string): boolean {
  const wanted = email.toLowerCase();
  const recipients = entry.source === 'smtp' ? entry.to : [entry.email];
  return recipients.some((address) => address.toLowerCase() === wanted);
}
