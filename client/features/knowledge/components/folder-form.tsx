import type { KnowledgeNode } from "@shared/contracts/knowledge";
import { FolderPlus, LoaderCircle } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { useCreateFolder } from "../api/create-folder";
import { TREE_CATEGORY } from "../constants";
import { useKnowledgeMessage } from "../hooks/use-knowledge-message";
import { type Destination, DestinationPicker } from "./destination-picker";

export function FolderForm({
  initialParent,
  onCreated,
  onCancel,
}: {
  initialParent: Destination;
  onCreated: (node: KnowledgeNode) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(["knowledge", "common"]);
  const { word, ofError } = useKnowledgeMessage();
  const create = useCreateFolder();
  const [name, setName] = useState("");
  const [parent, setParent] = useState<Destination>(initialParent);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(word("Le nom est requis"));
      return;
    }
    setError(null);
    create.mutate(
      { name: name.trim(), category: TREE_CATEGORY, parentId: parent?.id ?? null },
      {
        onSuccess: (node) => {
          toast({ title: t("toasts.folderCreated") });
          onCreated(node);
        },
        onError: (err) => {
          setError(ofError(err));
          toast({ variant: "destructive", title: t("toasts.errorTitle"), description: ofError(err) });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor="knowledge-folder-name">{t("folder.name")}</Label>
        <Input
          id="knowledge-folder-name"
          autoComplete="off"
          maxLength={120}
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "knowledge-folder-error" : undefined}
        />
        <FieldError id="knowledge-folder-error" message={error ?? undefined} />
      </div>
      <DestinationPicker
        idPrefix="knowledge-folder-parent"
        label={t("folder.parent")}
        value={parent}
        onChange={setParent}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={create.isPending}>
          {t("common:cancel")}
        </Button>
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <FolderPlus aria-hidden="true" />
          )}
          {create.isPending ? t("folder.creating") : t("folder.create")}
        </Button>
      </div>
    </form>
  );
}
