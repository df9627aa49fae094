export { Select, type SelectOption, type SelectProps } from "./select.tsx";
