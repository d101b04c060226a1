import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button, type ButtonProps } from "@/components/ui/button";
import { lazyModule, useLazyOverlay } from "@/components/ui/lazy-overlay";

// The dialog itself (Radix Dialog) loads once the page has been drawn: see components/ui/lazy-overlay.ts.
const scoringExample = lazyModule(() => import("./scoring-example-dialog"));

function OpenButton(props: ButtonProps) {
  const { t } = useTranslation("deliverables");
  return (
    <Button variant="outline" {...props}>
      <Sparkles aria-hidden="true" />
      {t("example.open")}
    </Button>
  );
}

/** 'Exemple de Scoring', the button: a look-alike until the dialog's module has loaded. */
export function ScoringExampleButton() {
  const { overlay, defaultOpen, ref, triggerProps } = useLazyOverlay(scoringExample);
  if (!overlay) return <OpenButton aria-haspopup="dialog" aria-expanded={false} {...triggerProps} />;
  return (
    <overlay.ScoringExampleDialog defaultOpen={defaultOpen} triggerRef={ref}>
      <OpenButton />
    </overlay.ScoringExampleDialog>
  );
}
