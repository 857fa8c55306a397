// The rows the lab consents journey changes, made for it alone: a company receiving full results, its
// client user and one completed request whose result PDF is in Storage.
import type { StackInfo } from './stack-info';
import { createCompany, createUser, serviceRest, uploadAsService, type TestUser } from './fixtures';

type Services = Pick<StackInfo, 'apiUrl' | 'serviceKey' | 'authUrl'>;

export interface LabConsentFixture {
  company: { id: string; name: string };
  client: TestUser;
  clientName: string;
  exam: string;
  patient: string;
  requestId: string;
}

export async function createLabConsentFixture(stack: Services, tag: string): Promise<LabConsentFixture> {
  const company = await createCompany(stack, `Consentimientos e2e ${tag}`);
  const clientName = `Carla Consulta ${tag}`;
  const client = await createUser(stack, { companyId: company.id, fullName: clientName });
  const key = `${company.id}/consentimiento-${tag}.pdf`;
  await uploadAsService(stack, 'lab-results', key, `%PDF-1.4\n% Resultado ${tag}\n%%EOF\n`);
  const exam = `Química e2e ${tag}`;
  const patient = `Ana Trabajadora ${tag}`;
  const [request] = await serviceRest<Array<{ id: string }>>(stack, 'laboratory_requests', {
    method: 'POST',
    body: {
      company_id: company.id,
      request_type: exam,
      patient_name: patient,
      request_date: new Date().toISOString().slice(0, 10),
      notes: `Notas clínicas ${tag}`,
      status: 'completado',
      result_url: `storage://lab-results/${key}`,
    },
  });
  return { company, client, clientName, exam, patient, requestId: request.id };
}

/** The same rows as a consent journey leaves them: the company receives only the verdict, the request is
 * «Apto» until next year, and the client consulted the result once (under a consent since revoked). */
export async function createWithheldFixture(stack: Services, tag: string): Promise<LabConsentFixture> {
  const fx = await createLabConsentFixture(stack, tag);
  await serviceRest(stack, `companies?id=eq.${fx.company.id}`, {
    method: 'PATCH',
    body: { lab_release_mode: 'solo_dictamen' },
  });
  await serviceRest(stack, `laboratory_requests?id=eq.${fx.requestId}`, {
    method: 'PATCH',
    body: { verdict: 'apto', verdict_valid_until: isoNextYear() },
  });
  await serviceRest(stack, 'lab_result_accesses', {
    method: 'POST',
    body: {
      laboratory_request_id: fx.requestId,
      company_id: fx.company.id,
      item_name: fx.exam,
      actor_name: fx.clientName,
      basis: 'consentimiento',
    },
  });
  return fx;
}

function isoNextYear(): string {
  const day = new Date();
  day.setFullYear(day.getFullYear() + 1);
  return day.toISOString().slice(0, 10);
}

/** A date a year from today as the date field takes it (DD/MM/YYYY) and as the portal shows it. */
export function nextYear(): string {
  return isoNextYear().split('-').reverse().join('/');
}
