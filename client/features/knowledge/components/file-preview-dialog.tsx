import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";
import { type NodeActions, NodePreview } from "./node-preview";

/** A file outside the tree's category (reached from a search result), opened over the page. */
export function FilePreviewDialog({
  fileId,
  actions,
  onClose,
}: {
  fileId: string;
  actions: NodeActions;
  onClose: () => void;
}) {
  const { t } = useTranslation("knowledge");
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t("preview.close")} size="4xl">
        <DialogTitle className="sr-only">{t("preview.label")}</DialogTitle>
        <NodePreview nodeId={fileId} actions={actions} />
      </DialogContent>
    </Dialog>
  );
}
