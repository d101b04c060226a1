import { Sparkles } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { i18n } from "@/lib/i18n";

const loadDemoDialog = () => {
  void i18n.loadNamespaces("auth-panels");
  return import("./demo-dialog");
};
// The dialog (and Radix Dialog with it) and its texts load on intent (hover, focus, click), not with
// the page.
const DemoDialog = lazy(() => loadDemoDialog().then((m) => ({ default: m.DemoDialog })));

export function DemoButton() {
  const { t } = useTranslation("auth");
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const prefetch = () => void loadDemoDialog();

  return (
    <>
      <Button
        ref={buttonRef}
        variant="outline"
        size="lg"
        className="w-full"
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <Sparkles aria-hidden="true" className="text-primary" />
        {t("demo.button")}
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <DemoDialog open={open} onOpenChange={setOpen} returnFocusRef={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
