export {
  ProfileGallery,
  type ProfileGalleryLabels,
  type ProfileGalleryPhoto,
  type ProfileGalleryProps,
} from "./profile-gallery.tsx";
