import { LoaderCircle } from "lucide-react";
import { cn } from "@/lib/cn";

/** A spinner that announces itself: `label` is read by screen readers (role=status). */
export function Spinner({
  label,
  block = false,
  className,
}: {
  label: string;
  /** Centred on its own line (a lazy form's placeholder) rather than inline. */
  block?: boolean;
  className?: string;
}) {
  return (
    <span
      role="status"
      className={cn("items-center", block ? "flex justify-center" : "inline-flex", className)}
    >
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-primary" />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Centred in the whole viewport: used while the session or a page chunk loads. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    // index.html styles `full-page-spinner` too: it is on screen before any stylesheet has loaded.
    <div data-slot="full-page-spinner" className="flex min-h-dvh items-center justify-center bg-background">
      <Spinner label={label} className="[&_svg]:size-8" />
    </div>
  );
}
