import type { User } from "@shared/contracts/auth";
import { Menu } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { NotificationBell } from "@/features/notifications/components/notification-bell";
import { HeaderSearch } from "@/features/search/components/header-search";
import { cn } from "@/lib/cn";
import { BrandLogo } from "../brand-logo";
import { AccountMenu } from "./account-menu";
import { ContextualSuggestions } from "./contextual-suggestions";
import { LanguageSwitch } from "./language-switch";
import { ThemeToggle } from "./theme-toggle";

const MAIN_LINKS = [
  { key: "dashboard", href: "/" },
  { key: "services", href: "/services" },
  { key: "knowledge", href: "/knowledge" },
  { key: "training", href: "/training" },
  { key: "kanban", href: "/kanban" },
] as const;

/** The main links as a vertical list, for the small-screen drawer where the top bar has no room. */
export function MainLinks({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation("shell");
  const [path] = useLocation();
  return (
    <ul className="grid gap-0.5 border-b px-2 py-3">
      {MAIN_LINKS.map(({ key, href }) => (
        <li key={key}>
          <Link
            href={href}
            onClick={onNavigate}
            aria-current={path === href ? "page" : undefined}
            className={cn(
              "block rounded-md px-3 py-2 text-sm font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring",
              path === href ? "bg-accent text-accent-foreground" : "hover:bg-muted",
            )}
          >
            {t(`nav.${key}`)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Header({ user, onOpenMenu }: { user: User; onOpenMenu: () => void }) {
  const { t } = useTranslation("shell");
  const [path] = useLocation();
  // The suggestions make way while the search is open or being typed in.
  const [searching, setSearching] = useState(false);

  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-header/95 px-3 backdrop-blur sm:px-4">
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        onClick={onOpenMenu}
        aria-label={t("sidebar.openMenu")}
        title={t("sidebar.openMenu")}
      >
        <Menu aria-hidden="true" className="size-5" />
      </Button>
      <Link
        href="/"
        aria-label={t("nav.home")}
        className="mr-2 rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <BrandLogo />
      </Link>
      <nav aria-label={t("nav.mainLabel")} className="hidden md:block">
        <ul className="flex items-center gap-0.5">
          {MAIN_LINKS.map(({ key, href }) => {
            const current = path === href;
            return (
              <li key={key}>
                <Link
                  href={href}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "rounded-md px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
                    current
                      ? "bg-accent text-accent-foreground"
                      : "text-slate-700 hover:bg-muted hover:text-foreground dark:text-slate-300",
                  )}
                >
                  {t(`nav.${key}`)}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="ml-auto flex items-center gap-1">
        <HeaderSearch isAdmin={user.permissions.includes("admin_access")} onActiveChange={setSearching} />
        <ContextualSuggestions hidden={searching} />
        <LanguageSwitch />
        <ThemeToggle />
        <NotificationBell />
        <AccountMenu user={user} />
      </div>
    </header>
  );
}
