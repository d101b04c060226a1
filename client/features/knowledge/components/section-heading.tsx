import type { LucideIcon } from "lucide-react";

/** The heading of a part of the knowledge page: its icon and title (`id` names the section), then a line that says what it holds. */
export function SectionHeading({
  id,
  icon: Icon,
  title,
  description,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
}) {
  return (
    <div>
      <h2 id={id} className="flex items-center gap-2 text-lg font-semibold">
        <Icon aria-hidden="true" className="size-5 text-primary" />
        {title}
      </h2>
      <p className="text-sm text-muted-foreground">{description}</p>
    </div>
  );
}
