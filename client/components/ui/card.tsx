import { cva, type VariantProps } from "class-variance-authority";
import type * as React from "react";
import { cn } from "@/lib/cn";

// `cn` only joins classes, so what a caller may change is a variant: "custom" leaves direction,
// gap and padding to the caller's className instead of setting defaults it would fight.
const cardVariants = cva("flex rounded-xl border bg-card text-card-foreground", {
  variants: {
    /** "stack": CardHeader/CardContent children, each padded px-5. */
    layout: { stack: "flex-col gap-5 py-5", custom: "" },
    elevation: { default: "shadow-sm", raised: "shadow-md" },
  },
  defaultVariants: { layout: "stack", elevation: "default" },
});

export function Card({
  className,
  layout,
  elevation,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof cardVariants>) {
  return <div data-slot="card" className={cn(cardVariants({ layout, elevation }), className)} {...props} />;
}

/** The side padding of a card's parts: "wide" in the roomier cards of the sign-in pages. */
const inset = { default: "px-5", wide: "px-7" };

const cardHeaderVariants = cva("flex", {
  variants: { layout: { stack: "flex-col gap-1.5", custom: "" }, inset },
  defaultVariants: { layout: "stack", inset: "default" },
});

export function CardHeader({
  className,
  layout,
  inset,
  ...props
}: React.ComponentProps<"div"> & VariantProps<typeof cardHeaderVariants>) {
  return (
    <div
      data-slot="card-header"
      className={cn(cardHeaderVariants({ layout, inset }), className)}
      {...props}
    />
  );
}

/** A heading: pass `as` so each page keeps a correct outline (h2 under the page's h1, usually). */
export function CardTitle({
  className,
  as: Heading = "h2",
  ...props
}: React.ComponentProps<"h2"> & { as?: "h2" | "h3" | "h4" }) {
  return (
    <Heading
      data-slot="card-title"
      className={cn("text-base leading-tight font-semibold", className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p data-slot="card-description" className={cn("text-sm text-muted-foreground", className)} {...props} />
  );
}

export function CardContent({
  className,
  inset: side = "default",
  ...props
}: React.ComponentProps<"div"> & { inset?: keyof typeof inset }) {
  return <div data-slot="card-content" className={cn(inset[side], className)} {...props} />;
}

export function CardFooter({ className, ...props }: React.ComponentProps<"div">) {
  return <div data-slot="card-footer" className={cn("flex items-center px-5", className)} {...props} />;
}

/** A card as tall as its row, with a title (and a description) over its content. */
export function SectionCard({
  title,
  description,
  children,
}: {
  title: React.ReactNode;
  description?: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Card className="h-full">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
