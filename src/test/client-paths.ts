/**
 * The service paths the dashboard's code calls, read from its source with the TypeScript parser
 * (for the test that holds them to the spec and docs/api-assumptions.md). Not part of the app.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One call the code makes: its method (`*` when the code decides it at run time), its path (`{}` where a value is filled in) and its file. */
export interface CallSite {
  method: string;
  path: string;
  file: string;
}

/**
 * The functions that send a path to the service: `request(path, { method })`, `v3ListPages(path)`
 * (GET) and `buildUrl(path)` (a raw fetch: its method is not read).
 */
const senders: Record<string, 'options' | 'GET' | '*'> = {
  request: 'options',
  v3ListPages: 'GET',
  buildUrl: '*',
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function returned(block: ts.Block): ts.Expression | undefined {
  const last = block.statements.at(-1);
  return last && ts.isReturnStatement(last) ? last.expression : undefined;
}

/** A local helper: `const x = …`, `const x = (…) => …`, or `function x() { …; return … }`, with what it stands for. */
function helperOf(node: ts.Node): { name: string; body: ts.Expression; exported: boolean } | undefined {
  let body: ts.Expression | undefined;
  let name: ts.Node | undefined;
  let exported = false;
  if (ts.isVariableDeclaration(node) && node.initializer) {
    const init = node.initializer;
    body = ts.isArrowFunction(init) ? (ts.isBlock(init.body) ? returned(init.body) : init.body) : init;
    name = node.name;
    const statement = node.parent.parent;
    exported =
      ts.isVariableStatement(statement) &&
      Boolean(ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export);
  } else if (ts.isFunctionDeclaration(node) && node.body) {
    body = returned(node.body);
    name = node.name;
    exported = Boolean(ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Export);
  }
  return body && name && ts.isIdentifier(name) ? { name: name.text, body, exported } : undefined;
}

const isPath = (value: string) => /^\/v[23]\//.test(value);

/** The calls of one file. */
function fileCallSites(file: string, root: string): CallSite[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const helpers = new Map<string, { body: ts.Expression; exported: boolean }>();
  const collect = (node: ts.Node) => {
    const helper = helperOf(node);
    if (helper) helpers.set(helper.name, helper);
    ts.forEachChild(node, collect);
  };
  collect(source);
  /** Helpers whose text begins a longer path in this file: prefixes, not calls. */
  const prefixes = new Set<string>();

  const helperNamed = (node: ts.Expression) => {
    const name = ts.isIdentifier(node)
      ? node.text
      : ts.isCallExpression(node) && ts.isIdentifier(node.expression)
        ? node.expression.text
        : undefined;
    return name !== undefined && helpers.has(name) ? name : undefined;
  };
  /** The texts an expression may have, `{}` for each value filled in (both sides of a condition). */
  const texts = (node: ts.Expression, depth = 0): string[] => {
    if (depth > 8) return [];
    if (ts.isParenthesizedExpression(node)) return texts(node.expression, depth);
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
    if (ts.isConditionalExpression(node))
      return [...texts(node.whenTrue, depth + 1), ...texts(node.whenFalse, depth + 1)];
    const helper = helperNamed(node);
    if (helper) return texts(helpers.get(helper)!.body, depth + 1);
    if (ts.isTemplateExpression(node)) {
      const [first, ...rest] = node.templateSpans;
      let heads = [node.head.text];
      if (first) {
        const head = node.head.text === '' ? helperNamed(first.expression) : undefined;
        if (head) prefixes.add(head);
        const values = head ? texts(first.expression, depth + 1) : [];
        heads = (values.length ? values : ['{}']).map((value) => node.head.text + value + first.literal.text);
      }
      const tail = rest.map((span) => `{}${span.literal.text}`).join('');
      return heads.map((head) => head + tail);
    }
    return [];
  };
  const methodsOf = (options: ts.Expression | undefined): string[] => {
    if (!options || !ts.isObjectLiteralExpression(options)) return ['GET'];
    const property = options.properties.find(
      (item): item is ts.PropertyAssignment =>
        ts.isPropertyAssignment(item) && ts.isIdentifier(item.name) && item.name.text === 'method',
    );
    if (!property) return ['GET'];
    const values = texts(property.initializer);
    return values.length ? values : ['*'];
  };

  const sites: CallSite[] = [];
  const record = (methods: string[], values: string[]) => {
    for (const method of methods)
      for (const value of values.filter(isPath))
        sites.push({ method, path: value.split('?')[0]!, file: path.relative(root, file) });
  };
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text in senders) {
      const [first, options] = node.arguments;
      const how = senders[node.expression.text]!;
      if (first) record(how === 'options' ? methodsOf(options) : [how], texts(first));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // An exported helper that builds a whole address (it ends in a name, not a value) and is not a
  // prefix here is an address read elsewhere (a screenshot's).
  for (const [name, helper] of helpers)
    if (helper.exported && !prefixes.has(name))
      record(
        ['GET'],
        texts(helper.body).filter((value) => !value.split('?')[0]!.endsWith('{}')),
      );
  return sites;
}
/** Every call the source under `dir` makes to a `/v2/` or `/v3/` path (test files and `src/test` left out). */
export function clientCallSites(dir: string, root = dir): CallSite[] {
  return sourceFiles(dir).flatMap((file) => fileCallSites(file, root));
}

/** A spec path as a pattern: each `{name}` stands for one segment. */
export function pathPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]*\}/g, '[^/]+');
  return new RegExp(`^${escaped}$`);
}
