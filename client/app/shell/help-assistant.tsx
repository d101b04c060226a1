import { useEffect, useState } from "react";
import { lazyModule, useLazyModule } from "@/components/ui/lazy-overlay";

/** Spec section 9: the assistant appears after 2 s. */
export const HELP_APPEAR_DELAY_MS = 2000;

// Not needed for the first paint: the panel's code loads once the page has been drawn.
const helpPanel = lazyModule(() => import("./help-panel"));

/**
 * Floating help on every page. Rendered with `key={path}` by the shell, so each page visit starts
 * hidden, appears after the delay, and a close only lasts for that page.
 */
export function HelpAssistant() {
  const [visible, setVisible] = useState(false);
  // Fetched once the page is idle, or when it is time to show it, whichever comes first.
  const [panel] = useLazyModule(helpPanel, visible ? "now" : "idle");

  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), HELP_APPEAR_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!visible || !panel) return null;
  return <panel.HelpPanel onClose={() => setVisible(false)} />;
}
