// Verification codes printed on the portal's documents (a DC-3 constancia, a delivery receipt):
// 'A1B2-C3D4-E5F6'. What a person types ('a1b2 c3d4 e5f6', 'A1B2C3D4E5F6', ' a1b2-c3d4-e5f6 ') becomes the
// printed form; anything else is only trimmed and upper-cased (and then not found).
export function normalizeCode(input: string): string {
  const compact = input.replace(/[\s-]+/g, '').toUpperCase();
  if (/^[0-9A-F]{12}$/.test(compact)) return compact.match(/.{4}/g)!.join('-');
  return input.trim().toUpperCase();
}

/** Whether a normalized code has the printed form. */
export const isVerificationCode = (code: string) => /^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/.test(code);
