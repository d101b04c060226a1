import type { InternalType } from "@shared/contracts/internal-marketplace";
import { Bot, Boxes, FileText, type LucideIcon, Server } from "lucide-react";

export const TYPE_ICONS: Record<InternalType, LucideIcon> = {
  bundle: Boxes,
  microservice: Server,
  template: FileText,
  agent: Bot,
};

export const TYPE_TONES: Record<InternalType, string> = {
  bundle: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
  microservice: "bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300",
  template: "bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300",
  agent: "bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300",
};

/** Ratings to one decimal in the reader's language (4,7 / 4.7). */
export function formatRating(rating: number, language: string) {
  return new Intl.NumberFormat(language === "en" ? "en-GB" : "fr-FR", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
}
