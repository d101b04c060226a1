import { InFrench } from "@/components/in-french";
import { Badge } from "@/components/ui/badge";

/** A category's badge, marked when it is French for an English reader. */
export function CategoryBadge({ category, fallback }: { category: string; fallback?: boolean }) {
  return (
    <span className="flex items-center gap-1">
      <Badge variant="outline">{category}</Badge>
      {fallback && <InFrench />}
    </span>
  );
}
