/**
 * The route tree: the root redirects, then the /w and /m trees behind their guards. Route modules
 * are lazy: a visitor downloads the sign-in screen, not the whole site.
 */
import type { PermissionFlag } from "@site/contracts";
import { lazy, Suspense } from "react";
import { Navigate, type RouteObject } from "react-router-dom";
import type { Variant } from "../lib/device.ts";
import { FullPageSpinner, RequireAuth, ReviewGate, TerminalGuard, VisitorOnly } from "./guards.tsx";
import { InvitationRedirect, KeepQueryRedirect, MailLinkRedirect, RootRedirect } from "./redirects.tsx";
import { RootLayout } from "./root-layout.tsx";

// Only an account under review meets this screen: it loads when needed.
const LazyUnderReview = lazy(() =>
  import("../features/shell/under-review.tsx").then((m) => ({ default: m.UnderReview })),
);
const UnderReview = () => (
  <Suspense>
    <LazyUnderReview />
  </Suspense>
);

// Only a failed screen meets this one: it loads when a route throws.
const LazyErrorPage = lazy(() =>
  import("../features/shell/error-page.tsx").then((m) => ({ default: m.ErrorPage })),
);
const ErrorPage = () => (
  <Suspense>
    <LazyErrorPage />
  </Suspense>
);

const page = (load: () => Promise<{ default: React.ComponentType }>, title?: string): RouteObject => ({
  lazy: async () => ({ Component: (await load()).default }),
  ...(title ? { handle: { title } } : {}),
});

const guarded = (flag: PermissionFlag, children: RouteObject[]): RouteObject => ({
  lazy: async () => {
    const { RequirePermission } = await import("./require-permission.tsx");
    return { Component: () => <RequirePermission flag={flag} /> };
  },
  children,
});

const auth = {
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

/** The operator's console (issue 14): its own tree, loaded only when staff open it. */
const adminRoutes: RouteObject = {
  path: "admin",
  lazy: async () => ({ Component: (await import("../features/admin/admin-pages.tsx")).AdminLayout }),
  children: [
    { index: true, element: <Navigate to="dashboard" replace /> },
    {
      path: "dashboard",
      ...page(
        () => import("../features/admin/dashboard-page.tsx").then((m) => ({ default: m.DashboardPage })),
        "pages:admin.dashboard",
      ),
    },
    {
      path: "review",
      ...page(
        () => import("../features/admin/admin-pages.tsx").then((m) => ({ default: m.ReviewQueuePage })),
        "pages:admin.review",
      ),
    },
    {
      path: "reports",
      ...page(
        () => import("../features/admin/admin-pages.tsx").then((m) => ({ default: m.ReportQueuePage })),
        "pages:admin.reports",
      ),
    },
    {
      path: "members",
      ...page(
        () => import("../features/admin/admin-pages.tsx").then((m) => ({ default: m.MembersPage })),
        "pages:admin.members",
      ),
    },
    {
      path: "audit",
      ...page(
        () => import("../features/admin/admin-pages.tsx").then((m) => ({ default: m.AuditPage })),
        "pages:admin.audit",
      ),
    },
    {
      path: "content",
      ...page(
        () => import("../features/admin/content-page.tsx").then((m) => ({ default: m.ContentPage })),
        "pages:admin.content",
      ),
    },
    {
      path: "service",
      ...page(
        () => import("../features/admin/service-page.tsx").then((m) => ({ default: m.ServicePage })),
        "pages:admin.service",
      ),
    },
    {
      path: "orders",
      ...page(
        () => import("../features/admin/order-pages.tsx").then((m) => ({ default: m.OrdersPage })),
        "pages:admin.orders",
      ),
    },
    {
      path: "articles",
      ...page(
        () => import("../features/admin/article-pages.tsx").then((m) => ({ default: m.ArticlesPage })),
        "pages:admin.articles",
      ),
    },
    {
      path: "articles/:id",
      ...page(
        () => import("../features/admin/article-pages.tsx").then((m) => ({ default: m.ArticleEditPage })),
        "pages:admin.articles",
      ),
    },
    {
      path: "catalogs",
      ...page(
        () => import("../features/admin/catalog-pages.tsx").then((m) => ({ default: m.CatalogsPage })),
        "pages:admin.catalogs",
      ),
    },
  ],
};

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

const webHome: RouteObject = {
  path: "home",
  element: <RequireAuth variant="w" />,
  children: [
    {
      element: <ReviewGate underReview={<UnderReview />} />,
      children: [
        {
          lazy: async () => ({ Component: (await import("../features/shell/web-shell.tsx")).WebShell }),
          children: [
            { index: true, element: <Navigate to="index" replace /> },
            {
              path: "index",
              ...page(() => import("../features/home/web-home-page.tsx"), "shell:titles.home"),
            },
            {
              path: "chat",
              ...page(() => import("../features/chat/web-chat-page.tsx"), "shell:titles.chat"),
            },
            {
              path: "member",
              children: [
                { index: true, element: <Navigate to="online" replace /> },
                {
                  path: "online",
                  ...page(
                    () =>
                      import("../features/members/web-member-pages.tsx").then((x) => ({
                        default: x.OnlinePage,
                      })),
                    "shell:titles.online",
                  ),
                },
                {
                  path: "latest",
                  ...page(
                    () =>
                      import("../features/members/web-member-pages.tsx").then((x) => ({
                        default: x.LatestPage,
                      })),
                    "shell:titles.latest",
                  ),
                },
                guarded("Search_users", [
                  {
                    path: "search",
                    ...page(
                      () =>
                        import("../features/members/web-member-pages.tsx").then((x) => ({
                          default: x.SearchPage,
                        })),
                      "shell:titles.search",
                    ),
                  },
                ]),
              ],
            },
            {
              path: "message",
              ...page(() => import("../features/chat/web-message-page.tsx"), "shell:titles.mails"),
            },
            {
              path: "pay",
              ...page(
                () =>
                  import("../features/payments/web-pay-pages.tsx").then((m) => ({ default: m.WebPayPage })),
                "shell:titles.recharge",
              ),
            },
            {
              path: "upgrade",
              ...page(
                () =>
                  import("../features/payments/web-pay-pages.tsx").then((m) => ({
                    default: m.WebUpgradePage,
                  })),
                "shell:titles.upgrade",
              ),
            },
            {
              path: "payresult",
              ...page(() => import("../features/payments/pay-result-page.tsx"), "shell:titles.recharge"),
            },
            {
              path: "photo/:id",
              ...page(() => import("../features/feed/web-album-page.tsx"), "shell:titles.photos"),
            },
            {
              path: "video/:id",
              ...page(() => import("../features/feed/web-album-page.tsx"), "shell:titles.videos"),
            },
            {
              path: "store",
              children: [
                { index: true, element: <Navigate to="index" replace /> },
                {
                  path: "index",
                  ...page(
                    () =>
                      import("../features/gifts/web-gift-pages.tsx").then((m) => ({
                        default: m.WebGiftStorePage,
                      })),
                    "shell:titles.store",
                  ),
                },
                {
                  path: "mine",
                  ...page(
                    () =>
                      import("../features/gifts/web-gift-pages.tsx").then((m) => ({
                        default: m.WebMyGiftsPage,
                      })),
                    "shell:titles.myGifts",
                  ),
                },
              ],
            },
            {
              path: "user",
              children: [
                { index: true, element: <Navigate to="index" replace /> },
                {
                  path: "index",
                  ...page(() => import("../features/members/own-profile-page.tsx"), "shell:titles.profile"),
                },
                {
                  path: "edit",
                  ...page(
                    () => import("../features/members/edit-profile-page.tsx"),
                    "shell:titles.editProfile",
                  ),
                },
                {
                  path: "detail/:id",
                  ...page(() => import("../features/members/detail-page.tsx"), "shell:titles.memberDetail"),
                },
                {
                  path: "general",
                  ...page(
                    () =>
                      import("../features/members/settings-pages.tsx").then((x) => ({
                        default: x.GeneralSettingsPage,
                      })),
                    "shell:titles.general",
                  ),
                },
                {
                  path: "notification",
                  ...page(
                    () =>
                      import("../features/members/settings-pages.tsx").then((x) => ({
                        default: x.NotificationSettingsPage,
                      })),
                    "shell:titles.notification",
                  ),
                },
                {
                  path: "privacy",
                  ...page(() => import("../features/privacy/privacy-page.tsx"), "shell:titles.privacy"),
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};

const mobileHome: RouteObject = {
  path: "home",
  element: <RequireAuth variant="m" />,
  children: [
    {
      element: <ReviewGate underReview={<UnderReview />} />,
      children: [
        {
          lazy: async () => ({ Component: (await import("../features/shell/mobile-shell.tsx")).MobileShell }),
          children: [
            { index: true, element: <Navigate to="index" replace /> },
            {
              path: "index",
              ...page(() => import("../features/members/mobile-home-page.tsx"), "shell:titles.home"),
            },
            {
              path: "trend/list",
              ...page(() => import("../features/feed/mobile-feed-pages.tsx"), "shell:titles.newsfeed"),
            },
            {
              path: "trend/new",
              ...page(
                () =>
                  import("../features/feed/mobile-feed-pages.tsx").then((m) => ({ default: m.NewTrendPage })),
                "shell:titles.newPost",
              ),
            },
            {
              path: "message",
              ...page(() => import("../features/chat/m-chatlist.ts"), "shell:titles.messages"),
            },
            {
              path: "my/index",
              ...page(() => import("../features/shell/mine-page.tsx"), "shell:titles.mine"),
            },
            {
              path: "my/Setup/index",
              ...page(() => import("../features/shell/setup-page.tsx"), "shell:titles.settings"),
            },
            {
              path: "my/Setup/privacy",
              ...page(() => import("../features/privacy/privacy-page.tsx"), "shell:titles.privacy"),
            },
            {
              path: "my/Setup/notification",
              ...page(
                () =>
                  import("../features/members/settings-pages.tsx").then((x) => ({
                    default: x.NotificationSettingsPage,
                  })),
                "shell:titles.notification",
              ),
            },
            {
              path: "my/Setup/:section",
              ...page(() => import("../features/members/mobile-setup-pages.tsx"), "shell:titles.settings"),
            },
            {
              path: "my/newsfeed/:userId",
              ...page(() => import("../features/members/mobile-profile-page.tsx"), "shell:titles.profile"),
            },
            {
              path: "invite",
              ...page(() => import("../features/members/invite-page.tsx"), "shell:titles.invite"),
            },
            {
              path: "invest/index",
              ...page(
                () =>
                  import("../features/payments/mobile-pay-pages.tsx").then((m) => ({
                    default: m.MobileInvestPage,
                  })),
                "shell:titles.recharge",
              ),
            },
            {
              path: "invest/search",
              ...page(
                () =>
                  import("../features/payments/mobile-pay-pages.tsx").then((m) => ({
                    default: m.MobileInvestSearchPage,
                  })),
                "shell:titles.recharge",
              ),
            },
            {
              path: "investlist",
              ...page(
                () =>
                  import("../features/payments/mobile-pay-pages.tsx").then((m) => ({
                    default: () => <m.MobileMethodPage payopttype={0} />,
                  })),
                "shell:titles.recharge",
              ),
            },
            {
              path: "investinfo",
              ...page(
                () =>
                  import("../features/payments/mobile-pay-pages.tsx").then((m) => ({
                    default: m.MobileCardPage,
                  })),
                "shell:titles.recharge",
              ),
            },
            { path: "Invest/index", element: <KeepQueryRedirect to="/m/home/invest/index" /> },
            { path: "investindex", element: <KeepQueryRedirect to="/m/home/invest/index" /> },
            {
              path: "upgrade/index",
              ...page(
                () =>
                  import("../features/payments/mobile-pay-pages.tsx").then((m) => ({
                    default: m.MobileUpgradePage,
                  })),
                "shell:titles.upgrade",
              ),
            },
            {
              path: "upgradelist",
              ...page(
                () =>
                  import("../features/payments/mobile-pay-pages.tsx").then((m) => ({
                    default: () => <m.MobileMethodPage payopttype={1} />,
                  })),
                "shell:titles.upgrade",
              ),
            },
            {
              path: "upgrade/info",
              ...page(
                () =>
                  import("../features/payments/mobile-pay-pages.tsx").then((m) => ({
                    default: m.MobileCardPage,
                  })),
                "shell:titles.upgrade",
              ),
            },
            {
              path: "wallet",
              ...page(
                () =>
                  import("../features/payments/mobile-pay-pages.tsx").then((m) => ({
                    default: m.MobileWalletPage,
                  })),
                "shell:titles.recharge",
              ),
            },
            {
              path: "payresult",
              ...page(() => import("../features/payments/pay-result-page.tsx"), "shell:titles.recharge"),
            },
            {
              path: "gift",
              ...page(
                () =>
                  import("../features/gifts/mobile-gift-pages.tsx").then((m) => ({
                    default: () => <m.MobileGiftStorePage withReceived={false} />,
                  })),
                "shell:titles.store",
              ),
            },
            {
              path: "gift/list",
              ...page(
                () =>
                  import("../features/gifts/mobile-gift-pages.tsx").then((m) => ({
                    default: () => <m.MobileGiftStorePage withReceived />,
                  })),
                "shell:titles.store",
              ),
            },
            {
              path: "gift/send/:giftid",
              ...page(
                () =>
                  import("../features/gifts/mobile-gift-pages.tsx").then((m) => ({
                    default: m.MobileGiftSendPage,
                  })),
                "shell:titles.store",
              ),
            },
            {
              path: "chat/list",
              ...page(() => import("../features/chat/m-chatlist.ts"), "shell:titles.chat"),
            },
            { path: "chat/index", ...page(() => import("../features/chat/m-chat.ts"), "shell:titles.chat") },
            {
              path: "chat/service",
              ...page(() => import("../features/chat/m-service.ts"), "shell:titles.service"),
            },
            {
              path: "email/list",
              ...page(() => import("../features/chat/m-maillist.ts"), "shell:titles.mails"),
            },
            {
              path: "email/send",
              ...page(() => import("../features/chat/m-mailsend.ts"), "shell:titles.mails"),
            },
          ],
        },
      ],
    },
  ],
};

/** The route trees under the root that only some visitors open, by their first path segment. */
const BRANCHES = ["admin", "w", "m"] as const;
type Branch = (typeof BRANCHES)[number];

function branch(name: Branch, ua: { userAgent?: string }): RouteObject {
  if (name === "admin") return adminRoutes;
  return {
    path: name,
    element: <TerminalGuard variant={name} {...ua} />,
    children: [
      { index: true, element: <Navigate to="home" replace /> },
      visitorRoutes(name),
      blogRoutes,
      // The info pages (/w/info) are the desktop's routes only.
      ...(name === "w" ? [infoRoutes, webHome] : [mobileHome]),
    ],
  };
}

/** The user agent as the guards take it (the server-side tests give one; a browser does not). */
const uaProps = (userAgent: string | undefined) => (userAgent === undefined ? {} : { userAgent });

const ROOT_ID = "root";

function rootRoutes(userAgent: string | undefined, branches: readonly Branch[]): RouteObject[] {
  const ua = uaProps(userAgent);
  return [
    {
      id: ROOT_ID,
      element: <RootLayout />,
      // Not `lazy`: the router would wait for the error page's module before every first render.
      ErrorBoundary: ErrorPage,
      // A deep link whose route modules were not preloaded (chat, mail, the blog...) renders before
      // they arrive: a spinner meanwhile, where the router rendered nothing (a blank page after the
      // static frame) and warned in the console that no HydrateFallback was given.
      HydrateFallback: FullPageSpinner,
      children: [
        { index: true, element: <RootRedirect {...ua} /> },
        { path: "regist/:code", element: <InvitationRedirect {...ua} /> },
        { path: "invitation/:code", element: <InvitationRedirect {...ua} /> },
        { path: "reset-password", element: <MailLinkRedirect page="reset-password" {...ua} /> },
        { path: "confirm-email", element: <MailLinkRedirect page="confirm-email" {...ua} /> },
        // Where a payment provider sends the member back: the result screen of their variant.
        { path: "payresult", element: <MailLinkRedirect page="home/payresult" {...ua} /> },
        ...branches.map((name) => branch(name, ua)),
        { path: "*", element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

/** The whole route tree (the page list of the accessibility journeys reads it). */
export function createRoutes(userAgent?: string): RouteObject[] {
  return rootRoutes(userAgent, BRANCHES);
}

/**
 * The route tree a page starts with: the shared routes and the one branch (/m, /w or /admin) of
 * its address. The router ranks and compiles every route it is given before the first render; on
 * a phone's /m/home the desktop's and the console's hundred routes were a good part of that work
 * (issue 11). The router asks for the others when a navigation leaves the branch (its
 * patchRoutesOnNavigation: an address it cannot match, or one only `*` matches).
 */
export function createRouteTable(pathname: string, userAgent?: string) {
  const first = pathname.split("/")[1];
  const loaded = new Set<Branch>(BRANCHES.filter((name) => name === first));
  return {
    routes: rootRoutes(userAgent, [...loaded]),
    patchRoutesOnNavigation({
      path,
      patch,
    }: {
      path: string;
      patch: (routeId: string | null, children: RouteObject[]) => void;
    }) {
      const wanted = BRANCHES.find((name) => name === path.split("/")[1]);
      if (!wanted || loaded.has(wanted)) return;
      loaded.add(wanted);
      patch(ROOT_ID, [branch(wanted, uaProps(userAgent))]);
    },
  };
}
