/** The operator's console (issue 14): its own tree and module, loaded only when staff open it. */
import { Navigate, type RouteObject } from "react-router-dom";
import { page } from "./route-parts.tsx";

export const adminRoutes: RouteObject = {
  id: "admin",
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
