// The delivery log's event and date range, kept in the URL (?evento=opened&desde=…&hasta=…) so a reload
// or a shared link keeps them; a change starts the list again at its first page.
import * as React from 'react';
import { useSearchParams } from 'react-router-dom';

import { ALL_EVENTS, isDeliveryEvent, type DeliveryFilters } from '@/lib/deliveries/delivery-log';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PARAMS = { event: 'evento', from: 'desde', to: 'hasta' } as const;

export function parseDeliveryFilters(params: URLSearchParams): DeliveryFilters {
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return DAY.test(value) ? value : '';
  };
  const event = params.get(PARAMS.event);
  return { event: isDeliveryEvent(event) ? event : ALL_EVENTS, from: day(PARAMS.from), to: day(PARAMS.to) };
}

export function useDeliveryFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = React.useMemo(() => parseDeliveryFilters(searchParams), [searchParams]);
  const update = React.useCallback(
    (next: Partial<DeliveryFilters>) =>
      setSearchParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          out.delete('page');
          for (const key of Object.keys(next) as (keyof DeliveryFilters)[]) {
            const value = next[key];
            if (value && value !== ALL_EVENTS) out.set(PARAMS[key], value);
            else out.delete(PARAMS[key]);
          }
          return out;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return [filters, update] as const;
}
