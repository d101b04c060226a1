import type { KnowledgeCategory, KnowledgeItem, KnowledgeNode } from "@shared/contracts/knowledge";
import { FilePlus2, FolderPlus, Upload } from "lucide-react";
import { Tabs } from "radix-ui";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { useCreateItem } from "../api/create-item";
import { useErrorToast } from "../hooks/use-knowledge-message";
import type { Destination } from "./destination-picker";
import { FolderForm } from "./folder-form";
import { LazyItemForm } from "./lazy-item-form";
import { UploadForm } from "./upload-form";

export type AddTab = "article" | "file" | "folder";
const TABS = [
  { value: "article", icon: FilePlus2 },
  { value: "file", icon: Upload },
  { value: "folder", icon: FolderPlus },
] as const;

/** 'Add Knowledge': write an item, upload a document into a folder, or create a folder. */
export function AddKnowledgeDialog({
  open,
  tab,
  onTabChange,
  onClose,
  category,
  destination,
  onItemCreated,
  onFileUploaded,
  onFolderCreated,
}: {
  open: boolean;
  tab: AddTab;
  onTabChange: (tab: AddTab) => void;
  onClose: () => void;
  /** Preselected for a new item: the category being browsed. */
  category: KnowledgeCategory;
  /** Preselected folder for uploads and new folders. */
  destination: Destination;
  onItemCreated: (item: KnowledgeItem) => void;
  onFileUploaded: (node: KnowledgeNode) => void;
  onFolderCreated: (node: KnowledgeNode) => void;
}) {
  const { t } = useTranslation(["knowledge", "common"]);
  const create = useCreateItem();
  const errorToast = useErrorToast();

  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t("common:close")} size="2xl">
        <DialogHeader>
          <DialogTitle>{t("add_dialog.title")}</DialogTitle>
          <DialogDescription>{t("add_dialog.description")}</DialogDescription>
        </DialogHeader>
        <Tabs.Root value={tab} onValueChange={(value) => onTabChange(value as AddTab)} className="grid gap-5">
          <Tabs.List
            aria-label={t("add_dialog.title")}
            className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1"
          >
            {TABS.map(({ value, icon: Icon }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="inline-flex items-center justify-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm"
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(`add_dialog.tabs.${value}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="article" className="outline-none">
            <LazyItemForm
              idPrefix="knowledge-new"
              defaultValues={{ title: "", description: "", category, content: "", status: "review" }}
              submitLabel={t("form.create")}
              pendingLabel={t("form.creating")}
              pending={create.isPending}
              onCancel={onClose}
              onSubmit={(body) =>
                create.mutateAsync(body, {
                  onSuccess: (item) => {
                    toast({ title: t("toasts.itemCreated") });
                    onItemCreated(item);
                  },
                  onError: errorToast,
                })
              }
            />
          </Tabs.Content>
          <Tabs.Content value="file" className="outline-none">
            <UploadForm initialDestination={destination} onUploaded={onFileUploaded} onCancel={onClose} />
          </Tabs.Content>
          <Tabs.Content value="folder" className="outline-none">
            <FolderForm initialParent={destination} onCreated={onFolderCreated} onCancel={onClose} />
          </Tabs.Content>
        </Tabs.Root>
      </DialogContent>
    </Dialog>
  );
}
