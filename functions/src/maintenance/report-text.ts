// A sweep's report as plain Spanish lines, for a terminal (`npm run consistency`, the local stack's log)
// and the scheduled function's log.
import type { SweepReport } from './storage-sweep';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function reportSummary(report: SweepReport, repair: boolean): string {
  const removed = report.orphans.filter((o) => o.removed).length;
  const orphans = repair
    ? `${plural(report.orphans.length, 'archivo huérfano', 'archivos huérfanos')} (${plural(removed, 'eliminado', 'eliminados')})`
    : plural(report.orphans.length, 'archivo huérfano', 'archivos huérfanos');
  const missing = plural(report.missing.length, 'registro sin su archivo', 'registros sin su archivo');
  const notified = report.notified.length ? `; aviso enviado a ${report.notified.join(', ')}` : '';
  return `Revisión de archivos: ${orphans}, ${missing}${notified}.`;
}

export function reportLines(report: SweepReport, repair: boolean): string[] {
  const lines = [reportSummary(report, repair)];
  if (report.orphans.length > 0) {
    lines.push('', 'Archivos sin registro (huérfanos):');
    for (const o of report.orphans) {
      const state = repair ? (o.removed ? 'eliminado' : 'NO se pudo eliminar') : 'se eliminaría con --repair';
      lines.push(`  ${o.bucket}/${o.object_name}  (escrito ${o.object_updated_at ?? '?'}; ${state})`);
    }
  }
  if (report.missing.length > 0) {
    lines.push(
      '',
      'Registros cuyo archivo no existe (no se pueden reparar; vuelve a subir el archivo o elimina el registro):',
    );
    for (const m of report.missing)
      lines.push(`  ${m.table_name}.${m.column_name} ${m.row_id} -> ${m.bucket}/${m.object_name}`);
  }
  if (report.errors.length > 0) lines.push('', 'Errores:', ...report.errors.map((e) => `  ${e}`));
  return lines;
}
