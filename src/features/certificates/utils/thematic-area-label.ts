// The STPS catalogue of thematic areas a DC-3 names (code + label). The course stores only the code.
export const THEMATIC_AREAS: Record<string, string> = {
  '1000': 'Producción general',
  '2000': 'Servicios',
  '3000': 'Administración, contabilidad y economía',
  '4000': 'Comercialización',
  '5000': 'Mantenimiento y reparación',
  '6000': 'Seguridad',
  '7000': 'Desarrollo personal y familiar',
  '8000': 'Uso de tecnologías de la información y comunicación',
  '9000': 'Participación social',
};

/** '6000 Seguridad'; an unknown code is shown as it is rather than hidden. */
export function thematicAreaLabel(code: string | null | undefined): string {
  if (!code) return '';
  const label = THEMATIC_AREAS[code];
  return label ? `${code} ${label}` : code;
}
