import { Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useLiveStreamId } from "@/features/live/use-live-events";
import { useBoardPresence } from "../api/presence";

/** "Also on this board: …": the other members who have the board open in a tab now. */
export function PresenceLine({ boardId }: { boardId: string | undefined }) {
  const { t, i18n } = useTranslation("kanban");
  const presence = useBoardPresence(boardId, useLiveStreamId());
  const names = (presence.data ?? []).map((p) => p.name);
  // Formatted only when someone is there: the page's first Intl formatter loads the locale's data
  // on the main thread, which the usual empty line need not wait for.
  const list =
    names.length > 0
      ? new Intl.ListFormat(i18n.language, { style: "long", type: "conjunction" }).format(names)
      : "";
  return (
    <p
      aria-live="polite"
      data-testid="board-presence"
      className="flex min-h-5 items-center gap-2 text-sm text-muted-foreground"
    >
      {names.length > 0 && (
        <>
          <Users aria-hidden="true" className="size-4 shrink-0" />
          {t("presence.others", { names: list, count: names.length })}
        </>
      )}
    </p>
  );
}
