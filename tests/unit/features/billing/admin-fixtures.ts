import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { COMPANY_A, COMPANY_B } from '../../kit/profiles';

export const RFC_A = 'CAL010101AB1';

export const companyRows = [
  { id: COMPANY_A, name: 'Constructora Alfa', rfc: RFC_A },
  { id: COMPANY_B, name: 'Industrias Beta', rfc: null },
];

const demoXml = (number: string) =>
  readFileSync(join(process.cwd(), 'local/seed/files/facturas/empresa-a', `${number}.xml`), 'utf8');

export const xmlFile = (number = 'A-1005', text = demoXml(number)) =>
  new File([text], `${number}.xml`, { type: 'text/xml' });

export const otherRfcXml = () =>
  xmlFile('A-1005', demoXml('A-1005').replace(`Rfc="${RFC_A}"`, 'Rfc="ZZZ010101ZZ9"'));

export const pdfFile = (name = 'factura.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

export const adminInvoice = (n: string, company = COMPANY_A, extra: object = {}) => ({
  id: `inv-${n}`,
  company_id: company,
  invoice_number: `A-${n}`,
  cfdi_uuid: `CF0000A0-${n}-4000-8000-00000000${n}`,
  issue_date: `2026-0${(Number(n) % 9) + 1}-01`,
  due_date: null,
  amount: 1000 + Number(n),
  currency: 'MXN',
  status: 'pendiente',
  file_url: `storage://invoices/${company}/A-${n}.pdf`,
  xml_url: `storage://invoices/${company}/A-${n}.xml`,
  company: { name: company === COMPANY_A ? 'Constructora Alfa' : 'Industrias Beta' },
  ...extra,
});
