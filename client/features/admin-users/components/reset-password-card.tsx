import type { ResetPasswordBody } from "@shared/contracts/taxonomy";
import { KeyRound, LoaderCircle } from "lucide-react";
import { type Resolver, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { FormField } from "@/features/taxonomy/components/form-field";
import { useSubmitFailure } from "@/features/taxonomy/hooks/use-submit-failure";
import { useTaxonomyMessage } from "@/features/taxonomy/hooks/use-taxonomy-message";
import { errorCode, errorStatus } from "@/lib/api-errors";
import { useResetPassword } from "../api/reset-password";

const FIELDS = ["email", "newPassword"] as const;

// This card is on the page's first tab: zod and the contract's schema load when the form is first
// focused (or submitted), not with the page.
const loadResolver = () =>
  Promise.all([import("@hookform/resolvers/zod"), import("@shared/contracts/taxonomy")]).then(
    ([{ zodResolver }, { resetPasswordBody }]) => zodResolver(resetPasswordBody),
  );
let resolving: ReturnType<typeof loadResolver> | undefined;
const preloadResolver = () => {
  resolving ??= loadResolver();
  return resolving;
};
const resolver: Resolver<ResetPasswordBody> = async (values, context, options) =>
  (await preloadResolver())(values, context, options);

/** 'Réinitialiser un mot de passe': where the login page's forgot-password text sends people. */
export function ResetPasswordCard() {
  const { t } = useTranslation("taxonomy");
  const { word } = useTaxonomyMessage();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordBody>({ resolver, defaultValues: { email: "", newPassword: "" } });
  const { errors } = form.formState;
  const onFailure = useSubmitFailure(FIELDS, form.setError);

  const onSubmit = form.handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => {
        toast({
          title: t("toasts.passwordReset"),
          description: t("toasts.passwordResetDescription", { email: values.email }),
        });
        form.reset();
      },
      onError: (error) => {
        // An unknown address belongs on the e-mail field.
        if (errorStatus(error) === 404) {
          form.setError("email", { type: "server", message: errorCode(error) });
          return;
        }
        onFailure(error);
      },
    }),
  );

  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound aria-hidden="true" className="size-4" />
          {t("resetPassword.title")}
        </CardTitle>
        <CardDescription>{t("resetPassword.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          noValidate
          onSubmit={onSubmit}
          onFocus={() => void preloadResolver()}
          className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
        >
          <FormField id="reset-email" label={t("resetPassword.email")} error={word(errors.email?.message)}>
            {(control) => <Input {...control} type="email" autoComplete="off" {...form.register("email")} />}
          </FormField>
          <FormField
            id="reset-password"
            label={t("resetPassword.newPassword")}
            error={word(errors.newPassword?.message)}
          >
            {(control) => (
              <Input
                {...control}
                type="password"
                autoComplete="new-password"
                {...form.register("newPassword")}
              />
            )}
          </FormField>
          <Button type="submit" className="sm:mt-6" disabled={reset.isPending}>
            {reset.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
            {reset.isPending ? t("resetPassword.pending") : t("resetPassword.submit")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
