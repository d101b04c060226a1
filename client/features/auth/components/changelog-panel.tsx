import { Megaphone } from "lucide-react";
import { type RefObject, useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { CloseButton } from "@/components/ui/close-button";
import { pushLayer } from "@/components/ui/layers";
import { formatDate } from "@/lib/format-date";

/** The panel's id, for the button that opens it (aria-controls). */
export const CHANGELOG_PANEL_ID = "changelog";

/** Release history shown on the login page, newest first; texts live in the changelog catalogue. */
export const CHANGELOG = [
  {
    id: "v0_4_1b",
    version: "v0.4.1b",
    date: "2025-08-14",
    features: ["languages", "theme", "demo", "support"],
  },
  { id: "v0_4", version: "v0.4", date: "2025-08-13", features: ["deliverables", "external", "internal"] },
  { id: "v0_3_1", version: "v0.3.1", date: "2025-08-12", features: ["assistant", "models", "threads"] },
  { id: "v0_3", version: "v0.3", date: "2025-08-11", features: ["training", "kanban", "learning"] },
  { id: "v0_2", version: "v0.2", date: "2025-08-10", features: ["categories", "tree", "search"] },
  { id: "v0_1", version: "v0.1", date: "2025-08-09", features: ["catalogue", "accounts", "dashboard"] },
] as const;

/**
 * The release history, open on arrival beside the sign-in form (under it on narrow screens): a part
 * of the page, not a layer over it, so it never covers the form. Hand-rolled because it is on
 * screen at first paint and the login page must stay light. Opened automatically it leaves focus
 * alone; opened from its button it takes focus (scrolled into view) and gives it back on closing.
 */
export function ChangelogPanel({
  open,
  onClose,
  takeFocus,
  returnFocusRef,
}: {
  open: boolean;
  onClose: () => void;
  takeFocus: boolean;
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation("changelog");
  const panelRef = useRef<HTMLElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    if (!open || !takeFocus) return;
    panelRef.current?.focus({ preventScroll: true });
    panelRef.current?.scrollIntoView({ block: "nearest" });
  }, [open, takeFocus]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const active = document.activeElement;
      // Escape belongs to whatever has focus: only close when focus is here (or nowhere).
      const ours = !active || active === document.body || panelRef.current?.contains(active);
      // A layer above (the demo dialog) has already taken this Escape.
      if (event.key === "Escape" && !event.defaultPrevented && ours) close();
    };
    const close = () => {
      const hadFocus = panelRef.current?.contains(document.activeElement);
      onClose();
      if (hadFocus) returnFocusRef.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    // A layer of its own: an Escape that a toast receives closes the panel and leaves the toast.
    const forget = pushLayer(close);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      forget();
    };
  }, [open, onClose, returnFocusRef]);

  if (!open) return null;

  return (
    <section
      ref={panelRef}
      id={CHANGELOG_PANEL_ID}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      tabIndex={-1}
      className="animate-fade-in grid w-full max-w-md gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring xl:sticky xl:top-20 xl:max-h-[calc(100dvh-7rem)] xl:w-96 xl:shrink-0 xl:overflow-y-auto"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="grid gap-1">
          <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold">
            <Megaphone aria-hidden="true" className="size-5 text-primary" />
            {t("title")}
          </h2>
          <p id={descriptionId} className="text-sm text-muted-foreground">
            {t("description")}
          </p>
        </div>
        <CloseButton
          label={t("close")}
          onClick={() => {
            onClose();
            returnFocusRef.current?.focus();
          }}
        />
      </div>
      <ol className="grid gap-3">
        {CHANGELOG.map((entry) => (
          <li key={entry.id} className="rounded-lg border bg-background/60 p-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="info">{entry.version}</Badge>
              <time dateTime={entry.date} className="text-xs text-muted-foreground">
                {formatDate(`${entry.date}T12:00:00`)}
              </time>
            </div>
            <h3 className="mt-2 text-sm font-semibold">{t(`entries.${entry.id}.title`)}</h3>
            <ul className="mt-1.5 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
              {entry.features.map((feature) => (
                <li key={feature}>{t(`entries.${entry.id}.features.${feature}`)}</li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
