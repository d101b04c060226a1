import { useErrorText } from "@/lib/api-errors";

// The upload routes share two codes; on these screens they mean the knowledge file.
const OVERRIDES = {
  unsupported_media_type: "knowledge_file_type",
  payload_too_large: "file_too_large",
} as const;

/** Words a contract rule's or the server's code in the reader's language (see useErrorText). */
export function useKnowledgeMessage() {
  return useErrorText({ generic: "knowledge:toasts.genericError", overrides: OVERRIDES });
}
