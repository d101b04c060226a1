import type { Board } from "@shared/contracts/kanban";
import { Check, MailOpen, X } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { formatDate } from "@/lib/format";
import { useAcceptInvitation } from "../api/accept-invitation";
import { useDeclineInvitation } from "../api/decline-invitation";
import { useMyInvitations } from "../api/get-my-invitations";
import { useReasonText } from "../hooks/use-kanban-message";

/** Invitations addressed to the signed-in user, to accept or decline; nothing when there are none. */
export function MyInvitations({ onAccepted }: { onAccepted: (board: Board) => void }) {
  const { t } = useTranslation("kanban");
  const { data } = useMyInvitations();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const reason = useReasonText();
  const onError = (error: unknown) =>
    toast({
      variant: "destructive",
      title: t("toasts.errorTitle"),
      description: reason(error, t("toasts.genericError")),
    });
  if (!data || data.length === 0) return null;
  return (
    <section
      aria-labelledby="my-invitations-title"
      className="grid gap-3 rounded-xl border border-blue-200 bg-blue-50 p-4 dark:border-blue-900 dark:bg-blue-950/40"
    >
      <h2 id="my-invitations-title" className="flex items-center gap-2 text-sm font-semibold">
        <MailOpen aria-hidden="true" className="size-4" />
        {t("invitations.title")}
      </h2>
      <ul className="grid gap-2">
        {data.map((inv) => (
          <li
            key={inv.id}
            className="flex flex-wrap items-center gap-3 rounded-lg bg-card px-3 py-2 shadow-xs"
          >
            <div className="min-w-0 flex-1">
              <p className="text-sm">
                {t("invitations.description", {
                  inviter: inv.invitedByName || inv.ownerName,
                  board: t("board.of", { name: inv.ownerName }),
                  role: t(`roles.${inv.role}`).toLowerCase(),
                })}
              </p>
              <p className="text-xs text-muted-foreground">
                {t("invitations.expires", { date: formatDate(inv.expiresAt) })}
              </p>
            </div>
            <div className="flex gap-2">
              <Button
                size="sm"
                aria-label={t("invitations.acceptLabel", { board: t("board.of", { name: inv.ownerName }) })}
                disabled={accept.isPending || decline.isPending}
                onClick={() =>
                  accept.mutate(inv.id, {
                    onSuccess: (board) => {
                      toast({
                        title: t("toasts.invitationAccepted"),
                        description: t("toasts.invitationAcceptedBody", {
                          name: t("board.of", { name: board.ownerName }),
                        }),
                      });
                      onAccepted(board);
                    },
                    onError,
                  })
                }
              >
                <Check aria-hidden="true" />
                {t("invitations.accept")}
              </Button>
              <Button
                size="sm"
                variant="outline"
                aria-label={t("invitations.declineLabel", { board: t("board.of", { name: inv.ownerName }) })}
                disabled={accept.isPending || decline.isPending}
                onClick={() =>
                  decline.mutate(inv.id, {
                    onSuccess: () =>
                      toast({
                        title: t("toasts.invitationDeclined"),
                        description: t("board.of", { name: inv.ownerName }),
                      }),
                    onError,
                  })
                }
              >
                <X aria-hidden="true" />
                {t("invitations.decline")}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
