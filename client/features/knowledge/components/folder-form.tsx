import type { KnowledgeNode } from "@shared/contracts/knowledge";
import { FolderPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormFooter } from "@/components/field-props";
import { toast } from "@/components/ui/use-toast";
import { useCreateFolder } from "../api/create-folder";
import { TREE_CATEGORY } from "../constants";
import { useErrorToast, useKnowledgeMessage } from "../hooks/use-knowledge-message";
import { type Destination, DestinationPicker } from "./destination-picker";
import { NameField, useName } from "./name-field";

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
  const { ofError } = useKnowledgeMessage();
  const errorToast = useErrorToast();
  const create = useCreateFolder();
  const { name, setName, error, setError, checked } = useName("");
  const [parent, setParent] = useState<Destination>(initialParent);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = checked();
    if (!trimmed) return;
    create.mutate(
      { name: trimmed, category: TREE_CATEGORY, parentId: parent?.id ?? null },
      {
        onSuccess: (node) => {
          toast({ title: t("toasts.folderCreated") });
          onCreated(node);
        },
        onError: (err) => {
          setError(ofError(err));
          errorToast(err);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <NameField
        id="knowledge-folder-name"
        errorId="knowledge-folder-error"
        label={t("folder.name")}
        value={name}
        error={error}
        onChange={setName}
      />
      <DestinationPicker
        idPrefix="knowledge-folder-parent"
        label={t("folder.parent")}
        value={parent}
        onChange={setParent}
      />
      <FormFooter
        cancelLabel={t("common:cancel")}
        submitLabel={create.isPending ? t("folder.creating") : t("folder.create")}
        pending={create.isPending}
        onCancel={onCancel}
        icon={<FolderPlus aria-hidden="true" />}
      />
    </form>
  );
}
