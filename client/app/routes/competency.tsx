import { Award } from "lucide-react";
import { PagePlaceholder } from "../page-placeholder";

export function CompetencyPage() {
  return <PagePlaceholder namespace="competency" icon={Award} />;
}
