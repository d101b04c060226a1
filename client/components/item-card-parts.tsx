import { Bot, Boxes, FileText, type LucideIcon, Server } from "lucide-react";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Stars } from "@/components/ui/stars";
import { cn } from "@/lib/cn";

/** The four kinds of solution both marketplaces list. */
type SolutionType = "agent" | "microservice" | "template" | "bundle";

const TYPE_ICONS: Record<SolutionType, LucideIcon> = {
  agent: Bot,
  microservice: Server,
  template: FileText,
  bundle: Boxes,
};

const TYPE_TONES: Record<SolutionType, string> = {
  agent: "bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300",
  microservice: "bg-sky-100 text-sky-700 dark:bg-sky-950 dark:text-sky-300",
  template: "bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300",
  bundle: "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
};

const BOX = { sm: "size-9", md: "size-10", lg: "size-11" } as const;

/** A solution's type as a tinted square with its icon; `label` names it for screen readers. */
export function TypeIcon({
  type,
  size = "md",
  label,
}: {
  type: SolutionType;
  size?: keyof typeof BOX;
  label?: string;
}) {
  const Icon = TYPE_ICONS[type];
  return (
    <span className={cn("flex shrink-0 items-center justify-center rounded-lg", BOX[size], TYPE_TONES[type])}>
      <Icon aria-hidden="true" className={size === "sm" ? "size-4" : "size-5"} />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}

/** The first `limit` tags of a card, then '+N' (read out as `more(N)`). */
export function TagList({
  tags,
  limit,
  label,
  more,
  lang,
}: {
  tags: string[];
  limit: number;
  label: string;
  more: (count: number) => string;
  /** The tags' own language, when their author's and not the reader's. */
  lang?: string;
}) {
  const hidden = tags.length - limit;
  if (tags.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label={label}>
      {tags.slice(0, limit).map((tag) => (
        <li key={tag} lang={lang} className="rounded-md bg-muted px-2 py-0.5 text-xs text-muted-foreground">
          {tag}
        </li>
      ))}
      {hidden > 0 && (
        <li className="rounded-md bg-muted px-2 py-0.5 text-xs text-muted-foreground">
          <span aria-hidden="true">+{hidden}</span>
          <span className="sr-only">{more(hidden)}</span>
        </li>
      )}
    </ul>
  );
}

/** Stars, the rating as a number (read out as `label`) and the count of reviews. */
export function RatingLine({
  rating,
  formatted,
  label,
  reviews,
}: {
  rating: number;
  formatted: string;
  label: string;
  reviews: string;
}) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <Stars rating={rating} />
      <span className="sr-only">{label}</span>
      <span aria-hidden="true" className="font-medium tabular-nums">
        {formatted}
      </span>
      <span className="text-muted-foreground">{reviews}</span>
    </span>
  );
}

/** A grey card while the catalogue loads, shaped like a solution's card (`className` sets its gap). */
function ItemCardSkeleton({ className, testId }: { className?: string; testId?: string }) {
  return (
    <Card layout="custom" className={cn("flex-col gap-4 p-5", className)} data-testid={testId}>
      <div className="flex gap-3">
        <Skeleton radius="lg" className="size-10" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-3 w-1/2" />
        </div>
      </div>
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-14 w-full" />
      <Skeleton className="h-8 w-full" />
    </Card>
  );
}

/** The catalogue's grid while it loads: six grey cards (the spec's count), hidden from screen readers. */
export function CatalogueSkeleton({ className, testId }: { className?: string; testId?: string }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <li key={i}>
          <ItemCardSkeleton className={className} testId={testId} />
        </li>
      ))}
    </ul>
  );
}
