// Deleting a company asks first and names what goes with it, counted on the server when the dialog opens:
// "Se eliminarán 12 documentos, 4 facturas ... y 3 usuarios quedarán sin empresa."
import { AlertDialog } from '@/components/ui/alert-dialog';
import { formatNumber } from '@/utils/format';

import { useDeleteCompany } from '../../api/delete-company';
import { useCompanyDependents, type CompanyDependents } from '../../api/get-company-dependents';

const nouns: Record<Exclude<keyof CompanyDependents, 'profiles'>, [string, string]> = {
  documents: ['documento', 'documentos'],
  invoices: ['factura', 'facturas'],
  laboratory_requests: ['solicitud de laboratorio', 'solicitudes de laboratorio'],
  directory_entries: ['contacto del directorio', 'contactos del directorio'],
  indicators: ['indicador o reporte', 'indicadores y reportes'],
  feedback: ['retroalimentación', 'retroalimentaciones'],
};

const count = (n: number, [one, many]: [string, string]) => `${formatNumber(n)} ${n === 1 ? one : many}`;

function joinList(items: string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} y ${items.at(-1)}` : (items[0] ?? '');
}

/** The sentence of the confirmation; exported for its unit test. */
export function dependentsSentence(deps: CompanyDependents): string {
  const lost = (Object.keys(nouns) as (keyof typeof nouns)[])
    .filter((table) => deps[table] > 0)
    .map((table) => count(deps[table], nouns[table]));
  const users =
    deps.profiles > 0
      ? `${formatNumber(deps.profiles)} ${deps.profiles === 1 ? 'usuario quedará' : 'usuarios quedarán'} sin empresa`
      : '';
  if (lost.length === 0 && !users) return 'La empresa no tiene usuarios ni datos asociados.';
  if (lost.length === 0) return `${users.charAt(0).toUpperCase()}${users.slice(1)}.`;
  return `Se eliminarán ${joinList(lost)}${users ? ` y ${users}` : ''}.`;
}

interface DeleteCompanyDialogProps {
  company: { id: string; name: string } | null;
  onClose: () => void;
}

export function DeleteCompanyDialog({ company, onClose }: DeleteCompanyDialogProps) {
  const dependents = useCompanyDependents(company?.id ?? null);
  const remove = useDeleteCompany();
  const description = dependents.isSuccess
    ? `${dependents.data ? dependentsSentence(dependents.data) : ''} Esta acción no se puede deshacer.`
    : dependents.isError
      ? 'No se pudo contar lo que depende de la empresa; vuelve a intentarlo.'
      : 'Contando lo que depende de la empresa...';

  return (
    <AlertDialog
      open={company !== null}
      onOpenChange={(next) => !next && !remove.isPending && onClose()}
      title={company ? `¿Eliminar ${company.name}?` : ''}
      description={description}
      confirmLabel="Eliminar"
      confirmVariant="destructive"
      onConfirm={() => {
        if (!company) return;
        // Never delete without having shown the counts: a failed count is asked again instead.
        if (!dependents.isSuccess) void dependents.refetch();
        else remove.mutate(company, { onSettled: onClose });
      }}
      busy={remove.isPending || dependents.isFetching}
    />
  );
}
