// Client REPSE tab, above the documents: 'Cumplimiento por Periodo' — the expected types × the last six
// months with their traffic lights, the documents with validity and their days left, and a ZIP of any
// month or type (each file zipped is recorded as downloaded in the proof-of-delivery log).
import { ClipboardList } from 'lucide-react';

import { PageHeader } from '@/components/page-header';
import { QueryStates } from '@/components/query-states';
import { ZipProgress } from '@/components/zip-progress';
import { useRecordDelivery } from '@/lib/deliveries/use-record-delivery';

import { useEvidenceZip } from '../../hooks/use-evidence-zip';
import { useMatrixInput } from '../../hooks/use-matrix-input';
import { clientMatrixSpan } from '../../utils/client-span';
import { monthsBetween, todayInMexico } from '../../utils/periods';
import { companyMatrix, validityFor } from '../../utils/status';
import { clientMonthFiles, clientTypeFiles, rangeTag, zipName } from '../matrix/evidence-files';
import { StatusLegend } from '../matrix/status-light';
import { TypeMatrix } from './type-matrix';
import { ValidityStrip } from './validity-strip';

export const clientMatrixTexts = {
  title: 'Cumplimiento por Periodo',
  description: 'Qué documentos de cumplimiento se han entregado a tu empresa en los últimos seis meses.',
  loading: 'Cargando cumplimiento...',
  errorTitle: 'Error al cargar',
  error: 'No se pudo cargar el estado de cumplimiento.',
  empty: {
    icon: ClipboardList,
    title: 'Sin Documentos Esperados',
    description: 'El catálogo de cumplimiento aún no tiene documentos asignados a tu empresa.',
  },
} as const;

export function ClientComplianceMatrix({ companyId }: { companyId: string }) {
  const { from, to } = clientMatrixSpan(todayInMexico());
  const months = monthsBetween(from, to);
  const input = useMatrixInput(companyId, from, to);
  const recordDelivery = useRecordDelivery();
  const zip = useEvidenceZip((documentIds) => recordDelivery({ event: 'downloaded', documentIds }));

  return (
    <section aria-labelledby="client-compliance-title" className="grid min-w-0 gap-6">
      <PageHeader
        id="client-compliance-title"
        title={clientMatrixTexts.title}
        description={clientMatrixTexts.description}
      />
      <ZipProgress state={zip.state} onCancel={zip.cancel} />
      <QueryStates
        query={input}
        loading={clientMatrixTexts.loading}
        error={{ title: clientMatrixTexts.errorTitle, description: clientMatrixTexts.error }}
        empty={clientMatrixTexts.empty}
        isEmpty={(data) =>
          companyMatrix(data, companyId, months).length === 0 && validityFor(data, companyId).length === 0
        }
      >
        {(data) => {
          const rows = companyMatrix(data, companyId, months);
          return (
            <>
              <ValidityStrip items={validityFor(data, companyId)} />
              {rows.length > 0 && (
                // min-w-0: the matrix scrolls inside its region instead of widening the page on a phone
                <div className="grid min-w-0 gap-3">
                  <TypeMatrix
                    rows={rows}
                    months={months}
                    busy={zip.isZipping}
                    onZipMonth={(i) =>
                      void zip.download(clientMonthFiles(rows.map((r) => r.cells[i])), zipName([months[i]]))
                    }
                    onZipType={(row) =>
                      void zip.download(
                        clientTypeFiles(row.cells),
                        zipName([row.type.name, rangeTag(from, to)]),
                      )
                    }
                  />
                  <StatusLegend statuses={['delivered', 'pending', 'late', 'expired']} />
                </div>
              )}
            </>
          );
        }}
      </QueryStates>
    </section>
  );
}
