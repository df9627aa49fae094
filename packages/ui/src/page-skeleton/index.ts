export { PageSkeleton, type PageSkeletonProps } from "./page-skeleton.tsx";
