import type { User } from "@shared/contracts/auth";
import { Crown, LoaderCircle, LogOut, Settings, UserRound } from "lucide-react";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Badge } from "@/components/ui/badge";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { OverlayProps } from "@/components/ui/lazy-overlay";
import { useLogout } from "@/features/auth/api/logout";
import type { Language } from "@/lib/i18n";
import { THEMES, type Theme, useTheme } from "@/lib/theme";
import { lazyPage } from "../lazy-page";
import { useLanguage } from "./preferences";

// Opened from the menu now and then: they (and Radix Select) load on first use, not with the shell.
const loadPreferences = () => import("./preferences-dialog");
const loadPremium = () => import("./premium-dialog");
const PreferencesDialog = lazyPage(loadPreferences, "PreferencesDialog");
const PremiumDialog = lazyPage(loadPremium, "PremiumDialog");
// The menu is open: fetch its dialogs now, so choosing one opens it at once.
const prefetchDialogs = () => void Promise.all([loadPreferences(), loadPremium()]);

/**
 * The account menu (Radix DropdownMenu) around its trigger, `children`: loaded once the page has
 * been drawn (see ./account-menu.tsx).
 */
export function AccountMenuOverlay({
  user,
  name,
  defaultOpen,
  triggerRef,
  children,
}: OverlayProps & { user: User; name: string }) {
  const { t } = useTranslation(["shell", "common"]);
  const [, navigate] = useLocation();
  const { theme, setTheme } = useTheme();
  const { language, languages, setLanguage } = useLanguage();
  const { logout, isPending } = useLogout();
  // Dialogs live outside the menu so they stay open after the menu closes.
  const [dialog, setDialog] = useState<"preferences" | "premium" | null>(null);
  // Mounted from their first opening on, so they close (and give focus back) as before.
  const [opened, setOpened] = useState<{ preferences?: true; premium?: true }>({});
  if (dialog && !opened[dialog]) setOpened({ ...opened, [dialog]: true });
  useEffect(() => {
    if (defaultOpen) prefetchDialogs();
  }, [defaultOpen]);

  return (
    <>
      <DropdownMenu
        defaultOpen={defaultOpen}
        onOpenChange={(open) => {
          if (open) prefetchDialogs();
        }}
      >
        <DropdownMenuTrigger asChild ref={triggerRef}>
          {children}
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          <DropdownMenuLabel className="grid gap-0.5">
            <span className="flex items-center gap-2 text-sm font-semibold text-foreground">
              {name}
              {user.isDemo && <Badge variant="warning">{t("account.demo")}</Badge>}
            </span>
            <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuGroup>
            <DropdownMenuItem onSelect={() => navigate("/profile")}>
              <UserRound aria-hidden="true" />
              {t("account.profile")}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setDialog("preferences")}>
              <Settings aria-hidden="true" />
              {t("account.preferences")}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => setDialog("premium")}>
              <Crown aria-hidden="true" className="text-amber-600!" />
              {t("account.premium")}
            </DropdownMenuItem>
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuLabel>{t("theme.label")}</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={theme} onValueChange={(value) => setTheme(value as Theme)}>
            {THEMES.map((value) => (
              <DropdownMenuRadioItem key={value} value={value} onSelect={(event) => event.preventDefault()}>
                {t(`common:themes.${value}`)}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuLabel>{t("language.label")}</DropdownMenuLabel>
          <DropdownMenuRadioGroup value={language} onValueChange={(value) => setLanguage(value as Language)}>
            {languages.map((value) => (
              <DropdownMenuRadioItem
                key={value}
                value={value}
                lang={value}
                onSelect={(event) => event.preventDefault()}
              >
                {t(`common:languages.${value}`)}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuRadioGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            variant="destructive"
            disabled={isPending}
            onSelect={(event) => {
              // Keep the menu open so the 'logging out' state is visible until we leave.
              event.preventDefault();
              logout();
            }}
          >
            {isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <LogOut aria-hidden="true" />
            )}
            {isPending ? t("account.loggingOut") : t("account.logout")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Suspense fallback={null}>
        {opened.preferences && (
          <PreferencesDialog
            open={dialog === "preferences"}
            onOpenChange={(open) => setDialog(open ? "preferences" : null)}
          />
        )}
      </Suspense>
      <Suspense fallback={null}>
        {opened.premium && (
          <PremiumDialog
            open={dialog === "premium"}
            onOpenChange={(open) => setDialog(open ? "premium" : null)}
          />
        )}
      </Suspense>
    </>
  );
}
