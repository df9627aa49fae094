/**
 * The desktop's signed-in tree (/w/home): a module of its own, so that the sign-in page and the
 * phone do not download it (routes.tsx loads it when a navigation enters /w/home).
 */
import { Navigate, type RouteObject } from "react-router-dom";
import { RequireAuth, ReviewGate } from "./guards.tsx";
import { guarded, page, UnderReview } from "./route-parts.tsx";

export const webHome: RouteObject = {
  id: "w-home",
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
              path: "welcome",
              ...page(() => import("../features/members/onboarding-page.tsx"), "shell:titles.welcome"),
            },
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
                // The like lists (issue 50): the phone's home had them, the desktop had none.
                ...(
                  [
                    ["my-likes", "MyLikesPage", "members:tabs.iLike"],
                    ["liked-me", "LikedMePage", "members:tabs.likesMe"],
                    ["mutual", "MutualPage", "members:tabs.mutual"],
                  ] as const
                ).map(([path, name, title]) => ({
                  path,
                  ...page(
                    () =>
                      import("../features/members/web-member-pages.tsx").then((x) => ({ default: x[name] })),
                    title,
                  ),
                })),
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
