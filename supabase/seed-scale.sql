-- Scale data for trying the portal with a large client (`npm start -- --scale`; issue 13): company A
-- (Constructora Alfa, the company of cliente_a) gains 5,000 REPSE documents, 2,000 lab requests,
-- 1,000 invoices and 500 users. Runs after seed.sql and is re-runnable: it first removes its own rows,
-- recognisable by their names (Escala ...), numbers (E-...) and e-mails (escala-...@portal.demo).
-- Rows point at files the demo seed already stored, so opening any of them works.

delete from public.documents
  where company_id = '10000000-0000-4000-8000-00000000000a' and name like 'Escala %';
delete from public.laboratory_requests
  where company_id = '10000000-0000-4000-8000-00000000000a' and patient_name like 'Escala %';
delete from public.invoices
  where company_id = '10000000-0000-4000-8000-00000000000a' and invoice_number like 'E-%';
delete from public.profiles where email like 'escala-%@portal.demo';

-- 5,000 documents over the last 10 years (about 42 a month), five kinds in turn.
insert into public.documents (company_id, is_global, year, month, name, url, document_type)
select '10000000-0000-4000-8000-00000000000a', false,
  extract(year from current_date - make_interval(months => n % 120))::smallint,
  extract(month from current_date - make_interval(months => n % 120))::smallint,
  format('Escala %s %s', (array['Opinión IMSS', 'Opinión SAT', 'Pago INFONAVIT', 'Informe ICSOE',
    'Constancia REPSE'])[n % 5 + 1], lpad(n::text, 4, '0')),
  'storage://repse-documents/10000000-0000-4000-8000-00000000000a/m00-constancia-repse.pdf',
  (array['Opinión IMSS', 'Opinión SAT', 'Pago INFONAVIT', null, 'Constancia REPSE'])[n % 5 + 1]
from generate_series(1, 5000) as n;

-- 2,000 lab requests over the last three years, every status; completed ones carry a result.
insert into public.laboratory_requests (company_id, request_type, patient_name, request_date, notes, status,
  result_url)
select '10000000-0000-4000-8000-00000000000a',
  (array['Examen médico de ingreso', 'Antidoping (5 paneles)', 'Biometría hemática', 'Audiometría',
    'Química sanguínea', 'Radiografía de tórax'])[n % 6 + 1],
  format('Escala Paciente %s', lpad(n::text, 4, '0')),
  current_date - (n % 1095),
  case when n % 3 = 0 then format('Nota de la solicitud %s', n) end,
  (array['pendiente', 'en_proceso', 'completado', 'completado', 'cancelado'])[n % 5 + 1],
  case when n % 5 in (2, 3)
    then 'storage://lab-results/10000000-0000-4000-8000-00000000000a/resultado-1.pdf' end
from generate_series(1, 2000) as n;

-- 1,000 invoices, one every day or so back from today, every status.
insert into public.invoices (company_id, invoice_number, issue_date, due_date, amount, status, file_url,
  xml_url)
select '10000000-0000-4000-8000-00000000000a', format('E-%s', lpad(n::text, 4, '0')),
  current_date - n, current_date - n + 30, round((1000 + (n * 7919) % 90000)::numeric, 2),
  (array['pagada', 'pagada', 'pendiente', 'vencida', 'cancelada'])[n % 5 + 1],
  'storage://invoices/10000000-0000-4000-8000-00000000000a/A-1001.pdf',
  'storage://invoices/10000000-0000-4000-8000-00000000000a/A-1001.xml'
from generate_series(1, 1000) as n;

-- 500 users of the company (no Firebase account: they fill the admin's lists, nobody signs in as them).
insert into public.profiles (email, username, role, active, company_id, full_name, service_type)
select format('escala-%s@portal.demo', lpad(n::text, 3, '0')), format('escala_%s', lpad(n::text, 3, '0')),
  case when n % 10 = 0 then 'collaborator' else 'client' end, n % 25 <> 0,
  '10000000-0000-4000-8000-00000000000a', format('Usuario Escala %s', lpad(n::text, 3, '0')),
  'Servicios especializados REPSE'
from generate_series(1, 500) as n;
