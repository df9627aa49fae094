/**
 * The app's forms validate with the contracts' schemas through formik; the hooks live in
 * packages/ui so that the design system's own forms (the mail composer) load their rules the same
 * way, with the first validation. A server-rendered form also takes what was typed before its
 * script arrived (useTypedBeforeHydration).
 */
export { useModuleValidation, useSchemaValidation, useTypedBeforeHydration } from "@site/ui/forms";
