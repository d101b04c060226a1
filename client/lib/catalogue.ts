import type { TrainingTrack } from "@shared/contracts/training";
import {
  Banknote,
  Bot,
  Boxes,
  ClipboardList,
  FolderKanban,
  Handshake,
  HeartHandshake,
  Layers,
  type LucideIcon,
  Package,
  Scale,
  ShieldCheck,
  Workflow,
} from "lucide-react";

/**
 * The training tracks, in the order the training page shows them: the contract's enum as a plain
 * list, so the page does not download and evaluate zod and every schema to draw three headings.
 */
export const TRAINING_TRACKS = [
  "general",
  "credit",
  "regulation",
] as const satisfies readonly TrainingTrack[];

/**
 * The catalogue's vocabulary, shared by the shell, the dashboard and (later) the services and
 * knowledge pages so a category looks and links the same everywhere. Labels are in `common`.
 */
export const SERVICE_CATEGORIES = [
  "chatbot",
  "platform",
  "solution",
  "software",
  "regulation",
  "soft-skills",
  "project-mgmt",
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export const SERVICE_CATEGORY_ICONS: Record<ServiceCategory, LucideIcon> = {
  chatbot: Bot,
  platform: Layers,
  solution: Workflow,
  software: Package,
  regulation: Scale,
  "soft-skills": HeartHandshake,
  "project-mgmt": FolderKanban,
};

export const servicesHref = (category?: ServiceCategory) =>
  category ? `/services?category=${category}` : "/services";

/** Knowledge categories are addressed by their French name in the URL (spec route table). */
export const KNOWLEDGE_CATEGORIES = [
  { key: "credit", value: "Métiers du Crédit", icon: Banknote },
  { key: "software", value: "Progiciels & Solutions", icon: Boxes },
  { key: "regulation", value: "Réglementation", icon: ShieldCheck },
  { key: "softSkills", value: "Soft Skills", icon: Handshake },
  { key: "projectManagement", value: "Gestion de Projet", icon: ClipboardList },
] as const;

export const knowledgeHref = (category?: string) =>
  category ? `/knowledge?category=${encodeURIComponent(category)}` : "/knowledge";
