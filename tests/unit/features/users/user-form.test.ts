import { describe, expect, it } from 'vitest';

import {
  CURP_PATTERN,
  displayName,
  NO_COMPANY,
  profileFields,
  userDefaults,
  userMessages,
  userSchema,
  userToForm,
  type UserFormInput,
} from '@/features/users/utils/user-form';

const now = new Date(2026, 2, 15); // 15 March 2026, local time (the form uses the admin's own month)

const client = (values: Partial<UserFormInput> = {}): UserFormInput => ({
  ...userDefaults('c1', now),
  email: 'ana@portal.demo',
  username: 'ana.lopez',
  givenNames: 'Ana',
  lastNamePaternal: 'López',
  ...values,
});
const collaborator = (values: Partial<UserFormInput> = {}) =>
  client({
    role: 'collaborator',
    companyId: NO_COMPANY,
    curp: 'GODE561231HDFRRN09',
    jobTitle: 'Soldador',
    occupation: '06.2',
    ...values,
  });

/** The messages per field a person would see, e.g. { curp: [...] }. */
const issues = (input: UserFormInput) => {
  const result = userSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
  return out;
};

describe('user form: identity fields', () => {
  it('accepts a complete client and normalises e-mail and texts', () => {
    const result = userSchema.safeParse(
      client({
        email: '  Ana@Portal.DEMO ',
        givenNames: '  Ana María ',
        lastNamePaternal: ' López ',
        lastNameMaternal: ' Ruiz',
      }),
    );
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      email: 'ana@portal.demo',
      givenNames: 'Ana María',
      lastNamePaternal: 'López',
      lastNameMaternal: 'Ruiz',
      monthStart: 3,
      yearStart: 2026,
    });
  });

  it('refuses an invalid e-mail and an empty name', () => {
    expect(issues(client({ email: 'ana@' }))).toEqual({ email: [userMessages.email] });
    expect(issues(client({ givenNames: '   ' }))).toEqual({ givenNames: [userMessages.givenNames] });
  });

  it('asks a client or a collaborator for the apellido paterno; the materno is optional', () => {
    const paternal = { lastNamePaternal: [userMessages.lastNamePaternal] };
    expect(issues(client({ lastNamePaternal: ' ' }))).toEqual(paternal);
    expect(issues(collaborator({ lastNamePaternal: '' }))).toEqual(paternal);
    expect(issues(collaborator({ lastNameMaternal: '' }))).toEqual({});
    expect(issues(client({ role: 'admin', companyId: NO_COMPANY, lastNamePaternal: '' }))).toEqual({});
  });

  it('refuses an apellido materno without the paterno, even for an admin', () => {
    expect(
      issues(
        client({ role: 'admin', companyId: NO_COMPANY, lastNamePaternal: '', lastNameMaternal: 'Ruiz' }),
      ),
    ).toEqual({ lastNameMaternal: [userMessages.lastNameMaternal] });
  });

  it('writes the display name in the order the database builds it', () => {
    const user = userSchema.parse(collaborator({ givenNames: 'José Ángel', lastNameMaternal: 'Núñez' }));
    expect(displayName(user)).toBe('José Ángel López Núñez');
    expect(displayName(userSchema.parse(client()))).toBe('Ana López');
  });

  it('takes usernames of 3 to 40 letters, digits, dot, dash or underscore only', () => {
    const bad = { username: [userMessages.username] };
    expect(issues(client({ username: 'ab' }))).toEqual(bad);
    expect(issues(client({ username: 'abc' }))).toEqual({});
    expect(issues(client({ username: 'a.b-c_D9' }))).toEqual({});
    expect(issues(client({ username: 'a'.repeat(40) }))).toEqual({});
    expect(issues(client({ username: 'a'.repeat(41) }))).toEqual(bad);
    expect(issues(client({ username: 'ana lopez' }))).toEqual(bad);
    expect(issues(client({ username: '!ana' }))).toEqual(bad);
    expect(issues(client({ username: 'ana!' }))).toEqual(bad);
    expect(issues(client({ username: 'andrés' }))).toEqual(bad);
  });

  it('takes a start month from 1 to 12 and a start year from 2000 to 2100', () => {
    expect(issues(client({ monthStart: '0' }))).toEqual({ monthStart: [userMessages.month] });
    expect(issues(client({ monthStart: '13' }))).toEqual({ monthStart: [userMessages.month] });
    expect(userSchema.parse(client({ monthStart: '1' })).monthStart).toBe(1);
    expect(userSchema.parse(client({ monthStart: '12' })).monthStart).toBe(12);
    expect(issues(client({ yearStart: '1999' }))).toEqual({ yearStart: [userMessages.year] });
    expect(issues(client({ yearStart: '2101' }))).toEqual({ yearStart: [userMessages.year] });
    expect(issues(client({ yearStart: 'dos mil' }))).toEqual({ yearStart: [userMessages.year] });
    expect(issues(client({ yearStart: '2020.5' }))).toEqual({ yearStart: [userMessages.year] });
    expect(userSchema.parse(client({ yearStart: '2000' })).yearStart).toBe(2000);
    expect(userSchema.parse(client({ yearStart: '2100' })).yearStart).toBe(2100);
  });
});

describe('user form: what each role needs', () => {
  it('asks a client for its company (none or "ninguna" is refused)', () => {
    expect(issues(client({ companyId: '' }))).toEqual({ companyId: [userMessages.company] });
    expect(issues(client({ companyId: NO_COMPANY }))).toEqual({ companyId: [userMessages.company] });
    expect(issues(client({ role: 'admin', companyId: NO_COMPANY }))).toEqual({});
  });

  it('asks a collaborator for a valid CURP, puesto and ocupación, but no company', () => {
    expect(issues(collaborator())).toEqual({});
    expect(userSchema.parse(collaborator({ curp: ' gode561231hdfrrn09 ' })).curp).toBe('GODE561231HDFRRN09');
    expect(issues(collaborator({ curp: '', jobTitle: ' ', occupation: '' }))).toEqual({
      curp: [userMessages.curp],
      jobTitle: [userMessages.jobTitle],
      occupation: [userMessages.occupation],
    });
  });

  it('takes only a key of the Catálogo Nacional de Ocupaciones as the ocupación específica', () => {
    expect(issues(collaborator({ occupation: '01' }))).toEqual({});
    expect(issues(collaborator({ occupation: '11.3' }))).toEqual({});
    for (const occupation of ['Operador', '04.7', '4.4', 'Informática', '04.4 Informática'])
      expect(issues(collaborator({ occupation })), occupation).toEqual({
        occupation: [userMessages.occupation],
      });
    expect(userMessages.occupation).toBe('Elige la ocupación específica del colaborador en el catálogo.');
  });

  it('checks an optional CURP of a client or admin only when one is typed', () => {
    expect(issues(client({ curp: '' }))).toEqual({});
    expect(issues(client({ curp: 'GODE561231HDFRRN09' }))).toEqual({});
    expect(issues(client({ curp: 'GODE561231' }))).toEqual({ curp: [userMessages.curp] });
    expect(issues(client({ role: 'admin', curp: 'XXXX' }))).toEqual({ curp: [userMessages.curp] });
  });

  it('matches the 18-character CURP format exactly', () => {
    expect(CURP_PATTERN.test('GODE561231HDFRRN09')).toBe(true);
    expect(CURP_PATTERN.test('GODE561231MDFRRNA9')).toBe(true);
    expect(CURP_PATTERN.test('GODE561231XDFRRN09')).toBe(true);
    expect(CURP_PATTERN.test('1GODE561231HDFRRN09')).toBe(false);
    expect(CURP_PATTERN.test('GODE561231HDFRRN091')).toBe(false);
    expect(CURP_PATTERN.test('GOD1561231HDFRRN09')).toBe(false);
    expect(CURP_PATTERN.test('GODEA61231HDFRRN09')).toBe(false);
    expect(CURP_PATTERN.test('GODE561231ZDFRRN09')).toBe(false);
    expect(CURP_PATTERN.test('GODE561231HDF1RN09')).toBe(false);
    expect(CURP_PATTERN.test('GODE561231HDFRR-09')).toBe(false);
    expect(CURP_PATTERN.test('GODE561231HDFRRN0A')).toBe(false);
  });

  it('needs 8 characters in a temporary password typed by the admin; empty means generated', () => {
    const temporary = (temporaryPassword: string) => client({ access: 'temporary', temporaryPassword });
    expect(issues(temporary(''))).toEqual({});
    expect(issues(temporary('1234567'))).toEqual({ temporaryPassword: [userMessages.password] });
    expect(issues(temporary('12345678'))).toEqual({});
    expect(issues(client({ access: 'invite', temporaryPassword: '123' }))).toEqual({});
  });
});

describe('user form values', () => {
  it("starts in the header's company (none for all) and the current month", () => {
    expect(userDefaults('c1', now)).toMatchObject({ companyId: 'c1', monthStart: '3', yearStart: '2026' });
    expect(userDefaults('all', now).companyId).toBe('');
    expect(userDefaults('all', now)).toMatchObject({
      role: 'client',
      access: 'invite',
      temporaryPassword: '',
    });
  });

  it('writes the profile columns with null for blanks and for no company', () => {
    const output = userSchema.parse(collaborator({ serviceType: 'Limpieza' }));
    expect(profileFields(output)).toEqual({
      username: 'ana.lopez',
      given_names: 'Ana',
      last_name_paternal: 'López',
      last_name_maternal: null,
      role: 'collaborator',
      company_id: null,
      service_type: 'Limpieza',
      month_start: 3,
      year_start: 2026,
      curp: 'GODE561231HDFRRN09',
      job_title: 'Soldador',
      occupation: '06.2',
    });
    expect(profileFields(userSchema.parse(client()))).toMatchObject({
      company_id: 'c1',
      service_type: null,
      curp: null,
      job_title: null,
      occupation: null,
    });
    expect(profileFields({ ...userSchema.parse(client()), companyId: '' }).company_id).toBeNull();
  });

  it('fills the form from a stored profile, with defaults for missing values', () => {
    const stored = {
      email: 'ana@portal.demo',
      username: 'ana',
      given_names: 'Ana',
      last_name_paternal: 'López',
      last_name_maternal: 'Ruiz',
      role: 'collaborator',
      company_id: 'c2',
      service_type: 'Limpieza',
      month_start: 7,
      year_start: 2024,
      curp: 'GODE561231HDFRRN09',
      job_title: 'Soldador',
      occupation: '06.2',
    };
    expect(userToForm(stored, now)).toEqual({
      email: 'ana@portal.demo',
      username: 'ana',
      givenNames: 'Ana',
      lastNamePaternal: 'López',
      lastNameMaternal: 'Ruiz',
      role: 'collaborator',
      companyId: 'c2',
      serviceType: 'Limpieza',
      monthStart: '7',
      yearStart: '2024',
      curp: 'GODE561231HDFRRN09',
      jobTitle: 'Soldador',
      occupation: '06.2',
      access: 'invite',
      temporaryPassword: '',
    });
    const empty = {
      ...stored,
      given_names: null,
      last_name_paternal: null,
      last_name_maternal: null,
      role: 'superuser',
      company_id: null,
      service_type: null,
      month_start: null,
      year_start: null,
      curp: null,
      job_title: null,
      occupation: null,
    };
    expect(userToForm(empty, now)).toMatchObject({
      givenNames: '',
      lastNamePaternal: '',
      lastNameMaternal: '',
      role: 'client',
      companyId: NO_COMPANY,
      serviceType: '',
      monthStart: '3',
      yearStart: '2026',
      curp: '',
      jobTitle: '',
      occupation: '',
    });
  });
});

describe('userDefaults text fields', () => {
  it('starts a new user with empty email, username and name', () => {
    const values = userDefaults('c-1', new Date(2026, 2, 1));
    expect([
      values.email,
      values.username,
      values.givenNames,
      values.lastNamePaternal,
      values.lastNameMaternal,
    ]).toEqual(['', '', '', '', '']);
  });
});
