/**
 * The route tree: the root redirects, then the /w and /m trees behind their guards. Route modules
 * are lazy: a visitor downloads the sign-in screen, not the whole site.
 */
import { lazy, Suspense } from "react";
import { Navigate, type RouteObject } from "react-router-dom";
import type { Variant } from "../lib/device.ts";
import { FramedRouteSkeleton, TerminalGuard, VisitorOnly } from "./guards.tsx";
import { InvitationRedirect, MailLinkRedirect, RootRedirect } from "./redirects.tsx";
import { RootLayout } from "./root-layout.tsx";
import { page } from "./route-parts.tsx";

// Only a failed screen meets this one: it loads when a route throws.
const LazyErrorPage = lazy(() =>
  import("../features/shell/error-page.tsx").then((m) => ({ default: m.ErrorPage })),
);
const ErrorPage = () => (
  <Suspense>
    <LazyErrorPage />
  </Suspense>
);

export const auth = {
  login: () => import("../features/auth/login-page.tsx"),
  register: () => import("../features/auth/register-page.tsx"),
  forgot: () => import("../features/auth/forgot-page.tsx"),
  reset: () => import("../features/auth/reset-page.tsx"),
  confirmEmail: () => import("../features/auth/confirm-email-page.tsx"),
  terms: () => import("../features/info/terms-page.tsx"),
};

function visitorRoutes(variant: Variant): RouteObject {
  const paths =
    variant === "w"
      ? { login: "login", register: "regist", forgot: "forgot-password" }
      : { login: "login", register: "Register", forgot: "Forgotpassword" };
  return {
    lazy: async () => {
      const { AuthLayout } = await import("../features/auth/auth-layout.tsx");
      return { Component: AuthLayout };
    },
    children: [
      {
        element: <VisitorOnly variant={variant} />,
        children: [
          { path: paths.login, ...page(auth.login, "auth:login.title") },
          { path: paths.register, ...page(auth.register, "auth:register.title") },
          { path: "regist/:code", ...page(auth.register, "auth:register.title") },
          { path: paths.forgot, ...page(auth.forgot, "auth:forgot.title") },
          { path: "reset-password", ...page(auth.reset, "auth:reset.title") },
          ...(variant === "m" ? [{ path: "agreement", ...page(auth.terms, "pages:terms.title") }] : []),
        ],
      },
      // Signed in or not: the link may be opened on another device.
      { path: "confirm-email", ...page(auth.confirmEmail, "auth:confirmEmail.title") },
    ],
  };
}

/** The public blog (spec §2 blog, blogcont): visitors and members alike, in its own wider frame. */
const blogRoutes: RouteObject = {
  lazy: async () => ({ Component: (await import("../features/blog/blog-pages.tsx")).BlogLayout }),
  children: [
    {
      path: "blog",
      ...page(
        () => import("../features/blog/blog-pages.tsx").then((m) => ({ default: m.BlogListPage })),
        "pages:blog.title",
      ),
    },
    {
      path: "blogcont",
      ...page(
        () => import("../features/blog/blog-pages.tsx").then((m) => ({ default: m.BlogArticlePage })),
        "pages:blog.title",
      ),
    },
  ],
};

const infoRoutes: RouteObject = {
  path: "info",
  lazy: async () => ({ Component: (await import("../features/info/info-layout.tsx")).InfoLayout }),
  children: [
    { index: true, element: <Navigate to="about-us" replace /> },
    {
      path: "about-us",
      ...page(
        () => import("../features/info/info-page.tsx").then((m) => ({ default: m.AboutPage })),
        "common:info.about",
      ),
    },
    {
      path: "contact-us",
      ...page(
        () => import("../features/info/info-page.tsx").then((m) => ({ default: m.ContactPage })),
        "common:info.contact",
      ),
    },
    { path: "help-center", ...page(() => import("../features/info/help-page.tsx"), "common:info.help") },
    {
      path: "privacy-policy",
      ...page(
        () => import("../features/info/info-page.tsx").then((m) => ({ default: m.PrivacyPage })),
        "common:info.privacy",
      ),
    },
    {
      path: "refund",
      ...page(
        () => import("../features/info/info-page.tsx").then((m) => ({ default: m.RefundPage })),
        "common:info.refund",
      ),
    },
    { path: "terms-of-use", ...page(auth.terms, "common:info.terms") },
  ],
};

/** The route trees under the root that only some visitors open, by their first path segment. */
export const BRANCHES = ["admin", "w", "m"] as const;
export type Branch = (typeof BRANCHES)[number];

/**
 * The trees loaded when a navigation enters them, each a module of its own: the console (/admin)
 * and each variant's signed-in tree (/w/home, /m/home). Together they were two thirds of this
 * module, 4 KB gzip on every first screen; a visitor's sign-in page needs none of them, a member's
 * home one.
 */
const TREES: Record<Branch, () => Promise<RouteObject>> = {
  admin: () => import("./admin-routes.tsx").then((m) => m.adminRoutes),
  w: () => import("./web-home-routes.tsx").then((m) => m.webHome),
  m: () => import("./mobile-home-routes.tsx").then((m) => m.mobileHome),
};

/** A branch under the root; `tree` is its loaded tree (the console is nothing but its tree). */
function branch(name: Branch, ua: { userAgent?: string }, tree: RouteObject | undefined): RouteObject[] {
  if (name === "admin") return tree ? [tree] : [];
  return [
    {
      id: name,
      path: name,
      element: <TerminalGuard variant={name} {...ua} />,
      children: [
        { index: true, element: <Navigate to="home" replace /> },
        visitorRoutes(name),
        blogRoutes,
        // The info pages: the desktop's /w/info (spec §2) and the phone's /m/info, one set of pages
        // in each variant's frame.
        infoRoutes,
        ...(tree ? [tree] : []),
      ],
    },
  ];
}

/** The user agent as the guards take it (the server-side tests give one; a browser does not). */
const uaProps = (userAgent: string | undefined) => (userAgent === undefined ? {} : { userAgent });

const ROOT_ID = "root";

/** The root's routes with the given branches, each with its tree when loaded. */
export function rootRoutes(
  userAgent: string | undefined,
  branches: readonly (readonly [Branch, RouteObject | undefined])[],
): RouteObject[] {
  const ua = uaProps(userAgent);
  return [
    {
      id: ROOT_ID,
      element: <RootLayout />,
      // Not `lazy`: the router would wait for the error page's module before every first render.
      ErrorBoundary: ErrorPage,
      // A deep link whose route modules were not preloaded (chat, mail, the blog...) renders before
      // they arrive: the page's shape meanwhile (issue 50: a skeleton, no longer a spinner on a blank
      // page), where the router rendered nothing and warned in the console that no HydrateFallback was given.
      HydrateFallback: FramedRouteSkeleton,
      children: [
        { index: true, element: <RootRedirect {...ua} /> },
        { path: "regist/:code", element: <InvitationRedirect {...ua} /> },
        { path: "invitation/:code", element: <InvitationRedirect {...ua} /> },
        { path: "reset-password", element: <MailLinkRedirect page="reset-password" {...ua} /> },
        { path: "confirm-email", element: <MailLinkRedirect page="confirm-email" {...ua} /> },
        // Where a payment provider sends the member back: the result screen of their variant.
        { path: "payresult", element: <MailLinkRedirect page="home/payresult" {...ua} /> },
        ...branches.flatMap(([name, tree]) => branch(name, ua, tree)),
        { path: "*", element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

/**
 * The route tree a page starts with: the shared routes and the one branch (/m or /w) of its
 * address, without its signed-in tree. The router ranks and compiles every route it is given
 * before the first render; on a phone's /m/home the desktop's and the console's hundred routes
 * were a good part of that work (issue 11). The router asks for the rest when a navigation meets
 * it (its patchRoutesOnNavigation: an address it cannot match, or one only `*` matches, which is
 * how a first visit to /m/home/index starts too): the branch, then its tree, each added once.
 */
export function createRouteTable(pathname: string, userAgent?: string) {
  const first = BRANCHES.find((name) => name === pathname.split("/")[1] && name !== "admin");
  const loading = new Map<Branch, Promise<RouteObject>>();
  const load = (name: Branch) => {
    let tree = loading.get(name);
    if (!tree) {
      tree = TREES[name]();
      loading.set(name, tree);
    }
    return tree;
  };
  return {
    routes: rootRoutes(userAgent, first ? [[first, undefined]] : []),
    async patchRoutesOnNavigation({
      path,
      patch,
    }: {
      path: string;
      patch: (routeId: string | null, children: RouteObject[]) => void;
    }) {
      const [, head, next] = path.split("/");
      const wanted = BRANCHES.find((name) => name === head);
      if (!wanted) return;
      const tree = wanted === "admin" || next?.toLowerCase() === "home" ? await load(wanted) : undefined;
      // Every call patches all its address needs: the router keeps what it has already (a route
      // with the same id), and drops the patches of a navigation superseded while the module
      // loaded (signing in navigates twice), so nothing here may be remembered as added.
      patch(ROOT_ID, branch(wanted, uaProps(userAgent), tree));
      if (tree && wanted !== "admin") patch(wanted, [tree]);
    },
  };
}
