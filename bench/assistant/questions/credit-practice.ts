import type { ExamQuestion } from "../types";

/** Knowledge base, "Métiers du Crédit": credit analysis, guarantees, leasing products, factoring, collections. */
export const creditPractice: ExamQuestion[] = [
  // ── analyse-financiere-entreprise ──
  {
    id: "fr-ki-company-analysis-documents",
    lang: "fr",
    kind: "list",
    question: "Quels documents faut-il demander pour analyser une PME avant de la financer ?",
    facts: [
      ["trois dernières liasses fiscales"],
      ["situation intermédiaire"],
      ["prévisionnel"],
      ["état de l'endettement"],
    ],
    sources: ["analyse-financiere-entreprise"],
  },
  {
    id: "fr-ki-company-analysis-leverage",
    lang: "fr",
    kind: "fact",
    question: "Au-delà de quel ratio dettes financières nettes / EBE faut-il justifier un dossier ?",
    facts: [["3,5 à 4"]],
    sources: ["analyse-financiere-entreprise"],
  },
  {
    id: "fr-ki-company-analysis-steps",
    lang: "fr",
    kind: "list",
    question: "analyse financiere d'une entreprise : quelles etapes ?",
    facts: [
      ["Activité et rentabilité"],
      ["Structure financière"],
      ["Capacité de remboursement"],
      ["Trésorerie"],
    ],
    sources: ["analyse-financiere-entreprise"],
  },

  // ── scoring-octroi-particuliers ──
  {
    id: "fr-ki-scoring-model-steps",
    lang: "fr",
    kind: "list",
    question: "Comment construit-on un modèle de score d'octroi pour des particuliers ?",
    facts: [
      ["variable cible"],
      ["échantillon de développement"],
      ["Discrétiser les variables"],
      ["régression logistique"],
      ["reject inference"],
    ],
    sources: ["scoring-octroi-particuliers"],
  },
  {
    id: "fr-ki-scoring-psi",
    lang: "fr",
    kind: "fact",
    question: "Quel seuil de PSI indique qu'une population n'est plus stable ?",
    facts: [["0,25"]],
    sources: ["scoring-octroi-particuliers"],
  },

  // ── garanties-et-suretes ──
  {
    id: "fr-ki-guarantees-handwritten-mention",
    lang: "fr",
    kind: "fact",
    question: "La mention manuscrite est-elle encore exigée pour une caution ? Depuis quand ?",
    facts: [["1er janvier 2022"], ["mention apposée par la caution elle-même"]],
    sources: ["garanties-et-suretes"],
  },
  {
    id: "fr-ki-guarantees-valuation",
    lang: "fr",
    kind: "list",
    question: "Comment valoriser une garantie sur un bien financé ?",
    facts: [["valeur de marché"], ["décote"], ["rang de la sûreté"], ["Revaloriser périodiquement"]],
    sources: ["garanties-et-suretes"],
  },

  // ── credit-bail-mobilier-fondamentaux ──
  {
    id: "fr-ki-equipment-lease-article",
    lang: "fr",
    kind: "fact",
    question: "Quel texte définit le crédit-bail mobilier ?",
    facts: [["L313-7"], ["Code monétaire et financier"]],
    sources: ["credit-bail-mobilier-fondamentaux"],
  },
  {
    id: "fr-ki-equipment-lease-parties",
    lang: "fr",
    kind: "list",
    question: "Qui sont les acteurs d'une opération de crédit-bail mobilier et quel est leur rôle ?",
    facts: [["fournisseur"], ["crédit-bailleur"], ["crédit-preneur"]],
    sources: ["credit-bail-mobilier-fondamentaux"],
  },
  {
    id: "fr-ki-equipment-lease-option-price",
    lang: "fr",
    kind: "fact",
    question: "option d'achat en credit-bail mobilier, c'est combien en general ?",
    facts: [["entre 1 % et 5 %"]],
    sources: ["credit-bail-mobilier-fondamentaux"],
  },

  // ── credit-bail-immobilier ──
  {
    id: "fr-ki-property-lease-term",
    lang: "fr",
    kind: "fact",
    question: "Sur quelle durée finance-t-on généralement un entrepôt en crédit-bail immobilier ?",
    facts: [["12 à 20 ans"]],
    sources: ["credit-bail-immobilier"],
  },
  {
    id: "fr-ki-property-lease-structuring",
    lang: "fr",
    kind: "list",
    question: "Quelles sont les étapes du montage d'un crédit-bail immobilier ?",
    facts: [
      ["Étude du projet"],
      ["Acquisition du terrain"],
      ["devant notaire"],
      ["préfinancement"],
      ["Mise en loyers"],
    ],
    sources: ["credit-bail-immobilier"],
  },

  // ── lld-loa-comparatif ──
  {
    id: "fr-ki-lld-loa-consumer-regime",
    lang: "fr",
    kind: "fact",
    question: "Une LOA consentie à un particulier relève-t-elle des règles du crédit conso ?",
    facts: [["Soumise aux règles du crédit à la consommation"]],
    sources: ["lld-loa-comparatif"],
  },
  {
    id: "fr-ki-lld-return-steps",
    lang: "fr",
    kind: "list",
    question: "Comment se passe la restitution d'un véhicule en fin de LLD ?",
    facts: [
      ["Expertise contradictoire"],
      ["frais de remise en état"],
      ["kilomètres excédentaires"],
      ["Remarketing"],
    ],
    sources: ["lld-loa-comparatif"],
  },

  // ── affacturage-mecanismes ──
  {
    id: "fr-ki-factoring-services",
    lang: "fr",
    kind: "list",
    question: "Quels services rend un factor à son adhérent ?",
    facts: [["Financement"], ["Garantie"], ["Gestion du poste clients"]],
    sources: ["affacturage-mecanismes"],
  },
  {
    id: "fr-ki-factoring-confidential",
    lang: "fr",
    kind: "fact",
    question: "Quelle différence entre affacturage notifié et affacturage confidentiel ?",
    facts: [["paie directement le factor"], ["n'est pas informé"]],
    sources: ["affacturage-mecanismes"],
  },
  {
    id: "fr-ki-factoring-pricing",
    lang: "fr",
    kind: "list",
    question: "Comment est tarifé un contrat d'affacturage ?",
    facts: [
      ["Commission d'affacturage"],
      ["Commission de financement"],
      ["Frais annexes"],
      ["Fonds de garantie"],
    ],
    sources: ["affacturage-mecanismes"],
  },

  // ── recouvrement-amiable-contentieux ──
  {
    id: "fr-ki-collections-phases",
    lang: "fr",
    kind: "list",
    question: "Quelles sont les grandes phases du recouvrement, de l'amiable au contentieux ?",
    facts: [["Prévention"], ["Recouvrement amiable"], ["Précontentieux"], ["injonction de payer"]],
    sources: ["recouvrement-amiable-contentieux"],
  },
  {
    id: "fr-ki-collections-roll-rate",
    lang: "fr",
    kind: "fact",
    question: "C'est quoi le roll rate en recouvrement ?",
    facts: [["passant d'une tranche de retard à la suivante"]],
    sources: ["recouvrement-amiable-contentieux"],
  },

  // ── procedures-collectives-bailleur ──
  {
    id: "fr-ki-insolvency-three-procedures",
    lang: "fr",
    kind: "list",
    question: "Quelles sont les procédures collectives qu'un bailleur peut rencontrer ?",
    facts: [["Sauvegarde"], ["Redressement judiciaire"], ["Liquidation judiciaire"]],
    sources: ["procedures-collectives-bailleur"],
  },
  {
    id: "fr-ki-insolvency-revendication",
    lang: "fr",
    kind: "fact",
    question:
      "Mon contrat de crédit-bail n'a pas été publié et le client est en liquidation : combien de temps pour revendiquer le bien ?",
    facts: [["trois mois"]],
    sources: ["procedures-collectives-bailleur"],
  },

  // ── programmes-vendor-partenariats ──
  // ── English ──
  {
    id: "en-ki-company-analysis-documents",
    lang: "en",
    kind: "list",
    question: "What documents are needed to analyse a company before financing it?",
    facts: [
      ["last three tax return packages"],
      ["Interim accounts"],
      ["forecast and the financing plan"],
      ["schedule of existing debt"],
    ],
    sources: ["analyse-financiere-entreprise"],
  },
  {
    id: "en-ki-company-analysis-leverage",
    lang: "en",
    kind: "fact",
    question: "Above what net financial debt to EBE ratio does a corporate application need to be justified?",
    facts: [["3.5 to 4"]],
    sources: ["analyse-financiere-entreprise"],
  },
  {
    id: "en-ki-scoring-psi",
    lang: "en",
    kind: "fact",
    question:
      "In application scoring, what PSI level means the population is unstable, and what does the Gini measure?",
    facts: [["0.25"], ["Discriminatory power"]],
    sources: ["scoring-octroi-particuliers"],
  },
  {
    id: "en-ki-guarantees-valuation",
    lang: "en",
    kind: "list",
    question: "How do I value a guarantee taken on a financed asset?",
    facts: [["market value"], ["haircut"], ["ranking of the security"], ["Revalue periodically"]],
    sources: ["garanties-et-suretes"],
  },
  {
    id: "en-ki-equipment-lease-benefits",
    lang: "en",
    kind: "list",
    question:
      "Why would a customer choose an equipment finance lease rather than a loan? What are the benefits?",
    facts: [["100% financing"], ["borrowing capacity preserved"], ["Rentals deductible"]],
    sources: ["credit-bail-mobilier-fondamentaux"],
  },
  {
    id: "en-ki-equipment-lease-rental-start",
    lang: "en",
    kind: "fact",
    question: "In a crédit-bail mobilier, what triggers the rental start?",
    facts: [["delivery certificate"]],
    sources: ["credit-bail-mobilier-fondamentaux"],
  },
  {
    id: "en-ki-property-lease-term",
    lang: "en",
    kind: "fact",
    question: "How long does a property finance lease usually run, and where is the contract signed?",
    facts: [["12 to 20 years"], ["before a notary"]],
    sources: ["credit-bail-immobilier"],
  },
  {
    id: "en-ki-lld-return-steps",
    lang: "en",
    kind: "list",
    question: "What are the steps when a car is handed back at the end of an LLD?",
    facts: [["Joint inspection"], ["reconditioning charges"], ["excess mileage"], ["Remarketing"]],
    sources: ["lld-loa-comparatif"],
  },
  {
    id: "en-ki-factoring-variants",
    lang: "en",
    kind: "list",
    question: "Which kinds of factoring can a factor offer?",
    facts: [["Disclosed factoring"], ["Confidential factoring"], ["Reverse factoring"], ["Export factoring"]],
    sources: ["affacturage-mecanismes"],
  },
  {
    id: "en-ki-collections-over-indebtedness",
    lang: "en",
    kind: "fact",
    question:
      "What happens to our collection actions once a private customer's over-indebtedness application is declared admissible?",
    facts: [["Suspension of enforcement"]],
    sources: ["recouvrement-amiable-contentieux"],
  },
  {
    id: "en-ki-collections-cure-rate",
    lang: "en",
    kind: "fact",
    question: "cure rate vs roll rate in collections?",
    facts: [["brought back up to date"], ["moving from one arrears bucket to the next"]],
    sources: ["recouvrement-amiable-contentieux"],
  },
  {
    id: "en-ki-insolvency-reflexes",
    lang: "en",
    kind: "list",
    question: "A lessee's insolvency judgment has just been published: what should the lessor do?",
    facts: [
      ["Identify all of the debtor's contracts"],
      ["File the claim"],
      ["Assert the right of ownership"],
      ["current contracts will be continued"],
    ],
    sources: ["procedures-collectives-bailleur"],
  },
  // ── English, further questions ──
  {
    id: "en-ki-scoring-model-steps",
    lang: "en",
    kind: "list",
    question: "How is an application scorecard for consumer credit built?",
    facts: [
      ["target variable"],
      ["development sample"],
      ["Bin the variables"],
      ["logistic regression"],
      ["reject inference"],
    ],
    sources: ["scoring-octroi-particuliers"],
  },
  {
    id: "en-ki-guarantees-handwritten-statement",
    lang: "en",
    kind: "fact",
    question: "Is a handwritten statement still required from a personal guarantor in France?",
    facts: [["1 January 2022"], ["made by the guarantor personally"]],
    sources: ["garanties-et-suretes"],
  },
  {
    id: "en-ki-property-lease-structuring",
    lang: "en",
    kind: "list",
    question: "What are the steps in structuring a property finance lease?",
    facts: [
      ["Project review"],
      ["Acquisition of the land"],
      ["before a notary"],
      ["Pre-financing phase"],
      ["Rental start"],
    ],
    sources: ["credit-bail-immobilier"],
  },
  {
    id: "en-ki-lld-loa-consumer-regime",
    lang: "en",
    kind: "fact",
    question: "Is an LOA granted to a private individual subject to consumer credit rules?",
    facts: [["Subject to the consumer credit rules"]],
    sources: ["lld-loa-comparatif"],
  },
  {
    id: "en-ki-factoring-services",
    lang: "en",
    kind: "list",
    question: "What services does a factor provide to its client?",
    facts: [["Financing"], ["Credit protection"], ["Receivables management"]],
    sources: ["affacturage-mecanismes"],
  },
  {
    id: "en-ki-factoring-pricing",
    lang: "en",
    kind: "list",
    question: "how is factoring priced?",
    facts: [["Factoring fee"], ["Financing charge"], ["Ancillary fees"], ["Guarantee reserve"]],
    sources: ["affacturage-mecanismes"],
  },
  {
    id: "en-ki-insolvency-reclaim-deadline",
    lang: "en",
    kind: "fact",
    question:
      "Our lease was never registered and the lessee is in liquidation: how long do we have to reclaim the asset?",
    facts: [["three months"]],
    sources: ["procedures-collectives-bailleur"],
  },
];
