import { ALFA_SERVICE_ID } from "@shared/contracts/services";

/**
 * Where "Lancer" takes each seeded service, in one place: the part of Praxis that does its job, or
 * nowhere when the service is a tool outside Praxis (the launch is still counted, and the page says
 * plainly that the tool is external). An unknown service (one added later) is external until it
 * is given a place here.
 */
export type LaunchTarget =
  /** The Alfa assistant, a dialog of the services page. */
  | { kind: "assistant" }
  /** A page of Praxis: the keys name it in the services catalogue ("open.<page>"). */
  | { kind: "page"; href: string; page: LaunchPage }
  | { kind: "external" };

export type LaunchPage = "expert" | "simulator" | "deliverables" | "kanban" | "softSkills";

const page = (href: string, name: LaunchPage): LaunchTarget => ({ kind: "page", href, page: name });

export const LAUNCH_TARGETS: Record<string, LaunchTarget> = {
  [ALFA_SERVICE_ID]: { kind: "assistant" },
  // Consumer credit questions and regulatory watch: the Expert IA answers with its sources.
  "credit-advisor-bot": page("/llm-vertical", "expert"),
  "regulatory-watch": page("/llm-vertical", "expert"),
  // Rents, residual value, schedules: the financing simulator.
  "lease-pricing-software": page("/simulator", "simulator"),
  // The KYC sheet and the steering report are deliverable templates.
  "aml-kyc-regulation": page("/deliverables", "deliverables"),
  "steering-report-assistant": page("/deliverables", "deliverables"),
  // A migration project is run on the project board.
  "migration-planner": page("/kanban", "kanban"),
  // The soft-skills coaches: the knowledge base's Soft Skills category.
  "negotiation-coach": page(`/knowledge?category=${encodeURIComponent("Soft Skills")}`, "softSkills"),
  "client-communication-coach": page(
    `/knowledge?category=${encodeURIComponent("Soft Skills")}`,
    "softSkills",
  ),
};

export const launchTargetOf = (serviceId: string): LaunchTarget =>
  LAUNCH_TARGETS[serviceId] ?? { kind: "external" };
