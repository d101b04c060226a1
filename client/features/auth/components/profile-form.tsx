import { zodResolver } from "@hookform/resolvers/zod";
import { profileBody, type User } from "@shared/contracts/auth";
import { LoaderCircle } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { applyFieldIssues, useErrorText } from "@/lib/api-errors";
import { type ProfileInput, useUpdateProfile } from "../api/update-profile";

const FIELDS = ["firstName", "lastName", "phone", "department"] as const;
type Field = (typeof FIELDS)[number];

const AUTOCOMPLETE: Record<Field, string> = {
  firstName: "given-name",
  lastName: "family-name",
  phone: "tel",
  department: "organization-title",
};

export function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation("auth");
  const { word } = useErrorText();
  const update = useUpdateProfile();
  const form = useForm({
    resolver: zodResolver(profileBody),
    values: { ...user.profile },
  });
  const { errors, isDirty } = form.formState;

  const onSubmit = (values: ProfileInput) =>
    update.mutate(values, {
      onSuccess: () => toast({ title: t("profile.success") }),
      onError: (error) => {
        applyFieldIssues(error, FIELDS, form.setError);
        toast({
          variant: "destructive",
          title: t("profile.errorTitle"),
          description: t("profile.errorDescription"),
        });
      },
    });

  const input = (name: Field, optional = false) => (
    <div className="grid gap-2">
      <Label htmlFor={`profile-${name}`}>
        {t(`profile.${name}`)}
        {optional && (
          <span className="text-xs font-normal text-muted-foreground">({t("profile.optional")})</span>
        )}
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
        <CardTitle>{t("profile.editTitle")}</CardTitle>
        <CardDescription>{t("profile.editDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            {input("firstName")}
            {input("lastName")}
            {input("phone", true)}
            {input("department", true)}
          </div>
          <div className="flex justify-end">
            <Button type="submit" disabled={update.isPending || !isDirty}>
              {update.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              {update.isPending ? t("profile.saving") : t("profile.save")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
