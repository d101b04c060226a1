import { Clock3, Headset, KeyRound, Sparkles, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { CloseButton } from "@/components/ui/close-button";
import { useCornerSpace } from "@/components/ui/corner";
import { cn } from "@/lib/cn";

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
        <section
          id={panelId}
          aria-labelledby={titleId}
          className="animate-fade-in w-[min(22rem,calc(100vw-2rem))] rounded-xl border bg-card p-5 text-card-foreground shadow-xl"
        >
          <div className="mb-3 flex items-start justify-between gap-3">
            <h2 id={titleId} className="text-base font-semibold">
              {t("support.title")}
            </h2>
            <CloseButton
              label={t("support.dismiss")}
              onClick={() => {
                setDismissed(true);
                setOpen(false);
              }}
              className="-mt-1 -mr-1"
            />
          </div>
          <p className="text-sm text-muted-foreground">{t("support.description")}</p>
          <ul className="mt-4 grid gap-3 text-sm">
            <li className="flex gap-3">
              <Clock3 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>
                <span className="font-medium">{t("support.hoursLabel")}</span> {t("support.hours")}
              </span>
            </li>
            <li className="flex gap-3">
              <KeyRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>
                {t("support.access")}{" "}
                <Link
                  href="/forgot-password"
                  className="font-medium text-link underline-offset-4 hover:underline"
                >
                  {t("support.forgotLink")}
                </Link>
              </span>
            </li>
            <li className="flex gap-3">
              <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
              <span>{t("support.discover")}</span>
            </li>
          </ul>
        </section>
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
