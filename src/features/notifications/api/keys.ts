import type { TableParams } from '@/lib/query/table-params';

import type { HistoryParams } from './get-my-notifications';
import type { EmailListParams } from './get-notification-emails';

export const notificationKeys = {
  all: ['notifications'] as const,
  unread: (profileId: string) => [...notificationKeys.all, 'unread', profileId] as const,
  latest: (profileId: string) => [...notificationKeys.all, 'latest', profileId] as const,
  history: (profileId: string, params: HistoryParams) =>
    [...notificationKeys.all, 'history', profileId, params] as const,
  preferences: (profileId: string) => [...notificationKeys.all, 'preferences', profileId] as const,
  emails: (scope: string, params: EmailListParams | TableParams) =>
    [...notificationKeys.all, 'emails', scope, params] as const,
};
