/**
 * The whole route tree at once, every branch with its tree (the page list of the accessibility
 * journeys reads it). The app never imports this: it loads the trees as navigations enter them.
 */
import type { RouteObject } from "react-router-dom";
import { adminRoutes } from "./admin-routes.tsx";
import { mobileHome } from "./mobile-home-routes.tsx";
import { rootRoutes } from "./routes.tsx";
import { webHome } from "./web-home-routes.tsx";

export function createRoutes(userAgent?: string): RouteObject[] {
  return rootRoutes(userAgent, [
    ["admin", adminRoutes],
    ["w", webHome],
    ["m", mobileHome],
  ]);
}
