// How the catalogue's rules read in Spanish on the 'Catálogo' page: the due rule, the validity, the scope
// and who the type applies to.
import { SCOPE_LABELS, VALIDITY_LABELS, type Scope, type Validity } from '@/config/domain-labels';

import type { ComplianceType } from './status';

export {
  SCOPE_LABELS,
  SCOPES,
  VALIDITIES,
  VALIDITY_LABELS,
  type Scope,
  type Validity,
} from '@/config/domain-labels';

type DueFields = Pick<ComplianceType, 'due_day' | 'due_month_offset'>;

/** 'Día 17 del mes siguiente', 'Día 10 del mismo mes', 'Día 30, 3 meses después'; after the period ends. */
export function dueRuleText({ due_day, due_month_offset }: DueFields): string {
  if (!due_day) return 'Sin fecha límite';
  if (due_month_offset === 0) return `Día ${due_day} del mismo mes`;
  if (due_month_offset === 1) return `Día ${due_day} del mes siguiente`;
  return `Día ${due_day}, ${due_month_offset} meses después`;
}

export function validityText({
  validity,
  validity_days,
}: Pick<ComplianceType, 'validity' | 'validity_days'>) {
  if (validity === 'days_from_issue') {
    return validity_days === 1 ? '1 día desde la emisión' : `${validity_days ?? '?'} días desde la emisión`;
  }
  return VALIDITY_LABELS[validity as Validity] ?? validity;
}

export const scopeText = (scope: string) => SCOPE_LABELS[scope as Scope] ?? scope;

/** 'Todas', '1 empresa', '3 empresas'. */
export function appliesText(appliesToAll: boolean, companyCount: number): string {
  if (appliesToAll) return 'Todas';
  return companyCount === 1 ? '1 empresa' : `${companyCount} empresas`;
}
