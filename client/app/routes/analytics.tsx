import { ChartColumn } from "lucide-react";
import { PagePlaceholder } from "../page-placeholder";

export function AnalyticsPage() {
  return <PagePlaceholder namespace="analytics" icon={ChartColumn} />;
}
