/**
 * Form state for the contracts' schemas: values, touched fields, errors, submitting. The same
 * surface as formik's useFormik (handleChange, handleBlur, handleSubmit, setFieldValue...), in
 * a few lines instead of formik and lodash on every visitor's first screen (see CONTRIBUTING:
 * the 150 KB budget). Validation runs on every change and blur; errors show once a field was
 * touched or the form submitted.
 */
import { type ChangeEvent, type FocusEvent, type FormEvent, useCallback, useRef, useState } from "react";

type Errors = Record<string, unknown>;

export interface FormOptions<V> {
  initialValues: V;
  validate: (values: V) => Promise<Errors>;
  onSubmit: (values: V) => Promise<unknown> | unknown;
}

export function useForm<V extends Record<string, unknown>>({
  initialValues,
  validate,
  onSubmit,
}: FormOptions<V>) {
  const [values, setValues] = useState(initialValues);
  const [errors, setErrors] = useState<Errors>({});
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [isSubmitting, setSubmitting] = useState(false);
  const latest = useRef(values);
  // Only the newest validation may set the errors (an older, slower one must not win).
  const run = useRef(0);

  const revalidate = useCallback(
    async (next: V) => {
      const id = ++run.current;
      const found = await validate(next);
      if (id === run.current) setErrors(found);
      return found;
    },
    [validate],
  );

  const setFieldValue = useCallback(
    (name: keyof V & string, value: unknown) => {
      const next = { ...latest.current, [name]: value } as V;
      latest.current = next;
      setValues(next);
      void revalidate(next);
    },
    [revalidate],
  );

  const setFieldTouched = useCallback((name: string, isTouched = true) => {
    setTouched((t) => ({ ...t, [name]: isTouched }));
  }, []);

  const setFieldError = useCallback((name: string, error: unknown) => {
    setErrors((e) => ({ ...e, [name]: error }));
  }, []);

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      const { name, value, type } = event.target;
      setFieldValue(name, type === "checkbox" ? (event.target as HTMLInputElement).checked : value);
    },
    [setFieldValue],
  );

  const handleBlur = useCallback(
    (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
      setFieldTouched(event.target.name);
      void revalidate(latest.current);
    },
    [setFieldTouched, revalidate],
  );

  const handleSubmit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      setSubmitCount((c) => c + 1);
      const found = await revalidate(latest.current);
      if (Object.keys(found).length > 0) return;
      setSubmitting(true);
      try {
        await onSubmit(latest.current);
      } finally {
        setSubmitting(false);
      }
    },
    [revalidate, onSubmit],
  );

  return {
    values,
    errors,
    touched,
    submitCount,
    isSubmitting,
    handleChange,
    handleBlur,
    handleSubmit,
    setFieldValue,
    setFieldTouched,
    setFieldError,
  };
}
