import { ChevronLeft, ChevronRight, Lightbulb, Minimize2, Pause, Play, X } from "lucide-react";
import { type ComponentProps, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useCornerSpace } from "@/components/ui/corner";

/** Spec section 9: expanded, the assistant's tips rotate every 4 s. */
export const HELP_TIP_INTERVAL_MS = 4000;

const TIPS = ["sidebar", "notifications", "preferences", "suggestions", "collapse", "keyboard"] as const;

/** One of the panel's small buttons: its name is also its tooltip. */
function PanelButton({ label, ...props }: ComponentProps<typeof Button> & { label: string }) {
  return <Button variant="ghost" size="icon-sm" aria-label={label} title={label} {...props} />;
}

/**
 * The help assistant, shown by ./help-assistant.tsx; `onClose` hides it. It holds the bottom-right
 * corner (toasts stack above it) and waits there as a small round button, so it never sits over
 * the page's text; the button unfolds it into its panel of tips.
 */
export function HelpPanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation("shell");
  const [expanded, setExpanded] = useState(false);
  const cornerRef = useRef<HTMLElement>(null);
  const foldedButtonRef = useRef<HTMLButtonElement>(null);
  const collapseRef = useRef<HTMLButtonElement>(null);
  useCornerSpace(cornerRef, expanded ? "panel" : "button");
  const [tip, setTip] = useState(0);
  // WCAG 2.2.2: moving content needs a pause control; stepping by hand pauses too. Changes are only
  // announced while paused (i.e. on request), so screen readers are not interrupted every 4 s.
  const [paused, setPaused] = useState(false);
  const panelId = useId();

  // Unfolding moves the focus into the panel, folding gives it back to the button (when it was there).
  const moveFocus = useRef(false);
  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (expanded ? collapseRef : foldedButtonRef).current?.focus();
  }, [expanded]);

  useEffect(() => {
    if (!expanded || paused) return;
    const timer = setInterval(() => setTip((i) => (i + 1) % TIPS.length), HELP_TIP_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [expanded, paused]);

  // Folded or not, the corner is the same landmark.
  const corner = { ref: cornerRef, "aria-label": t("help.title"), "data-testid": "help-assistant" };

  // Stepping by hand pauses the rotation.
  const step = (by: 1 | -1) => {
    setPaused(true);
    setTip((i) => (i + by + TIPS.length) % TIPS.length);
  };

  const toggle = (next: boolean) => {
    moveFocus.current = cornerRef.current?.contains(document.activeElement) ?? false;
    setExpanded(next);
  };

  if (!expanded) {
    return (
      <aside {...corner} className="animate-fade-in fixed right-4 bottom-4 z-40">
        <button
          ref={foldedButtonRef}
          type="button"
          onClick={() => toggle(true)}
          aria-label={t("help.expand")}
          title={t("help.title")}
          aria-expanded={false}
          className="flex size-11 items-center justify-center rounded-full border bg-card text-amber-800 shadow-lg outline-none hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring dark:text-amber-300"
        >
          <Lightbulb aria-hidden="true" className="size-5" />
        </button>
      </aside>
    );
  }

  return (
    <aside
      {...corner}
      className="animate-fade-in fixed right-4 bottom-4 z-40 w-[min(20rem,calc(100vw-2rem))] rounded-xl border bg-card text-card-foreground shadow-xl"
    >
      <div className="flex items-center gap-2 p-3">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300">
          <Lightbulb aria-hidden="true" className="size-4" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold">{t("help.title")}</p>
        </div>
        <PanelButton
          ref={collapseRef}
          label={t("help.collapse")}
          onClick={() => toggle(false)}
          aria-expanded={true}
          aria-controls={panelId}
        >
          <Minimize2 aria-hidden="true" />
        </PanelButton>
        <PanelButton label={t("help.close")} onClick={onClose}>
          <X aria-hidden="true" />
        </PanelButton>
      </div>
      <div id={panelId} className="border-t p-3">
        <p aria-live={paused ? "polite" : "off"} className="min-h-15 text-sm">
          {t(`help.tips.${TIPS[tip]}`)}
        </p>
        <div className="mt-2 flex items-center justify-between">
          <span className="text-xs text-muted-foreground">
            {t("help.counter", { current: tip + 1, total: TIPS.length })}
          </span>
          <span className="flex gap-1">
            <PanelButton
              label={paused ? t("help.resume") : t("help.pause")}
              onClick={() => setPaused((value) => !value)}
            >
              {paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
            </PanelButton>
            <PanelButton label={t("help.previous")} onClick={() => step(-1)}>
              <ChevronLeft aria-hidden="true" />
            </PanelButton>
            <PanelButton label={t("help.next")} onClick={() => step(1)}>
              <ChevronRight aria-hidden="true" />
            </PanelButton>
          </span>
        </div>
      </div>
    </aside>
  );
}
