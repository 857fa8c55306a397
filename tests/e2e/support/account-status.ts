// Fixtures of the 'Estado de la Cuenta' journey: a company and its client of this run, a previous visit two
// hours ago (so what is created now is news), an overdue invoice, a laboratory result nobody downloaded, and
// a typed document (CFDI de nómina) for the last closed month. Plus the client's own supabase-js client,
// to record a download as the app does.
import { createClient } from '@supabase/supabase-js';

import { FIREBASE_API_KEY } from '../../../local/stack/config';
import { createCompany, createUser, serviceRest, uploadAsService, type TestUser } from './fixtures';
import type { StackInfo } from './stack-info';

export interface AccountJourney {
  company: { id: string; name: string };
  client: TestUser;
  invoiceNumber: string;
  resultId: string;
  resultType: string;
  documentName: string;
  /** 'YYYY-MM' of the current and last closed month in Mexico City, as the app counts them. */
  currentMonth: { year: number; month: number };
  closedMonth: { year: number; month: number };
}

/** Today's calendar date in Mexico City (the app's rule for "this month" and "overdue"). */
function mexicoToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
}

const addDaysIso = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function createAccountJourney(stack: StackInfo, tag: string): Promise<AccountJourney> {
  const company = await createCompany(stack, `Cuenta E2E ${tag}`);
  const client = await createUser(stack, { companyId: company.id, fullName: `Cliente cuenta ${tag}` });
  const twoHoursAgo = new Date(Date.now() - 2 * 3600_000).toISOString();
  await serviceRest(stack, 'account_visits', {
    method: 'POST',
    body: { profile_id: client.profileId, last_visit_at: twoHoursAgo },
  });

  const today = mexicoToday();
  const [year, month] = today.split('-').map(Number);
  const closedMonth = month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
  const invoiceNumber = `E2E-${tag}`;
  await serviceRest(stack, 'invoices', {
    method: 'POST',
    body: {
      company_id: company.id,
      invoice_number: invoiceNumber,
      amount: 12345.67,
      currency: 'MXN',
      issue_date: addDaysIso(today, -40),
      due_date: addDaysIso(today, -10),
      status: 'pendiente',
    },
  });

  const resultType = `Audiometría ${tag}`;
  // A real result file, so that opening it in the Laboratorio tab works (and is recorded).
  const resultKey = `${company.id}/${tag}.pdf`;
  await uploadAsService(stack, 'lab-results', resultKey, `%PDF-1.4\n% Resultado ${tag}\n%%EOF\n`);
  const [result] = await serviceRest<{ id: string }[]>(stack, 'laboratory_requests', {
    method: 'POST',
    body: {
      company_id: company.id,
      request_type: resultType,
      patient_name: 'Paciente E2E',
      request_date: addDaysIso(today, -5),
      status: 'completado',
      result_url: `storage://lab-results/${resultKey}`,
    },
  });

  const [type] = await serviceRest<{ id: string }[]>(stack, 'document_types?select=id&code=eq.cfdi_nomina');
  const documentName = `CFDI nómina ${tag}.pdf`;
  await serviceRest(stack, 'documents', {
    method: 'POST',
    body: {
      company_id: company.id,
      is_global: false,
      document_type_id: type.id,
      year: closedMonth.year,
      month: closedMonth.month,
      name: documentName,
      url: `storage://repse-documents/${company.id}/${tag}.pdf`,
      sha256: 'a'.repeat(64),
      size_bytes: 1024,
    },
  });

  return {
    company,
    client,
    invoiceNumber,
    resultId: result.id,
    resultType,
    documentName,
    currentMonth: { year, month },
    closedMonth,
  };
}

/** The client's supabase-js, signed in with its own Firebase ID token (RLS and record_delivery see it). */
export async function clientSupabase(stack: StackInfo, user: TestUser) {
  const res = await fetch(
    `${stack.authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=${FIREBASE_API_KEY}`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: user.email, password: user.password, returnSecureToken: true }),
    },
  );
  if (!res.ok) throw new Error(`signInWithPassword -> ${res.status}: ${await res.text()}`);
  const { idToken } = (await res.json()) as { idToken: string };
  return createClient(stack.apiUrl, stack.anonKey, { accessToken: async () => idToken });
}
