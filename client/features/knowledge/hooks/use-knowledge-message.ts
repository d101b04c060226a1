import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "@/lib/api-errors";
import { useValidationMessage } from "@/lib/validation-message";

// The contract and the server word these in French; this feature's catalogue words them in the
// reader's language (the shared validation catalogue maps "Le nom est requis" to a person's name).
const KEYS: Record<string, string> = {
  "Le titre est requis": "form.errors.titleRequired",
  "Le nom est requis": "form.errors.nameRequired",
  "Le contenu est trop long": "form.errors.contentTooLong",
  "Catégorie inconnue": "form.errors.unknownCategory",
  "Le fichier dépasse 10 Mo": "upload.tooLarge",
  "Type de fichier non pris en charge : .md, .txt, .html, .pdf, .docx, .png ou .jpg uniquement":
    "upload.badType",
  "L'image est trop grande pour être lue (40 millions de pixels au plus)": "upload.imageTooLarge",
  "Le texte de ce fichier n'est pas à relire": "preview.ocr.notFailed",
  "Seuls l'auteur et les administrateurs peuvent modifier cet élément": "toasts.forbidden",
};

/** Words a French contract or server message for this feature, falling back to the shared catalogue. */
export function useKnowledgeMessage() {
  const { t } = useTranslation("knowledge");
  const validation = useValidationMessage();
  const word = useCallback(
    (message: string | undefined) => {
      if (!message) return "";
      const key = KEYS[message];
      return key ? t(key) : validation(message);
    },
    [t, validation],
  );
  /** The text of a failed request: the server's message when it sent one, else a generic line. */
  const ofError = useCallback(
    (error: unknown) => word(serverMessage(error)) || t("toasts.genericError"),
    [t, word],
  );
  return { word, ofError };
}
