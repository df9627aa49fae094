export { EmoticonPicker, type EmoticonPickerProps } from "./emoticon-picker.tsx";
export { EmoticonText, type EmoticonTextProps } from "./emoticon-text.tsx";
export { emoticonUrl } from "./emoticon-urls.ts";
