import { type FormEvent, useCallback, useRef, useState } from "react";
import type { z } from "zod";

/**
 * A zod contract loaded on first use: zod is the largest library the login page would otherwise
 * download before anyone types. Call `preload()` on first interaction to hide the delay.
 */
export function lazySchema<S extends z.ZodType>(load: () => Promise<S>) {
  let ready: Promise<S> | undefined;
  return { preload: () => (ready ??= load()) };
}

type FieldError = { type: string; message?: string };
type Field = HTMLInputElement | HTMLSelectElement;

/**
 * The sign-in and sign-up forms, which the login page shows before anything else: react-hook-form's
 * behaviour with a zod resolver (the other forms' setup) for uncontrolled fields, in a fraction of
 * its weight. On submit every field is checked against the contract, the first invalid one gets
 * the focus and `onValid` receives the parsed values; after a first submit a field is checked
 * again as it changes. Messages are the contract's (French), as with zodResolver.
 */
export function useContractForm<S extends z.ZodType<Record<string, unknown>>, N extends string>(
  schema: { preload: () => Promise<S> },
  defaultValues: Record<N, string>,
) {
  const fields = useRef(new Map<N, Field>());
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Partial<Record<N, FieldError>>>({});

  const check = async () => {
    const values: Record<string, string> = { ...defaultValues };
    for (const [name, element] of fields.current) values[name] = element.value;
    const result = (await schema.preload()).safeParse(values);
    const found: Partial<Record<N, FieldError>> = {};
    for (const issue of result.success ? [] : result.error.issues) {
      const name = String(issue.path[0] ?? "") as N;
      found[name] ??= { type: issue.code, message: issue.message };
    }
    return { found, data: result.success ? result.data : undefined };
  };

  const register = (name: N) => ({
    name,
    defaultValue: defaultValues[name],
    ref: (element: Field | null) => {
      if (element) fields.current.set(name, element);
      else fields.current.delete(name);
    },
    onChange: () => {
      if (!submitted.current) return;
      void check().then(({ found }) =>
        setErrors((current) => {
          const next = { ...current };
          if (found[name]) next[name] = found[name];
          else delete next[name];
          return next;
        }),
      );
    },
  });

  const handleSubmit = (onValid: (values: z.output<S>) => void) => (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    void check().then(({ found, data }) => {
      setErrors(found);
      if (data) {
        onValid(data);
        return;
      }
      // The first invalid field in the page's order, as react-hook-form's shouldFocusError does.
      const invalid = [...fields.current]
        .filter(([name]) => found[name])
        .map(([, element]) => element)
        .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      invalid[0]?.focus();
    });
  };

  const setError = useCallback((name: N, error: FieldError) => {
    setErrors((current) => ({ ...current, [name]: error }));
  }, []);

  return { register, handleSubmit, setError, errors };
}
