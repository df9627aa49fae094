/**
 * What the route tables share: a lazy page with its title, a permission-guarded group, and the
 * under-review screen. The signed-in trees (web-home-routes.tsx, mobile-home-routes.tsx) and the
 * console's (admin-routes.tsx) are modules of their own, loaded when a navigation enters them.
 */
import type { PermissionFlag } from "@site/contracts";
import { lazy, Suspense } from "react";
import type { RouteObject } from "react-router-dom";
import type { RouteHandle } from "./title.ts";

// Only an account under review meets this screen: it loads when needed.
const LazyUnderReview = lazy(() =>
  import("../features/shell/under-review.tsx").then((m) => ({ default: m.UnderReview })),
);
export const UnderReview = () => (
  <Suspense>
    <LazyUnderReview />
  </Suspense>
);

export const page = (
  load: () => Promise<{ default: React.ComponentType }>,
  title?: string,
  extra?: Pick<RouteHandle, "fullScreen">,
): RouteObject => ({
  lazy: async () => ({ Component: (await load()).default }),
  ...(title || extra ? { handle: { ...(title ? { title } : {}), ...extra } satisfies RouteHandle } : {}),
});

export const guarded = (flag: PermissionFlag, children: RouteObject[]): RouteObject => ({
  lazy: async () => {
    const { RequirePermission } = await import("./require-permission.tsx");
    return { Component: () => <RequirePermission flag={flag} /> };
  },
  children,
});
