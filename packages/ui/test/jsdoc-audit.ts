import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "@babel/parser";
import type * as t from "@babel/types";

/**
 * Which exported components of `packages/ui/src`, and which props of their props types, lack a JSDoc
 * comment: the docs' props table shows these comments as its descriptions, so a missing one is a
 * blank row for the designer or developer reading it. A component is an exported function or const
 * whose name starts with a capital letter, in a `.tsx` file that is not a story or a test. Its
 * props are the members written in this package: the type of its first parameter, followed through
 * intersections, `Omit`/`Pick`/`Partial`, local and imported aliases and interfaces; props inherited
 * from React's element types or from `cva` variants are not counted.
 */

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), "../src");

export type Audit = {
  components: { total: number; undocumented: string[] };
  props: { total: number; undocumented: string[] };
  /** Props whose component gives them a default in its parameter list, and their JSDoc no `@default`. */
  defaults: { total: number; undocumented: MissingDefault[] };
};

export type MissingDefault = { id: string; value: string; comment: t.Comment | undefined };

type Decl = t.TSTypeAliasDeclaration | t.TSInterfaceDeclaration;
type FileInfo = {
  text: string;
  ast: t.File;
  types: Map<string, Decl>;
  imports: Map<string, { from: string; name: string }>;
};

const files = new Map<string, FileInfo>();

function load(path: string): FileInfo {
  const cached = files.get(path);
  if (cached) return cached;
  const text = readFileSync(path, "utf8");
  const ast = parse(text, { sourceType: "module", plugins: ["typescript", "jsx"] });
  const types = new Map<string, Decl>();
  const imports = new Map<string, { from: string; name: string }>();
  for (const stmt of ast.program.body) {
    const decl = stmt.type === "ExportNamedDeclaration" && stmt.declaration ? stmt.declaration : stmt;
    if (decl.type === "TSTypeAliasDeclaration" || decl.type === "TSInterfaceDeclaration")
      types.set(decl.id.name, decl);
    if (stmt.type === "ImportDeclaration" && stmt.source.value.startsWith(".")) {
      for (const spec of stmt.specifiers) {
        if (spec.type !== "ImportSpecifier") continue;
        const name = spec.imported.type === "Identifier" ? spec.imported.name : spec.imported.value;
        imports.set(spec.local.name, { from: resolve(dirname(path), stmt.source.value), name });
      }
    }
  }
  const info = { text, ast, types, imports };
  files.set(path, info);
  return info;
}

function jsDoc(node: t.Node): t.Comment | undefined {
  return (node.leadingComments ?? []).findLast((c) => c.type === "CommentBlock" && c.value.startsWith("*"));
}

function hasJsDoc(node: t.Node): boolean {
  return jsDoc(node) !== undefined;
}

/** Default values a reader can take as written: literals, constants, `[]`, `{}`; not functions or calls. */
const PLAIN_DEFAULTS = new Set([
  "StringLiteral",
  "NumericLiteral",
  "BooleanLiteral",
  "NullLiteral",
  "Identifier",
  "MemberExpression",
  "UnaryExpression",
  "ArrayExpression",
  "ObjectExpression",
  "TemplateLiteral",
]);

/** The defaults a component's destructured first parameter gives its props, as written in the source. */
function destructuredDefaults(fn: t.Node | null | undefined, text: string): Map<string, string> {
  const out = new Map<string, string>();
  if (!fn) return out;
  if (fn.type === "CallExpression") return destructuredDefaults(fn.arguments[0], text);
  if (
    fn.type !== "FunctionDeclaration" &&
    fn.type !== "ArrowFunctionExpression" &&
    fn.type !== "FunctionExpression"
  ) {
    return out;
  }
  const param = fn.params[0];
  if (param?.type !== "ObjectPattern") return out;
  for (const prop of param.properties) {
    if (
      prop.type !== "ObjectProperty" ||
      prop.key.type !== "Identifier" ||
      prop.value.type !== "AssignmentPattern"
    ) {
      continue;
    }
    const value = prop.value.right;
    if (!PLAIN_DEFAULTS.has(value.type) || value.start == null || value.end == null) continue;
    out.set(prop.key.name, text.slice(value.start, value.end));
  }
  return out;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Collects the members of a type written in this package, following references into their files. */
function collectMembers(
  type: t.Node,
  file: string,
  out: Map<string, t.TSPropertySignature>,
  seen: Set<Decl>,
): void {
  switch (type.type) {
    case "TSParenthesizedType":
      collectMembers(type.typeAnnotation, file, out, seen);
      return;
    case "TSIntersectionType":
    case "TSUnionType":
      for (const part of type.types) collectMembers(part, file, out, seen);
      return;
    case "TSTypeLiteral":
      for (const member of type.members) {
        if (member.type === "TSPropertySignature" && member.key.type === "Identifier") {
          out.set(`${relative(SRC, file)}:${member.loc?.start.line}:${member.key.name}`, member);
        }
      }
      return;
    case "TSTypeReference": {
      if (type.typeName.type !== "Identifier") return;
      const name = type.typeName.name;
      if (["Omit", "Pick", "Partial", "Required", "Readonly"].includes(name)) {
        const first = type.typeParameters?.params[0];
        if (first) collectMembers(first, file, out, seen);
        return;
      }
      const resolved = resolveType(name, file);
      if (!resolved || seen.has(resolved.decl)) return;
      seen.add(resolved.decl);
      const { decl, file: declFile } = resolved;
      if (decl.type === "TSTypeAliasDeclaration") {
        collectMembers(decl.typeAnnotation, declFile, out, seen);
        return;
      }
      collectMembers(
        { type: "TSTypeLiteral", members: decl.body.body } as t.TSTypeLiteral,
        declFile,
        out,
        seen,
      );
      for (const base of decl.extends ?? []) {
        if (base.expression.type === "Identifier") {
          collectMembers(
            {
              type: "TSTypeReference",
              typeName: base.expression,
              typeParameters: base.typeParameters,
            } as t.TSTypeReference,
            declFile,
            out,
            seen,
          );
        }
      }
      return;
    }
  }
}

function resolveType(name: string, file: string): { decl: Decl; file: string } | undefined {
  const info = load(file);
  const local = info.types.get(name);
  if (local) return { decl: local, file };
  const imported = info.imports.get(name);
  if (!imported) return undefined;
  for (const candidate of [imported.from, `${imported.from}.ts`, `${imported.from}.tsx`]) {
    if (!/\.tsx?$/.test(candidate)) continue;
    try {
      return resolveType(imported.name, candidate);
    } catch {
      // not this extension
    }
  }
  return undefined;
}

function firstParamType(fn: t.Node | null | undefined): t.Node | undefined {
  if (!fn) return undefined;
  if (fn.type === "CallExpression") return firstParamType(fn.arguments[0]); // memo(...), forwardRef(...)
  if (
    fn.type !== "FunctionDeclaration" &&
    fn.type !== "ArrowFunctionExpression" &&
    fn.type !== "FunctionExpression"
  ) {
    return undefined;
  }
  const param = fn.params[0];
  if (!param || !("typeAnnotation" in param) || param.typeAnnotation?.type !== "TSTypeAnnotation")
    return undefined;
  return param.typeAnnotation.typeAnnotation;
}

/** The package's public names: what each folder's `index.ts` (the `@site/ui/<folder>` entry) re-exports, by file. */
function publicNames(): Map<string, Set<string>> {
  const byFile = new Map<string, Set<string>>();
  for (const index of sourceFiles(SRC).filter((f) => f.endsWith("/index.ts"))) {
    for (const stmt of load(index).ast.program.body) {
      if (stmt.type !== "ExportNamedDeclaration" || !stmt.source) continue;
      const file = resolve(dirname(index), stmt.source.value);
      const names = byFile.get(file) ?? new Set<string>();
      for (const spec of stmt.specifiers) {
        if (spec.type === "ExportSpecifier" && spec.local.type === "Identifier") names.add(spec.local.name);
      }
      byFile.set(file, names);
    }
  }
  return byFile;
}

export function audit(): Audit {
  const components: string[] = [];
  const undocumentedComponents: string[] = [];
  const props = new Map<string, t.TSPropertySignature>();
  const defaults = new Map<string, MissingDefault & { documented: boolean }>();
  for (const [file, names] of publicNames()) {
    if (!file.endsWith(".tsx")) continue;
    for (const stmt of load(file).ast.program.body) {
      if (stmt.type !== "ExportNamedDeclaration" || !stmt.declaration) continue;
      const decl = stmt.declaration;
      const found: { name: string; fn: t.Node | null | undefined }[] = [];
      if (decl.type === "FunctionDeclaration" && decl.id) found.push({ name: decl.id.name, fn: decl });
      if (decl.type === "VariableDeclaration") {
        for (const d of decl.declarations) {
          if (d.id.type === "Identifier") found.push({ name: d.id.name, fn: d.init });
        }
      }
      for (const { name, fn } of found) {
        if (!names.has(name) || !/^[A-Z]/.test(name)) continue;
        if (!firstParamType(fn) && fn?.type !== "FunctionDeclaration") continue;
        const id = `${relative(SRC, file)}:${name}`;
        components.push(id);
        if (!hasJsDoc(stmt)) undocumentedComponents.push(id);
        const paramType = firstParamType(fn);
        if (!paramType) continue;
        const own = new Map<string, t.TSPropertySignature>();
        collectMembers(paramType, file, own, new Set());
        const given = destructuredDefaults(fn, load(file).text);
        for (const [memberId, member] of own) {
          props.set(memberId, member);
          const value = member.key.type === "Identifier" ? given.get(member.key.name) : undefined;
          if (value === undefined || defaults.has(memberId)) continue;
          const comment = jsDoc(member);
          const documented = comment?.value.includes("@default") ?? false;
          defaults.set(memberId, { id: memberId, value, comment, documented });
        }
      }
    }
  }
  return {
    components: { total: components.length, undocumented: undocumentedComponents },
    props: {
      total: props.size,
      undocumented: [...props].filter(([, member]) => !hasJsDoc(member)).map(([id]) => id),
    },
    defaults: {
      total: defaults.size,
      undocumented: [...defaults.values()].filter((d) => !d.documented).map(({ documented: _, ...d }) => d),
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = audit();
  if (process.argv.includes("--list")) {
    for (const id of [...result.components.undocumented, ...result.props.undocumented]) console.log(id);
    for (const d of result.defaults.undocumented) console.log(`${d.id} = ${d.value}`);
  }
  console.log(
    `components ${result.components.total - result.components.undocumented.length}/${result.components.total}, ` +
      `props ${result.props.total - result.props.undocumented.length}/${result.props.total}, ` +
      `defaults ${result.defaults.total - result.defaults.undocumented.length}/${result.defaults.total}`,
  );
}
