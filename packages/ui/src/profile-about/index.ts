export {
  ProfileAbout,
  type ProfileAboutLabels,
  type ProfileAboutPrompt,
  type ProfileAboutProps,
} from "./profile-about.tsx";
