import type { ItemType } from "@shared/contracts/marketplace";
import { Bot, Boxes, FileText, type LucideIcon, Server } from "lucide-react";

export const TYPE_ICONS: Record<ItemType, LucideIcon> = {
  agent: Bot,
  microservice: Server,
  template: FileText,
  bundle: Boxes,
};

export const TYPE_TONES: Record<ItemType, string> = {
  agent: "bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300",
  microservice: "bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300",
  template: "bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300",
  bundle: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
};
