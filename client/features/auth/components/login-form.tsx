import type { LoginBody } from "@shared/contracts/auth";
import { LoaderCircle } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { applyFieldIssues, errorStatus, serverMessage } from "@/lib/api-errors";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { useValidationMessage } from "@/lib/validation-message";
import { useLogin } from "../api/login";
import { PasswordInput } from "./password-input";

const login = lazyZodResolver(() => import("@shared/contracts/auth").then((m) => m.loginBody));

export function LoginForm() {
  const { t } = useTranslation("auth");
  const message = useValidationMessage();
  const [, navigate] = useLocation();
  const loginMutation = useLogin();
  const form = useForm({
    resolver: login.resolver,
    defaultValues: { email: "", password: "" },
  });
  const { errors } = form.formState;

  const onSubmit = (values: LoginBody) =>
    loginMutation.mutate(values, {
      onSuccess: () => {
        toast({ title: t("login.success"), description: t("login.successDescription") });
        navigate("/");
      },
      onError: (error) => {
        applyFieldIssues(error, ["email", "password"], form.setError);
        // Spec section 8: 401 has its own wording; otherwise the server's message, else a fallback.
        const description =
          errorStatus(error) === 401
            ? t("login.invalidCredentials")
            : message(serverMessage(error)) || t("login.errorFallback");
        toast({ variant: "destructive", title: t("login.errorTitle"), description });
      },
    });

  const pending = loginMutation.isPending;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      onFocus={() => void login.preload()}
      className="grid gap-4"
    >
      <div className="grid gap-2">
        <Label htmlFor="login-email">{t("login.email")}</Label>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          placeholder={t("login.emailPlaceholder")}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? "login-email-error" : undefined}
          {...form.register("email")}
        />
        <FieldError id="login-email-error" message={message(errors.email?.message)} />
      </div>
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="login-password">{t("login.password")}</Label>
          <Link href="/forgot-password" className="text-sm font-medium text-link hover:underline">
            {t("login.forgotPassword")}
          </Link>
        </div>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? "login-password-error" : undefined}
          {...form.register("password")}
        />
        <FieldError id="login-password-error" message={message(errors.password?.message)} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
        {pending ? t("login.submitting") : t("login.submit")}
      </Button>
    </form>
  );
}
