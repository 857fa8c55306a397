// The news by kind, each with its count and the latest few names.
import type { NewsGroup } from '@/lib/query/news-group';
import { formatNumber } from '@/utils/format';

/** What reached the company since the previous visit, by kind. */
export interface News {
  documents: NewsGroup;
  invoices: NewsGroup;
  results: NewsGroup;
  certificates: NewsGroup;
}

const GROUPS: { key: keyof News; label: (n: number) => string }[] = [
  { key: 'documents', label: (n) => (n === 1 ? '1 documento nuevo' : `${es(n)} documentos nuevos`) },
  { key: 'invoices', label: (n) => (n === 1 ? '1 factura nueva' : `${es(n)} facturas nuevas`) },
  {
    key: 'results',
    label: (n) => (n === 1 ? '1 resultado de laboratorio' : `${es(n)} resultados de laboratorio`),
  },
  { key: 'certificates', label: (n) => (n === 1 ? '1 constancia nueva' : `${es(n)} constancias nuevas`) },
];

const es = formatNumber;
const more = (n: number) => (n === 1 ? 'y 1 más' : `y ${es(n)} más`);

function Group({ label, group }: { label: string; group: NewsGroup }) {
  return (
    <li className="grid content-start gap-1">
      <span className="font-medium">{label}</span>
      <ul className="grid gap-0.5 pl-4 text-muted-foreground">
        {group.items.map((item) => (
          <li key={item.id} className="list-disc break-words">
            {item.label}
          </li>
        ))}
        {group.total > group.items.length && <li>{more(group.total - group.items.length)}</li>}
      </ul>
    </li>
  );
}

export function NewsGroups({ news }: { news: News }) {
  return (
    <ul className="grid items-start gap-3 text-sm sm:grid-cols-2">
      {GROUPS.filter(({ key }) => news[key].total > 0).map(({ key, label }) => (
        <Group key={key} label={label(news[key].total)} group={news[key]} />
      ))}
    </ul>
  );
}
