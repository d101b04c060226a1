import "../../styles-public.css";
import { BookOpen, Bot, Megaphone, SquareKanban } from "lucide-react";
import { Suspense, useCallback, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useAuthOptions } from "@/features/auth/api/get-auth-options";
import { CHANGELOG_PANEL_ID, ChangelogPanel } from "@/features/auth/components/changelog-panel";
import { DemoButton } from "@/features/auth/components/demo-button";
import { LanguageChoice } from "@/features/auth/components/language-choice";
import { LoginForm } from "@/features/auth/components/login-form";
import { SupportWidget } from "@/features/auth/components/support-widget";
import { usePageTitle } from "@/lib/use-page-title";
import { BrandLogo } from "../brand-logo";
import { lazyPage } from "../lazy-page";

// Most visits sign in: the sign-up form and its texts load when asked for (or pointed at), not with
// the page.
const RegisterForm = lazyPage(() => import("@/features/auth/components/register-form"), "RegisterForm", [
  "auth-panels",
]);

const BRAND_POINTS = [
  { key: "services", icon: Bot },
  { key: "knowledge", icon: BookOpen },
  { key: "projects", icon: SquareKanban },
] as const;

export function LoginPage() {
  const { t } = useTranslation(["auth", "changelog"]);
  const [mode, setMode] = useState<"login" | "register">("login");
  // Spec: the changelog greets every arrival; `takeFocus` stays false for that automatic opening.
  const [changelog, setChangelog] = useState({ open: true, takeFocus: false });
  const changelogButton = useRef<HTMLButtonElement>(null);
  const closeChangelog = useCallback(() => setChangelog({ open: false, takeFocus: false }), []);
  const options = useAuthOptions();
  const isLogin = mode === "login";
  usePageTitle(isLogin ? t("login.title") : t("register.title"));

  return (
    <div className="min-h-dvh bg-background lg:grid lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)] xl:grid-cols-[22rem_minmax(0,1fr)] 2xl:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <header className="relative hidden overflow-hidden bg-gradient-to-br from-blue-700 via-blue-800 to-slate-900 p-12 text-white lg:flex lg:flex-col lg:justify-between lg:pb-20 xl:p-10 xl:pb-20">
        <BrandLogo className="[&_rect]:fill-white/15 text-white" />
        <div className="max-w-md">
          <p className="text-3xl leading-tight font-semibold">{t("brand.headline")}</p>
          <p className="mt-4 text-blue-100">{t("brand.intro")}</p>
          <ul className="mt-8 grid gap-4">
            {BRAND_POINTS.map(({ key, icon: Icon }) => (
              <li key={key} className="flex items-start gap-3">
                <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-white/15">
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                <span className="pt-1 text-sm text-blue-50">{t(`brand.points.${key}`)}</span>
              </li>
            ))}
          </ul>
        </div>
        <p className="text-xs text-blue-200">© Praxis</p>
      </header>

      {/* The changelog sits beside the form on wide screens and under it otherwise: never over it.
          The bottom padding keeps the last lines clear of the corner buttons. */}
      <main className="relative flex min-h-dvh flex-col items-center justify-center gap-8 px-4 pt-16 pb-24 sm:px-8 xl:flex-row xl:items-start xl:pt-20">
        <LanguageChoice className="absolute top-4 right-4" />
        <div className="w-full max-w-md xl:sticky xl:top-20">
          <div className="mb-8 flex justify-center lg:hidden">
            <BrandLogo />
          </div>
          <Card layout="custom" elevation="raised" className="flex-col gap-6 py-7">
            <CardHeader inset="wide">
              <h1 className="text-2xl font-semibold tracking-tight">
                {isLogin ? t("login.title") : t("register.title")}
              </h1>
              <CardDescription>{isLogin ? t("login.subtitle") : t("register.subtitle")}</CardDescription>
            </CardHeader>
            <CardContent inset="wide" className="grid gap-5">
              {isLogin ? (
                <LoginForm />
              ) : (
                <Suspense fallback={<Spinner label={t("common:loading")} className="justify-center py-8" />}>
                  <RegisterForm />
                </Suspense>
              )}
              {options?.demoEnabled && (
                <>
                  <div className="flex items-center gap-3 text-xs text-muted-foreground uppercase">
                    <span className="h-px flex-1 bg-border" />
                    {t("demo.or")}
                    <span className="h-px flex-1 bg-border" />
                  </div>
                  <DemoButton />
                </>
              )}
              <p className="text-center text-sm text-muted-foreground">
                {isLogin ? t("login.noAccount") : t("register.hasAccount")}{" "}
                <Button
                  variant="link"
                  size="custom"
                  className="font-semibold"
                  onClick={() => setMode(isLogin ? "register" : "login")}
                  onPointerEnter={() => void RegisterForm.preload()}
                  onFocus={() => void RegisterForm.preload()}
                >
                  {isLogin ? t("login.toRegister") : t("register.toLogin")}
                </Button>
              </p>
            </CardContent>
          </Card>
        </div>
        <ChangelogPanel
          open={changelog.open}
          takeFocus={changelog.takeFocus}
          onClose={closeChangelog}
          returnFocusRef={changelogButton}
        />
      </main>

      {/* On a phone it follows the page rather than floating over the changelog's text. */}
      <footer className="px-4 pb-6 sm:fixed sm:bottom-4 sm:left-4 sm:z-40 sm:p-0">
        <Button
          variant="outline"
          shape="pill"
          elevation="raised"
          ref={changelogButton}
          onClick={() => setChangelog({ open: true, takeFocus: true })}
          aria-expanded={changelog.open}
          aria-controls={changelog.open ? CHANGELOG_PANEL_ID : undefined}
        >
          <Megaphone aria-hidden="true" className="text-primary" />
          {t("changelog:open")}
        </Button>
      </footer>
      <SupportWidget />
    </div>
  );
}
