export { Avatar, type AvatarProps, initialsOf } from "./avatar.tsx";
