/**
 * axe on every route of the desktop variant (/w), signed out and signed in, in the three
 * languages, and the layout guard on the same page loads at each of the variant's widths
 * (support/layout.ts). The plan, the route list read from the router, and the choices made are in
 * support/a11y.ts.
 */
import { a11ySuite } from "./support/a11y.ts";

a11ySuite("w");
