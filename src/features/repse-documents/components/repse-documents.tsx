// Client tab 'REPSE': the company's and the global compliance documents by year and month, each opened
// through a 60 s signed URL made on click, and a zip of the visible ones.
import { Download, FolderOpen } from 'lucide-react';
import * as React from 'react';

import { NoCompanyNotice } from '@/components/no-company-notice';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorBlock } from '@/components/ui/error-block';
import { LoadingBlock } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/lib/auth/auth-context';
import { useOpenFile } from '@/lib/files/use-file-url';

import { useDocuments, type RepseDocument } from '../api/get-documents';
import { useBulkDownload } from '../hooks/use-bulk-download';
import * as period from '../utils/group-documents';
import { GroupList } from './group-list';
import { PeriodFilters } from './period-filters';

const texts = {
  title: 'Documentos REPSE',
  subtitle: 'Tus documentos de cumplimiento por año y mes.',
  loading: 'Cargando documentos...',
  errorTitle: 'Error',
  error: 'No se pudieron cargar los documentos REPSE.',
  emptyTitle: 'Sin Documentos',
  empty: 'No hay documentos para este periodo. Prueba con otro año o mes, o contacta a soporte.',
  download: 'Descargar documentos',
  downloading: 'Descargando...',
  openErrorTitle: 'No se pudo abrir el documento',
} as const;

export function RepseDocuments() {
  const { profile } = useAuth();
  if (!profile?.company_id) return <NoCompanyNotice />;
  return <RepseDocumentList companyId={profile.company_id} />;
}

function RepseDocumentList({ companyId }: { companyId: string }) {
  const documents = useDocuments(companyId);
  const [pickedYear, setPickedYear] = React.useState<number | null>(null);
  const [month, setMonth] = React.useState(period.ALL_MONTHS);
  const [openingId, setOpeningId] = React.useState<string | null>(null);
  const { open, error: openError } = useOpenFile();
  const { download, isZipping } = useBulkDownload();

  React.useEffect(() => {
    if (documents.isError)
      toast({ variant: 'destructive', title: texts.errorTitle, description: texts.error });
  }, [documents.isError]);
  React.useEffect(() => {
    if (openError)
      toast({ variant: 'destructive', title: texts.openErrorTitle, description: openError.message });
  }, [openError]);

  const all = documents.data ?? [];
  const years = period.availableYears(all);
  const year = pickedYear !== null && years.includes(pickedYear) ? pickedYear : period.defaultYear(years);
  const visible = period.visibleDocuments(all, year, month);
  const groups = period.groupByPeriod(visible);

  const openDocument = async (doc: RepseDocument) => {
    setOpeningId(doc.id);
    await open(doc.url);
    setOpeningId(null);
  };

  return (
    <section className="grid gap-6" aria-labelledby="repse-title">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="repse-title" className="text-2xl font-bold tracking-tight">
            {texts.title}
          </h2>
          <p className="text-muted-foreground">{texts.subtitle}</p>
        </div>
        {documents.isSuccess && years.length > 0 && (
          <Button
            onClick={() => year !== null && void download(visible, year, month)}
            disabled={isZipping}
            aria-busy={isZipping}
          >
            <Download aria-hidden="true" />
            {isZipping ? texts.downloading : texts.download}
          </Button>
        )}
      </header>
      {documents.isSuccess && years.length > 0 && (
        <PeriodFilters
          years={years}
          year={year}
          onYearChange={(y) => {
            setPickedYear(y);
            setMonth(period.ALL_MONTHS);
          }}
          months={period.availableMonths(all, year)}
          month={month}
          onMonthChange={setMonth}
        />
      )}
      {documents.isPending && <LoadingBlock text={texts.loading} />}
      {documents.isError && (
        <ErrorBlock
          title={texts.errorTitle}
          description={texts.error}
          onRetry={() => void documents.refetch()}
        />
      )}
      {documents.isSuccess && groups.length === 0 && (
        <EmptyState icon={FolderOpen} title={texts.emptyTitle} description={texts.empty} />
      )}
      {groups.length > 0 && (
        <GroupList key={`${year}-${month}`} groups={groups} openingId={openingId} onOpen={openDocument} />
      )}
    </section>
  );
}
