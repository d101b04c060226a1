import type { User } from "@shared/contracts/auth";
import { LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { errorStatus, fieldIssues, useErrorText } from "@/lib/api-errors";
import { login } from "../api/login";
import { useAuthForm } from "../hooks/use-auth-form";
import { signIn } from "../session";
import { PasswordInput } from "./password-input";

const loadSchema = () => import("@shared/contracts/auth").then((m) => m.loginBody);

export function LoginForm() {
  const { t } = useTranslation("auth");
  const { word, ofError } = useErrorText({ generic: "auth:login.errorFallback" });
  const [, navigate] = useLocation();
  const { errors, pending, form, field, showErrors } = useAuthForm("login", loadSchema);

  const formProps = form(async (values) => {
    let user: User;
    try {
      ({ user } = await login(values));
    } catch (error) {
      showErrors(fieldIssues(error, ["email", "password"]));
      // Spec section 8: 401 has its own wording; otherwise the server's message, else a fallback.
      const description = errorStatus(error) === 401 ? t("login.invalidCredentials") : ofError(error);
      toast({ variant: "destructive", title: t("login.errorTitle"), description });
      return;
    }
    signIn(user);
    toast({ title: t("login.success"), description: t("login.successDescription") });
    navigate("/");
  });

  return (
    <form {...formProps} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="login-email">{t("login.email")}</Label>
        <Input
          type="email"
          autoComplete="email"
          placeholder={t("login.emailPlaceholder")}
          {...field("email")}
        />
        <FieldError id="login-email-error" message={word(errors.email)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="login-password">{t("login.password")}</Label>
        <PasswordInput autoComplete="current-password" {...field("password")} />
        <FieldError id="login-password-error" message={word(errors.password)} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
        {pending ? t("login.submitting") : t("login.submit")}
      </Button>
      {/* After the button: Tab goes email, password, submit, then the links. */}
      <Link
        href="/forgot-password"
        className="justify-self-center text-sm font-medium text-link underline-offset-4 hover:underline"
      >
        {t("login.forgotPassword")}
      </Link>
    </form>
  );
}
