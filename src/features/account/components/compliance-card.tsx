// 'Cumplimiento del periodo': the current and the last closed month, and the validity of what expires.
import { QueryStates } from '@/components/query-states';

import type { ComplianceOverview, ComplianceOverviewQuery } from '../utils/compliance-view';
import { AccountCard } from './account-card';
import { ComplianceMonthBlock } from './compliance-month';
import { ValidityStrip } from './validity-strip';

const texts = {
  title: 'Cumplimiento del periodo',
  description: 'Entregas REPSE del mes en curso y del último mes cerrado, y vigencias.',
  loading: 'Cargando cumplimiento...',
  error: { title: 'Error', description: 'No se pudo cargar el estado de cumplimiento.' },
  empty: {
    title: 'Sin documentos esperados',
    description: 'El catálogo no tiene documentos que apliquen a esta empresa.',
  },
};

const isEmpty = (data: ComplianceOverview) =>
  data.validity.length === 0 && data.months.every((m) => m.status === 'empty');

export function ComplianceCard({
  query,
  link,
}: {
  query: ComplianceOverviewQuery;
  link: { to: string; label: string };
}) {
  return (
    <AccountCard
      id="account-compliance"
      title={texts.title}
      description={texts.description}
      link={link}
      className="lg:col-span-2"
    >
      <QueryStates
        query={query}
        loading={texts.loading}
        error={texts.error}
        empty={texts.empty}
        isEmpty={isEmpty}
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
      </QueryStates>
    </AccountCard>
  );
}
