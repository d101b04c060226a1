import { type AskedQuestion, asked } from "../types";

/** Questions consultants ask about the Alfa platform, each with the article that answers it, written from the articles' text. */
export const askedAlfa2: AskedQuestion[] = [
  // alfa-collections-queues-buckets
  asked(
    "fr",
    "un impayé vieux de 45 jours, il tombe dans quelle tranche B1 B2 B3 ?",
    "alfa-collections-queues-buckets",
  ),
  asked(
    "fr",
    "c'est qui qui peut redistribuer les dossiers d'impayés d'un collègue en arrêt maladie ?",
    "alfa-collections-queues-buckets",
  ),
  asked(
    "en",
    "How does the system rank the overdue files in my work list, what pushes one to the top?",
    "alfa-collections-queues-buckets",
  ),
  asked(
    "en",
    "Customer just caught up on everything he owed, when does his file drop out of my list?",
    "alfa-collections-queues-buckets",
  ),
  // alfa-dunning-letters
  asked(
    "fr",
    "client pro qui paie pas : au bout de combien de jours part le recomandé AR qui annonce la résiliation ?",
    "alfa-dunning-letters",
  ),
  asked(
    "fr",
    "pourquoi aucun courrier de rappel n'est parti alors que le client doit 10 € ?",
    "alfa-dunning-letters",
  ),
  asked(
    "en",
    "Reminder letter stuck as not sent with DUN-006, what am I supposed to do?",
    "alfa-dunning-letters",
  ),
  asked(
    "en",
    "We have a dispute open with this customer, will the system keep chasing him by letter anyway?",
    "alfa-dunning-letters",
  ),
  // alfa-promise-to-pay
  asked(
    "fr",
    "le client m'a juré qu'il réglait le 20, on continue à le relancer d'ici là ?",
    "alfa-promise-to-pay",
  ),
  asked(
    "fr",
    "Il a déjà planté deux fois ses engagements de règlement, je peux encore lui en saisir un troisième ?",
    "alfa-promise-to-pay",
  ),
  asked(
    "en",
    "Customer can't clear the arrears in one go: can we spread them over the coming months on top of his normal rentals?",
    "alfa-promise-to-pay",
  ),
  asked(
    "en",
    "what happens if they miss a single instalment of their catch-up arrangement?",
    "alfa-promise-to-pay",
  ),
  // alfa-repossession
  asked(
    "fr",
    "contrat résilié pour impayés et le client refuse de rendre le camion, quelle procédure on lance ?",
    "alfa-repossession",
  ),
  asked(
    "fr",
    "Après la vente aux enchères du véhicule récupéré, le reste dû est facturé à qui et comment on le calcule ?",
    "alfa-repossession",
  ),
  asked(
    "en",
    "REP-010 when we go to pick up the car, it's sitting at the pound. How do we get it out?",
    "alfa-repossession",
  ),
  asked(
    "en",
    "what do I have to log once the recovery agent has actually collected the vehicle?",
    "alfa-repossession",
  ),
  // alfa-insolvency-write-off
  asked(
    "fr",
    "on est toujours propriétaire du matériel loué, à côté de la déclaration de créance il faut lancer quoi ?",
    "alfa-insolvency-write-off",
  ),
  asked(
    "fr",
    "Liquidation clôturée pour insuffisance d'actif : comment je passe le dossier en perte dans Alfa ?",
    "alfa-insolvency-write-off",
  ),
  asked(
    "en",
    "One of our business customers has gone into receivership, do the direct debits keep running on his other contracts?",
    "alfa-insolvency-write-off",
  ),
  asked(
    "en",
    "Since we still own the kit, is filing the claim with the administrator enough or should we do something else too?",
    "alfa-insolvency-write-off",
  ),
  // alfa-end-of-lease-options
  asked(
    "fr",
    "combien de temps avant la dernière échéance le client reçoit le courrier qui lui présente ses choix ?",
    "alfa-end-of-lease-options",
  ),
  asked(
    "fr",
    "En LLD, si le client ne répond rien à la date de fin, il se passe quoi ?",
    "alfa-end-of-lease-options",
  ),
  asked(
    "en",
    "Where can sales see which deals are finishing over the next few months so they can pitch a replacement?",
    "alfa-end-of-lease-options",
  ),
  asked(
    "en",
    "At term my customer wants to trade his old machine in for a new one, is that one of the choices we give him?",
    "alfa-end-of-lease-options",
  ),
  // alfa-asset-return-inspection
  asked(
    "fr",
    "comment on calcule les km en trop quand le client ramène la voiture ?",
    "alfa-asset-return-inspection",
  ),
  asked(
    "fr",
    "Le client conteste les frais de remise en état après le PV de restitution, il a combien de jours pour râler ?",
    "alfa-asset-return-inspection",
  ),
  asked(
    "en",
    "Getting RTN-005 when I key in the odometer on the hand-back, it says it's below the previous reading. Any idea?",
    "alfa-asset-return-inspection",
  ),
  asked(
    "en",
    "car came back with way fewer miles than contracted, does the lessee get any money back?",
    "alfa-asset-return-inspection",
  ),
  // alfa-purchase-option-exercise
  asked(
    "fr",
    "mon client en CBM veut acheter le bien en fin de contrat mais il a encore deux loyers impayés, ça passe ?",
    "alfa-purchase-option-exercise",
  ),
  asked(
    "fr",
    "Le gérant veut racheter la machine à titre perso à la place de sa société, c'est faisable ?",
    "alfa-purchase-option-exercise",
  ),
  asked(
    "en",
    "Once the buyout is validated, what paperwork does the customer need so he can register the car in his own name?",
    "alfa-purchase-option-exercise",
  ),
  asked(
    "en",
    "how is the buyout price at term worked out, is it just the RV?",
    "alfa-purchase-option-exercise",
  ),
  // alfa-lease-extension-secondary-rental
  asked(
    "fr",
    "bien complètement amorti que le client garde après la fin du bail, on lui facture quoi ?",
    "alfa-lease-extension-secondary-rental",
  ),
  asked(
    "fr",
    "On prolonge un crédit-bail de 6 mois : l'assurance et l'entretien suivent tout seuls ?",
    "alfa-lease-extension-secondary-rental",
  ),
  asked(
    "en",
    "Got an EXT-003 warning after adding a few months to a finance lease, what does it want from me?",
    "alfa-lease-extension-secondary-rental",
  ),
  asked(
    "en",
    "Customer never told us what he wanted at term and the product allows tacit renewal: which job creates the extra periods?",
    "alfa-lease-extension-secondary-rental",
  ),
  // alfa-remarketing-resale
  asked(
    "fr",
    "une voiture restituée qui traîne en stock depuis 4 mois, ça déclenche quelque chose ?",
    "alfa-remarketing-resale",
  ),
  asked(
    "fr",
    "est-ce qu'on a le droit de vendre un véhicule repris à un salarié de la boîte ?",
    "alfa-remarketing-resale",
  ),
  asked(
    "en",
    "How do we figure out whether we made or lost money when reselling a returned asset?",
    "alfa-remarketing-resale",
  ),
  asked(
    "en",
    "We've got a returned excavator on our hands. Auction is the only way to sell it, or are there other routes?",
    "alfa-remarketing-resale",
  ),
  // alfa-gl-posting-engine
  asked(
    "fr",
    "rejet ACC-215 sur des écritures parce que la période est fermée, elles atterrissent où ?",
    "alfa-gl-posting-engine",
  ),
  asked(
    "fr",
    "Où est-ce qu'on définit quels comptes sont débités et crédités quand un encaissement arrive, par produit ?",
    "alfa-gl-posting-engine",
  ),
  asked("en", "What exactly is in the file we send to the ERP ledger every night?", "alfa-gl-posting-engine"),
  asked(
    "en",
    "If an entry bounced for a missing account and we fix the setup, will it get posted twice at the next run?",
    "alfa-gl-posting-engine",
  ),
  // alfa-month-end-accruals
  asked(
    "fr",
    "les intérêts courus passés en fin de mois, ils sont extournés quand ?",
    "alfa-month-end-accruals",
  ),
  asked(
    "fr",
    "Écart entre le portefeuille et la compta au moment de la clôture, ça vient d'où en général ?",
    "alfa-month-end-accruals",
  ),
  asked("en", "What are the steps to close the month in Alfa, in order?", "alfa-month-end-accruals"),
  asked(
    "en",
    "is it OK to post an adjustment into March after the period has been locked?",
    "alfa-month-end-accruals",
  ),
  // alfa-effective-interest-rate-income
  asked(
    "fr",
    "la commission qu'on verse au concessionnaire, elle passe en charge d'un coup ou elle est lissée sur la durée ?",
    "alfa-effective-interest-rate-income",
  ),
  asked(
    "fr",
    "Sur une résiliation anticipée, le reliquat de frais de dossier pas encore étalé, on en fait quoi ?",
    "alfa-effective-interest-rate-income",
  ),
  asked(
    "en",
    "Where can I see the EIR computed for a loan and how much is still left to amortise?",
    "alfa-effective-interest-rate-income",
  ),
  asked(
    "en",
    "Minor change to a loan's financial terms: how is the carrying amount redone under IFRS 9?",
    "alfa-effective-interest-rate-income",
  ),
  // alfa-ifrs9-expected-credit-loss
  asked(
    "fr",
    "un contrat avec 40 jours de retard, il bascule en stage 2 ?",
    "alfa-ifrs9-expected-credit-loss",
  ),
  asked(
    "fr",
    "Les PD et LGD utilisées pour les provisions, elles sont mises à jour tous les combien ?",
    "alfa-ifrs9-expected-credit-loss",
  ),
  asked(
    "en",
    "Can we book lifetime losses from day one on our lease book instead of the three-stage thing?",
    "alfa-ifrs9-expected-credit-loss",
  ),
  asked(
    "en",
    "once a contract is in stage 3, how is its interest income calculated?",
    "alfa-ifrs9-expected-credit-loss",
  ),
  // alfa-ifrs16-lease-classification
  asked(
    "fr",
    "en LLD la voiture reste dans les immos du bailleur et on l'amortit, c'est bien ça ?",
    "alfa-ifrs16-lease-classification",
  ),
  asked(
    "fr",
    "Compta sociale française en crédit-bail et vue IFRS en parallèle, comment Alfa gère les deux ?",
    "alfa-ifrs16-lease-classification",
  ),
  asked(
    "en",
    "What criteria does the system look at to suggest finance vs operating lease when a deal goes live?",
    "alfa-ifrs16-lease-classification",
  ),
  asked(
    "en",
    "Under a finance lease, what replaces the equipment on our balance sheet?",
    "alfa-ifrs16-lease-classification",
  ),
  // alfa-rest-api-quotes
  asked(
    "fr",
    "le portail du concessionnaire se prend une 409 QUOTE_EXPIRED sur une simu, ça veut dire quoi ?",
    "alfa-rest-api-quotes",
  ),
  asked(
    "fr",
    "Quels champs minimum faut-il envoyer pour créer une cotation par l'API, et est-ce que la réponse renvoie le TAEG ?",
    "alfa-rest-api-quotes",
  ),
  asked(
    "en",
    "Dealer's integration timed out and fired the call again, how do we avoid ending up with two quotes?",
    "alfa-rest-api-quotes",
  ),
  asked(
    "en",
    "through the API, how does a partner push a quote forward for a credit decision?",
    "alfa-rest-api-quotes",
  ),
  // alfa-rest-api-contracts-customers
  asked(
    "fr",
    "erreur 403 INSUFFICIENT_SCOPE chez le partenaire, c'est un problème de mot de passe ?",
    "alfa-rest-api-contracts-customers",
  ),
  asked(
    "fr",
    "Le jeton OAuth pour appeler l'API, il reste valable combien de temps ?",
    "alfa-rest-api-contracts-customers",
  ),
  asked(
    "en",
    "Can I look up a company by its SIREN through the API and pull its list of contracts?",
    "alfa-rest-api-contracts-customers",
  ),
  asked(
    "en",
    "we keep hitting 429 on the contracts endpoint, what's the rate limit?",
    "alfa-rest-api-contracts-customers",
  ),
  // alfa-overnight-batch-chain
  asked(
    "fr",
    "la date système n'a pas bougé ce matin et y a un bandeau « chaîne incomplète », pourquoi ?",
    "alfa-overnight-batch-chain",
  ),
  asked(
    "fr",
    "Si je saisis un encaissement à 22h, il est pris en compte quand ?",
    "alfa-overnight-batch-chain",
  ),
  asked(
    "en",
    "In which order do the nightly jobs run? Does invoicing happen before the direct debits are generated?",
    "alfa-overnight-batch-chain",
  ),
  asked(
    "en",
    "A step of last night's EOD failed, can I just relaunch it right away?",
    "alfa-overnight-batch-chain",
  ),
  // alfa-payment-allocation
  asked(
    "fr",
    "virement reçu sans référence dans le libellé, comment Alfa retrouve à quel client il appartient ?",
    "alfa-payment-allocation",
  ),
  asked(
    "fr",
    "Paiement partiel du client : ça solde d'abord les loyers ou les frais et intérêts de retard ?",
    "alfa-payment-allocation",
  ),
  asked(
    "en",
    "Money's been sitting unmatched for over a month, does anything happen?",
    "alfa-payment-allocation",
  ),
  asked("en", "I put a payment against the wrong contract, can I undo it?", "alfa-payment-allocation"),
  // alfa-batch-monitoring-restart
  asked(
    "fr",
    "BAT-001 job déjà en cours alors que rien ne tourne, je fais quoi ?",
    "alfa-batch-monitoring-restart",
  ),
  asked(
    "fr",
    "un traitement de nuit affiché en WARN, c'est grave docteur ?",
    "alfa-batch-monitoring-restart",
  ),
  asked(
    "en",
    "Job crashed halfway through: do we have to reprocess everything from scratch?",
    "alfa-batch-monitoring-restart",
  ),
  asked(
    "en",
    "Nightly processing keeps overrunning into the morning (BAT-030). How do we speed it up?",
    "alfa-batch-monitoring-restart",
  ),
  // alfa-product-configuration
  asked(
    "fr",
    "si je change les frais d'un produit, les contrats déjà signés sont impactés ?",
    "alfa-product-configuration",
  ),
  asked("fr", "Impossible de désactiver une offre, j'ai CFG-008, pourquoi ?", "alfa-product-configuration"),
  asked(
    "en",
    "Setting up a new LOA offer: where do I define min/max durations and whether payments are upfront or in arrears?",
    "alfa-product-configuration",
  ),
  asked(
    "en",
    "which types can I pick from when creating a brand-new product in config?",
    "alfa-product-configuration",
  ),
  // alfa-pricing-tables
  asked(
    "fr",
    "pourquoi je peux pas descendre le taux client sous un certain niveau sur une simu ?",
    "alfa-pricing-tables",
  ),
  asked(
    "fr",
    "Comment savoir quelle case de la grille a été appliquée sur un devis ?",
    "alfa-pricing-tables",
  ),
  asked(
    "en",
    "How is the broker's cut set, is it a percentage of the amount financed?",
    "alfa-pricing-tables",
  ),
  asked("en", "We uploaded the new rate card from Excel, why isn't it live yet?", "alfa-pricing-tables"),
  // alfa-workflow-configuration
  asked(
    "fr",
    "je pars en congés, je peux refiler ma corbeille de tâches à un collègue ?",
    "alfa-workflow-configuration",
  ),
  asked(
    "fr",
    "La tâche d'analyse crédit apparaît en rouge dans ma liste, ça signifie quoi ?",
    "alfa-workflow-configuration",
  ),
  asked(
    "en",
    "We published a new version of the approval flow, do the files already in progress switch over to it?",
    "alfa-workflow-configuration",
  ),
  asked(
    "en",
    "When does a credit application end up in front of the committee rather than an individual approver?",
    "alfa-workflow-configuration",
  ),
  // alfa-user-roles-permissions
  asked(
    "fr",
    "SEC-003 alors que l'utilisateur a le bon rôle, c'est quoi le souci ?",
    "alfa-user-roles-permissions",
  ),
  asked("fr", "Un compte pas utilisé depuis 3 mois, il se bloque tout seul ?", "alfa-user-roles-permissions"),
  asked("en", "Can the person who keyed in a transaction also sign it off?", "alfa-user-roles-permissions"),
  asked(
    "en",
    "what export do we use for the quarterly check of who has access to what?",
    "alfa-user-roles-permissions",
  ),
  // alfa-document-templates
  asked("fr", "DOC-019 balise inconnue en générant le contrat, d'où ça vient ?", "alfa-document-templates"),
  asked(
    "fr",
    "Les modèles de courrier existent aussi en anglais ou seulement en français ?",
    "alfa-document-templates",
  ),
  asked(
    "en",
    "How do I add a paragraph that only shows up when there's insurance, without making a second template?",
    "alfa-document-templates",
  ),
  asked(
    "en",
    "is there a way to check what a template looks like on a real file before publishing it?",
    "alfa-document-templates",
  ),
];
