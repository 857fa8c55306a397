// The news by kind, each with its count and the latest few names.
import type { News, NewsItem } from '../api/get-news';

const SHOWN = 5;

const GROUPS: { key: keyof News; label: (n: number) => string }[] = [
  { key: 'documents', label: (n) => (n === 1 ? '1 documento nuevo' : `${n} documentos nuevos`) },
  { key: 'invoices', label: (n) => (n === 1 ? '1 factura nueva' : `${n} facturas nuevas`) },
  {
    key: 'results',
    label: (n) => (n === 1 ? '1 resultado de laboratorio' : `${n} resultados de laboratorio`),
  },
  { key: 'certificates', label: (n) => (n === 1 ? '1 constancia nueva' : `${n} constancias nuevas`) },
];

const more = (n: number) => (n === 1 ? 'y 1 más' : `y ${n} más`);

function Group({ label, items }: { label: string; items: NewsItem[] }) {
  return (
    <li className="grid content-start gap-1">
      <span className="font-medium">{label}</span>
      <ul className="grid gap-0.5 pl-4 text-muted-foreground">
        {items.slice(0, SHOWN).map((item) => (
          <li key={item.id} className="list-disc break-words">
            {item.label}
          </li>
        ))}
        {items.length > SHOWN && <li>{more(items.length - SHOWN)}</li>}
      </ul>
    </li>
  );
}

export function NewsGroups({ news }: { news: News }) {
  return (
    <ul className="grid items-start gap-3 text-sm sm:grid-cols-2">
      {GROUPS.filter(({ key }) => news[key].length > 0).map(({ key, label }) => (
        <Group key={key} label={label(news[key].length)} items={news[key]} />
      ))}
    </ul>
  );
}
