/**
 * Formik validation from a contracts schema, with an optional mapping from the form's values to
 * the schema's input (a checklist array to the wire's comma list, say). Errors keep their
 * MessageRef so that they are shown in the member's language.
 *
 * The schemas (and yup) load with the first validation, not with the page: a form paints before
 * its rules arrive, which keeps the first screen inside its size budget.
 */
import type { AnyObject, ObjectSchema } from "yup";

type Schemas = typeof import("@site/contracts/schemas");

export function schemaValidator<V>(
  pick: (schemas: Schemas) => ObjectSchema<AnyObject>,
  toInput: (values: V) => unknown = (v) => v,
) {
  return async (values: V): Promise<Record<string, unknown>> => {
    const schemas = await import("@site/contracts/schemas");
    try {
      await pick(schemas).validate(toInput(values), { abortEarly: false });
      return {};
    } catch (error) {
      if (!(error instanceof schemas.ValidationError)) throw error;
      const errors: Record<string, unknown> = {};
      for (const inner of error.inner.length ? error.inner : [error]) {
        if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.errors[0];
      }
      return errors;
    }
  };
}
