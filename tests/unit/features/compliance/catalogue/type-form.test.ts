// The 'Tipo de documento' form at its edges: every field's range and message, the cross-field rules, the
// values an existing type starts from and the row written for each choice.
import { describe, expect, it } from 'vitest';

import { dueRuleText, validityText } from '@/features/compliance/utils/catalogue-labels';
import {
  typeDefaults,
  typeMessages as m,
  typeRow,
  typeSchema,
  type TypeFormInput,
  type TypeRow,
} from '@/features/compliance/utils/type-form';

// Built inside each test (not at load time), so the defaults count as code the test exercises.
const newType = (): TypeFormInput => ({ ...typeDefaults(null), code: 'opinion_x', name: 'Opinión X' });
const issues = (patch: Partial<TypeFormInput>) => {
  const result = typeSchema.safeParse({ ...newType(), ...patch });
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('typeSchema fields', () => {
  it('takes a code of 2 to 40 lowercase letters, digits or underscores, trimmed', () => {
    expect(typeSchema.parse({ ...newType(), code: ' ab ' }).code).toBe('ab');
    expect(issues({ code: 'a'.repeat(40) })).toEqual([]);
    for (const code of ['a', 'a'.repeat(41), 'Opinion', 'opinión', 'op-sat', 'op sat']) {
      expect(issues({ code })).toEqual([`code: ${m.code}`]);
    }
  });

  it('asks for a name and stores empty texts as null', () => {
    expect(issues({ name: '  ' })).toEqual([`name: ${m.name}`]);
    const out = typeSchema.parse({
      ...newType(),
      name: ' Opinión ',
      description: ' Del SAT ',
      legalBasis: '  ',
    });
    expect(out).toMatchObject({ name: 'Opinión', description: 'Del SAT', legalBasis: null });
  });

  it('takes a due day from 1 to 31, whole numbers only', () => {
    expect(typeSchema.parse({ ...newType(), dueDay: ' 1 ' }).dueDay).toBe(1);
    expect(typeSchema.parse({ ...newType(), dueDay: '31' }).dueDay).toBe(31);
    for (const dueDay of ['0', '32', '1.5', '-1', 'x1', '1x']) {
      expect(issues({ dueDay })).toEqual([`dueDay: ${m.dueDay}`]);
    }
  });

  it('takes an offset from 0 to 12 months, and none as empty', () => {
    expect(typeSchema.parse({ ...newType(), dueMonthOffset: '0' }).dueMonthOffset).toBe(0);
    expect(typeSchema.parse({ ...newType(), dueMonthOffset: '12' }).dueMonthOffset).toBe(12);
    expect(typeSchema.parse({ ...newType(), dueMonthOffset: '' }).dueMonthOffset).toBeNull();
    expect(issues({ dueMonthOffset: '-1' })).toEqual([`dueMonthOffset: ${m.offset}`]);
  });

  it('takes validity days from 1 to 3660', () => {
    const days = (validityDays: string) => ({ validity: 'days_from_issue' as const, validityDays });
    expect(typeSchema.parse({ ...newType(), ...days('3660') }).validityDays).toBe(3660);
    expect(issues(days('1'))).toEqual([]);
    expect(issues(days('0'))).toEqual([`validityDays: ${m.validityDays}`]);
    expect(issues(days('3661'))).toEqual([`validityDays: ${m.validityDays}`]);
  });

  it('takes a whole sort order of up to 9 digits, negative too', () => {
    expect(typeSchema.parse({ ...newType(), sortOrder: ' -5 ' }).sortOrder).toBe(-5);
    expect(typeSchema.parse({ ...newType(), sortOrder: '123456789' }).sortOrder).toBe(123456789);
    for (const sortOrder of ['', '1.5', '1234567890', 'x1', '1x', '--1']) {
      expect(issues({ sortOrder })).toEqual([`sortOrder: ${m.sortOrder}`]);
    }
  });
});

describe('typeSchema cross-field rules', () => {
  it('needs a due day only for periodic types', () => {
    for (const periodicity of ['monthly', 'bimonthly', 'four_monthly', 'yearly'] as const) {
      expect(issues({ periodicity, dueDay: '' })).toEqual([`dueDay: ${m.dueDay}`]);
    }
    expect(issues({ periodicity: 'one_off', dueDay: '' })).toEqual([]);
  });

  it('needs the days only for a validity counted from the issue', () => {
    expect(issues({ validity: 'days_from_issue', validityDays: '' })).toEqual([
      `validityDays: ${m.validityDays}`,
    ]);
    expect(issues({ validity: 'until_expiry', validityDays: '' })).toEqual([]);
  });

  it('needs at least one company when the type applies to some', () => {
    expect(issues({ appliesTo: 'some', companyIds: [] })).toEqual([`companyIds: ${m.companies}`]);
    expect(issues({ appliesTo: 'some', companyIds: ['c-1'] })).toEqual([]);
    expect(issues({ appliesTo: 'all', companyIds: [] })).toEqual([]);
  });
});

const row: TypeRow = {
  id: 't-1',
  code: 'opinion_sat',
  name: 'Opinión SAT',
  description: null,
  legal_basis: 'CFF 32-D',
  periodicity: 'one_off',
  due_day: null,
  due_month_offset: 0,
  validity: 'days_from_issue',
  validity_days: 30,
  scope: 'global',
  applies_to_all: false,
  deductibility: true,
  active: false,
  sort_order: 0,
};

describe('typeDefaults of an existing type', () => {
  it('starts from its values, numbers as text and empty for what it lacks', () => {
    expect(typeDefaults(row, ['c-1', 'c-2'])).toEqual({
      code: 'opinion_sat',
      name: 'Opinión SAT',
      description: '',
      legalBasis: 'CFF 32-D',
      periodicity: 'one_off',
      dueDay: '',
      dueMonthOffset: '0',
      validity: 'days_from_issue',
      validityDays: '30',
      scope: 'global',
      appliesTo: 'some',
      companyIds: ['c-1', 'c-2'],
      deductibility: true,
      active: false,
      sortOrder: '0',
    });
    expect(typeDefaults({ ...row, applies_to_all: true }).appliesTo).toBe('all');
    expect(typeDefaults({ ...row, applies_to_all: true }).companyIds).toEqual([]);
  });

  it('a new type has no code, name, texts or companies, and no validity days', () => {
    expect(typeDefaults(null)).toMatchObject({
      code: '',
      name: '',
      description: '',
      legalBasis: '',
      validityDays: '',
      companyIds: [],
    });
  });
});

describe('typeRow', () => {
  it('writes every column of a one-off global type, keeping its validity days', () => {
    const out = typeRow(typeSchema.parse({ ...typeDefaults(row, ['c-1']) }));
    expect(out).toEqual({
      code: 'opinion_sat',
      name: 'Opinión SAT',
      description: null,
      legal_basis: 'CFF 32-D',
      periodicity: 'one_off',
      due_day: null,
      due_month_offset: 0,
      validity: 'days_from_issue',
      validity_days: 30,
      scope: 'global',
      applies_to_all: false,
      deductibility: true,
      active: false,
      sort_order: 0,
    });
  });

  it('keeps the due day of a periodic type and gives an empty offset the default of 1', () => {
    const out = typeRow(
      typeSchema.parse({ ...newType(), periodicity: 'yearly', dueDay: '30', dueMonthOffset: '' }),
    );
    expect(out).toMatchObject({ due_day: 30, due_month_offset: 1, validity_days: null });
  });
});

describe('catalogue labels at the edges', () => {
  it('reads a due day 0 as no due date, and unknown validity values as stored', () => {
    expect(dueRuleText({ due_day: 0, due_month_offset: 1 })).toBe('Sin fecha límite');
    expect(dueRuleText({ due_day: 5, due_month_offset: 2 })).toBe('Día 5, 2 meses después');
    expect(validityText({ validity: 'days_from_issue', validity_days: null })).toBe(
      '? días desde la emisión',
    );
    expect(validityText({ validity: 'forever', validity_days: null })).toBe('forever');
  });
});

describe('typeDefaults month offset', () => {
  it('is 1 (the next month) for a new type and the stored offset for an existing one', () => {
    expect(typeDefaults(null).dueMonthOffset).toBe('1');
    expect(typeDefaults({ ...row, due_month_offset: 2 }).dueMonthOffset).toBe('2');
  });
});
