import { Pencil, Trash2 } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { AdminCompany } from '../../api/get-companies-page';

interface CompanyActionsProps {
  company: AdminCompany;
  onEdit: (company: AdminCompany) => void;
  onDelete: (company: AdminCompany) => void;
}

export function CompanyActions({ company, onEdit, onDelete }: CompanyActionsProps) {
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onEdit(company)}
        aria-label={`Editar ${company.name}`}
      >
        <Pencil aria-hidden="true" />
        Editar
      </Button>
      <Button
        variant="ghost"
        size="icon"
        onClick={() => onDelete(company)}
        aria-label={`Eliminar ${company.name}`}
      >
        <Trash2 className="text-destructive" aria-hidden="true" />
      </Button>
    </>
  );
}
