import type { ExamQuestion } from "../types";

/** Knowledge base, end-of-lease remarketing, fair wear and tear, VAT and taxes on leasing. */
export const remarketingTaxes: ExamQuestion[] = [
  // ── remarketing-fin-de-contrat ──
  {
    id: "fr-ki-remarketing-channels",
    lang: "fr",
    kind: "list",
    question: "Par quels canaux revendre les véhicules qui reviennent de LLD ?",
    facts: [
      ["Vente au locataire"],
      ["Réseau du constructeur"],
      ["Enchères professionnelles"],
      ["Marchands et négociants"],
      ["Vente directe aux particuliers"],
      ["Export"],
    ],
    sources: ["remarketing-fin-de-contrat"],
  },
  {
    id: "en-ki-remarketing-margin-scheme",
    lang: "en",
    kind: "fact",
    question: "Can a lessor use the VAT margin scheme when it resells a returned car?",
    facts: [["taxable on the full price"], ["297 A"]],
    sources: ["remarketing-fin-de-contrat"],
  },
  {
    id: "en-ki-remarketing-kpis",
    lang: "en",
    kind: "list",
    question: "Which indicators should we use to steer remarketing?",
    facts: [
      ["Realisation rate"],
      ["Time to sell"],
      ["Remarketing cost per unit"],
      ["Gain or loss on disposal"],
    ],
    sources: ["remarketing-fin-de-contrat"],
  },

  // ── remise-en-etat-usure-normale ──
  {
    id: "fr-ki-fair-wear-tyres",
    lang: "fr",
    kind: "fact",
    question: "Pneus usés à la restitution : usure normale ou dommage facturable ?",
    facts: [["1,6 mm"], ["sous le minimum légal"]],
    sources: ["remise-en-etat-usure-normale"],
  },
  {
    id: "en-ki-fair-wear-grid",
    lang: "en",
    kind: "list",
    question: "How do we build a damage grid for vehicle returns?",
    facts: [["Sesamlld"], ["calculation method"], ["age and mileage"], ["at signature"]],
    sources: ["remise-en-etat-usure-normale"],
  },

  // ── tva-loyers-option-achat ──
  {
    id: "fr-ki-vat-option-exercise",
    lang: "fr",
    kind: "list",
    question: "Comment se passe la TVA à la levée de l'option d'achat d'un crédit-bail ?",
    facts: [
      ["vend le bien au locataire"],
      ["TVA au taux normal"],
      ["déduit cette TVA"],
      ["prix hors taxe récupérable"],
    ],
    sources: ["tva-loyers-option-achat"],
  },
  {
    id: "fr-ki-vat-passenger-car-rents",
    lang: "fr",
    kind: "fact",
    question: "Une société peut-elle récupérer la TVA sur les loyers de LLD de ses voitures particulières ?",
    facts: [["non déductible"], ["206, IV-2-6°"]],
    sources: ["tva-loyers-option-achat"],
  },
  {
    id: "en-ki-vat-fuel",
    lang: "en",
    kind: "fact",
    question: "How much VAT on fuel can a company recover for a leased passenger car?",
    facts: [["80%"], ["electricity deductible at 100%"]],
    sources: ["tva-loyers-option-achat"],
  },

  // ── taxes-vehicules-societe ──
  {
    id: "fr-ki-company-car-taxes",
    lang: "fr",
    kind: "fact",
    question: "Qu'est-ce qui a remplacé la TVS en 2022 ?",
    facts: [["taxe annuelle sur les émissions de dioxyde de carbone"], ["polluants atmosphériques"]],
    sources: ["taxes-vehicules-societe"],
  },
  {
    id: "en-ki-company-car-taxes-payer",
    lang: "en",
    kind: "fact",
    question: "In contract hire, who pays the annual taxes on company cars, the lessor or the lessee?",
    facts: [["the lessee, not the lessor"], ["30 consecutive days"]],
    sources: ["taxes-vehicules-societe"],
  },

  // ── fiscalite-preneur-loyers-reintegration ──
  {
    id: "fr-ki-lessee-add-back-ceilings",
    lang: "fr",
    kind: "list",
    question:
      "Quels sont les plafonds de déduction de l'article 39-4 pour une voiture louée, selon ses émissions ?",
    facts: [["30 000 €"], ["20 300 €"], ["18 300 €"], ["9 900 €"]],
    sources: ["fiscalite-preneur-loyers-reintegration"],
  },
  {
    id: "en-ki-lessee-add-back-example",
    lang: "en",
    kind: "fact",
    question:
      "A €40,000 car at 130 g/km, the lessor depreciated €8,000 this year: how much does the lessee add back?",
    facts: [["54.25%"], ["€4,340"]],
    sources: ["fiscalite-preneur-loyers-reintegration"],
  },

  // ── fiscalite-credit-bail-immobilier ──
  {
    id: "fr-ki-property-lease-publication",
    lang: "fr",
    kind: "fact",
    question: "Pourquoi publier un crédit-bail immobilier au service de la publicité foncière ?",
    facts: [["plus de douze ans"], ["prix de l'option"]],
    sources: ["fiscalite-credit-bail-immobilier"],
  },
  {
    id: "en-ki-property-lease-local-taxes",
    lang: "en",
    kind: "list",
    question: "Which taxes arise during a property finance lease, and who bears them?",
    facts: [["Property tax"], ["Business property contribution"], ["Annual tax on offices"]],
    sources: ["fiscalite-credit-bail-immobilier"],
  },
  // ── English, further questions ──
  {
    id: "en-ki-vat-rents",
    lang: "en",
    kind: "fact",
    question: "What VAT rate applies to lease rents in France, and when does the VAT become chargeable?",
    facts: [["20%"], ["on receipt of payment"]],
    sources: ["tva-loyers-option-achat"],
  },
];
