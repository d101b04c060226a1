import type { InternalItemDetail } from "@shared/contracts/internal-marketplace";
import { LoaderCircle, Star, Trash2 } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { DemoNotice, useIsDemo } from "@/components/demo-notice";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/cn";
import { useReview } from "../api/review";
import { useInternalMarketplaceMessage } from "../hooks/use-internal-marketplace-message";

const MAX_COMMENT = 2000;

/** The user's own rating (1 to 5, one per solution, can be changed or removed) with a comment. */
export function ReviewForm({ item }: { item: InternalItemDetail }) {
  const { t } = useTranslation("internal-marketplace");
  const { ofError } = useInternalMarketplaceMessage();
  const review = useReview();
  const id = useId();
  const [rating, setRating] = useState(item.myReview?.rating ?? 0);
  const [comment, setComment] = useState(item.myReview?.comment ?? "");
  const [error, setError] = useState("");
  const demo = useIsDemo();

  useEffect(() => {
    setRating(item.myReview?.rating ?? 0);
    setComment(item.myReview?.comment ?? "");
  }, [item.myReview]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (rating < 1) {
      setError(t("review.ratingRequired"));
      return;
    }
    if (comment.length > MAX_COMMENT) {
      setError(t("errors.commentTooLong"));
      return;
    }
    setError("");
    review.mutate(
      { id: item.id, body: { rating, comment } },
      {
        onSuccess: () => toast({ title: item.myReview ? t("review.updated") : t("review.saved") }),
        onError: (err) =>
          toast({ variant: "destructive", title: t("review.error"), description: ofError(err) }),
      },
    );
  };

  const remove = () =>
    review.mutate(
      { id: item.id, remove: true },
      {
        onSuccess: () => toast({ title: t("review.deleted") }),
        onError: (err) =>
          toast({ variant: "destructive", title: t("review.error"), description: ofError(err) }),
      },
    );

  if (demo) return <DemoNotice />;
  return (
    <form noValidate onSubmit={submit} className="grid gap-3 rounded-lg border bg-muted/40 p-4">
      <fieldset className="grid gap-2" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-1 text-sm font-medium">
          {item.myReview ? t("review.yourRating") : t("review.rateThis")}
        </legend>
        <div className="flex items-center gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="cursor-pointer rounded-sm has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input
                type="radio"
                name={`${id}-rating`}
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  "size-6 transition-colors",
                  n <= rating
                    ? "fill-amber-400 text-amber-500"
                    : "fill-transparent text-slate-400 dark:text-slate-500",
                )}
              />
              <span className="sr-only">{t("review.stars", { count: n })}</span>
            </label>
          ))}
          {rating > 0 && (
            <span className="ml-2 text-sm text-muted-foreground" aria-hidden="true">
              {t("review.stars", { count: rating })}
            </span>
          )}
        </div>
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-comment`}>{t("review.comment")}</Label>
        <Textarea
          id={`${id}-comment`}
          rows={3}
          maxLength={MAX_COMMENT}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          placeholder={t("review.commentPlaceholder")}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
      <div className="flex flex-wrap justify-end gap-2">
        {item.myReview && (
          <Button variant="ghost" onClick={remove} disabled={review.isPending}>
            <Trash2 aria-hidden="true" />
            {t("review.delete")}
          </Button>
        )}
        <Button type="submit" disabled={review.isPending}>
          {review.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {item.myReview ? t("review.update") : t("review.submit")}
        </Button>
      </div>
    </form>
  );
}
