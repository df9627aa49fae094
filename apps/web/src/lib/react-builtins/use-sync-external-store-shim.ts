/**
 * `use-sync-external-store/shim` for React 18 and later. The shim (swr's, for React 16 and 17)
 * answers React's own hook when React has one, but ships its fallback regardless; the build points
 * the shim here (vite.config.ts), and React's built-in hook is what runs either way.
 */
export { useSyncExternalStore } from "react";
