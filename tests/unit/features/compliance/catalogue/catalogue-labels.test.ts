import { describe, expect, it } from 'vitest';

import {
  appliesText,
  dueRuleText,
  scopeText,
  validityText,
} from '@/features/compliance/utils/catalogue-labels';
import { typeDefaults, typeRow, typeSchema } from '@/features/compliance/utils/type-form';

describe('catalogue labels', () => {
  it('reads the due rule in words', () => {
    expect(dueRuleText({ due_day: 17, due_month_offset: 1 })).toBe('Día 17 del mes siguiente');
    expect(dueRuleText({ due_day: 10, due_month_offset: 0 })).toBe('Día 10 del mismo mes');
    expect(dueRuleText({ due_day: 30, due_month_offset: 3 })).toBe('Día 30, 3 meses después');
    expect(dueRuleText({ due_day: null, due_month_offset: 1 })).toBe('Sin fecha límite');
  });

  it('reads validity, scope and applicability', () => {
    expect(validityText({ validity: 'days_from_issue', validity_days: 30 })).toBe('30 días desde la emisión');
    expect(validityText({ validity: 'days_from_issue', validity_days: 1 })).toBe('1 día desde la emisión');
    expect(validityText({ validity: 'until_expiry', validity_days: null })).toBe('Hasta su vencimiento');
    expect(validityText({ validity: 'none', validity_days: null })).toBe('Sin vigencia');
    expect(scopeText('global')).toBe('Global');
    expect(scopeText('company')).toBe('Por empresa');
    expect([appliesText(true, 0), appliesText(false, 1), appliesText(false, 3)]).toEqual([
      'Todas',
      '1 empresa',
      '3 empresas',
    ]);
  });
});

describe('type form', () => {
  // A function, so each test builds the defaults itself (measured per test by the mutation run).
  const newType = () => ({ ...typeDefaults(null), code: 'opinion_x', name: 'Opinión X' });

  it('a new type starts monthly, on the 17th of the next month, for every company, listed last', () => {
    expect(typeRow(typeSchema.parse(newType()))).toEqual({
      code: 'opinion_x',
      name: 'Opinión X',
      description: null,
      legal_basis: null,
      periodicity: 'monthly',
      due_day: 17,
      due_month_offset: 1,
      validity: 'none',
      validity_days: null,
      scope: 'company',
      applies_to_all: true,
      deductibility: false,
      active: true,
      sort_order: 200,
    });
  });

  it('clears what the choice does not use, so the database checks pass', () => {
    const oneOff = typeRow(
      typeSchema.parse({
        ...newType(),
        periodicity: 'one_off',
        validity: 'until_expiry',
        validityDays: '30',
      }),
    );
    expect(oneOff).toMatchObject({ due_day: null, validity_days: null });
  });

  it('refuses a day out of range and a periodic type without a due day', () => {
    const issues = (input: object) =>
      typeSchema
        .safeParse({ ...newType(), ...input })
        .error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ dueDay: '32' })).toEqual([['dueDay', 'Indica el día límite (1 a 31).']]);
    expect(issues({ dueDay: '' })).toEqual([['dueDay', 'Indica el día límite (1 a 31).']]);
    expect(issues({ periodicity: 'on_change', dueDay: '' })).toBeUndefined();
    expect(issues({ dueMonthOffset: '13' })).toEqual([['dueMonthOffset', 'Indica de 0 a 12 meses.']]);
  });
});
