// Spanish copy of the deductibility file on the invoice lists.
export const evidenceTexts = {
  complete: 'Expediente completo',
  incomplete: 'Expediente incompleto',
  missing: (names: string[]) =>
    `${names.length === 1 ? 'Falta' : 'Faltan'} ${names.length}: ${names.join(', ')}`,
  checking: 'Revisando expediente...',
  error: 'No se pudo revisar el expediente.',
  retry: 'Reintentar',
  details: (n: string) => `Ver detalle del expediente de la factura ${n}`,
  detailsShort: 'Ver Detalle',
  download: 'Descargar Expediente',
  downloadLabel: (n: string) => `Descargar expediente de la factura ${n}`,
  dialogTitle: (n: string) => `Expediente de la Factura ${n}`,
  dialogMonth: (month: string) => `Evidencia del mes de pago: ${month}.`,
  dialogMissing: (count: number) =>
    count === 1
      ? 'Falta 1 documento: el índice lo marcará como FALTANTE.'
      : `Faltan ${count} documentos: el índice los marcará como FALTANTE.`,
  listLabel: 'Documentos requeridos',
  delivered: 'Entregado',
  absent: 'Faltante',
  downloadAnyway: 'Descargar de Todos Modos',
  close: 'Cerrar',
  noTypes: 'El catálogo no pide documentos de deducibilidad para esta empresa.',
  progressLabel: 'Progreso del expediente',
  /** An invoice paid in parts: one file per payment month, picked here. */
  monthPickerCaption: 'Mes de pago del expediente',
  monthPicker: (n: string) => `Mes de pago del expediente de la factura ${n}`,
  monthOption: (month: string, payments: number) => (payments > 1 ? `${month} (${payments} pagos)` : month),
  monthPayments: 'Pagos del mes',
  payment: (date: string, amount: string) => `${date} · ${amount}`,
  rep: (uuid: string) => `REP ${uuid}`,
} as const;
