import { useErrorText } from "@/lib/api-errors";

/** Words a contract rule's or the server's code in the reader's language (see useErrorText). */
export function useInternalMarketplaceMessage() {
  return useErrorText({ generic: "internal-marketplace:errors.generic" });
}
