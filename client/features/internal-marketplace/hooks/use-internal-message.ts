import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { serverMessage } from "@/lib/api-errors";
import { useValidationMessage } from "@/lib/validation-message";

// The contract and the server word these in French; this feature's catalogue words them in the
// reader's language. Messages the shared validation catalogue knows fall through to it.
const KEYS: Record<string, string> = {
  "Le nom de la solution est requis": "errors.nameRequired",
  "Le nom est trop long": "errors.nameTooLong",
  "La description est requise": "errors.descriptionRequired",
  "La description est trop longue": "errors.descriptionTooLong",
  "Choisissez une catégorie": "errors.categoryRequired",
  "Choisissez un type": "errors.typeRequired",
  "La sous-catégorie est trop longue": "errors.subcategoryTooLong",
  "Une étiquette est trop longue": "errors.tagTooLong",
  "12 étiquettes au plus": "errors.tooManyTags",
  "La version doit être au format 1.0.0": "errors.version",
  "Le lien est trop long": "errors.linkTooLong",
  "Le lien doit être une adresse web valide (https://…)": "errors.link",
  "Ajoutez un fichier ou un lien": "errors.artefactRequired",
  "Le fichier dépasse 10 Mo": "errors.fileTooLarge",
  "La note doit être comprise entre 1 et 5": "errors.rating",
  "Le commentaire est trop long": "errors.commentTooLong",
  "Vous ne pouvez pas noter votre propre solution": "errors.ownItem",
  "Le motif du refus est requis": "errors.reasonRequired",
  "Le motif est trop long": "errors.reasonTooLong",
  "Réservé aux administrateurs": "errors.adminOnly",
  "Cette contribution a déjà reçu cette décision": "errors.alreadyDecided",
  "Seuls l'auteur et les administrateurs peuvent modifier cette contribution": "errors.notOwner",
};

/** Words a French contract or server message in the reader's language. */
export function useInternalMessage() {
  const { t } = useTranslation("internal-marketplace");
  const validation = useValidationMessage();
  const word = useCallback(
    (message: string | undefined) => {
      if (!message) return "";
      if (message.startsWith("Format de fichier non pris en charge")) return t("errors.fileType");
      const key = KEYS[message];
      return key ? t(key) : validation(message);
    },
    [t, validation],
  );
  /** The text of a failed request: the server's message when it sent one, else a generic line. */
  const ofError = useCallback(
    (error: unknown) => word(serverMessage(error)) || t("errors.generic"),
    [t, word],
  );
  return { word, ofError };
}
