import * as a11yAnnotations from "@storybook/addon-a11y/preview";
import { setProjectAnnotations } from "@storybook/react-vite";
import * as projectAnnotations from "./preview.tsx";

setProjectAnnotations([a11yAnnotations, projectAnnotations]);
