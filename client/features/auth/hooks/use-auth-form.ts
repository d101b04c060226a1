import { type FormEvent, useRef, useState } from "react";
import type { z } from "zod";
import { loadErrorTexts } from "@/lib/error-catalogue";

type Issue = { path: PropertyKey[]; message: string };

/** The first message per field, as the app's other forms show them. */
function firstMessages<F extends string>(issues: readonly Issue[]): Partial<Record<F, string>> {
  const result: Partial<Record<F, string>> = {};
  for (const { path, message } of issues) {
    const field = path[0] as F;
    if (typeof field === "string" && !result[field]) result[field] = message;
  }
  return result;
}

/** The form's controls in page order, so the first invalid one on screen takes focus. */
function focusFirstInvalid(form: HTMLFormElement, errors: Partial<Record<string, string>>) {
  for (const element of Array.from(form.elements)) {
    if (element instanceof HTMLElement && "name" in element && errors[element.name as string]) {
      element.focus();
      return;
    }
  }
}

/**
 * The sign-in forms (login, registration, demo) without a form library: they are on the login
 * page, whose budget react-hook-form does not fit (decision 006). Inputs are uncontrolled and named
 * after the contract's fields. On submit the values are read from the form and checked with the
 * contract schema, which loads (and zod with it) on the form's first focus or submit rather than
 * with the page, as do the error texts; the first invalid field takes focus. After a submit, each
 * change checks its own field again, as react-hook-form does in the app's other forms.
 */
export function useAuthForm<S extends z.ZodObject>(idPrefix: string, loadSchema: () => Promise<S>) {
  type Field = Extract<keyof z.input<S>, string>;
  type Errors = Partial<Record<Field, string>>;
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const schema = useRef<Promise<S>>(null);
  const submitted = useRef(false);

  const preload = () => {
    schema.current ??= loadSchema();
    return schema.current;
  };

  const check = async (form: HTMLFormElement) => {
    // The error texts too: the check's messages and the server's refusals then show worded at once
    // (they load with the page's first focus or press; a failed download leaves the fallbacks).
    const [loaded] = await Promise.all([preload(), loadErrorTexts().catch(() => undefined)]);
    const data = new FormData(form);
    const values = Object.fromEntries(Object.keys(loaded.shape).map((name) => [name, data.get(name) ?? ""]));
    return loaded.safeParse(values);
  };

  const onSubmit =
    (submit: (values: z.output<S>) => Promise<void>) => async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      submitted.current = true;
      const result = await check(form);
      if (!result.success) {
        const next = firstMessages<Field>(result.error.issues);
        setErrors(next);
        focusFirstInvalid(form, next);
        return;
      }
      setErrors({});
      setPending(true);
      try {
        await submit(result.data);
      } finally {
        setPending(false);
      }
    };

  const onChange = async (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const name = (event.target as { name?: string }).name as Field | undefined;
    if (!submitted.current || !name) return;
    const result = await check(form);
    const message = result.success ? undefined : firstMessages<Field>(result.error.issues)[name];
    setErrors((previous) => ({ ...previous, [name]: message }));
  };

  return {
    errors,
    pending,
    /** Props of the <form>: `submit` runs with the contract's parsed values once they pass. */
    form: (submit: (values: z.output<S>) => Promise<void>) => ({
      noValidate: true,
      onSubmit: onSubmit(submit),
      onChange: (event: FormEvent<HTMLFormElement>) => void onChange(event),
      onFocus: () => void preload(),
    }),
    /** Props of a field's control; its FieldError takes the id `${idPrefix}-${name}-error`. */
    field: (name: Field) => ({
      name,
      id: `${idPrefix}-${name}`,
      "aria-invalid": errors[name] ? (true as const) : undefined,
      "aria-describedby": errors[name] ? `${idPrefix}-${name}-error` : undefined,
    }),
    /** Messages from elsewhere (the server's field issues, a taken e-mail), shown like the contract's. */
    showErrors: (more: Errors) => setErrors((previous) => ({ ...previous, ...more })),
    reset: () => {
      submitted.current = false;
      setErrors({});
    },
  };
}
