import { messages } from '@/config/messages';

export const ROLES = ['client', 'collaborator', 'admin'] as const;
export type Role = (typeof ROLES)[number];
/** Accounts an admin creates here; admins are few and are promoted by editing (with a confirmation). */
export const CREATABLE_ROLES = ['client', 'collaborator'] as const satisfies readonly Role[];
export const ALL_ROLES = 'todos';

export const roleLabel = (role: string) => messages.roles[role as Role] ?? role;
