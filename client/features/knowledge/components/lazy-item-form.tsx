import { type ComponentProps, lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";

// The form (react-hook-form, zod and the contract: about 35 KB) loads when a dialog first shows it.
const ItemForm = lazy(() => import("./item-form").then((m) => ({ default: m.ItemForm })));

/** The item form, with a spinner while its code loads. */
export function LazyItemForm(props: ComponentProps<typeof ItemForm>) {
  const { t } = useTranslation("common");
  return (
    <Suspense fallback={<Spinner block label={t("loading")} className="py-10" />}>
      <ItemForm {...props} />
    </Suspense>
  );
}
