export const complianceKeys = {
  all: ['compliance'] as const,
  types: () => [...complianceKeys.all, 'types'] as const,
  documents: (scope: string, from: string, to: string) =>
    [...complianceKeys.all, 'documents', scope, from, to] as const,
  deliveries: () => [...complianceKeys.all, 'deliveries'] as const,
  receipts: () => [...complianceKeys.all, 'receipts'] as const,
};
