// The role filter beside the search box; its value lives in the URL (?rol=), like the table's params.
// The browser's own select (a short fixed list on the admin's first screen; see CompanyFilter).
import * as React from 'react';

import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';

import { ALL_ROLES, ROLES, roleLabel } from '../../utils/roles';

export function RoleFilter({ value, onChange }: { value: string; onChange: (role: string) => void }) {
  const id = React.useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="whitespace-nowrap text-sm text-muted-foreground">
        Rol
      </Label>
      <NativeSelect
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="w-full sm:w-44"
      >
        <option value={ALL_ROLES}>Todos los roles</option>
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {roleLabel(role)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
