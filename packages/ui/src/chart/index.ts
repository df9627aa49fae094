export { DailyBars, type DailyBarsProps, type DailyValue } from "./daily-bars.tsx";
