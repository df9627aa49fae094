export { MediaGrid, type MediaGridProps } from "./media-grid.tsx";
