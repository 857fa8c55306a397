// Client tab 'REPSE': the company's and the global compliance documents by year and month, each opened
// through a 60 s signed URL made on click, and a zip of the visible ones. Openings and downloads are
// recorded as proof of delivery. The years and months come from the periods with documents; only the
// year shown is read from the server, and the current year (shown whenever it has documents) is asked
// for beside the periods rather than after them.
import { FolderOpen } from 'lucide-react';
import * as React from 'react';

import { LinkedItemNotice } from '@/components/linked-item-notice';
import { QueryStates } from '@/components/query-states';
import { ListSection } from '@/components/section/list-section';
import { ZipProgress } from '@/components/zip-progress';
import { useRecordDelivery } from '@/lib/deliveries/use-record-delivery';
import { useOpenFile } from '@/lib/files/use-file-url';
import { LINKED_ITEM_PARAMS, pickLinked, useLinkedItem, useLinkedPeriod } from '@/lib/linked-item';

import {
  documentListTexts,
  useCompanyDocuments,
  useDocumentPeriods,
  type CompanyDocument,
} from '../../api/get-documents';
import { useBulkDownload } from '../../hooks/use-bulk-download';
import * as period from '../../utils/group-documents';
import { GroupList } from './group-list';
import { PeriodFilters } from './period-filters';

const texts = {
  title: 'Documentos REPSE',
  subtitle: 'Tus documentos de cumplimiento por año y mes.',
  loading: 'Cargando documentos...',
  empty: {
    icon: FolderOpen,
    title: 'Sin Documentos',
    description: 'No hay documentos para este periodo. Prueba con otro año o mes, o contacta a soporte.',
  },
  download: (n: number) => `Descargar ${n} ${n === 1 ? 'documento' : 'documentos'} (ZIP)`,
  downloading: 'Descargando...',
  openErrorTitle: 'No se pudo abrir el documento',
} as const;

export function RepseDocuments({ companyId }: { companyId: string }) {
  const periods = useDocumentPeriods(companyId);
  const [pickedYear, setPickedYear] = React.useState<number | null>(null);
  const [pickedMonth, setMonth] = React.useState(period.ALL_MONTHS);
  // A notification's link (?anio=&mes=&documento=) opens its period with its document alone, until the
  // person picks another period or asks for every document.
  const linkedPeriod = useLinkedPeriod();
  const linked = useLinkedItem(LINKED_ITEM_PARAMS.document);
  const { open, opening } = useOpenFile(texts.openErrorTitle);
  const record = useRecordDelivery();
  const { download, cancel, state, isZipping } = useBulkDownload();

  // The opening is recorded only once the file could be signed, and never holds the user up.
  const openAndRecord = async (doc: CompanyDocument) => {
    if (await open(doc.url)) record({ event: 'opened', item: { documentId: doc.id } });
  };

  const months = periods.data ?? [];
  const years = period.availableYears(months);
  const wantedYear = linkedPeriod.year ?? pickedYear;
  const year = wantedYear !== null && years.includes(wantedYear) ? wantedYear : period.defaultYear(years);
  const month = linkedPeriod.year === null ? pickedMonth : String(linkedPeriod.month ?? period.ALL_MONTHS);
  // While the periods are on their way, the current year's documents are read: that is the year shown
  // whenever it has any (defaultYear), and the same query simply carries on once the periods confirm it.
  const documents = useCompanyDocuments(companyId, year ?? (periods.isPending ? period.thisYear() : null));
  const shown = pickLinked(period.visibleDocuments(documents.data ?? [], year, month), linked.id);
  const visible = shown.rows;
  const hasDocuments = periods.isSuccess && years.length > 0;

  return (
    <ListSection
      id="repse-title"
      texts={texts}
      exporter={
        hasDocuments
          ? {
              variant: 'default',
              onExport: () => year !== null && void download(visible, year, month),
              pending: isZipping,
              label: texts.download(visible.length),
              pendingLabel: texts.downloading,
            }
          : undefined
      }
    >
      <ZipProgress state={state} onCancel={cancel} />
      {hasDocuments && (
        <PeriodFilters
          years={years}
          year={year}
          onYearChange={(y) => {
            setPickedYear(y);
            setMonth(period.ALL_MONTHS);
            linkedPeriod.clear();
          }}
          months={period.availableMonths(months, year)}
          month={month}
          onMonthChange={(m) => {
            if (linkedPeriod.year !== null) setPickedYear(linkedPeriod.year);
            setMonth(m);
            linkedPeriod.clear();
          }}
        />
      )}
      {shown.found && (
        <LinkedItemNotice what="el documento" showAll="Ver Todos los Documentos" onShowAll={linked.clear} />
      )}
      <QueryStates<unknown>
        // Until a year is known (or when there is none) the periods' states show; then the year's.
        query={year === null ? periods : documents}
        loading={texts.loading}
        error={{ title: documentListTexts.errorTitle, description: documentListTexts.error }}
        empty={texts.empty}
        isEmpty={() => visible.length === 0}
      >
        {() => (
          <GroupList
            key={`${year}-${month}`}
            groups={period.groupByPeriod(visible)}
            openingUrl={opening}
            onOpen={(doc: CompanyDocument) => void openAndRecord(doc)}
          />
        )}
      </QueryStates>
    </ListSection>
  );
}
