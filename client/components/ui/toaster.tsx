import { useTranslation } from "react-i18next";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { dismissToast, useToast } from "./use-toast";

/** Renders the toast queue; mounted once at the root so toasts survive route changes. */
export function Toaster() {
  const { t } = useTranslation("common");
  const { toasts } = useToast();
  return (
    <ToastProvider label={t("toast.label")}>
      {toasts.map(({ id, title, description, action, open, ...props }) => (
        <Toast
          key={id}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          {...props}
        >
          <div className="grid gap-1">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action}
          <ToastClose label={t("toast.close")} />
        </Toast>
      ))}
      {/* Radix fills in "{hotkey}" itself, so the placeholder is passed through untouched. */}
      <ToastViewport label={t("toast.viewportLabel", { hotkey: "{hotkey}" })} />
    </ToastProvider>
  );
}
