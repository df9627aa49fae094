/**
 * The app's routes, read from the router itself (`createRoutes()` in apps/web/src/router/all-routes.tsx),
 * so that a suite that must visit every route can tell when one was added. Only the route objects
 * are walked: no lazy module is loaded and nothing renders.
 */
import { isValidElement } from "react";
import { Navigate, type RouteObject } from "react-router-dom";
import { createRoutes } from "../../apps/web/src/router/all-routes.tsx";

export interface RouteLeaf {
  /** The full path pattern, e.g. `/w/home/user/detail/:id`; `/` for the root index. */
  pattern: string;
  /** The route's element is a plain `<Navigate>`: it only sends the browser elsewhere. */
  navigates: boolean;
}

const join = (base: string, path: string) =>
  path.startsWith("/") ? path : `${base.replace(/\/$/, "")}/${path}`.replace(/\/{2,}/g, "/");

/** Every route that renders something of its own (a leaf of the tree), with its full pattern. */
export function routeLeaves(routes: RouteObject[] = createRoutes(), base = ""): RouteLeaf[] {
  return routes.flatMap((route): RouteLeaf[] => {
    const here = route.path === undefined ? base : join(base, route.path);
    if (route.children?.length) return routeLeaves(route.children, here);
    const navigates = isValidElement(route.element) && route.element.type === Navigate;
    return [{ pattern: here || "/", navigates }];
  });
}
