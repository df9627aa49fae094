/** Every component's docs page (autodocs) is laid out by ./docs-page.tsx; main.ts adds this file. */
import { DocsPage } from "./docs-page.tsx";

export const parameters = { docs: { page: DocsPage } };
