export {
  InfiniteList,
  type InfiniteListProps,
  SCROLL_DEBOUNCE_MS,
} from "./infinite-list.tsx";
