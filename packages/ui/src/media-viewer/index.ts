export { MediaViewer, type MediaViewerProps } from "./media-viewer.tsx";
