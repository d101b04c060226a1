import { zodResolver } from "@hookform/resolvers/zod";
import {
  ITEM_TYPES,
  MARKETS,
  PRICING_MODELS,
  type Submission,
  submissionBody,
} from "@shared/contracts/marketplace";
import { useEffect } from "react";
import { type FieldPath, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormField, FormFooter, fieldProps } from "@/components/field-props";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { applyFieldIssues } from "@/lib/api-errors";
import { useSaveSubmission } from "../api/save-submission";
import { useMarketplaceMessage } from "../hooks/use-marketplace-message";

// The form types tags as "a, b, c"; the contract wants a list.
const formSchema = submissionBody.extend({ tags: z.string().max(600) });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const EMPTY: FormInput = {
  name: "",
  description: "",
  providerName: "",
  contactEmail: "",
  market: "corporate-banking",
  type: "agent",
  product: "",
  pricingModel: "monthly",
  price: 0,
  tags: "",
  coCommercial: false,
};

const toForm = (s: Submission): FormInput => ({
  name: s.name,
  description: s.description,
  providerName: s.providerName,
  contactEmail: s.contactEmail ?? "",
  market: s.market,
  type: s.type,
  product: s.product,
  pricingModel: s.pricingModel,
  price: s.price,
  tags: s.tags.join(", "),
  coCommercial: s.coCommercial,
});

const FIELDS = [
  "name",
  "description",
  "providerName",
  "contactEmail",
  "market",
  "type",
  "product",
  "pricingModel",
  "price",
  "tags",
] as const satisfies readonly FieldPath<FormInput>[];

/** A partner's solution, new or edited; it is (re)submitted for an admin's validation. */
export function SubmissionDialog({
  open,
  onOpenChange,
  editing,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  editing: Submission | null;
}) {
  const { t } = useTranslation("marketplace");
  const { word, ofError } = useMarketplaceMessage();
  const save = useSaveSubmission();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;

  useEffect(() => {
    if (open) form.reset(editing ? toForm(editing) : EMPTY);
  }, [open, editing, form]);

  const onSubmit = (values: FormOutput) =>
    save.mutate(
      {
        id: editing?.id,
        body: {
          ...values,
          tags: [
            ...new Set(
              values.tags
                .split(",")
                .map((tag) => tag.trim())
                .filter(Boolean),
            ),
          ],
        },
      },
      {
        onSuccess: () => {
          toast({
            title: editing ? t("publish.updated") : t("publish.submitted"),
            description: t("publish.pendingNote"),
          });
          onOpenChange(false);
        },
        onError: (error) => {
          applyFieldIssues(error, FIELDS, form.setError);
          toast({ variant: "destructive", title: t("publish.error"), description: ofError(error) });
        },
      },
    );

  const { field, row } = fieldProps<(typeof FIELDS)[number]>("submission", errors, word);

  return (
    <Dialog open={open} onOpenChange={(next) => !save.isPending && onOpenChange(next)}>
      <DialogContent size="2xl" closeLabel={t("form.close")}>
        <DialogHeader>
          <DialogTitle>{editing ? t("form.editTitle") : t("form.title")}</DialogTitle>
          <DialogDescription>{t("form.description")}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField {...row("name")} label={t("form.name")} className="sm:col-span-2">
              <Input {...field("name")} {...form.register("name")} />
            </FormField>
            <FormField {...row("providerName")} label={t("form.provider")}>
              <Input
                {...field("providerName")}
                autoComplete="organization"
                {...form.register("providerName")}
              />
            </FormField>
            <FormField {...row("contactEmail")} label={t("form.contactEmail")}>
              <Input
                {...field("contactEmail")}
                type="email"
                autoComplete="email"
                {...form.register("contactEmail")}
              />
            </FormField>
            <FormField {...row("market")} label={t("form.market")}>
              <NativeSelect {...field("market")} {...form.register("market")}>
                {MARKETS.map((m) => (
                  <option key={m} value={m}>
                    {t(`markets.${m}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField {...row("type")} label={t("form.type")}>
              <NativeSelect {...field("type")} {...form.register("type")}>
                {ITEM_TYPES.map((m) => (
                  <option key={m} value={m}>
                    {t(`types.${m}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField {...row("pricingModel")} label={t("form.pricingModel")}>
              <NativeSelect {...field("pricingModel")} {...form.register("pricingModel")}>
                {PRICING_MODELS.map((m) => (
                  <option key={m} value={m}>
                    {t(`pricing.${m}`)}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField {...row("price")} label={t("form.price")}>
              <Input
                {...field("price")}
                type="number"
                min={0}
                step="0.01"
                inputMode="decimal"
                {...form.register("price")}
              />
              <p className="text-xs text-muted-foreground">{t("form.priceHint")}</p>
            </FormField>
            <FormField {...row("product")} label={t("form.product")}>
              <Input {...field("product")} {...form.register("product")} />
            </FormField>
            <FormField {...row("tags")} label={t("form.tags")}>
              <Input {...field("tags")} placeholder={t("form.tagsPlaceholder")} {...form.register("tags")} />
            </FormField>
            <FormField {...row("description")} label={t("form.descriptionLabel")} className="sm:col-span-2">
              <Textarea {...field("description")} rows={4} {...form.register("description")} />
            </FormField>
            <label className="flex items-center gap-2 text-sm sm:col-span-2">
              <input type="checkbox" className="size-4 accent-primary" {...form.register("coCommercial")} />
              {t("form.coCommercial")}
            </label>
          </div>
          <FormFooter
            cancelLabel={t("form.cancel")}
            submitLabel={editing ? t("form.saveEdit") : t("form.submit")}
            pending={save.isPending}
            onCancel={() => onOpenChange(false)}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
