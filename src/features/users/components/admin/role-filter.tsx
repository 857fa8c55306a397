// The role filter beside the search box; its value lives in the URL (?rol=), like the table's params.
import * as React from 'react';

import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

import { ALL_ROLES, ROLES, roleLabel } from '../../utils/roles';

export function RoleFilter({ value, onChange }: { value: string; onChange: (role: string) => void }) {
  const id = React.useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="whitespace-nowrap text-sm text-muted-foreground">
        Rol
      </Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} className="w-full sm:w-44">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL_ROLES}>Todos los roles</SelectItem>
          {ROLES.map((role) => (
            <SelectItem key={role} value={role}>
              {roleLabel(role)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
