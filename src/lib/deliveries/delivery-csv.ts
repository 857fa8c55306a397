// 'Exportar CSV' of the delivery log: Spanish columns, UTF-8 with a byte order mark so Excel keeps the
// accents, CRLF lines, quoting where needed and formula-looking text defused (CSV injection).
import { formatDateTime, formatMonthYear } from '@/utils/format';

import { eventLabel, type DeliveryLogEntry } from './delivery-log';

type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';

function cell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly CsvCell[][]): string {
  return BOM + [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

export const DELIVERY_CSV_HEADER = [
  'Fecha y hora',
  'Marca de tiempo (UTC)',
  'Evento',
  'Empresa',
  'Tipo',
  'Documento',
  'Periodo',
  'Usuario',
  'SHA-256',
] as const;

export function buildDeliveryCsv(
  rows: readonly DeliveryLogEntry[],
  companyName: (id: string) => string | undefined,
): string {
  return toCsv(
    DELIVERY_CSV_HEADER,
    rows.map((r) => [
      formatDateTime(r.occurred_at, { seconds: true }),
      new Date(r.occurred_at).toISOString(),
      eventLabel(r.event),
      r.company_id ? (companyName(r.company_id) ?? 'Empresa eliminada') : '',
      r.laboratory_request_id ? 'Resultado de laboratorio' : 'Documento REPSE',
      r.item_name,
      formatMonthYear(r.period_month, r.period_year) ?? '',
      r.actor_email ?? '',
      r.sha256 ?? '',
    ]),
  );
}

/** 'entregas_2026-11-23.csv', or with the filter's dates 'entregas_2026-11-01_2026-11-30.csv'. */
export function deliveryCsvFileName(from: string, to: string, today: string): string {
  const span = from || to ? `${from || 'inicio'}_${to || today}` : today;
  return `entregas_${span}.csv`;
}
