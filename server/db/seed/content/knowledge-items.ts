export type KnowledgeCategory =
  | "Métiers du Crédit"
  | "Progiciels & Solutions"
  | "Réglementation"
  | "Soft Skills"
  | "Gestion de Projet";

export type KnowledgeItemSeed = {
  id: string;
  category: KnowledgeCategory;
  title: string;
  description: string;
  status: "validated" | "review" | "draft";
  content: string;
  viewCount: number;
  /** The English version: every article Praxis ships exists in both languages. */
  titleEn: string;
  descriptionEn: string;
  contentEn: string;
};

/**
 * Knowledge base seed: fiches written for consultants working with credit and leasing companies.
 * Content is markdown, in French with a faithful English version (same headings, lists, tables and
 * figures). Regulatory references are given as orientation and must be checked against the current
 * texts before being used in a client deliverable.
 */
export const knowledgeItems: KnowledgeItemSeed[] = [
  // ---------------------------------------------------------------------------
  // Métiers du Crédit
  // ---------------------------------------------------------------------------
  {
    id: "analyse-financiere-entreprise",
    category: "Métiers du Crédit",
    title: "Analyse financière d'une contrepartie entreprise",
    description:
      "Méthode pas à pas pour analyser une PME ou ETI avant un financement : liasse fiscale, soldes intermédiaires de gestion, structure financière et capacité de remboursement.",
    status: "validated",
    viewCount: 342,
    content: `# Analyse financière d'une contrepartie entreprise

L'analyse financière vise à répondre à une question simple : **l'entreprise pourra-t-elle honorer ses échéances sur toute la durée du financement ?**

## Documents à collecter

Avant de financer une entreprise, PME comprise, demander :

- Les trois dernières liasses fiscales (bilan, compte de résultat, annexes)
- Une situation intermédiaire si le dernier exercice date de plus de 9 mois
- Le prévisionnel et le plan de financement pour un projet significatif
- L'état de l'endettement (tableau des emprunts et contrats de crédit-bail)

## Étapes de l'analyse

1. **Activité et rentabilité** : évolution du chiffre d'affaires, taux de marge, EBE (excédent brut d'exploitation) et résultat net.
2. **Structure financière** : fonds propres, gearing (dettes financières / fonds propres), fonds de roulement et BFR exprimé en jours de chiffre d'affaires.
3. **Capacité de remboursement** : CAF rapportée aux annuités, ratio dettes financières nettes / EBE (au-delà de 3,5 à 4, le dossier demande une justification).
4. **Trésorerie** : trésorerie nette, recours au découvert, saisonnalité.

## Retraitements usuels

- Réintégrer les loyers de crédit-bail pour comparer des entreprises qui achètent et qui louent leurs équipements
- Neutraliser les éléments exceptionnels (cession d'actif, subvention ponctuelle)
- Traiter les comptes courants d'associés bloqués comme quasi-fonds propres

## Points de vigilance

- Un EBE en hausse avec une trésorerie qui se dégrade signale souvent une dérive du BFR.
- Des capitaux propres inférieurs à la moitié du capital social imposent une décision des associés sur la poursuite de l'activité.
- Croisez toujours les chiffres avec la cotation Banque de France et les incidents de paiement connus.

## Livrable attendu

Une note de synthèse d'une à deux pages : forces, faiblesses, risques identifiés et recommandation argumentée (accord, accord sous conditions, refus).`,
    titleEn: "Financial analysis of a corporate counterparty",
    descriptionEn:
      "A step-by-step method for analysing an SME or mid-sized company before granting finance: tax return package, intermediate management balances, financial structure and repayment capacity.",
    contentEn: `# Financial analysis of a corporate counterparty

Financial analysis seeks to answer one simple question: **will the company be able to meet its repayments over the whole term of the financing?**

## Documents to collect

Before financing a company, SMEs included, ask for:

- The last three tax return packages (liasses fiscales: balance sheet, income statement, notes)
- Interim accounts if the last financial year ended more than 9 months ago
- The forecast and the financing plan for a significant project
- A schedule of existing debt (loans and crédit-bail (finance lease) contracts)

## Steps of the analysis

1. **Activity and profitability**: trend in revenue, margin rate, EBE (excédent brut d'exploitation, close to EBITDA) and net income.
2. **Financial structure**: equity, gearing (financial debt / equity), working capital and working capital requirement (BFR) expressed in days of revenue.
3. **Repayment capacity**: CAF (capacité d'autofinancement, i.e. cash flow from operations) compared with annual debt service, and the net financial debt / EBE ratio (above 3.5 to 4, the application needs to be justified).
4. **Cash**: net cash position, use of overdrafts, seasonality.

## Usual restatements

- Restate finance lease rentals so as to compare companies that buy their equipment with those that lease it
- Neutralise one-off items (asset disposals, non-recurring grants)
- Treat blocked shareholder current accounts as quasi-equity

## Points of attention

- Rising EBE combined with deteriorating cash often signals a drift in the working capital requirement.
- Equity below half of the share capital requires the shareholders to decide whether the business should continue.
- Always cross-check the figures against the Banque de France rating (cotation) and any known payment incidents.

## Expected deliverable

A one- to two-page summary note: strengths, weaknesses, identified risks and a reasoned recommendation (approval, approval subject to conditions, decline).`,
  },
  {
    id: "scoring-octroi-particuliers",
    category: "Métiers du Crédit",
    title: "Scoring d'octroi en crédit à la consommation",
    description:
      "Fonctionnement d'une grille de score d'octroi pour les particuliers, indicateurs de performance et bonnes pratiques de suivi.",
    status: "validated",
    viewCount: 287,
    content: `# Scoring d'octroi en crédit à la consommation

Le score d'octroi attribue à chaque demande une note qui reflète sa **probabilité de défaut** à un horizon donné, généralement 12 mois. Il alimente la décision automatique ou l'orientation vers un analyste.

## Variables fréquemment utilisées

- Situation familiale et nombre de personnes à charge
- Ancienneté professionnelle, type de contrat, secteur d'activité
- Ancienneté bancaire et statut résidentiel (propriétaire, locataire, hébergé)
- Taux d'endettement et reste à vivre
- Caractéristiques du financement : apport, durée, type de bien

## Construction du modèle

Un modèle de score d'octroi se construit en cinq étapes :

1. Définir la variable cible (par exemple trois impayés consécutifs dans les 12 mois).
2. Constituer un échantillon de développement et un échantillon de validation hors période.
3. Discrétiser les variables et sélectionner les plus discriminantes.
4. Estimer le modèle (régression logistique le plus souvent) et transformer le résultat en grille de points.
5. Traiter les refusés (*reject inference*) pour limiter le biais de sélection.

## Indicateurs de performance

| Indicateur | Usage |
|---|---|
| Gini / AUC | Pouvoir discriminant |
| Kolmogorov-Smirnov | Écart maximal entre bons et mauvais |
| PSI | Stabilité de la population (au-delà de 0,25 : population instable) |

## Suivi en production

- Tableau de bord mensuel : taux d'acceptation, répartition par classe de risque, taux de dérogation
- Back-testing annuel du taux de défaut observé par classe
- Revue des seuils (cut-off) en fonction de l'appétit au risque

## À retenir

Le score éclaire la décision mais ne dispense pas de l'évaluation de solvabilité exigée par le Code de la consommation. Une décision entièrement automatisée doit aussi respecter les règles du RGPD sur ce type de traitement.`,
    titleEn: "Application scoring in consumer credit",
    descriptionEn:
      "How an application scorecard for private individuals works, its performance indicators and good monitoring practice.",
    contentEn: `# Application scoring in consumer credit

The application score gives each credit application a score reflecting its **probability of default** over a given horizon, usually 12 months. It drives the automatic decision or the referral of the application to an analyst.

## Frequently used variables

- Marital status and number of dependants
- Length of employment, type of employment contract, business sector
- Length of banking relationship and residential status (owner, tenant, housed by others)
- Debt-to-income ratio and residual income after expenses (reste à vivre)
- Characteristics of the financing: down payment, term, type of asset

## Building the model

An application scoring model is built in five steps:

1. Define the target variable (for example three consecutive missed payments within 12 months).
2. Build a development sample and an out-of-time validation sample.
3. Bin the variables and select the most discriminating ones.
4. Estimate the model (most often a logistic regression) and convert the result into a points-based scorecard.
5. Handle rejected applications (*reject inference*) to limit selection bias.

## Performance indicators

| Indicator | Use |
|---|---|
| Gini / AUC | Discriminatory power |
| Kolmogorov-Smirnov | Maximum separation between goods and bads |
| PSI | Population stability (above 0.25: unstable population) |

## Monitoring in production

- Monthly dashboard: acceptance rate, distribution by risk grade, override rate
- Annual back-testing of the observed default rate by grade
- Review of the cut-off thresholds in line with risk appetite

## Key takeaway

The score informs the decision but does not replace the creditworthiness assessment required by the Code de la consommation (French Consumer Code). A fully automated decision must also comply with the GDPR rules on this type of processing.`,
  },
  {
    id: "garanties-et-suretes",
    category: "Métiers du Crédit",
    title: "Garanties et sûretés : panorama et valorisation",
    description:
      "Les principales sûretés personnelles et réelles utilisées en financement professionnel, et la manière d'en apprécier la valeur réelle en cas de défaut.",
    status: "validated",
    viewCount: 231,
    content: `# Garanties et sûretés : panorama et valorisation

Une garantie ne rend pas un dossier bon : elle **réduit la perte en cas de défaut**. La décision de crédit repose d'abord sur la capacité de remboursement.

## Sûretés personnelles

- **Cautionnement** : engagement d'une personne de payer à la place du débiteur. Depuis la réforme du droit des sûretés entrée en vigueur le 1er janvier 2022, la mention manuscrite est remplacée par une mention apposée par la caution elle-même. La proportionnalité de l'engagement aux biens et revenus de la caution reste un point de contentieux majeur.
- **Garantie autonome** : engagement indépendant du contrat principal, fréquent à l'international.
- **Lettre d'intention** : engagement moral ou obligation de moyens de la maison mère, à qualifier avec soin.

## Sûretés réelles

- **Nantissement** de fonds de commerce, de parts sociales ou de compte-titres
- **Gage** sur un matériel ou un véhicule, avec ou sans dépossession
- **Hypothèque** ou privilège de prêteur de deniers sur un immeuble
- **Réserve de propriété**, et en crédit-bail la propriété même du bien financé

## Garanties d'organismes

Bpifrance, sociétés de caution mutuelle ou fonds européens peuvent couvrir une quote-part de la perte, en contrepartie d'une commission.

## Valoriser une garantie

1. Partir de la valeur de marché du bien ou de l'engagement.
2. Appliquer une décote (*haircut*) reflétant l'obsolescence, la liquidité du marché de l'occasion et les frais de réalisation.
3. Tenir compte du rang de la sûreté et des délais de réalisation.
4. Revaloriser périodiquement, en particulier pour les biens à forte décote (informatique, matériel spécifique).

## Checklist de mise en place

- Acte signé par une personne habilitée
- Formalités de publicité réalisées dans les délais
- Assurance du bien avec délégation au profit du financeur`,
    titleEn: "Guarantees and security interests: overview and valuation",
    descriptionEn:
      "The main personal and real security interests used in business lending, and how to assess their true value in the event of default.",
    contentEn: `# Guarantees and security interests: overview and valuation

A guarantee does not make an application good: it **reduces the loss in the event of default**. The credit decision rests first and foremost on repayment capacity.

## Personal security

- **Cautionnement (personal guarantee)**: a person's undertaking to pay in place of the debtor. Since the reform of French security law that came into force on 1 January 2022, the handwritten statement has been replaced by a statement made by the guarantor personally. Whether the commitment is proportionate to the guarantor's assets and income remains a major source of litigation.
- **Garantie autonome (independent guarantee)**: an undertaking independent of the main contract, common in international business.
- **Lettre d'intention (letter of comfort)**: a moral commitment or best-efforts obligation from the parent company, to be characterised with care.

## Real security

- **Nantissement (pledge)** over a business (fonds de commerce), company shares or a securities account
- **Gage (pledge)** over equipment or a vehicle, with or without dispossession
- **Hypothèque (mortgage)** or lender's lien (privilège de prêteur de deniers) over real estate
- **Retention of title** and, in crédit-bail (finance lease), ownership of the financed asset itself

## Guarantees from institutions

Bpifrance, mutual guarantee companies or European funds may cover a share of the loss in return for a fee.

## Valuing a guarantee

1. Start from the market value of the asset or of the commitment.
2. Apply a *haircut* reflecting obsolescence, the liquidity of the second-hand market and realisation costs.
3. Take into account the ranking of the security and the time needed to enforce it.
4. Revalue periodically, especially for assets that lose value quickly (IT, specific equipment).

## Set-up checklist

- Deed signed by a duly authorised person
- Registration formalities completed within the deadlines
- Asset insurance with the benefit assigned to the lender (délégation d'assurance)`,
  },
  {
    id: "credit-bail-mobilier-fondamentaux",
    category: "Métiers du Crédit",
    title: "Crédit-bail mobilier : fondamentaux",
    description:
      "Définition, acteurs, cycle de vie et points de vigilance du crédit-bail mobilier pour le financement d'équipements professionnels.",
    status: "validated",
    viewCount: 395,
    content: `# Crédit-bail mobilier : fondamentaux

Le crédit-bail mobilier est défini par l'article L313-7 du Code monétaire et financier : une opération de location d'un bien d'équipement, acquis par le crédit-bailleur **en vue de cette location**, assortie d'une **option d'achat** au profit du locataire.

## Les trois acteurs

- **Le fournisseur** : vend le bien au crédit-bailleur et le livre au locataire.
- **Le crédit-bailleur** : propriétaire du bien pendant toute la durée du contrat.
- **Le locataire (crédit-preneur)** : choisit le bien, l'utilise et verse les loyers.

## Cycle de vie d'un contrat

1. Demande, étude du risque et accord
2. Commande au fournisseur et signature du contrat
3. Livraison et signature du **procès-verbal de livraison**, qui déclenche la mise en loyers
4. Vie du contrat : facturation, avenants, sinistres, éventuels impayés
5. Fin de contrat : levée d'option, prolongation ou restitution du bien

## Structurer les loyers

- Loyers constants, progressifs, dégressifs ou saisonniers
- Premier loyer majoré pour réduire l'exposition
- Durée alignée sur la durée d'usage économique du bien
- Valeur résiduelle (option d'achat) souvent comprise entre 1 % et 5 % du prix

## Avantages pour le client

- Financement à 100 % du bien, sans apport
- Préservation de la capacité d'endettement bancaire
- Loyers déductibles du résultat imposable (sous conditions)

## Points de vigilance pour le bailleur

- Publicité de l'opération pour rendre la propriété opposable aux tiers, notamment en procédure collective
- Qualité du fournisseur et réalité de la livraison (risque de fraude au matériel fictif)
- Liquidité du bien en cas de reprise : un matériel standard se revend bien mieux qu'une machine sur mesure`,
    titleEn: "Equipment crédit-bail (finance lease): the fundamentals",
    descriptionEn:
      "Definition, parties, life cycle and points of attention of equipment crédit-bail (finance lease) for financing business equipment.",
    contentEn: `# Equipment crédit-bail (finance lease): the fundamentals

Crédit-bail mobilier (equipment finance lease) is defined by article L313-7 of the Code monétaire et financier (French Monetary and Financial Code): the leasing of a capital asset, acquired by the lessor **for the purpose of that lease**, together with a **purchase option** for the lessee.

## The three parties

- **The supplier**: sells the asset to the lessor and delivers it to the lessee.
- **The lessor (crédit-bailleur)**: owns the asset throughout the term of the contract.
- **The lessee (crédit-preneur)**: chooses the asset, uses it and pays the rentals.

## Life cycle of a contract

1. Application, risk assessment and approval
2. Order placed with the supplier and signature of the contract
3. Delivery and signature of the **delivery certificate** (procès-verbal de livraison), which triggers the rental start
4. Contract servicing: invoicing, amendments, insurance claims, any arrears
5. End of contract: exercise of the option, extension or return of the asset

## Structuring the rentals

- Level, stepped-up, stepped-down or seasonal rentals
- Larger first rental to reduce the exposure
- Term aligned with the asset's economic useful life
- Residual value (purchase option) often between 1% and 5% of the price

## Benefits for the customer

- 100% financing of the asset, with no down payment
- Bank borrowing capacity preserved
- Rentals deductible from taxable income (subject to conditions)

## Points of attention for the lessor

- Registration (publicité) of the transaction so that ownership can be enforced against third parties, particularly in insolvency proceedings
- Quality of the supplier and reality of the delivery (risk of fraud involving fictitious equipment)
- Liquidity of the asset on repossession: standard equipment resells far more easily than a custom-built machine`,
  },
  {
    id: "credit-bail-immobilier",
    category: "Métiers du Crédit",
    title: "Crédit-bail immobilier : montage et cycle de vie",
    description:
      "Les étapes d'une opération de crédit-bail immobilier, du montage au transfert de propriété, et les points d'analyse spécifiques à ce produit.",
    status: "validated",
    viewCount: 164,
    content: `# Crédit-bail immobilier : montage et cycle de vie

Le crédit-bail immobilier permet à une entreprise de financer des locaux professionnels (entrepôt, bureaux, usine, commerce) sur une longue durée, généralement de **12 à 20 ans**, par un contrat signé devant notaire, avec une option d'achat en fin de contrat.

## Montage type

1. Étude du projet : qualité de l'emplacement, caractère polyvalent ou spécifique de l'immeuble, solidité du preneur.
2. Acquisition du terrain et de l'immeuble (ou financement de la construction) par le crédit-bailleur, souvent en pool avec d'autres établissements.
3. Signature du contrat devant notaire.
4. Phase de préfinancement pendant les travaux, avec des loyers intercalaires.
5. Mise en loyers à la livraison de l'immeuble.

## Spécificités d'analyse

- **Double analyse** : solvabilité du preneur et valeur de l'immeuble en cas de défaut
- Polyvalence du bien : un entrepôt logistique standard se reloue mieux qu'un site industriel spécialisé
- Risques environnementaux (pollution des sols) et conformité réglementaire du bâtiment
- Répartition des charges, travaux et assurances entre bailleur et preneur

## Fin de contrat

- Levée d'option à un prix fixé au contrat
- Possibilité de **levée anticipée** selon les conditions prévues
- Cession du contrat à un tiers, avec accord du crédit-bailleur

## Points fiscaux à signaler au client

Le traitement fiscal du crédit-bail immobilier comporte des règles spécifiques (réintégration de certaines quotes-parts de loyers, droits lors de la levée d'option). Le consultant n'a pas à trancher ces questions : il doit les identifier et orienter le client vers ses conseils fiscaux.

## Pool et syndication

Pour les montants importants, un chef de file coordonne les co-crédit-bailleurs, qui deviennent copropriétaires de l'immeuble au prorata de leur participation.`,
    titleEn: "Real estate crédit-bail (property finance lease): structuring and life cycle",
    descriptionEn:
      "The stages of a property finance lease transaction, from structuring to transfer of ownership, and the analysis points specific to this product.",
    contentEn: `# Real estate crédit-bail (property finance lease): structuring and life cycle

Crédit-bail immobilier (property finance lease) enables a company to finance business premises (warehouse, offices, factory, retail unit) over a long period, usually **12 to 20 years**, under a contract signed before a notary, with a purchase option at the end of the contract.

## Typical structure

1. Project review: quality of the location, multi-purpose or specific nature of the building, strength of the lessee.
2. Acquisition of the land and the building (or financing of the construction) by the lessor, often in a pool with other institutions.
3. Signature of the contract before a notary.
4. Pre-financing phase during the works, with interim rentals.
5. Rental start on delivery of the building.

## Specific analysis points

- **Dual analysis**: creditworthiness of the lessee and value of the building in the event of default
- Versatility of the asset: a standard logistics warehouse is easier to re-let than a specialised industrial site
- Environmental risks (soil pollution) and regulatory compliance of the building
- Allocation of charges, works and insurance between lessor and lessee

## End of contract

- Exercise of the option at a price set in the contract
- Possibility of **early exercise** under the agreed conditions
- Transfer of the contract to a third party, with the lessor's consent

## Tax points to flag to the client

The tax treatment of property finance leases involves specific rules (add-back of certain portions of the rentals, duties payable on exercise of the option). The consultant does not have to settle these questions: they must identify them and refer the client to its tax advisers.

## Pool and syndication

For large amounts, a lead arranger coordinates the co-lessors, who become co-owners of the building in proportion to their share.`,
  },
  {
    id: "lld-loa-comparatif",
    category: "Métiers du Crédit",
    title: "LLD et LOA : comparatif et gestion de la valeur résiduelle",
    description:
      "Différences entre location longue durée et location avec option d'achat, et enjeux de la valeur résiduelle pour le loueur.",
    status: "validated",
    viewCount: 318,
    content: `# LLD et LOA : comparatif et gestion de la valeur résiduelle

La **LLD** (location longue durée) et la **LOA** (location avec option d'achat) financent l'usage d'un bien, le plus souvent un véhicule, contre des loyers mensuels. Elles diffèrent par la fin de contrat et par le régime juridique.

## Comparatif

| Critère | LLD | LOA |
|---|---|---|
| Fin de contrat | Restitution du bien | Achat possible (option) ou restitution |
| Services | Souvent inclus (entretien, assistance, pneus) | Optionnels |
| Kilométrage | Forfait contractuel, surcoût au-delà | Forfait, surtout si restitution |
| Régime pour un particulier | Location | Soumise aux règles du crédit à la consommation |

## La valeur résiduelle, cœur du modèle

La valeur résiduelle (VR) est l'estimation de la valeur du bien à la fin du contrat. Plus elle est élevée, plus le loyer est bas, mais plus le **risque de marché** porté par le loueur est fort.

- Sources : cotes de l'occasion, historique de reventes, projections par modèle et motorisation
- Facteurs de risque : évolution réglementaire (zones à faibles émissions), ruptures technologiques, prix du neuf
- Pilotage : révision trimestrielle des grilles et provision pour dépréciation si la VR est surestimée

## Restitution en LLD

1. Expertise contradictoire du véhicule
2. Application de la grille de frais de remise en état
3. Facturation des kilomètres excédentaires
4. Remarketing : vente aux enchères, à des marchands ou via un réseau de véhicules d'occasion

## Conseil au client

La LOA convient à qui souhaite garder le bien ; la LLD à qui veut un budget maîtrisé et renouveler régulièrement. Dans les deux cas, le coût total doit inclure les frais annexes et le scénario de fin de contrat.`,
    titleEn: "LLD and LOA: comparison and residual value management",
    descriptionEn:
      "Differences between LLD (long-term rental) and LOA (lease with purchase option), and what residual value means for the lessor.",
    contentEn: `# LLD and LOA: comparison and residual value management

**LLD** (location longue durée, long-term rental) and **LOA** (location avec option d'achat, lease with purchase option) finance the use of an asset, most often a vehicle, in return for monthly rentals. They differ in how the contract ends and in their legal regime.

## Comparison

| Criterion | LLD | LOA |
|---|---|---|
| End of contract | Return of the asset | Possible purchase (option) or return |
| Services | Often included (maintenance, assistance, tyres) | Optional |
| Mileage | Contractual allowance, surcharge above it | Allowance, especially if the asset is returned |
| Regime for a private individual | Rental | Subject to the consumer credit rules |

## Residual value, the heart of the model

Residual value (RV) is the estimated value of the asset at the end of the contract. The higher it is, the lower the rental, but the greater the **market risk** borne by the lessor.

- Sources: used-vehicle price guides, resale history, projections by model and powertrain
- Risk factors: regulatory change (low-emission zones), technological disruption, new-vehicle prices
- Management: quarterly review of the RV grids and an impairment provision if RV is overestimated

## Return at the end of an LLD

1. Joint inspection of the vehicle
2. Application of the reconditioning charges grid
3. Invoicing of excess mileage
4. Remarketing: auctions, sale to traders or through a used-vehicle network

## Advice to the client

LOA suits those who wish to keep the asset; LLD suits those who want a controlled budget and regular renewal. In both cases, the total cost must include ancillary charges and the end-of-contract scenario.`,
  },
  {
    id: "affacturage-mecanismes",
    category: "Métiers du Crédit",
    title: "Affacturage : mécanismes et offres",
    description:
      "Principe de l'affacturage, services rendus par le factor, variantes d'offres et éléments de tarification.",
    status: "validated",
    viewCount: 203,
    content: `# Affacturage : mécanismes et offres

L'affacturage consiste pour une entreprise (l'adhérent) à **céder ses factures clients** à un établissement spécialisé (le factor), qui en assure le financement, la gestion et, le plus souvent, la garantie contre l'insolvabilité des débiteurs.

## Les trois services du factor

- **Financement** : avance d'une part importante du montant des factures dès leur cession
- **Garantie** : prise en charge du risque d'insolvabilité des débiteurs agréés, dans la limite des plafonds accordés
- **Gestion du poste clients** : relances, encaissements, lettrage

## Mécanisme juridique

La cession s'opère le plus souvent par **subrogation conventionnelle** : le factor paie l'adhérent et se substitue à lui dans ses droits sur le débiteur. La cession de créances professionnelles par bordereau (dite Dailly) est une alternative.

## Variantes d'offres

- **Affacturage notifié** : le débiteur est informé et paie directement le factor
- **Affacturage confidentiel** : le débiteur n'est pas informé, l'adhérent continue d'encaisser
- **Affacturage inversé** (*reverse factoring*) : programme mis en place par un grand donneur d'ordre pour ses fournisseurs
- **Affacturage export** : avec le concours de factors correspondants dans le pays du débiteur

## Tarification

1. Commission d'affacturage, en pourcentage du chiffre d'affaires cédé
2. Commission de financement, calculée sur les sommes avancées et indexée sur un taux de référence
3. Frais annexes : ouverture de dossier, demandes d'agrément, litiges
4. Fonds de garantie retenu sur les cessions, restitué en fin de contrat

## Points de vigilance

- Concentration sur quelques débiteurs
- Taux de litiges et d'avoirs élevé, qui réduit la valeur des créances cédées
- Risque de fraude (factures fictives ou cédées deux fois)`,
    titleEn: "Factoring: mechanisms and offers",
    descriptionEn:
      "The principle of factoring (affacturage), the services provided by the factor, offer variants and pricing components.",
    contentEn: `# Factoring: mechanisms and offers

In factoring (affacturage), a company (the client, or adhérent) **sells its customer invoices** to a specialised institution (the factor), which finances them, manages them and, in most cases, guarantees them against the insolvency of the debtors.

## The factor's three services

- **Financing**: advance of a large share of the invoice amounts as soon as they are assigned
- **Credit protection**: the factor bears the insolvency risk of approved debtors, within the limits granted
- **Receivables management**: reminders, collection, cash matching

## Legal mechanism

The transfer is most often made through **conventional subrogation** (subrogation conventionnelle): the factor pays the client and takes over its rights against the debtor. Assignment of business receivables by schedule (known as a Dailly assignment) is an alternative.

## Offer variants

- **Disclosed factoring**: the debtor is notified and pays the factor directly
- **Confidential factoring**: the debtor is not informed and the client continues to collect
- **Reverse factoring**: a programme set up by a large buyer for its suppliers
- **Export factoring**: with the support of correspondent factors in the debtor's country

## Pricing

1. Factoring fee, as a percentage of the turnover assigned
2. Financing charge, calculated on the amounts advanced and indexed to a reference rate
3. Ancillary fees: file set-up, credit approval requests, disputes
4. Guarantee reserve withheld from assignments, returned at the end of the contract

## Points of attention

- Concentration on a few debtors
- A high rate of disputes and credit notes, which reduces the value of the receivables assigned
- Risk of fraud (fictitious invoices or invoices assigned twice)`,
  },
  {
    id: "recouvrement-amiable-contentieux",
    category: "Métiers du Crédit",
    title: "Recouvrement : de l'amiable au contentieux",
    description:
      "Organisation d'une chaîne de recouvrement efficace, de la première relance à la procédure judiciaire, avec les indicateurs de pilotage associés.",
    status: "validated",
    viewCount: 276,
    content: `# Recouvrement : de l'amiable au contentieux

Un recouvrement performant repose sur une **segmentation fine des impayés** et sur des actions graduées dans le temps.

## Les phases

1. **Prévention** : détection de signaux faibles (rejets de prélèvement, baisse des flux, alertes du score comportemental) et contact proactif.
2. **Recouvrement amiable** (J+1 à J+60 environ) : relances automatiques par SMS, courriel et courrier, appels sortants, propositions de plans de règlement.
3. **Précontentieux** : mise en demeure, déchéance du terme ou résiliation du contrat, recours éventuel à une société de recouvrement.
4. **Contentieux** : injonction de payer, assignation, exécution par commissaire de justice, déclaration de créance en cas de procédure collective.

## Spécificités du leasing

- La résiliation permet de **récupérer le bien**, propriété du bailleur
- L'indemnité de résiliation et la revente du bien réduisent la perte finale
- La rapidité de reprise conditionne la valeur récupérée

## Clients particuliers

- Information du client et respect des règles sur les pratiques de recouvrement
- Inscription au fichier des incidents (FICP) dans les conditions réglementaires
- Suspension des poursuites en cas de dépôt d'un dossier de surendettement déclaré recevable

## Indicateurs de pilotage

| Indicateur | Définition |
|---|---|
| Taux de roulement (*roll rate*) | Part des dossiers passant d'une tranche de retard à la suivante |
| Taux de régularisation | Dossiers revenus à jour / dossiers entrés en impayé |
| Taux de récupération | Montants récupérés / montants en contentieux |
| Coût de recouvrement | Coût total / montants récupérés |

## Bonnes pratiques

- Scripts d'appel adaptés au profil du client
- Traçabilité de chaque action dans l'outil de recouvrement
- Revue mensuelle des plans de règlement non tenus`,
    titleEn: "Collections: from amicable recovery to litigation",
    descriptionEn:
      "Organising an effective collections chain, from the first reminder to court proceedings, with the related management indicators.",
    contentEn: `# Collections: from amicable recovery to litigation

Effective collections rest on **fine segmentation of arrears** and on actions that escalate over time.

## The phases

1. **Prevention**: detection of weak signals (rejected direct debits, falling account flows, behavioural score alerts) and proactive contact.
2. **Amicable collection** (roughly D+1 to D+60): automated reminders by text message, email and letter, outbound calls, repayment plan proposals.
3. **Pre-litigation**: formal notice, acceleration of the loan (déchéance du terme) or termination of the contract, possible use of a debt collection agency.
4. **Litigation**: order for payment (injonction de payer), summons, enforcement by a commissaire de justice (judicial officer), filing of a proof of claim in insolvency proceedings.

## Leasing specifics

- Termination makes it possible to **repossess the asset**, which belongs to the lessor
- The termination indemnity and the resale of the asset reduce the final loss
- The speed of repossession determines the value recovered

## Private customers

- Informing the customer and complying with the rules on collection practices
- Registration in the incidents register (FICP, the Banque de France register of household credit repayment incidents) under the regulatory conditions
- Suspension of enforcement once an over-indebtedness (surendettement) application has been declared admissible

## Management indicators

| Indicator | Definition |
|---|---|
| Roll rate | Share of accounts moving from one arrears bucket to the next |
| Cure rate | Accounts brought back up to date / accounts that fell into arrears |
| Recovery rate | Amounts recovered / amounts in litigation |
| Collection cost | Total cost / amounts recovered |

## Good practice

- Call scripts adapted to the customer's profile
- Every action traced in the collections tool
- Monthly review of broken repayment plans`,
  },
  {
    id: "procedures-collectives-bailleur",
    category: "Métiers du Crédit",
    title: "Procédures collectives : les réflexes du bailleur",
    description:
      "Que faire lorsqu'un locataire entre en sauvegarde, redressement ou liquidation judiciaire : délais, déclaration de créance et récupération des biens.",
    status: "review",
    viewCount: 118,
    content: `# Procédures collectives : les réflexes du bailleur

L'ouverture d'une procédure collective gèle la situation du débiteur. Pour un bailleur, l'enjeu est double : **déclarer sa créance** et **faire reconnaître sa propriété** sur les biens loués.

## Les trois procédures

- **Sauvegarde** : l'entreprise n'est pas en cessation des paiements, elle réorganise son activité.
- **Redressement judiciaire** : cessation des paiements, période d'observation puis plan ou cession.
- **Liquidation judiciaire** : redressement manifestement impossible, l'activité cesse.

## Réflexes dès la publication du jugement

1. Identifier tous les contrats du débiteur et l'encours par contrat.
2. **Déclarer la créance** auprès du mandataire judiciaire dans le délai de deux mois à compter de la publication au BODACC.
3. **Faire valoir le droit de propriété** : si le contrat a été régulièrement publié, demander la restitution du bien ; à défaut, agir en revendication dans les trois mois suivant la publication du jugement d'ouverture.
4. Interroger l'administrateur sur la **poursuite des contrats en cours** : s'il opte pour la poursuite, les loyers postérieurs doivent être payés à échéance.

## Erreurs fréquentes

- Laisser passer le délai de revendication sur un contrat non publié
- Oublier de déclarer les créances à échoir et l'indemnité de résiliation
- Ne pas vérifier la présence physique des biens avant d'en demander la restitution

## Organisation recommandée

- Veille quotidienne des annonces légales sur le portefeuille
- Checklist par dossier avec dates butoirs calculées automatiquement
- Coordination entre recouvrement, juridique et remarketing

> Fiche en cours de relecture par le service juridique : les délais cités doivent être vérifiés au regard des textes en vigueur avant toute utilisation externe.`,
    titleEn: "Insolvency proceedings: the lessor's reflexes",
    descriptionEn:
      "What to do when a lessee enters safeguard, judicial reorganisation or judicial liquidation proceedings: deadlines, proof of claim and recovery of the assets.",
    contentEn: `# Insolvency proceedings: the lessor's reflexes

The opening of insolvency proceedings (procédure collective) freezes the debtor's position. For a lessor, the stakes are twofold: **filing its claim** and **having its ownership of the leased assets recognised**.

## The three proceedings

- **Safeguard (sauvegarde)**: the company is not insolvent (not in cessation des paiements); it reorganises its business.
- **Judicial reorganisation (redressement judiciaire)**: insolvency, an observation period, then a plan or a sale.
- **Judicial liquidation (liquidation judiciaire)**: rescue is manifestly impossible and the business ceases.

## Reflexes as soon as the judgment is published

1. Identify all of the debtor's contracts and the outstanding amount per contract.
2. **File the claim** with the creditors' representative (mandataire judiciaire) within two months of publication in the BODACC (the official bulletin of civil and commercial notices).
3. **Assert the right of ownership**: if the contract was duly registered, request the return of the asset; otherwise, bring a claim for recovery (revendication) within three months of publication of the opening judgment.
4. Ask the administrator whether **current contracts will be continued**: if they opt for continuation, rentals falling due afterwards must be paid on their due date.

## Common mistakes

- Missing the recovery claim deadline on an unregistered contract
- Forgetting to file claims for future rentals and the termination indemnity
- Failing to check that the assets are physically present before requesting their return

## Recommended organisation

- Daily monitoring of legal notices across the portfolio
- A checklist per file, with automatically calculated deadlines
- Coordination between collections, legal and remarketing

> Article under review by the legal department: the deadlines quoted must be checked against the texts in force before any external use.`,
  },
  {
    id: "programmes-vendor-partenariats",
    category: "Métiers du Crédit",
    title: "Programmes vendor : financer via les constructeurs et distributeurs",
    description:
      "Principes du financement partenaire (vendor finance), modèle économique et points clés d'un accord avec un constructeur ou distributeur.",
    status: "draft",
    viewCount: 27,
    content: `# Programmes vendor : financer via les constructeurs et distributeurs

Le **vendor finance** consiste à proposer une solution de financement (crédit-bail, location financière, LOA) directement au point de vente, en partenariat avec un constructeur ou un distributeur d'équipements.

## Intérêt pour chaque partie

- **Partenaire** : augmenter ses ventes, fidéliser ses clients, proposer une offre de renouvellement
- **Financeur** : accéder à un flux d'affaires régulier à faible coût d'acquisition
- **Client final** : obtenir un financement rapide, intégré à l'acte d'achat

## Éléments d'un accord de partenariat

1. Périmètre : produits, marchés, pays, types de clients
2. Délégations de décision : montants accordés automatiquement, circuit d'escalade
3. Rémunération du partenaire (commissions, bonifications de taux)
4. Engagements éventuels du partenaire : **reprise des matériels**, garantie de valeur résiduelle, partage de pertes
5. Outils : portail partenaire, simulateur, signature électronique

## Indicateurs de suivi

- Taux de pénétration du financement sur les ventes du partenaire
- Délai moyen de décision
- Taux de défaut par partenaire et par vendeur

## Risques spécifiques

- Pression commerciale du partenaire sur la politique de risque
- Fraude au point de vente
- Dépendance à un partenaire unique

*Brouillon : sections à compléter sur la conformité (rémunération des intermédiaires, statut d'IOBSP) et sur les programmes captives.*`,
    titleEn: "Vendor programmes: financing through manufacturers and dealers",
    descriptionEn:
      "Principles of partner financing (vendor finance), the business model and the key points of an agreement with a manufacturer or dealer.",
    contentEn: `# Vendor programmes: financing through manufacturers and dealers

**Vendor finance** means offering a financing solution (crédit-bail (finance lease), location financière (rental without purchase option), LOA (lease with purchase option)) directly at the point of sale, in partnership with an equipment manufacturer or dealer.

## Benefits for each party

- **Partner**: increase sales, build customer loyalty, offer a renewal proposition
- **Financer**: access a regular flow of business at a low acquisition cost
- **End customer**: obtain fast financing, built into the purchase

## Elements of a partnership agreement

1. Scope: products, markets, countries, customer types
2. Delegated decision-making: amounts approved automatically, escalation path
3. Partner remuneration (commissions, rate subsidies)
4. Any commitments from the partner: **equipment buy-back**, residual value guarantee, loss sharing
5. Tools: partner portal, simulator, electronic signature

## Monitoring indicators

- Penetration rate of financing on the partner's sales
- Average decision time
- Default rate by partner and by salesperson

## Specific risks

- Commercial pressure from the partner on the risk policy
- Point-of-sale fraud
- Dependence on a single partner

*Draft: sections to be completed on compliance (remuneration of intermediaries, IOBSP status, i.e. intermediary in banking operations and payment services) and on captive programmes.*`,
  },

  // ---------------------------------------------------------------------------
  // Progiciels & Solutions
  // ---------------------------------------------------------------------------
  {
    id: "alfa-systems-panorama",
    category: "Progiciels & Solutions",
    title: "Alfa Systems : panorama fonctionnel",
    description:
      "Vue d'ensemble de la plateforme de financement d'actifs Alfa Systems : couverture fonctionnelle, acteurs utilisateurs et place dans le système d'information.",
    status: "validated",
    viewCount: 384,
    content: `# Alfa Systems : panorama fonctionnel

Alfa Systems est un progiciel de gestion du financement d'actifs (*asset finance*) utilisé par des sociétés de leasing, des captives automobiles et des banques. Il couvre l'ensemble du cycle de vie d'un contrat, de la cotation à la fin de contrat.

## Couverture fonctionnelle

- **Origination** : cotation, proposition, décision de crédit, documentation
- **Gestion des contrats** (*servicing*) : activation, facturation, avenants, changements de tiers, sinistres
- **Financement des stocks** (*wholesale*) : lignes de crédit des concessionnaires, audits de stocks
- **Recouvrement** : files de travail, stratégies de relance, plans de règlement
- **Fin de contrat** : levée d'option, prolongation, restitution et remarketing
- **Comptabilité** : génération des écritures et interface avec le grand livre

## Produits gérés

Crédit, crédit-bail, location financière, LOA, LLD avec services, ainsi que des produits hybrides paramétrés par le client.

## Place dans le SI

Alfa est rarement isolé. On trouve autour de lui :

1. Des **front-offices** (portails partenaires, sites de souscription) qui transmettent les demandes
2. Un **moteur de décision** externe pour le scoring
3. La **GED** et la signature électronique
4. La **comptabilité générale** et le datawarehouse réglementaire
5. Les flux bancaires (prélèvements SEPA, virements)

## Rôle du consultant

- Traduire les besoins métier en paramétrage et en évolutions
- Rédiger les spécifications d'interfaces
- Préparer et exécuter la recette
- Accompagner les utilisateurs lors des montées de version

> Les libellés d'écrans et de modules varient selon la version installée et la langue configurée : vérifiez toujours sur l'environnement du client.`,
    titleEn: "Alfa Systems: functional overview",
    descriptionEn:
      "An overview of the Alfa Systems asset finance platform: functional coverage, user groups and place in the information system.",
    contentEn: `# Alfa Systems: functional overview

Alfa Systems is an *asset finance* software package used by leasing companies, automotive captives and banks. It covers the whole life cycle of a contract, from quotation to end of contract.

## Functional coverage

- **Origination**: quotation, proposal, credit decision, documentation
- **Contract management** (*servicing*): activation, invoicing, amendments, changes of third party, insurance claims
- **Stock financing** (*wholesale*): dealer credit lines, stock audits
- **Collections**: work queues, dunning strategies, repayment plans
- **End of contract**: option exercise, extension, return and remarketing
- **Accounting**: generation of accounting entries and interface with the general ledger

## Products managed

Loans, crédit-bail (finance lease), location financière (rental without purchase option), LOA (lease with purchase option), LLD (long-term rental) with services, as well as hybrid products configured by the client.

## Place in the information system

Alfa rarely stands alone. Around it you will find:

1. **Front offices** (partner portals, online application sites) that submit the applications
2. An external **decision engine** for scoring
3. **Document management** (EDM) and electronic signature
4. The **general ledger** and the regulatory data warehouse
5. Banking flows (SEPA direct debits, credit transfers)

## The consultant's role

- Translate business requirements into configuration and enhancements
- Write interface specifications
- Prepare and run acceptance testing
- Support users through version upgrades

> Screen and module labels vary with the installed version and the configured language: always check on the client's environment.`,
  },
  {
    id: "alfa-parametrage-produits",
    category: "Progiciels & Solutions",
    title: "Alfa : paramétrage des produits financiers",
    description:
      "Démarche pour concevoir et paramétrer un nouveau produit de financement dans Alfa, de l'expression du besoin à la validation en recette.",
    status: "validated",
    viewCount: 251,
    content: `# Alfa : paramétrage des produits financiers

Créer un produit dans Alfa revient à combiner des **règles de calcul**, des **règles de gestion** et des **règles comptables**. Une erreur de paramétrage se propage à tous les contrats créés ensuite : la rigueur s'impose.

## 1. Formaliser le besoin

Rédigez une fiche produit validée par le métier :

- Type d'opération (crédit, crédit-bail, location financière, LOA)
- Bornes de durée, de montant et de valeur résiduelle
- Périodicité et terme des loyers (à échoir ou échu)
- Frais, assurances et services rattachés
- Traitements de fin de contrat autorisés
- Schéma comptable attendu

## 2. Paramétrer

1. Dupliquer un produit proche plutôt que partir de zéro
2. Ajuster les règles de calcul de l'échéancier et des taux
3. Rattacher les frais et services
4. Définir les droits de vente par canal et par réseau
5. Vérifier les règles comptables avec l'équipe finance

## 3. Tester

| Cas de test | Résultat attendu |
|---|---|
| Cotation standard | Loyer identique au simulateur de référence |
| Premier loyer majoré | Échéancier recalculé correctement |
| Avenant de durée | Nouvel échéancier et écritures de régularisation |
| Résiliation anticipée | Indemnité conforme aux conditions générales |
| Levée d'option | Facture et écritures de sortie d'immobilisation |

## Bonnes pratiques

- Convention de nommage claire et documentée pour les produits
- Paramétrage tracé dans un référentiel versionné (export de configuration)
- Aucune modification directe en production : tout passe par les environnements de recette
- Contrôle croisé systématique du paramétrage par un second consultant`,
    titleEn: "Alfa: configuring financial products",
    descriptionEn:
      "An approach for designing and configuring a new financing product in Alfa, from the statement of requirements to sign-off in acceptance testing.",
    contentEn: `# Alfa: configuring financial products

Creating a product in Alfa means combining **calculation rules**, **business rules** and **accounting rules**. A configuration error propagates to every contract created afterwards: rigour is essential.

## 1. Formalise the requirement

Write a product sheet approved by the business:

- Type of transaction (loan, crédit-bail (finance lease), rental without purchase option, LOA (lease with purchase option))
- Limits on term, amount and residual value
- Rental frequency and timing (in advance or in arrears)
- Fees, insurance and attached services
- Permitted end-of-contract processes
- Expected accounting scheme

## 2. Configure

1. Copy a similar product rather than starting from scratch
2. Adjust the calculation rules for the schedule and the rates
3. Attach the fees and services
4. Define sales rights by channel and by network
5. Check the accounting rules with the finance team

## 3. Test

| Test case | Expected result |
|---|---|
| Standard quote | Rental identical to the reference simulator |
| Larger first rental | Schedule correctly recalculated |
| Term amendment | New schedule and adjusting entries |
| Early termination | Indemnity in line with the general terms and conditions |
| Option exercise | Invoice and asset disposal entries |

## Good practice

- A clear, documented naming convention for products
- Configuration tracked in a versioned repository (configuration export)
- No direct changes in production: everything goes through the test environments
- Systematic cross-check of the configuration by a second consultant`,
  },
  {
    id: "alfa-batch-fin-de-journee",
    category: "Progiciels & Solutions",
    title: "Alfa : traitements batch et clôture",
    description:
      "Comprendre la chaîne de traitements de fin de journée et de fin de mois, et savoir réagir en cas d'incident.",
    status: "validated",
    viewCount: 197,
    content: `# Alfa : traitements batch et clôture

Une grande partie de la vie des contrats se joue la nuit. Les traitements batch produisent la facturation, les prélèvements, les relances et la comptabilité.

## Chaîne de fin de journée type

1. Intégration des flux entrants (paiements reçus, rejets de prélèvement, mises à jour de tiers)
2. Lettrage automatique des encaissements
3. Facturation des échéances arrivant à terme
4. Calcul des retards et déclenchement des actions de recouvrement
5. Génération des fichiers de prélèvement SEPA
6. Production des écritures comptables et des extractions pour le datawarehouse

## Fin de mois

- Calcul des intérêts courus et des étalements
- Arrêté des encours et des provisions
- Alimentation du reporting réglementaire et du pilotage

## En cas d'incident

- **Ne relancez jamais** un traitement sans avoir identifié la cause et l'étape en échec
- Vérifiez si le traitement est rejouable ou s'il faut d'abord restaurer un état antérieur
- Informez les métiers concernés (trésorerie, comptabilité, recouvrement)
- Documentez l'incident : heure, étape, cause, correction, impact

## Points d'attention en projet

| Sujet | Question à poser |
|---|---|
| Fenêtre batch | La durée tient-elle avec la volumétrie cible ? |
| Dépendances | Quels flux amont doivent être reçus avant le lancement ? |
| Ordonnancement | Quel ordonnanceur pilote la chaîne et qui en a la charge ? |
| Supervision | Qui est alerté et comment ? |

Les tests de performance de la chaîne batch doivent être réalisés avec une volumétrie représentative de la production, sous peine de surprises au démarrage.`,
    titleEn: "Alfa: batch processing and closing",
    descriptionEn:
      "Understanding the end-of-day and month-end processing chain, and knowing how to respond to an incident.",
    contentEn: `# Alfa: batch processing and closing

Much of a contract's life happens overnight. Batch processes produce invoicing, direct debits, reminders and accounting.

## Typical end-of-day chain

1. Loading of incoming flows (payments received, direct debit rejections, third-party updates)
2. Automatic matching of receipts
3. Invoicing of instalments falling due
4. Calculation of arrears and triggering of collection actions
5. Generation of SEPA direct debit files
6. Production of accounting entries and of extracts for the data warehouse

## Month end

- Calculation of accrued interest and of amounts spread over time
- Closing of outstandings and provisions
- Feeding of regulatory reporting and management reporting

## In case of an incident

- **Never rerun** a process without having identified the cause and the failed step
- Check whether the process can be replayed or whether a previous state must first be restored
- Inform the business teams concerned (treasury, accounting, collections)
- Document the incident: time, step, cause, fix, impact

## Points of attention during a project

| Topic | Question to ask |
|---|---|
| Batch window | Does the run time hold at the target volumes? |
| Dependencies | Which upstream flows must be received before launch? |
| Scheduling | Which scheduler runs the chain, and who is responsible for it? |
| Monitoring | Who is alerted, and how? |

Performance tests of the batch chain must be run with volumes representative of production, or there will be surprises at go-live.`,
  },
  {
    id: "alfa-integration-api",
    category: "Progiciels & Solutions",
    title: "Intégrer Alfa au SI : API et flux",
    description:
      "Principes d'intégration d'Alfa avec les applications voisines : API synchrones, échanges de fichiers et architecture événementielle.",
    status: "validated",
    viewCount: 229,
    content: `# Intégrer Alfa au SI : API et flux

L'intégration représente souvent la moitié de l'effort d'un projet Alfa. Le choix du mode d'échange dépend du besoin de temps réel et du volume.

## Trois modes d'échange

- **API synchrones** (REST ou services web) : cotation depuis un portail, consultation d'un contrat, création d'une proposition
- **Échanges de fichiers** : flux bancaires, comptabilité, alimentation du datawarehouse
- **Messages et événements** : notification d'un changement de statut à un CRM ou à un outil de GED

## Démarche de conception

1. Cartographier les applications et les flux existants
2. Pour chaque flux, définir le déclencheur, la fréquence, le volume et le sens
3. Rédiger une **spécification d'interface** : format, champs obligatoires, règles de transformation, codes retour
4. Définir la gestion des erreurs : rejet, reprise, alerte
5. Prévoir la supervision et les indicateurs de bon fonctionnement

## Bonnes pratiques API

- Une couche d'intégration (middleware ou API gateway) entre Alfa et les consommateurs
- Versionnement des contrats d'interface
- Idempotence des créations (clé de corrélation fournie par l'appelant)
- Journalisation des appels sans données personnelles en clair

## Sécurité

- Authentification forte entre applications (certificats, OAuth2)
- Principe du moindre privilège pour les comptes techniques
- Chiffrement des fichiers sensibles en transit et au repos

## Tests

| Niveau | Objectif |
|---|---|
| Unitaires | Vérifier les transformations de données |
| Intégration | Valider les échanges de bout en bout |
| Charge | Tenir les pics (fin de mois, campagnes commerciales) |
| Reprise | Rejouer un flux en erreur sans doublon |`,
    titleEn: "Integrating Alfa into the information system: APIs and data flows",
    descriptionEn:
      "Principles for integrating Alfa with neighbouring applications: synchronous APIs, file exchanges and event-driven architecture.",
    contentEn: `# Integrating Alfa into the information system: APIs and data flows

Integration often accounts for half the effort of an Alfa project. The choice of exchange mode depends on the need for real time and on volume.

## Three exchange modes

- **Synchronous APIs** (REST or web services): quotation from a portal, contract enquiry, creation of a proposal
- **File exchanges**: banking flows, accounting, data warehouse feeds
- **Messages and events**: notifying a CRM or a document management tool of a status change

## Design approach

1. Map the existing applications and flows
2. For each flow, define the trigger, frequency, volume and direction
3. Write an **interface specification**: format, mandatory fields, transformation rules, return codes
4. Define error handling: rejection, reprocessing, alerting
5. Plan monitoring and health indicators

## API good practice

- An integration layer (middleware or API gateway) between Alfa and its consumers
- Versioning of interface contracts
- Idempotent creations (correlation key supplied by the caller)
- Logging of calls without personal data in clear text

## Security

- Strong authentication between applications (certificates, OAuth2)
- Principle of least privilege for technical accounts
- Encryption of sensitive files in transit and at rest

## Tests

| Level | Objective |
|---|---|
| Unit | Check data transformations |
| Integration | Validate exchanges end to end |
| Load | Withstand peaks (month end, sales campaigns) |
| Recovery | Replay a failed flow without duplicates |`,
  },
  {
    id: "panorama-progiciels-leasing",
    category: "Progiciels & Solutions",
    title: "Panorama des progiciels de leasing et de crédit",
    description:
      "Principales familles de progiciels utilisées par les sociétés de financement et critères pour les positionner.",
    status: "validated",
    viewCount: 306,
    content: `# Panorama des progiciels de leasing et de crédit

Le marché des progiciels de financement d'actifs compte quelques acteurs internationaux et des solutions spécialisées. Le consultant doit savoir les situer pour accompagner un choix ou une migration.

## Familles de solutions

- **Plateformes de bout en bout** pour le financement d'actifs : Alfa Systems, Cassiopae, NetSol NFS Ascent, Linedata Ekip360
- **Solutions spécialisées en gestion de flottes et LLD** : par exemple Miles
- **Moteurs de décision et de scoring** : FICO, Experian PowerCurve, SAS
- **Front-offices et portails** : solutions de souscription digitale, CRM du marché configurés pour le crédit
- **Outils de recouvrement** dédiés, parfois couplés à des plateformes de relance multicanales

## Critères de positionnement

| Critère | Questions clés |
|---|---|
| Couverture produit | Crédit, crédit-bail, LLD avec services, wholesale ? |
| Géographie | Multi-pays, multi-devises, fiscalités locales ? |
| Déploiement | Sur site, cloud, SaaS ? |
| Ouverture | Richesse des API, modèle de données accessible ? |
| Écosystème | Intégrateurs disponibles, communauté d'utilisateurs ? |
| Trajectoire | Feuille de route de l'éditeur, fréquence des versions ? |

## Tendances du marché

1. Passage progressif au **SaaS** et aux mises à jour continues
2. API ouvertes pour les parcours digitaux et les partenaires
3. Intégration de briques d'IA (aide à la décision, détection de fraude, traitement documentaire)
4. Exigences accrues de résilience et de gestion des prestataires (DORA)

## Conseil

Aucun progiciel n'est le meilleur dans l'absolu. Le bon choix dépend du portefeuille de produits, de la taille, de la stratégie de distribution et de la capacité de l'organisation à conduire le projet.`,
    titleEn: "Overview of leasing and credit software packages",
    descriptionEn:
      "The main families of software packages used by finance companies and the criteria for positioning them.",
    contentEn: `# Overview of leasing and credit software packages

The asset finance software market has a few international players and a number of specialised solutions. Consultants need to be able to position them in order to support a selection or a migration.

## Solution families

- **End-to-end platforms** for asset finance: Alfa Systems, Cassiopae, NetSol NFS Ascent, Linedata Ekip360
- **Specialised fleet management and LLD (long-term rental) solutions**: for example Miles
- **Decision and scoring engines**: FICO, Experian PowerCurve, SAS
- **Front offices and portals**: digital onboarding solutions, off-the-shelf CRMs configured for credit
- Dedicated **collections tools**, sometimes coupled with multichannel dunning platforms

## Positioning criteria

| Criterion | Key questions |
|---|---|
| Product coverage | Loans, crédit-bail (finance lease), LLD with services, wholesale? |
| Geography | Multi-country, multi-currency, local tax rules? |
| Deployment | On-premise, cloud, SaaS? |
| Openness | Rich APIs, accessible data model? |
| Ecosystem | Integrators available, user community? |
| Trajectory | Vendor roadmap, release frequency? |

## Market trends

1. Gradual move to **SaaS** and continuous updates
2. Open APIs for digital journeys and partners
3. Integration of AI components (decision support, fraud detection, document processing)
4. Stronger requirements on resilience and on the management of third-party providers (DORA)

## Advice

No package is the best in absolute terms. The right choice depends on the product portfolio, the size of the company, its distribution strategy and the organisation's capacity to run the project.`,
  },
  {
    id: "moteurs-decision-scoring",
    category: "Progiciels & Solutions",
    title: "Moteurs de décision : architecture et gouvernance des règles",
    description:
      "Rôle d'un moteur de décision dans l'octroi, organisation des règles métier et gouvernance des changements.",
    status: "validated",
    viewCount: 188,
    content: `# Moteurs de décision : architecture et gouvernance des règles

Un moteur de décision orchestre l'octroi : il collecte les données, applique les scores et les règles de politique de risque, puis rend une décision (accord, refus, étude manuelle) avec ses motifs.

## Composants types

- **Collecte des données** : demande, données internes, fichiers externes (FICP, bases entreprises, bases fraude)
- **Règles d'exclusion** : critères de refus immédiat (âge, incident déclaré, pays à risque)
- **Scores** : score d'octroi, score de fraude, score comportemental pour les clients existants
- **Stratégies** : matrice score × montant × produit déterminant la décision et les conditions
- **Restitution** : décision, motifs codés, conditions (apport, garanties, durée maximale)

## Architecture d'intégration

1. Appel synchrone depuis le front-office ou le progiciel de gestion
2. Appels aux sources externes avec gestion des délais d'attente
3. Journalisation complète des données d'entrée et des règles déclenchées

## Gouvernance des règles

| Étape | Responsable |
|---|---|
| Demande de modification | Direction des risques |
| Conception et simulation sur historique | Analystes risques |
| Paramétrage | Équipe décisionnelle |
| Validation | Comité de politique de crédit |
| Mise en production et suivi | Équipe décisionnelle, risques |

## Bonnes pratiques

- Tester toute nouvelle règle de politique de risque en mode « champion / challenger » sur une partie des demandes avant de l'appliquer à toutes
- Conserver l'historique des versions de stratégie pour expliquer une décision passée
- Documenter chaque règle (objet, date, auteur, impact attendu)
- Prévoir une explication lisible des motifs de refus pour le client et pour les contrôles`,
    titleEn: "Decision engines: architecture and rule governance",
    descriptionEn:
      "The role of a decision engine in credit origination, the organisation of business rules and the governance of changes.",
    contentEn: `# Decision engines: architecture and rule governance

A decision engine orchestrates origination: it collects the data, applies the scores and the risk policy rules, then returns a decision (approve, decline, manual review) with its reasons.

## Typical components

- **Data collection**: application, internal data, external files (FICP, the French register of household credit repayment incidents; company databases; fraud databases)
- **Exclusion rules**: immediate decline criteria (age, reported incident, high-risk country)
- **Scores**: application score, fraud score, behavioural score for existing customers
- **Strategies**: a score × amount × product matrix that determines the decision and the conditions
- **Output**: decision, coded reasons, conditions (down payment, guarantees, maximum term)

## Integration architecture

1. Synchronous call from the front office or the core management package
2. Calls to external sources, with timeout handling
3. Full logging of the input data and of the rules triggered

## Rule governance

| Step | Owner |
|---|---|
| Change request | Risk department |
| Design and simulation on historical data | Risk analysts |
| Configuration | Decisioning team |
| Approval | Credit policy committee |
| Production release and monitoring | Decisioning team, risk |

## Good practice

- Try out any new credit policy rule in “champion / challenger” mode on part of the applications before applying it to all of them
- Keep the history of strategy versions in order to explain a past decision
- Document each rule (purpose, date, author, expected impact)
- Provide a readable explanation of decline reasons for the customer and for controls`,
  },
  {
    id: "reprise-donnees-migration",
    category: "Progiciels & Solutions",
    title: "Reprise de données lors d'une migration de progiciel",
    description:
      "Méthode de migration des contrats vivants d'un ancien système vers un nouveau progiciel de leasing, avec contrôles de réconciliation.",
    status: "validated",
    viewCount: 214,
    content: `# Reprise de données lors d'une migration de progiciel

Migrer un portefeuille de contrats en cours de vie est l'un des exercices les plus risqués d'un projet. Chaque contrat repris doit continuer à produire **les bons loyers, les bonnes écritures et les bons encours**.

## Périmètre à définir

- Contrats actifs, mais aussi contrats en contentieux et contrats clos récemment
- Tiers : clients, garants, fournisseurs, apporteurs
- Historique : paiements, impayés, avenants (complet ou résumé ?)
- Biens financés et garanties

## Démarche

1. **Analyse des données sources** : qualité, doublons, champs manquants
2. **Règles de transformation** : correspondance des codes produits, statuts et référentiels
3. **Nettoyage** en amont, dans le système source quand c'est possible
4. **Migrations à blanc** successives, de plus en plus proches des conditions réelles
5. **Réconciliation** après chaque itération
6. Migration définitive lors de la bascule

## Contrôles de réconciliation

| Contrôle | Exemple |
|---|---|
| Volumétrie | Nombre de contrats par produit et par statut |
| Montants | Encours financier, impayés, dépôts de garantie |
| Échéanciers | Prochain loyer et date de fin identiques |
| Comptabilité | Soldes des comptes avant et après migration |
| Échantillon | Revue détaillée de contrats complexes |

## Pièges classiques

- Sous-estimer la charge de nettoyage des données
- Reprendre des contrats avec des conditions que le nouveau produit ne sait pas gérer
- Oublier les contrats en cours de modification au moment du gel

## Gouvernance

Le responsable métier et le responsable comptable signent le procès-verbal de validation de chaque migration à blanc, puis de la migration définitive, sur la base d'indicateurs de réconciliation partagés (voir l'article « Réconcilier une migration de données »).`,
    titleEn: "Data migration when replacing a software package",
    descriptionEn:
      "A method for migrating live contracts from a legacy system to a new leasing package, with reconciliation controls.",
    contentEn: `# Data migration when replacing a software package

Migrating a portfolio of live contracts is one of the riskiest exercises in a project. Every migrated contract must continue to produce **the right rentals, the right accounting entries and the right outstandings**.

## Scope to define

- Active contracts, but also contracts in litigation and recently closed contracts
- Third parties: customers, guarantors, suppliers, introducers
- History: payments, arrears, amendments (full or summarised?)
- Financed assets and guarantees

## Approach

1. **Analysis of the source data**: quality, duplicates, missing fields
2. **Transformation rules**: mapping of product codes, statuses and reference data
3. **Cleansing** upstream, in the source system wherever possible
4. Successive **dry runs**, ever closer to real conditions
5. **Reconciliation** after each iteration
6. Final migration at cutover

## Reconciliation controls

| Control | Example |
|---|---|
| Volumes | Number of contracts by product and by status |
| Amounts | Financial outstanding, arrears, security deposits |
| Schedules | Identical next rental and end date |
| Accounting | Account balances before and after migration |
| Sample | Detailed review of complex contracts |

## Classic pitfalls

- Underestimating the data cleansing workload
- Migrating contracts with conditions that the new product cannot handle
- Forgetting the contracts being amended at the time of the freeze

## Governance

The business owner and the head of accounting sign the sign-off report for each dry run, then for the final migration, on the basis of shared reconciliation indicators (see the article "Reconciling a data migration").`,
  },
  {
    id: "selection-progiciel-rfp",
    category: "Progiciels & Solutions",
    title: "Sélectionner un progiciel : appel d'offres et grille d'évaluation",
    description:
      "Conduire un choix de progiciel de crédit ou de leasing : expression des besoins, appel d'offres, démonstrations scénarisées et grille de notation.",
    status: "validated",
    viewCount: 142,
    content: `# Sélectionner un progiciel : appel d'offres et grille d'évaluation

Le choix d'un progiciel engage une société de financement pour une dizaine d'années. Une démarche structurée limite le risque de décision sur la seule base d'une démonstration séduisante.

## Étapes

1. **Cadrage** : objectifs, périmètre, contraintes de budget et de calendrier
2. **Expression des besoins** : exigences fonctionnelles et techniques priorisées (indispensable, important, souhaitable)
3. **Présélection** : sollicitation d'informations auprès de 5 à 8 éditeurs et intégrateurs
4. **Appel d'offres** auprès de 3 ou 4 candidats
5. **Démonstrations scénarisées** sur des cas métier fournis par le client
6. **Visites de références** et échanges avec des clients existants
7. **Négociation** et choix final

## Grille d'évaluation type

| Axe | Poids indicatif |
|---|---|
| Couverture fonctionnelle | 35 % |
| Architecture et intégration | 20 % |
| Solidité de l'éditeur et de l'intégrateur | 15 % |
| Coût total sur 7 à 10 ans | 20 % |
| Conditions contractuelles et réversibilité | 10 % |

## Conseils pratiques

- Rédiger les scénarios de démonstration à partir de cas réels, y compris les cas tordus
- Faire noter chaque démonstration par les utilisateurs clés, pas seulement par le projet
- Demander le détail des adaptations spécifiques nécessaires pour couvrir les besoins
- Intégrer dans le coût total : licences ou abonnements, intégration, migration, exploitation, montées de version

## Points contractuels sensibles

- Engagements de niveau de service et pénalités
- Réversibilité et récupération des données
- Exigences de sous-traitance et d'externalisation imposées par la réglementation`,
    titleEn: "Selecting a software package: tender and evaluation grid",
    descriptionEn:
      "Running the selection of a credit or leasing software package: requirements, request for proposal, scripted demonstrations and scoring grid.",
    contentEn: `# Selecting a software package: tender and evaluation grid

Choosing a software package commits a finance company for a decade or so. A structured approach reduces the risk of deciding on the strength of an attractive demonstration alone.

## Steps

1. **Scoping**: objectives, scope, budget and timeline constraints
2. **Requirements**: prioritised functional and technical requirements (essential, important, desirable)
3. **Shortlisting**: request for information sent to 5 to 8 vendors and integrators
4. **Request for proposal** sent to 3 or 4 candidates
5. **Scripted demonstrations** on business cases supplied by the client
6. **Reference visits** and discussions with existing clients
7. **Negotiation** and final choice

## Typical evaluation grid

| Area | Indicative weight |
|---|---|
| Functional coverage | 35% |
| Architecture and integration | 20% |
| Strength of the vendor and the integrator | 15% |
| Total cost over 7 to 10 years | 20% |
| Contractual terms and reversibility | 10% |

## Practical tips

- Write the demonstration scripts from real cases, including the awkward ones
- Have each demonstration scored by key users, not only by the project team
- Ask for details of the specific customisations needed to meet the requirements
- Include in the total cost: licences or subscriptions, integration, migration, operations, version upgrades

## Sensitive contractual points

- Service level commitments and penalties
- Reversibility and retrieval of data
- Subcontracting and outsourcing requirements imposed by regulation`,
  },
  {
    id: "montee-version-non-regression",
    category: "Progiciels & Solutions",
    title: "Montée de version : stratégie de tests de non-régression",
    description:
      "Organiser la montée de version d'un progiciel de financement en maîtrisant le risque de régression sur les traitements critiques.",
    status: "review",
    viewCount: 96,
    content: `# Montée de version : stratégie de tests de non-régression

Une montée de version apporte corrections et nouveautés, mais peut modifier des calculs ou des comportements dont dépend l'activité. La non-régression protège les traitements critiques.

## Préparer

- Lire les notes de version et identifier les changements touchant les calculs, la comptabilité et les interfaces
- Recenser les **développements spécifiques** et le paramétrage impactés
- Estimer la charge de tests en fonction du périmètre modifié

## Constituer le socle de non-régression

1. Une bibliothèque de cas de tests couvrant les produits principaux
2. Un jeu de données de référence stable (contrats types à différents stades de vie)
3. Des résultats attendus issus de la version actuelle
4. Une priorisation des cas par criticité

## Automatiser ce qui peut l'être

- Comparaison automatisée des échéanciers avant et après montée de version
- Comparaison des fichiers comptables produits par le batch
- Tests d'API rejouables

## Déroulement type

| Phase | Contenu |
|---|---|
| Installation | Mise à jour de l'environnement de recette |
| Tests techniques | Démarrage, interfaces, batch |
| Non-régression | Exécution du socle, analyse des écarts |
| Tests des nouveautés | Fonctionnalités activées par le client |
| Validation | Procès-verbal signé par le métier |

## Analyse des écarts

Tout écart n'est pas une anomalie : un changement de règle d'arrondi peut être attendu. Chaque écart est qualifié (attendu, anomalie éditeur, anomalie de paramétrage) et tracé.

*Fiche en relecture : ajout prévu d'un modèle de plan de tests.*`,
    titleEn: "Version upgrades: regression testing strategy",
    descriptionEn:
      "Organising the version upgrade of a finance software package while keeping the risk of regression in critical processes under control.",
    contentEn: `# Version upgrades: regression testing strategy

A version upgrade brings fixes and new features, but it can change calculations or behaviour on which the business depends. Regression testing protects the critical processes.

## Prepare

- Read the release notes and identify the changes affecting calculations, accounting and interfaces
- List the impacted **custom developments** and configuration
- Estimate the testing effort based on the scope of the changes

## Build the regression baseline

1. A library of test cases covering the main products
2. A stable reference data set (standard contracts at different stages of their life)
3. Expected results taken from the current version
4. Prioritisation of the cases by criticality

## Automate what can be automated

- Automated comparison of schedules before and after the upgrade
- Comparison of the accounting files produced by the batch
- Replayable API tests

## Typical sequence

| Phase | Content |
|---|---|
| Installation | Upgrade of the test environment |
| Technical tests | Start-up, interfaces, batch |
| Regression | Run of the baseline, analysis of differences |
| Tests of new features | Features activated by the client |
| Sign-off | Report signed by the business |

## Analysing differences

Not every difference is a defect: a change in a rounding rule may be expected. Each difference is classified (expected, vendor defect, configuration defect) and tracked.

*Article under review: a test plan template is to be added.*`,
  },
  {
    id: "signature-electronique-parcours",
    category: "Progiciels & Solutions",
    title: "Signature électronique dans les parcours de financement",
    description:
      "Niveaux de signature électronique, intégration dans un parcours de souscription et points d'attention pour la preuve.",
    status: "draft",
    viewCount: 41,
    content: `# Signature électronique dans les parcours de financement

La signature électronique permet de conclure un contrat de crédit ou de location sans papier. Son intégration touche à la fois l'expérience client, la conformité et la valeur probante.

## Les trois niveaux du règlement eIDAS

- **Simple** : identification légère (par exemple un code reçu par SMS)
- **Avancée** : liée au signataire de manière univoque et permettant de détecter toute modification ultérieure
- **Qualifiée** : signature avancée reposant sur un certificat qualifié et un dispositif qualifié ; elle est équivalente à la signature manuscrite

## Choisir le niveau

Le choix dépend du montant, du type de client et du risque de contestation. Beaucoup d'établissements utilisent une signature avancée avec vérification d'identité préalable pour les contrats à distance.

## Intégration dans le parcours

1. Génération des documents contractuels par le progiciel ou l'outil documentaire
2. Envoi vers la plateforme de signature avec la liste des signataires
3. Vérification d'identité si requise
4. Signature, puis retour des documents signés et du dossier de preuve
5. Archivage électronique à valeur probante

## Points d'attention

- Conservation du **dossier de preuve** pendant toute la durée de prescription
- Ordre des signatures (client, garant, établissement)
- Gestion des abandons de parcours et des relances

*Brouillon : à compléter avec un retour d'expérience sur l'intégration à un progiciel de gestion.*`,
    titleEn: "Electronic signature in financing journeys",
    descriptionEn:
      "Levels of electronic signature, integration into an application journey and points of attention regarding evidence.",
    contentEn: `# Electronic signature in financing journeys

Electronic signature makes it possible to conclude a credit or lease contract without paper. Integrating it affects the customer experience, compliance and evidential value alike.

## The three levels of the eIDAS regulation

- **Simple**: light identification (for example a code received by text message)
- **Advanced**: uniquely linked to the signatory and capable of detecting any subsequent change
- **Qualified**: an advanced signature based on a qualified certificate and a qualified signature creation device; it is equivalent to a handwritten signature

## Choosing the level

The choice depends on the amount, the type of customer and the risk of dispute. Many institutions use an advanced signature with prior identity verification for distance contracts.

## Integration into the journey

1. Generation of the contractual documents by the software package or the document tool
2. Sending to the signature platform with the list of signatories
3. Identity verification if required
4. Signature, then return of the signed documents and of the evidence file
5. Electronic archiving with evidential value

## Points of attention

- Retention of the **evidence file** throughout the limitation period
- Order of signatures (customer, guarantor, institution)
- Handling of abandoned journeys and of reminders

*Draft: to be completed with lessons learned from an integration with a core management package.*`,
  },

  // ---------------------------------------------------------------------------
  // Réglementation
  // ---------------------------------------------------------------------------
  {
    id: "directive-credit-consommateurs",
    category: "Réglementation",
    title: "Directive crédit aux consommateurs : de la CCD à la CCD2",
    description:
      "Les obligations issues de la directive 2008/48/CE transposée dans le Code de la consommation, et les principaux changements apportés par la directive (UE) 2023/2225.",
    status: "validated",
    viewCount: 367,
    content: `# Directive crédit aux consommateurs : de la CCD à la CCD2

La directive 2008/48/CE, transposée dans le Code de la consommation, a encadré le crédit à la consommation jusqu'au 19 novembre 2026. Elle est remplacée par la **directive (UE) 2023/2225** (dite CCD2), transposée en France par l'ordonnance n° 2025-880 du 3 septembre 2025 et applicable aux contrats conclus depuis le 20 novembre 2026 ; les contrats conclus avant cette date restent régis par les textes antérieurs (voir la fiche « CCD2 : transposition française et calendrier d'application »).

## Obligations principales aujourd'hui

- **Publicité** : mentions obligatoires, exemple représentatif, TAEG mis en avant
- **Information précontractuelle** : remise de la fiche d'information précontractuelle européenne normalisée (FIPEN)
- **Explications adaptées** et devoir de mise en garde
- **Évaluation de la solvabilité** de l'emprunteur, avec consultation du FICP
- **Délai de rétractation** de 14 jours calendaires
- **Remboursement anticipé** possible à tout moment, avec indemnité encadrée

## Produits concernés

Prêts personnels, crédits affectés, crédits renouvelables, et **LOA** consentie à un particulier, qui relève de ces règles.

## Ce que change la CCD2

1. **Champ élargi** : suppression du seuil minimal de 200 €, relèvement du plafond à 100 000 €, inclusion des paiements fractionnés de type « paiement en plusieurs fois »
2. **Solvabilité renforcée** : évaluation fondée sur des informations pertinentes et exactes relatives aux revenus et dépenses
3. **Décisions automatisées** : droit d'obtenir une intervention humaine et une explication
4. **Information** plus lisible, y compris sur écran de smartphone
5. **Pratiques interdites** : ventes liées abusives, crédit accordé sans demande, cases pré-cochées

## Impacts pour un établissement

- Revue des parcours digitaux et des écrans d'information
- Adaptation des moteurs de décision (traçabilité, recours humain)
- Mise à jour des contrats et de la documentation précontractuelle
- Formation des vendeurs et des partenaires intermédiaires

> Vérifiez toujours l'état de la transposition française avant une recommandation : les textes définitifs priment sur cette synthèse.`,
    titleEn: "Consumer Credit Directive: from CCD to CCD2",
    descriptionEn:
      "The obligations arising from Directive 2008/48/EC as transposed into the Code de la consommation (French Consumer Code), and the main changes brought by Directive (EU) 2023/2225.",
    contentEn: `# Consumer Credit Directive: from CCD to CCD2

Directive 2008/48/EC, transposed into the Code de la consommation (French Consumer Code), governed consumer credit until 19 November 2026. It is replaced by **Directive (EU) 2023/2225** (known as CCD2), transposed in France by Ordonnance no. 2025-880 of 3 September 2025 and applicable to agreements concluded since 20 November 2026; agreements concluded before that date remain governed by the earlier texts (see the article "CCD2: French transposition and application timeline").

## Main obligations today

- **Advertising**: mandatory disclosures, representative example, prominence of the TAEG (annual percentage rate of charge, APRC)
- **Pre-contractual information**: provision of the standard European consumer credit information sheet (FIPEN)
- **Adequate explanations** and a duty to warn
- **Creditworthiness assessment** of the borrower, including a check of the FICP (the Banque de France register of household credit repayment incidents)
- **Withdrawal period** of 14 calendar days
- **Early repayment** possible at any time, with a capped indemnity

## Products concerned

Personal loans, linked credit, revolving credit, and **LOA** (lease with purchase option) granted to a private individual, which falls under these rules.

## What CCD2 changes

1. **Wider scope**: removal of the €200 minimum threshold, ceiling raised to €100,000, inclusion of instalment payments of the “buy now, pay later” type
2. **Stronger creditworthiness assessment**: based on relevant and accurate information on income and expenses
3. **Automated decisions**: right to obtain human intervention and an explanation
4. Clearer **information**, including on smartphone screens
5. **Prohibited practices**: abusive tying, credit granted without a request, pre-ticked boxes

## Impacts for an institution

- Review of digital journeys and information screens
- Adaptation of decision engines (traceability, human review)
- Update of contracts and pre-contractual documentation
- Training of sales staff and partner intermediaries

> Always check the status of the French transposition before making a recommendation: the final texts take precedence over this summary.`,
  },
  {
    id: "taux-usure-controle",
    category: "Réglementation",
    title: "Taux d'usure : calcul et contrôles",
    description:
      "Définition du taux d'usure, catégories de prêts, modalités de comparaison avec le TAEG et dispositifs de contrôle à mettre en place.",
    status: "validated",
    viewCount: 298,
    content: `# Taux d'usure : calcul et contrôles

Le taux d'usure est le **taux maximal** auquel un prêt peut être consenti. Un prêt est usuraire lorsque son TAEG dépasse, au moment où il est consenti, le seuil applicable à sa catégorie.

## Comment il est fixé

- La Banque de France calcule le taux effectif moyen pratiqué par catégorie de prêts
- Le seuil de l'usure est égal à ce taux moyen **majoré d'un tiers**
- Les seuils sont publiés au Journal officiel, en principe chaque trimestre (une publication mensuelle a été appliquée temporairement en 2023)

## Catégories principales

- **Particuliers, crédit à la consommation** : par tranche de montant (inférieur ou égal à 3 000 €, de plus de 3 000 € à 6 000 €, de plus de 6 000 €)
- **Particuliers, crédit immobilier** : par durée et pour les prêts à taux variable et les prêts relais
- **Personnes morales sans activité commerciale** et découverts en compte des professionnels

Les prêts consentis pour des besoins professionnels (personnes physiques agissant pour leur activité professionnelle, personnes morales exerçant une activité industrielle, commerciale, artisanale, agricole ou libérale) ne sont pas soumis à l'usure, à l'exception des découverts en compte.

## Ce qui entre dans le TAEG

Intérêts, frais de dossier, commissions, coûts d'assurance et de garanties lorsqu'ils sont obligatoires pour obtenir le crédit.

## Contrôles à mettre en place

1. Mise à jour des seuils dans les systèmes dès leur publication
2. **Blocage automatique** des offres dépassant le seuil au moment de l'émission
3. Contrôle des offres émises avant un changement de seuil et signées après
4. Revue périodique des barèmes et des frais annexes
5. Piste d'audit conservée pour chaque calcul de TAEG

## Sanctions

Le dépassement expose l'établissement à des sanctions pénales et à l'imputation des perceptions excessives sur les sommes dues, ce qui justifie un contrôle automatisé et documenté.

> L'application de l'usure aux opérations de location (LOA, crédit-bail) doit être confirmée par la conformité selon le produit et la clientèle.`,
    titleEn: "Taux d'usure (usury rate): calculation and controls",
    descriptionEn:
      "Definition of the taux d'usure (usury rate), loan categories, how it is compared with the TAEG (APRC) and the controls to put in place.",
    contentEn: `# Taux d'usure (usury rate): calculation and controls

The taux d'usure (usury rate) is the **maximum rate** at which a loan may be granted. A loan is usurious when its TAEG (annual percentage rate of charge, APRC) exceeds, at the time it is granted, the threshold applicable to its category.

## How it is set

- The Banque de France calculates the average effective rate charged for each category of loan
- The usury threshold is equal to this average rate **increased by one third**
- The thresholds are published in the Journal officiel (the French official gazette), in principle every quarter (monthly publication was applied temporarily in 2023)

## Main categories

- **Private individuals, consumer credit**: by amount band (€3,000 or less, over €3,000 up to €6,000, over €6,000)
- **Private individuals, home loans**: by term, and for variable-rate loans and bridging loans
- **Legal entities with no commercial activity**, and overdrafts of business customers

Loans granted for business purposes (individuals acting for their business, legal entities carrying on an industrial, commercial, craft, agricultural or professional activity) are not subject to the usury rules, with the exception of overdrafts.

## What goes into the TAEG

Interest, arrangement fees, commissions, and the costs of insurance and guarantees where they are mandatory to obtain the credit.

## Controls to put in place

1. Update of the thresholds in the systems as soon as they are published
2. **Automatic blocking** of offers exceeding the threshold at the time of issue
3. Control of offers issued before a change of threshold and signed after it
4. Periodic review of rate grids and ancillary fees
5. Audit trail kept for each TAEG calculation

## Penalties

Exceeding the threshold exposes the institution to criminal penalties and to the excess charges being set off against the sums owed, which justifies an automated and documented control.

> Whether the usury rules apply to lease transactions (LOA (lease with purchase option), crédit-bail (finance lease)) must be confirmed by compliance for each product and customer segment.`,
  },
  {
    id: "bale-3-crr3",
    category: "Réglementation",
    title: "Bâle III finalisé et CRR3 : impacts pour les financeurs",
    description:
      "Les principales mesures de la finalisation de Bâle III transposées par le règlement (UE) 2024/1623 (CRR3) et leurs effets sur le crédit et le leasing.",
    status: "validated",
    viewCount: 254,
    content: `# Bâle III finalisé et CRR3 : impacts pour les financeurs

Le règlement (UE) 2024/1623, dit **CRR3**, transpose en droit européen la finalisation des accords de Bâle III. L'essentiel de ses dispositions s'applique depuis le **1er janvier 2025**.

## Rappel des exigences de fonds propres

- CET1 : 4,5 % des actifs pondérés par les risques (RWA)
- Tier 1 : 6 %
- Total des fonds propres : 8 %
- Coussins en plus : conservation (2,5 %), contracyclique, systémiques
- Ratio de levier minimal de 3 %

## Principales nouveautés de CRR3

1. **Output floor** : les RWA calculés en modèles internes ne peuvent être inférieurs à un pourcentage des RWA en approche standard, montant progressivement de 50 % en 2025 à 72,5 % en 2030.
2. **Approche standard révisée** pour le risque de crédit : pondérations plus granulaires, traitement revu de l'immobilier et des expositions sur entreprises non notées.
3. **Modèles internes encadrés** : approche avancée supprimée pour certaines expositions (grandes entreprises, établissements financiers), planchers sur les paramètres de PD et de LGD.
4. **Risque opérationnel** : une approche standard unique remplace les méthodes antérieures.

## Enjeux pour le crédit et le leasing

- Le traitement des **expositions de crédit-bail** et des valeurs résiduelles doit être revu dans les calculs
- La qualité des données sur les biens financés devient un levier de consommation de fonds propres
- Les établissements en modèles internes doivent mesurer l'effet de l'output floor sur leur tarification

## Cas des sociétés de financement

En France, les sociétés de financement ne relèvent pas directement du CRR, mais d'un régime prudentiel national largement inspiré de celui-ci. Vérifiez le régime applicable à chaque entité du groupe.

## Rôle du consultant

Cartographie des données nécessaires, adaptation des chaînes de calcul, analyse d'impact sur la tarification et le pilotage du capital.`,
    titleEn: "Basel III finalisation and CRR3: impacts for lenders",
    descriptionEn:
      "The main measures of the Basel III finalisation transposed by Regulation (EU) 2024/1623 (CRR3) and their effects on credit and leasing.",
    contentEn: `# Basel III finalisation and CRR3: impacts for lenders

Regulation (EU) 2024/1623, known as **CRR3**, transposes the finalisation of the Basel III accords into European law. Most of its provisions have applied since **1 January 2025**.

## Reminder of the capital requirements

- CET1: 4.5% of risk-weighted assets (RWA)
- Tier 1: 6%
- Total capital: 8%
- Buffers on top: capital conservation (2.5%), countercyclical, systemic
- Minimum leverage ratio of 3%

## Main new features of CRR3

1. **Output floor**: RWA calculated with internal models may not fall below a percentage of RWA under the standardised approach, rising gradually from 50% in 2025 to 72.5% in 2030.
2. **Revised standardised approach** for credit risk: more granular risk weights, revised treatment of real estate and of exposures to unrated corporates.
3. **Tighter framework for internal models**: advanced approach removed for certain exposures (large corporates, financial institutions), floors on the PD and LGD parameters.
4. **Operational risk**: a single standardised approach replaces the previous methods.

## Issues for credit and leasing

- The treatment of **leasing exposures** and of residual values must be reviewed in the calculations
- The quality of data on financed assets becomes a lever on capital consumption
- Institutions using internal models must measure the effect of the output floor on their pricing

## The case of finance companies

In France, sociétés de financement (finance companies) are not directly subject to the CRR, but to a national prudential regime largely modelled on it. Check the regime applicable to each entity in the group.

## The consultant's role

Mapping of the data required, adaptation of the calculation chains, impact analysis on pricing and capital management.`,
  },
  {
    id: "ifrs9-provisionnement",
    category: "Réglementation",
    title: "IFRS 9 : provisionnement des pertes de crédit attendues",
    description:
      "Le modèle de dépréciation en trois étapes (stages) de la norme IFRS 9, les paramètres de calcul et les spécificités des créances de location.",
    status: "validated",
    viewCount: 331,
    content: `# IFRS 9 : provisionnement des pertes de crédit attendues

IFRS 9, applicable depuis le 1er janvier 2018, impose de provisionner les **pertes de crédit attendues** (*expected credit losses*, ECL), et non plus seulement les pertes avérées.

## Le modèle en trois étapes

| Étape | Situation | Provision |
|---|---|---|
| Stage 1 | Pas de dégradation significative depuis l'origine | Pertes attendues à 12 mois |
| Stage 2 | Augmentation significative du risque de crédit | Pertes attendues sur la durée de vie |
| Stage 3 | Encours douteux (défaut) | Pertes attendues sur la durée de vie, intérêts calculés sur la valeur nette |

## Critères de passage en stage 2

- Dégradation de la note ou de la probabilité de défaut depuis l'octroi, au-delà de seuils définis
- Présomption réfutable : **plus de 30 jours d'impayés**
- Indicateurs qualitatifs : mise sous surveillance, restructuration (*forbearance*)

## Paramètres de calcul

ECL = PD × LGD × EAD, actualisée et pondérée par plusieurs **scénarios macroéconomiques** prospectifs (central, favorable, adverse).

- **PD** : probabilité de défaut, à 12 mois ou à maturité
- **LGD** : perte en cas de défaut, intégrant la revente du bien en leasing
- **EAD** : exposition au moment du défaut

Cette perte attendue n'est pas celle de la tarification : le prix d'un crédit retient une perte attendue moyenne sur un cycle complet, alors que la provision IFRS 9 dépend du stage et des scénarios du moment.

## Spécificités des créances de location

- Pour les créances de location, IFRS 9 permet de retenir une **approche simplifiée** (pertes attendues à maturité dès l'origine), sur option de politique comptable
- La valeur du bien récupérable réduit fortement la LGD
- La valeur résiduelle non garantie relève d'analyses spécifiques

## Gouvernance

1. Documentation des modèles et des choix de seuils
2. Back-testing et recalibrage périodiques
3. Ajustements experts (*overlays*) justifiés et approuvés
4. Revue par les commissaires aux comptes et information en annexe`,
    titleEn: "IFRS 9: provisioning for expected credit losses",
    descriptionEn:
      "The three-stage impairment model of IFRS 9, the calculation parameters and the specific features of lease receivables.",
    contentEn: `# IFRS 9: provisioning for expected credit losses

IFRS 9, applicable since 1 January 2018, requires provisions for **expected credit losses** (ECL), and no longer only for incurred losses.

## The three-stage model

| Stage | Situation | Provision |
|---|---|---|
| Stage 1 | No significant deterioration since origination | 12-month expected credit losses |
| Stage 2 | Significant increase in credit risk | Lifetime expected credit losses |
| Stage 3 | Credit-impaired exposure (default) | Lifetime expected credit losses, interest calculated on the net carrying amount |

## Criteria for moving to stage 2

- Deterioration of the rating or of the probability of default since origination, beyond defined thresholds
- Rebuttable presumption: **more than 30 days past due**
- Qualitative indicators: watch list, restructuring (*forbearance*)

## Calculation parameters

ECL = PD × LGD × EAD, discounted and weighted across several forward-looking **macroeconomic scenarios** (baseline, upside, downside).

- **PD**: probability of default, over 12 months or to maturity
- **LGD**: loss given default, including the resale of the asset in leasing
- **EAD**: exposure at default

This expected loss is not the one used in pricing: a loan's price uses an average expected loss over a full cycle, whereas the IFRS 9 provision depends on the stage and on the current scenarios.

## Specific features of lease receivables

- For lease receivables, IFRS 9 allows a **simplified approach** (lifetime expected losses from origination), as an accounting policy choice
- The value of the recoverable asset significantly reduces LGD
- Unguaranteed residual value requires specific analysis

## Governance

1. Documentation of the models and of the threshold choices
2. Periodic back-testing and recalibration
3. Justified and approved expert adjustments (*overlays*)
4. Review by the statutory auditors and disclosure in the notes to the accounts`,
  },
  {
    id: "ifrs16-preneurs-bailleurs",
    category: "Réglementation",
    title: "IFRS 16 : ce qui change pour les preneurs et les bailleurs",
    description:
      "Principes de la norme IFRS 16 sur les contrats de location, côté preneur et côté bailleur, et conséquences pour le conseil aux clients du leasing.",
    status: "validated",
    viewCount: 221,
    content: `# IFRS 16 : ce qui change pour les preneurs et les bailleurs

IFRS 16, applicable depuis le 1er janvier 2019, régit la comptabilisation des contrats de location en normes internationales.

## Côté preneur : un modèle unique

Le preneur inscrit au bilan :

- un **droit d'utilisation** à l'actif, amorti sur la durée du contrat ;
- une **dette locative** au passif, égale à la valeur actualisée des loyers restant dus.

Au compte de résultat, la charge de loyer est remplacée par un amortissement et une charge d'intérêts. L'EBITDA du preneur augmente mécaniquement.

### Exemptions possibles

- Contrats de **courte durée** (12 mois ou moins)
- Actifs de **faible valeur** unitaire

## Côté bailleur : peu de changements

Le bailleur conserve la distinction entre :

1. **Location-financement** : la quasi-totalité des risques et avantages est transférée au preneur ; le bailleur comptabilise une créance égale à l'investissement net.
2. **Location simple** : le bailleur garde le bien à son actif et constate les loyers en produits.

Indices de location-financement : transfert de propriété en fin de contrat, option d'achat à prix attractif, durée couvrant l'essentiel de la vie économique, valeur actualisée des loyers proche de la juste valeur, bien très spécifique.

## Conséquences commerciales

- L'argument du financement « hors bilan » a disparu pour les clients en IFRS
- Les clients s'intéressent davantage aux **services** inclus et à la flexibilité
- Séparer les composantes location et services devient important pour le preneur

## Points d'attention pour le consultant

- Les comptes sociaux français suivent des règles différentes
- Les ratios financiers (covenants) des clients peuvent être affectés
- Les systèmes doivent fournir aux clients les données nécessaires (échéanciers, taux implicite)`,
    titleEn: "IFRS 16: what changes for lessees and lessors",
    descriptionEn:
      "The principles of IFRS 16 on leases, from the lessee's and the lessor's side, and what they mean when advising leasing clients.",
    contentEn: `# IFRS 16: what changes for lessees and lessors

IFRS 16, applicable since 1 January 2019, governs the accounting for leases under international standards.

## Lessee side: a single model

The lessee recognises on its balance sheet:

- a **right-of-use asset**, depreciated over the term of the lease;
- a **lease liability**, equal to the present value of the lease payments still due.

In the income statement, the rental expense is replaced by depreciation and an interest expense. The lessee's EBITDA mechanically increases.

### Possible exemptions

- **Short-term** leases (12 months or less)
- **Low-value** assets (assessed per unit)

## Lessor side: few changes

The lessor retains the distinction between:

1. **Finance lease**: substantially all the risks and rewards are transferred to the lessee; the lessor recognises a receivable equal to the net investment.
2. **Operating lease**: the lessor keeps the asset on its balance sheet and recognises the rentals as income.

Indicators of a finance lease: transfer of ownership at the end of the lease, a purchase option at an attractive price, a term covering the major part of the economic life, a present value of the lease payments close to fair value, a highly specialised asset.

## Commercial consequences

- The “off-balance-sheet” financing argument has disappeared for clients reporting under IFRS
- Clients pay more attention to the **services** included and to flexibility
- Separating the lease and service components becomes important for the lessee

## Points of attention for the consultant

- French statutory accounts follow different rules
- Clients' financial ratios (covenants) may be affected
- Systems must provide clients with the data they need (schedules, implicit rate)`,
  },
  {
    id: "lcb-ft-kyc",
    category: "Réglementation",
    title: "LCB-FT et KYC : obligations de vigilance",
    description:
      "Le dispositif de lutte contre le blanchiment et le financement du terrorisme appliqué aux établissements de crédit et de financement : connaissance client, surveillance, déclaration.",
    status: "validated",
    viewCount: 289,
    content: `# LCB-FT et KYC : obligations de vigilance

Les établissements de crédit et les sociétés de financement sont assujettis aux obligations de lutte contre le blanchiment de capitaux et le financement du terrorisme (LCB-FT) prévues par le Code monétaire et financier.

## Le dispositif en quatre piliers

1. **Classification des risques** : cartographie par client, produit, canal de distribution et pays
2. **Connaissance client (KYC)** à l'entrée en relation et tout au long de la relation
3. **Surveillance des opérations** et détection des opérations atypiques
4. **Déclaration de soupçon** à Tracfin et respect des mesures de gel des avoirs

## Connaissance client

- Identification et vérification d'identité du client
- Pour une personne morale : identification du **bénéficiaire effectif** (détention de plus de 25 % du capital ou des droits de vote, ou contrôle par tout autre moyen)
- Objet et nature de la relation d'affaires
- Détection des **personnes politiquement exposées** (PPE)
- Mise à jour périodique, d'autant plus fréquente que le risque est élevé

## Niveaux de vigilance

| Niveau | Cas typique |
|---|---|
| Simplifiée | Risque faible identifié et documenté |
| Standard | Cas général |
| Renforcée | PPE, pays à haut risque, montage complexe, opération inhabituelle |

## Spécificités du leasing

- Remboursements anticipés inhabituels, paiements par des tiers
- Levée d'option financée par des fonds d'origine incertaine
- Biens de forte valeur revendus rapidement

## Conservation

Documents d'identification des clients (pièces d'identité comprises) et pièces relatives aux opérations conservés **cinq ans** après la fin de la relation ou l'opération (article L561-12 du Code monétaire et financier).

## Évolutions européennes

Le paquet européen adopté en 2024 crée une autorité européenne (AMLA) et un règlement d'application directe, applicable à partir de 2027, qui harmonisera les obligations de vigilance.`,
    titleEn: "AML/CFT and KYC: due diligence obligations",
    descriptionEn:
      "The anti-money laundering and counter-terrorist financing framework as applied to credit institutions and finance companies: know your customer, monitoring, reporting.",
    contentEn: `# AML/CFT and KYC: due diligence obligations

Credit institutions and sociétés de financement (finance companies) are subject to the anti-money laundering and counter-terrorist financing (AML/CFT, LCB-FT in French) obligations laid down in the Code monétaire et financier (French Monetary and Financial Code).

## The four pillars of the framework

1. **Risk classification**: mapping by customer, product, distribution channel and country
2. **Know your customer (KYC)** at onboarding and throughout the relationship
3. **Transaction monitoring** and detection of unusual transactions
4. **Suspicious transaction reports** to Tracfin (the French financial intelligence unit) and compliance with asset-freezing measures

## Know your customer

- Identification of the customer and verification of their identity
- For a legal entity: identification of the **beneficial owner** (holding more than 25% of the capital or voting rights, or exercising control by any other means)
- Purpose and nature of the business relationship
- Detection of **politically exposed persons** (PEPs)
- Periodic updates, all the more frequent as the risk is high

## Levels of due diligence

| Level | Typical case |
|---|---|
| Simplified | Low risk identified and documented |
| Standard | General case |
| Enhanced | PEPs, high-risk countries, complex structures, unusual transactions |

## Leasing specifics

- Unusual early repayments, payments made by third parties
- Option exercise financed with funds of uncertain origin
- High-value assets resold quickly

## Record keeping

Customer identification documents (identity documents included) and records relating to transactions are kept for **five years** after the end of the relationship or the transaction (article L561-12 of the Code monétaire et financier).

## European developments

The European package adopted in 2024 creates a European authority (AMLA) and a directly applicable regulation, applicable from 2027, which will harmonise due diligence obligations.`,
  },
  {
    id: "rgpd-credit-scoring",
    category: "Réglementation",
    title: "RGPD appliqué au crédit et au scoring",
    description:
      "Les règles de protection des données à respecter dans l'octroi de crédit : bases légales, décisions automatisées, durées de conservation et droits des personnes.",
    status: "validated",
    viewCount: 243,
    content: `# RGPD appliqué au crédit et au scoring

Le règlement (UE) 2016/679 (RGPD), applicable depuis le 25 mai 2018, s'applique pleinement aux traitements d'octroi, de gestion et de recouvrement des crédits.

## Bases légales usuelles

- **Exécution du contrat** ou de mesures précontractuelles : étude de la demande, gestion du contrat
- **Obligation légale** : LCB-FT, évaluation de la solvabilité, consultation du FICP
- **Intérêt légitime** : prévention de la fraude, recouvrement, amélioration des modèles (avec mise en balance documentée)
- **Consentement** : prospection par voie électronique notamment

## Décisions automatisées et scoring

L'article 22 encadre les décisions fondées exclusivement sur un traitement automatisé produisant des effets juridiques ou significatifs. Un refus de crédit automatique en fait partie.

- Autorisée si nécessaire à la conclusion du contrat, avec des garanties
- La personne peut obtenir une **intervention humaine**, exprimer son point de vue et contester la décision
- Information sur la logique sous-jacente

La Cour de justice de l'Union européenne a jugé en décembre 2023 (affaire SCHUFA) que l'établissement d'un score peut constituer une telle décision lorsqu'il joue un rôle déterminant dans l'octroi.

## Minimisation et conservation

- Collecter uniquement les données nécessaires à l'évaluation
- Définir une durée de conservation par finalité (demandes refusées, contrats clos, contentieux)
- Pseudonymiser les données utilisées pour le développement des modèles

## Obligations transverses

1. Registre des traitements à jour
2. **Analyse d'impact (AIPD)** pour le scoring à grande échelle
3. Contrats de sous-traitance conformes avec les prestataires
4. Notification des violations de données à la CNIL dans les 72 heures
5. Réponse aux demandes d'accès dans un délai d'un mois

## Sanctions

Jusqu'à 20 millions d'euros ou 4 % du chiffre d'affaires annuel mondial.`,
    titleEn: "GDPR applied to credit and scoring",
    descriptionEn:
      "The data protection rules to follow when granting credit: legal bases, automated decisions, retention periods and the rights of data subjects.",
    contentEn: `# GDPR applied to credit and scoring

Regulation (EU) 2016/679 (GDPR, RGPD in French), applicable since 25 May 2018, applies in full to the processing involved in granting, managing and collecting credit.

## Usual legal bases

- **Performance of a contract** or of pre-contractual measures: assessment of the application, contract management
- **Legal obligation**: AML/CFT, creditworthiness assessment, check of the FICP (the Banque de France register of household credit repayment incidents)
- **Legitimate interest**: fraud prevention, collections, model improvement (with a documented balancing test)
- **Consent**: electronic direct marketing in particular

## Automated decisions and scoring

Article 22 governs decisions based solely on automated processing that produce legal or similarly significant effects. An automatic credit refusal is one of them.

- Permitted where necessary for entering into the contract, with safeguards
- The person can obtain **human intervention**, express their point of view and contest the decision
- Information on the logic involved

The Court of Justice of the European Union ruled in December 2023 (SCHUFA case) that establishing a score may constitute such a decision when it plays a decisive role in granting credit.

## Minimisation and retention

- Collect only the data needed for the assessment
- Define a retention period per purpose (declined applications, closed contracts, litigation)
- Pseudonymise the data used to develop models

## Cross-cutting obligations

1. An up-to-date record of processing activities
2. **Data protection impact assessment (DPIA)** for large-scale scoring
3. Compliant data processing agreements with service providers
4. Notification of personal data breaches to the CNIL (the French data protection authority) within 72 hours
5. Response to access requests within one month

## Penalties

Up to €20 million or 4% of total worldwide annual turnover.`,
  },
  {
    id: "dora-resilience-operationnelle",
    category: "Réglementation",
    title: "DORA : résilience opérationnelle numérique",
    description:
      "Le règlement (UE) 2022/2554 sur la résilience opérationnelle numérique du secteur financier : piliers, obligations et impacts sur les projets de progiciels.",
    status: "validated",
    viewCount: 262,
    content: `# DORA : résilience opérationnelle numérique

Le règlement (UE) 2022/2554, dit **DORA** (*Digital Operational Resilience Act*), s'applique depuis le **17 janvier 2025**. Il harmonise les exigences de gestion du risque informatique dans le secteur financier.

## Les cinq piliers

1. **Gestion du risque TIC** : cadre de gestion approuvé par l'organe de direction, cartographie des actifs et des dépendances, plans de continuité
2. **Gestion et notification des incidents** : classification des incidents et déclaration des incidents majeurs à l'autorité compétente
3. **Tests de résilience** : programme annuel de tests, et tests de pénétration fondés sur la menace (TLPT) pour les entités les plus importantes
4. **Risque lié aux prestataires tiers TIC** : registre d'informations des contrats, clauses contractuelles obligatoires, stratégies de sortie
5. **Partage d'informations** sur les cybermenaces entre entités

## Notification des incidents majeurs

| Rapport | Délai |
|---|---|
| Notification initiale | Dans les 4 h suivant la classification de l'incident comme majeur, et au plus tard 24 h après la détection (le moment où l'entité en a eu connaissance) |
| Rapport intermédiaire | Dans les 72 h suivant la notification initiale |
| Rapport final | Dans le mois suivant le dernier rapport intermédiaire |

Ces délais sont fixés par le règlement délégué (UE) 2025/301 de la Commission (article 5), publié au Journal officiel de l'Union le 20 février 2025 ; les critères de classification d'un incident majeur sont ceux du règlement délégué (UE) 2024/1772, et les formulaires ceux du règlement d'exécution (UE) 2025/302.

## Impacts pour un projet de progiciel

- Le contrat avec l'éditeur ou l'hébergeur doit comporter les **clauses DORA** (niveaux de service, audit, assistance en cas d'incident, sortie)
- Le prestataire doit être inscrit au registre d'informations
- Les fonctions critiques ou importantes supportées doivent être identifiées
- Les plans de continuité et de reprise doivent être testés avant le démarrage

## Périmètre

DORA vise notamment les établissements de crédit, de paiement et les entreprises d'investissement. Pour les sociétés de financement françaises, vérifiez le périmètre retenu par le droit national et les attentes de l'ACPR.

## Rôle du consultant

Analyse d'écart, mise à jour des contrats prestataires, intégration des exigences de résilience dans la conception des architectures.`,
    titleEn: "DORA: digital operational resilience",
    descriptionEn:
      "Regulation (EU) 2022/2554 on digital operational resilience for the financial sector: pillars, obligations and impacts on software package projects.",
    contentEn: `# DORA: digital operational resilience

Regulation (EU) 2022/2554, known as **DORA** (*Digital Operational Resilience Act*), has applied since **17 January 2025**. It harmonises ICT risk management requirements across the financial sector.

## The five pillars

1. **ICT risk management**: a management framework approved by the management body, mapping of assets and dependencies, continuity plans
2. **Incident management and reporting**: classification of incidents and reporting of major incidents to the competent authority
3. **Resilience testing**: an annual testing programme, and threat-led penetration testing (TLPT) for the most significant entities
4. **ICT third-party risk**: register of information on contracts, mandatory contractual clauses, exit strategies
5. **Information sharing** on cyber threats between entities

## Reporting of major incidents

| Report | Deadline |
|---|---|
| Initial notification | Within 4 hours of classifying the incident as major, and no later than 24 hours after detection (the moment the entity became aware of it) |
| Intermediate report | Within 72 hours of the initial notification |
| Final report | Within one month of the latest intermediate report |

These deadlines are set by Commission Delegated Regulation (EU) 2025/301 (article 5), published in the Official Journal of the EU on 20 February 2025; the criteria for classifying an incident as major are those of Delegated Regulation (EU) 2024/1772, and the templates those of Implementing Regulation (EU) 2025/302.

## Impacts for a software package project

- The contract with the vendor or hosting provider must include the **DORA clauses** (service levels, audit, assistance in the event of an incident, exit)
- The provider must be recorded in the register of information
- The critical or important functions it supports must be identified
- Continuity and recovery plans must be tested before go-live

## Scope

DORA covers in particular credit institutions, payment institutions and investment firms. For French sociétés de financement (finance companies), check the scope adopted in national law and the expectations of the ACPR (the French prudential supervisor).

## The consultant's role

Gap analysis, update of supplier contracts, integration of the resilience requirements into the design of architectures.`,
  },
  {
    id: "acpr-supervision",
    category: "Réglementation",
    title: "ACPR : supervision et contrôles",
    description:
      "Le rôle de l'Autorité de contrôle prudentiel et de résolution, ses modes d'intervention et la préparation d'un contrôle sur place.",
    status: "validated",
    viewCount: 177,
    content: `# ACPR : supervision et contrôles

L'Autorité de contrôle prudentiel et de résolution (ACPR), adossée à la Banque de France, supervise les secteurs de la banque et de l'assurance en France. Pour les plus grands groupes bancaires, la supervision prudentielle est exercée par la BCE dans le cadre du mécanisme de surveillance unique, avec le concours de l'ACPR.

## Missions

- **Agrément** des établissements et autorisation des dirigeants effectifs
- **Contrôle prudentiel** : solvabilité, liquidité, gouvernance, contrôle interne
- **Protection de la clientèle** : pratiques commerciales, information, traitement des réclamations
- **LCB-FT** : contrôle des dispositifs de vigilance
- **Résolution** des établissements en difficulté

## Modes de contrôle

1. **Contrôle permanent** (sur pièces) : analyse des états réglementaires, du rapport annuel de contrôle interne et des questionnaires
2. **Contrôle sur place** : mission d'inspection de plusieurs semaines sur un thème donné
3. **Suites** : lettre de suite avec recommandations, mise en demeure, voire ouverture d'une procédure devant la commission des sanctions

## Préparer un contrôle sur place

- Désigner un coordinateur et centraliser les demandes de documents
- Vérifier la cohérence entre procédures écrites et pratiques réelles
- Préparer les interlocuteurs : réponses factuelles, pièces justificatives
- Tracer toutes les communications avec la mission

## Après le contrôle

- Plan d'action daté et attribué pour chaque recommandation
- Suivi par le contrôle permanent et l'audit interne
- Reporting régulier à l'organe de surveillance

## Conseils

Un dossier de conformité crédible repose sur des preuves : comptes rendus de comité, résultats de contrôles, tableaux de bord. Une procédure non appliquée est plus pénalisante qu'une procédure absente mais en cours de rédaction.`,
    titleEn: "ACPR: supervision and inspections",
    descriptionEn:
      "The role of the Autorité de contrôle prudentiel et de résolution (ACPR, the French prudential supervisor), how it intervenes and how to prepare for an on-site inspection.",
    contentEn: `# ACPR: supervision and inspections

The Autorité de contrôle prudentiel et de résolution (ACPR, the French prudential supervisor and resolution authority), attached to the Banque de France, supervises the banking and insurance sectors in France. For the largest banking groups, prudential supervision is carried out by the ECB within the Single Supervisory Mechanism, with the support of the ACPR.

## Missions

- **Authorisation** of institutions and approval of effective managers (dirigeants effectifs)
- **Prudential supervision**: solvency, liquidity, governance, internal control
- **Customer protection**: commercial practices, information, complaints handling
- **AML/CFT**: supervision of due diligence frameworks
- **Resolution** of failing institutions

## Supervision methods

1. **Ongoing (off-site) supervision**: analysis of regulatory returns, of the annual internal control report and of questionnaires
2. **On-site inspection**: an inspection mission lasting several weeks on a given topic
3. **Follow-up**: follow-up letter with recommendations, formal notice, or even the opening of proceedings before the Enforcement Committee (commission des sanctions)

## Preparing for an on-site inspection

- Appoint a coordinator and centralise the document requests
- Check consistency between written procedures and actual practice
- Prepare the people who will be interviewed: factual answers, supporting documents
- Keep a record of all communications with the inspection team

## After the inspection

- A dated action plan with an owner for each recommendation
- Follow-up by permanent control and internal audit
- Regular reporting to the supervisory body

## Advice

A credible compliance file rests on evidence: committee minutes, control results, dashboards. A procedure that is not applied is more damaging than a procedure that is missing but being drafted.`,
  },
  {
    id: "ai-act-scoring-credit",
    category: "Réglementation",
    title: "AI Act : le scoring de crédit, système d'IA à haut risque",
    description:
      "Ce que le règlement européen sur l'intelligence artificielle impose aux systèmes d'évaluation de la solvabilité des personnes physiques.",
    status: "review",
    viewCount: 134,
    content: `# AI Act : le scoring de crédit, système d'IA à haut risque

Le règlement (UE) 2024/1689 sur l'intelligence artificielle classe parmi les **systèmes à haut risque** les systèmes d'IA destinés à évaluer la solvabilité des personnes physiques ou à établir leur note de crédit, à l'exception de ceux utilisés pour détecter la fraude financière.

## Calendrier

- Règlement (UE) 2024/1689 publié au Journal officiel de l'Union le 12 juillet 2024, entré en vigueur le 1er août 2024
- Application progressive : les obligations relatives aux systèmes à haut risque de l'annexe III, dont le scoring de crédit (point 5 b), devaient s'appliquer le 2 **août 2026** (article 113)
- L'« omnibus numérique » (proposition de la Commission du 19 novembre 2025, accord politique du Parlement européen et du Conseil du 7 mai 2026) reporte ces obligations au 2 décembre 2027 : vérifiez sur EUR-Lex la publication du texte adopté avant de retenir une date

## Obligations du fournisseur du système

1. Système de gestion des risques sur tout le cycle de vie
2. Gouvernance des données d'entraînement : pertinence, représentativité, détection des biais
3. Documentation technique et journalisation automatique
4. Transparence et notice d'utilisation pour l'utilisateur
5. Contrôle humain effectif
6. Exactitude, robustesse et cybersécurité
7. Évaluation de la conformité avant mise sur le marché

## Obligations du prêteur qui utilise le système (déployeur)

Un prêteur qui utilise un système de scoring qu'il n'a pas conçu en est le déployeur (article 26 du règlement) ; il doit :

- Utiliser le système conformément à la notice
- Confier le contrôle humain à des personnes compétentes
- Surveiller le fonctionnement et conserver les journaux
- Réaliser une **analyse d'impact sur les droits fondamentaux**
- Informer les personnes concernées qu'elles font l'objet d'une décision assistée par IA

## Articulation avec les autres textes

- RGPD : décisions automatisées et droit à une intervention humaine
- CCD2 : explication des décisions automatisées
- Lignes directrices de l'EBA sur l'octroi et le suivi des prêts

*Fiche en relecture par la conformité : articulation avec les autres textes à confirmer.*`,
    titleEn: "AI Act: credit scoring as a high-risk AI system",
    descriptionEn:
      "What the European regulation on artificial intelligence requires of systems that assess the creditworthiness of natural persons.",
    contentEn: `# AI Act: credit scoring as a high-risk AI system

Regulation (EU) 2024/1689 on artificial intelligence classifies as **high-risk systems** the AI systems intended to evaluate the creditworthiness of natural persons or to establish their credit score, with the exception of those used to detect financial fraud.

## Timeline

- Regulation (EU) 2024/1689 published in the Official Journal of the EU on 12 July 2024, in force since 1 August 2024
- Phased application: the obligations for the high-risk systems of Annex III, credit scoring included (point 5(b)), were to apply on 2 **August 2026** (article 113)
- The "digital omnibus" (Commission proposal of 19 November 2025, political agreement between the European Parliament and the Council on 7 May 2026) postpones these obligations to 2 December 2027: check the publication of the adopted text on EUR-Lex before relying on a date

## Obligations of the system provider

1. A risk management system throughout the life cycle
2. Governance of training data: relevance, representativeness, bias detection
3. Technical documentation and automatic logging
4. Transparency and instructions for use for the user
5. Effective human oversight
6. Accuracy, robustness and cybersecurity
7. Conformity assessment before placing on the market

## Obligations of the lender using the system (deployer)

A lender that uses a scoring system it did not build is its deployer (article 26 of the Regulation); it must:

- Use the system in accordance with the instructions for use
- Assign human oversight to competent people
- Monitor the operation of the system and keep the logs
- Carry out a **fundamental rights impact assessment**
- Inform the persons concerned that they are subject to an AI-assisted decision

## Interaction with other texts

- GDPR: automated decisions and the right to human intervention
- CCD2: explanation of automated decisions
- EBA guidelines on loan origination and monitoring

*Article under review by compliance: interaction with other texts to be confirmed.*`,
  },

  // ---------------------------------------------------------------------------
  // Soft Skills
  // ---------------------------------------------------------------------------
  {
    id: "negociation-raisonnee",
    category: "Soft Skills",
    title: "Négociation raisonnée avec un client",
    description:
      "Appliquer la méthode de la négociation raisonnée pour discuter d'un périmètre, d'un budget ou de conditions de financement sans dégrader la relation.",
    status: "validated",
    viewCount: 273,
    content: `# Négociation raisonnée avec un client

La négociation raisonnée, popularisée par les travaux de Harvard (Fisher et Ury), vise un accord durable en séparant **les personnes du problème** et en travaillant sur **les intérêts** plutôt que sur les positions.

## Les quatre principes

1. **Séparer les personnes du problème** : reconnaître les émotions, rester ferme sur le fond et courtois sur la forme.
2. **Se concentrer sur les intérêts** : derrière « je veux une remise de 20 % » se cache souvent une contrainte budgétaire annuelle ou un objectif interne.
3. **Inventer des options** à bénéfice mutuel : phasage, réduction de périmètre, engagement de volume.
4. **Utiliser des critères objectifs** : références de marché, barèmes, abaques de charge.

## Préparer la négociation

- Définir sa **MESORE** (meilleure solution de rechange, ou BATNA) et estimer celle de l'interlocuteur
- Fixer son objectif, sa position d'ouverture et son point de rupture
- Lister les concessions possibles et ce qu'on demandera en contrepartie
- Identifier le décideur réel

## Pendant l'entretien

- Questionner avant de proposer : « Qu'est-ce qui est le plus important pour vous dans ce projet ? »
- Reformuler pour valider la compréhension
- Ne jamais concéder sans contrepartie
- Résumer les points d'accord au fur et à mesure

## Exemple en mission

Un client demande d'avancer la date de démarrage de quatre semaines sans budget supplémentaire. Plutôt que de refuser, proposez un démarrage sur un périmètre réduit (un produit, un réseau) suivi d'une seconde vague.

## Après la négociation

Formaliser l'accord par écrit dans les 24 heures : périmètre, engagements de chacun, prochaines étapes.`,
    titleEn: "Principled negotiation with a client",
    descriptionEn:
      "Applying the principled negotiation method to discuss a scope, a budget or financing terms without damaging the relationship.",
    contentEn: `# Principled negotiation with a client

Principled negotiation, popularised by the Harvard work of Fisher and Ury, aims at a lasting agreement by separating **the people from the problem** and by working on **interests** rather than positions.

## The four principles

1. **Separate the people from the problem**: acknowledge emotions, stay firm on substance and courteous in form.
2. **Focus on interests**: behind “I want a 20% discount” there is often an annual budget constraint or an internal target.
3. **Invent options** for mutual gain: phasing, reduced scope, volume commitment.
4. **Use objective criteria**: market references, rate cards, effort benchmarks.

## Preparing the negotiation

- Define your **BATNA** (best alternative to a negotiated agreement, MESORE in French) and estimate the other party's
- Set your target, your opening position and your walk-away point
- List the possible concessions and what you will ask for in return
- Identify the real decision-maker

## During the meeting

- Ask before proposing: “What matters most to you in this project?”
- Rephrase to check your understanding
- Never concede without something in return
- Summarise the points of agreement as you go

## Example from an assignment

A client asks to bring the go-live date forward by four weeks with no additional budget. Rather than refusing, propose a go-live on a reduced scope (one product, one network) followed by a second wave.

## After the negotiation

Confirm the agreement in writing within 24 hours: scope, each party's commitments, next steps.`,
  },
  {
    id: "presentation-comite-credit",
    category: "Soft Skills",
    title: "Présenter un dossier en comité de crédit",
    description:
      "Structurer et défendre une demande de financement devant un comité de crédit : préparation, prise de parole et réponse aux objections.",
    status: "validated",
    viewCount: 312,
    content: `# Présenter un dossier en comité de crédit

Le comité de crédit dispose de peu de temps par dossier. Sa question est simple : **le risque est-il compris, mesuré et acceptable au regard de la rémunération ?**

## Préparer le dossier

- Une note de synthèse d'une à deux pages, avec la recommandation en tête
- Les chiffres clés : montant, durée, produit, garanties, rentabilité
- Les forces et les faiblesses, présentées honnêtement
- Les conditions proposées (covenants, garanties complémentaires, apport)

## Structurer la présentation (5 minutes)

1. **La demande** : qui, quoi, combien, pour quoi faire
2. **La contrepartie** : activité, dirigeants, historique de relation
3. **L'analyse** : capacité de remboursement, structure financière, points de risque
4. **Les mitigants** : garanties, valeur du bien, structuration
5. **La recommandation** et les conditions

## Répondre aux objections

- Anticiper les trois questions les plus probables et préparer des réponses chiffrées
- Reconnaître une faiblesse plutôt que la minimiser
- Si un membre du comité pose une question dont vous ne connaissez pas la réponse : le dire et s'engager à revenir avec l'information
- Ne pas entrer en confrontation : l'objectif est la décision juste, pas d'avoir raison

## Erreurs à éviter

| Erreur | Alternative |
|---|---|
| Lire la note | Présenter les messages clés, la note est déjà lue |
| Noyer le comité de chiffres | Trois indicateurs bien choisis |
| Cacher un incident | L'exposer et expliquer comment il est maîtrisé |

## Après le comité

Consigner la décision, les conditions et les réserves, puis informer le client avec les conditions exactes validées.`,
    titleEn: "Presenting an application to a credit committee",
    descriptionEn:
      "Structuring and defending a financing request before a credit committee: preparation, delivery and handling objections.",
    contentEn: `# Presenting an application to a credit committee

A credit committee has little time per application. Its question is simple: **is the risk understood, measured and acceptable in view of the return?**

## Preparing the file

- A one- to two-page summary note, with the recommendation at the top
- The key figures: amount, term, product, guarantees, profitability
- Strengths and weaknesses, presented honestly
- The proposed conditions (covenants, additional guarantees, down payment)

## Structuring the presentation (5 minutes)

1. **The request**: who, what, how much, for what purpose
2. **The counterparty**: business, management, relationship history
3. **The analysis**: repayment capacity, financial structure, risk points
4. **The mitigants**: guarantees, value of the asset, structuring
5. **The recommendation** and the conditions

## Handling objections

- Anticipate the three most likely questions and prepare answers backed by figures
- Acknowledge a weakness rather than play it down
- If a committee member asks something you do not know: say so and commit to coming back with the information
- Do not become confrontational: the aim is the right decision, not being right

## Mistakes to avoid

| Mistake | Alternative |
|---|---|
| Reading out the note | Present the key messages; the note has already been read |
| Drowning the committee in figures | Three well-chosen indicators |
| Hiding an incident | Disclose it and explain how it is under control |

## After the committee

Record the decision, the conditions and the reservations, then inform the client of the exact conditions approved.`,
  },
  {
    id: "feedback-sbi",
    category: "Soft Skills",
    title: "Donner un feedback constructif avec le modèle SBI",
    description:
      "Utiliser le modèle Situation – Comportement – Impact pour formuler un feedback clair, factuel et utile à un collègue ou à un collaborateur.",
    status: "validated",
    viewCount: 226,
    content: `# Donner un feedback constructif avec le modèle SBI

Un feedback utile est **factuel, précis et rapide**. Le modèle SBI (*Situation, Behavior, Impact*) offre une structure simple pour y parvenir.

## Les trois temps

1. **Situation** : situer précisément le moment. « Lors de l'atelier de recette de mardi avec l'équipe recouvrement… »
2. **Comportement** : décrire ce qui a été observé, sans jugement. « … tu as répondu aux questions avant que les utilisateurs aient fini de les poser… »
3. **Impact** : exprimer l'effet produit. « … deux utilisateurs se sont tus ensuite, et nous n'avons pas recueilli leurs cas de test. »

Puis ouvrir le dialogue : « Comment l'as-tu vécu de ton côté ? »

## Feedback positif aussi

Le modèle fonctionne pour renforcer un comportement : « Ta synthèse envoyée juste après le comité de pilotage a permis au client de valider le planning le jour même. »

## Bonnes pratiques

- Donner le feedback **au plus près de l'événement**
- Choisir un cadre adapté : en tête-à-tête pour un point d'amélioration
- Parler d'un comportement, jamais de la personnalité
- Limiter à un ou deux points par échange
- Conclure par une action concrète ou un engagement

## Recevoir un feedback

- Écouter jusqu'au bout sans se justifier
- Poser des questions pour comprendre
- Remercier, même si l'on n'est pas d'accord
- Décider ensuite de ce que l'on en fait

## Exemples de formulations à éviter

| À éviter | Préférer |
|---|---|
| « Tu es toujours en retard » | « Les deux derniers livrables sont arrivés après la date convenue » |
| « Ta présentation était nulle » | « Les trois premières diapositives ne répondaient pas à la question du client » |`,
    titleEn: "Giving constructive feedback with the SBI model",
    descriptionEn:
      "Using the Situation – Behaviour – Impact model to give clear, factual and useful feedback to a colleague or team member.",
    contentEn: `# Giving constructive feedback with the SBI model

Useful feedback is **factual, specific and timely**. The SBI model (*Situation, Behavior, Impact*) offers a simple structure for achieving this.

## The three steps

1. **Situation**: pinpoint the moment precisely. “During Tuesday's acceptance testing workshop with the collections team…”
2. **Behaviour**: describe what was observed, without judgement. “… you answered the questions before the users had finished asking them…”
3. **Impact**: express the effect it had. “… two users stopped speaking after that, and we did not collect their test cases.”

Then open the dialogue: “How did it feel from your side?”

## Positive feedback too

The model also works for reinforcing a behaviour: “Your summary, sent straight after the steering committee, enabled the client to approve the schedule the same day.”

## Good practice

- Give feedback **as close to the event as possible**
- Choose a suitable setting: one to one for an area for improvement
- Talk about behaviour, never about personality
- Limit yourself to one or two points per conversation
- Close with a concrete action or commitment

## Receiving feedback

- Listen to the end without justifying yourself
- Ask questions to understand
- Say thank you, even if you disagree
- Then decide what you will do with it

## Examples of phrasing to avoid

| Avoid | Prefer |
|---|---|
| “You are always late” | “The last two deliverables arrived after the agreed date” |
| “Your presentation was useless” | “The first three slides did not answer the client's question” |`,
  },
  {
    id: "ecoute-active-entretien",
    category: "Soft Skills",
    title: "Écoute active en entretien de découverte",
    description:
      "Techniques d'écoute active pour recueillir les besoins réels d'un client ou d'un utilisateur lors d'un entretien de découverte.",
    status: "validated",
    viewCount: 158,
    content: `# Écoute active en entretien de découverte

En début de mission, la qualité des informations recueillies conditionne toute la suite. L'écoute active aide à faire émerger les **besoins réels** derrière les demandes exprimées.

## Les techniques de base

- **Questions ouvertes** : « Comment se déroule aujourd'hui la mise en loyers d'un contrat ? »
- **Relances** : « C'est-à-dire ? », « Pouvez-vous me donner un exemple ? »
- **Reformulation** : « Si je comprends bien, la saisie est faite deux fois, dans le portail puis dans le progiciel ? »
- **Silences** : laisser l'interlocuteur compléter sa pensée
- **Synthèse** en fin d'entretien, validée par l'interlocuteur

## L'entonnoir de questionnement

1. Questions larges sur le contexte et les enjeux
2. Questions ciblées sur les processus et les irritants
3. Questions fermées pour valider chiffres et règles
4. Question finale : « Y a-t-il un sujet que nous n'avons pas abordé et qui vous semble important ? »

## Préparer l'entretien

- Lire la documentation disponible pour ne pas poser de questions inutiles
- Préparer une trame, sans s'y enfermer
- Prévoir un binôme : l'un mène, l'autre prend des notes

## Attitudes à éviter

- Proposer une solution avant d'avoir compris le problème
- Interrompre pour montrer son expertise
- Juger l'organisation existante devant les personnes qui la font vivre

## Après l'entretien

- Compte rendu envoyé sous 48 heures
- Distinction claire entre faits, opinions et hypothèses
- Liste des points à confirmer et des documents à obtenir`,
    titleEn: "Active listening in discovery interviews",
    descriptionEn:
      "Active listening techniques for capturing the real needs of a client or user during a discovery interview.",
    contentEn: `# Active listening in discovery interviews

At the start of an assignment, the quality of the information gathered determines everything that follows. Active listening helps bring out the **real needs** behind the stated requests.

## The basic techniques

- **Open questions**: “How does the rental start of a contract work today?”
- **Prompts**: “Meaning?”, “Could you give me an example?”
- **Rephrasing**: “If I understand correctly, the data is keyed in twice, first in the portal and then in the software package?”
- **Silences**: let the other person complete their thought
- **Summary** at the end of the interview, validated by the interviewee

## The questioning funnel

1. Broad questions on the context and the stakes
2. Targeted questions on processes and pain points
3. Closed questions to confirm figures and rules
4. Final question: “Is there a topic we have not covered that seems important to you?”

## Preparing the interview

- Read the available documentation so as not to ask unnecessary questions
- Prepare an outline, without being bound by it
- Work in pairs: one leads, the other takes notes

## Attitudes to avoid

- Proposing a solution before understanding the problem
- Interrupting to show off your expertise
- Judging the existing organisation in front of the people who make it work

## After the interview

- Minutes sent within 48 hours
- A clear distinction between facts, opinions and assumptions
- A list of points to confirm and documents to obtain`,
  },
  {
    id: "animation-atelier-metier",
    category: "Soft Skills",
    title: "Animer un atelier métier efficace",
    description:
      "Préparer, animer et conclure un atelier de conception ou de validation avec des utilisateurs métier.",
    status: "validated",
    viewCount: 191,
    content: `# Animer un atelier métier efficace

Un atelier réussi produit une **décision ou un livrable**, pas seulement une discussion. Sa préparation compte autant que son animation.

## Avant l'atelier

- Définir l'objectif en une phrase : « Valider les règles de calcul de l'indemnité de résiliation »
- Choisir les participants : ceux qui savent et ceux qui décident
- Envoyer l'ordre du jour et les documents 48 heures avant
- Préparer des supports concrets : cas chiffrés, maquettes, processus

## Déroulé type (2 heures)

1. **Ouverture** (10 min) : objectif, règles du jeu, rôle de chacun
2. **Contexte** (15 min) : rappel de ce qui est déjà acquis
3. **Travail** (75 min) : cas par cas, avec un support visuel partagé
4. **Conclusion** (20 min) : décisions prises, points ouverts, actions et responsables

## Techniques d'animation

- Tour de table pour faire parler chacun
- **Parking** pour les sujets hors périmètre
- Cas réels pour ancrer la discussion dans le concret
- Vote à main levée ou pondéré pour trancher entre options
- Gestion du temps visible par tous

## Gérer les situations délicates

| Situation | Réaction |
|---|---|
| Un participant monopolise la parole | Le remercier et solliciter un autre avis nommément |
| Le débat tourne en rond | Reformuler les options et proposer de trancher ou d'escalader |
| Le décideur est absent | Noter les décisions comme provisoires |

## Après l'atelier

- Compte rendu sous 24 heures, avec les décisions en tête
- Mise à jour des spécifications
- Relance des actions à leur échéance`,
    titleEn: "Running an effective business workshop",
    descriptionEn: "Preparing, facilitating and closing a design or validation workshop with business users.",
    contentEn: `# Running an effective business workshop

A successful workshop produces a **decision or a deliverable**, not just a discussion. Its preparation matters as much as its facilitation.

## Before the workshop

- Define the objective in one sentence: “Validate the calculation rules for the termination indemnity”
- Choose the participants: those who know and those who decide
- Send the agenda and the documents 48 hours in advance
- Prepare concrete materials: worked examples with figures, mock-ups, process maps

## Typical running order (2 hours)

1. **Opening** (10 min): objective, ground rules, everyone's role
2. **Context** (15 min): reminder of what has already been agreed
3. **Work** (75 min): case by case, with a shared visual aid
4. **Conclusion** (20 min): decisions taken, open points, actions and owners

## Facilitation techniques

- A round table so that everyone speaks
- A **parking lot** for out-of-scope topics
- Real cases to anchor the discussion in practice
- A show of hands or a weighted vote to decide between options
- Time management visible to all

## Handling difficult situations

| Situation | Response |
|---|---|
| A participant dominates the discussion | Thank them and ask another person for their view by name |
| The debate is going round in circles | Restate the options and propose to decide or to escalate |
| The decision-maker is absent | Record the decisions as provisional |

## After the workshop

- Minutes within 24 hours, with the decisions at the top
- Update of the specifications
- Follow-up of actions on their due dates`,
  },
  {
    id: "note-synthese-pyramide",
    category: "Soft Skills",
    title: "Rédiger une note de synthèse avec le principe de la pyramide",
    description:
      "Structurer un écrit professionnel en commençant par le message principal, selon le principe de la pyramide de Barbara Minto.",
    status: "validated",
    viewCount: 207,
    content: `# Rédiger une note de synthèse avec le principe de la pyramide

Un dirigeant lit souvent les premières lignes seulement. Le principe de la pyramide consiste à **commencer par la conclusion**, puis à la justifier par des arguments regroupés logiquement.

## La structure

1. **Le message principal** : la réponse à la question posée, en une ou deux phrases
2. **Trois arguments clés** au maximum, qui soutiennent ce message
3. **Les éléments détaillés** sous chaque argument : chiffres, exemples, analyses

## Introduire avec SCQ

- **Situation** : ce que le lecteur sait déjà
- **Complication** : ce qui a changé ou pose problème
- **Question** : ce à quoi la note répond

Exemple : « Le projet de migration prévoit un démarrage en mars (S). Les tests de la chaîne batch révèlent un dépassement de la fenêtre de nuit de deux heures (C). Faut-il décaler le démarrage ? (Q) Nous recommandons de le maintenir en optimisant trois traitements identifiés. »

## Règles de rédaction

- Une idée par paragraphe, introduite par une phrase-titre
- Des titres qui portent un message (« Le risque de retard est maîtrisé ») plutôt qu'un thème (« Planning »)
- Des chiffres précis et sourcés
- Des phrases courtes, sans jargon inutile

## Relire avant d'envoyer

| Question | Oui / Non |
|---|---|
| Le message principal est-il dans les trois premières lignes ? | |
| Chaque argument est-il étayé ? | |
| La note tient-elle sur deux pages ? | |
| L'action attendue du lecteur est-elle explicite ? | |

## Application

Le même principe vaut pour un courriel important, une présentation en comité ou un rapport d'audit.`,
    titleEn: "Writing a summary note with the pyramid principle",
    descriptionEn:
      "Structuring a professional document by starting with the main message, following Barbara Minto's pyramid principle.",
    contentEn: `# Writing a summary note with the pyramid principle

Executives often read only the first few lines. The pyramid principle means **starting with the conclusion**, then supporting it with logically grouped arguments.

## The structure

1. **The main message**: the answer to the question asked, in one or two sentences
2. **Three key arguments** at most, supporting that message
3. **The supporting detail** under each argument: figures, examples, analyses

## Introducing with SCQ

- **Situation**: what the reader already knows
- **Complication**: what has changed or is causing a problem
- **Question**: what the note answers

Example: “The migration project plans a go-live in March (S). Tests of the batch chain show that the overnight window is exceeded by two hours (C). Should the go-live be postponed? (Q) We recommend keeping the date by optimising three identified processes.”

## Writing rules

- One idea per paragraph, introduced by a topic sentence
- Headings that carry a message (“The risk of delay is under control”) rather than a topic (“Schedule”)
- Precise, sourced figures
- Short sentences, without unnecessary jargon

## Check before sending

| Question | Yes / No |
|---|---|
| Is the main message in the first three lines? | |
| Is each argument supported? | |
| Does the note fit on two pages? | |
| Is the action expected of the reader explicit? | |

## Application

The same principle applies to an important email, a committee presentation or an audit report.`,
  },
  {
    id: "gestion-desaccords",
    category: "Soft Skills",
    title: "Gérer un désaccord avec un client ou un collègue",
    description:
      "Comprendre les sources d'un désaccord et utiliser une démarche structurée pour le traiter sans laisser s'installer le conflit.",
    status: "validated",
    viewCount: 139,
    content: `# Gérer un désaccord avec un client ou un collègue

Les désaccords sont normaux dans un projet. Mal traités, ils deviennent des conflits qui ralentissent tout. Bien traités, ils améliorent les décisions.

## Identifier la nature du désaccord

- **Sur les faits** : les parties n'ont pas les mêmes informations
- **Sur les méthodes** : accord sur l'objectif, pas sur le chemin
- **Sur les objectifs** : les priorités diffèrent (délai contre qualité, par exemple)
- **Sur les valeurs ou la relation** : plus difficile, demande souvent un tiers

## Démarche en cinq étapes

1. **Choisir le moment** : ni à chaud, ni devant un large public
2. **Exposer les faits** et son point de vue en « je » : « Je constate que… je crains que… »
3. **Écouter** la position de l'autre et la reformuler jusqu'à ce qu'il se sente compris
4. **Chercher ensemble** les critères de décision et les options
5. **Conclure** sur un accord, ou sur une escalade convenue ensemble

## En mission chez un client

- Ne jamais critiquer un interlocuteur du client devant d'autres
- Remonter les désaccords structurants à son responsable de mission
- Si le sujet dépasse le périmètre, proposer un arbitrage en comité de pilotage
- Documenter les décisions pour éviter de rouvrir le débat

## Ce qui aide

- Un vocabulaire factuel et mesuré
- Des données partagées par tous
- Le rappel de l'objectif commun du projet

## Ce qui aggrave

- Les courriels longs envoyés sous le coup de l'émotion
- Les copies élargies pour prendre à témoin
- Le silence, qui laisse le malaise s'installer`,
    titleEn: "Handling a disagreement with a client or a colleague",
    descriptionEn:
      "Understanding the sources of a disagreement and using a structured approach to resolve it before it turns into conflict.",
    contentEn: `# Handling a disagreement with a client or a colleague

Disagreements are normal in a project. Handled badly, they become conflicts that slow everything down. Handled well, they improve decisions.

## Identify the nature of the disagreement

- **About facts**: the parties do not have the same information
- **About methods**: agreement on the objective, not on the route
- **About objectives**: priorities differ (time versus quality, for example)
- **About values or the relationship**: more difficult, often requires a third party

## A five-step approach

1. **Choose the moment**: not in the heat of the moment, nor in front of a large audience
2. **Set out the facts** and your point of view using “I”: “I notice that… I am concerned that…”
3. **Listen** to the other person's position and rephrase it until they feel understood
4. **Look together** for decision criteria and options
5. **Conclude** with an agreement, or with an escalation agreed together

## On assignment at a client

- Never criticise one of the client's people in front of others
- Raise structural disagreements with your engagement manager
- If the issue goes beyond your scope, propose arbitration at the steering committee
- Document decisions so that the debate is not reopened

## What helps

- Factual and measured language
- Data shared by everyone
- A reminder of the project's common objective

## What makes things worse

- Long emails sent in the heat of emotion
- Widening the copy list to call others as witnesses
- Silence, which lets unease set in`,
  },
  {
    id: "posture-consultant",
    category: "Soft Skills",
    title: "Posture de consultant : conseil et devoir d'alerte",
    description:
      "Trouver le juste équilibre entre service au client, indépendance de jugement et devoir d'alerte sur les risques.",
    status: "review",
    viewCount: 88,
    content: `# Posture de consultant : conseil et devoir d'alerte

Le client attend d'un consultant à la fois de l'engagement et un regard indépendant. Tenir cette posture demande du discernement.

## Les trois rôles à équilibrer

- **Expert** : apporter une connaissance métier, réglementaire ou technique
- **Facilitateur** : aider le client à prendre ses propres décisions
- **Exécutant** : produire des livrables dans les délais

Un consultant qui reste uniquement exécutant perd sa valeur ajoutée ; un consultant qui se pose uniquement en expert perd l'adhésion des équipes.

## Le devoir d'alerte

Le consultant doit signaler tout risque significatif qu'il identifie, même hors de son périmètre :

1. Risque de non-conformité réglementaire
2. Risque de dérive de planning ou de budget
3. Risque opérationnel majeur au démarrage
4. Décision prise sur des informations erronées

## Comment alerter

- Par écrit, de manière factuelle et proportionnée
- En proposant au moins une option de traitement
- Auprès de la bonne personne, en informant son responsable de mission
- En conservant une trace de l'alerte et de la réponse

## Situations délicates

| Situation | Attitude recommandée |
|---|---|
| Le client demande de minimiser un risque dans un rapport | Reformuler sans travestir, escalader si nécessaire |
| Un collègue d'un autre cabinet commet une erreur | En parler d'abord avec lui, puis avec le chef de projet |
| Le client ignore une alerte | Documenter et rappeler en comité de pilotage |

*Fiche en relecture : ajout prévu de cas pratiques issus de missions.*`,
    titleEn: "The consultant's stance: advice and the duty to raise alerts",
    descriptionEn:
      "Striking the right balance between client service, independent judgement and the duty to raise alerts about risks.",
    contentEn: `# The consultant's stance: advice and the duty to raise alerts

Clients expect a consultant to show both commitment and an independent perspective. Holding this stance takes judgement.

## The three roles to balance

- **Expert**: bring business, regulatory or technical knowledge
- **Facilitator**: help the client make its own decisions
- **Doer**: produce deliverables on time

A consultant who is only a doer loses their added value; a consultant who acts only as an expert loses the teams' buy-in.

## The duty to raise alerts

Consultants must flag any significant risk they identify, even outside their scope:

1. Risk of regulatory non-compliance
2. Risk of a schedule or budget overrun
3. Major operational risk at go-live
4. Decision taken on the basis of incorrect information

## How to raise an alert

- In writing, factually and proportionately
- Proposing at least one way of addressing the risk
- To the right person, keeping your engagement manager informed
- Keeping a record of the alert and of the response

## Delicate situations

| Situation | Recommended attitude |
|---|---|
| The client asks you to play down a risk in a report | Reword without distorting, escalate if necessary |
| A colleague from another firm makes a mistake | Talk to them first, then to the project manager |
| The client ignores an alert | Document it and raise it again at the steering committee |

*Article under review: case studies drawn from assignments are to be added.*`,
  },
  {
    id: "pitch-codir",
    category: "Soft Skills",
    title: "Convaincre un comité de direction en dix minutes",
    description: "Préparer une intervention courte devant un comité de direction pour obtenir une décision.",
    status: "draft",
    viewCount: 34,
    content: `# Convaincre un comité de direction en dix minutes

Un comité de direction attend une **décision à prendre**, les éléments pour la prendre et les conséquences de chaque option.

## Préparer

- Connaître les membres, leurs priorités et leurs réticences probables
- Rencontrer en amont les personnes clés pour éviter les surprises
- Limiter le support à cinq ou six diapositives

## Structure en quatre temps

1. **La décision attendue** (1 min) : « Nous vous demandons de valider le lancement de la phase 2 pour un budget de… »
2. **Le contexte** (2 min) : pourquoi maintenant, ce qui a été fait
3. **Les options** (4 min) : deux ou trois options comparées sur coût, délai, risque et bénéfice
4. **La recommandation** (3 min) : option retenue, prochaines étapes, risques et mitigations

## Pendant l'intervention

- Parler aux personnes, pas à l'écran
- Accepter d'être interrompu et adapter l'ordre
- Garder des annexes pour répondre aux questions détaillées

## Conclure

Reformuler la décision prise et les conditions éventuelles avant de quitter la salle.

*Brouillon : exemples de supports à ajouter.*`,
    titleEn: "Convincing an executive committee in ten minutes",
    descriptionEn: "Preparing a short presentation to an executive committee in order to obtain a decision.",
    contentEn: `# Convincing an executive committee in ten minutes

An executive committee expects a **decision to be made**, the information needed to make it and the consequences of each option.

## Prepare

- Know the members, their priorities and their likely reservations
- Meet the key people beforehand to avoid surprises
- Limit the deck to five or six slides

## A four-part structure

1. **The decision required** (1 min): “We are asking you to approve the launch of phase 2 with a budget of…”
2. **The context** (2 min): why now, what has been done
3. **The options** (4 min): two or three options compared on cost, time, risk and benefit
4. **The recommendation** (3 min): chosen option, next steps, risks and mitigations

## During the presentation

- Speak to the people, not to the screen
- Accept being interrupted and adapt the order
- Keep appendices in reserve to answer detailed questions

## Conclude

Restate the decision taken and any conditions before leaving the room.

*Draft: sample slide decks to be added.*`,
  },

  // ---------------------------------------------------------------------------
  // Gestion de Projet
  // ---------------------------------------------------------------------------
  {
    id: "note-de-cadrage",
    category: "Gestion de Projet",
    title: "Cadrer un projet : la note de cadrage",
    description:
      "Contenu et démarche d'élaboration d'une note de cadrage pour un projet de crédit ou de leasing.",
    status: "validated",
    viewCount: 301,
    content: `# Cadrer un projet : la note de cadrage

La note de cadrage formalise ce que le projet doit produire, pourquoi, avec quels moyens et dans quelles limites. Elle est validée par le sponsor avant tout engagement de ressources importantes.

## Contenu type

1. **Contexte et enjeux** : situation actuelle, problème à résoudre, enjeux métier et réglementaires
2. **Objectifs** mesurables : « Réduire le délai de mise en loyers de 5 à 2 jours »
3. **Périmètre** : ce qui est inclus et, tout aussi important, ce qui est exclu
4. **Livrables** principaux
5. **Organisation** : sponsor, chef de projet, comités, équipes
6. **Planning macro** et jalons clés
7. **Budget** et hypothèses de chiffrage
8. **Risques** majeurs et premières mesures
9. **Critères de succès**

## Démarche

- Entretiens avec le sponsor et les directions concernées
- Atelier de convergence sur les objectifs et le périmètre
- Identification des dépendances avec les autres projets (réglementaires notamment)
- Relecture par les parties prenantes, puis validation formelle par le sponsor, avant tout engagement de ressources importantes

## Exemple d'objectifs SMART

| Objectif flou | Objectif SMART |
|---|---|
| Moderniser le recouvrement | Automatiser 80 % des relances amiables d'ici la fin du troisième trimestre |
| Améliorer la qualité des données | Atteindre 98 % de contrats avec un bien financé renseigné avant la migration |

## Pièges

- Un périmètre trop large pour le budget
- Des exclusions non écrites, qui reviennent plus tard comme des « évidences »
- Un sponsor absent ou sans pouvoir de décision

## Après validation

La note de cadrage devient la référence en cas de demande de changement : toute évolution du périmètre passe par une analyse d'impact et une décision du comité de pilotage.`,
    titleEn: "Scoping a project: the project charter",
    descriptionEn:
      "The content of a project charter (note de cadrage) for a credit or leasing project, and how to draw it up.",
    contentEn: `# Scoping a project: the project charter

The project charter (note de cadrage) sets out what the project must deliver, why, with what resources and within what limits. It is approved by the sponsor before any significant resources are committed.

## Typical content

1. **Context and stakes**: current situation, problem to be solved, business and regulatory stakes
2. Measurable **objectives**: “Reduce the time to rental start from 5 to 2 days”
3. **Scope**: what is included and, just as important, what is excluded
4. Main **deliverables**
5. **Organisation**: sponsor, project manager, committees, teams
6. **High-level schedule** and key milestones
7. **Budget** and costing assumptions
8. Major **risks** and initial mitigations
9. **Success criteria**

## Approach

- Interviews with the sponsor and the departments concerned
- Convergence workshop on the objectives and the scope
- Identification of dependencies on other projects (regulatory ones in particular)
- Review by the stakeholders, then formal approval by the sponsor, before any significant resources are committed

## Example of SMART objectives

| Vague objective | SMART objective |
|---|---|
| Modernise collections | Automate 80% of amicable reminders by the end of the third quarter |
| Improve data quality | Reach 98% of contracts with the financed asset recorded before the migration |

## Pitfalls

- A scope too broad for the budget
- Unwritten exclusions, which come back later as things that “went without saying”
- A sponsor who is absent or lacks decision-making power

## After approval

The project charter becomes the reference for any change request: any change of scope goes through an impact analysis and a steering committee decision.`,
  },
  {
    id: "gouvernance-raci",
    category: "Gestion de Projet",
    title: "Gouvernance de projet et matrice RACI",
    description:
      "Organiser les instances de pilotage d'un projet et clarifier les responsabilités avec une matrice RACI.",
    status: "validated",
    viewCount: 172,
    content: `# Gouvernance de projet et matrice RACI

Une gouvernance claire permet de prendre les décisions au bon niveau et au bon moment. La matrice RACI en est le complément opérationnel.

## Les instances

| Instance | Fréquence | Rôle |
|---|---|---|
| Comité stratégique | Trimestrielle | Orientations, budget, arbitrages majeurs |
| Comité de pilotage | Mensuelle | Suivi de l'avancement, décisions, gestion des risques |
| Comité projet | Hebdomadaire | Coordination des équipes, suivi des actions |
| Points d'équipe | Quotidiens ou bihebdomadaires | Organisation du travail |

## La matrice RACI

Pour chaque activité ou livrable, on identifie :

- **R** (*Responsible*) : réalise le travail
- **A** (*Accountable*) : approuve et rend compte, **une seule personne**
- **C** (*Consulted*) : donne un avis avant la décision
- **I** (*Informed*) : est informé après

## Exemple

| Activité | Chef de projet | Métier | DSI | Conformité |
|---|---|---|---|---|
| Spécifications fonctionnelles | A | R | C | C |
| Paramétrage produits | A | C | R | I |
| Recette utilisateur | C | A/R | I | I |
| Validation réglementaire | I | C | I | A/R |

## Règles d'or

1. Un seul A par ligne
2. Au moins un R par ligne
3. Trop de C ralentit les décisions
4. La matrice est partagée et mise à jour

## Signes d'une gouvernance défaillante

- Décisions reportées de comité en comité
- Sujets réglés dans les couloirs sans trace
- Comités transformés en revues d'avancement sans décision`,
    titleEn: "Project governance and the RACI matrix",
    descriptionEn:
      "Organising a project's steering bodies and clarifying responsibilities with a RACI matrix.",
    contentEn: `# Project governance and the RACI matrix

Clear governance ensures that decisions are taken at the right level and at the right time. The RACI matrix is its operational complement.

## The bodies

| Body | Frequency | Role |
|---|---|---|
| Strategic committee | Quarterly | Direction, budget, major trade-offs |
| Steering committee | Monthly | Progress monitoring, decisions, risk management |
| Project committee | Weekly | Team coordination, follow-up of actions |
| Team meetings | Daily or twice weekly | Organisation of the work |

## The RACI matrix

For each activity or deliverable, identify who:

- **R** (*Responsible*): does the work
- **A** (*Accountable*): approves and is answerable, **one person only**
- **C** (*Consulted*): gives an opinion before the decision
- **I** (*Informed*): is informed afterwards

## Example

| Activity | Project manager | Business | IT department | Compliance |
|---|---|---|---|---|
| Functional specifications | A | R | C | C |
| Product configuration | A | C | R | I |
| User acceptance testing | C | A/R | I | I |
| Regulatory sign-off | I | C | I | A/R |

## Golden rules

1. Only one A per row
2. At least one R per row
3. Too many Cs slow decisions down
4. The matrix is shared and kept up to date

## Signs of failing governance

- Decisions postponed from one committee to the next
- Issues settled in the corridors with no record
- Committees turned into progress reviews with no decisions`,
  },
  {
    id: "strategie-recette",
    category: "Gestion de Projet",
    title: "Stratégie de recette d'un progiciel",
    description:
      "Organiser les phases de recette d'un projet d'intégration de progiciel de crédit ou de leasing, du plan de tests à la validation finale.",
    status: "validated",
    viewCount: 264,
    content: `# Stratégie de recette d'un progiciel

La recette vérifie que la solution livrée répond aux besoins et qu'elle peut être mise en production sans risque inacceptable.

## Les niveaux de tests

1. **Tests unitaires** : réalisés par l'intégrateur sur chaque composant
2. **Tests d'intégration** : échanges entre le progiciel et les applications voisines
3. **Vérification d'aptitude (VABF)** : conformité fonctionnelle aux spécifications
4. **Tests de bout en bout** : processus complets, de la demande de financement à la comptabilité
5. **Tests de performance** : volumétries cibles, chaîne batch
6. **Vérification de service régulier (VSR)** : observation en production sur une période convenue

## Le plan de recette

- Périmètre et objectifs de chaque phase
- Critères d'entrée et de sortie
- Environnements et jeux de données
- Organisation : testeurs, pilote de recette, outils
- Planning et charge estimée

## Construire les cas de tests

- Partir des processus métier et des règles de gestion
- Couvrir les cas nominaux, les cas limites et les cas d'erreur
- Prévoir des données réalistes, anonymisées si elles viennent de la production
- Définir pour chaque cas le **résultat attendu** avant l'exécution

## Critères de sortie type

| Critère | Seuil |
|---|---|
| Cas de tests exécutés | 100 % des cas prioritaires |
| Anomalies bloquantes ouvertes | 0 |
| Anomalies majeures ouvertes | Contournement validé pour chacune |
| Réconciliation comptable | Sans écart inexpliqué |

## Rôle du consultant

Piloter la recette, former les testeurs métier, animer le suivi quotidien des anomalies et préparer le procès-verbal de validation.`,
    titleEn: "Acceptance testing strategy for a software package",
    descriptionEn:
      "Organising the acceptance testing phases of a credit or leasing software integration project, from the test plan to final sign-off.",
    contentEn: `# Acceptance testing strategy for a software package

Acceptance testing checks that the delivered solution meets the requirements and that it can go into production without unacceptable risk.

## Test levels

1. **Unit tests**: carried out by the integrator on each component
2. **Integration tests**: exchanges between the software package and the neighbouring applications
3. **Verification of fitness for operation (VABF)**: functional compliance with the specifications
4. **End-to-end tests**: complete processes, from the financing application to accounting
5. **Performance tests**: target volumes, batch chain
6. **Verification of regular service (VSR)**: observation in production over an agreed period

## The acceptance test plan

- Scope and objectives of each phase
- Entry and exit criteria
- Environments and data sets
- Organisation: testers, test lead, tools
- Schedule and estimated effort

## Building the test cases

- Start from the business processes and business rules
- Cover nominal cases, edge cases and error cases
- Use realistic data, anonymised if it comes from production
- Define the **expected result** of each case before execution

## Typical exit criteria

| Criterion | Threshold |
|---|---|
| Test cases executed | 100% of priority cases |
| Open blocking defects | 0 |
| Open major defects | An approved workaround for each |
| Accounting reconciliation | No unexplained difference |

## The consultant's role

Lead the acceptance testing, train the business testers, run the daily defect follow-up and prepare the sign-off report.`,
  },
  {
    id: "gestion-anomalies-recette",
    category: "Gestion de Projet",
    title: "Gérer les anomalies en recette",
    description:
      "Qualifier, prioriser et suivre les anomalies détectées pendant la recette, de leur déclaration à leur clôture.",
    status: "validated",
    viewCount: 183,
    content: `# Gérer les anomalies en recette

Le flux d'anomalies est le pouls de la recette. Un suivi rigoureux évite les doublons, les débats stériles et les surprises en fin de projet.

## Une bonne déclaration d'anomalie

- Titre explicite : « Échéancier faux en cas de premier loyer majoré sur durée de 36 mois »
- Environnement, version et date
- Données utilisées (numéro de contrat de test)
- Étapes de reproduction
- Résultat obtenu et **résultat attendu**, avec la règle ou la spécification de référence
- Captures ou fichiers joints

## Niveaux de gravité

| Gravité | Définition |
|---|---|
| Bloquante | Empêche la poursuite des tests ou le démarrage, sans contournement |
| Majeure | Fonction importante incorrecte, contournement coûteux |
| Mineure | Défaut gênant avec contournement simple |
| Cosmétique | Libellé, présentation |

La **priorité** de correction tient compte de la gravité, mais aussi du planning et des dépendances.

## Cycle de vie

1. Nouvelle
2. Qualifiée (anomalie, évolution, erreur de test, doublon)
3. Affectée à l'équipe de correction
4. Corrigée et livrée
5. Retestée
6. Close, ou réouverte si le retest échoue

## Le comité anomalies

- Quotidien en période intense
- Revue des nouvelles anomalies et arbitrage de priorité
- Suivi des anomalies bloquantes et majeures
- Décision sur les demandes d'évolution déguisées en anomalies

## Indicateurs

- Anomalies ouvertes par gravité et par domaine
- Délai moyen de correction
- Taux de réouverture, signe de corrections insuffisamment testées`,
    titleEn: "Managing defects during acceptance testing",
    descriptionEn:
      "Qualifying, prioritising and tracking the defects found during acceptance testing, from reporting to closure.",
    contentEn: `# Managing defects during acceptance testing

The flow of defects is the pulse of acceptance testing. Rigorous tracking avoids duplicates, pointless debates and surprises at the end of the project.

## A good defect report

- An explicit title: “Incorrect schedule with a larger first rental over a 36-month term”
- Environment, version and date
- Data used (test contract number)
- Steps to reproduce
- Actual result and **expected result**, with the reference rule or specification
- Screenshots or attached files

## Severity levels

| Severity | Definition |
|---|---|
| Blocking | Prevents testing from continuing or go-live, with no workaround |
| Major | Important function incorrect, costly workaround |
| Minor | Annoying defect with a simple workaround |
| Cosmetic | Label, layout |

The **priority** for fixing takes account of severity, but also of the schedule and of dependencies.

## Life cycle

1. New
2. Qualified (defect, enhancement, test error, duplicate)
3. Assigned to the fixing team
4. Fixed and delivered
5. Retested
6. Closed, or reopened if the retest fails

## The defect committee

- Daily during intensive periods
- Review of new defects and arbitration of priorities
- Follow-up of blocking and major defects
- Decision on enhancement requests disguised as defects

## Indicators

- Open defects by severity and by area
- Average time to fix
- Reopening rate, a sign of insufficiently tested fixes`,
  },
  {
    id: "conduite-changement-adkar",
    category: "Gestion de Projet",
    title: "Conduite du changement avec le modèle ADKAR",
    description:
      "Accompagner les utilisateurs d'un nouveau progiciel ou d'une nouvelle organisation à l'aide du modèle ADKAR.",
    status: "validated",
    viewCount: 236,
    content: `# Conduite du changement avec le modèle ADKAR

Un projet techniquement réussi peut échouer si les utilisateurs ne s'approprient pas la solution. Le modèle ADKAR décrit les cinq étapes qu'une personne traverse pour changer.

## Les cinq étapes

1. **Awareness** (conscience) : comprendre pourquoi le changement est nécessaire
2. **Desire** (désir) : vouloir y participer
3. **Knowledge** (connaissance) : savoir comment changer
4. **Ability** (capacité) : être capable de mettre en œuvre au quotidien
5. **Reinforcement** (renforcement) : ancrer le changement dans la durée

## Actions associées

| Étape | Actions possibles |
|---|---|
| Conscience | Communication du sponsor, présentation des enjeux (fin de l'ancien système, exigences réglementaires) |
| Désir | Implication d'utilisateurs clés, mise en avant des bénéfices concrets |
| Connaissance | Formations par rôle, guides, e-learning |
| Capacité | Accompagnement au poste, assistance renforcée au démarrage |
| Renforcement | Suivi d'indicateurs d'usage, célébration des réussites, correction des irritants |

## Étude d'impacts

Avant de planifier, recenser les impacts par population :

- Processus modifiés
- Outils et écrans nouveaux
- Rôles et responsabilités
- Indicateurs de performance individuels

## Le réseau d'ambassadeurs

Des utilisateurs clés, formés en avance, relaient l'information, remontent les difficultés et accompagnent leurs collègues.

## Mesurer l'adoption

- Taux de participation aux formations
- Nombre d'appels à l'assistance par thème
- Délais de traitement avant et après
- Enquêtes de satisfaction à un mois et à trois mois`,
    titleEn: "Change management with the ADKAR model",
    descriptionEn:
      "Supporting the users of a new software package or a new organisation with the ADKAR model.",
    contentEn: `# Change management with the ADKAR model

A technically successful project can still fail if users do not take ownership of the solution. The ADKAR model describes the five stages a person goes through in order to change.

## The five stages

1. **Awareness**: understanding why the change is needed
2. **Desire**: wanting to take part in it
3. **Knowledge**: knowing how to change
4. **Ability**: being able to put it into practice day to day
5. **Reinforcement**: embedding the change over time

## Related actions

| Stage | Possible actions |
|---|---|
| Awareness | Communication from the sponsor, presentation of the stakes (end of the legacy system, regulatory requirements) |
| Desire | Involvement of key users, highlighting of concrete benefits |
| Knowledge | Role-based training, guides, e-learning |
| Ability | On-the-job support, reinforced support at go-live |
| Reinforcement | Tracking of usage indicators, celebration of successes, removal of pain points |

## Impact assessment

Before planning, list the impacts for each population:

- Changed processes
- New tools and screens
- Roles and responsibilities
- Individual performance indicators

## The ambassador network

Key users, trained in advance, relay information, report difficulties and support their colleagues.

## Measuring adoption

- Training attendance rate
- Number of calls to the support desk by topic
- Processing times before and after
- Satisfaction surveys at one month and at three months`,
  },
  {
    id: "scrum-contexte-bancaire",
    category: "Gestion de Projet",
    title: "Scrum en contexte bancaire",
    description:
      "Adapter les pratiques agiles aux contraintes d'un établissement financier : réglementation, progiciels, sécurité et gouvernance.",
    status: "validated",
    viewCount: 209,
    content: `# Scrum en contexte bancaire

Les méthodes agiles se diffusent dans les établissements financiers, notamment pour les parcours digitaux. Leur adaptation aux contraintes du secteur est un facteur clé de réussite.

## Rappel du cadre Scrum

- **Rôles** : Product Owner, Scrum Master, équipe de développement
- **Événements** : sprint (2 à 4 semaines), planification, mêlée quotidienne, revue, rétrospective
- **Artefacts** : backlog produit, backlog de sprint, incrément

## Contraintes propres au secteur bancaire

Quatre contraintes propres à une banque compliquent l'agilité :

1. **Réglementation** : certaines exigences ne sont pas négociables et ont des échéances fixes
2. **Progiciels** : le cœur de gestion évolue au rythme de l'éditeur, pas de l'équipe
3. **Sécurité et conformité** : validations nécessaires avant mise en production
4. **Comptabilité** : tout changement touchant les écritures demande une validation finance

## Adaptations éprouvées

- Intégrer la conformité et la sécurité dans la **définition de terminé** (*definition of done*)
- Associer un référent conformité à la revue de sprint
- Planifier les exigences réglementaires comme des jalons fixes dans la feuille de route
- Combiner agile sur les couches digitales et cycle plus séquentiel sur le cœur de gestion

## Le rôle du Product Owner

Le Product Owner doit avoir un vrai pouvoir de décision sur le backlog. En contexte bancaire, il s'appuie sur un réseau d'experts (risques, conformité, juridique) qu'il consulte sans leur déléguer l'arbitrage.

## Passer à l'échelle

Pour plusieurs équipes, des cadres comme SAFe ou des synchronisations de type « Scrum of Scrums » coordonnent les dépendances. Attention à ne pas recréer une lourdeur administrative sous un vocabulaire agile.

## Indicateurs utiles

- Vélocité, à usage interne de l'équipe uniquement
- Délai entre l'expression d'un besoin et sa mise en production
- Nombre d'incidents post-livraison`,
    titleEn: "Scrum in a banking context",
    descriptionEn:
      "Adapting agile practices to the constraints of a financial institution: regulation, software packages, security and governance.",
    contentEn: `# Scrum in a banking context

Agile methods are spreading in financial institutions, particularly for digital journeys. Adapting them to the constraints of the sector is a key success factor.

## A reminder of the Scrum framework

- **Roles**: Product Owner, Scrum Master, development team
- **Events**: sprint (2 to 4 weeks), sprint planning, daily scrum, review, retrospective
- **Artefacts**: product backlog, sprint backlog, increment

## Constraints specific to banking

Four constraints specific to a bank make agile delivery harder:

1. **Regulation**: some requirements are non-negotiable and have fixed deadlines
2. **Software packages**: the core system evolves at the vendor's pace, not the team's
3. **Security and compliance**: approvals are required before production release
4. **Accounting**: any change affecting accounting entries requires approval from finance

## Proven adaptations

- Build compliance and security into the **definition of done**
- Involve a compliance lead in the sprint review
- Plan regulatory requirements as fixed milestones in the roadmap
- Combine agile on the digital layers with a more sequential cycle on the core system

## The role of the Product Owner

The Product Owner must have real decision-making power over the backlog. In a banking context, they rely on a network of experts (risk, compliance, legal) whom they consult without delegating the final decision to them.

## Scaling up

For several teams, frameworks such as SAFe or “Scrum of Scrums” synchronisation coordinate the dependencies. Take care not to recreate bureaucratic overhead under agile vocabulary.

## Useful indicators

- Velocity, for the team's internal use only
- Lead time from the expression of a need to its production release
- Number of post-release incidents`,
  },
  {
    id: "plan-bascule-go-live",
    category: "Gestion de Projet",
    title: "Préparer une bascule (go-live)",
    description:
      "Organiser le démarrage d'un nouveau système : plan de bascule, répétitions, critères de décision et retour arrière.",
    status: "validated",
    viewCount: 198,
    content: `# Préparer une bascule (go-live)

La bascule est le moment où le nouveau système remplace l'ancien. Elle se prépare des mois à l'avance et se répète plusieurs fois.

## Le plan de bascule

Document minute par minute qui décrit :

- Chaque tâche, son responsable et sa durée estimée
- Les dépendances entre tâches
- Les **points de contrôle** (go / no go intermédiaires)
- Les contacts et le dispositif de communication
- La procédure de **retour arrière** et son point de non-retour

## Étapes types d'une bascule de progiciel de leasing

1. Gel des saisies dans l'ancien système
2. Derniers traitements batch et extraction des données
3. Migration des données et contrôles de réconciliation
4. Démarrage des interfaces et tests de vérification
5. Décision finale de mise en service
6. Ouverture aux utilisateurs

## Répétitions

Au moins deux répétitions générales avant le go-live, en conditions proches du réel, pour mesurer les durées et corriger le plan. Après le go-live vient l'hypercare (voir « Après la bascule »).

## Critères de décision

| Critère | Exemple |
|---|---|
| Migration | Écarts de réconciliation nuls ou expliqués |
| Tests de vérification | Cas critiques passés |
| Organisation | Équipes d'assistance en place |
| Risques | Aucun risque bloquant ouvert |

## Après la bascule

- **Hypercare** de plusieurs semaines : assistance renforcée, suivi quotidien des incidents
- Surveillance des premiers traitements batch, des premiers prélèvements et de la première clôture mensuelle
- Bilan de démarrage et passage en exploitation courante

## Communication

Informer en amont les clients et partenaires des éventuelles interruptions de service (portails, prélèvements) et prévoir les messages en cas de report.`,
    titleEn: "Preparing a cutover (go-live)",
    descriptionEn:
      "Organising the start-up of a new system: cutover plan, rehearsals, decision criteria and rollback.",
    contentEn: `# Preparing a cutover (go-live)

Cutover is the moment when the new system replaces the old one. It is prepared months in advance and rehearsed several times.

## The cutover plan

A minute-by-minute document that describes:

- Each task, its owner and its estimated duration
- The dependencies between tasks
- The **checkpoints** (intermediate go / no-go decisions)
- The contacts and the communication set-up
- The **rollback** procedure and its point of no return

## Typical steps in the cutover of a leasing software package

1. Freeze of data entry in the legacy system
2. Final batch runs and extraction of the data
3. Data migration and reconciliation controls
4. Start-up of the interfaces and verification tests
5. Final go-live decision
6. Opening to users

## Rehearsals

At least two dress rehearsals before go-live, in conditions close to the real thing, to measure durations and correct the plan. Go-live is followed by hypercare (see "After cutover").

## Decision criteria

| Criterion | Example |
|---|---|
| Migration | Reconciliation differences nil or explained |
| Verification tests | Critical cases passed |
| Organisation | Support teams in place |
| Risks | No open blocking risk |

## After cutover

- **Hypercare** for several weeks: reinforced support, daily incident monitoring
- Close watch on the first batch runs, the first direct debits and the first month-end close
- Go-live review and handover to business as usual

## Communication

Inform clients and partners in advance of any service interruptions (portals, direct debits) and prepare the messages to send in case of postponement.`,
  },
  {
    id: "registre-risques-projet",
    category: "Gestion de Projet",
    title: "Tenir un registre des risques projet",
    description:
      "Identifier, évaluer et suivre les risques d'un projet à l'aide d'un registre partagé et de plans de réponse.",
    status: "review",
    viewCount: 103,
    content: `# Tenir un registre des risques projet

Un risque est un événement incertain qui, s'il survient, a un effet sur les objectifs du projet. Le registre des risques permet de les anticiper plutôt que de les subir.

## Identifier

- Ateliers d'identification au lancement, puis revue régulière
- Sources fréquentes : disponibilité des experts métier, qualité des données, dépendances à l'éditeur, échéances réglementaires, performance de la chaîne batch
- Formulation en cause, événement et conséquence : « En raison de la faible qualité des données sources, la migration pourrait nécessiter des itérations supplémentaires, ce qui décalerait la bascule. »

## Évaluer

| Probabilité × impact | Faible | Moyen | Fort |
|---|---|---|---|
| Élevée | Moyen | Élevé | Critique |
| Moyenne | Faible | Moyen | Élevé |
| Faible | Faible | Faible | Moyen |

## Répondre

1. **Éviter** : modifier le plan pour supprimer le risque
2. **Réduire** : agir sur la probabilité ou l'impact
3. **Transférer** : contrat, assurance, engagement du fournisseur
4. **Accepter** : surveiller et prévoir une réserve

## Contenu d'une ligne du registre

- Identifiant, description, propriétaire
- Probabilité, impact, criticité
- Actions de réponse, échéance, statut
- Date de dernière revue

## Suivi

- Revue hebdomadaire des risques critiques en comité projet
- Présentation des risques majeurs et de leur tendance en comité de pilotage
- Transformation en problème lorsque le risque se réalise

*Fiche en relecture : modèle de registre à joindre.*`,
    titleEn: "Keeping a project risk register",
    descriptionEn:
      "Identifying, assessing and monitoring the risks of a project with a shared register and response plans.",
    contentEn: `# Keeping a project risk register

A risk is an uncertain event that, if it occurs, affects the objectives of the project. The risk register makes it possible to anticipate risks rather than suffer them.

## Identify

- Identification workshops at launch, then regular reviews
- Common sources: availability of business experts, data quality, dependencies on the vendor, regulatory deadlines, performance of the batch chain
- Wording as cause, event and consequence: “Because of the poor quality of the source data, the migration could require additional iterations, which would delay the cutover.”

## Assess

| Probability × impact | Low | Medium | High |
|---|---|---|---|
| High | Medium | High | Critical |
| Medium | Low | Medium | High |
| Low | Low | Low | Medium |

## Respond

1. **Avoid**: change the plan to eliminate the risk
2. **Reduce**: act on the probability or the impact
3. **Transfer**: contract, insurance, supplier commitment
4. **Accept**: monitor and set aside a contingency

## Contents of a register entry

- Identifier, description, owner
- Probability, impact, criticality
- Response actions, due date, status
- Date of the last review

## Monitoring

- Weekly review of critical risks at the project committee
- Presentation of major risks and their trend at the steering committee
- Conversion into an issue when the risk materialises

*Article under review: a register template is to be attached.*`,
  },
  {
    id: "estimation-charges-integration",
    category: "Gestion de Projet",
    title: "Estimer les charges d'un projet d'intégration",
    description:
      "Approches d'estimation des charges pour un projet d'intégration de progiciel et pièges à éviter.",
    status: "draft",
    viewCount: 19,
    content: `# Estimer les charges d'un projet d'intégration

Une estimation fiable conditionne le budget, le planning et la crédibilité de l'équipe. Elle combine plusieurs méthodes et explicite ses hypothèses.

## Méthodes

- **Par analogie** : comparaison avec des projets similaires déjà réalisés
- **Analytique** (*bottom-up*) : décomposition en lots de travail estimés un par un
- **Paramétrique** : ratios par unité d'œuvre (interface, produit, écran, rapport)
- **À trois points** : estimations optimiste, probable et pessimiste, combinées en moyenne pondérée

## Unités d'œuvre courantes

| Unité | Complexité |
|---|---|
| Interface | Simple, moyenne, complexe selon volumes et transformations |
| Produit financier | Selon les écarts au standard |
| Développement spécifique | Selon règles de gestion |
| Rapport | Selon sources et calculs |

## Ne pas oublier

1. Pilotage de projet (souvent 10 à 15 % de la charge)
2. Recette et correction des anomalies
3. Migration des données et ses itérations
4. Conduite du changement et formation
5. Hypercare après démarrage

## Bonnes pratiques

- Documenter chaque hypothèse
- Faire revoir l'estimation par un pair
- Prévoir une provision pour risques explicite

*Brouillon : abaques internes à compléter.*`,
    titleEn: "Estimating the effort of an integration project",
    descriptionEn:
      "Approaches to estimating the effort of a software package integration project, and the pitfalls to avoid.",
    contentEn: `# Estimating the effort of an integration project

A reliable estimate underpins the budget, the schedule and the credibility of the team. It combines several methods and makes its assumptions explicit.

## Methods

- **By analogy**: comparison with similar projects already completed
- **Analytical** (*bottom-up*): breakdown into work packages estimated one by one
- **Parametric**: ratios per unit of work (interface, product, screen, report)
- **Three-point**: optimistic, most likely and pessimistic estimates, combined as a weighted average

## Common units of work

| Unit | Complexity |
|---|---|
| Interface | Simple, medium or complex depending on volumes and transformations |
| Financial product | Depending on the deviations from the standard |
| Custom development | Depending on the business rules |
| Report | Depending on sources and calculations |

## Do not forget

1. Project management (often 10 to 15% of the effort)
2. Acceptance testing and defect fixing
3. Data migration and its iterations
4. Change management and training
5. Hypercare after go-live

## Good practice

- Document every assumption
- Have the estimate reviewed by a peer
- Include an explicit contingency for risks

*Draft: internal estimating benchmarks to be completed.*`,
  },
];
