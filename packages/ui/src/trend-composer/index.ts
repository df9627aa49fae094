export {
  type MediaResult,
  type SendResult,
  TrendComposer,
  type TrendComposerProps,
  type Uploader,
} from "./trend-composer.tsx";
