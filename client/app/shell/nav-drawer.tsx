import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";
import { BrandLogo } from "../brand-logo";
import { MainLinks } from "./header";
import { SidebarNav } from "./sidebar-nav";

/** The small-screen drawer: the main links and the sidebar, over the page. */
export function NavDrawer({
  open,
  onOpenChange,
  isAdmin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isAdmin: boolean;
}) {
  const { t } = useTranslation(["shell", "common"]);
  const close = () => onOpenChange(false);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t("common:close")}
        side="left"
        layout="custom"
        className="grid overflow-y-auto"
      >
        <DialogTitle className="flex h-16 items-center border-b px-4">
          <BrandLogo />
        </DialogTitle>
        <nav aria-label={t("sidebar.label")} className="overflow-y-auto">
          <MainLinks onNavigate={close} />
          <SidebarNav collapsed={false} isAdmin={isAdmin} onNavigate={close} />
        </nav>
      </DialogContent>
    </Dialog>
  );
}
