import {
  Award,
  BrainCircuit,
  ChartColumn,
  FileText,
  type LucideIcon,
  Network,
  Plus,
  SquareKanban,
  Store,
  Upload,
  Users,
} from "lucide-react";
import { createContext, type ReactElement, type ReactNode, use } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearch } from "wouter";
import { Badge } from "@/components/ui/badge";
import {
  KNOWLEDGE_CATEGORIES,
  knowledgeHref,
  SERVICE_CATEGORY_ICONS,
  type ServiceCategory,
  servicesHref,
} from "@/lib/catalogue";
import { cn } from "@/lib/cn";

/** Spec section 9: static counts shown beside the three solution families. */
const FAMILIES = [
  { category: "chatbot", count: 12 },
  { category: "platform", count: 8 },
  { category: "solution", count: 5 },
] as const;
const EXTRA_CATEGORIES = ["software", "regulation", "soft-skills", "project-mgmt"] as const;

type BadgeKind = "collab" | "expert" | "admin";
const PRO_FEATURES: { key: string; href: string; icon: LucideIcon; badge?: BadgeKind; admin?: boolean }[] = [
  { key: "deliverables", href: "/deliverables", icon: FileText },
  { key: "kanban", href: "/kanban", icon: SquareKanban },
  { key: "analytics", href: "/analytics", icon: ChartColumn },
  { key: "competency", href: "/competency", icon: Award },
  { key: "marketplace", href: "/marketplace", icon: Store },
  { key: "internalMarketplace", href: "/internal-marketplace", icon: Users, badge: "collab" },
  { key: "llmVertical", href: "/llm-vertical", icon: BrainCircuit, badge: "expert" },
  { key: "adminTaxonomy", href: "/admin/taxonomy", icon: Network, badge: "admin", admin: true },
];
const BADGE_VARIANT = { collab: "success", expert: "violet", admin: "warning" } as const;

/** True when `href` (path plus optional query) is the page being shown. */
function useIsCurrent() {
  const [path] = useLocation();
  const search = new URLSearchParams(useSearch());
  return (href: string) => {
    const [hrefPath, hrefQuery] = href.split("?");
    if (hrefPath !== path) return false;
    const wanted = new URLSearchParams(hrefQuery ?? "");
    return [...wanted].every(([key, value]) => search.get(key) === value);
  };
}

function Section({ title, collapsed, children }: { title: string; collapsed: boolean; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h2
        className={cn(
          "px-3 pt-4 pb-1 text-[11px] font-semibold tracking-wider text-muted-foreground uppercase",
          collapsed && "sr-only",
        )}
      >
        {title}
      </h2>
      {collapsed && <div aria-hidden="true" className="mx-3 my-2 h-px bg-border" />}
      <ul className="flex flex-col gap-0.5">{children}</ul>
    </div>
  );
}

/** The tooltips' module (Radix Tooltip), loaded when the sidebar collapses: see ./app-shell.tsx. */
export type NavTooltips = typeof import("./nav-tooltip");
/** Set in the collapsed sidebar, once the tooltips have loaded. */
const TooltipsContext = createContext<NavTooltips | undefined>(undefined);

function WithTooltip({ label, children }: { label: string; children: ReactElement }) {
  const tooltips = use(TooltipsContext);
  if (!tooltips) return children;
  return <tooltips.NavTooltip label={label}>{children}</tooltips.NavTooltip>;
}

const itemClass = (current: boolean, collapsed: boolean) =>
  cn(
    "flex w-full items-center gap-3 rounded-md py-2 text-sm transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring",
    current
      ? "bg-accent font-medium text-accent-foreground"
      : "text-slate-700 hover:bg-muted hover:text-foreground dark:text-slate-300",
    collapsed ? "justify-center" : "px-3",
  );

function NavItem({
  href,
  icon: Icon,
  label,
  collapsed,
  onNavigate,
  trailing,
}: {
  href: string;
  icon: LucideIcon;
  label: string;
  collapsed: boolean;
  onNavigate?: () => void;
  trailing?: ReactNode;
}) {
  const isCurrent = useIsCurrent();
  const current = isCurrent(href);
  return (
    <li>
      <WithTooltip label={label}>
        <Link
          href={href}
          onClick={onNavigate}
          aria-current={current ? "page" : undefined}
          className={itemClass(current, collapsed)}
        >
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          <span className={cn("flex-1 truncate", collapsed && "sr-only")}>{label}</span>
          {!collapsed && trailing}
        </Link>
      </WithTooltip>
    </li>
  );
}

export function SidebarNav({
  collapsed,
  isAdmin,
  onNavigate,
  tooltips,
}: {
  collapsed: boolean;
  isAdmin: boolean;
  /** Called after a link is followed (closes the mobile drawer). */
  onNavigate?: () => void;
  /** Collapsed, each entry shows its name in a tooltip, once this module is there. */
  tooltips?: NavTooltips;
}) {
  const { t } = useTranslation(["shell", "common"]);
  const [, navigate] = useLocation();
  const go = (href: string) => {
    navigate(href);
    onNavigate?.();
  };

  const serviceItem = (category: ServiceCategory, trailing?: ReactNode) => (
    <NavItem
      key={category}
      href={servicesHref(category)}
      icon={SERVICE_CATEGORY_ICONS[category]}
      label={t(`common:serviceCategories.${category}`)}
      collapsed={collapsed}
      onNavigate={onNavigate}
      trailing={trailing}
    />
  );

  const entries = (
    <div className="flex flex-col gap-1 px-2 pb-6">
      <Section title={t("sidebar.families")} collapsed={collapsed}>
        {FAMILIES.map(({ category, count }) =>
          serviceItem(
            category,
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium tabular-nums text-muted-foreground">
              <span className="sr-only">{t("sidebar.servicesCount", { count })}</span>
              <span aria-hidden="true">{count}</span>
            </span>,
          ),
        )}
      </Section>
      <Section title={t("sidebar.categories")} collapsed={collapsed}>
        {EXTRA_CATEGORIES.map((category) => serviceItem(category))}
      </Section>
      <Section title={t("sidebar.knowledge")} collapsed={collapsed}>
        {KNOWLEDGE_CATEGORIES.map(({ key, value, icon }) => (
          <NavItem
            key={key}
            href={knowledgeHref(value)}
            icon={icon}
            label={t(`common:knowledgeCategories.${key}`)}
            collapsed={collapsed}
            onNavigate={onNavigate}
          />
        ))}
      </Section>
      <Section title={t("sidebar.pro")} collapsed={collapsed}>
        {PRO_FEATURES.filter((item) => !item.admin || isAdmin).map(({ key, href, icon, badge }) => (
          <NavItem
            key={key}
            href={href}
            icon={icon}
            label={t(`sidebar.proItems.${key}`)}
            collapsed={collapsed}
            onNavigate={onNavigate}
            trailing={badge && <Badge variant={BADGE_VARIANT[badge]}>{t(`sidebar.badges.${badge}`)}</Badge>}
          />
        ))}
      </Section>
      <Section title={t("sidebar.quickActions")} collapsed={collapsed}>
        {(
          [
            // Creating agents arrives with that feature; until then it opens the page where it will
            // live. Importing opens the knowledge base's add dialog on its upload tab.
            { key: "newAgent", href: "/internal-marketplace?tab=contribute&type=agent", icon: Plus },
            { key: "importKnowledge", href: "/knowledge?import=1", icon: Upload },
          ] as const
        ).map(({ key, href, icon: Icon }) => {
          const label = t(`sidebar.actions.${key}`);
          return (
            <li key={key}>
              <WithTooltip label={label}>
                <button type="button" onClick={() => go(href)} className={itemClass(false, collapsed)}>
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  <span className={cn("flex-1 truncate text-left", collapsed && "sr-only")}>{label}</span>
                </button>
              </WithTooltip>
            </li>
          );
        })}
      </Section>
    </div>
  );
  const active = collapsed ? tooltips : undefined;
  if (!active) return entries;
  return (
    <active.NavTooltipProvider>
      <TooltipsContext value={active}>{entries}</TooltipsContext>
    </active.NavTooltipProvider>
  );
}
