import type { LucideIcon } from "lucide-react";
import { Tabs } from "radix-ui";

const triggerClass =
  "inline-flex shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-md px-3 py-1.5 text-sm sm:gap-2 sm:px-4 font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-sm";

/**
 * The tab row of both marketplaces: each tab with its icon (hidden on a phone) and label;
 * `preload` starts loading a lazy tab's code when the pointer comes over its trigger.
 */
export function IconTabsList<T extends string>({
  label,
  tabs,
  icons,
  labelOf,
  preload,
}: {
  label: string;
  tabs: readonly T[];
  icons: Record<T, LucideIcon>;
  labelOf: (tab: T) => string;
  preload?: { tab: T; load: () => unknown };
}) {
  return (
    <Tabs.List
      aria-label={label}
      // One row on a phone: without their icons the labels fit; a longer one scrolls sideways, never wraps.
      className="flex w-full max-w-full gap-1 justify-self-start overflow-x-auto rounded-lg bg-muted p-1 sm:inline-flex sm:w-auto"
    >
      {tabs.map((value) => {
        const Icon: LucideIcon = icons[value];
        return (
          <Tabs.Trigger
            key={value}
            value={value}
            className={triggerClass}
            onPointerEnter={preload?.tab === value ? () => void preload.load() : undefined}
          >
            <Icon aria-hidden="true" className="hidden size-4 sm:block" />
            {labelOf(value)}
          </Tabs.Trigger>
        );
      })}
    </Tabs.List>
  );
}
