// Copy shared by the two tabs of this feature (same query, same error).
export const indicatorTexts = {
  errorTitle: 'Error de Datos',
  error: 'Error al cargar los indicadores y reportes.',
  loading: 'Cargando indicadores...',
  untitledDashboard: 'Tablero de indicadores',
  untitledReport: 'Reporte mensual',
} as const;
