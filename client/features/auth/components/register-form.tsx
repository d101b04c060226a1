import type { BusinessRole, User } from "@shared/contracts/auth";
import { LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { toast } from "@/components/ui/use-toast";
import { errorCode, errorStatus, fieldIssues, useErrorText } from "@/lib/api-errors";
import { register } from "../api/register";
import { useAuthForm } from "../hooks/use-auth-form";
import { signIn } from "../session";
import { PasswordInput } from "./password-input";

const FIELDS = ["email", "password", "firstName", "lastName", "businessRole"] as const;

const loadSchema = () => import("@shared/contracts/auth").then((m) => m.registerBody);

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
  // The form's own texts come with it (login.tsx loads them alongside its code).
  const { t } = useTranslation(["auth-panels", "auth"]);
  const { word, ofError } = useErrorText({ generic: "auth-panels:register.errorFallback" });
  const [, navigate] = useLocation();
  const { errors, pending, form, field, showErrors } = useAuthForm("register", loadSchema);

  const formProps = form(async (values) => {
    let user: User;
    try {
      ({ user } = await register(values));
    } catch (error) {
      const status = errorStatus(error);
      showErrors(fieldIssues(error, FIELDS));
      if (status === 409) showErrors({ email: errorCode(error) });
      // Conflicts (e-mail taken) and rate limits say something actionable; other failures don't.
      const useServerText = status === 409 || status === 429 || status === 400;
      const description = useServerText ? ofError(error) : t("register.errorFallback");
      toast({ variant: "destructive", title: t("register.errorTitle"), description });
      return;
    }
    signIn(user);
    toast({
      title: t("register.success"),
      description: t("register.successDescription", { firstName: user.profile.firstName }),
    });
    navigate("/");
  });

  return (
    <form {...formProps} className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="register-firstName">{t("register.firstName")}</Label>
          <Input autoComplete="given-name" {...field("firstName")} />
          <FieldError id="register-firstName-error" message={word(errors.firstName)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="register-lastName">{t("register.lastName")}</Label>
          <Input autoComplete="family-name" {...field("lastName")} />
          <FieldError id="register-lastName-error" message={word(errors.lastName)} />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="register-email">{t("auth:login.email")}</Label>
        <Input
          type="email"
          autoComplete="email"
          placeholder={t("auth:login.emailPlaceholder")}
          {...field("email")}
        />
        <FieldError id="register-email-error" message={word(errors.email)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="register-password">{t("auth:login.password")}</Label>
        <PasswordInput autoComplete="new-password" {...field("password")} />
        <FieldError id="register-password-error" message={word(errors.password)} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor="register-businessRole">{t("register.businessRole")}</Label>
        <NativeSelect defaultValue="consultant" {...field("businessRole")}>
          {BUSINESS_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`auth:businessRoles.${role}`)}
            </option>
          ))}
        </NativeSelect>
        <FieldError id="register-businessRole-error" message={word(errors.businessRole)} />
      </div>
      <Button type="submit" size="lg" className="w-full" disabled={pending}>
        {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
        {pending ? t("register.submitting") : t("register.submit")}
      </Button>
    </form>
  );
}
