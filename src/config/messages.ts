// Spanish texts used by more than one screen. Screen-specific copy lives next to its screen.
export const messages = {
  loading: 'Cargando...',
  loadingSession: 'Inicializando sesión...',
  loadingUser: 'Cargando datos del usuario...',
  loadingAdmin: 'Cargando panel de administrador...',
  loadingClient: 'Cargando portal del cliente...',
  notSpecified: 'No especificado',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  logout: 'Cerrar Sesión',
  changePassword: 'Cambiar Contraseña',
  myProfile: 'Mi Perfil',
  accessDenied: 'Acceso Denegado: No tienes permisos para acceder a esta sección.',
  accessErrorTitle: 'Error de Acceso',
  clientAccessError: 'No se pudo cargar la información de tu perfil o no tienes permisos de cliente.',
  genericError: 'Ocurrió un error inesperado. Por favor, inténtalo de nuevo.',
  retry: 'Reintentar',
  noCompanyTitle: 'Empresa No Asignada',
  noCompanyDescription:
    'No tienes una empresa asignada a tu perfil. Contacta al administrador para más información.',
  /** A date field whose text is not a whole, real day. */
  invalidDate: 'Escribe una fecha válida con el formato dd/mm/aaaa.',
  /** A status with no value, in any domain's badge. */
  unknownStatus: 'Desconocido',
  roles: { admin: 'Administrador', client: 'Cliente', collaborator: 'Colaborador' },
  session: {
    expiredTitle: 'Sesión Expirada',
    expiredDescription: 'Tu sesión ha sido cerrada por inactividad.',
    logoutErrorTitle: 'Error al cerrar sesión',
    endedTitle: 'Sesión cerrada',
    lostDescription: 'Tu sesión en este navegador terminó. Inicia sesión de nuevo para continuar.',
  },
  profileErrors: {
    setupTitle: 'Error de Configuración de Perfil',
    setupPrefix: 'No se pudo crear o vincular tu perfil. ',
    loadTitle: 'Error de Perfil',
    loadPrefix: 'No se pudo cargar tu perfil. ',
    emailLinkedElsewhere: 'El correo electrónico ya está en uso por otra cuenta de Firebase vinculada.',
  },
} as const;
