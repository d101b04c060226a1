import { LoaderCircle } from "lucide-react";
import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { errorStatus, useErrorText } from "@/lib/api-errors";
import { demoLogin } from "../api/demo-login";
import { useAuthForm } from "../hooks/use-auth-form";
import { refreshSession } from "../session";
import { PasswordInput } from "./password-input";

/** Spec section 4: after a demo login the user reaches / 500 ms later (the toast shows meanwhile). */
const DEMO_REDIRECT_DELAY_MS = 500;
const loadSchema = () => import("@shared/contracts/auth").then((m) => m.demoBody);

export function DemoDialog({
  open,
  onOpenChange,
  returnFocusRef,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it: the dialog is not a Radix Trigger child, so focus is returned by hand. */
  returnFocusRef: RefObject<HTMLElement | null>;
}) {
  // Its texts come with it (demo-button.tsx loads them alongside its code).
  const { t } = useTranslation(["auth-panels", "common"]);
  const { word, ofError } = useErrorText();
  const [, navigate] = useLocation();
  const { errors, pending, form, field, showErrors, reset } = useAuthForm("demo", loadSchema);

  const formProps = form(async (values) => {
    try {
      await demoLogin(values);
    } catch (err) {
      if (errorStatus(err) === 401) {
        showErrors({ password: "password_incorrect" });
        toast({
          variant: "destructive",
          title: t("demo.errorTitle"),
          description: t("demo.errorDescription"),
        });
        return;
      }
      toast({
        variant: "destructive",
        title: t("common:error"),
        description: ofError(err),
      });
      return;
    }
    toast({ title: t("demo.success"), description: t("demo.successDescription") });
    onOpenChange(false);
    void refreshSession();
    // Not cancelled on unmount: the refreshed session swaps the login page for the shell (this
    // dialog goes away) at whatever URL was typed, and the spec still wants the user on /.
    setTimeout(() => navigate("/"), DEMO_REDIRECT_DELAY_MS);
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) reset();
      }}
    >
      <DialogContent
        closeLabel={t("common:close")}
        className="sm:max-w-md"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusRef.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{t("demo.title")}</DialogTitle>
          <DialogDescription>{t("demo.description")}</DialogDescription>
        </DialogHeader>
        <form {...formProps} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="demo-password">{t("demo.password")}</Label>
            <PasswordInput autoComplete="off" {...field("password")} />
            <FieldError id="demo-password-error" message={word(errors.password)} />
          </div>
          <DialogFooter>
            <Button type="submit" disabled={pending}>
              {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              {pending ? t("demo.submitting") : t("demo.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
