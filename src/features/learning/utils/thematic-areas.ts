// The STPS catalogue of áreas temáticas (the DC-3 asks for the code; people read the name).
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

export const thematicAreaLabel = (code: string | null | undefined): string =>
  code ? `${code} · ${THEMATIC_AREAS[code] ?? 'Área temática'}` : '';
