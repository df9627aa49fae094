import * as a11yAnnotations from "@storybook/addon-a11y/preview";
import { setProjectAnnotations } from "@storybook/react-vite";
import { configure } from "storybook/test";
import * as projectAnnotations from "./preview.tsx";

setProjectAnnotations([a11yAnnotations, projectAnnotations]);

// waitFor and findBy give up after 1 s by default. On a busy two-core CI machine a dialog's leave
// transition has taken longer than that; a dialog that never closes still fails, 3 s later.
configure({ asyncUtilTimeout: 3000 });
