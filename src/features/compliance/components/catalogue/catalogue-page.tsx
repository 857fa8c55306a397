// Admin 'Catálogo': the document types the compliance rules are built on (periodicity, due rule, validity,
// scope, applicability, deductibility), created and edited here; a type with documents is deactivated
// instead of deleted (the database refuses the delete).
import { FileStack, Pencil, Plus, SearchX, Trash2 } from 'lucide-react';
import * as React from 'react';

import { DataTable } from '@/components/data-table/data-table';
import { useTableParams } from '@/components/data-table/use-table-params';
import { PageSection } from '@/components/page-header';
import { AlertDialog } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

import { useDeleteDocumentType } from '../../api/delete-document-type';
import type { CompanyChoice } from './company-checklist';
import { typeColumns } from './type-columns';
import { TypeDialog } from './type-dialog';
import { useCataloguePage, type CatalogueRow } from './use-catalogue-page';

const texts = {
  title: 'Catálogo de documentos',
  subtitle: 'Los documentos que se exigen a cada empresa, cada cuándo y con qué vigencia.',
  adviser:
    'Este catálogo resume obligaciones fiscales y laborales (REPSE). Pide a tu asesor fiscal que lo revise antes de cambiar periodicidades, fechas límite o vigencias.',
  create: 'Nuevo tipo',
  table: 'Tipos de documento',
  search: 'Buscar tipos',
  searchPlaceholder: 'Buscar por nombre, clave o fundamento...',
  loading: 'Cargando catálogo...',
  error: { title: 'Error', description: 'No se pudo cargar el catálogo de documentos.' },
  empty: {
    icon: FileStack,
    title: 'Catálogo vacío',
    description: 'Agrega el primer tipo de documento con «Nuevo tipo».',
  },
  noMatches: {
    icon: SearchX,
    title: 'No se encontraron resultados',
    description: 'Prueba con otra búsqueda.',
  },
  deleteTitle: '¿Eliminar tipo de documento?',
  deleteDescription: (name: string) =>
    `Se eliminará «${name}» del catálogo. Si ya hay documentos de este tipo no se podrá: desactívalo en su lugar.`,
} as const;

export function CataloguePage({ companies }: { companies: CompanyChoice[] }) {
  const [params, setParams] = useTableParams();
  const page = useCataloguePage(params);
  const remove = useDeleteDocumentType();
  const [editing, setEditing] = React.useState<CatalogueRow | 'new' | null>(null);
  const [toDelete, setToDelete] = React.useState<CatalogueRow | null>(null);

  const rowActions = React.useCallback(
    (type: CatalogueRow) => (
      <>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setEditing(type)}
          aria-label={`Editar ${type.name}`}
        >
          <Pencil aria-hidden="true" />
          Editar
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => setToDelete(type)}
          aria-label={`Eliminar ${type.name}`}
        >
          <Trash2 className="text-destructive" aria-hidden="true" />
        </Button>
      </>
    ),
    [],
  );

  return (
    <PageSection
      id="compliance-catalogue-title"
      title={texts.title}
      description={texts.subtitle}
      actions={
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" />
          {texts.create}
        </Button>
      }
    >
      <p role="note" className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
        {texts.adviser}
      </p>
      <DataTable
        label={texts.table}
        columns={typeColumns}
        query={page}
        params={params}
        onParamsChange={setParams}
        getRowId={(type) => type.id}
        texts={{ loading: texts.loading, error: texts.error, empty: texts.empty }}
        noMatches={texts.noMatches}
        search={{ label: texts.search, placeholder: texts.searchPlaceholder }}
        rowActions={rowActions}
      />
      <TypeDialog type={editing} companies={companies} onClose={() => setEditing(null)} />
      <AlertDialog
        open={toDelete !== null}
        onOpenChange={(next) => !next && !remove.isPending && setToDelete(null)}
        title={texts.deleteTitle}
        description={toDelete ? texts.deleteDescription(toDelete.name) : undefined}
        confirmLabel="Eliminar"
        onConfirm={() => toDelete && remove.mutate(toDelete, { onSettled: () => setToDelete(null) })}
        busy={remove.isPending}
      />
    </PageSection>
  );
}
