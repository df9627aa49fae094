/**
 * The first screen's modules start downloading with the page, not one after another (issue 11,
 * Lighthouse on a slow phone): the entry imports the framework, which only then asks for the
 * language, the shell and the route's module, and /m/home redirects to /m/home/index before its
 * page is even requested. A small inline script in index.html reads the path, the stored language
 * and whether a session is stored, and adds `<link rel="modulepreload">` for exactly the chunks
 * that screen will import. Its hash is allowed by the server's CSP (apps/server/src/lib/inline-scripts.ts).
 */
import type { Plugin, Rollup } from "vite";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** Which source modules a path needs first; `session` ones only when a token is stored. */
const SCREENS: { path: string; modules: string[]; session?: boolean }[] = [
  { path: "^/[wm]/login/?$", modules: ["src/features/auth/login-page.tsx"] },
  {
    path: "^/m/home(/index)?/?$",
    modules: ["src/features/shell/mobile-shell.tsx", "src/features/members/mobile-home-page.tsx"],
    session: true,
  },
  {
    path: "^/w/home(/index)?/?$",
    modules: ["src/features/shell/web-shell.tsx", "src/features/home/web-home-page.tsx"],
    session: true,
  },
  { path: "^/m/home/", modules: ["src/features/shell/mobile-shell.tsx"], session: true },
  { path: "^/w/home/", modules: ["src/features/shell/web-shell.tsx"], session: true },
];
const LANGUAGES = ["en", "zhcn", "zhtw"] as const;
const DEFAULT_LANGUAGE = "zhtw";

const isChunk = (item: OutputBundle[string]): item is OutputChunk => item.type === "chunk";

/** A chunk and every chunk it imports statically, as file names. */
function closure(bundle: OutputBundle, file: string, into = new Set<string>()): Set<string> {
  if (into.has(file)) return into;
  into.add(file);
  const chunk = bundle[file];
  if (chunk && isChunk(chunk)) for (const imported of chunk.imports) closure(bundle, imported, into);
  return into;
}

export function firstScreenPreload(): Plugin {
  return {
    name: "first-screen-preload",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        const bundle = ctx.bundle;
        const entry = ctx.chunk;
        if (!bundle || !entry) return html;
        // What the page preloads already (the entry's own imports) is left out.
        const known = closure(bundle, entry.fileName);
        const chunks = Object.values(bundle).filter(isChunk);
        const filesOf = (suffix: string) => {
          const chunk = chunks.find((c) => c.facadeModuleId?.replaceAll("\\", "/").endsWith(suffix));
          if (!chunk) throw new Error(`first-screen-preload: no chunk for ${suffix}`);
          return [...closure(bundle, chunk.fileName)].filter((f) => !known.has(f)).map((f) => `/${f}`);
        };
        const languages = Object.fromEntries(
          LANGUAGES.map((lang) => [lang, filesOf(`packages/i18n/src/locales/${lang}/index.ts`)]),
        );
        const screens = SCREENS.map((s) => [
          s.path,
          [...new Set(s.modules.flatMap((m) => filesOf(m)))],
          s.session === true,
        ]);
        const script = `try{(()=>{let s=localStorage,l=s.getItem("lang"),L=${JSON.stringify(languages)},S=${JSON.stringify(screens)},f=L[l]||L.${DEFAULT_LANGUAGE},p=location.pathname,t=s.getItem("token");for(const[r,m,n]of S)if(new RegExp(r).test(p)&&(!n||t)){f=f.concat(m);break}for(const h of new Set(f)){const k=document.createElement("link");k.rel="modulepreload";k.href=h;document.head.append(k)}})()}catch{}`;
        return [{ tag: "script", children: script, injectTo: "head-prepend" }];
      },
    },
  };
}
