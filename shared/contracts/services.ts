import { z } from "zod";

export const serviceCategory = z.enum([
  "chatbot",
  "platform",
  "solution",
  "software",
  "regulation",
  "soft-skills",
  "project-mgmt",
]);
export type ServiceCategory = z.infer<typeof serviceCategory>;

export const service = z.object({
  id: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  category: serviceCategory,
  color: z.string(),
  icon: z.string(),
  /** The tags as filtered by (French); `tagsEn` words each in English, at the same position. */
  tags: z.array(z.string()),
  tagsEn: z.array(z.string()),
  usageCount: z.number().int(),
  /** Scaled by 10: 47 is shown as 4.7 / 5. */
  rating: z.number().int(),
});
export type Service = z.infer<typeof service>;

export const servicesQuery = z.object({
  category: serviceCategory.optional(),
  tag: z.string().max(60).optional(),
});

export const useServiceBody = z.object({ userId: z.string().optional() }).default({});

/** The service that opens the Alfa assistant instead of an external tool. */
export const ALFA_SERVICE_ID = "alfa-assistant";
