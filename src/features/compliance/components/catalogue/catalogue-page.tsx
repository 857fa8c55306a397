// Admin 'Catálogo': the document types the compliance rules are built on (periodicity, due rule, validity,
// scope, applicability, deductibility), created and edited here; a type with documents is deactivated
// instead of deleted (the database refuses the delete).
import { FileStack } from 'lucide-react';
import * as React from 'react';

import { ConfirmDeleteDialog } from '@/components/section/confirm-delete-dialog';
import { ListSection, useSectionTable } from '@/components/section/list-section';
import { RowActions } from '@/components/section/row-actions';
import { noMatches, SectionTable } from '@/components/section/section-table';
import { useSectionDialogs } from '@/components/section/use-section-dialogs';

import { useDeleteDocumentType } from '../../api/delete-document-type';
import type { CompanyChoice } from './company-checklist';
import { typeColumns } from './type-columns';
import { TypeDialog } from './type-dialog';
import { useCataloguePage, type CatalogueRow } from './use-catalogue-page';

const texts = {
  title: 'Catálogo de Documentos',
  subtitle: 'Los documentos que se exigen a cada empresa, cada cuándo y con qué vigencia.',
  adviser:
    'Este catálogo resume obligaciones fiscales y laborales (REPSE). Pide a tu asesor fiscal que lo revise antes de cambiar periodicidades, fechas límite o vigencias.',
  create: 'Nuevo Tipo',
  table: 'Tipos de documento',
  search: 'Buscar tipos',
  searchPlaceholder: 'Buscar por nombre, clave o fundamento...',
  loading: 'Cargando catálogo...',
  error: { title: 'Error', description: 'No se pudo cargar el catálogo de documentos.' },
  empty: {
    icon: FileStack,
    title: 'Catálogo Vacío',
    description: 'Agrega el primer tipo de documento con «Nuevo Tipo».',
  },
  noMatches: noMatches('Prueba con otra búsqueda.'),
  deleteTitle: '¿Eliminar tipo de documento?',
  deleteDescription: (type: CatalogueRow) =>
    `Se eliminará «${type.name}» del catálogo. Si ya hay documentos de este tipo no se podrá: desactívalo en su lugar.`,
};

export function CataloguePage({ companies }: { companies: CompanyChoice[] }) {
  const { params, table } = useSectionTable(texts);
  const page = useCataloguePage(params);
  const remove = useDeleteDocumentType();
  const { editing, toDelete, create, edit, closeEdit, askDelete, closeDelete } =
    useSectionDialogs<CatalogueRow>();

  const rowActions = React.useCallback(
    (type: CatalogueRow) => (
      <RowActions name={type.name} onEdit={() => edit(type)} onDelete={() => askDelete(type)} />
    ),
    [edit, askDelete],
  );

  return (
    <ListSection id="compliance-catalogue-title" texts={texts} onCreate={create}>
      <p role="note" className="rounded-md border border-warning/50 bg-warning/10 p-3 text-sm">
        {texts.adviser}
      </p>
      <SectionTable {...table} columns={typeColumns} query={page} rowActions={rowActions} />
      <TypeDialog type={editing ? (editing.row ?? 'new') : null} companies={companies} onClose={closeEdit} />
      <ConfirmDeleteDialog target={toDelete} onClose={closeDelete} texts={texts} mutation={remove} />
    </ListSection>
  );
}
