// The deductibility file of one invoice, from the shared catalogue and the company's typed documents of
// the payment year (one query per company and year, shared by every row of the list paid that year).
import { useComplianceDocuments } from '../../api/get-compliance-documents';
import { useCatalogue } from '../../api/get-document-types';
import { monthOfDate, todayInMexico } from '../../utils/periods';
import { invoiceEvidence, type InvoiceEvidence } from '../../utils/status';

export type EvidenceState =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; evidence: InvoiceEvidence; legalBasis: (typeId: string) => string | null };

export function useInvoiceEvidence(companyId: string, paidOn: string): EvidenceState {
  const { year } = monthOfDate(paidOn);
  const catalogue = useCatalogue();
  const documents = useComplianceDocuments(companyId, { year, month: 1 }, { year, month: 12 });
  if (catalogue.isError || documents.isError) {
    return {
      status: 'error',
      retry: () => {
        if (catalogue.isError) void catalogue.refetch();
        if (documents.isError) void documents.refetch();
      },
    };
  }
  if (!catalogue.data || !documents.data) return { status: 'loading' };
  const { types, typeCompanies } = catalogue.data;
  const evidence = invoiceEvidence(
    { types, typeCompanies, documents: documents.data, today: todayInMexico() },
    companyId,
    paidOn,
  );
  return {
    status: 'ready',
    evidence,
    legalBasis: (typeId) => types.find((t) => t.id === typeId)?.legal_basis ?? null,
  };
}
