// Recording a delivery from a screen: the RPC as a mutation that writes delivery_events, so a 'Constancia
// de entregas' on the same page shows the new entry. The RPC never rejects, so the person never sees an
// error for it.
import { useMutation } from '@tanstack/react-query';

import { recordDeliveries, recordDelivery, type DeliveryEvent, type DeliveryItem } from './record-delivery';

type Input = { event: DeliveryEvent } & ({ item: DeliveryItem } | { documentIds: string[] });

export function useRecordDelivery() {
  const { mutate } = useMutation({
    mutationFn: async (input: Input) => {
      if ('item' in input) await recordDelivery(input.event, input.item);
      else await recordDeliveries(input.event, input.documentIds);
    },
    meta: { writes: ['delivery_events'] },
  });
  return mutate;
}
