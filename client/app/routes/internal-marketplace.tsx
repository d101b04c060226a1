import { Users } from "lucide-react";
import { PagePlaceholder } from "../page-placeholder";

export function InternalMarketplacePage() {
  return <PagePlaceholder namespace="internal-marketplace" icon={Users} />;
}
