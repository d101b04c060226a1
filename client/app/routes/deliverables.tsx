import { FileText } from "lucide-react";
import { PagePlaceholder } from "../page-placeholder";

export function DeliverablesPage() {
  return <PagePlaceholder namespace="deliverables" icon={FileText} />;
}
