import type { Board } from "@shared/contracts/kanban";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

/** A board's name as the reader sees it: "Mon tableau" for their own, "Tableau de X" otherwise. */
export function useBoardName() {
  const { t } = useTranslation("kanban");
  return (board: Board) => (board.isOwn ? t("board.mine") : t("board.of", { name: board.ownerName }));
}

export function BoardSwitcher({
  boards,
  value,
  onChange,
}: {
  boards: Board[];
  value: string;
  onChange: (boardId: string) => void;
}) {
  const { t } = useTranslation("kanban");
  const name = useBoardName();
  if (boards.length < 2) return null;
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor="board-switcher" className="sr-only">
        {t("board.label")}
      </Label>
      <NativeSelect
        id="board-switcher"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        fullWidth={false}
        className="max-w-80 min-w-48"
      >
        {boards.map((b) => (
          <option key={b.id} value={b.id}>
            {t("board.option", { name: name(b), role: t(`roles.${b.role}`) })}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
