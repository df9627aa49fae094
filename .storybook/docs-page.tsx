import {
  Controls,
  Description,
  Primary,
  Source,
  Stories,
  Subtitle,
  Title,
  useOf,
} from "@storybook/addon-docs/blocks";

/**
 * The import line of a component, from its story's file: a story in
 * `packages/ui/src/<folder>/…` documents a component exported by `@site/ui/<folder>` (the
 * package exports `./*` as `src/*\/index.ts`). A story can name another with the
 * `importFrom` parameter; a page outside the package (foundations) has none.
 */
export function importLine(
  fileName: unknown,
  component: unknown,
  title: string,
  importFrom?: unknown,
): string | undefined {
  const folder =
    typeof fileName === "string" ? /packages\/ui\/src\/([^/]+)\//.exec(fileName)?.[1] : undefined;
  const from = typeof importFrom === "string" ? importFrom : folder && `@site/ui/${folder}`;
  if (!from) return undefined;
  // The built bundle renames functions: the name docgen read from the source comes first.
  const named = component as { __docgenInfo?: { displayName?: string }; displayName?: string } | undefined;
  const last = title.split("/").at(-1) ?? "";
  const name =
    named?.__docgenInfo?.displayName || named?.displayName || (/^[A-Z]\w*$/.test(last) ? last : "Component");
  return `import { ${name} } from "${from}";`;
}

function ImportLine() {
  const { preparedMeta } = useOf("meta", ["meta"]);
  const line = importLine(
    preparedMeta.parameters.fileName,
    preparedMeta.component,
    preparedMeta.title,
    preparedMeta.parameters.importFrom,
  );
  return line ? <Source code={line} language="tsx" dark={false} /> : null;
}

/**
 * Every component's docs page (autodocs): its name, its description (the component's JSDoc),
 * the import line, the first story with its controls and the props table (descriptions and
 * defaults from the JSDoc, variants from cva), then each story with its code.
 */
export function DocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <ImportLine />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}
