/**
 * The first screen paints before any script is asked for, then its modules download together, not
 * one after another (issue 11, Lighthouse on a slow phone). The stylesheet is inlined in index.html,
 * so the static shell's first paint waits for the HTML alone. Vite's entry script and its
 * modulepreload tags are taken out; a small inline loader at the end of the body adds them back
 * after the first frame (at once in a hidden tab; a few per task), together with `<link rel="modulepreload">` for
 * the page's language (a server-rendered page's, issue 49, else the stored one) and exactly the chunks the path will import (the entry would otherwise ask
 * for the language, the shell and the route's module only after it ran, and /m/home redirects to
 * /m/home/index before its page is even requested). With a stored session it also sends, at once,
 * the calls the screen waits for (FIRST_CALLS). The loader's hash is allowed by the server's CSP
 * (apps/server/src/lib/inline-scripts.ts). Measured on React 19 (issue 49, Lighthouse mobile on
 * /m/home, median of three, on a host busy with other work): first paint 1.83 s and largest paint
 * 3.03 s without it, 0.93-1.01 s and 2.69-2.74 s with it.
 */
import type { Plugin, Rollup } from "vite";
import { Calls } from "../../../packages/contracts/src/calls.ts";
import { MemberCalls } from "../../../packages/contracts/src/members.ts";

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * The calls a signed-in screen waits for, as [path, payload] (the token is added): the loader sends
 * them with the page, while the modules download, and main.tsx hands each answer to the first
 * client call with the same path and payload (api-client callEarly). Every screen of the session
 * needs the profile and the authority lists; the phone's home also its first list (the Recommend
 * tab's first page, what member-list.tsx asks for), whose first card's avatar is the screen's
 * largest paint.
 */
type FirstCall = readonly [path: string, payload: Record<string, string | number>, avatars?: number];
const SESSION_CALLS: FirstCall[] = [
  [Calls.userinfo, {}],
  [Calls.initdata, {}],
];

/** The cards the phone's first screen shows (two columns, two rows). */
const FIRST_AVATARS = 4;

/** Which source modules a path needs first; `session` ones only when a token is stored. */
const SCREENS: {
  path: string;
  modules: string[];
  /** Translation namespaces loaded on first use (packages/i18n LAZY_NAMESPACES) that the screen shows. */
  namespaces?: string[];
  session?: boolean;
  calls?: FirstCall[];
}[] = [
  {
    path: "^/[wm]/login/?$",
    modules: ["src/features/auth/auth-layout.tsx", "src/features/auth/login-page.tsx"],
  },
  {
    path: "^/m/home(/index)?/?$",
    modules: [
      "src/router/mobile-home-routes.tsx",
      "src/features/shell/mobile-shell.tsx",
      "src/features/members/mobile-home-page.tsx",
    ],
    namespaces: ["members"],
    session: true,
    // The list's first avatars are the screen's largest paint: they are preloaded as soon as the
    // answer arrives, while the modules still download, instead of when the cards render.
    calls: [...SESSION_CALLS, [MemberCalls.onlineList, { page: 1 }, FIRST_AVATARS]],
  },
  {
    path: "^/w/home(/index)?/?$",
    modules: [
      "src/router/web-home-routes.tsx",
      "src/features/shell/web-shell.tsx",
      "src/features/home/web-home-page.tsx",
    ],
    namespaces: ["members", "feed"],
    session: true,
    calls: SESSION_CALLS,
  },
  {
    path: "^/m/home/",
    modules: ["src/router/mobile-home-routes.tsx", "src/features/shell/mobile-shell.tsx"],
    session: true,
    calls: SESSION_CALLS,
  },
  {
    path: "^/w/home/",
    modules: ["src/router/web-home-routes.tsx", "src/features/shell/web-shell.tsx"],
    session: true,
    calls: SESSION_CALLS,
  },
];

/** Where the loader leaves its calls for main.tsx (src/lib/first-calls.ts reads the same name). */
const FIRST_CALLS_GLOBAL = "__firstCalls";
const LANGUAGES = ["en", "zhcn", "zhtw"] as const;
const DEFAULT_LANGUAGE = "zhtw";

/**
 * Each modulepreload tag costs the main thread a few milliseconds on a slow phone (the fetch starts
 * as it is appended): the loader appends the entry's imports and the entry first, then the screen's
 * modules this many per task, so no task of its own counts as blocking.
 */
const PRELOADS_PER_TASK = 5;

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
          // A route's module may share its chunk with others (first-screen-chunks.ts): then no
          // chunk is its facade, and the chunk that holds it is the one its import loads.
          const holds = (id: string | null | undefined) => id?.replaceAll("\\", "/").endsWith(suffix);
          const chunk =
            chunks.find((c) => holds(c.facadeModuleId)) ?? chunks.find((c) => c.moduleIds.some(holds));
          if (!chunk) throw new Error(`first-screen-preload: no chunk for ${suffix}`);
          return [...closure(bundle, chunk.fileName)].filter((f) => !known.has(f)).map((f) => `/${f}`);
        };
        const languages = Object.fromEntries(
          LANGUAGES.map((lang) => [lang, filesOf(`packages/i18n/src/locales/${lang}/index.ts`)]),
        );
        // A lazy namespace is its own module per language: the screen's suspends until it arrives.
        const screens = SCREENS.map((s) => [
          s.path,
          [...new Set(s.modules.flatMap((m) => filesOf(m)))],
          s.session === true,
          s.calls ?? [],
          Object.fromEntries(
            LANGUAGES.map((lang) => [
              lang,
              [
                ...new Set(
                  (s.namespaces ?? []).flatMap((ns) => filesOf(`packages/i18n/src/locales/${lang}/${ns}.ts`)),
                ),
              ],
            ]),
          ),
        ]);
        // Vite's own tags for the entry and its imports leave the HTML: the loader below adds them.
        const tags: string[] = [];
        html = html.replace(
          /\s*<(script type="module"[^>]*src="([^"]+)"[^>]*><\/script|link rel="modulepreload"[^>]*href="([^"]+)"[^>]*)>/g,
          (_, __, script: string | undefined, preload: string | undefined) => {
            if (preload) tags.push(preload);
            else if (script) tags.unshift(script);
            return "";
          },
        );
        const [entryScript, ...entryImports] = tags;
        if (!entryScript) throw new Error("first-screen-preload: no entry script in index.html");
        // The stylesheet is part of the page: its first paint waits for nothing but the HTML.
        const css = Object.values(bundle).find((a) => a.type === "asset" && a.fileName.endsWith(".css"));
        if (css?.type === "asset")
          html = html.replace(
            new RegExp(`<link rel="stylesheet"[^>]*href="/${css.fileName}"[^>]*>`),
            () => `<style>${String(css.source)}</style>`,
          );
        const script = `(()=>{let f=${JSON.stringify(entryImports)},d=document;try{let s=localStorage,l=d.documentElement.dataset.lang||s.getItem("lang"),L=${JSON.stringify(languages)},S=${JSON.stringify(screens)},p=location.pathname,t=s.getItem("token");f=f.concat(L[l]||L.${DEFAULT_LANGUAGE});for(const[r,m,n,c,N]of S)if(new RegExp(r).test(p)&&(!n||t)){f=f.concat(m,N[l]||N.${DEFAULT_LANGUAGE});if(t)self.${FIRST_CALLS_GLOBAL}=c.map(([u,b,i])=>{const q=fetch(u,{method:"POST",headers:{"content-type":"application/x-www-form-urlencoded"},body:new URLSearchParams({...b,token:t})});q.catch(()=>{});if(i)q.then(r=>r.clone().json()).then(j=>{for(const{avatar:v}of j.data.data.slice(0,i))if(v){const k=d.createElement("link");k.rel="preload";k.as="image";k.href=v;d.head.append(k)}}).catch(()=>{});return[u,b,q]});break}}catch{}let o=0,g=()=>{if(o++)return;const q=[...new Set(f)],n=${entryImports.length},a=(c,e)=>{const F=d.createDocumentFragment();for(const h of q.splice(0,c)){const k=d.createElement("link");k.rel="modulepreload";k.href=h;F.append(k)}if(e){const x=d.createElement("script");x.type="module";x.src=${JSON.stringify(entryScript)};F.append(x)}d.head.append(F);if(q.length)setTimeout(()=>a(${PRELOADS_PER_TASK}))};a(n,1)};d.hidden?g():(requestAnimationFrame(()=>setTimeout(g)),setTimeout(g,500))})()`;
        return { html, tags: [{ tag: "script", children: script, injectTo: "body" }] };
      },
    },
  };
}
