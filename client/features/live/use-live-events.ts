import { LIVE_LIMITS, type LiveEvent } from "@shared/contracts/live";
import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "@/components/ui/use-toast";
import { ME_QUERY_KEY } from "@/features/auth/api/get-me";
import { BOARDS_KEY } from "@/features/kanban/api/get-boards";
import { membersKey } from "@/features/kanban/api/get-members";
import { MY_INVITATIONS_KEY } from "@/features/kanban/api/get-my-invitations";
import { tasksKey } from "@/features/kanban/api/get-tasks";
import { presenceKey } from "@/features/kanban/api/presence";
import { NOTIFICATIONS_QUERY_KEY } from "@/features/notifications/api/get-notifications";

const EVENT_TYPES: LiveEvent["type"][] = [
  "ready",
  "task.created",
  "task.updated",
  "task.moved",
  "task.deleted",
  "member.added",
  "member.removed",
  "member.role_changed",
  "invitation.received",
  "notification.created",
  "notification.read",
  "moderation.changed",
  "presence.changed",
  "session.ended",
];
const RETRY_MAX_MS = 30_000;

// The id of this tab's open stream (null while disconnected): presence is declared with it.
let streamId: string | null = null;
const streamListeners = new Set<() => void>();
function setStreamId(id: string | null) {
  streamId = id;
  for (const l of streamListeners) l();
}

/** This tab's event stream id, once connected (it changes after a reconnection). */
export function useLiveStreamId() {
  return useSyncExternalStore(
    (listener) => {
      streamListeners.add(listener);
      return () => streamListeners.delete(listener);
    },
    () => streamId,
  );
}

const startsWith = (prefix: string) => (q: { queryKey: readonly unknown[] }) =>
  typeof q.queryKey[0] === "string" && q.queryKey[0].startsWith(prefix);

/** What a tab may have missed while its stream was down: everything the stream keeps fresh. */
function refetchAll(qc: QueryClient) {
  void qc.invalidateQueries({ predicate: startsWith("/api/kanban") });
  void qc.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
}

/** Brings the queries an event names up to date (TanStack Query refetches the ones on screen). */
function apply(qc: QueryClient, event: LiveEvent, onInvitation: () => void) {
  switch (event.type) {
    case "task.created":
    case "task.updated":
    case "task.moved":
    case "task.deleted":
      void qc.invalidateQueries({ queryKey: tasksKey(event.boardId) });
      return;
    case "member.added":
    case "member.removed":
    case "member.role_changed":
      void qc.invalidateQueries({ queryKey: membersKey(event.boardId) });
      void qc.invalidateQueries({ queryKey: tasksKey(event.boardId) });
      void qc.invalidateQueries({ queryKey: BOARDS_KEY, exact: true });
      return;
    case "invitation.received":
      void qc.invalidateQueries({ queryKey: MY_INVITATIONS_KEY });
      onInvitation();
      return;
    case "notification.created":
    case "notification.read":
      void qc.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
      return;
    case "presence.changed":
      void qc.invalidateQueries({ queryKey: presenceKey(event.boardId) });
      return;
    case "moderation.changed":
      void qc.invalidateQueries({ predicate: startsWith(`/api/${event.queue}`) });
      return;
    case "session.ended":
      // The me query answers 401 and the app shows the login page.
      void qc.invalidateQueries({ queryKey: ME_QUERY_KEY });
      return;
  }
}

/**
 * The tab's event stream (`GET /api/events`): what other members, admins or the user's other tabs
 * change shows here without a reload. After a dropped connection it reconnects with back-off and
 * refetches what it may have missed.
 */
export function useLiveEvents() {
  const qc = useQueryClient();
  const { t } = useTranslation("live");
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    let source: EventSource | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay: number = LIVE_LIMITS.retryMs;
    let dropped = false;
    let stopped = false;
    const onInvitation = () => toast({ title: t("invitation.title"), description: t("invitation.body") });
    const connect = () => {
      source = new EventSource("/api/events");
      const listener = (e: MessageEvent<string>) => {
        const event = JSON.parse(e.data) as LiveEvent;
        if (event.type === "ready") {
          setStreamId(event.streamId);
          delay = LIVE_LIMITS.retryMs;
          if (dropped) refetchAll(qc);
          dropped = false;
          return;
        }
        if (event.type === "session.ended") stopped = true;
        apply(qc, event, onInvitation);
      };
      for (const type of EVENT_TYPES) source.addEventListener(type, listener as EventListener);
      source.onerror = () => {
        // Reconnected by hand, with a growing delay, rather than by the browser at a fixed pace.
        source?.close();
        setStreamId(null);
        dropped = true;
        if (stopped) return;
        timer = setTimeout(connect, delay);
        delay = Math.min(delay * 2, RETRY_MAX_MS);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
      setStreamId(null);
    };
  }, [qc, t]);
}
