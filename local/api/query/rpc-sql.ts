// Choosing the function for /rpc/<fn> (overloads by argument names, PGRST202/203) and the call expression.
import { ApiError } from '../errors';
import type { Func, SchemaCache } from '../schema-cache';
import { closest } from './fuzzy';
import { ident } from './sql';

const inputsOf = (f: Func) => f.args.filter((a) => a.mode === 'i' || a.mode === 'b' || a.mode === 'v');
const isSingleJson = (f: Func) => {
  const inputs = inputsOf(f);
  return (
    inputs.length === 1 && inputs[0].name === '' && (inputs[0].type === 'json' || inputs[0].type === 'jsonb')
  );
};

export interface ChosenFunction {
  fn: Func;
  /** the whole body goes to the single unnamed json/jsonb parameter */
  singleJson: boolean;
}

export function chooseFunction(
  cache: SchemaCache,
  schema: string,
  name: string,
  keys: string[],
  allowSingleJson: boolean,
): ChosenFunction {
  const all = cache.functions.get(`${schema}.${name}`) ?? [];
  const named = all.filter((f) => {
    const inputs = inputsOf(f);
    if (isSingleJson(f)) return false;
    return (
      keys.every((k) => inputs.some((a) => a.name === k)) &&
      inputs.every((a) => a.hasDefault || keys.includes(a.name))
    );
  });
  const json = allowSingleJson ? all.filter(isSingleJson) : [];
  const found = named.length ? named : json;
  if (found.length === 1) return { fn: found[0], singleJson: !named.length };
  const sorted = [...keys].sort();
  if (found.length === 0) {
    const withParams = sorted.length ? `(${sorted.join(', ')})` : ' without parameters';
    const searched = sorted.length ? ` with parameters ${sorted.join(', ')}` : ' without parameters';
    const signature = (f: Func) =>
      `${f.name}(${inputsOf(f)
        .map((a) => a.name)
        .sort()
        .join(', ')})`;
    const options = [...cache.functions.values()]
      .flat()
      .filter((f) => f.schema === schema)
      .map(signature);
    const near = closest(`${name}(${sorted.join(', ')})`, options);
    throw new ApiError(
      404,
      'PGRST202',
      `Could not find the function ${schema}.${name}${withParams} in the schema cache`,
      `Searched for the function ${schema}.${name}${searched} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
      near ? `Perhaps you meant to call the function ${schema}.${near}` : null,
    );
  }
  const list = found.map(
    (f) =>
      `${schema}.${name}(${inputsOf(f)
        .map((a) => `${a.name} => ${a.type}`)
        .join(', ')})`,
  );
  throw new ApiError(
    300,
    'PGRST203',
    `Could not choose the best candidate function between: ${list.join(', ')}`,
    null,
    'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
  );
}

/** `"s"."f"("a" := _b."a", ...)`, arguments read from `json_to_record(<args>::json) AS _b(...)`. */
export function callSql(c: ChosenFunction, keys: string[], argsSql: string): { call: string; from: string } {
  const f = c.fn;
  const fn = `${ident(f.schema)}.${ident(f.name)}`;
  if (c.singleJson) return { call: `${fn}(${argsSql}::${inputsOf(f)[0].type})`, from: '' };
  if (keys.length === 0) return { call: `${fn}()`, from: '' };
  const inputs = inputsOf(f).filter((a) => keys.includes(a.name));
  const defs = inputs.map((a) => `${ident(a.name)} ${a.type}`).join(', ');
  const args = inputs
    .map((a) => `${a.mode === 'v' ? 'VARIADIC ' : ''}${ident(a.name)} := _b.${ident(a.name)}`)
    .join(', ');
  return { call: `${fn}(${args})`, from: `json_to_record(${argsSql}::json) AS _b(${defs})` };
}
