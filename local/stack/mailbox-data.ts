// Reads the emails the Auth Emulator "sent" (its oobCodes) and turns each into a link to the app's own
// account-action screen, so password resets and verifications can be followed without a real mailbox.

export interface EmulatorOobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

export interface MailboxEmail {
  email: string;
  requestType: string;
  mode: string;
  subject: string;
  oobCode: string;
  appLink: string;
  emulatorLink: string;
  receivedAt: string; // when the mailbox first saw it; the emulator keeps no time
}

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
  async list(): Promise<MailboxEmail[]> {
    const res = await fetch(`${this.emulatorUrl}/emulator/v1/projects/${this.projectId}/oobCodes`);
    if (!res.ok) throw new Error(`Auth Emulator oobCodes -> ${res.status}`);
    const { oobCodes = [] } = (await res.json()) as { oobCodes?: EmulatorOobCode[] };
    const now = new Date().toISOString();
    // The emulator lists codes in the order they were issued.
    return oobCodes
      .map((oob) => {
        if (!this.firstSeen.has(oob.oobCode)) this.firstSeen.set(oob.oobCode, now);
        const { mode, link } = toAppLink(oob, this.appUrl);
        return {
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
