export { type EmptyPicture, EmptyState, type EmptyStateProps } from "./empty-state.tsx";
