// document_types rows as the catalogue query returns them.
export const typeRow = (overrides: Record<string, unknown> = {}) => ({
  id: 'type-nomina',
  code: 'cfdi_nomina',
  name: 'CFDI de nómina',
  description: null,
  legal_basis: 'LISR art. 27-V',
  periodicity: 'monthly',
  due_day: 17,
  due_month_offset: 1,
  validity: 'none',
  validity_days: null,
  scope: 'company',
  applies_to_all: true,
  deductibility: true,
  active: true,
  sort_order: 10,
  ...overrides,
});

export const opinionRow = () =>
  typeRow({
    id: 'type-opinion',
    code: 'opinion_sat',
    name: 'Opinión SAT',
    legal_basis: 'CFF art. 32-D',
    periodicity: 'monthly',
    validity: 'days_from_issue',
    validity_days: 30,
    scope: 'global',
    deductibility: false,
    sort_order: 20,
  });

export const registrationRow = () =>
  typeRow({
    id: 'type-repse',
    code: 'registro_repse',
    name: 'Registro REPSE',
    periodicity: 'one_off',
    due_day: null,
    validity: 'until_expiry',
    scope: 'global',
    applies_to_all: false,
    deductibility: false,
    active: false,
    sort_order: 30,
  });
