import { type RejectBody, rejectBody } from "@shared/contracts/common";
import type { UseMutationResult, UseQueryResult } from "@tanstack/react-query";
import { Check, X } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { RejectDialog } from "@/components/reject-dialog";
import { Button } from "@/components/ui/button";
import { LoadError } from "@/components/ui/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";

/** Two grey rows while a list of submissions loads. */
export function ListSkeleton() {
  return (
    <div className="grid gap-3" aria-hidden="true">
      {[0, 1].map((i) => (
        <Skeleton key={i} radius="xl" className="h-24 w-full" />
      ))}
    </div>
  );
}

/** A list read from the API: its load error with a retry, grey rows, its empty line, then its rows. */
export function QueryList<T extends { id: string }>({
  query,
  loadError,
  empty,
  row,
}: {
  query: UseQueryResult<T[]>;
  loadError: string;
  empty: string;
  row: (item: T) => ReactNode;
}) {
  return (
    <>
      {query.isError && <LoadError message={loadError} onRetry={() => void query.refetch()} />}
      {query.isLoading && <ListSkeleton />}
      {query.data?.length === 0 && <p className="text-sm text-muted-foreground">{empty}</p>}
      {query.data && query.data.length > 0 && (
        <ul className="grid gap-3">
          {query.data.map((item) => (
            <li key={item.id}>{row(item)}</li>
          ))}
        </ul>
      )}
    </>
  );
}

type Decide<T> = UseMutationResult<T, Error, { id: string; reject?: RejectBody }>;

/**
 * The admins' queue of both marketplaces: each pending submission with Approve and Reject (a reason
 * sent to its author). `namespace` holds the `moderation.*` texts, `idPrefix` names the section.
 */
export function ModerationQueue<T extends { id: string; name: string }>({
  namespace,
  idPrefix,
  queue,
  decide,
  word,
  ofError,
  row,
  view,
}: {
  namespace: string;
  idPrefix: string;
  queue: UseQueryResult<T[]>;
  decide: Decide<T>;
  word: (message: string | undefined) => string | undefined;
  ofError: (error: unknown) => string;
  /** The row of one submission with the given buttons. */
  row: (item: T, actions: ReactNode) => ReactNode;
  /** A button before Approve, if any. */
  view?: (item: T) => ReactNode;
}) {
  const { t } = useTranslation(namespace);
  const [rejecting, setRejecting] = useState<T | null>(null);
  const failed = (error: Error) =>
    toast({ variant: "destructive", title: t("moderation.error"), description: ofError(error) });

  const approve = (item: T) =>
    decide.mutate(
      { id: item.id },
      {
        onSuccess: () => toast({ title: t("moderation.approved"), description: item.name }),
        onError: failed,
      },
    );

  return (
    <section aria-labelledby={`${idPrefix}-queue-title`} className="grid gap-3">
      <h3 id={`${idPrefix}-queue-title`} className="text-base font-semibold">
        {t("moderation.title")}
      </h3>
      <QueryList
        query={queue}
        loadError={t("moderation.loadError")}
        empty={t("moderation.empty")}
        row={(item) =>
          row(
            item,
            <>
              {view?.(item)}
              <Button
                size="sm"
                onClick={() => approve(item)}
                disabled={decide.isPending}
                aria-label={t("moderation.approveName", { name: item.name })}
              >
                <Check aria-hidden="true" />
                {t("moderation.approve")}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setRejecting(item)}
                disabled={decide.isPending}
                aria-label={t("moderation.rejectName", { name: item.name })}
              >
                <X aria-hidden="true" />
                {t("moderation.reject")}
              </Button>
            </>,
          )
        }
      />
      <RejectDialog
        namespace={namespace}
        idPrefix={idPrefix}
        schema={rejectBody}
        word={word}
        name={rejecting?.name ?? ""}
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        pending={decide.isPending}
        onReject={(body) => {
          if (!rejecting) return;
          const target = rejecting;
          decide.mutate(
            { id: target.id, reject: body },
            {
              onSuccess: () => {
                toast({ title: t("moderation.rejected"), description: target.name });
                setRejecting(null);
              },
              onError: failed,
            },
          );
        }}
      />
    </section>
  );
}
