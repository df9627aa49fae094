export { MemberGrid, type MemberGridProps } from "./member-grid.tsx";
