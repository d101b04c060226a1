import type { KnowledgeNode } from "@shared/contracts/knowledge";
import { LoaderCircle } from "lucide-react";
import { type FormEvent, useState } from "react";
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
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { useRenameNode } from "../api/rename-node";
import { useKnowledgeMessage } from "../hooks/use-knowledge-message";

function RenameForm({ node, onClose }: { node: KnowledgeNode; onClose: () => void }) {
  const { t } = useTranslation(["knowledge", "common"]);
  const { word, ofError } = useKnowledgeMessage();
  const rename = useRenameNode();
  const [name, setName] = useState(node.name);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(word("Le nom est requis"));
      return;
    }
    rename.mutate(
      { id: node.id, name: name.trim() },
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
      <div className="grid gap-2">
        <Label htmlFor="knowledge-rename">{t("rename.name")}</Label>
        <Input
          id="knowledge-rename"
          autoComplete="off"
          maxLength={120}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "knowledge-rename-error" : undefined}
        />
        <FieldError id="knowledge-rename-error" message={error ?? undefined} />
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={rename.isPending}>
          {t("common:cancel")}
        </Button>
        <Button type="submit" disabled={rename.isPending}>
          {rename.isPending && <LoaderCircle aria-hidden="true" className="animate-spin" />}
          {rename.isPending ? t("rename.submitting") : t("rename.submit")}
        </Button>
      </DialogFooter>
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
