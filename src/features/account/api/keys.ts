export const accountKeys = {
  all: ['account'] as const,
  invoices: (companyId: string, today: string) => [...accountKeys.all, 'invoices', companyId, today] as const,
  results: (companyId: string) => [...accountKeys.all, 'results', companyId] as const,
  certificates: (audience: string, companyId: string) =>
    [...accountKeys.all, 'certificates', audience, companyId] as const,
  visit: (companyId: string) => [...accountKeys.all, 'visit', companyId] as const,
  news: (companyId: string, since: string) => [...accountKeys.all, 'news', companyId, since] as const,
};
