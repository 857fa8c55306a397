// 'Cumplimiento del Periodo': the current and the last closed month, and the validity of what expires.
import { OverviewQueryCard, type OverviewLink } from '@/components/overview-card';

import { useComplianceOverview } from '../../api/get-compliance-overview';
import type { ComplianceOverview } from '../../utils/compliance-overview';
import { ComplianceMonthBlock } from './compliance-month';
import { ValidityStrip } from './validity-strip';

const texts = {
  title: 'Cumplimiento del Periodo',
  description: 'Entregas REPSE del mes en curso y del último mes cerrado, y vigencias.',
  loading: 'Cargando cumplimiento...',
  error: { title: 'Error', description: 'No se pudo cargar el estado de cumplimiento.' },
  empty: {
    title: 'Sin Documentos Esperados',
    description: 'El catálogo no tiene documentos que apliquen a esta empresa.',
  },
};

const isEmpty = (data: ComplianceOverview) =>
  data.validity.length === 0 && data.months.every((m) => m.status === 'empty');

interface ComplianceCardProps {
  companyId: string;
  /** Today's calendar date where the company works ('YYYY-MM-DD'). */
  today: string;
  link: OverviewLink;
}

export function ComplianceCard({ companyId, today, link }: ComplianceCardProps) {
  const query = useComplianceOverview(companyId, today);
  return (
    <OverviewQueryCard
      id="account-compliance"
      texts={texts}
      query={query}
      isEmpty={isEmpty}
      link={link}
      className="lg:col-span-2"
    >
      {(data) => (
        <div className="grid gap-4">
          <div className="grid gap-3 lg:grid-cols-2">
            {data.months.map((month) => (
              <ComplianceMonthBlock key={month.key} month={month} />
            ))}
          </div>
          <ValidityStrip items={data.validity} />
        </div>
      )}
    </OverviewQueryCard>
  );
}
