import { DELIVERY_LOG_KEY } from '@/lib/deliveries/use-record-delivery';

export const complianceKeys = {
  all: ['compliance'] as const,
  types: () => [...complianceKeys.all, 'types'] as const,
  documents: (scope: string, from: string, to: string) =>
    [...complianceKeys.all, 'documents', scope, from, to] as const,
  // The log's key lives with the recording (src/lib/deliveries), which refreshes it after each entry.
  deliveries: () => DELIVERY_LOG_KEY,
};
