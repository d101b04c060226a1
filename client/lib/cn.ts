import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names and lets later Tailwind classes override earlier ones (for `className` props). */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
