import {
  BookOpenCheck,
  Bot,
  Calculator,
  ChartColumn,
  ClipboardList,
  Gauge,
  Handshake,
  type LucideIcon,
  MessageSquare,
  MessagesSquare,
  PhoneCall,
  Route,
  Scale,
  ScanText,
  ShieldCheck,
  Sparkles,
  Workflow,
} from "lucide-react";

/**
 * The lucide icons the seeded services name (server/db/seed/services.ts). Listed one by one rather
 * than loaded dynamically so the page only bundles these; an unknown name falls back to Sparkles.
 */
const ICONS: Record<string, LucideIcon> = {
  bot: Bot,
  "message-square": MessageSquare,
  "phone-call": PhoneCall,
  gauge: Gauge,
  "scan-text": ScanText,
  workflow: Workflow,
  calculator: Calculator,
  "book-open-check": BookOpenCheck,
  "chart-column": ChartColumn,
  "shield-check": ShieldCheck,
  scale: Scale,
  handshake: Handshake,
  "messages-square": MessagesSquare,
  route: Route,
  "clipboard-list": ClipboardList,
};

export const serviceIcon = (name: string): LucideIcon => ICONS[name] ?? Sparkles;

type Accent = { icon: string; bar: string };

// Literal class names (Tailwind only generates what it can read in the source). Icon tiles keep
// a 4.5:1 contrast in both themes; the bar is decorative.
const ACCENTS: Record<string, Accent> = {
  blue: { icon: "bg-blue-100 text-blue-700 dark:bg-blue-950 dark:text-blue-300", bar: "bg-blue-500" },
  indigo: {
    icon: "bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300",
    bar: "bg-indigo-500",
  },
  amber: { icon: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300", bar: "bg-amber-500" },
  emerald: {
    icon: "bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300",
    bar: "bg-emerald-500",
  },
  cyan: { icon: "bg-cyan-100 text-cyan-800 dark:bg-cyan-950 dark:text-cyan-300", bar: "bg-cyan-500" },
  violet: {
    icon: "bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300",
    bar: "bg-violet-500",
  },
  sky: { icon: "bg-sky-100 text-sky-800 dark:bg-sky-950 dark:text-sky-300", bar: "bg-sky-500" },
  teal: { icon: "bg-teal-100 text-teal-800 dark:bg-teal-950 dark:text-teal-300", bar: "bg-teal-500" },
  slate: { icon: "bg-slate-200 text-slate-700 dark:bg-slate-800 dark:text-slate-200", bar: "bg-slate-500" },
  red: { icon: "bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300", bar: "bg-red-500" },
  rose: { icon: "bg-rose-100 text-rose-700 dark:bg-rose-950 dark:text-rose-300", bar: "bg-rose-500" },
  orange: {
    icon: "bg-orange-100 text-orange-800 dark:bg-orange-950 dark:text-orange-300",
    bar: "bg-orange-500",
  },
  pink: { icon: "bg-pink-100 text-pink-700 dark:bg-pink-950 dark:text-pink-300", bar: "bg-pink-500" },
  lime: { icon: "bg-lime-100 text-lime-800 dark:bg-lime-950 dark:text-lime-300", bar: "bg-lime-500" },
  yellow: {
    icon: "bg-yellow-100 text-yellow-800 dark:bg-yellow-950 dark:text-yellow-300",
    bar: "bg-yellow-500",
  },
};

export const serviceAccent = (color: string): Accent => ACCENTS[color] ?? ACCENTS.blue;
