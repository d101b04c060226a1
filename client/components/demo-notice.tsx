import { Info } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useMe } from "@/features/auth/api/get-me";

/** True for a demo visitor, whose writes to shared spaces the server refuses (403 demo_read_only). */
export function useIsDemo(): boolean {
  return useMe().user?.isDemo ?? false;
}

/** Says why a demo visitor cannot contribute here, in place of the actions they cannot use. */
export function DemoNotice({ className }: { className?: string }) {
  const { t } = useTranslation("errors");
  return (
    <p
      role="note"
      className={`flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100 ${className ?? ""}`}
    >
      <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      {t("demo_read_only")}
    </p>
  );
}
