import type { EntityLinks } from "@shared/contracts/taxonomy";
import { AlertCircle, Ban, LoaderCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { type LinkedPath, useEntityLinks } from "../api/get-links";

/** What the element is linked to, each kind under its own heading with the first names. */
function LinksList({ data }: { data: EntityLinks }) {
  const { t } = useTranslation("taxonomy");
  return (
    <div
      className="grid max-h-64 gap-3 overflow-auto rounded-lg border p-3 text-sm"
      data-testid="delete-links"
    >
      {data.links.map((g) => (
        <section key={g.kind} aria-label={t(`links.${data.kind}.${g.kind}`, { count: g.count })}>
          <h3 className="font-medium">{t(`links.${data.kind}.${g.kind}`, { count: g.count })}</h3>
          {g.items.length > 0 && (
            <ul className="mt-1 list-disc ps-5 text-muted-foreground">
              {g.items.map((item) => (
                <li key={item.id} className="break-all">
                  {item.label}
                </li>
              ))}
              {g.count > g.items.length && <li>{t("links.more", { count: g.count - g.items.length })}</li>}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

/**
 * Asks before a deletion and stays open until it answers. For a role, skill or task type it first
 * shows what the element is linked to, then either the plain confirmation, the safe alternative
 * (delete it with its associations) or why it cannot be deleted. A refusal from the server (409) is
 * shown inside the dialog, where the admin is looking, rather than in a passing toast.
 */
export function ConfirmDeleteDialog({
  open,
  title,
  name,
  pending,
  error,
  onConfirm,
  onClose,
  links,
}: {
  open: boolean;
  title: string;
  name: string;
  pending: boolean;
  /** Already worded for the reader. */
  error?: string;
  onConfirm: (withLinks: boolean) => void;
  onClose: () => void;
  /** The element whose links to show first (roles, skills and task types). */
  links?: { path: LinkedPath; id: string };
}) {
  const { t } = useTranslation("taxonomy");
  const query = useEntityLinks(links?.path ?? "roles", open ? links?.id : undefined);
  const data = links ? query.data : undefined;
  const checking = Boolean(links) && query.isPending;
  const deletion = links ? (data?.deletion ?? (query.isError ? "free" : undefined)) : "free";
  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()}>
      <DialogContent role="alertdialog" size="md">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {data && data.links.length > 0
              ? t(`links.intro.${data.kind}`, { name })
              : t("confirm.description", { name })}
          </DialogDescription>
        </DialogHeader>
        {checking && (
          <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
            {t("links.checking")}
          </p>
        )}
        {data && data.links.length > 0 && <LinksList data={data} />}
        {data && deletion === "withLinks" && <p className="text-sm">{t(`links.withLinks.${data.kind}`)}</p>}
        {data?.links.some((g) => g.effect === "kept") && (
          <p className="text-sm text-muted-foreground">{t("links.kept")}</p>
        )}
        {data && deletion === "blocked" && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200"
          >
            <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t(`links.blocked.${data.kind}`, { name })}
          </p>
        )}
        {error && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 dark:border-red-900 dark:bg-red-950/40 dark:text-red-200"
          >
            <AlertCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {error}
          </p>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            {deletion === "blocked" ? t("links.close") : t("form.cancel")}
          </Button>
          {!error && (deletion === "free" || deletion === "withLinks") && (
            <Button
              variant="destructive"
              onClick={() => onConfirm(deletion === "withLinks")}
              disabled={pending}
            >
              {pending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
              {pending
                ? t("confirm.pending")
                : deletion === "withLinks"
                  ? t("links.confirmWithLinks")
                  : t("confirm.confirm")}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
