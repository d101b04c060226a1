import type { BusinessRole } from "@shared/contracts/auth";
import { LoaderCircle } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { applyFieldIssues, errorStatus, serverMessage } from "@/lib/api-errors";
import { lazyZodResolver } from "@/lib/lazy-zod-resolver";
import { useValidationMessage } from "@/lib/validation-message";
import { type RegisterInput, useRegister } from "../api/register";
import { PasswordInput } from "./password-input";

const FIELDS = ["email", "password", "firstName", "lastName", "businessRole"] as const;

const register = lazyZodResolver(() => import("@shared/contracts/auth").then((m) => m.registerBody));

/** The contract's enum, repeated so the form can render before zod loads; the check below keeps them equal. */
const BUSINESS_ROLES = [
  "consultant",
  "manager",
  "admin",
  "analyst",
] as const satisfies readonly BusinessRole[];
const allRolesListed: Exclude<BusinessRole, (typeof BUSINESS_ROLES)[number]> extends never ? true : false =
  true;
void allRolesListed;

export function RegisterForm() {
  const { t } = useTranslation("auth");
  const message = useValidationMessage();
  const [, navigate] = useLocation();
  const registerMutation = useRegister();
  const form = useForm({
    resolver: register.resolver,
    defaultValues: {
      email: "",
      password: "",
      firstName: "",
      lastName: "",
      businessRole: "consultant",
    },
  });
  const { errors } = form.formState;

  const onSubmit = (values: RegisterInput) =>
    registerMutation.mutate(values, {
      onSuccess: ({ user }) => {
        toast({
          title: t("register.success"),
          description: t("register.successDescription", { firstName: user.profile.firstName }),
        });
        navigate("/");
      },
      onError: (error) => {
        const status = errorStatus(error);
        applyFieldIssues(error, FIELDS, form.setError);
        if (status === 409) form.setError("email", { type: "server", message: serverMessage(error) });
        // Conflicts (e-mail taken) and rate limits say something actionable; other failures don't.
        const useServerText = status === 409 || status === 429 || status === 400;
        const description = (useServerText && message(serverMessage(error))) || t("register.errorFallback");
        toast({ variant: "destructive", title: t("register.errorTitle"), description });
      },
    });

  const pending = registerMutation.isPending;
  const field = (name: (typeof FIELDS)[number]) => ({
    id: `register-${name}`,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `register-${name}-error` : undefined,
  });

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      onFocus={() => void register.preload()}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="register-firstName">{t("register.firstName")}</Label>
          <Input autoComplete="given-name" {...field("firstName")} {...form.register("firstName")} />
          <FieldError id="register-firstName-error" message={message(errors.firstName?.message)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="register-lastName">{t("register.lastName")}</Label>
          <Input autoComplete="family-name" {...field("lastName")} {...form.register("lastName")} />
          <FieldError id="register-lastName-error" message={message(errors.lastName?.message)} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="register-email">{t("login.email")}</Label>
        <Input
          type="email"
          autoComplete="email"
          placeholder={t("login.emailPlaceholder")}
          {...field("email")}
          {...form.register("email")}
        />
        <FieldError id="register-email-error" message={message(errors.email?.message)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="register-password">{t("login.password")}</Label>
        <PasswordInput autoComplete="new-password" {...field("password")} {...form.register("password")} />
        <FieldError id="register-password-error" message={message(errors.password?.message)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="register-businessRole">{t("register.businessRole")}</Label>
        <NativeSelect {...field("businessRole")} {...form.register("businessRole")}>
          {BUSINESS_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`businessRoles.${role}`)}
            </option>
          ))}
        </NativeSelect>
        <FieldError id="register-businessRole-error" message={message(errors.businessRole?.message)} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
        {pending ? t("register.submitting") : t("register.submit")}
      </Button>
    </form>
  );
}
