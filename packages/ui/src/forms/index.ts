export { useModuleValidation, useSchemaValidation } from "./schema-validation.ts";
