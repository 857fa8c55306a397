// Placeholder while issue 15 is built in parallel: replaced by its owner (helper "matrix") before merging.
export function ClientComplianceMatrix(_props: { companyId: string }) {
  return null;
}
