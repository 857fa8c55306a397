export const accountKeys = {
  all: ['account'] as const,
  visit: (companyId: string) => [...accountKeys.all, 'visit', companyId] as const,
  news: (companyId: string, since: string) => [...accountKeys.all, 'news', companyId, since] as const,
};
