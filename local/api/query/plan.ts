// The read plan: a tree of nodes (the requested relation and its embeds) with their filters, order and
// pagination, built from the query string against the schema cache.
import { ApiError } from '../errors';
import type { Relationship } from '../relationships';
import type { SchemaCache, Table } from '../schema-cache';
import { parseError } from './cursor';
import { isToOne, resolveRelationship } from './embed';
import { fieldSql, logicSql, operationSql, type ColumnContext } from './conditions';
import { parseFilterKey, parseFilterValue, parseLogicTree, type Condition } from './filter-parser';
import { parseOrder } from './order';
import { parseSelect, type EmbedItem, type FieldItem, type SelectItem } from './select-parser';
import { ident, jsonPathSql } from './sql';

export interface ReadNode extends ColumnContext {
  table: Table;
  /** whole-row reference, for computed fields */
  rowRef: string;
  from: string;
  fields: (FieldItem | { kind: 'star' })[];
  embeds: EmbedNode[];
  where: string[];
  order: string[];
  limit?: number;
  offset?: number;
}

export interface EmbedNode {
  key: string;
  item: EmbedItem;
  rel: Relationship;
  node: ReadNode;
  joinAlias: string;
  toOne: boolean;
  /** `rel=is.null` (true) / `rel=not.is.null` (false) */
  isNull?: boolean;
}

const RESERVED = new Set(['select', 'columns', 'on_conflict']);

export class Planner {
  private counter = 0;
  constructor(
    readonly cache: SchemaCache,
    readonly schema: string,
    readonly aggregates = false,
  ) {}

  node(
    table: Table,
    qualifier: string,
    from: string,
    rowRef: string,
    items: SelectItem[],
    depth = 0,
  ): ReadNode {
    const node: ReadNode = {
      table,
      qualifier,
      from,
      rowRef,
      fields: [],
      embeds: [],
      where: [],
      order: [],
      columnType: (name) => table.columnMap.get(name)?.baseType,
    };
    for (const item of items) {
      if (item.kind !== 'embed') {
        if (item.kind === 'field' && item.aggregate && !this.aggregates)
          throw new ApiError(400, 'PGRST123', 'Use of aggregate functions is not allowed');
        node.fields.push(item);
        continue;
      }
      const rel = resolveRelationship(this.cache, this.schema, table, item.name, item.hint);
      const target = this.cache.tables.get(rel.to) as Table;
      // PostgREST names each embed's subquery <parent>_<alias or name>_<depth>: the same embed twice
      // without distinct aliases makes Postgres refuse the duplicate alias.
      const key = item.alias ?? item.name;
      if (node.embeds.some((e) => e.key === key))
        throw new ApiError(
          400,
          '42712',
          `table name "${table.name}_${key}_${depth + 1}" specified more than once`,
        );
      const n = ++this.counter;
      const alias = ident(`${target.name}_${n}`);
      const child = this.node(
        target,
        alias,
        `${ident(target.schema)}.${ident(target.name)} AS ${alias}`,
        alias,
        item.items,
        depth + 1,
      );
      node.embeds.push({
        key,
        item,
        rel,
        node: child,
        toOne: isToOne(rel),
        joinAlias: ident(`${table.name}_${target.name}_${n}`),
      });
    }
    return node;
  }

  root(table: Table, qualifier: string, from: string, rowRef: string, select: string | null): ReadNode {
    return this.node(table, qualifier, from, rowRef, parseSelect(select ?? '*'));
  }

  /** Applies filters, logic trees, order, limit and offset; `skip` names keys used otherwise (rpc args). */
  applyParams(root: ReadNode, params: URLSearchParams, skip: Set<string> = new Set()): void {
    for (const [key, value] of params) {
      if (RESERVED.has(key) || skip.has(key)) continue;
      const special = /^(.*?)(order|limit|offset)$/.exec(key);
      if (special && (special[1] === '' || special[1].endsWith('.'))) {
        this.applySpecial(findNode(root, pathOf(special[1])), special[2], value);
        continue;
      }
      const logic = /^(.*?)(not\.)?(or|and)$/.exec(key);
      if (logic && (logic[1] === '' || logic[1].endsWith('.'))) {
        const node = findNode(root, pathOf(logic[1]));
        const tree = parseLogicTree(logic[3] as 'and' | 'or', !!logic[2], value);
        node.where.push(logicSql(node, tree, (c) => embeddedCondition(node, c)));
        continue;
      }
      const { embedPath, field } = parseFilterKey(key);
      const node = findNode(root, embedPath);
      const operation = parseFilterValue(value);
      const embed = field.path.length === 0 ? node.embeds.find((e) => e.key === field.name) : undefined;
      if (embed) {
        if (operation.op !== 'is' || !['null', 'not_null'].includes(operation.value.toLowerCase()))
          throw new ApiError(
            400,
            'PGRST120',
            `Bad operator on the '${field.name}' embedded resource`,
            'Only is null or not is null filters are allowed on embedded resources',
          );
        embed.isNull = (operation.value.toLowerCase() === 'null') !== operation.negate;
        continue;
      }
      node.where.push(operationSql(node, field, operation));
    }
  }

  private applySpecial(node: ReadNode, kind: string, value: string): void {
    if (kind === 'order') {
      node.order = parseOrder(value).map((t) => {
        let qualifier = node.qualifier;
        if (t.relation !== undefined) {
          const embed = node.embeds.find((e) => e.key === t.relation);
          if (!embed) throw notEmbedded(t.relation);
          if (!embed.toOne)
            throw new ApiError(
              400,
              'PGRST118',
              `A related order on '${embed.node.table.name}' is not possible`,
              `'${node.table.name}' and '${embed.node.table.name}' do not form a many-to-one or one-to-one relationship`,
            );
          qualifier = embed.joinAlias;
        }
        const dir = t.direction ? ` ${t.direction.toUpperCase()}` : '';
        const nulls = t.nulls ? ` NULLS ${t.nulls.toUpperCase()}` : '';
        return `${t.relation === undefined ? fieldSql(node, t) : jsonPathSql(`${qualifier}.${ident(t.name)}`, t.path)}${dir}${nulls}`;
      });
      return;
    }
    if (!/^-?\d+$/.test(value))
      throw parseError(`${kind} parameter`, value, 0, `unexpected "${value[0] ?? ''}" expecting digit`);
    const n = Number(value);
    if (kind === 'limit' && n < 0)
      throw new ApiError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        'Limit should be greater than or equal to zero.',
      );
    if (kind === 'offset' && n < 0)
      throw new ApiError(
        416,
        'PGRST103',
        'Requested range not satisfiable',
        'Offset should be greater than or equal to zero.',
      );
    if (kind === 'limit') node.limit = n;
    else node.offset = n;
  }
}

const pathOf = (prefix: string) => (prefix === '' ? [] : prefix.slice(0, -1).split('.'));

const notEmbedded = (name: string) =>
  new ApiError(
    400,
    'PGRST108',
    `'${name}' is not an embedded resource in this request`,
    null,
    `Verify that '${name}' is included in the 'select' query parameter.`,
  );

export function findNode(root: ReadNode, path: string[]): ReadNode {
  let node = root;
  for (const name of path) {
    const e = node.embeds.find((x) => x.key === name);
    if (!e) throw notEmbedded(name);
    node = e.node;
  }
  return node;
}

/** `or=(rel.col.eq.1)` refers to an embed's column through its join alias (to-one embeds only). */
function embeddedCondition(node: ReadNode, c: Condition): string {
  let current = node;
  let embed: EmbedNode | undefined;
  for (const name of c.embedPath) {
    embed = current.embeds.find((x) => x.key === name);
    if (!embed) throw notEmbedded(name);
    current = embed.node;
  }
  const e = embed as EmbedNode;
  if (!e.toOne) {
    // to-many: true when some embedded row matches
    const inner = operationSql({ ...e.node, qualifier: '_e' }, c.field, c.operation);
    return `EXISTS (SELECT 1 FROM json_populate_recordset(NULL::${ident(e.node.table.schema)}.${ident(e.node.table.name)}, ${e.joinAlias}."pgrst_rows") AS _e WHERE ${inner})`;
  }
  return operationSql({ ...e.node, qualifier: e.joinAlias }, c.field, c.operation);
}
