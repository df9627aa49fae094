/**
 * The app's forms validate with the contracts' schemas through formik; the hook lives in
 * packages/ui so that the design system's own forms (the mail composer) load their rules the same
 * way, with the first validation.
 */
export { useModuleValidation, useSchemaValidation } from "@site/ui/forms";
