export { ErrorState, type ErrorStateProps } from "./error-state.tsx";
