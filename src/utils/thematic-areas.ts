// Áreas temáticas of the STPS catalogue (the DC-3 asks for the code; people read the label). The database
// accepts exactly these codes (courses.thematic_area).
export const THEMATIC_AREAS = [
  { code: '1000', label: 'Producción general' },
  { code: '2000', label: 'Servicios' },
  { code: '3000', label: 'Administración, contabilidad y economía' },
  { code: '4000', label: 'Comercialización' },
  { code: '5000', label: 'Mantenimiento y reparación' },
  { code: '6000', label: 'Seguridad' },
  { code: '7000', label: 'Desarrollo personal y familiar' },
  { code: '8000', label: 'Uso de tecnologías de la información y comunicación' },
  { code: '9000', label: 'Participación social' },
] as const;

export type ThematicAreaCode = (typeof THEMATIC_AREAS)[number]['code'];

export const THEMATIC_AREA_CODES = THEMATIC_AREAS.map((area) => area.code) as [
  ThematicAreaCode,
  ...ThematicAreaCode[],
];

export const isThematicAreaCode = (value: string): value is ThematicAreaCode =>
  THEMATIC_AREAS.some((area) => area.code === value);

/** 'Seguridad' for '6000'; an unknown code is shown as it is. */
export function thematicAreaLabel(code: string | null | undefined): string {
  return THEMATIC_AREAS.find((area) => area.code === code)?.label ?? code ?? '';
}

/** '6000 Seguridad', as the catalogue and the DC-3 print it. */
export function thematicAreaText(code: string | null | undefined): string {
  const label = thematicAreaLabel(code);
  return code && label !== code ? `${code} ${label}` : label;
}
