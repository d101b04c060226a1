import type { ProfileBody, User } from "@shared/contracts/auth";
import { LoaderCircle } from "lucide-react";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { applyFieldIssues, useErrorText } from "@/lib/api-errors";
import { loadErrorTexts } from "@/lib/error-catalogue";
import { type ProfileInput, useUpdateProfile } from "../api/update-profile";

const FIELDS = ["firstName", "lastName", "phone", "department"] as const;
type Field = (typeof FIELDS)[number];

type ProfileResolver = Resolver<ProfileBody, unknown, ProfileInput>;

// The contract's schema (and zod with it, about 25 KB gzip) is only needed to check a change: it
// loads on the form's first focus or submit, not with the page.
let checking: Promise<ProfileResolver> | undefined;
function loadResolver() {
  checking ??= Promise.all([import("@hookform/resolvers/zod"), import("@shared/contracts/auth")]).then(
    ([{ zodResolver }, { profileBody }]) => zodResolver(profileBody) as ProfileResolver,
    (error: unknown) => {
      checking = undefined;
      throw error;
    },
  );
  return checking;
}

/** The contract's check, with the error texts there before a field shows one. */
const resolver: ProfileResolver = async (values, context, options) => {
  const [check] = await Promise.all([loadResolver(), loadErrorTexts()]);
  return check(values, context, options);
};

const AUTOCOMPLETE: Record<Field, string> = {
  firstName: "given-name",
  lastName: "family-name",
  phone: "tel",
  department: "organization-title",
};

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation("profile");
  const { word } = useErrorText();
  const update = useUpdateProfile();
  const form = useForm<ProfileBody, unknown, ProfileInput>({
    resolver,
    values: { ...user.profile },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = (values: ProfileInput) =>
    update.mutate(values, {
      onSuccess: () => toast({ title: t("success") }),
      onError: (error) => {
        applyFieldIssues(error, FIELDS, form.setError);
        toast({
          variant: "destructive",
          title: t("errorTitle"),
          description: t("errorDescription"),
        });
      },
    });

  const input = (name: Field, optional = false) => (
    <div className="grid gap-2">
      <Label htmlFor={`profile-${name}`}>
        {t(name)}
        {optional && <span className="text-xs font-normal text-muted-foreground">({t("optional")})</span>}
      </Label>
      <Input
        id={`profile-${name}`}
        type={name === "phone" ? "tel" : "text"}
        autoComplete={AUTOCOMPLETE[name]}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `profile-${name}-error` : undefined}
        {...form.register(name)}
      />
      <FieldError id={`profile-${name}-error`} message={word(errors[name]?.message)} />
    </div>
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("editTitle")}</CardTitle>
        <CardDescription>{t("editDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={form.handleSubmit(onSubmit)}
          onFocus={() => void loadResolver()}
          className="grid gap-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            {input("firstName")}
            {input("lastName")}
            {input("phone", true)}
            {input("department", true)}
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={update.isPending || !isDirty}>
              {update.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              {update.isPending ? t("saving") : t("save")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
