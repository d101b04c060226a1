import { BookOpen, Bot, Calculator, GraduationCap, type LucideIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { SectionCard } from "@/components/ui/card";
import { knowledgeHref, servicesHref } from "@/lib/catalogue";

const TILES: { key: string; href: string; icon: LucideIcon }[] = [
  { key: "consultant", href: servicesHref("chatbot"), icon: Bot },
  { key: "training", href: "/training", icon: GraduationCap },
  { key: "simulator", href: "/simulator", icon: Calculator },
  { key: "knowledge", href: knowledgeHref(), icon: BookOpen },
];

export function QuickAccess() {
  const { t } = useTranslation("dashboard");
  return (
    <SectionCard title={t("quickAccess.title")}>
      <ul className="grid gap-3 sm:grid-cols-2">
        {TILES.map(({ key, href, icon: Icon }) => (
          <li key={key}>
            <Link
              href={href}
              className="group flex h-full items-start gap-3 rounded-lg border p-3 transition-colors outline-none hover:border-primary/50 hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
            >
              <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold">{t(`quickAccess.${key}.title`)}</span>
                <span className="block text-xs text-muted-foreground">
                  {t(`quickAccess.${key}.description`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
