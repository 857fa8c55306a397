// The e-mail the storage sweep sends the active admins about rows whose file is missing from Storage:
// what each row is (in the words of the portal's screens), its company and the missing file, and what to
// do. Each missing file is announced once; the list stays in storage_consistency_issues.
import type { OutgoingMail, Provider } from './types';

interface MissingIssue {
  bucket: string;
  object_name: string;
  table_name: string | null;
  column_name: string | null;
  row_id: string | null;
  company_id: string | null;
}

/** What a file column is, as the admin's screens name it. */
const WHAT: Record<string, string> = {
  'documents.url': 'Documento REPSE',
  'invoices.file_url': 'Factura (PDF)',
  'invoices.xml_url': 'Factura (XML)',
  'laboratory_requests.result_url': 'Resultado de laboratorio',
  'directory_entries.photo_url': 'Foto del directorio',
  'indicators.url': 'Tablero de indicadores',
  'indicators.url_monthly': 'Reporte mensual',
  'profiles.avatar_url': 'Foto de perfil',
  'courses.cover_url': 'Portada de curso',
  'lessons.media_url': 'Archivo de lección',
};

/** The most files one e-mail lists; the rest are counted. */
export const MAIL_LIST_LIMIT = 50;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function describeIssue(issue: MissingIssue, companies: Map<string, string>): string {
  const what = WHAT[`${issue.table_name}.${issue.column_name}`] ?? `${issue.table_name}.${issue.column_name}`;
  const company = issue.company_id ? (companies.get(issue.company_id) ?? 'empresa eliminada') : 'sin empresa';
  return `${what} (${company}, registro ${issue.row_id}): falta ${issue.bucket}/${issue.object_name}`;
}

export function storageReportMail(input: {
  to: string;
  issues: MissingIssue[];
  companies: Map<string, string>;
  provider: Provider;
}): OutgoingMail {
  const { issues, provider } = input;
  const count = issues.length;
  const subject =
    count === 1
      ? 'Portal de Clientes: falta 1 archivo en Storage'
      : `Portal de Clientes: faltan ${count} archivos en Storage`;
  const listed = issues.slice(0, MAIL_LIST_LIMIT).map((i) => describeIssue(i, input.companies));
  const more = count > MAIL_LIST_LIMIT ? [`…y ${count - MAIL_LIST_LIMIT} más.`] : [];
  const intro =
    count === 1
      ? 'La revisión de archivos encontró un registro que apunta a un archivo que ya no existe en Storage. Quien lo abra verá un error:'
      : `La revisión de archivos encontró ${count} registros que apuntan a archivos que ya no existen en Storage. Quien los abra verá un error:`;
  const advice =
    'El portal no puede recuperar un archivo que ya no existe: vuelve a subirlo desde su pantalla o elimina el registro. La siguiente revisión lo da por resuelto.';
  const lines = [
    'Hola:',
    '',
    intro,
    '',
    ...listed.map((line) => `- ${line}`),
    ...more,
    '',
    advice,
    '',
    `Portal: ${provider.portalUrl}`,
  ];
  const html = `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5;max-width:40rem;margin:0 auto;padding:1rem">
<p>Hola:</p>
<p>${escape(intro)}</p>
<ul>${listed.map((line) => `<li>${escape(line)}</li>`).join('')}</ul>
${more.map((line) => `<p>${escape(line)}</p>`).join('')}
<p>${escape(advice)}</p>
<hr style="border:none;border-top:1px solid #e5e7eb">
<p style="font-size:.875rem;color:#4b5563"><a href="${escape(provider.portalUrl)}">${escape(provider.portalUrl)}</a></p>
</body></html>`;
  return { to: input.to, subject, text: lines.join('\n'), html };
}
