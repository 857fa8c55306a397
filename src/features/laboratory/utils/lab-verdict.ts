// A request's verdict as a badge: its label and style, and whether it still holds on a given day.
import type { BadgeProps } from '@/components/ui/badge';
import { LAB_VERDICT_LABELS, LAB_VERDICT_VALUES, type LabVerdict } from '@/config/domain-labels';
import { formatDate } from '@/utils/format';

export { LAB_VERDICT_LABELS, LAB_VERDICT_VALUES, type LabVerdict };

type BadgeVariant = NonNullable<BadgeProps['variant']>;

const VARIANTS: Record<LabVerdict, BadgeVariant> = {
  apto: 'success',
  apto_con_restricciones: 'warning',
  no_apto: 'destructive',
};

export const isLabVerdict = (value: string | null | undefined): value is LabVerdict =>
  (LAB_VERDICT_VALUES as readonly (string | null | undefined)[]).includes(value);

export interface VerdictInfo {
  label: string;
  variant: BadgeVariant;
  /** «Vigente hasta 05/03/2027», or «Vencido» once the day has passed. */
  validity: string;
  expired: boolean;
}

/** The verdict of a request on `today` (YYYY-MM-DD), or null when it has none. */
export function labVerdict(
  verdict: string | null | undefined,
  validUntil: string | null | undefined,
  today: string,
): VerdictInfo | null {
  if (!isLabVerdict(verdict)) return null;
  const expired = Boolean(validUntil && validUntil.slice(0, 10) < today);
  return {
    label: LAB_VERDICT_LABELS[verdict],
    variant: expired ? 'outline' : VARIANTS[verdict],
    validity: expired ? 'Vencido' : `Vigente hasta ${formatDate(validUntil)}`,
    expired,
  };
}
