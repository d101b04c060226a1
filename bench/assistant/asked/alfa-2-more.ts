import { type AskedQuestion, asked } from "../types";

/** More questions consultants ask about the Alfa platform (the articles of `alfa-2.ts`), each on a part of its article the first log does not ask about. */
export const askedAlfa2More: AskedQuestion[] = [
  // alfa-collections-queues-buckets
  asked(
    "fr",
    "Mes dossiers d'impayés à appeler aujourd'hui, je les retrouve dans quel écran ?",
    "alfa-collections-queues-buckets",
  ),
  asked(
    "fr",
    "au-delà de 3 mois de retard, le dossier part direct au contentieux ou pas ?",
    "alfa-collections-queues-buckets",
  ),
  asked(
    "en",
    "What decides which collector's queue an overdue file lands in? Is it just the amount?",
    "alfa-collections-queues-buckets",
  ),
  asked(
    "en",
    "After I've phoned the customer, where do I log how the call went?",
    "alfa-collections-queues-buckets",
  ),
  // alfa-dunning-letters
  asked(
    "fr",
    "le tout premier rappel au client, il part au bout de combien de jours et par quel canal ?",
    "alfa-dunning-letters",
  ),
  asked(
    "fr",
    "À partir de quelle relance on commence à facturer des frais au client ?",
    "alfa-dunning-letters",
  ),
  asked(
    "en",
    "Where do we change the wording of the reminder letters, and do they include our bank details for paying?",
    "alfa-dunning-letters",
  ),
  asked(
    "en",
    "How can I tell which reminder stage a contract has reached right now?",
    "alfa-dunning-letters",
  ),
  // alfa-promise-to-pay
  asked(
    "fr",
    "pour noter que le client s'engage à payer, je vais où et je remplis quoi ?",
    "alfa-promise-to-pay",
  ),
  asked(
    "fr",
    "Client qui avait promis de régler le 10 : les relances repartent dès le 11 ou on lui laisse quelques jours de marge ?",
    "alfa-promise-to-pay",
  ),
  asked(
    "en",
    "Customer didn't pay on the date he promised, what happens to his file in my queue?",
    "alfa-promise-to-pay",
  ),
  asked(
    "en",
    "does a repayment plan need sign-off from someone, and is it collected on the same direct debit as the rentals?",
    "alfa-promise-to-pay",
  ),
  // alfa-repossession
  asked(
    "fr",
    "on veut récupérer le matériel d'un client résilié pour défaut, j'ouvre le dossier où dans Alfa ?",
    "alfa-repossession",
  ),
  asked(
    "fr",
    "Un bien qu'on vient de reprendre, il passe à quel statut sur sa fiche, et après la vente ?",
    "alfa-repossession",
  ),
  asked("en", "Can I keep track of the bailiff's assignment and what he's charging us?", "alfa-repossession"),
  asked(
    "en",
    "Truck's back in our yard after the repo, what's the next step before it gets sold?",
    "alfa-repossession",
  ),
  // alfa-insolvency-write-off
  asked(
    "fr",
    "je viens d'apprendre qu'un client pro est en sauvegarde, je le signale où et je mets quelles infos ?",
    "alfa-insolvency-write-off",
  ),
  asked(
    "fr",
    "L'écran de déclaration de créance, il reprend quels montants tout seul ?",
    "alfa-insolvency-write-off",
  ),
  asked(
    "en",
    "When we write off a bad debt, what happens to the VAT on the invoices that were never paid?",
    "alfa-insolvency-write-off",
  ),
  asked(
    "en",
    "after the loss is booked, does the contract vanish from Alfa or can I still open it?",
    "alfa-insolvency-write-off",
  ),
  // alfa-end-of-lease-options
  asked(
    "fr",
    "le client m'a répondu par mail qu'il garde le matos en fin de contrat, je saisis son choix où ?",
    "alfa-end-of-lease-options",
  ),
  asked(
    "fr",
    "LOA avec option à 1 €, le client ne dit rien à l'échéance finale : il devient proprio automatiquement ?",
    "alfa-end-of-lease-options",
  ),
  asked(
    "en",
    "Can the customer just hang on to the asset a little longer at term, and at what rent?",
    "alfa-end-of-lease-options",
  ),
  asked(
    "en",
    "All the rentals have been billed but the file still isn't showing as ECH, why?",
    "alfa-end-of-lease-options",
  ),
  // alfa-asset-return-inspection
  asked(
    "fr",
    "pour organiser la reprise de la voiture en fin de LLD, je programme le rdv dans quel écran ?",
    "alfa-asset-return-inspection",
  ),
  asked(
    "fr",
    "Le PV que fait l'expert le jour du retour, il doit contenir quoi exactement ?",
    "alfa-asset-return-inspection",
  ),
  asked(
    "en",
    "my client brought the van back with a few small scratches, are we going to bill him for that?",
    "alfa-asset-return-inspection",
  ),
  asked(
    "en",
    "The spare key and the service book are missing on a returned car, do we charge the customer?",
    "alfa-asset-return-inspection",
  ),
  // alfa-purchase-option-exercise
  asked(
    "fr",
    "la facture qu'on émet pour le rachat du bien en fin de bail, elle est avec TVA ? et le client paie comment ?",
    "alfa-purchase-option-exercise",
  ),
  asked(
    "fr",
    "Un client en crédit-bail veut lever l'option un an avant la fin, c'est traité comme une levée normale ?",
    "alfa-purchase-option-exercise",
  ),
  asked(
    "en",
    "After the option is validated, what happens to the asset record and our balance sheet?",
    "alfa-purchase-option-exercise",
  ),
  asked(
    "en",
    "Buyout done: do the insurance policies on the contract stop on their own or do I have to close them?",
    "alfa-purchase-option-exercise",
  ),
  // alfa-lease-extension-secondary-rental
  asked(
    "fr",
    "je veux rallonger un contrat de 3 échéances, ça se fait dans quel écran ?",
    "alfa-lease-extension-secondary-rental",
  ),
  asked(
    "fr",
    "Pendant une prolongation, le loyer reste le même ou on le recalcule ?",
    "alfa-lease-extension-secondary-rental",
  ),
  asked(
    "en",
    "how long do we keep billing the secondary rent, is there an end to it?",
    "alfa-lease-extension-secondary-rental",
  ),
  asked(
    "en",
    "Does the secondary rental pay down any principal or is it all income for us?",
    "alfa-lease-extension-secondary-rental",
  ),
  // alfa-remarketing-resale
  asked(
    "fr",
    "où je vois la liste des véhicules restitués qui attendent d'être revendus ?",
    "alfa-remarketing-resale",
  ),
  asked(
    "fr",
    "La valeur de marché affichée sur un bien en stock de revente, elle sort d'où ?",
    "alfa-remarketing-resale",
  ),
  asked(
    "en",
    "Is the resale result used anywhere to check whether our residual values were set right?",
    "alfa-remarketing-resale",
  ),
  asked(
    "en",
    "Car was sold by the auction house last week, how does the sale result get into Alfa?",
    "alfa-remarketing-resale",
  ),
  // alfa-gl-posting-engine
  asked("fr", "EVT_INV dans les écritures comptables, ça correspond à quoi ?", "alfa-gl-posting-engine"),
  asked(
    "fr",
    "Rejet ACC-201 compte non paramétré sur un nouveau produit, je corrige comment ?",
    "alfa-gl-posting-engine",
  ),
  asked(
    "en",
    "Where do I find the entries that were refused by the ledger interface?",
    "alfa-gl-posting-engine",
  ),
  asked(
    "en",
    "How can finance check that the nightly GL export is complete, is there a totals file?",
    "alfa-gl-posting-engine",
  ),
  // alfa-month-end-accruals
  asked(
    "fr",
    "les loyers facturés d'avance qui couvrent le mois suivant, ils sont traités comment à l'arrêté ?",
    "alfa-month-end-accruals",
  ),
  asked(
    "fr",
    "Quand je lance le calcul des ICNE, je lui donne la date d'arrêté comment ?",
    "alfa-month-end-accruals",
  ),
  asked(
    "en",
    "What report should I look at to check balances per product before locking the month?",
    "alfa-month-end-accruals",
  ),
  asked(
    "en",
    "accrued interest at month end is worked out between which two dates?",
    "alfa-month-end-accruals",
  ),
  // alfa-effective-interest-rate-income
  asked(
    "fr",
    "les frais de dossier payés par le client, ça joue comment sur le TIE ?",
    "alfa-effective-interest-rate-income",
  ),
  asked(
    "fr",
    "Une bonification de taux payée par le constructeur, on l'intègre dans le TIE ou pas ?",
    "alfa-effective-interest-rate-income",
  ),
  asked(
    "en",
    "Which job spreads the fees and commissions over the life of the contract?",
    "alfa-effective-interest-rate-income",
  ),
  asked(
    "en",
    "Does the EIR method apply to our long-term rental deals too, or only to loans and finance leases?",
    "alfa-effective-interest-rate-income",
  ),
  // alfa-ifrs9-expected-credit-loss
  asked(
    "fr",
    "le montant de la provision ECL d'un contrat, il se calcule comment ?",
    "alfa-ifrs9-expected-credit-loss",
  ),
  asked(
    "fr",
    "Un contrat sain sans aucun retard, on le provisionne sur quel horizon ?",
    "alfa-ifrs9-expected-credit-loss",
  ),
  asked(
    "en",
    "Customer is in insolvency proceedings but only 20 days late: which stage does the contract go to?",
    "alfa-ifrs9-expected-credit-loss",
  ),
  asked(
    "en",
    "Where can I get the detail of how the provisions moved this quarter?",
    "alfa-ifrs9-expected-credit-loss",
  ),
  // alfa-ifrs16-lease-classification
  asked(
    "fr",
    "la classif IFRS 16 proposée par Alfa, je la vois où sur le contrat ?",
    "alfa-ifrs16-lease-classification",
  ),
  asked(
    "fr",
    "En location-financement, le produit financier est calculé avec quel taux ?",
    "alfa-ifrs16-lease-classification",
  ),
  asked(
    "en",
    "For an operating lease, how are the rentals taken to income? Straight-line?",
    "alfa-ifrs16-lease-classification",
  ),
  asked(
    "en",
    "Machine built specially for one customer, does that push the deal towards finance lease?",
    "alfa-ifrs16-lease-classification",
  ),
  // alfa-rest-api-quotes
  asked(
    "fr",
    "l'API renvoie 422 TERM_OUT_OF_RANGE sur une cotation à 84 mois, ça vient d'où ?",
    "alfa-rest-api-quotes",
  ),
  asked(
    "fr",
    "Un concessionnaire veut vérifier où en est sa cotation via l'API, il appelle quoi ?",
    "alfa-rest-api-quotes",
  ),
  asked(
    "en",
    "partner gets PRICING_GRID_NOT_FOUND on a quote for a new asset category, what's missing?",
    "alfa-rest-api-quotes",
  ),
  asked(
    "en",
    "Can an equipment vendor's own website create quotes in Alfa directly?",
    "alfa-rest-api-quotes",
  ),
  // alfa-rest-api-contracts-customers
  asked(
    "fr",
    "je récupère que 200 contrats par appel API, comment avoir la suite ?",
    "alfa-rest-api-contracts-customers",
  ),
  asked(
    "fr",
    "Où est-ce qu'on donne le droit contracts:read à l'appli d'un partenaire ?",
    "alfa-rest-api-contracts-customers",
  ),
  asked(
    "en",
    "Is there an endpoint to see a contract's invoices and whether they've been paid?",
    "alfa-rest-api-contracts-customers",
  ),
  asked(
    "en",
    "Which OAuth flow do partner apps use to get their token?",
    "alfa-rest-api-contracts-customers",
  ),
  // alfa-overnight-batch-chain
  asked(
    "fr",
    "les relevés bancaires sont intégrés à quel moment de la nuit et sous quel format ?",
    "alfa-overnight-batch-chain",
  ),
  asked(
    "fr",
    "Le week-end la chaîne de nuit tourne pas, comment les samedis et dimanches sont ratrapés ?",
    "alfa-overnight-batch-chain",
  ),
  asked("en", "Which screen shows the end-of-day chain in the sheduler?", "alfa-overnight-batch-chain"),
  asked("en", "Does the accrual step run every night as part of the EOD?", "alfa-overnight-batch-chain"),
  // alfa-payment-allocation
  asked(
    "fr",
    "le client a viré plus que ce qu'il devait, le trop-perçu part où ?",
    "alfa-payment-allocation",
  ),
  asked(
    "fr",
    "Où je retrouve les virements qui ont pas pu être affectés automatiquement ?",
    "alfa-payment-allocation",
  ),
  asked(
    "en",
    "One transfer covers three of the customer's contracts, can I split it between them?",
    "alfa-payment-allocation",
  ),
  asked(
    "en",
    "can the order in which payments are allocated be changed for a specific product?",
    "alfa-payment-allocation",
  ),
  // alfa-batch-monitoring-restart
  asked(
    "fr",
    "BAT-014 fichier d'entrée absent cette nuit, qu'est-ce qui a coincé ?",
    "alfa-batch-monitoring-restart",
  ),
  asked(
    "fr",
    "Je peux récupérer le journal détaillé d'un traitement planté quelque part ?",
    "alfa-batch-monitoring-restart",
  ),
  asked(
    "en",
    "Who gets notified when a job goes KO in the middle of the night?",
    "alfa-batch-monitoring-restart",
  ),
  asked(
    "en",
    "checkpoints are saved every how many files when a batch job runs?",
    "alfa-batch-monitoring-restart",
  ),
  // alfa-product-configuration
  asked(
    "fr",
    "le profil réglementaire conso ou pro d'un produit, on le choisit où ?",
    "alfa-product-configuration",
  ),
  asked(
    "fr",
    "On peut rendre la VR obligatoire sur un produit et lui mettre un plafond ?",
    "alfa-product-configuration",
  ),
  asked(
    "en",
    "Where do I set what happens by default at term when the customer doesn't answer, for a given product?",
    "alfa-product-configuration",
  ),
  asked("en", "Where is the early termination fee configured for a product?", "alfa-product-configuration"),
  // alfa-pricing-tables
  asked(
    "fr",
    "la grille tarifaire, elle varie selon quels critères ? montant, durée, canal ?",
    "alfa-pricing-tables",
  ),
  asked(
    "fr",
    "Une promo constructeur à 0 %, ça se paramètre où dans la tarification ?",
    "alfa-pricing-tables",
  ),
  asked(
    "en",
    "Rates went up last week, does the quote I gave my customer 10 days ago change?",
    "alfa-pricing-tables",
  ),
  asked("en", "Can I load a grid now that only kicks in on the 1st of next month?", "alfa-pricing-tables"),
  // alfa-workflow-configuration
  asked(
    "fr",
    "pour modifier le circuit de validation d'un avenant, ça se paramètre où ?",
    "alfa-workflow-configuration",
  ),
  asked(
    "fr",
    "Les plafonds de délégation par rôle et par montant, ils sont définis dans quelle table ?",
    "alfa-workflow-configuration",
  ),
  asked(
    "en",
    "Is early termination also run through the workflow engine, or is it just for credit?",
    "alfa-workflow-configuration",
  ),
  asked(
    "en",
    "In the credit review, what gets checked automatically before an analyst looks at the file?",
    "alfa-workflow-configuration",
  ),
  // alfa-user-roles-permissions
  asked(
    "fr",
    "un commercial peut voir les dossiers d'une autre agence que la sienne ?",
    "alfa-user-roles-permissions",
  ),
  asked(
    "fr",
    "L'admin du système peut valider une opération métier pour dépanner quand personne n'est dispo ?",
    "alfa-user-roles-permissions",
  ),
  asked("en", "Where do I give a new joiner the Collections role?", "alfa-user-roles-permissions"),
  asked(
    "en",
    "Can the same person create a new supplier and approve paying it?",
    "alfa-user-roles-permissions",
  ),
  // alfa-document-templates
  asked(
    "fr",
    "les modèles de contrat, c'est du Word ou autre chose ? et on les modifie où ?",
    "alfa-document-templates",
  ),
  asked(
    "fr",
    "Les contrats générés sont stockés où, et comment on prouve qu'ils ont pas été retouchés ?",
    "alfa-document-templates",
  ),
  asked("en", "How does Alfa pick which template to use for a given invoice?", "alfa-document-templates"),
  asked(
    "en",
    "We're changing the contract template, how do we reprint old contracts exactly as they were?",
    "alfa-document-templates",
  ),
];
