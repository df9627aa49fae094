export { WallCarousel, type WallCarouselProps } from "./wall-carousel.tsx";
