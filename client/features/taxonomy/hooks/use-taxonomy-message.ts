import { useCallback } from "react";
import { errorCode, serverMessage, useErrorText } from "@/lib/api-errors";

/** Words a contract rule's or the server's code of this feature in the reader's language. */
export function useTaxonomyMessage() {
  const { word, ofError: byCode } = useErrorText({ generic: "taxonomy:toasts.genericError" });
  const ofError = useCallback(
    (error: unknown) =>
      // A refused deletion names the element and its links, worded by the server in the reader's
      // language (the catalogue's text says it in general).
      (errorCode(error) === "still_linked" && serverMessage(error)) || byCode(error),
    [byCode],
  );
  return { word, ofError };
}
