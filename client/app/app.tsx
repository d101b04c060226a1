import { lazy, Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { FullPageSpinner } from "@/components/ui/spinner";
import { dismissToastsOfPreviousPage, useHasToasts } from "@/components/ui/use-toast";
import { AppRouter } from "./router";

// The toast UI (Radix Toast) loads with the first toast rather than with the login page.
const Toaster = lazy(() => import("@/components/ui/toaster").then((m) => ({ default: m.Toaster })));

function RootFallback() {
  // `common` is loaded before the first render (lib/i18n.ts), so this label is there from the start.
  const { t } = useTranslation("common", { useSuspense: false });
  return <FullPageSpinner label={t("loadingApp")} />;
}

function ToasterHost() {
  const hasToasts = useHasToasts();
  const [path] = useLocation();
  const previous = useRef(path);
  useEffect(() => {
    if (path === previous.current) return;
    previous.current = path;
    dismissToastsOfPreviousPage();
  }, [path]);
  if (!hasToasts) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

/** TanStack Query is not here: the signed-in app and the certificate page bring it (decision 006). */
export function App() {
  return (
    <>
      <Suspense fallback={<RootFallback />}>
        <AppRouter />
      </Suspense>
      <ToasterHost />
    </>
  );
}
