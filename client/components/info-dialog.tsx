import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";

/**
 * A dialog that informs or sets preferences that apply at once: a title (after an optional icon),
 * its description, `children`, and one button that closes it.
 */
export function InfoDialog({
  open,
  onOpenChange,
  title,
  icon,
  description,
  closeLabel,
  doneLabel,
  size,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  icon?: ReactNode;
  description: string;
  /** The corner close button's accessible name. */
  closeLabel: string;
  /** The footer button's text. */
  doneLabel: string;
  size?: ComponentProps<typeof DialogContent>["size"];
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={closeLabel} size={size} className={className}>
        <DialogHeader>
          <DialogTitle className={icon ? "flex items-center gap-2" : undefined}>
            {icon}
            {title}
          </DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button>{doneLabel}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
