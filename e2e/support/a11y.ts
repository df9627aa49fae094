/**
 * The accessibility sweep's plan and tools: which concrete address stands for each route of the
 * router, which routes only redirect, and one axe scan of what a page shows once it has settled.
 * The layout guard (support/layout.ts: sideways overflow, the phone's bottom tabs, untranslated
 * keys, at every width of the variant) measures the same page loads, so a route is loaded once
 * per language and session for both.
 *
 * Choices where the brief leaves room (issue 11: "axe on every route of both variants, signed out
 * and signed in, in the three languages: zero serious or critical violations"):
 * - "Every route" is every leaf of `createRoutes()` (see route-list.ts). A route with a parameter
 *   is visited with a real demo id; a route whose screen changes with a query parameter
 *   (`?uid=`, `?compose=1`, `?tab=customer`, `?code=`) or with the value of its parameter
 *   (`my/Setup/:section`) is visited once per screen the app has for it.
 * - Routes that only redirect are not visited (REDIRECT_ONLY): what they show is the page they
 *   redirect to, which is visited under its own path.
 * - Signed out, a member route shows the login page; signed in, a visitor-only route shows home.
 *   What is shown is what counts: the redirect is asserted, and a page already scanned at the same
 *   final address in the same language and session is not scanned again.
 * - axe runs with its default rule set, as "axe reports" reads: every tag it enables by default,
 *   best practices included (the reported `label-content-name-mismatch` is one of them since axe
 *   4.11). Rules axe itself calls experimental stay off: they are known to misfire. Violations of
 *   impact moderate or worse fail the suite (the brief asks for serious and critical; the moderate
 *   ones, a page without a main landmark or an h1, a skipped heading level, two navigations of the
 *   same name, were fixed and stay fixed); minor ones are printed, not failed on.
 * - WCAG 2.2 AA's target size (2.5.8, axe's `target-size`: a target of 24 x 24 px or room around
 *   it) is turned on as well (issue 50): axe ships it off by default, and small phones need it.
 */
import AxeBuilder from "@axe-core/playwright";
import { type ConsoleMessage, expect, type Page, test } from "@playwright/test";
import {
  checkLayout,
  describeLayout,
  fixedKnownBreakage,
  isKnown,
  LAYOUT_WIDTHS,
  type LayoutFinding,
} from "./layout.ts";
import { type RouteLeaf, routeLeaves } from "./route-list.ts";
import { settle } from "./settle.ts";
import { signIn } from "./site.ts";

export const LANGUAGES = ["en", "zhcn", "zhtw"] as const;
export type Lang = (typeof LANGUAGES)[number];
/** What the app puts on <html lang> for each (packages/i18n HTML_LANG). */
export const HTML_LANG: Record<Lang, string> = { en: "en", zhcn: "zh-Hans", zhtw: "zh-Hant" };

/** Ids the parameterised routes are filled with. */
export interface DemoIds {
  /** The signed-in member (`demo`). */
  me: number;
  /** Another member (`demo2`): a profile to open, a conversation to show. */
  other: number;
}

/**
 * Routes whose element only redirects; each target is visited under its own path.
 * The suite fails if a route with a plain `<Navigate>` element is missing here.
 */
export const REDIRECT_ONLY: readonly string[] = [
  "/", // RootRedirect: to /w or /m by terminal (and legacy `/#/...` links)
  "/regist/:code", // InvitationRedirect: to /{w,m}/regist/:code
  "/invitation/:code", // InvitationRedirect: to /{w,m}/regist/:code
  "/reset-password", // MailLinkRedirect: to /{w,m}/reset-password?code=
  "/admin", // to /admin/review (the console is scanned by its own journey, e2e/admin.desktop.e2e.ts)
  "/confirm-email", // MailLinkRedirect: to /{w,m}/confirm-email?code=
  "/payresult", // MailLinkRedirect: a payment provider's return, to /{w,m}/home/payresult?order=
  "/*", // anything unknown: to /
  "/w", // to /w/home
  "/w/info", // to /w/info/about-us
  "/m/info", // to /m/info/about-us
  "/w/home", // to /w/home/index
  "/w/home/member", // to /w/home/member/online
  "/w/home/store", // to /w/home/store/index
  "/w/home/user", // to /w/home/user/index
  "/m", // to /m/home
  "/m/home", // to /m/home/index
  "/m/home/Invest/index", // legacy capital I: to /m/home/invest/index
  "/m/home/investindex", // the named route of spec §2: to /m/home/invest/index with its query
  "/m/home/invest/search", // to /m/home/invest/index?search=1 (the member search open over it)
];

const INVITE_CODE = "DEMO2026"; // the seed's invitation code
const RESET_CODE = "a11y-not-a-real-code"; // the form shows for any code; it is checked on submit
const MOBILE_SETUP_SECTIONS = [
  "data",
  "changebrith",
  "changegender",
  "changesignature",
  "lang",
  "changepwd",
  "about",
];

/** The concrete addresses that stand for each route pattern. */
export const VISITS: Record<string, (ids: DemoIds) => string[]> = {
  // The console is staff-only and desktop-only: admin.desktop.e2e.ts scans it signed in as staff.
  "/admin/dashboard": () => [],
  "/admin/review": () => [],
  "/admin/reports": () => [],
  "/admin/members": () => [],
  "/admin/content": () => [],
  "/admin/service": () => [],
  "/admin/audit": () => [],
  "/admin/catalogs": () => [],
  "/admin/articles": () => [],
  "/admin/articles/:id": () => [],
  "/admin/orders": () => [],
  "/w/login": () => ["/w/login"],
  "/w/regist": () => ["/w/regist"],
  "/w/regist/:code": () => [`/w/regist/${INVITE_CODE}`],
  "/w/forgot-password": () => ["/w/forgot-password"],
  // Without a code the page says the link is incomplete; with one it shows the form.
  "/w/reset-password": () => ["/w/reset-password", `/w/reset-password?code=${RESET_CODE}`],
  // Without a code the page says the link is incomplete; with one it says how the confirmation went.
  "/w/confirm-email": () => ["/w/confirm-email", `/w/confirm-email?code=${RESET_CODE}`],
  "/w/blog": () => ["/w/blog"],
  "/w/blogcont": () => ["/w/blogcont?cid=1&tid=1"],
  "/w/info/about-us": () => ["/w/info/about-us"],
  "/w/info/contact-us": () => ["/w/info/contact-us"],
  "/w/info/help-center": () => ["/w/info/help-center"],
  "/w/info/privacy-policy": () => ["/w/info/privacy-policy"],
  "/w/info/refund": () => ["/w/info/refund"],
  "/w/info/terms-of-use": () => ["/w/info/terms-of-use"],
  "/w/home/index": () => ["/w/home/index"],
  "/w/home/welcome": () => ["/w/home/welcome"],
  "/w/home/chat": ({ other }) => ["/w/home/chat", `/w/home/chat?uid=${other}`],
  "/w/home/member/online": () => ["/w/home/member/online"],
  "/w/home/member/latest": () => ["/w/home/member/latest"],
  "/w/home/member/search": () => ["/w/home/member/search"],
  "/w/home/member/my-likes": () => ["/w/home/member/my-likes"],
  "/w/home/member/liked-me": () => ["/w/home/member/liked-me"],
  "/w/home/member/mutual": () => ["/w/home/member/mutual"],
  "/w/home/message": () => ["/w/home/message", "/w/home/message?compose=1"],
  "/w/home/pay": () => ["/w/home/pay"],
  "/w/home/upgrade": () => ["/w/home/upgrade"],
  // An order that is not there: the result says the payment did not go through.
  "/w/home/payresult": () => ["/w/home/payresult?order=999999"],
  "/w/home/photo/:id": ({ other }) => [`/w/home/photo/${other}`],
  "/w/home/video/:id": ({ other }) => [`/w/home/video/${other}`],
  "/w/home/store/index": () => ["/w/home/store/index"],
  "/w/home/store/mine": () => ["/w/home/store/mine"],
  "/w/home/user/index": () => ["/w/home/user/index"],
  "/w/home/user/edit": () => ["/w/home/user/edit"],
  "/w/home/user/detail/:id": ({ other }) => [`/w/home/user/detail/${other}`],
  "/w/home/user/general": () => ["/w/home/user/general"],
  "/w/home/user/notification": () => ["/w/home/user/notification"],
  "/w/home/user/privacy": () => ["/w/home/user/privacy"],

  "/m/login": () => ["/m/login"],
  "/m/Register": () => ["/m/Register"],
  "/m/regist/:code": () => [`/m/regist/${INVITE_CODE}`],
  "/m/Forgotpassword": () => ["/m/Forgotpassword"],
  "/m/reset-password": () => ["/m/reset-password", `/m/reset-password?code=${RESET_CODE}`],
  "/m/agreement": () => ["/m/agreement"],
  "/m/info/about-us": () => ["/m/info/about-us"],
  "/m/info/contact-us": () => ["/m/info/contact-us"],
  "/m/info/help-center": () => ["/m/info/help-center"],
  "/m/info/privacy-policy": () => ["/m/info/privacy-policy"],
  "/m/info/refund": () => ["/m/info/refund"],
  "/m/info/terms-of-use": () => ["/m/info/terms-of-use"],
  "/m/confirm-email": () => ["/m/confirm-email", `/m/confirm-email?code=${RESET_CODE}`],
  "/m/blog": () => ["/m/blog"],
  "/m/blogcont": () => ["/m/blogcont?cid=1&tid=1"],
  "/m/home/index": () => ["/m/home/index"],
  "/m/home/welcome": () => ["/m/home/welcome"],
  "/m/home/trend/list": () => ["/m/home/trend/list"],
  "/m/home/trend/new": () => ["/m/home/trend/new"],
  "/m/home/message": () => ["/m/home/message", "/m/home/message?tab=notices"],
  "/m/home/my/index": () => ["/m/home/my/index"],
  "/m/home/my/Setup/index": () => ["/m/home/my/Setup/index"],
  "/m/home/my/Setup/privacy": () => ["/m/home/my/Setup/privacy"],
  "/m/home/my/Setup/notification": () => ["/m/home/my/Setup/notification"],
  "/m/home/my/Setup/:section": () => MOBILE_SETUP_SECTIONS.map((s) => `/m/home/my/Setup/${s}`),
  // Someone else's profile, and my own (it has my own actions instead of theirs).
  "/m/home/my/newsfeed/:userId": ({ me, other }) => [
    `/m/home/my/newsfeed/${other}`,
    `/m/home/my/newsfeed/${me}`,
  ],
  "/m/home/invite": () => ["/m/home/invite"],
  "/m/home/invest/index": () => ["/m/home/invest/index"],
  "/m/home/investlist": () => ["/m/home/investlist"],
  "/m/home/investinfo": () => ["/m/home/investinfo"],
  "/m/home/upgrade/index": () => ["/m/home/upgrade/index"],
  "/m/home/upgradelist": () => ["/m/home/upgradelist"],
  "/m/home/upgrade/info": () => ["/m/home/upgrade/info"],
  "/m/home/payresult": () => ["/m/home/payresult?order=999999"],
  "/m/home/wallet": () => ["/m/home/wallet"],
  "/m/home/gift": () => ["/m/home/gift"],
  "/m/home/gift/list": () => ["/m/home/gift/list"],
  "/m/home/gift/send/:giftid": () => ["/m/home/gift/send/1"],
  "/m/home/chat/list": () => ["/m/home/chat/list", "/m/home/chat/list?tab=customer"],
  "/m/home/chat/index": ({ other }) => [`/m/home/chat/index?uid=${other}`],
  "/m/home/chat/service": () => ["/m/home/chat/service"],
  "/m/home/email/list": () => ["/m/home/email/list"],
  "/m/home/email/send": () => ["/m/home/email/send", "/m/home/email/send?to=demo2"],
};

/** How the plan and the router disagree: each list must be empty. */
export function coverageGaps(leaves: RouteLeaf[] = routeLeaves()) {
  const patterns = new Set(leaves.map((l) => l.pattern));
  const planned = new Set([...REDIRECT_ONLY, ...Object.keys(VISITS)]);
  return {
    /** Routes in the router that the sweep neither visits nor lists as redirect-only. */
    notVisited: [...patterns].filter((p) => !planned.has(p)),
    /** Planned routes that the router no longer has. */
    notInRouter: [...planned].filter((p) => !patterns.has(p)),
    /** Routes whose element is a `<Navigate>` but that the plan would scan as a page. */
    redirectsNotListed: leaves
      .filter((l) => l.navigates && !REDIRECT_ONLY.includes(l.pattern))
      .map((l) => l.pattern),
    /** Listed both ways. */
    bothWays: REDIRECT_ONLY.filter((p) => p in VISITS),
  };
}

/** The addresses of one variant, in the router's order. */
export function visitsOf(variant: "w" | "m", ids: DemoIds): string[] {
  return routeLeaves()
    .filter((l) => l.pattern.startsWith(`/${variant}/`) && l.pattern in VISITS)
    .flatMap((l) => VISITS[l.pattern]?.(ids) ?? []);
}

export interface Finding {
  rule: string;
  impact: string;
  /** The address asked for, and where the page ended up if it redirected. */
  route: string;
  lang: Lang;
  session: "visitor" | "member";
  targets: string[];
  help: string;
}

/**
 * axe over the whole page, with axe's default rules. The app has no frames, so axe runs in the
 * page itself (legacy mode: no extra page per scan); only violations are reported back, which on
 * a page of a hundred member cards is the difference between 9 s and 2 s.
 */
/** Rules axe ships turned off that the sweep turns on. */
export const EXTRA_RULES = ["target-size"] as const;

export async function scan(page: Page) {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({
      resultTypes: ["violations"],
      rules: Object.fromEntries(EXTRA_RULES.map((id) => [id, { enabled: true }])),
    })
    .analyze();
  return results.violations;
}

export const failsSweep = (impact: string | null | undefined) =>
  impact === "moderate" || impact === "serious" || impact === "critical";

/** One line per finding, for the failure message and the log. */
export const describeFinding = (f: Finding) =>
  `${f.impact} ${f.rule} on ${f.route} [${f.lang}, ${f.session}]: ${f.targets.join(" | ")} (${f.help})`;

export interface SweepOptions {
  variant: "w" | "m";
  lang: Lang;
  session: "visitor" | "member";
  ids: DemoIds;
}

export interface SweepResult {
  /** axe's findings of every impact; the caller fails on the serious ones. */
  findings: Finding[];
  /** The layout guard's findings (support/layout.ts), at every width of the variant. */
  layout: LayoutFinding[];
  /** The addresses whose page the layout guard checked. */
  checked: Set<string>;
  /** The time the layout guard took, in ms (what it adds to the sweep). */
  layoutMs: number;
  /** Every warning and error the pages wrote to the console, and every uncaught error, by address. */
  console: string[];
}

/**
 * Visits every address of the variant in one tab; on each page it has not seen yet, axe scans
 * what it shows (at the variant's first layout width) and the layout guard checks it at each width.
 */
export async function sweep(page: Page, { variant, lang, session, ids }: SweepOptions): Promise<SweepResult> {
  const findings: Finding[] = [];
  const layout: LayoutFinding[] = [];
  const checked = new Set<string>();
  let layoutMs = 0;
  const scanned = new Set<string>();
  // A page that works but complains (a router warning, a failed request, an uncaught rejection)
  // is a defect a member never sees and a developer only sees by chance: every route is read here.
  const said: string[] = [];
  let at = "";
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === "warning" || message.type() === "error")
      said.push(`${message.type()} on ${at}: ${message.text().slice(0, 300)}`);
  };
  const onError = (error: Error) => said.push(`uncaught on ${at}: ${error.message.slice(0, 300)}`);
  page.on("console", onConsole);
  page.on("pageerror", onError);
  await page.setViewportSize(LAYOUT_WIDTHS[variant][0] as { width: number; height: number });
  for (const address of visitsOf(variant, ids)) {
    const memberRoute = address.startsWith(`/${variant}/home/`);
    const login = `/${variant}/login`;
    at = address;
    await page.goto(address);
    // Signed out, a member route must land on the login; once that has been scanned in this
    // language, the redirect is all there is to check.
    if (session === "visitor" && memberRoute) {
      await expect(page, address).toHaveURL((u) => u.pathname === login);
      if (scanned.has(login)) continue;
    }
    // Signed in, a visitor-only route sends the member home; the address changes only once the
    // home screen's lazy module has loaded, and until then the page is quiet but empty.
    if (session === "member")
      await expect(page, `${address} as a member`).toHaveURL((u) => u.pathname !== login);
    await settle(page);
    const url = new URL(page.url());
    const landed = url.pathname + url.search;
    // What a user sees: the page in the chosen language, not the error screen, and the guards'
    // redirects (a visitor meets the login; a member never does).
    await expect(page.locator("html"), address).toHaveAttribute("lang", HTML_LANG[lang]);
    await expect(page.locator("#error-title"), `${address} shows the error screen`).toHaveCount(0);
    if (scanned.has(landed)) continue;
    scanned.add(landed);
    const route = landed === address ? address : `${address} → ${landed}`;
    for (const v of await scan(page)) {
      findings.push({
        rule: v.id,
        impact: v.impact ?? "unknown",
        route,
        lang,
        session,
        targets: v.nodes.map((n) => `${n.target.join(" ")} ${n.html.replace(/\s+/g, " ").slice(0, 120)}`),
        help: v.help,
      });
    }
    const started = performance.now();
    layout.push(...(await checkLayout(page, { variant, address, route, lang, session })));
    layoutMs += performance.now() - started;
    checked.add(address);
  }
  page.off("console", onConsole);
  page.off("pageerror", onError);
  return { findings, layout, checked, layoutMs, console: [...new Set(said)] };
}

/** Signs in the demo member (gold, so the search route is theirs) and reads the ids routes need. */
export async function signInDemo(page: Page): Promise<DemoIds> {
  const other = await page.request.post("/member/index/login", {
    form: { account: "demo2", password: "demo1234" },
  });
  const { data } = (await other.json()) as { data: { id: number } };
  const me = await signIn(page, "demo");
  return { me: me.id, other: data.id };
}

/** The suite for one variant: the router check, then one sweep per language and session. */
export function a11ySuite(variant: "w" | "m") {
  test("every route of the router is visited, or listed as one that only redirects", () => {
    expect(coverageGaps()).toEqual({ notVisited: [], notInRouter: [], redirectsNotListed: [], bothWays: [] });
    expect(visitsOf(variant, { me: 1, other: 2 }).length).toBeGreaterThan(10);
  });

  for (const lang of LANGUAGES) {
    for (const session of ["visitor", "member"] as const) {
      test(`/${variant} in ${lang}, ${session}: axe finds nothing moderate or worse, the console is quiet, the layout holds`, async ({
        page,
      }) => {
        test.setTimeout(180_000);
        // Signed out, the ids only fill addresses that redirect to the login.
        const ids = session === "member" ? await signInDemo(page) : { me: 1, other: 2 };
        await page.addInitScript((l) => localStorage.setItem("lang", l), lang);
        const {
          findings,
          layout,
          checked,
          layoutMs,
          console: said,
        } = await sweep(page, { variant, lang, session, ids });
        console.log(
          `layout guard: ${checked.size} pages in ${(layoutMs / 1000).toFixed(1)} s (${lang}, ${session})`,
        );
        const minor = [
          ...new Set(
            findings.filter((f) => !failsSweep(f.impact)).map((f) => `${f.impact} ${f.rule} on ${f.route}`),
          ),
        ];
        if (minor.length) console.log(`not failed on (${lang}, ${session}):\n  ${minor.join("\n  ")}`);
        const serious = findings.filter((f) => failsSweep(f.impact)).map(describeFinding);
        expect.soft(serious, `axe violations:\n${serious.join("\n")}`).toEqual([]);
        const known = layout.filter(isKnown).map(describeLayout);
        if (known.length)
          console.log(`known layout breakage (${lang}, ${session}):\n  ${known.join("\n  ")}`);
        const broken = layout.filter((f) => !isKnown(f)).map(describeLayout);
        expect.soft(broken, `layout breakage:\n${broken.join("\n")}`).toEqual([]);
        const fixed = fixedKnownBreakage(checked, layout, lang, session);
        expect.soft(fixed, `fixed, so out of KNOWN_BREAKAGE:\n${fixed.join("\n")}`).toEqual([]);
        expect.soft(said, `the console (${lang}, ${session}):\n${said.join("\n")}`).toEqual([]);
      });
    }
  }
}
