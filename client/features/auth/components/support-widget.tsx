import { Headset, X } from "lucide-react";
import { lazy, Suspense, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCornerSpace } from "@/components/ui/corner";
import { cn } from "@/lib/cn";
import { i18n } from "@/lib/i18n";

// Closed on arrival: its card and the card's texts load when first pointed at, focused or opened,
// not with the login page.
const loadPanel = () => {
  void i18n.loadNamespaces("auth-panels");
  return import("./support-panel");
};
const SupportPanel = lazy(() => loadPanel().then((m) => ({ default: m.SupportPanel })));

/**
 * The login page's support corner. The round button toggles the card; the card's X dismisses the
 * whole widget, which then waits, faded, with a title saying a click brings it back.
 */
export function SupportWidget() {
  const { t } = useTranslation("auth");
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const panelId = useId();
  const titleId = useId();
  // It holds the bottom-right corner: toasts stack above it.
  const cornerRef = useRef<HTMLElement>(null);
  useCornerSpace(cornerRef);

  const buttonLabel = dismissed ? t("support.reactivate") : open ? t("support.close") : t("support.open");

  return (
    <aside
      ref={cornerRef}
      aria-label={t("support.title")}
      className="fixed right-4 bottom-4 z-40 flex flex-col items-end gap-3"
    >
      {open && !dismissed && (
        // The button controls this element, there from the click on, while the card's code loads.
        <div id={panelId}>
          <Suspense fallback={null}>
            <SupportPanel
              titleId={titleId}
              onDismiss={() => {
                setDismissed(true);
                setOpen(false);
              }}
            />
          </Suspense>
        </div>
      )}
      <button
        type="button"
        onClick={() => {
          if (dismissed) {
            setDismissed(false);
            setOpen(true);
          } else {
            setOpen((v) => !v);
          }
        }}
        aria-label={buttonLabel}
        title={buttonLabel}
        aria-expanded={open && !dismissed}
        aria-controls={open && !dismissed ? panelId : undefined}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className={cn(
          "flex items-center justify-center rounded-full shadow-lg outline-none transition focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
          dismissed
            ? "size-10 bg-slate-200 text-slate-700 opacity-80 hover:opacity-100 dark:bg-slate-800 dark:text-slate-200"
            : "size-12 bg-primary text-primary-foreground hover:bg-blue-700",
        )}
      >
        {open && !dismissed ? (
          <X aria-hidden="true" className="size-5" />
        ) : (
          <Headset aria-hidden="true" className="size-5" />
        )}
      </button>
    </aside>
  );
}
