export { PULL_RESET_MS, PullToRefresh, type PullToRefreshProps } from "./pull-to-refresh.tsx";
