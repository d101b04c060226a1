import { AlertCircle, RotateCw } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/**
 * A block that failed to load: says so and offers a retry (queries never retry alone); without
 * `onRetry`, only the message. `retryLabel` replaces the common "Réessayer".
 */
export function LoadError({
  message,
  onRetry,
  retryLabel,
}: {
  message: string;
  onRetry?: () => void;
  retryLabel?: string;
}) {
  const { t } = useTranslation("common");
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
    >
      <span className="flex items-center gap-2">
        <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
        {message}
      </span>
      {onRetry && (
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" />
          {retryLabel ?? t("retry")}
        </Button>
      )}
    </div>
  );
}
