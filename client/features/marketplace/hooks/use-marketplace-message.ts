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
  "Le nom du fournisseur est requis": "errors.providerRequired",
  "Le texte est trop long": "errors.textTooLong",
  "Choisissez un marché": "errors.marketRequired",
  "Choisissez un type": "errors.typeRequired",
  "Choisissez un modèle de prix": "errors.pricingRequired",
  "Le prix doit être un nombre": "errors.priceNumber",
  "Le prix doit être positif ou nul": "errors.pricePositive",
  "Le prix est trop élevé": "errors.priceTooHigh",
  "Une étiquette est trop longue": "errors.tagTooLong",
  "12 étiquettes au plus": "errors.tooManyTags",
  "Le motif du refus est requis": "errors.reasonRequired",
  "Le motif est trop long": "errors.reasonTooLong",
  "Réservé aux administrateurs": "errors.adminOnly",
  "Cette soumission a déjà reçu cette décision": "errors.alreadyDecided",
  "Seuls l'auteur et les administrateurs peuvent modifier cette soumission": "errors.notOwner",
};

/** Words a French contract or server message in the reader's language. */
export function useMarketplaceMessage() {
  const { t } = useTranslation("marketplace");
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
    (error: unknown) => word(serverMessage(error)) || t("errors.generic"),
    [t, word],
  );
  return { word, ofError };
}
