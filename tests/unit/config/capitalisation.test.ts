// One voice (docs/style-guide.md): what names or commands is written in title case. This reads src/ with
// the TypeScript compiler and collects the texts shown where the guide asks for it: the words of buttons
// (the kit's Button, native buttons, links drawn as buttons), tabs, menu entries (Radix menu items, the
// links of a navigation), titles (dialog, card and section headings) and the titles of empty states. A
// text reaches those places through constants, texts objects, the props of the components in between
// (ListSection -> PageSection -> PageHeader -> h2), the helpers that build props and the lists a
// component maps over (a menu's items); each is followed back to the string literal that writes it,
// which is where a violation is reported, with the place that shows it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import { PLACEHOLDER, titleCaseErrors } from '../helpers/title-case';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const srcDir = join(root, 'src');

// ---------------------------------------------------------------------------------------------------------
// Where the guide asks for title case.

/** Elements whose text children are shown in a title-case role. */
const CHILD_ROLES: Record<string, string> = {
  Button: 'button',
  button: 'button',
  DropdownMenuItem: 'menu entry',
  DialogTitle: 'title',
  CardTitle: 'title',
  h1: 'title',
  h2: 'title',
  h3: 'title',
  h4: 'title',
};
/** Component props shown in a title-case role by a component whose own heading is not one (below). */
const PROP_ROLES: Record<string, Record<string, string>> = { EmptyState: { title: 'empty state' } };
/**
 * Components whose headings are not checked where they are drawn: the box of empty and error states. Its
 * empty titles are checked at EmptyState; its error titles say what happened, in sentence case.
 */
const NOT_CHECKED_INSIDE = new Set(['NoticeBlock']);
const LINKS = new Set(['Link', 'NavLink', 'a']);

// ---------------------------------------------------------------------------------------------------------
// What in those places is not a name: the guide's sentences, and the specification's fixed texts.

/**
 * Titles that are clauses (a conjugated verb), which the guide writes in sentence case; the test cannot
 * tell a verb from a noun, so they are named here.
 */
const CLAUSES = new Set([
  'Cambio tal como se guardó',
  'Hay preguntas sin responder',
  'Ocurrió un error inesperado',
  'Vencen en los próximos 30 días',
]);

// The specification's list of fixed texts, copied into the repository so the check runs in any checkout;
// where the specification sits beside the checkout, the copy must be the same.
const SPEC_COPY = join(root, 'tests/fixtures/spec-ui-strings.txt');
const SPEC_SOURCE = join(root, '../shared/spec/ui-strings.txt');

/** The specification's fixed texts; a '{x}' template is matched with any value in its place. */
function specTexts(): RegExp[] {
  return readFileSync(SPEC_COPY, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map(
      (line) =>
        new RegExp(
          `^${line
            .split(/\{\w+\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
            .join('.+')}$`,
        ),
    );
}
const SPEC = specTexts();

/** Why a text in a title-case place is not held to it, or null when it is. */
function exemption(text: string): string | null {
  if (SPEC.some((fixed) => fixed.test(text))) return 'fixed by the specification';
  if (text.startsWith('¿') || /[?.…]$/.test(text)) return 'a question, a sentence or progress';
  if (/[:,]/.test(text)) return 'a sentence';
  // 'No hay empresas', 'Aún no tienes certificados': a negated verb; 'Curso No Encontrado' is a name.
  if (/(^|\s)[Nn]o (?!\p{L}+[ai]d[oa]s?\b)\p{L}/u.test(text)) return 'a sentence';
  if (CLAUSES.has(text)) return 'a clause';
  // '3 documentos', '99+', '{…} · {…}': a value, not a name.
  if (/^(\d|\{…\})/.test(text)) return 'a value';
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// The program.

const COMPILER_OPTIONS: ts.CompilerOptions = {
  jsx: ts.JsxEmit.ReactJSX,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  baseUrl: root,
  paths: { '@/*': ['./src/*'] },
  noLib: true,
  types: [],
  noEmit: true,
};

/**
 * The files as one program, so an import or a prop can be followed to its declaration. Only `dir` is read:
 * the files of node_modules are left empty and the default library out (a package's type or component is
 * never where a Spanish text is written), which keeps this to about two seconds for src/.
 */
function programOf(dir: string, files: Record<string, string> | null = null) {
  const names = files
    ? Object.keys(files).map((file) => join(dir, file))
    : readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
        .map((file) => join(dir, file));
  const host = ts.createCompilerHost(COMPILER_OPTIONS);
  const read = host.getSourceFile.bind(host);
  const inside = (name: string) => name.startsWith(dir);
  host.getSourceFile = (name, language, ...rest) => {
    if (!inside(name)) return ts.createSourceFile(name, '', language);
    if (!files) return read(name, language, ...rest);
    const text = files[relative(dir, name)];
    return text === undefined ? undefined : ts.createSourceFile(name, text, language, true);
  };
  if (files) {
    host.fileExists = (name) => (inside(name) ? relative(dir, name) in files : ts.sys.fileExists(name));
    host.directoryExists = (name) => inside(name) || ts.sys.directoryExists(name);
  }
  const program = ts.createProgram(names, { ...COMPILER_OPTIONS, baseUrl: join(dir, '..') }, host);
  return { program, sources: program.getSourceFiles().filter((f) => inside(f.fileName)) };
}

// ---------------------------------------------------------------------------------------------------------
// Following a value back to the literals that write it.

type FunctionLike = ts.FunctionDeclaration | ts.ArrowFunction | ts.FunctionExpression | ts.MethodDeclaration;
const isFunctionLike = (n: ts.Node): n is FunctionLike =>
  ts.isFunctionDeclaration(n) ||
  ts.isArrowFunction(n) ||
  ts.isFunctionExpression(n) ||
  ts.isMethodDeclaration(n);

const unwrap = (e: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(e) ||
  ts.isAsExpression(e) ||
  ts.isSatisfiesExpression(e) ||
  ts.isNonNullExpression(e) ||
  ts.isTypeAssertionExpression(e)
    ? unwrap(e.expression)
    : e;

const isAlternative = (kind: ts.SyntaxKind) =>
  kind === ts.SyntaxKind.QuestionQuestionToken || kind === ts.SyntaxKind.BarBarToken;

function nameText(name: ts.Node): string | null {
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isPrivateIdentifier(name)) return name.text;
  return null;
}

const tagName = (node: ts.JsxOpeningLikeElement) => node.tagName.getText();

function attribute(element: ts.JsxOpeningLikeElement, name: string) {
  return element.attributes.properties.find(
    (p): p is ts.JsxAttribute => ts.isJsxAttribute(p) && nameText(p.name) === name,
  );
}

/** A value: an expression, or the props of one JSX element. */
type Source = ts.Expression | ts.JsxAttributes;
type Obj = ts.ObjectLiteralExpression | ts.JsxAttributes;
interface Text {
  text: string;
  /** The literal that writes it. */
  node: ts.Node;
}
/**
 * What is being followed (a cycle stops there), how many times a cycle was stopped, and the element a
 * component is rendered by, once chosen.
 */
interface Trail {
  known: Map<string, Map<ts.Node, unknown[]>>;
  active: Map<string, Set<ts.Node>>;
  cycles: { count: number };
  env: Map<ts.Node, ts.JsxAttributes>;
}
const choose = (trail: Trail, component: ts.Node, use: ts.JsxAttributes): Trail => ({
  ...trail,
  env: new Map(trail.env).set(component, use),
});

/** Follows a node, unless this same step is already under way further up (a cycle: nothing more). */
function step<T>(kind: string, node: ts.Node, trail: Trail, follow: () => T[]): T[] {
  // What a step found from a node is kept when it did not depend on a chosen element or a stopped cycle.
  const memo = trail.known.get(kind) ?? trail.known.set(kind, new Map()).get(kind)!;
  const free = trail.env.size === 0;
  if (free && memo.has(node)) return memo.get(node) as T[];
  const active = trail.active.get(kind) ?? trail.active.set(kind, new Set()).get(kind)!;
  if (active.has(node)) {
    trail.cycles.count++;
    return [];
  }
  active.add(node);
  const cycles = trail.cycles.count;
  try {
    const found = follow();
    if (free && trail.cycles.count === cycles) memo.set(node, found);
    return found;
  } finally {
    active.delete(node);
  }
}

const ARRAY_CALLBACKS = new Set(['map', 'flatMap', 'filter', 'find', 'forEach', 'some', 'every']);

function resolver(program: ts.Program, sources: readonly ts.SourceFile[]) {
  const checker = program.getTypeChecker();
  const symbolOf = (node: ts.Node) => {
    const symbol = checker.getSymbolAtLocation(node);
    return symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  };
  /** The function a name stands for: a declaration, a constant's arrow, an arrow wrapped in memo(...). */
  const functionOf = (symbol: ts.Symbol | undefined): FunctionLike | undefined => {
    let declaration: ts.Node | undefined = symbol?.valueDeclaration;
    if (declaration && (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration)))
      declaration = declaration.initializer && unwrap(declaration.initializer);
    while (declaration && ts.isCallExpression(declaration)) declaration = declaration.arguments[0];
    return declaration && isFunctionLike(declaration) ? declaration : undefined;
  };

  // Every JSX element that renders a component of these files, and every call of a function by its name.
  const uses = new Map<ts.Node, ts.JsxAttributes[]>();
  const calls = new Map<ts.Node, ts.CallExpression[]>();
  const add = <T>(map: Map<ts.Node, T[]>, key: ts.Node | undefined, value: T) =>
    key && map.set(key, [...(map.get(key) ?? []), value]);
  for (const source of sources) {
    const visit = (node: ts.Node) => {
      if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && /^[A-Z]/.test(tagName(node)))
        add(uses, functionOf(symbolOf(node.tagName)), node.attributes);
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression))
        add(calls, functionOf(symbolOf(node.expression)), node);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }

  /** The expressions that can flow into a property of these objects (through spreads too). */
  function propertyOf(objects: Obj[], name: string, trail: Trail): ts.Expression[] {
    return objects.flatMap((object) =>
      (object.properties as ts.NodeArray<ts.Node>).flatMap((p): ts.Expression[] => {
        if (ts.isPropertyAssignment(p)) return nameText(p.name) === name ? [p.initializer] : [];
        if (ts.isShorthandPropertyAssignment(p)) return p.name.text === name ? [p.name] : [];
        if (ts.isJsxAttribute(p)) {
          if (nameText(p.name) !== name || !p.initializer) return [];
          if (ts.isStringLiteral(p.initializer)) return [p.initializer];
          return ts.isJsxExpression(p.initializer) && p.initializer.expression
            ? [p.initializer.expression]
            : [];
        }
        if (ts.isSpreadAssignment(p) || ts.isJsxSpreadAttribute(p))
          return propertyOf(objectsOf(p.expression, trail), name, trail);
        return [];
      }),
    );
  }

  /** Every value of these objects (`LABELS[code]`). */
  const valuesOf = (objects: Obj[]) =>
    objects.flatMap((o) =>
      (o.properties as ts.NodeArray<ts.Node>).flatMap((p) =>
        ts.isPropertyAssignment(p) ? [p.initializer] : [],
      ),
    );

  /** The object literals (or a JSX element's props) a value can be. */
  function objectsOf(value: Source, trail: Trail): Obj[] {
    if (ts.isJsxAttributes(value)) return [value];
    const e = unwrap(value);
    if (ts.isObjectLiteralExpression(e)) return [e];
    return step('objects', e, trail, () => {
      if (ts.isConditionalExpression(e))
        return [...objectsOf(e.whenTrue, trail), ...objectsOf(e.whenFalse, trail)];
      if (ts.isBinaryExpression(e) && isAlternative(e.operatorToken.kind))
        return [...objectsOf(e.left, trail), ...objectsOf(e.right, trail)];
      if (ts.isCallExpression(e)) return returnsOf(e).flatMap((r) => objectsOf(r, trail));
      return sourcesOf(e, trail).flatMap((s) => objectsOf(s, trail));
    });
  }

  /** The elements of the array literals a value can be. */
  function elementsOf(value: Source, trail: Trail): ts.Expression[] {
    if (ts.isJsxAttributes(value)) return [];
    const e = unwrap(value);
    return step('elements', e, trail, () => {
      if (ts.isArrayLiteralExpression(e))
        return e.elements.flatMap((el) => (ts.isSpreadElement(el) ? elementsOf(el.expression, trail) : [el]));
      // list.filter(...), list.slice(...): the same elements.
      if (ts.isCallExpression(e) && ts.isPropertyAccessExpression(e.expression))
        return elementsOf(e.expression.expression, trail);
      return sourcesOf(e, trail).flatMap((s) => elementsOf(s, trail));
    });
  }

  /** What the function a call calls can return. */
  function returnsOf(call: ts.CallExpression): ts.Expression[] {
    const callee = ts.isPropertyAccessExpression(call.expression) ? call.expression.name : call.expression;
    const fn = functionOf(symbolOf(callee));
    if (!fn?.body) return [];
    if (!ts.isBlock(fn.body)) return [fn.body];
    const found: ts.Expression[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
      if (!isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    ts.forEachChild(fn.body, visit);
    return found;
  }

  /**
   * What a parameter can be: a component's props at the element that renders it (each element, or the
   * one chosen), an element of the list a callback goes through, or the argument of each call.
   */
  function parameterValues(parameter: ts.ParameterDeclaration, trail: Trail): Source[] {
    const fn = parameter.parent;
    if (!isFunctionLike(fn)) return [];
    const index = fn.parameters.indexOf(parameter);
    if (uses.has(fn)) {
      const chosen = trail.env.get(fn);
      return index === 0 ? (chosen ? [chosen] : uses.get(fn)!) : [];
    }
    const call = fn.parent;
    if (
      index === 0 &&
      ts.isCallExpression(call) &&
      call.arguments[0] === fn &&
      ts.isPropertyAccessExpression(call.expression) &&
      ARRAY_CALLBACKS.has(call.expression.name.text)
    )
      return elementsOf(call.expression.expression, trail);
    return (calls.get(fn) ?? []).flatMap((c) => (c.arguments[index] ? [c.arguments[index]] : []));
  }

  /**
   * The values that can flow into a name or a property: a constant's or a property's initializer, a
   * parameter's values (its default where a value leaves it out), a destructured property of those.
   */
  function sourcesOf(e: ts.Expression, trail: Trail): Source[] {
    if (ts.isPropertyAccessExpression(e) || ts.isElementAccessExpression(e)) {
      const declared = ts.isPropertyAccessExpression(e)
        ? (symbolOf(e.name)?.declarations ?? []).flatMap((d) =>
            ts.isPropertyAssignment(d)
              ? [d.initializer]
              : ts.isShorthandPropertyAssignment(d)
                ? [d.name]
                : [],
          )
        : [];
      if (declared.length) return declared;
      const key = ts.isPropertyAccessExpression(e)
        ? e.name.text
        : ts.isStringLiteralLike(e.argumentExpression)
          ? e.argumentExpression.text
          : null;
      const objects = objectsOf(e.expression, trail);
      return key === null ? valuesOf(objects) : propertyOf(objects, key, trail);
    }
    if (!ts.isIdentifier(e)) return [];
    const symbol = symbolOf(e);
    return declaredSources(symbol?.valueDeclaration ?? symbol?.declarations?.[0], trail);
  }

  function declaredSources(declaration: ts.Node | undefined, trail: Trail): Source[] {
    return declaration
      ? step('declaration', declaration, trail, () => declarationSources(declaration, trail))
      : [];
  }

  function declarationSources(declaration: ts.Node, trail: Trail): Source[] {
    if (ts.isShorthandPropertyAssignment(declaration))
      return declaredSources(checker.getShorthandAssignmentValueSymbol(declaration)?.valueDeclaration, trail);
    if (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration))
      return declaration.initializer ? [declaration.initializer] : [];
    if (ts.isParameter(declaration)) {
      const values = parameterValues(declaration, trail);
      return values.length || !declaration.initializer ? values : [declaration.initializer];
    }
    if (ts.isBindingElement(declaration) && ts.isObjectBindingPattern(declaration.parent)) {
      const key = nameText(declaration.propertyName ?? declaration.name);
      const holder = declaration.parent.parent;
      const objects = ts.isParameter(holder)
        ? parameterValues(holder, trail)
        : ts.isVariableDeclaration(holder) && holder.initializer
          ? [holder.initializer]
          : [];
      // `{ texts, ...props }`: the rest is the same objects (the named properties are not looked up in it).
      if (declaration.dotDotDotToken) return objects;
      if (key === null) return [];
      // Per object: its property, or the default where it leaves the property out.
      return objects.flatMap((object) => {
        const found = propertyOf(objectsOf(object, trail), key, trail);
        return found.length || !declaration.initializer ? found : [declaration.initializer];
      });
    }
    return [];
  }

  /** The components whose props an expression reads and that no element has been chosen for yet. */
  function unchosenComponents(e: ts.Node, trail: Trail): ts.Node[] {
    const found = new Set<ts.Node>();
    const visit = (node: ts.Node) => {
      if (ts.isIdentifier(node)) {
        const declaration = symbolOf(node)?.valueDeclaration;
        let parameter: ts.Node | undefined = declaration;
        while (parameter && (ts.isBindingElement(parameter) || ts.isObjectBindingPattern(parameter)))
          parameter = parameter.parent;
        if (
          parameter &&
          ts.isParameter(parameter) &&
          uses.has(parameter.parent) &&
          !trail.env.has(parameter.parent)
        )
          found.add(parameter.parent);
      }
      ts.forEachChild(node, visit);
    };
    visit(e);
    return [...found];
  }

  /** The texts a value can show, each with the literal that writes it. */
  function textsOf(value: Source, trail: Trail): Text[] {
    if (ts.isJsxAttributes(value)) return [];
    const e = unwrap(value);
    if (ts.isStringLiteralLike(e)) return [{ text: e.text, node: e }];
    if (ts.isTemplateExpression(e))
      return [
        { text: e.head.text + e.templateSpans.map((s) => PLACEHOLDER + s.literal.text).join(''), node: e },
      ];
    if (ts.isBinaryExpression(e) && isAlternative(e.operatorToken.kind)) {
      // `tooltip ?? label`: which one shows depends on the element that renders the component, so each
      // element is followed on its own; the left side shows when it has a text.
      const [component] = unchosenComponents(e, trail);
      if (component) return uses.get(component)!.flatMap((use) => textsOf(e, choose(trail, component, use)));
      const left = textsOf(e.left, trail);
      return left.length ? left : textsOf(e.right, trail);
    }
    return step('texts', e, trail, () => {
      if (ts.isConditionalExpression(e))
        return [...textsOf(e.whenTrue, trail), ...textsOf(e.whenFalse, trail)];
      if (ts.isBinaryExpression(e))
        return e.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken ? textsOf(e.right, trail) : [];
      if (ts.isCallExpression(e)) return returnsOf(e).flatMap((r) => textsOf(r, trail));
      return sourcesOf(e, trail).flatMap((s) => textsOf(s, trail));
    });
  }

  const known = new Map<string, Map<ts.Node, unknown[]>>();
  /** A trail for one place: nothing under way yet, no element chosen; what was found is shared. */
  const fresh = (): Trail => ({ known, active: new Map(), cycles: { count: 0 }, env: new Map() });
  return { textsOf, fresh };
}

// ---------------------------------------------------------------------------------------------------------
// The texts in title-case places.

interface Shown {
  text: string;
  /** The literal that writes it, or the element that puts it together from several pieces. */
  node: ts.Node;
  /** The element that shows it. */
  shown: ts.Node;
  role: string;
}

function enclosingFunctionName(node: ts.Node): string | undefined {
  for (let n: ts.Node | undefined = node.parent; n; n = n.parent) {
    if (ts.isFunctionDeclaration(n) && n.name) return n.name.text;
    if (ts.isVariableDeclaration(n) && ts.isIdentifier(n.name)) return n.name.text;
  }
  return undefined;
}

function roleOf(element: ts.JsxOpeningLikeElement): string | undefined {
  const tag = tagName(element);
  if (NOT_CHECKED_INSIDE.has(enclosingFunctionName(element) ?? '')) return undefined;
  if (attribute(element, 'role')?.initializer?.getText() === '"tab"') return 'tab';
  if (CHILD_ROLES[tag]) return CHILD_ROLES[tag];
  if (!LINKS.has(tag)) return undefined;
  const className = attribute(element, 'className')?.initializer?.getText() ?? '';
  if (className.includes('tabClass(')) return 'tab';
  if (className.includes('buttonVariants(')) return 'button';
  for (let n: ts.Node | undefined = element.parent; n; n = n.parent)
    if (ts.isJsxElement(n) && tagName(n.openingElement) === 'nav') return 'menu entry';
  return undefined;
}

function shownTexts(program: ts.Program, sources: readonly ts.SourceFile[]): Shown[] {
  const { textsOf, fresh } = resolver(program, sources);

  /**
   * The texts of an element's children: the run of text and values directly inside it as one text (a
   * value that cannot be followed is a placeholder), and each nested element's texts apart.
   */
  function childTexts(element: ts.JsxElement | ts.JsxFragment): Text[] {
    const run: { text: string; node: ts.Node | null }[][] = [];
    const out: Text[] = [];
    const nested = (child: ts.JsxElement | ts.JsxSelfClosingElement | ts.JsxFragment) => {
      if (ts.isJsxSelfClosingElement(child)) return;
      if (ts.isJsxElement(child)) {
        if (roleOf(child.openingElement)) return; // checked as a place of its own
        // What only a screen reader hears continues a sentence; it is not the button's words.
        if (attribute(child.openingElement, 'className')?.initializer?.getText().includes('sr-only')) return;
      }
      out.push(...childTexts(child));
    };
    for (const child of element.children) {
      if (ts.isJsxText(child)) {
        if (!child.containsOnlyTriviaWhiteSpaces)
          run.push([{ text: child.text.replace(/\s+/g, ' '), node: null }]);
      } else if (ts.isJsxExpression(child)) {
        if (!child.expression) continue;
        const texts = textsOf(child.expression, fresh());
        const elements: (ts.JsxElement | ts.JsxSelfClosingElement | ts.JsxFragment)[] = [];
        const visit = (n: ts.Node) => {
          if (ts.isJsxElement(n) || ts.isJsxSelfClosingElement(n) || ts.isJsxFragment(n)) elements.push(n);
          else if (!isFunctionLike(n)) ts.forEachChild(n, visit);
        };
        visit(child.expression);
        if (texts.length) run.push(texts);
        else if (elements.length) elements.forEach(nested);
        else run.push([{ text: PLACEHOLDER, node: null }]);
      } else nested(child);
    }
    if (run.length === 0) return out;
    // Every combination of the pieces' texts, a few dozen at most.
    let combined: { text: string; nodes: (ts.Node | null)[] }[] = [{ text: '', nodes: [] }];
    for (const part of run)
      combined = combined
        .flatMap((c) => part.map((p) => ({ text: c.text + p.text, nodes: [...c.nodes, p.node] })))
        .slice(0, 64);
    for (const { text, nodes } of combined) {
      const trimmed = text.trim();
      if (trimmed && trimmed !== PLACEHOLDER)
        out.push({ text: trimmed, node: nodes.length === 1 && nodes[0] ? nodes[0] : element });
    }
    return out;
  }

  const found: Shown[] = [];
  for (const source of sources) {
    const visit = (node: ts.Node) => {
      if (ts.isJsxElement(node)) {
        const role = roleOf(node.openingElement);
        if (role) for (const text of childTexts(node)) found.push({ ...text, shown: node, role });
      }
      if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node))
        for (const [prop, role] of Object.entries(PROP_ROLES[tagName(node)] ?? {})) {
          const value = attribute(node, prop)?.initializer;
          const e = value && (ts.isJsxExpression(value) ? value.expression : value);
          if (e) for (const text of textsOf(e, fresh())) found.push({ ...text, shown: node, role });
        }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

function where(node: ts.Node, dir: string) {
  const source = node.getSourceFile();
  return `${relative(dir, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
}

/** Each text that breaks the rule, once per place it is written and shown: file:line, the text, the words. */
function violations(found: Shown[], dir: string): string[] {
  const out = new Set<string>();
  for (const { text, node, shown, role } of found) {
    const wrong = titleCaseErrors(text);
    if (wrong.length === 0 || exemption(text) !== null) continue;
    out.add(
      `${where(node, dir)} «${text}» (${role}, shown at ${where(shown, dir)}): ${wrong.map((w) => `'${w}'`).join(', ')}`,
    );
  }
  return [...out].sort();
}

// ---------------------------------------------------------------------------------------------------------

const { program, sources } = programOf(srcDir);
const found = shownTexts(program, sources);

const shown = (role: string) => new Set(found.filter((f) => f.role === role).map((f) => f.text));

describe('capitalisation of titles, tabs, menu entries and buttons', () => {
  it.skipIf(!existsSync(SPEC_SOURCE))('holds the specification’s current list of fixed texts', () => {
    expect(readFileSync(SPEC_COPY, 'utf8')).toBe(readFileSync(SPEC_SOURCE, 'utf8'));
  });

  it('reaches every kind of place', () => {
    expect(found.length).toBeGreaterThan(300);
    // Through a menu's list (SideNav maps adminNav), a section's tabs, a ListSection's texts down to its
    // heading and its 'Nuevo …' button, a FormDialog's props down to DialogTitle and its submit button,
    // an empty state's copy through QueryStates, and a row's menu (ActionMenu's actions).
    expect([...shown('menu entry')]).toEqual(expect.arrayContaining(['Gestión LMS', 'Mis Certificados']));
    expect([...shown('menu entry')]).toEqual(expect.arrayContaining(['Subir Resultado', 'Cerrar Sesión']));
    expect([...shown('tab')]).toEqual(expect.arrayContaining(['Correos Enviados', 'Usuarios']));
    expect([...shown('button')]).toEqual(
      expect.arrayContaining(['Estado de la Cuenta', 'Nueva Factura', 'Exportar CSV', 'Crear Usuario']),
    );
    expect([...shown('title')]).toEqual(
      expect.arrayContaining(['Perfiles Cliente', 'Nuevo Usuario', 'Notificaciones']),
    );
    expect([...shown('empty state')]).toEqual(expect.arrayContaining(['Sin Documentos', 'Sin Correos']));
  });

  it('writes every one of them in title case, or as the specification fixes it', () => {
    expect(violations(found, srcDir)).toEqual([]);
  });
});

describe('the capitalisation check', () => {
  it('holds names to the rule and lets sentences, questions, progress and fixed texts be', () => {
    const judge = (text: string) => (exemption(text) ?? titleCaseErrors(text).join(' ')) || 'ok';
    expect(judge('Marcar todas como leídas')).toBe('todas leídas');
    expect(judge('Marcar Todas como Leídas')).toBe('ok');
    expect(judge('Todas Las Empresas')).toBe('Las');
    expect(judge('Subir {…} archivos')).toBe('archivos');
    expect(judge('Exportar DC-4 (CSV)')).toBe('ok');
    expect(judge('¿Eliminar usuario?')).not.toBe('ok');
    expect(judge('Guardando...')).not.toBe('ok');
    expect(judge('No hay empresas')).toBe('fixed by the specification');
    expect(judge('Error al actualizar')).toBe('fixed by the specification');
    expect(judge('No encontramos una constancia con ese código')).toBe('a sentence');
    expect(judge('3 documentos')).toBe('a value');
  });

  it('follows a text through props, texts objects and lists to the literal that writes it', () => {
    const files = {
      'ui.tsx': `
        export function Button(props: { children: unknown }) { return <button>{props.children}</button>; }
        export function DialogTitle({ children }: { children: unknown }) { return <h2>{children}</h2>; }`,
      'dialog.tsx': `
        import { Button, DialogTitle } from './ui';
        export function Dialog({ title, submit = 'Guardar cambios' }: { title: string; submit?: string }) {
          return <div><DialogTitle>{title}</DialogTitle><Button>{submit}</Button></div>;
        }`,
      'nav.tsx': `
        const items = [{ href: '/a', label: 'Mis documentos' }, { href: '/b', label: 'Mi Perfil' }];
        export function Nav() {
          return <nav>{items.map(({ href, label }) => <a key={href} href={href}>{label}</a>)}</nav>;
        }`,
      'screen.tsx': `
        import { Dialog } from './dialog';
        export const texts = { title: 'Editar empresa', question: '¿Eliminar empresa?' } as const;
        export function Screen({ ask }: { ask: boolean }) {
          return <>
            <Dialog title={ask ? texts.question : texts.title} submit="Guardar" />
            <Dialog title="Nueva Empresa" />
          </>;
        }`,
      'row.tsx': `
        import { Button } from './ui';
        function IconAction({ label, tooltip }: { label: string; tooltip?: string }) {
          return <Button aria-label={label}>{tooltip ?? label}</Button>;
        }
        export function Row({ email }: { email: string }) {
          return <>
            <IconAction label={\`Reenviar invitación a \${email}\`} tooltip="Reenviar Invitación" />
            <IconAction label="Ver historial" />
          </>;
        }`,
    };
    const dir = join(root, 'virtual', 'src');
    const virtual = programOf(dir, files);
    expect(violations(shownTexts(virtual.program, virtual.sources), dir)).toEqual([
      "dialog.tsx:3 «Guardar cambios» (button, shown at dialog.tsx:4): 'cambios'",
      "nav.tsx:2 «Mis documentos» (menu entry, shown at nav.tsx:4): 'documentos'",
      // The label shows only where no tooltip is given; elsewhere it is the sentence a screen reader reads.
      "row.tsx:9 «Ver historial» (button, shown at row.tsx:4): 'historial'",
      "screen.tsx:3 «Editar empresa» (title, shown at dialog.tsx:4): 'empresa'",
    ]);
  });
});
