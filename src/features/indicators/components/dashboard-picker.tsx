import * as React from 'react';

import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

interface DashboardPickerProps {
  dashboards: { id: string; title: string }[];
  value: string;
  onChange: (id: string) => void;
}

/** 'Tablero': which of the company's dashboards is shown. */
export function DashboardPicker({ dashboards, value, onChange }: DashboardPickerProps) {
  const id = React.useId();
  return (
    <div className="grid gap-1.5 sm:w-72">
      <Label htmlFor={id}>Tablero</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {dashboards.map((d) => (
            <SelectItem key={d.id} value={d.id}>
              {d.title}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
