import type { ExamQuestion } from "../types";

/** Knowledge base, business credit and compliance rules (professionals, Dailly, usury, AML, sanctions, GDPR, prudential ratios, EBA, complaints, secrecy, distance selling, Sapin II, ESG, outsourcing, intermediaries). */
export const businessRulesCompliance: ExamQuestion[] = [
  // ── reg-credit-professionnels-leasing ──
  {
    id: "fr-ki-business-credit-not-applicable",
    lang: "fr",
    kind: "list",
    question:
      "Quelles protections du crédit conso ne s'appliquent pas à un crédit-bail consenti à une entreprise ?",
    facts: [
      ["FIPEN"],
      ["Délai de rétractation"],
      ["indemnité de remboursement anticipé"],
      ["FICP"],
      ["Taux d'usure"],
    ],
    sources: ["reg-credit-professionnels-leasing"],
  },
  {
    id: "en-ki-small-business-withdrawal",
    lang: "en",
    kind: "fact",
    question: "A plumber with three employees signs a rental on his premises with a vendor: can he withdraw?",
    facts: [["five employees or fewer"], ["14-day withdrawal"]],
    sources: ["reg-credit-professionnels-leasing"],
  },

  // ── reg-dailly-delais-paiement ──
  {
    id: "fr-ki-dailly-slip",
    lang: "fr",
    kind: "list",
    question: "Quelles mentions doit comporter un bordereau Dailly ?",
    facts: [
      ["acte de cession de créances professionnelles"],
      ["L313-23 à L313-34"],
      ["établissement bénéficiaire"],
      ["désignation des créances"],
    ],
    sources: ["reg-dailly-delais-paiement"],
  },
  {
    id: "en-ki-late-payment-penalties",
    lang: "en",
    kind: "fact",
    question: "A business customer pays our rental invoice late: what penalties and fixed fee apply?",
    facts: [["ECB rate plus 10 points"], ["€40"]],
    sources: ["reg-dailly-delais-paiement"],
  },

  // ── reg-usure-fixation-categories ──
  {
    id: "fr-ki-usury-monthly-period",
    lang: "fr",
    kind: "fact",
    question: "Pendant quelle période le taux d'usure a-t-il été fixé tous les mois ?",
    facts: [["1er février 2023"], ["31 janvier 2024"]],
    sources: ["reg-usure-fixation-categories"],
  },
  {
    id: "fr-ki-usury-consumer-bands",
    lang: "fr",
    kind: "list",
    question: "tranches de taux d'usure pour le credit conso ?",
    facts: [["inférieur ou égal à 3 000 €"], ["de plus de 3 000 € à 6 000 €"], ["de plus de 6 000 €"]],
    sources: ["reg-usure-fixation-categories"],
  },
  {
    id: "en-ki-usury-penalties",
    lang: "en",
    kind: "fact",
    question: "What criminal penalties does a lender face for a usurious loan?",
    facts: [["Two years' imprisonment"], ["€300,000"]],
    sources: ["reg-usure-fixation-categories"],
  },

  // ── reg-lcb-ft-vigilance-tracfin ──
  {
    id: "fr-ki-tracfin-tipping-off",
    lang: "fr",
    kind: "fact",
    question: "On a fait une déclaration de soupçon : peut-on en parler au client ?",
    facts: [["Ne jamais informer le client"], ["22 500 €"]],
    sources: ["reg-lcb-ft-vigilance-tracfin"],
  },
  {
    id: "en-ki-tracfin-objection",
    lang: "en",
    kind: "fact",
    question: "How long can Tracfin postpone a transaction it objects to?",
    facts: [["10 working days"]],
    sources: ["reg-lcb-ft-vigilance-tracfin"],
  },
  {
    id: "en-ki-pep-status-duration",
    lang: "en",
    kind: "fact",
    question: "How long does someone stay a PEP after leaving office, and who must approve the relationship?",
    facts: [["one year"], ["senior management"]],
    sources: ["reg-lcb-ft-vigilance-tracfin"],
  },

  // ── reg-sanctions-gel-avoirs ──
  {
    id: "fr-ki-sanctions-match-steps",
    lang: "fr",
    kind: "list",
    question: "Le filtrage sort une correspondance avec une personne sous sanctions : que faire ?",
    facts: [
      ["Filtrer les tiers"],
      ["homonymies"],
      ["geler les fonds"],
      ["Déclarer le gel"],
      ["autorisation délivrée"],
      ["Documenter chaque étape"],
    ],
    sources: ["reg-sanctions-gel-avoirs"],
  },
  {
    id: "en-ki-sanctions-owned-entity",
    lang: "en",
    kind: "fact",
    question: "A company is 60% owned by a designated person: do we have to treat it as frozen too?",
    facts: [["more than 50% owned"]],
    sources: ["reg-sanctions-gel-avoirs"],
  },

  // ── reg-rgpd-credit-droits-conservation ──
  {
    id: "fr-ki-gdpr-retention-periods",
    lang: "fr",
    kind: "fact",
    question: "Combien de temps conserver les pièces comptables, et les données d'un prospect ?",
    facts: [["10 ans"], ["3 ans après le dernier contact"]],
    sources: ["reg-rgpd-credit-droits-conservation"],
  },
  {
    id: "en-ki-gdpr-article22-request",
    lang: "en",
    kind: "list",
    question: "A customer contests an automatic credit refusal under Article 22: how do we handle it?",
    facts: [
      ["solely by automated processing"],
      ["reviewed by an analyst"],
      ["person's point of view"],
      ["main factors"],
      ["Notify the reviewed decision"],
    ],
    sources: ["reg-rgpd-credit-droits-conservation"],
  },

  // ── reg-ratios-prudentiels-leasing ──
  {
    id: "fr-ki-countercyclical-buffer",
    lang: "fr",
    kind: "fact",
    question: "Quel est le coussin contracyclique en France et depuis quand ?",
    facts: [["1 %"], ["2 janvier 2024"]],
    sources: ["reg-ratios-prudentiels-leasing"],
  },
  {
    id: "fr-ki-residual-value-risk-weight",
    lang: "fr",
    kind: "fact",
    question: "Comment est pondérée la valeur résiduelle d'un bien loué en approche standard ?",
    facts: [["100 %"], ["article 134"]],
    sources: ["reg-ratios-prudentiels-leasing"],
  },
  {
    id: "en-ki-large-exposure-reporting",
    lang: "en",
    kind: "fact",
    question: "From what size is an exposure reported as a large exposure, and what is the limit?",
    facts: [["10% of Tier 1"], ["25% of Tier 1"]],
    sources: ["reg-ratios-prudentiels-leasing"],
  },

  // ── reg-eba-octroi-suivi-credits ──
  {
    id: "fr-ki-eba-lom-timeline",
    lang: "fr",
    kind: "list",
    question:
      "Quel est le calendrier d'application des orientations EBA sur l'octroi et le suivi des prêts ?",
    facts: [["30 juin 2021"], ["30 juin 2022"], ["30 juin 2024"]],
    sources: ["reg-eba-octroi-suivi-credits"],
  },
  {
    id: "en-ki-eba-lom-sections",
    lang: "en",
    kind: "list",
    question: "What do sections 4 to 8 of the EBA loan origination guidelines cover?",
    facts: [
      ["internal governance"],
      ["loan origination procedures"],
      ["risk-based pricing"],
      ["valuation of immovable and movable property"],
      ["monitoring framework"],
    ],
    sources: ["reg-eba-octroi-suivi-credits"],
  },

  // ── reg-reclamations-mediation ──
  {
    id: "fr-ki-complaint-deadlines",
    lang: "fr",
    kind: "fact",
    question: "Sous quels délais accuser réception d'une réclamation et y répondre ?",
    facts: [["10 jours ouvrables"], ["2 mois"]],
    sources: ["reg-reclamations-mediation"],
  },
  {
    id: "en-ki-business-credit-mediation",
    lang: "en",
    kind: "fact",
    question: "A company has been refused lease financing. Can it go to a mediator?",
    facts: [["médiation du crédit aux entreprises"], ["Banque de France"]],
    sources: ["reg-reclamations-mediation"],
  },
  {
    id: "en-ki-consumer-mediation-timing",
    lang: "en",
    kind: "fact",
    question:
      "How long does a consumer have to refer a complaint to the mediator, and how long does the mediator take?",
    facts: [["within one year"], ["90 days"]],
    sources: ["reg-reclamations-mediation"],
  },

  // ── reg-secret-bancaire ──
  {
    id: "fr-ki-banking-secrecy-penalty",
    lang: "fr",
    kind: "fact",
    question: "Que risque-t-on en violant le secret bancaire ?",
    facts: [["un an d'emprisonnement"], ["15 000 €"]],
    sources: ["reg-secret-bancaire"],
  },
  {
    id: "en-ki-banking-secrecy-exceptions",
    lang: "en",
    kind: "list",
    question: "Against whom can banking secrecy not be raised?",
    facts: [
      ["ACPR"],
      ["overseas note-issuing institutes"],
      ["judicial authority"],
      ["Parliamentary committees"],
      ["Tracfin"],
    ],
    sources: ["reg-secret-bancaire"],
  },

  // ── reg-vente-distance-services-financiers ──
  {
    id: "fr-ki-distance-withdrawal-function",
    lang: "fr",
    kind: "list",
    question: "Comment doit fonctionner le bouton de rétractation d'un contrat conclu en ligne ?",
    facts: [
      ["fonctionnalité gratuite"],
      ["identité et le contrat"],
      ["confirmer sa demande"],
      ["accusé de réception"],
      ["14 jours calendaires"],
    ],
    sources: ["reg-vente-distance-services-financiers"],
  },
  {
    id: "en-ki-distance-marketing-date",
    lang: "en",
    kind: "fact",
    question:
      "Since when do the new distance marketing rules for financial services apply, and which directive do they come from?",
    facts: [["19 June 2026"], ["2023/2673"]],
    sources: ["reg-vente-distance-services-financiers"],
  },

  // ── reg-sapin2-anticorruption ──
  {
    id: "fr-ki-sapin2-scope",
    lang: "fr",
    kind: "fact",
    question: "Quelles entreprises doivent avoir un programme anticorruption Sapin II ?",
    facts: [["500 salariés"], ["100 millions d'euros"]],
    sources: ["reg-sapin2-anticorruption"],
  },
  {
    id: "en-ki-sapin2-measures",
    lang: "en",
    kind: "list",
    question: "What are the eight measures of a Sapin II anti-corruption programme?",
    facts: [
      ["code of conduct"],
      ["whistleblowing"],
      ["risk map"],
      ["assess customers"],
      ["Accounting control"],
      ["training programme"],
      ["disciplinary regime"],
      ["internal control and assessment"],
    ],
    sources: ["reg-sapin2-anticorruption"],
  },

  // ── reg-esg-sfdr-gar-leasing ──
  {
    id: "fr-ki-taxonomy-cars-2026",
    lang: "fr",
    kind: "fact",
    question: "Quelle voiture financée est alignée sur la Taxonomie en 2026 ?",
    facts: [["émissions nulles"], ["1er janvier 2026"]],
    sources: ["reg-esg-sfdr-gar-leasing"],
  },
  {
    id: "en-ki-green-asset-ratio",
    lang: "en",
    kind: "fact",
    question: "What does the green asset ratio measure?",
    facts: [["Taxonomy-aligned"], ["total covered assets"]],
    sources: ["reg-esg-sfdr-gar-leasing"],
  },

  // ── reg-externalisation-controle-interne ──
  {
    id: "fr-ki-outsourcing-clauses",
    lang: "fr",
    kind: "list",
    question: "Quelles clauses exiger dans un contrat d'externalisation d'une fonction critique ?",
    facts: [
      ["niveaux de service"],
      ["Droits d'accès et d'audit"],
      ["sous-traitance"],
      ["confidentialité des données"],
      ["Continuité d'activité"],
      ["réversibilité"],
    ],
    sources: ["reg-externalisation-controle-interne"],
  },
  {
    id: "en-ki-outsourcing-saas",
    lang: "en",
    kind: "fact",
    question:
      "We are moving to a SaaS leasing package: is that outsourcing, and when should compliance be involved?",
    facts: [["critical outsourcing"], ["tender stage"]],
    sources: ["reg-externalisation-controle-interne"],
  },

  // ── reg-iobsp-orias ──
  {
    id: "fr-ki-iobsp-categories",
    lang: "fr",
    kind: "list",
    question: "Quelles sont les catégories d'intermédiaires en opérations de banque ?",
    facts: [
      ["Courtier en opérations de banque"],
      ["Mandataire exclusif"],
      ["Mandataire non exclusif"],
      ["Mandataire d'intermédiaire"],
    ],
    sources: ["reg-iobsp-orias"],
  },
  {
    id: "en-ki-orias-validity",
    lang: "en",
    kind: "fact",
    question: "Until when is an ORIAS registration valid, and what if it is not renewed?",
    facts: [["28 or 29 February"], ["removed from the register"]],
    sources: ["reg-iobsp-orias"],
  },
  // ── English, further questions ──
  {
    id: "en-ki-usury-consumer-bands",
    lang: "en",
    kind: "list",
    question: "What are the consumer credit bands for the usury ceilings?",
    facts: [["€3,000 or less"], ["over €3,000 up to €6,000"], ["over €6,000"]],
    sources: ["reg-usure-fixation-categories"],
  },
  {
    id: "en-ki-countercyclical-buffer",
    lang: "en",
    kind: "fact",
    question: "What is the countercyclical buffer rate in France and since when?",
    facts: [["1% in France since 2 January 2024"]],
    sources: ["reg-ratios-prudentiels-leasing"],
  },
];
