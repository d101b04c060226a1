import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names (conditional ones included). It does not resolve conflicts: two classes that
 * set the same property apply in Tailwind's stylesheet order, not in the order given. So a
 * component exposes what callers may change as a variant or prop, and callers pass only classes
 * its own do not set.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
