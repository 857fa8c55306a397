import type { TableParams } from '@/components/data-table/table-params';

export const courseKeys = {
  all: ['courses'] as const,
  page: (params: TableParams) => [...courseKeys.all, 'page', params] as const,
  detail: (id: string) => [...courseKeys.all, 'detail', id] as const,
  content: (id: string) => [...courseKeys.all, 'content', id] as const,
  quiz: (id: string) => [...courseKeys.all, 'quiz', id] as const,
  assignments: (id: string, params: TableParams) => [...courseKeys.all, 'assignments', id, params] as const,
  collaborators: (search: string) => [...courseKeys.all, 'collaborators', search] as const,
};
