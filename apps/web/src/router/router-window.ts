/**
 * The page's window as the router sees it, less its session storage. At start the router reads
 * session storage for view transitions it would replay (the site uses none), and a page's first
 * read of session storage is a synchronous call to the browser process: on a slow host 8-234 ms
 * of one task (CPU profiles of three cold loads of /m/login), multiplied by four
 * in Lighthouse's mobile profile. Everything else the router asks of the window (its document, its
 * location, its events) is the page's own. The router's try/catch takes the missing storage as an
 * empty one, and with no transition applied it never writes one.
 */
export function routerWindow(page: Window = window): Window {
  return new Proxy(page, {
    get(target, key) {
      if (key === "sessionStorage") return undefined;
      const value: unknown = Reflect.get(target, key);
      // The window's methods must run on the window itself, not on this proxy.
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
