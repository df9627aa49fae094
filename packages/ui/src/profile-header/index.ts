export { ProfileHeader, type ProfileHeaderMember, type ProfileHeaderProps } from "./profile-header.tsx";
