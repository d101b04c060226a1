import { zodResolver } from "@hookform/resolvers/zod";
import {
  type Board,
  type BoardRole,
  type Collaborator,
  type InviteBody,
  type InviteInput,
  type InviteRole,
  inviteBody,
} from "@shared/contracts/kanban";
import { Eye, LoaderCircle, LogOut, Pencil, Send, ShieldCheck, UserMinus } from "lucide-react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { formatDate } from "@/lib/format";
import { useCancelInvitation } from "../api/cancel-invitation";
import { useChangeRole } from "../api/change-role";
import { useInvitations } from "../api/get-invitations";
import { useMembers } from "../api/get-members";
import { useInvite } from "../api/invite";
import { useRemoveMember } from "../api/remove-member";
import { useKanbanMessage, useReasonText } from "../hooks/use-kanban-message";

const INVITE_ROLES: InviteRole[] = ["viewer", "editor"];

type Props = {
  board: Board;
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the user left a board shared with them. */
  onLeft: () => void;
};

/** 'Gérer votre Kanban': invite form, collaborators, pending invitations and the permissions legend. */
export function ManageBoardDialog({ board, userId, open, onOpenChange, onLeft }: Props) {
  const { t } = useTranslation("kanban");
  const isOwner = board.role === "owner";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("manage.close")} size="2xl">
        <DialogHeader>
          <DialogTitle>{t("manage.title")}</DialogTitle>
          <DialogDescription>
            {isOwner ? t("manage.description") : t("manage.descriptionMember")}
          </DialogDescription>
        </DialogHeader>
        {open && (
          <div className="grid gap-6">
            {isOwner && <InviteForm boardId={board.id} />}
            <CollaboratorList board={board} userId={userId} onLeft={onLeft} />
            {isOwner && <PendingInvitations boardId={board.id} />}
            <PermissionsLegend />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function useErrorToast() {
  const { t } = useTranslation("kanban");
  const reason = useReasonText();
  return (error: unknown) =>
    toast({
      variant: "destructive",
      title: t("toasts.errorTitle"),
      description: reason(error, t("toasts.genericError")),
    });
}

function InviteForm({ boardId }: { boardId: string }) {
  const { t } = useTranslation("kanban");
  const message = useKanbanMessage();
  const invite = useInvite(boardId);
  const showError = useErrorToast();
  const form = useForm<InviteInput, unknown, InviteBody>({
    resolver: zodResolver(inviteBody),
    defaultValues: { email: "", role: "viewer" },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    invite.mutateAsync(values).then((invitation) => {
      toast({
        title: t("toasts.invitationSent"),
        description: t("toasts.invitationSentTo", { email: invitation.email }),
      });
      form.reset({ email: "", role: "viewer" });
    }, showError),
  );
  return (
    <section aria-labelledby="invite-title" className="grid gap-3">
      <h3 id="invite-title" className="text-sm font-semibold">
        {t("manage.inviteTitle")}
      </h3>
      <form noValidate onSubmit={submit} className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
        <div className="grid gap-2">
          <Label htmlFor="invite-email">{t("manage.email")}</Label>
          <Input
            id="invite-email"
            type="email"
            autoComplete="off"
            placeholder={t("manage.emailPlaceholder")}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errors.email ? "invite-email-error" : undefined}
            {...form.register("email")}
          />
          <FieldError id="invite-email-error" message={message(errors.email?.message)} />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="invite-role">{t("manage.role")}</Label>
          <NativeSelect id="invite-role" {...form.register("role")}>
            {INVITE_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`roles.${r}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <Button type="submit" className="sm:mt-[1.375rem]" disabled={invite.isPending}>
          {invite.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Send aria-hidden="true" />
          )}
          {invite.isPending ? t("manage.inviting") : t("manage.invite")}
        </Button>
      </form>
    </section>
  );
}

function RoleBadge({ role }: { role: BoardRole }) {
  const { t } = useTranslation("kanban");
  const variant = role === "owner" ? "default" : role === "editor" ? "info" : "secondary";
  return <Badge variant={variant}>{t(`roles.${role}`)}</Badge>;
}

function CollaboratorList({ board, userId, onLeft }: { board: Board; userId: string; onLeft: () => void }) {
  const { t } = useTranslation("kanban");
  const { data, isLoading } = useMembers(board.id);
  const changeRole = useChangeRole(board.id);
  const remove = useRemoveMember(board.id);
  const showError = useErrorToast();
  const isOwner = board.role === "owner";

  const onRole = (member: Collaborator, role: InviteRole) =>
    changeRole.mutate(
      { userId: member.userId, role },
      { onSuccess: () => toast({ title: t("toasts.roleUpdated") }), onError: showError },
    );
  const onRemove = (member: Collaborator) =>
    remove.mutate(member.userId, {
      onSuccess: () => {
        if (member.userId === userId) {
          toast({ title: t("toasts.leftBoard") });
          onLeft();
        } else {
          toast({ title: t("toasts.memberRemoved"), description: member.userName });
        }
      },
      onError: showError,
    });

  return (
    <section aria-labelledby="collaborators-title" className="grid gap-3">
      <h3 id="collaborators-title" className="text-sm font-semibold">
        {t("manage.collaborators")}
      </h3>
      {isLoading && (
        <div role="status" aria-label={t("manage.collaboratorsLoading")} className="grid gap-2">
          <Skeleton className="h-12" />
          <Skeleton className="h-12" />
        </div>
      )}
      <ul className="grid gap-2">
        {data?.map((m) => {
          const self = m.userId === userId;
          return (
            <li key={m.userId} className="flex flex-wrap items-center gap-3 rounded-lg border px-3 py-2">
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">
                  {m.userName || m.email}
                  {self && <span className="font-normal text-muted-foreground"> ({t("manage.you")})</span>}
                </p>
                <p className="truncate text-xs text-muted-foreground">{m.email}</p>
              </div>
              {isOwner && m.role !== "owner" ? (
                <>
                  <NativeSelect
                    aria-label={t("manage.roleOf", { name: m.userName || m.email })}
                    value={m.role}
                    onChange={(e) => onRole(m, e.target.value as InviteRole)}
                    fieldSize="sm"
                    fullWidth={false}
                    className="w-36"
                  >
                    {INVITE_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {t(`roles.${r}`)}
                      </option>
                    ))}
                  </NativeSelect>
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    aria-label={t("manage.remove", { name: m.userName || m.email })}
                    onClick={() => onRemove(m)}
                    disabled={remove.isPending}
                  >
                    <UserMinus aria-hidden="true" />
                  </Button>
                </>
              ) : (
                <RoleBadge role={m.role} />
              )}
              {self && !isOwner && (
                <Button variant="outline" size="sm" onClick={() => onRemove(m)} disabled={remove.isPending}>
                  <LogOut aria-hidden="true" />
                  {t("manage.leave")}
                </Button>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function PendingInvitations({ boardId }: { boardId: string }) {
  const { t } = useTranslation("kanban");
  const { data, isLoading } = useInvitations(boardId, true);
  const cancel = useCancelInvitation(boardId);
  const showError = useErrorToast();
  return (
    <section aria-labelledby="pending-title" className="grid gap-3">
      <h3 id="pending-title" className="text-sm font-semibold">
        {t("manage.pending")}
      </h3>
      {isLoading && <Skeleton className="h-12" />}
      {data && data.length === 0 && (
        <p className="text-sm text-muted-foreground">{t("manage.pendingEmpty")}</p>
      )}
      {data && data.length > 0 && (
        <ul className="grid gap-2">
          {data.map((inv) => (
            <li
              key={inv.id}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-dashed px-3 py-2"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-medium">{inv.email}</p>
                <p className="text-xs text-muted-foreground">
                  {inv.expired
                    ? t("manage.expired")
                    : t("manage.expires", { date: formatDate(inv.expiresAt) })}
                </p>
              </div>
              <RoleBadge role={inv.role} />
              <Button
                variant="outline"
                size="sm"
                aria-label={t("manage.cancelInvitationLabel", { email: inv.email })}
                disabled={cancel.isPending}
                onClick={() =>
                  cancel.mutate(inv.id, {
                    onSuccess: () =>
                      toast({ title: t("toasts.invitationCancelled"), description: inv.email }),
                    onError: showError,
                  })
                }
              >
                {t("manage.cancelInvitation")}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function PermissionsLegend() {
  const { t } = useTranslation("kanban");
  const rows = [
    { role: "owner" as const, icon: ShieldCheck, text: t("manage.permissionsOwner") },
    { role: "editor" as const, icon: Pencil, text: t("manage.permissionsEditor") },
    { role: "viewer" as const, icon: Eye, text: t("manage.permissionsViewer") },
  ];
  return (
    <section aria-labelledby="permissions-title" className="grid gap-2 rounded-lg bg-muted/60 p-4">
      <h3 id="permissions-title" className="text-sm font-semibold">
        {t("manage.permissions")}
      </h3>
      <dl className="grid gap-2 text-sm">
        {rows.map(({ role, icon: Icon, text }) => (
          <div key={role} className="flex items-start gap-2">
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            <dt className="min-w-24 font-medium">{t(`roles.${role}`)}</dt>
            <dd className="text-muted-foreground">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
