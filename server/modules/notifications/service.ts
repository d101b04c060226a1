import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { NotificationList } from "../../../shared/contracts/notifications";
import type { Language } from "../../../shared/domain/language";
import type { Db } from "../../db/client";
import { notifications } from "../../db/schema/notifications";
import { trainingTracks } from "../../db/seed/content/training-modules";
import { notFound } from "../../plugins/errors";

const LIST_LIMIT = 50;

/** Sends a notification to a user; other modules call this. */
export async function notify(
  db: Db,
  userId: string,
  kind: string,
  params: Record<string, string> = {},
  link: string | null = null,
) {
  await db.insert(notifications).values({ userId, kind, params, link });
}

/** The three unread notifications every new account starts with. */
export async function sendWelcome(db: Db, userId: string, firstName: string) {
  await db.insert(notifications).values([
    { userId, kind: "welcome", params: { firstName }, link: "/" },
    { userId, kind: "welcome_profile", params: {}, link: "/profile" },
    { userId, kind: "welcome_tour", params: {}, link: "/services" },
  ]);
}

/**
 * The parameters as the reader's language words them: a certificate is named by its track in that
 * language (notifications sent before the track was kept name it by its French title).
 */
function wordParams(kind: string, params: Record<string, string>, language: Language) {
  if (kind !== "certificate_earned") return params;
  const track = trainingTracks.find(
    (t) =>
      t.id === params.track || t.certificateTitle === params.title || t.certificateTitleEn === params.title,
  );
  if (!track) return params;
  return { ...params, title: language === "en" ? track.certificateTitleEn : track.certificateTitle };
}

/** The user's latest notifications, their parameters worded in the reader's language. */
export async function list(db: Db, userId: string, language: Language): Promise<NotificationList> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(LIST_LIMIT);
  const [{ unread }] = await db
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return {
    unread,
    items: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      params: wordParams(r.kind, r.params, language),
      link: r.link,
      read: r.readAt !== null,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export async function markRead(db: Db, userId: string, id: string, now: Date) {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.id, id), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (rows.length === 0) throw notFound("notification");
}

export async function markAllRead(db: Db, userId: string, now: Date) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}
