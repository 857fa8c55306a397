// Recording a delivery from a screen: the RPC as a mutation whose success makes the proof-of-delivery log
// stale, so a 'Constancia de entregas' on the same page shows the new entry. The RPC never rejects, so
// the person never sees an error for it.
import { useMutation } from '@tanstack/react-query';

import { recordDeliveries, recordDelivery, type DeliveryEvent, type DeliveryItem } from './record-delivery';

/** The query-key prefix of the delivery log (the compliance feature's lists live under it). */
export const DELIVERY_LOG_KEY = ['compliance', 'deliveries'] as const;

type Input = { event: DeliveryEvent } & ({ item: DeliveryItem } | { documentIds: string[] });

export function useRecordDelivery() {
  const { mutate } = useMutation({
    mutationFn: async (input: Input) => {
      if ('item' in input) await recordDelivery(input.event, input.item);
      else await recordDeliveries(input.event, input.documentIds);
    },
    meta: { invalidates: [DELIVERY_LOG_KEY] },
  });
  return mutate;
}
