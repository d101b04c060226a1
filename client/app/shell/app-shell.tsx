import "../../styles.css";
import { PanelLeftClose, PanelLeftOpen } from "lucide-react";
import { type ReactNode, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { lazyModule, useLazyModule } from "@/components/ui/lazy-overlay";
import { Spinner } from "@/components/ui/spinner";
import { useMe } from "@/features/auth/api/get-me";
import { cn } from "@/lib/cn";
import { readStorage, SIDEBAR_STORAGE_KEY, writeStorage } from "@/lib/storage";
import { lazyPage } from "../lazy-page";
import { Header } from "./header";
import { HelpAssistant } from "./help-assistant";
import { SidebarNav } from "./sidebar-nav";
import { LG_UP, useMediaQuery } from "./use-media-query";

// The small-screen drawer (and Radix Dialog) loads when first opened, not with every page.
const NavDrawer = lazyPage(() => import("./nav-drawer"), "NavDrawer");
// The collapsed sidebar's tooltips (Radix Tooltip) load when it collapses, or is about to.
const navTooltips = lazyModule(() => import("./nav-tooltip"));

function PageFallback() {
  const { t } = useTranslation("common");
  return (
    <div className="flex min-h-64 items-center justify-center">
      <Spinner label={t("loadingPage")} />
    </div>
  );
}

/** The large-screen sidebar, collapsible; small screens use the drawer instead. */
function Sidebar({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation("shell");
  const [collapsed, setCollapsed] = useState(() => readStorage(SIDEBAR_STORAGE_KEY) === "true");
  // Collapsed, the entries need their tooltips at once; expanded, none until the toggle is reached.
  const [tooltips, loadTooltips] = useLazyModule(navTooltips, collapsed ? "now" : "asked");
  const toggle = () => {
    setCollapsed((value) => {
      writeStorage(SIDEBAR_STORAGE_KEY, String(!value));
      return !value;
    });
  };
  const toggleLabel = collapsed ? t("sidebar.expand") : t("sidebar.collapse");

  return (
    <nav
      aria-label={t("sidebar.label")}
      className={cn(
        "sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-r bg-sidebar transition-[width] duration-200 lg:flex",
        collapsed ? "w-16" : "w-64",
      )}
    >
      <div className="flex-1 overflow-y-auto">
        <SidebarNav collapsed={collapsed} isAdmin={isAdmin} tooltips={tooltips} />
      </div>
      <div className="border-t p-2">
        <button
          type="button"
          onClick={toggle}
          // About to collapse: the entries will want their tooltips.
          onPointerEnter={loadTooltips}
          onFocus={loadTooltips}
          aria-label={toggleLabel}
          title={toggleLabel}
          aria-expanded={!collapsed}
          className={cn(
            "flex w-full items-center gap-3 rounded-md py-2 text-sm text-muted-foreground outline-none hover:bg-muted hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring",
            collapsed ? "justify-center" : "px-3",
          )}
        >
          {collapsed ? (
            <PanelLeftOpen aria-hidden="true" className="size-4" />
          ) : (
            <PanelLeftClose aria-hidden="true" className="size-4" />
          )}
          {!collapsed && <span>{t("sidebar.collapse")}</span>}
        </button>
      </div>
    </nav>
  );
}

/** The signed-in frame: header, collapsible sidebar (drawer on small screens), main, help. */
export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation(["shell", "common"]);
  const { user } = useMe();
  const [path] = useLocation();
  // The stylesheet hides the sidebar on small screens: there it is not rendered at all.
  const wide = useMediaQuery(LG_UP);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from its first opening on, so it closes (and gives focus back) as before.
  const [drawerMounted, setDrawerMounted] = useState(false);
  if (drawerOpen && !drawerMounted) setDrawerMounted(true);
  if (!user) return null;

  const isAdmin = user.permissions.includes("admin_access");

  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t("common:skipToContent")}
      </a>
      <Header user={user} onOpenMenu={() => setDrawerOpen(true)} />
      <div className="flex">
        {wide && <Sidebar isAdmin={isAdmin} />}
        <main
          id="main"
          tabIndex={-1}
          className="min-w-0 flex-1 px-4 pt-6 pb-20 outline-none sm:px-6 lg:px-8 lg:pt-8"
        >
          <div className="mx-auto max-w-7xl">
            <Suspense fallback={<PageFallback />}>{children}</Suspense>
          </div>
        </main>
      </div>
      {drawerMounted && (
        <Suspense fallback={null}>
          <NavDrawer open={drawerOpen} onOpenChange={setDrawerOpen} isAdmin={isAdmin} />
        </Suspense>
      )}
      <HelpAssistant key={path} />
    </>
  );
}
