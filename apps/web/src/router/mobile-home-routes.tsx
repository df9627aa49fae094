/**
 * The phone's signed-in tree (/m/home): a module of its own, so that the sign-in page and the
 * desktop do not download it (routes.tsx loads it when a navigation enters /m/home).
 */
import { Navigate, type RouteObject } from "react-router-dom";
import { RequireAuth, ReviewGate } from "./guards.tsx";
import { KeepQueryRedirect } from "./redirects.tsx";
import { page, UnderReview } from "./route-parts.tsx";

export const mobileHome: RouteObject = {
  id: "m-home",
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
              path: "welcome",
              ...page(() => import("../features/members/onboarding-page.tsx"), "shell:titles.welcome"),
            },
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
            // A conversation takes the whole screen: no tab bar under it (issue 50, small phones).
            {
              path: "chat/index",
              ...page(() => import("../features/chat/m-chat.ts"), "shell:titles.chat", { fullScreen: true }),
            },
            {
              path: "chat/service",
              ...page(() => import("../features/chat/m-service.ts"), "shell:titles.service", {
                fullScreen: true,
              }),
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
