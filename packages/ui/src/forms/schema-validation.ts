/**
 * Formik validation from a contracts schema, with an optional mapping from the form's values to
 * the schema's input (a checklist array to the wire's comma list, say). Errors keep their
 * MessageRef so that they are shown in the member's language.
 *
 * The schemas (and yup) load with the first validation, not with the page: a form paints before
 * its rules arrive, which keeps the first screen inside its size budget.
 */
import type { FormikErrors } from "formik";
import { useRef, useState } from "react";
import type { AnyObject, ObjectSchema } from "yup";

type Schemas = typeof import("@site/contracts/schemas");
/** A module of schemas, with yup's ValidationError to recognise their refusals. */
type SchemaModule = { ValidationError: Schemas["ValidationError"] };
type Pick<M = Schemas> = (schemas: M) => ObjectSchema<AnyObject>;

const loadSchemas = () => import("@site/contracts/schemas");

async function check<M extends SchemaModule>(
  load: () => Promise<M>,
  pick: Pick<M>,
  input: unknown,
): Promise<Record<string, unknown>> {
  const schemas = await load();
  try {
    await pick(schemas).validate(input, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof schemas.ValidationError)) throw error;
    const errors: Record<string, unknown> = {};
    for (const inner of error.inner.length ? error.inner : [error]) {
      if (inner.path && !(inner.path in errors)) errors[inner.path] = inner.errors[0];
    }
    return errors;
  }
}

/**
 * The form's `validate` for useFormik. Formik sets the errors of every validation as it ends, and
 * one may end after a newer one (the first loads the schemas, a password's check loads the
 * common-password list): each answers the newest validation's errors, so the last word is always
 * about what is in the fields now. `pick` and `toInput` are read at each validation.
 */
export function useSchemaValidation<V>(pick: Pick, toInput: (values: V) => unknown = (v) => v) {
  return useModuleValidation(loadSchemas, pick, toInput);
}

/**
 * useSchemaValidation over another module of schemas: the console's rules are not in
 * `@site/contracts/schemas` (the members' forms would load them too), so its forms load them
 * from `@site/contracts` at their first validation.
 */
export function useModuleValidation<M extends SchemaModule, V>(
  load: () => Promise<M>,
  pick: Pick<M>,
  toInput: (values: V) => unknown = (v) => v,
) {
  const rules = useRef({ load, pick, toInput });
  rules.current = { load, pick, toInput };
  const [validate] = useState(() => {
    let newest: Promise<Record<string, unknown>> | undefined;
    const settle = async (run: Promise<Record<string, unknown>>): Promise<Record<string, unknown>> => {
      const errors = await run;
      return run === newest ? errors : settle(newest ?? run);
    };
    return (values: V) => {
      const run = check(rules.current.load, rules.current.pick, rules.current.toInput(values));
      newest = run;
      // The errors are the contracts' MessageRefs, not formik's strings (useFieldError shows them).
      return settle(run) as Promise<FormikErrors<V>>;
    };
  });
  return validate;
}
