// A certificate's state, from its revocation: the one set, with the labels and badge styles the list's
// badge and the state filter share.
import type { BadgeProps } from '@/components/ui/badge';

export const CERTIFICATE_STATES = ['vigente', 'revocada'] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

export const CERTIFICATE_STATE_LABELS: Record<CertificateState, string> = {
  vigente: 'Vigente',
  revocada: 'Revocada',
};

export const CERTIFICATE_STATE_VARIANTS: Record<CertificateState, NonNullable<BadgeProps['variant']>> = {
  vigente: 'success',
  revocada: 'destructive',
};

/** The state filter's options, in the set's order. */
export const CERTIFICATE_STATE_OPTIONS = CERTIFICATE_STATES.map((value) => ({
  value,
  label: CERTIFICATE_STATE_LABELS[value],
}));

export const certificateState = (revokedAt: string | null): CertificateState =>
  revokedAt ? 'revocada' : 'vigente';
