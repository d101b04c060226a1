import type { FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form resolver for a shared zod contract, where zod and the contract load on first
 * use instead of with the page. The login page uses it: zod is the largest library it would
 * otherwise download before anyone types. Call `preload()` on first interaction to hide the delay.
 */
export function lazyZodResolver<S extends z.ZodType<unknown, FieldValues>>(loadSchema: () => Promise<S>) {
  type Input = z.input<S> & FieldValues;
  type Output = z.output<S>;
  let ready: Promise<Resolver<Input, unknown, Output>> | undefined;
  const preload = () => {
    ready ??= Promise.all([import("@hookform/resolvers/zod"), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as unknown as Resolver<Input, unknown, Output>,
    );
    return ready;
  };
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) =>
    (await preload())(values, context, options);
  return { resolver, preload };
}
