// Copy shared by the two tabs of this feature (the error texts live with their query).
export const indicatorTexts = {
  untitledDashboard: 'Tablero de indicadores',
  untitledReport: 'Reporte mensual',
} as const;
