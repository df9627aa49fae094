/**
 * A server-rendered form can be filled in before its script arrives. React's hydration keeps what
 * the member typed in the fields, but formik's state starts from the initial values and does not
 * know it: the next render of a field would put the initial value back, and a submit would send
 * it. Once hydrated, this hook takes every named field whose value differs from the initial one
 * into formik's state, so nothing typed early is lost. On a page rendered in the browser the fields
 * hold the initial values and nothing changes.
 */
import type { FormikHelpers } from "formik";
import { type RefObject, useEffect, useRef } from "react";

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The value a field holds now, in the type of the form's initial value; undefined when unchanged. */
function typedValue(field: Field, initial: unknown): unknown {
  if (field instanceof HTMLInputElement && field.type === "checkbox") {
    return typeof initial === "boolean" && field.checked !== initial ? field.checked : undefined;
  }
  if (field instanceof HTMLInputElement && field.type === "radio") {
    if (!field.checked || field.value === String(initial ?? "")) return undefined;
    return typeof initial === "number" ? Number(field.value) : field.value;
  }
  if (field.value === String(initial ?? "")) return undefined;
  if (typeof initial === "number") return field.value === "" ? undefined : Number(field.value);
  return typeof initial === "string" || initial === undefined ? field.value : undefined;
}

export function useTypedBeforeHydration<V extends object>(
  form: Pick<FormikHelpers<V>, "setValues"> & { initialValues: V },
  ref: RefObject<HTMLFormElement | null>,
) {
  const first = useRef({ form, done: false });
  first.current.form = form;
  useEffect(() => {
    const element = ref.current;
    if (!element || first.current.done) return;
    first.current.done = true;
    const { initialValues, setValues } = first.current.form;
    const initial = initialValues as Record<string, unknown>;
    const typed: Record<string, unknown> = {};
    for (const field of Array.from(element.elements)) {
      if (
        !(
          field instanceof HTMLInputElement ||
          field instanceof HTMLTextAreaElement ||
          field instanceof HTMLSelectElement
        )
      )
        continue;
      if (!field.name || !(field.name in initial) || field.name in typed) continue;
      const value = typedValue(field, initial[field.name]);
      if (value !== undefined) typed[field.name] = value;
    }
    if (Object.keys(typed).length > 0) void setValues((values) => ({ ...values, ...typed }) as V);
  }, [ref]);
}
