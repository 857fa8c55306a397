// Spanish words for what the audit trail stores as codes: actions, tables and column names.
import { messages } from '@/config/messages';

export const actionLabels: Record<string, string> = {
  insert: 'Creó',
  update: 'Modificó',
  delete: 'Eliminó',
};

export const tableLabels: Record<string, string> = {
  'public.companies': 'Empresas',
  'public.profiles': 'Usuarios',
  'public.directory_entries': 'Directorio',
  'public.laboratory_requests': 'Laboratorio',
  'public.documents': 'Documentos REPSE',
  'public.invoices': 'Facturas',
  'public.indicators': 'Indicadores',
  'public.monthly_reports': 'Reportes mensuales',
  'public.feedback': 'Retroalimentación',
  'storage.objects': 'Archivos',
};

const fieldLabels: Record<string, string> = {
  name: 'nombre',
  rfc: 'RFC',
  email: 'correo',
  username: 'usuario',
  full_name: 'nombre completo',
  role: 'rol',
  active: 'activo',
  company_id: 'empresa',
  service_type: 'tipo de servicio',
  month_start: 'mes de inicio',
  year_start: 'año de inicio',
  must_change_password: 'cambio de contraseña pendiente',
  job_title: 'puesto',
  occupation: 'ocupación',
  curp: 'CURP',
  status: 'estado',
  year: 'año',
  month: 'mes',
  url: 'archivo',
  url_xml: 'XML',
  document_type: 'tipo de documento',
  is_global: 'global',
  rating: 'calificación',
  comment: 'comentario',
  title: 'título',
  invoice_number: 'número de factura',
  cfdi_uuid: 'folio fiscal',
  amount: 'monto',
  issue_date: 'fecha de emisión',
  due_date: 'fecha de vencimiento',
  currency: 'moneda',
  file_url: 'factura (PDF)',
  xml_url: 'CFDI (XML)',
  patient_name: 'paciente',
  request_type: 'tipo de estudio',
  request_date: 'fecha de solicitud',
  result_url: 'resultado',
  notes: 'notas',
  phone: 'teléfono',
  bucket_id: 'bucket',
};

export const fieldLabel = (column: string) => fieldLabels[column] ?? column.replace(/_/g, ' ');
export const actionLabel = (action: string) => actionLabels[action] ?? action;
export const tableLabel = (table: string) => tableLabels[table] ?? table;

/** A write made with the server's service key (for the person named beside it, when there is one). */
const SERVICE_ROLE_LABEL = 'Servicio del portal';

export function roleLabel(role: string | null): string {
  if (!role) return '';
  if (role === 'service') return SERVICE_ROLE_LABEL;
  return (messages.roles as Record<string, string>)[role] ?? role;
}
