export const directoryTexts = {
  title: 'Directorio de Empresa',
  subtitle: 'Tus contactos clave para cualquier duda o trámite.',
  loading: 'Cargando directorio...',
  empty: 'Directorio Vacío.',
  emptyHint: 'Aún no hay contactos registrados para tu empresa.',
  noCompanyTitle: 'Información de Empresa Incompleta',
  noCompanyDescription: 'No se encontró un ID de empresa asociado a tu perfil para cargar el directorio.',
  listLabel: 'Contactos de la empresa',
  search: 'Buscar contactos',
  searchPlaceholder: 'Nombre, puesto o correo...',
  noMatches: 'No se encontraron resultados',
  noMatchesHint: 'Prueba con otro nombre, puesto o correo.',
} as const;

export const DIRECTORY_TITLE_ID = 'directory-title';
