// A certificate's state: one set, whose labels the badge and the admin list's filter share.
import { describe, expect, it } from 'vitest';

import {
  CERTIFICATE_STATE_OPTIONS,
  certificateState,
  CERTIFICATE_STATE_LABELS,
} from '@/features/certificates/utils/certificate-status';

describe('certificate state', () => {
  it('is revocada once revoked, vigente otherwise', () => {
    expect(certificateState('2026-11-01T10:00:00Z')).toBe('revocada');
    expect(certificateState(null)).toBe('vigente');
    expect(CERTIFICATE_STATE_LABELS).toEqual({ vigente: 'Vigente', revocada: 'Revocada' });
  });

  it('offers the filter every state of the set, with its label', () => {
    expect(CERTIFICATE_STATE_OPTIONS).toEqual([
      { value: 'vigente', label: 'Vigente' },
      { value: 'revocada', label: 'Revocada' },
    ]);
  });
});
