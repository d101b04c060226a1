import { z } from "zod";

export const notification = z.object({
  id: z.string(),
  /** Stable kind; the client words it from the notifications catalogue with `params`. */
  kind: z.string(),
  params: z.record(z.string(), z.string()),
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notification>;

export const notificationList = z.object({
  items: z.array(notification),
  unread: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationList>;
