// Period logic of the REPSE view: which year to show first, and month groups newest first.
import type { CompanyDocument, DocumentPeriod } from '../api/get-documents';

export const ALL_MONTHS = 'all';

export interface MonthGroup {
  key: string;
  year: number;
  month: number;
  documents: CompanyDocument[];
}

/** Distinct years, newest first. */
export function availableYears(documents: Pick<DocumentPeriod, 'year'>[]): number[] {
  return [...new Set(documents.map((d) => d.year))].sort((a, b) => b - a);
}

export const thisYear = () => new Date().getFullYear();

/** The current year when it has documents, otherwise the newest year available. */
export function defaultYear(years: number[], currentYear = thisYear()): number | null {
  if (years.includes(currentYear)) return currentYear;
  return years[0] ?? null;
}

/** Distinct months of a year, newest first. */
export function availableMonths(documents: DocumentPeriod[], year: number | null): number[] {
  const months = documents.filter((d) => d.year === year).map((d) => d.month);
  return [...new Set(months)].sort((a, b) => b - a);
}

export function visibleDocuments(
  documents: CompanyDocument[],
  year: number | null,
  month: string,
): CompanyDocument[] {
  return documents.filter((d) => d.year === year && (month === ALL_MONTHS || d.month === Number(month)));
}

/** Groups by year then month, both descending; names ascending inside a group. */
export function groupByPeriod(documents: CompanyDocument[]): MonthGroup[] {
  const groups = new Map<string, MonthGroup>();
  for (const doc of documents) {
    const key = `${doc.year}-${doc.month}`;
    const group = groups.get(key) ?? { key, year: doc.year, month: doc.month, documents: [] };
    group.documents.push(doc);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => b.year - a.year || b.month - a.month)
    .map((g) => ({ ...g, documents: [...g.documents].sort((a, b) => a.name.localeCompare(b.name, 'es')) }));
}
