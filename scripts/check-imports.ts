/**
 * Lint step: reads every project TypeScript file, builds its import graph with the TypeScript parser, and fails
 * on an import that breaks the layering of docs/architecture.md "Layout and layering", on a run-time import cycle,
 * or on an admin engine file that imports a resource folder (scripts/import-rules.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  browserValidationImports,
  engineImportViolations,
  importCycles,
  layerViolations,
  packageViolations,
  type ImportEdge,
} from './import-rules.ts';

const root = path.resolve(import.meta.dirname, '..');
const folders = [
  'contract',
  'src',
  'auth',
  'pages',
  'i18n',
  'resources',
  'server',
  'tests',
  'bench',
  'scripts',
];

function sourceFiles(dir: string): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full).flatMap((name) => {
    const relative = `${dir}/${name}`;
    if (statSync(path.join(root, relative)).isDirectory())
      return name === 'migrations' ? [] : sourceFiles(relative);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [relative] : [];
  });
}

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const target = path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier));
  const candidates = [target, `${target}.ts`, `${target}.tsx`, `${target}/index.ts`, `${target}/index.tsx`];
  return (
    candidates.find(
      (candidate) => existsSync(path.join(root, candidate)) && statSync(path.join(root, candidate)).isFile(),
    ) ?? null
  );
}

/** Each file's run-time imports of packages (`zod`, `react` …), by file. */
const packageImports = new Map<string, string[]>();

function importsOf(file: string): ImportEdge[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const edges: ImportEdge[] = [];
  const add = (specifier: ts.Expression | undefined, typeOnly: boolean, dynamic: boolean) => {
    if (!specifier || !ts.isStringLiteral(specifier)) return;
    const to = resolve(file, specifier.text);
    if (to) edges.push({ from: file, to, typeOnly, dynamic });
    else if (!specifier.text.startsWith('.') && !typeOnly) {
      packageImports.set(file, [...(packageImports.get(file) ?? []), specifier.text]);
    }
  };
  const walk = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      // Only `import type` is erased: with verbatimModuleSyntax, `import { type X }` still loads the module.
      add(node.moduleSpecifier, node.importClause?.isTypeOnly ?? false, false);
    } else if (ts.isExportDeclaration(node)) {
      add(node.moduleSpecifier, node.isTypeOnly, false);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      add(node.arguments[0], false, true);
    }
    ts.forEachChild(node, walk);
  };
  walk(source);
  return edges;
}

const edges = folders.flatMap(sourceFiles).flatMap(importsOf);
const problems = [
  ...layerViolations(edges),
  ...engineImportViolations(edges),
  ...importCycles(edges).map((cycle) => `import cycle: ${[...cycle, cycle[0]].join(' → ')}`),
  ...browserValidationImports(edges, packageImports),
  ...packageViolations(packageImports),
];
if (problems.length > 0) {
  console.error(
    `Import rules (docs/architecture.md "Layout and layering") broken:\n${problems.map((problem) => `  ${problem}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `Import rules: ${edges.length} imports checked, layering kept, no cycles, no validation rules in the browser, shared layers within their packages, the admin engine free of resource folders.`,
);
