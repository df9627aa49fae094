export { useModuleValidation, useSchemaValidation } from "./schema-validation.ts";
export { useTypedBeforeHydration } from "./typed-before-hydration.ts";
