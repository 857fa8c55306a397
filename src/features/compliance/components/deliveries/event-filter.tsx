import * as React from 'react';

import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import {
  ALL_EVENTS,
  DELIVERY_EVENT_LABELS,
  isDeliveryEvent,
  type DeliveryEventFilter,
} from '@/lib/deliveries/delivery-log';

interface EventFilterProps {
  value: DeliveryEventFilter;
  onChange: (value: DeliveryEventFilter) => void;
}

/** 'Evento': all, or only publications, openings or downloads. */
export function EventFilter({ value, onChange }: EventFilterProps) {
  const id = React.useId();
  return (
    <div className="grid gap-1.5 sm:w-48">
      <Label htmlFor={id} className="text-sm text-muted-foreground">
        Evento
      </Label>
      <Select value={value} onValueChange={(next) => onChange(isDeliveryEvent(next) ? next : ALL_EVENTS)}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_EVENTS}>Todos los eventos</SelectItem>
          {Object.entries(DELIVERY_EVENT_LABELS).map(([event, label]) => (
            <SelectItem key={event} value={event}>
              {label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
