import type { KnowledgeNode } from "@shared/contracts/knowledge";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { FormFooter } from "@/components/field-props";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useRenameNode } from "../api/rename-node";
import { useKnowledgeMessage } from "../hooks/use-knowledge-message";
import { NameField, useName } from "./name-field";

function RenameForm({ node, onClose }: { node: KnowledgeNode; onClose: () => void }) {
  const { t } = useTranslation(["knowledge", "common"]);
  const { ofError } = useKnowledgeMessage();
  const rename = useRenameNode();
  const { name, setName, error, setError, checked } = useName(node.name);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = checked();
    if (!trimmed) return;
    rename.mutate(
      { id: node.id, name: trimmed },
      {
        onSuccess: () => {
          toast({ title: t("toasts.renamed") });
          onClose();
        },
        onError: (err) => setError(ofError(err)),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <NameField
        id="knowledge-rename"
        errorId="knowledge-rename-error"
        label={t("rename.name")}
        value={name}
        error={error}
        onChange={setName}
      />
      <FormFooter
        cancelLabel={t("common:cancel")}
        submitLabel={rename.isPending ? t("rename.submitting") : t("rename.submit")}
        pending={rename.isPending}
        onCancel={onClose}
      />
    </form>
  );
}

export function RenameDialog({ node, onClose }: { node: KnowledgeNode | null; onClose: () => void }) {
  const { t } = useTranslation(["knowledge", "common"]);
  return (
    <Dialog open={Boolean(node)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("common:close")} size="md">
        <DialogHeader>
          <DialogTitle>{t("rename.title", { name: node?.name ?? "" })}</DialogTitle>
          <DialogDescription>{t("rename.description")}</DialogDescription>
        </DialogHeader>
        {node && <RenameForm key={node.id} node={node} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}
