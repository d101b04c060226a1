import { z } from "zod";

export const dashboardStats = z.object({
  activeAgents: z.number().int(),
  consultations: z.number().int(),
  trainingsCompleted: z.number().int(),
  solutionsDeployed: z.number().int(),
});
export type DashboardStats = z.infer<typeof dashboardStats>;

export const activityType = z.enum(["service_used", "training_completed", "other"]);

export const activity = z.object({
  id: z.string(),
  type: activityType,
  /** The event kind behind the activity, so the client can word it in the user's language. */
  kind: z.string(),
  title: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type Activity = z.infer<typeof activity>;

export const serviceFamily = z.object({
  category: z.string(),
  agents: z.number().int(),
});

export const activities = z.array(activity);
