import type { User } from "@shared/contracts/auth";
import { ChevronDown } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Button, type ButtonProps } from "@/components/ui/button";
import { lazyModule, useLazyOverlay } from "@/components/ui/lazy-overlay";
import { initials } from "@/lib/format";

// The menu itself (Radix DropdownMenu) loads once the page has been drawn: see components/ui/lazy-overlay.ts.
const accountMenu = lazyModule(() => import("./account-menu-overlay"));

function AccountButton({ user, name, ...props }: ButtonProps & { user: User; name: string }) {
  const { t } = useTranslation("shell");
  const { firstName, lastName } = user.profile;
  return (
    <Button
      variant="ghost"
      size="custom"
      className="h-10 gap-2 px-1.5 py-2 text-sm sm:px-2"
      aria-label={t("account.menu", { name })}
      {...props}
    >
      <Avatar>
        <AvatarFallback>{initials(firstName, lastName, user.email)}</AvatarFallback>
      </Avatar>
      <span className="hidden max-w-32 truncate text-sm font-medium xl:inline">{name}</span>
      <ChevronDown aria-hidden="true" className="hidden size-4 text-muted-foreground xl:inline" />
    </Button>
  );
}

export function AccountMenu({ user }: { user: User }) {
  const { overlay, defaultOpen, ref, triggerProps } = useLazyOverlay(accountMenu);
  const name = `${user.profile.firstName} ${user.profile.lastName}`.trim() || user.email;
  if (!overlay) {
    return (
      <AccountButton user={user} name={name} aria-haspopup="menu" aria-expanded={false} {...triggerProps} />
    );
  }
  return (
    <overlay.AccountMenuOverlay user={user} name={name} defaultOpen={defaultOpen} triggerRef={ref}>
      <AccountButton user={user} name={name} />
    </overlay.AccountMenuOverlay>
  );
}
