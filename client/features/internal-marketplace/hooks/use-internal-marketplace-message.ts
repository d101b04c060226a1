import { useErrorText } from "@/lib/api-errors";

// The upload routes share two codes; on this screen they mean the contribution's file.
const OVERRIDES = { unsupported_media_type: "artefact_type", payload_too_large: "file_too_large" } as const;

/** Words a contract rule's or the server's code in the reader's language (see useErrorText). */
export function useInternalMarketplaceMessage() {
  return useErrorText({ generic: "internal-marketplace:errors.generic", overrides: OVERRIDES });
}
