export { Checkbox, type CheckboxProps } from "./checkbox.tsx";
