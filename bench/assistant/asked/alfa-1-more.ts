import { type AskedQuestion, asked } from "../types";

/** More questions consultants ask about the Alfa platform (same articles as `alfa-1.ts`, other parts of each article), each with the article that answers it. */
export const askedAlfa1More: AskedQuestion[] = [
  // alfa-contract-lifecycle
  asked(
    "fr",
    "où je vois le statut actuel d'un dossier, il est affiché à quel endroit ?",
    "alfa-contract-lifecycle",
  ),
  asked(
    "fr",
    "à quel statut l'échéancier devient intouchable et les factures commencent à sortir ?",
    "alfa-contract-lifecycle",
  ),
  asked("en", "What has to happen for a file to move from PROP to ACC?", "alfa-contract-lifecycle"),
  asked(
    "en",
    "Last rental has been billed but the client hasn't decided yet on buying the car — is the contract already matured?",
    "alfa-contract-lifecycle",
  ),
  // alfa-contract-activation
  asked(
    "fr",
    "je trouve pas où on lance la mise en loyer, c'est dans quel menu du dossier ?",
    "alfa-contract-activation",
  ),
  asked(
    "fr",
    "contrat déjà activé et je m'aperçois que le montant financé est faux, je peux le corriger directement dans le dossier ?",
    "alfa-contract-activation",
  ),
  asked("en", "What does the date I enter when activating actually drive?", "alfa-contract-activation"),
  asked(
    "en",
    "Can I go live if the dealer's invoice hasn't been matched to the PO yet?",
    "alfa-contract-activation",
  ),
  // alfa-proposal-credit-decision
  asked(
    "fr",
    "je monte une nouvelle demande de financement depuis quel écran ?",
    "alfa-proposal-credit-decision",
  ),
  asked("fr", "la note du scoring va de quelle lettre à quelle lettre ?", "alfa-proposal-credit-decision"),
  asked(
    "en",
    "If credit turns a deal down, do they have to say why, and what happens to the proposal after that?",
    "alfa-proposal-credit-decision",
  ),
  asked(
    "en",
    "which button gives me the customer rate and our margin on a new deal?",
    "alfa-proposal-credit-decision",
  ),
  // alfa-contract-amendment
  asked(
    "fr",
    "si j'allonge la durée par avenant, on garde le taux d'origine ou il est recalculé ?",
    "alfa-contract-amendment",
  ),
  asked(
    "fr",
    "client en LLD qui roule beaucoup plus que prévu, on peut changer son kilométrage contractuel en cours de contrat ?",
    "alfa-contract-amendment",
  ),
  asked(
    "en",
    "Customer switched banks — is updating the IBAN on a live contract treated as a financial change?",
    "alfa-contract-amendment",
  ),
  asked(
    "en",
    "After extending the term, from which instalment does the schedule get recalculated?",
    "alfa-contract-amendment",
  ),
  // alfa-contract-transfer
  asked(
    "fr",
    "pour une reprise de contrat, le nouveau client doit passer en étude crédit lui aussi ?",
    "alfa-contract-transfer",
  ),
  asked(
    "fr",
    "après la cession, les prélèvements continuent sur le compte de l'ancien locataire ?",
    "alfa-contract-transfer",
  ),
  asked("en", "Where's the menu to swap the lessee on an existing contract?", "alfa-contract-transfer"),
  asked("en", "Who has to sign when a lease gets handed over to another company?", "alfa-contract-transfer"),
  // alfa-asset-registration
  asked("fr", "un numéro VIN ça fait combien de caractères déjà ?", "alfa-asset-registration"),
  asked(
    "fr",
    "une machine restituée qu'on reloue à un autre client : je recrée une fiche ou je garde l'ancienne ?",
    "alfa-asset-registration",
  ),
  asked("en", "Where do I go to add a new piece of kit in Alfa?", "alfa-asset-registration"),
  asked("en", "can one asset record be attached to several contracts?", "alfa-asset-registration"),
  // alfa-asset-categories
  asked("fr", "jusqu'à combien de mois on peut financer un engin de chantier ?", "alfa-asset-categories"),
  asked(
    "fr",
    "je voudrais proposer le bris de machine sur un type de matériel, ça se règle où ?",
    "alfa-asset-categories",
  ),
  asked("en", "Is the asset category code used in any regulatory reporting?", "alfa-asset-categories"),
  asked("en", "In the settings, which menu has the list of asset categories?", "alfa-asset-categories"),
  // alfa-multi-asset-master-agreement
  asked(
    "fr",
    "le client rend 2 chariots sur les 8 d'une annexe, son loyer est recalculé ?",
    "alfa-multi-asset-master-agreement",
  ),
  asked(
    "fr",
    "dans un contrat cadre, chaque annexe peut avoir sa propre durée et son propre loyer ?",
    "alfa-multi-asset-master-agreement",
  ),
  asked(
    "en",
    "Does a new schedule eat into the master agreement limit as soon as it's signed, or only once it's activated?",
    "alfa-multi-asset-master-agreement",
  ),
  asked(
    "en",
    "which screen do I use to swap out a faulty unit under a schedule?",
    "alfa-multi-asset-master-agreement",
  ),
  // alfa-vehicle-registration-fines
  asked(
    "fr",
    "je saisis où un avis de contravention reçu pour une voiture en LLD ?",
    "alfa-vehicle-registration-fines",
  ),
  asked(
    "fr",
    "les relevés de compteur envoyés par le client, je les retrouve où sur la fiche du véhicule ?",
    "alfa-vehicle-registration-fines",
  ),
  asked(
    "en",
    "Client is going to blow way past his mileage, what should I offer him to avoid a huge bill at the end?",
    "alfa-vehicle-registration-fines",
  ),
  asked(
    "en",
    "Which fee item does Alfa use when it recharges a fine handling charge to the customer?",
    "alfa-vehicle-registration-fines",
  ),
  // alfa-supplier-payment
  asked(
    "fr",
    "les virements aux fournisseurs partent tous les jours ou une fois par semaine ?",
    "alfa-supplier-payment",
  ),
  asked("fr", "facture du fournissuer bloquée en litige, comment je la débloque ?", "alfa-supplier-payment"),
  asked("en", "where do I prep a payment to the dealer?", "alfa-supplier-payment"),
  asked(
    "en",
    "Apart from the amount, what does the supplier invoice get checked against — serial numbers too?",
    "alfa-supplier-payment",
  ),
  // alfa-payment-schedule-calculation
  asked(
    "fr",
    "on peut faire des loyers semestriels ou annuels, ou c'est que mensuel et trimestriel ?",
    "alfa-payment-schedule-calculation",
  ),
  asked(
    "fr",
    "après la mise en loyer, je peux retoucher une échéance directement dans l'écran échéancier ?",
    "alfa-payment-schedule-calculation",
  ),
  asked(
    "en",
    "What inputs does the engine need to build a payment schedule?",
    "alfa-payment-schedule-calculation",
  ),
  asked(
    "en",
    "With payments in advance, does the 1st instalment fall on the start date itself?",
    "alfa-payment-schedule-calculation",
  ),
  // alfa-balloon-residual-value
  asked(
    "fr",
    "en LLD, qui porte le risque sur la valeur du véhicule en fin de contrat ?",
    "alfa-balloon-residual-value",
  ),
  asked(
    "fr",
    "la VR je la saisis en euros ou en pourcentage dans la cotation ?",
    "alfa-balloon-residual-value",
  ),
  asked("en", "Where does the RV that's pre-filled on my quote come from?", "alfa-balloon-residual-value"),
  asked(
    "en",
    "On a lease with purchase option, what does the RV actually mean for the customer at the end?",
    "alfa-balloon-residual-value",
  ),
  // alfa-irregular-schedules
  asked(
    "fr",
    "le client veut verser un gros apport au départ pour baisser ses loyers, c'est quel profil et ça tourne autour de combien ?",
    "alfa-irregular-schedules",
  ),
  asked(
    "fr",
    "en franchise partielle, le client paie quoi pendant cette période ?",
    "alfa-irregular-schedules",
  ),
  asked(
    "en",
    "If I key in the amounts myself, what does the system do with the last rental?",
    "alfa-irregular-schedules",
  ),
  asked("en", "How do I tell Alfa which months a seasonal customer pays in?", "alfa-irregular-schedules"),
  // alfa-billing-run-invoices
  asked(
    "fr",
    "pour un prêt, le client reçoit une facture de loyer ou autre chose ?",
    "alfa-billing-run-invoices",
  ),
  asked(
    "fr",
    "j'ai corrigé l'adresse sur un dossier bloqué en BIL-101, comment je relance sa facture ?",
    "alfa-billing-run-invoices",
  ),
  asked(
    "en",
    "Where can I see the invoices that got stuck in last night's run?",
    "alfa-billing-run-invoices",
  ),
  asked("en", "How do customers get their invoices — by email only?", "alfa-billing-run-invoices"),
  // alfa-sepa-direct-debit
  asked("fr", "rejet AC04 compte clôturé : on retente le prélèvement ou pas ?", "alfa-sepa-direct-debit"),
  asked(
    "fr",
    "le fichier de prélèvement est envoyé combien de jours avant l'échéance ?",
    "alfa-sepa-direct-debit",
  ),
  asked("en", "Do we charge the customer anything when a debit bounces?", "alfa-sepa-direct-debit"),
  asked("en", "Where do I look up a customer's mandate and its reference?", "alfa-sepa-direct-debit"),
  // alfa-early-termination-quote
  asked(
    "fr",
    "quels motifs je peux choisir quand je prépare un devis de solde anticipé ?",
    "alfa-early-termination-quote",
  ),
  asked(
    "fr",
    "le client a viré 200 € de moins que le devis, le devis tient toujours ?",
    "alfa-early-termination-quote",
  ),
  asked(
    "en",
    "Client already got invoiced for next month's rental but is paying off early — what happens to that invoice?",
    "alfa-early-termination-quote",
  ),
  asked(
    "en",
    "Can I do a payoff quote where the equipment goes to a third-party buyer rather than the client?",
    "alfa-early-termination-quote",
  ),
  // alfa-settlement-figure-calculation
  asked(
    "fr",
    "l'indemnité de résiliation dans le solde, c'est toujours un pourcentage du capital ?",
    "alfa-settlement-figure-calculation",
  ),
  asked(
    "fr",
    "un dossier où le montant de solde paraît trop élevé : une échéance facturée mais pas encore échue peut être comptée deux fois ?",
    "alfa-settlement-figure-calculation",
  ),
  asked(
    "en",
    "Where does the outstanding capital in the payoff figure come from, and as at which date?",
    "alfa-settlement-figure-calculation",
  ),
  asked(
    "en",
    "Is the option price added to the payoff when the customer keeps the equipment?",
    "alfa-settlement-figure-calculation",
  ),
  // alfa-consumer-early-repayment-rules
  asked(
    "fr",
    "il reste 10 mois sur son crédit conso, l'indemnité max c'est 1 % ou moins ?",
    "alfa-consumer-early-repayment-rules",
  ),
  asked(
    "fr",
    "comment Alfa sait qu'un produit tombe sous le code de la conso ?",
    "alfa-consumer-early-repayment-rules",
  ),
  asked(
    "en",
    "Can the prepayment penalty ever be more than the interest the customer would have paid until the end?",
    "alfa-consumer-early-repayment-rules",
  ),
  asked(
    "en",
    "Are we allowed to tweak the CONSO profile settings so we charge a bit more on early repayments?",
    "alfa-consumer-early-repayment-rules",
  ),
  // alfa-partial-prepayment
  asked(
    "fr",
    "je saisis où un remboursement partiel, et faut-il avoir reçu l'argent avant ?",
    "alfa-partial-prepayment",
  ),
  asked(
    "fr",
    "après un versement partiel, est-ce que le client reçoit un nouveau tableau d'amortissement ?",
    "alfa-partial-prepayment",
  ),
  asked(
    "en",
    "Customer prepaid 10k and wants smaller monthly payments but the same end date, which option do I choose?",
    "alfa-partial-prepayment",
  ),
  asked("en", "can the customer pay a partial prepayment by cheque?", "alfa-partial-prepayment"),
  // alfa-termination-execution-closure
  asked(
    "fr",
    "le client a payé 3 € de moins que le montant du devis, je peux quand même exécuter la résiliation ?",
    "alfa-termination-execution-closure",
  ),
  asked(
    "fr",
    "la caution du dirigeant est levée à quel moment après un solde anticipé ?",
    "alfa-termination-execution-closure",
  ),
  asked(
    "en",
    "I can't pick my quote on the execute screen — what status does it need to be in?",
    "alfa-termination-execution-closure",
  ),
  asked(
    "en",
    "what status does the contract end up in once the early payoff is done?",
    "alfa-termination-execution-closure",
  ),
  // alfa-insurance-products
  asked(
    "fr",
    "pour un équipement médical, on peut proposer une garantie perte d'exploitation ?",
    "alfa-insurance-products",
  ),
  asked(
    "fr",
    "le numéro de certificat d'adhésion à l'assurance, je le mets où sur le contrat ?",
    "alfa-insurance-products",
  ),
  asked(
    "en",
    "What cover can we offer if a client's construction machine breaks down?",
    "alfa-insurance-products",
  ),
  asked(
    "en",
    "Where's the list of insurance products we're allowed to offer at quote stage?",
    "alfa-insurance-products",
  ),
  // alfa-insurance-premium-bordereau
  asked(
    "fr",
    "le bordereau de primes pour l'assureur sort tous les combien ?",
    "alfa-insurance-premium-bordereau",
  ),
  asked(
    "fr",
    "qu'est-ce qu'on retrouve dedans, le bordereau qu'on envoie à l'assureur ?",
    "alfa-insurance-premium-bordereau",
  ),
  asked(
    "en",
    "Where do I sign off the monthly premium statement for an insurer?",
    "alfa-insurance-premium-bordereau",
  ),
  asked(
    "en",
    "When does the payment to the insurer actually get generated?",
    "alfa-insurance-premium-bordereau",
  ),
  // alfa-insurance-claim
  asked(
    "fr",
    "accident réparable chez un client, l'indemnité de l'assureur est versée à qui ?",
    "alfa-insurance-claim",
  ),
  asked("fr", "je déclare un sinistre depuis quel menu du dossier ?", "alfa-insurance-claim"),
  asked("en", "What stages does a claim file go through from start to finish?", "alfa-insurance-claim"),
  asked(
    "en",
    "Fire at my client's workshop last Monday, how long do I have to log it before it shows as late?",
    "alfa-insurance-claim",
  ),
  // alfa-total-loss-settlement
  asked(
    "fr",
    "sinistre total avec la garantie perte financière souscrite, le client doit encore payer quelque chose ?",
    "alfa-total-loss-settlement",
  ),
  asked("fr", "je clôture un contrat après un VEI par quel écran ?", "alfa-total-loss-settlement"),
  asked(
    "en",
    "On a write-off, what's the car insurer's payout usually based on, and is the excess taken off?",
    "alfa-total-loss-settlement",
  ),
  asked(
    "en",
    "After the wreck goes to the insurer, is there anything to declare to the vehicle registration system?",
    "alfa-total-loss-settlement",
  ),
  // alfa-insurance-certificate-tracking
  asked(
    "fr",
    "en LLD le client est obligé d'assurer lui-même le véhicule en dommages ?",
    "alfa-insurance-certificate-tracking",
  ),
  asked(
    "fr",
    "l'attestation d'assurance du client a expiré hier, il se passe quoi dans Alfa ?",
    "alfa-insurance-certificate-tracking",
  ),
  asked(
    "en",
    "What details do I need to key in from a customer's insurance certifcate?",
    "alfa-insurance-certificate-tracking",
  ),
  asked(
    "en",
    "Can I start force-placed cover myself or does someone have to approve it first?",
    "alfa-insurance-certificate-tracking",
  ),
];
