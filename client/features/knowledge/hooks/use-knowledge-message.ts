import { useErrorText } from "@/lib/api-errors";

/** Words a contract rule's or the server's code in the reader's language (see useErrorText). */
export function useKnowledgeMessage() {
  return useErrorText({ generic: "knowledge:toasts.genericError" });
}
