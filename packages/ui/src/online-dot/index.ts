export { OnlineDot, type OnlineDotProps } from "./online-dot.tsx";
