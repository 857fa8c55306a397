// Names of a user row's actions, shared by the row and its menu.
export const userActionTexts = {
  menu: (email: string) => `Más acciones de ${email}`,
  more: 'Más acciones',
  changeEmail: 'Cambiar Correo',
  revoke: 'Cerrar Sesión en Todos los Dispositivos',
  delete: 'Eliminar Usuario',
} as const;
