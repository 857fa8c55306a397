export const directoryKeys = {
  all: ['directory'] as const,
  list: (companyId: string) => [...directoryKeys.all, 'list', companyId] as const,
};
