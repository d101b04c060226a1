import type { User } from "@shared/contracts/auth";
import { Mail } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Avatar, AvatarFallback } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Separator } from "@/components/ui/separator";
import { initials } from "@/lib/format";

/** Spec: the first 3 permissions are listed, the rest summed up as '+N autres'. */
const VISIBLE_PERMISSIONS = 3;
const ACCESS_ROLES = new Set(["user", "admin"]);

/** Business roles get a label; other role names (e.g. "user") are shown as stored. */
function useRoleLabel() {
  const { t } = useTranslation("auth");
  return (role: string) => t(`businessRoles.${role}`, { defaultValue: role });
}

export function ProfileCard({ user }: { user: User }) {
  const { t, i18n } = useTranslation("profile");
  const roleLabel = useRoleLabel();
  const english = i18n.language.startsWith("en");
  const { firstName, lastName } = user.profile;
  const fullName = `${firstName} ${lastName}`.trim() || user.email;
  // Access roles ("user", "admin") are shown through the business role; any other entry is an
  // organisational role assigned by an administrator, shown by its name.
  const roles = [
    ...new Set([
      ...[user.businessRole, ...user.roles.map((r) => r.businessRole)].map(roleLabel),
      ...user.roles.filter((r) => !ACCESS_ROLES.has(r.role)).map((r) => (english && r.roleEn) || r.role),
    ]),
  ];
  const shown = user.permissions.slice(0, VISIBLE_PERMISSIONS);
  const hidden = user.permissions.length - shown.length;

  return (
    <Card>
      <CardContent className="grid gap-5">
        <div className="flex flex-col items-center gap-3 text-center">
          <Avatar size="lg">
            <AvatarFallback>{initials(firstName, lastName, user.email)}</AvatarFallback>
          </Avatar>
          <div>
            <h2 className="text-lg font-semibold">{fullName}</h2>
            <p className="mt-1 flex items-center justify-center gap-1.5 text-sm text-muted-foreground">
              <Mail aria-hidden="true" className="size-4" />
              <span className="sr-only">{t("email")} </span>
              {user.email}
            </p>
          </div>
          {user.isDemo && <Badge variant="warning">{t("demoAccount")}</Badge>}
        </div>
        <Separator />
        <section aria-labelledby="profile-roles">
          <h3 id="profile-roles" className="mb-2 text-sm font-semibold">
            {t("roles")}
          </h3>
          <ul className="flex flex-wrap gap-2">
            {roles.map((role) => (
              <li key={role}>
                <Badge variant="info">{role}</Badge>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="profile-permissions">
          <h3 id="profile-permissions" className="mb-2 text-sm font-semibold">
            {t("permissions")}
          </h3>
          {user.permissions.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t("noPermissions")}</p>
          ) : (
            <ul className="flex flex-wrap gap-2">
              {shown.map((permission) => (
                <li key={permission}>
                  <Badge variant="secondary">
                    {t(`permissionNames.${permission}`, { defaultValue: permission.replaceAll("_", " ") })}
                  </Badge>
                </li>
              ))}
              {hidden > 0 && (
                <li>
                  <Badge variant="outline">{t("morePermissions", { count: hidden })}</Badge>
                </li>
              )}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
