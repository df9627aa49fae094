export { AvatarCropper, type AvatarCropperProps, CropLoading, CropStep } from "./avatar-cropper.tsx";
