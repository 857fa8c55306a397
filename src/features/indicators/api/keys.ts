export const indicatorKeys = {
  all: ['indicators'] as const,
  forCompany: (companyId: string) => [...indicatorKeys.all, 'company', companyId] as const,
};
