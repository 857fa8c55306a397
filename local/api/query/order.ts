// `order=c1.desc.nullsfirst,rel(col).asc,data->a->>b` (PostgREST pOrder).
import { Cursor, jsonPath, type JsonPathStep } from './cursor';

export interface OrderTerm {
  /** set for `rel(col)`: ordering the parent by a to-one embed's column */
  relation?: string;
  name: string;
  path: JsonPathStep[];
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

export function parseOrder(src: string): OrderTerm[] {
  const c = new Cursor(src, 'order');
  const out: OrderTerm[] = [];
  for (;;) {
    let name = c.name();
    let relation: string | undefined;
    if (c.eat('(')) {
      relation = name;
      name = c.name();
      const path = jsonPath(c);
      c.expect(')');
      out.push(modifiers(c, { relation, name, path }));
    } else out.push(modifiers(c, { name, path: jsonPath(c) }));
    if (c.done) return out;
    c.expect(',', '"," or end of input');
  }
}

function modifiers(c: Cursor, term: OrderTerm): OrderTerm {
  if (c.eat('.asc')) term.direction = 'asc';
  else if (c.eat('.desc')) term.direction = 'desc';
  if (c.eat('.nullsfirst')) term.nulls = 'first';
  else if (c.eat('.nullslast')) term.nulls = 'last';
  if (!c.done && c.peek() !== ',')
    throw c.fail('".asc", ".desc", ".nullsfirst", ".nullslast", "," or end of input');
  return term;
}
