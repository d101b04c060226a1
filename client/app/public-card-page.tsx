import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/cn";
import { BrandLogo } from "./brand-logo";

/**
 * A page outside the shell (forgotten password, certificate check): the logo over one card, whose
 * header shows the page's icon, its title and an optional introduction.
 */
export function PublicCardPage({
  icon: Icon,
  title,
  intro,
  width,
  corner,
  children,
}: {
  icon: LucideIcon;
  title: string;
  intro?: string;
  width: "lg" | "xl";
  /** What stands in the top right corner of the page (the language choice). */
  corner?: ReactNode;
  children: ReactNode;
}) {
  return (
    <main className="relative flex min-h-dvh flex-col items-center justify-center bg-background px-4 py-16">
      {corner}
      <div className={cn("w-full", width === "lg" ? "max-w-lg" : "max-w-xl")}>
        <div className="mb-8 flex justify-center">
          <BrandLogo />
        </div>
        <Card layout="custom" elevation="raised" className="flex-col gap-5 py-7">
          <CardHeader inset="wide">
            <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-accent text-accent-foreground">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
            {intro && <p className="text-sm text-muted-foreground">{intro}</p>}
          </CardHeader>
          <CardContent inset="wide" className="grid gap-6">
            {children}
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
