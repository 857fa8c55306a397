// Maps Firebase Auth and PostgREST errors to the Spanish texts of the spec (§8).
// Each context (login, reset request, action link, password change) has its own catalogue.

export const GENERIC_ERROR = 'Ocurrió un error inesperado. Por favor, inténtalo de nuevo.';

/** Firebase errors carry `code` like 'auth/wrong-password'; anything else yields ''. */
export function firebaseErrorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const code = (error as { code: unknown }).code;
    if (typeof code === 'string') return code.replace(/^auth\//, '');
  }
  return '';
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string') return message;
  }
  return typeof error === 'string' ? error : '';
}

export const loginErrors = {
  title: 'Error de Acceso',
  invalidCredentials: 'El correo/usuario o la contraseña son incorrectos. Por favor, verifica tus datos.',
  tooManyRequests:
    'Has intentado iniciar sesión demasiadas veces. Por tu seguridad, el acceso ha sido bloqueado temporalmente. Intenta más tarde.',
  invalidEmail: 'El formato del correo electrónico no es válido.',
  userLookupFailed: 'Error al verificar el usuario.',
  usernameNotFound: 'Usuario no encontrado o credenciales inválidas.',
} as const;

export function loginErrorText(error: unknown): string {
  const code = firebaseErrorCode(error);
  if (
    ['invalid-credential', 'user-not-found', 'wrong-password', 'invalid-login-credentials'].includes(code)
  ) {
    return loginErrors.invalidCredentials;
  }
  if (errorMessage(error).includes('Usuario no encontrado')) return loginErrors.invalidCredentials;
  if (code === 'too-many-requests') return loginErrors.tooManyRequests;
  if (code === 'invalid-email') return loginErrors.invalidEmail;
  if (code === 'user-disabled') return 'Tu cuenta ha sido deshabilitada.';
  if (code === 'network-request-failed')
    return 'No se pudo conectar con el servicio. Revisa tu conexión a internet.';
  return GENERIC_ERROR;
}

export const resetRequestTexts = {
  success: 'Si tu correo está registrado, recibirás un enlace para restablecer tu contraseña.',
  failure: 'No se pudo enviar el correo de restablecimiento.',
  emailRequired: 'Por favor, ingresa tu correo electrónico.',
} as const;

export function resetRequestErrorText(error: unknown): string {
  const code = firebaseErrorCode(error);
  if (code === 'invalid-email') return 'El formato del correo electrónico no es válido.';
  // Do not reveal whether an address is registered: same text as success.
  if (code === 'user-not-found') return resetRequestTexts.success;
  if (code === 'too-many-requests') return loginErrors.tooManyRequests;
  return resetRequestTexts.failure;
}

export function actionCodeErrorText(error: unknown): string {
  switch (firebaseErrorCode(error)) {
    case 'expired-action-code':
      return 'El enlace ha expirado. Solicita uno nuevo.';
    case 'invalid-action-code':
      return 'El enlace es inválido. Solicita uno nuevo.';
    case 'user-disabled':
      return 'Tu cuenta ha sido deshabilitada.';
    case 'user-not-found':
      return 'No se encontró una cuenta asociada a este enlace.';
    case 'weak-password':
      return 'La contraseña es demasiado débil. Elige una más segura.';
    default:
      return GENERIC_ERROR;
  }
}

export const passwordChangeErrors = {
  title: 'Error al actualizar',
  fallback: 'Ocurrió un error al cambiar la contraseña.',
  notAuthenticated: 'No estás autenticado.',
  noUser: 'No hay usuario autenticado.',
} as const;

export function passwordChangeErrorText(error: unknown): string {
  switch (firebaseErrorCode(error)) {
    case 'wrong-password':
    case 'invalid-credential':
    case 'invalid-login-credentials':
      return 'La contraseña actual es incorrecta.';
    case 'weak-password':
      return 'La nueva contraseña es demasiado débil. Elige una más segura.';
    case 'requires-recent-login':
      return 'Por seguridad, cierra sesión y vuelve a iniciarla antes de cambiar tu contraseña.';
    case 'too-many-requests':
      return loginErrors.tooManyRequests;
    default:
      return errorMessage(error) || passwordChangeErrors.fallback;
  }
}

/** PostgREST "no rows" for .single(); the spec tolerates it for profile lookups. */
export function isNoRowsError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'PGRST116';
}

/**
 * The request never got an answer (no network, the API down or restarting): what fetch rejects with in
 * Chromium ("Failed to fetch"), Firefox ("NetworkError when attempting to fetch resource.") and Safari
 * ("Load failed"), as supabase-js passes it on in its error's message.
 */
export function isConnectionError(error: unknown): boolean {
  return /failed to fetch|networkerror|load failed/i.test(errorMessage(error));
}

/** Database/PostgREST error -> short Spanish cause, for toasts that append the server message. */
export function dataErrorText(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === '42501' || code === 'PGRST301' || code === 'PGRST302') {
    return 'No tienes permisos para realizar esta acción.';
  }
  if (isConnectionError(error)) return 'No se pudo conectar con el servidor.';
  return errorMessage(error) || GENERIC_ERROR;
}
