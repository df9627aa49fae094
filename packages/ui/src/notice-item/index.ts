export { NoticeItem } from "./notice-item.tsx";
