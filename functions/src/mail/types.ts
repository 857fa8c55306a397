// What the account functions hand to the mail transport, and who the e-mails speak for.

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header; the notification e-mails use their row's id, the same on every attempt. */
  messageId?: string;
}

export interface Mailer {
  /** Rejects when the server refuses or cannot be reached: the caller decides what that means. */
  send(mail: OutgoingMail): Promise<void>;
  /** Ends the connections a pooled transport keeps open. */
  close?(): void;
}

/** The provider as its e-mails present it, and where its portal is. */
export interface Provider {
  name: string;
  email: string;
  phone: string;
  portalUrl: string;
}
