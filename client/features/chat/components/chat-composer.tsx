import { MESSAGE_MAX } from "@shared/contracts/chat";
import { type ChatModel, estimateTokens, replyBudget } from "@shared/domain/tokens";
import { SendHorizontal, Square } from "lucide-react";
import { type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { formatNumber } from "@/lib/format";
import type { ChatController } from "../hooks/use-chat";

/**
 * The message box. Spec: Enter sends, Shift+Enter adds a line; sending needs a non-blank message
 * and no pending reply; the model is locked while a reply is pending. The draft's token estimate
 * and the model's reply budget are shown before sending.
 */
export function ChatComposer({
  chat,
  draft,
  onDraftChange,
  inputRef,
}: {
  chat: ChatController;
  draft: string;
  onDraftChange: (value: string) => void;
  inputRef?: React.Ref<HTMLTextAreaElement>;
}) {
  const { t, i18n } = useTranslation("chat");
  const ids = { input: useId(), model: useId(), hint: useId() };
  const [composing, setComposing] = useState(false);
  const canSend = draft.trim().length > 0 && !chat.pending;
  const tokens = estimateTokens(draft);

  const submit = () => {
    if (canSend && chat.send(draft)) onDraftChange("");
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // An IME composition (accents on some keyboards) also ends with Enter: that one is not a send.
    if (event.key === "Enter" && !event.shiftKey && !composing && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form
      className="grid gap-2 border-t bg-card p-3 sm:p-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={ids.input} className="sr-only">
        {t("composer.label")}
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={ids.input}
          ref={inputRef}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          onCompositionStart={() => setComposing(true)}
          onCompositionEnd={() => setComposing(false)}
          rows={2}
          maxLength={MESSAGE_MAX}
          placeholder={t("composer.placeholder")}
          aria-describedby={ids.hint}
          className="max-h-40 min-h-11 flex-1 resize-y rounded-lg border border-input bg-background px-3 py-2 text-sm text-foreground outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/30"
        />
        {chat.pending ? (
          // Distinct keys: reusing one <button> would let the click that stops a reply, once the
          // element has turned into the submit button, also send the draft.
          <Button
            key="stop"
            type="button"
            variant="destructive"
            onClick={(event) => {
              event.preventDefault();
              chat.stop();
            }}
            aria-label={t("composer.stop")}
          >
            <Square aria-hidden="true" className="fill-current" />
            <span className="hidden sm:inline">{t("composer.stopShort")}</span>
          </Button>
        ) : (
          <Button key="send" type="submit" disabled={!canSend} aria-label={t("composer.send")}>
            <SendHorizontal aria-hidden="true" />
            <span className="hidden sm:inline">{t("composer.sendShort")}</span>
          </Button>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-xs text-muted-foreground">
        <p id={ids.hint} className="flex flex-wrap gap-x-3 gap-y-1">
          <span>{t("composer.hint")}</span>
          <span className="tabular-nums" data-testid="token-estimate">
            {t("composer.estimate", { count: tokens, formatted: formatNumber(tokens, i18n.language) })}
          </span>
          <span className="tabular-nums" data-testid="reply-budget">
            {t("composer.budget", { formatted: formatNumber(replyBudget[chat.model], i18n.language) })}
          </span>
        </p>
        <div className="flex items-center gap-2">
          <label htmlFor={ids.model} className="font-medium text-foreground">
            {t("composer.model")}
          </label>
          <NativeSelect
            id={ids.model}
            value={chat.model}
            onChange={(event) => chat.setModel(event.target.value as ChatModel)}
            disabled={chat.pending}
            title={chat.pending ? t("composer.modelLocked") : undefined}
            fieldSize="sm"
            fullWidth={false}
            className="w-36"
          >
            {/* The budgets' keys are the models, in the contract's order; no zod needed here. */}
            {(Object.keys(replyBudget) as ChatModel[]).map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
    </form>
  );
}
