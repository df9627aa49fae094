export { RelativeTime, type RelativeTimeProps } from "./relative-time.tsx";
export { type RelativeTimeParts, relativeTimeParts } from "./relative-time-parts.ts";
