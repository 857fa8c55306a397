import { describe, expect, it } from 'vitest';

import {
  localDate,
  requestDefaults,
  requestMessages,
  requestSchema,
} from '@/features/laboratory/utils/request-form';

const valid = {
  companyId: 'c1',
  requestType: 'Biometría hemática',
  patientName: '',
  requestDate: '2026-03-04',
  notes: '',
  status: 'pendiente',
};
const request = (values: Partial<typeof valid>) => requestSchema.safeParse({ ...valid, ...values });
const messages = (result: ReturnType<typeof request>) =>
  result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

describe('laboratory request form', () => {
  it('trims the texts and sends blank optional ones as null', () => {
    expect(request({ requestType: ' Química ', status: ' en_proceso ' }).data).toEqual({
      ...valid,
      requestType: 'Química',
      patientName: null,
      notes: null,
      status: 'en_proceso',
    });
    expect(request({ patientName: ' Juan ', notes: ' ayuno ' }).data).toMatchObject({
      patientName: 'Juan',
      notes: 'ayuno',
    });
  });

  it('needs a company, an exam type, a real date and a status', () => {
    expect(messages(request({ companyId: '', requestType: ' ', status: ' ' }))).toEqual([
      `companyId: ${requestMessages.company}`,
      `requestType: ${requestMessages.type}`,
      `status: ${requestMessages.status}`,
    ]);
    for (const requestDate of ['2026-3-4', '04/03/2026', '2026-13-04', 'x2026-03-04', '2026-03-044', '']) {
      expect(messages(request({ requestDate }))).toEqual([`requestDate: ${requestMessages.date}`]);
    }
  });

  it("dates a new request on the admin's own day", () => {
    expect(localDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(localDate(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it("starts a new request pending, in the header's company, today", () => {
    expect(requestDefaults(null, 'c1')).toEqual({
      companyId: 'c1',
      requestType: '',
      patientName: '',
      requestDate: localDate(),
      notes: '',
      status: 'pendiente',
    });
    expect(requestDefaults(null, 'all').companyId).toBe('');
  });

  it('fills the form from a stored request, with its status in the specified spelling', () => {
    const stored = {
      company_id: 'c2',
      request_type: 'Audiometría',
      patient_name: 'Ana',
      request_date: '2026-02-10T00:00:00+00:00',
      notes: 'Urgente',
      status: ' Procesando ',
    };
    expect(requestDefaults(stored, 'all')).toEqual({
      companyId: 'c2',
      requestType: 'Audiometría',
      patientName: 'Ana',
      requestDate: '2026-02-10',
      notes: 'Urgente',
      status: 'en_proceso',
    });
    expect(
      requestDefaults({ ...stored, patient_name: null, notes: null, status: 'muestra_rechazada' }, 'c1'),
    ).toMatchObject({
      patientName: '',
      notes: '',
      status: 'muestra_rechazada',
    });
  });
});

describe('request date, exactly a calendar day', () => {
  it('refuses a five-digit year and a day followed by a time, which Date.parse would accept', () => {
    for (const requestDate of ['12026-05-31', '2026-05-31T10:00'])
      expect(request({ requestDate }).success, requestDate).toBe(false);
    expect(request({ requestDate: '2026-05-31' }).success).toBe(true);
  });
});
