import { detectLanguage } from "@shared/domain/language";
import type { ReactNode } from "react";

/**
 * Text a person wrote (a colleague's department, a review, a partner's description), shown as
 * written and marked with the language it is written in, so screen readers read it with the right
 * voice in either interface language.
 */
export function AsWritten({ text, className }: { text: string; className?: string }) {
  return (
    <span lang={detectLanguage(text)} className={className}>
      {text}
    </span>
  );
}

/** A person's name: the same in every language, and never machine-translated. */
export function PersonName({ children }: { children?: ReactNode }) {
  return <span translate="no">{children}</span>;
}
