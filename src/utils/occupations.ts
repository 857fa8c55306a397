// Áreas and subáreas of the Catálogo Nacional de Ocupaciones as the DC-3 asks for them in «Ocupación
// específica»: the key and the denominación exactly as the STPS prints them on the reverse of the format
// («Claves y denominaciones de áreas y subáreas del Catálogo Nacional de Ocupaciones», instructions of the
// DC-3 in the Acuerdo on the capacitación forms, DOF 14/06/2013; see docs/data-and-security.md). Keys are
// never renumbered: an issued DC-3 keeps the text it was issued with. The database accepts exactly these
// keys (profiles.occupation, app.occupation_name).
export const OCCUPATIONS = [
  { code: '01', label: 'Cultivo, crianza y aprovechamiento' },
  { code: '01.1', label: 'Agricultura y silvicultura' },
  { code: '01.2', label: 'Ganadería' },
  { code: '01.3', label: 'Pesca y acuacultura' },
  { code: '02', label: 'Extracción y suministro' },
  { code: '02.1', label: 'Exploración' },
  { code: '02.2', label: 'Extracción' },
  { code: '02.3', label: 'Refinación y beneficio' },
  { code: '02.4', label: 'Provisión de energía' },
  { code: '02.5', label: 'Provisión de agua' },
  { code: '03', label: 'Construcción' },
  { code: '03.1', label: 'Planeación y dirección de obras' },
  { code: '03.2', label: 'Edificación y urbanización' },
  { code: '03.3', label: 'Acabado' },
  { code: '03.4', label: 'Instalación y mantenimiento' },
  { code: '04', label: 'Tecnología' },
  { code: '04.1', label: 'Mecánica' },
  { code: '04.2', label: 'Electricidad' },
  { code: '04.3', label: 'Electrónica' },
  { code: '04.4', label: 'Informática' },
  { code: '04.5', label: 'Telecomunicaciones' },
  { code: '04.6', label: 'Procesos industriales' },
  { code: '05', label: 'Procesamiento y fabricación' },
  { code: '05.1', label: 'Minerales no metálicos' },
  { code: '05.2', label: 'Metales' },
  { code: '05.3', label: 'Alimentos y bebidas' },
  { code: '05.4', label: 'Textiles y prendas de vestir' },
  { code: '05.5', label: 'Materia orgánica' },
  { code: '05.6', label: 'Productos químicos' },
  { code: '05.7', label: 'Productos metálicos y de hule y plástico' },
  { code: '05.8', label: 'Productos eléctricos y electrónicos' },
  { code: '05.9', label: 'Productos impresos' },
  { code: '06', label: 'Transporte' },
  { code: '06.1', label: 'Ferroviario' },
  { code: '06.2', label: 'Autotransporte' },
  { code: '06.3', label: 'Aéreo' },
  { code: '06.4', label: 'Marítimo y fluvial' },
  { code: '06.5', label: 'Servicios de apoyo' },
  { code: '07', label: 'Provisión de bienes y servicios' },
  { code: '07.1', label: 'Comercio' },
  { code: '07.2', label: 'Alimentación y hospedaje' },
  { code: '07.3', label: 'Turismo' },
  { code: '07.4', label: 'Deporte y esparcimiento' },
  { code: '07.5', label: 'Servicios personales' },
  { code: '07.6', label: 'Reparación de artículos de uso doméstico y personal' },
  { code: '07.7', label: 'Limpieza' },
  { code: '07.8', label: 'Servicio postal y mensajería' },
  { code: '08', label: 'Gestión y soporte administrativo' },
  { code: '08.1', label: 'Bolsa, banca y seguros' },
  { code: '08.2', label: 'Administración' },
  { code: '08.3', label: 'Servicios legales' },
  { code: '09', label: 'Salud y protección social' },
  { code: '09.1', label: 'Servicios médicos' },
  { code: '09.2', label: 'Inspección sanitaria y del medio ambiente' },
  { code: '09.3', label: 'Seguridad social' },
  { code: '09.4', label: 'Protección de bienes y/o personas' },
  { code: '10', label: 'Comunicación' },
  { code: '10.1', label: 'Publicación' },
  { code: '10.2', label: 'Radio, cine, televisión y teatro' },
  { code: '10.3', label: 'Interpretación artística' },
  { code: '10.4', label: 'Traducción e interpretación lingüística' },
  { code: '10.5', label: 'Publicidad, propaganda y relaciones públicas' },
  { code: '11', label: 'Desarrollo y extensión del conocimiento' },
  { code: '11.1', label: 'Investigación' },
  { code: '11.2', label: 'Enseñanza' },
  { code: '11.3', label: 'Difusión cultural' },
] as const;

export type OccupationCode = (typeof OCCUPATIONS)[number]['code'];

export const isOccupationCode = (value: string): value is OccupationCode =>
  OCCUPATIONS.some((occupation) => occupation.code === value);

/** '04.4 Informática', as the catalogue lists it and the DC-3 prints it; an unknown key as it is. */
export function occupationText(code: string | null | undefined): string {
  const label = OCCUPATIONS.find((occupation) => occupation.code === code)?.label;
  return label ? `${code} ${label}` : (code ?? '');
}

/**
 * The key and the name of the text a certificate was issued with ('04.4 Informática'). A certificate
 * issued before the catalogue holds the free text it was issued with: no key, the text as the name.
 */
export function splitOccupation(text: string | null | undefined): { code: string; label: string } {
  const value = text?.trim() ?? '';
  const match = /^(\d{2}(?:\.\d)?) (.+)$/.exec(value);
  if (match && isOccupationCode(match[1])) return { code: match[1], label: match[2] };
  return { code: '', label: value };
}
