import type { KnowledgeItemSeed } from "./knowledge-items";

/** More articles on credit and leasing practice: products, accounting, collections, insurance, remarketing, taxes, in French and English. */
export const articles: KnowledgeItemSeed[] = [
  // ---------------------------------------------------------------------------
  // Analyse crédit
  // ---------------------------------------------------------------------------
  {
    id: "ratios-pme-seuils",
    category: "Métiers du Crédit",
    title: "Ratios d'analyse d'une PME : calcul et seuils d'alerte",
    titleEn: "Analysing an SME with ratios: formulas and alert thresholds",
    description:
      "Les ratios de structure, de rentabilité, de remboursement et de liquidité à calculer pour une PME, avec les repères de place couramment retenus par les financeurs.",
    descriptionEn:
      "The structure, profitability, repayment and liquidity ratios to compute for an SME, with the market benchmarks lenders commonly use.",
    status: "validated",
    viewCount: 312,
    content: `# Ratios d'analyse d'une PME : calcul et seuils d'alerte

Les ratios transforment la liasse fiscale en une lecture comparable d'un dossier à l'autre. Les seuils ci-dessous sont des **repères de place** couramment utilisés par les financeurs français : ils ne remplacent ni la politique de risque de l'établissement ni la comparaison avec le secteur (données sectorielles de la Banque de France, par exemple).

## Ratios de structure

| Ratio | Calcul | Repère |
|---|---|---|
| Autonomie financière | Capitaux propres / total du bilan | Au moins 20 à 25 % |
| Gearing | Dettes financières / capitaux propres | Inférieur à 1, vigilance au-delà de 1,5 |
| Couverture des immobilisations | Ressources stables / actif immobilisé | Supérieur à 1 |

Retraitez les engagements de crédit-bail en dette financière pour comparer une entreprise qui loue ses équipements et une entreprise qui les achète.

## Ratios de rentabilité

- **Taux d'EBE** : EBE / chiffre d'affaires, à comparer à la médiane du secteur
- **Rentabilité nette** : résultat net / chiffre d'affaires
- **Poids des frais financiers** : frais financiers / EBE, vigilance au-delà de 25 à 30 %

## Ratios de remboursement

- **Levier** : dettes financières nettes / EBE, confortable sous 3, à justifier au-delà de 3,5 à 4
- **Capacité de remboursement** : dettes financières / CAF, exprimée en années ; au-delà de 4 à 5 ans, la dette est lourde au regard des flux
- **Couverture du service de la dette** (DSCR) : (CAF + frais financiers) / (annuités d'emprunt et loyers), au moins 1,2 en général

## Ratios de liquidité et de cycle

- **BFR en jours de chiffre d'affaires** : une hausse rapide précède souvent une tension de trésorerie
- **Délai clients** : à comparer au plafond légal de 60 jours après la date d'émission de la facture, ou 45 jours fin de mois (article L441-10 du Code de commerce)
- **Délai fournisseurs** : un allongement soudain signale un financement subi par les fournisseurs
- **Liquidité générale** : actif circulant / dettes à court terme, supérieur à 1

## Seuils légaux à connaître

1. Capitaux propres devenus inférieurs à la moitié du capital social : les associés doivent décider, dans les quatre mois suivant l'approbation des comptes, s'il y a lieu à dissolution anticipée (article L223-42 du Code de commerce pour les SARL, article L225-248 pour les SA).
2. Cessation des paiements (actif disponible insuffisant pour faire face au passif exigible) : le dirigeant doit demander l'ouverture d'une procédure collective au plus tard dans les 45 jours, sauf demande de conciliation dans ce délai (article L631-4 du Code de commerce).

## Bonnes pratiques

- Calculer les ratios sur trois exercices et lire la tendance plutôt qu'une valeur isolée
- Documenter chaque dépassement de seuil dans la note de crédit, avec sa justification
- Croiser les ratios avec la cotation Banque de France et les incidents de paiement connus`,
    contentEn: `# Analysing an SME with ratios: formulas and alert thresholds

Ratios turn the tax return package (liasse fiscale) into a reading that can be compared from one file to the next. The thresholds below are **market benchmarks** commonly used by French lenders: they replace neither the institution's own risk policy nor a comparison with the sector (for example, the Banque de France's sector data).

## Structure ratios

| Ratio | Formula | Benchmark |
|---|---|---|
| Financial autonomy | Equity / total balance sheet | At least 20 to 25% |
| Gearing | Financial debt / equity | Below 1, caution above 1.5 |
| Fixed-asset cover | Long-term funds / fixed assets | Above 1 |

Restate finance lease commitments as financial debt so that a company that leases its equipment can be compared with one that buys it.

## Profitability ratios

- **EBITDA margin (taux d'EBE)**: EBITDA / revenue, to be compared with the sector median
- **Net margin**: net profit / revenue
- **Interest burden**: interest expense / EBITDA, caution above 25 to 30%

## Repayment ratios

- **Leverage**: net financial debt / EBITDA, comfortable below 3, to be justified above 3.5 to 4
- **Repayment capacity**: financial debt / cash flow from operations (CAF), expressed in years; above 4 to 5 years, the debt is heavy relative to cash generation
- **Debt service coverage ratio** (DSCR): (CAF + interest expense) / (loan instalments and lease rents), generally at least 1.2

## Liquidity and working-capital ratios

- **Working capital requirement in days of revenue**: a rapid increase often precedes cash strain
- **Customer payment period**: compare with the legal ceiling of 60 days from the invoice date, or 45 days end of month (article L441-10 of the Code de commerce, the French Commercial Code)
- **Supplier payment period**: a sudden lengthening signals that suppliers are financing the company against their will
- **Current ratio**: current assets / short-term liabilities, above 1

## Legal thresholds to know

1. Equity has fallen below half of the share capital: the shareholders must decide, within four months of approving the accounts, whether to wind up the company early (article L223-42 of the Commercial Code for SARLs, article L225-248 for SAs).
2. Cessation of payments (the company can no longer pay its debts as they fall due out of its available assets): the manager must apply for insolvency proceedings within 45 days at the latest, unless conciliation has been requested within that period (article L631-4 of the Commercial Code).

## Good practice

- Compute the ratios over three financial years and read the trend rather than a single value
- Document every threshold breach in the credit memo, with its justification
- Cross-check the ratios with the Banque de France rating and any known payment incidents`,
  },
  {
    id: "budget-particulier-reste-a-vivre",
    category: "Métiers du Crédit",
    title: "Analyse budgétaire d'un particulier : taux d'effort et reste à vivre",
    titleEn: "Assessing a retail customer's budget: debt-to-income ratio and residual income",
    description:
      "Comment mesurer la capacité de remboursement d'un client particulier à partir de ses revenus et de ses charges, et comment fixer les seuils de taux d'effort et de reste à vivre.",
    descriptionEn:
      "How to measure a retail customer's repayment capacity from income and expenses, and how to set debt-to-income and residual-income thresholds.",
    status: "validated",
    viewCount: 276,
    content: `# Analyse budgétaire d'un particulier : taux d'effort et reste à vivre

L'évaluation de la solvabilité est une obligation légale : avant de conclure un crédit à la consommation, le prêteur vérifie la solvabilité de l'emprunteur à partir d'un nombre suffisant d'informations et consulte le FICP (article L312-16 du Code de la consommation). La directive (UE) 2023/2225 (CCD2), transposée par l'ordonnance n° 2025-880 du 3 septembre 2025 pour les contrats conclus à compter du 20 novembre 2026, exige une évaluation fondée sur des informations pertinentes et exactes relatives aux revenus et aux dépenses ; vérifiez la numérotation des articles cités, que l'ordonnance modifie.

## Informations à recueillir

- Revenus réguliers et justifiés : salaires, pensions, revenus fonciers, prestations durables
- Charges fixes : loyer ou crédit immobilier, crédits en cours, pensions alimentaires versées
- Composition du foyer : nombre d'adultes et d'enfants à charge
- Stabilité : type de contrat de travail, ancienneté, période d'essai

Pour un crédit conclu sur le lieu de vente ou à distance, une fiche d'informations sur les ressources et les charges est remplie et signée par l'emprunteur (article L312-17 du Code de la consommation).

## Taux d'effort

Taux d'effort = total des échéances de crédit, nouvelle échéance comprise / revenus nets. Certains établissements y ajoutent le loyer : la définition retenue doit être écrite dans la politique de crédit.

- En crédit immobilier, la décision D-HCSF-2021-7 du Haut Conseil de stabilité financière, contraignante depuis le 1er janvier 2022, plafonne le taux d'effort à 35 % assurance comprise, avec une marge de flexibilité de 20 % de la production trimestrielle.
- En crédit à la consommation, aucun plafond légal n'existe : chaque établissement fixe le sien, souvent modulé selon le niveau de revenu.

## Reste à vivre

Reste à vivre = revenus − (échéances de crédit + loyer + charges fixes). Il mesure ce qui reste au foyer pour les dépenses courantes et se compare à un barème fixé par l'établissement selon la composition du foyer (un montant par adulte, un montant par enfant).

Repère utile : en surendettement, la part des ressources laissée au débiteur pour les dépenses courantes ne peut être inférieure au montant forfaitaire du revenu de solidarité active (RSA) applicable au foyer (article L731-2 du Code de la consommation).

## Méthode d'analyse

1. Collecter et justifier revenus et charges (bulletins de salaire, avis d'imposition, relevés bancaires).
2. Neutraliser les revenus non pérennes (primes exceptionnelles, heures supplémentaires irrégulières).
3. Calculer le taux d'effort et le reste à vivre après la nouvelle échéance.
4. Consulter le FICP et conserver la preuve de la consultation.
5. Comparer aux seuils de la politique de crédit et motiver toute dérogation.

## Points de vigilance

- Revenus d'indépendant ou variables : retenir une moyenne sur deux ou trois ans
- Crédits renouvelables ouverts mais inutilisés : intégrer une échéance théorique sur la réserve disponible
- Relevés bancaires : incidents, rejets de prélèvement, dépenses de jeux d'argent récurrentes`,
    contentEn: `# Assessing a retail customer's budget: debt-to-income ratio and residual income

Assessing creditworthiness is a legal obligation: before concluding a consumer credit agreement, the lender checks the borrower's creditworthiness on the basis of sufficient information and consults the FICP, the national register of household credit repayment incidents (article L312-16 of the Code de la consommation, the French Consumer Code). Directive (EU) 2023/2225 (CCD2), transposed by ordonnance No 2025-880 of 3 September 2025 for contracts concluded from 20 November 2026, requires an assessment based on relevant and accurate information on income and expenses; check the numbering of the articles cited, which the ordonnance amends.

## Information to collect

- Regular, documented income: salaries, pensions, rental income, lasting benefits
- Fixed charges: rent or mortgage, existing loans, maintenance payments made
- Household composition: number of adults and dependent children
- Stability: type of employment contract, length of service, probation period

For credit concluded at the point of sale or at a distance, an information sheet on resources and charges is completed and signed by the borrower (article L312-17 of the Consumer Code).

## Debt-to-income ratio

Debt-to-income ratio (taux d'effort) = total loan instalments, including the new one / net income. Some lenders add rent: the definition used must be written into the credit policy.

- For mortgages, decision D-HCSF-2021-7 of the Haut Conseil de stabilité financière (High Council for Financial Stability), binding since 1 January 2022, caps the ratio at 35% including insurance, with a flexibility margin of 20% of quarterly production.
- For consumer credit, there is no legal cap: each lender sets its own, often adjusted to the income level.

## Residual income

Residual income (reste à vivre) = income − (loan instalments + rent + fixed charges). It measures what the household has left for everyday spending and is compared with a scale set by the lender according to household composition (an amount per adult, an amount per child).

A useful reference: in over-indebtedness proceedings, the share of resources left to the debtor for everyday expenses cannot be lower than the flat-rate amount of the revenu de solidarité active (RSA, the French minimum income) applicable to the household (article L731-2 of the Consumer Code).

## Method

1. Collect and document income and charges (payslips, tax notices, bank statements).
2. Exclude non-recurring income (one-off bonuses, irregular overtime).
3. Compute the debt-to-income ratio and residual income after the new instalment.
4. Consult the FICP and keep proof of the consultation.
5. Compare with the credit policy thresholds and justify any exception.

## Points of attention

- Self-employed or variable income: use an average over two or three years
- Revolving credit lines open but unused: include a theoretical instalment on the available amount
- Bank statements: incidents, rejected direct debits, recurring gambling expenses`,
  },
  {
    id: "cotation-banque-de-france-ficp-fcc",
    category: "Métiers du Crédit",
    title: "Cotation Banque de France, FICP et FCC : lire et utiliser les fichiers",
    titleEn: "Banque de France rating, FICP and FCC: reading and using the registers",
    description:
      "Ce que recouvrent la cotation des entreprises, le fichier des incidents de remboursement des crédits aux particuliers (FICP) et le fichier central des chèques (FCC), et comment les intégrer à la décision de crédit.",
    descriptionEn:
      "What the Banque de France company rating, the household credit incident register (FICP) and the central cheque register (FCC) contain, and how to use them in credit decisions.",
    status: "validated",
    viewCount: 298,
    content: `# Cotation Banque de France, FICP et FCC : lire et utiliser les fichiers

La Banque de France gère plusieurs fichiers que les établissements de crédit et les sociétés de financement consultent avant d'accorder un financement. Leurs informations sont confidentielles et ne servent qu'à la décision de crédit et au suivi du risque.

## La cotation des entreprises

La cotation est attribuée à partir de la base FIBEN (fichier bancaire des entreprises). Elle comprend :

- une **cote d'activité**, lettre de A à M selon le chiffre d'affaires (A : au moins 750 millions d'euros), N (chiffre d'affaires non significatif) ou X (inconnu ou trop ancien) ;
- une **cote de crédit**, qui exprime la capacité de l'entreprise à honorer ses engagements financiers à un horizon d'un à trois ans.

Depuis le 8 janvier 2022, l'échelle de la cote de crédit compte 22 positions : vingt cotes de 1+ (la meilleure) à 8, plus P (procédure collective) et 0 (aucune information défavorable, sans documentation comptable récente). Une cote antérieure à 2022 ne se compare donc pas directement à une cote actuelle. Les comptes sont analysés en principe pour les entreprises dont le chiffre d'affaires dépasse 750 000 euros.

## Le FICP

Le fichier national des incidents de remboursement des crédits aux particuliers est régi par les articles L751-1 et suivants du Code de la consommation et l'arrêté du 26 octobre 2010. Il recense :

- les incidents de paiement caractérisés sur les crédits accordés aux personnes physiques pour des besoins non professionnels ;
- les mesures de traitement des situations de surendettement.

Un incident est caractérisé notamment lorsque les impayés atteignent le montant des deux dernières mensualités dues, ou, pour un crédit sans échéances, lorsqu'au moins 500 euros restent impayés plus de 60 jours après mise en demeure. Le prêteur prévient l'emprunteur et déclare l'incident à l'issue d'un délai d'un mois ; l'inscription dure au plus cinq ans et est radiée dès le paiement intégral. La consultation est obligatoire avant l'octroi d'un crédit à la consommation (article L312-16) et chaque année avant la reconduction d'un crédit renouvelable (article L312-75), selon la numérotation antérieure à l'ordonnance n° 2025-880 du 3 septembre 2025 ; à défaut, le prêteur encourt la déchéance du droit aux intérêts (articles L341-1 et suivants) : voir l'article « Évaluation de la solvabilité et consultation du FICP ».

## Le FCC

Le fichier central des chèques recense :

- les incidents de paiement par chèque et les interdictions bancaires d'émettre des chèques, d'une durée de cinq ans au plus (article L131-73 du Code monétaire et financier) ;
- les interdictions judiciaires d'émettre des chèques ;
- les décisions de retrait de carte bancaire pour usage abusif.

Il concerne les personnes physiques comme les personnes morales.

## Utilisation dans le processus d'octroi

1. Consulter les fichiers au moment de l'étude et conserver la preuve de consultation (date, identifiant).
2. Intégrer le résultat dans la règle de décision : refus ou passage à une délégation supérieure, selon la politique de crédit.
3. Reconsulter lors des revues annuelles et des renouvellements.
4. Ne jamais communiquer le contenu des fichiers à un tiers ni l'utiliser à des fins de prospection commerciale.`,
    contentEn: `# Banque de France rating, FICP and FCC: reading and using the registers

The Banque de France (the French central bank) maintains several registers that credit institutions and financing companies consult before granting finance. Their information is confidential and may be used only for credit decisions and risk monitoring.

## The company rating

The rating (cotation) is assigned from the FIBEN database (the banking register of companies). It comprises:

- an **activity rating**, a letter from A to M according to revenue (A: at least 750 million euros), N (revenue not significant) or X (unknown or too old);
- a **credit rating**, which expresses the company's ability to meet its financial commitments over a one- to three-year horizon.

Since 8 January 2022, the credit rating scale has had 22 positions: twenty grades from 1+ (the best) to 8, plus P (insolvency proceedings) and 0 (no adverse information, no recent accounts). A rating from before 2022 therefore cannot be compared directly with a current one. Accounts are in principle analysed for companies with revenue above 750,000 euros.

## The FICP

The fichier national des incidents de remboursement des crédits aux particuliers (FICP, the national register of household credit repayment incidents) is governed by articles L751-1 et seq. of the Code de la consommation (French Consumer Code) and the order of 26 October 2010. It records:

- characterised payment incidents on credit granted to individuals for non-business purposes;
- the measures taken to deal with over-indebtedness.

An incident is characterised in particular when arrears reach the amount of the last two monthly instalments due or, for credit without instalments, when at least 500 euros remain unpaid more than 60 days after formal notice. The lender warns the borrower and reports the incident after one month; the entry lasts five years at most and is removed as soon as the debt is paid in full. Consultation is mandatory before granting consumer credit (article L312-16) and every year before renewing revolving credit (article L312-75), in the numbering prior to ordonnance No 2025-880 of 3 September 2025; a lender who fails to consult loses its right to interest (déchéance du droit aux intérêts, articles L341-1 et seq.): see the article "Creditworthiness assessment and FICP consultation".

## The FCC

The fichier central des chèques (FCC, the central cheque register) records:

- cheque payment incidents and bank bans on issuing cheques, lasting five years at most (article L131-73 of the Code monétaire et financier, the French Monetary and Financial Code);
- court bans on issuing cheques;
- decisions to withdraw a bank card for misuse.

It covers both individuals and legal entities.

## Use in the credit process

1. Consult the registers when assessing the application and keep proof of the consultation (date, reference).
2. Build the result into the decision rule: decline or escalation to a higher delegation level, according to the credit policy.
3. Consult again at annual reviews and renewals.
4. Never disclose the content of the registers to a third party or use it for marketing purposes.`,
  },
  {
    id: "dossier-credit-checklist",
    category: "Métiers du Crédit",
    title: "Checklist du dossier de crédit et de leasing",
    titleEn: "Credit and leasing file checklist",
    description:
      "Les pièces à réunir et les contrôles à tracer avant de présenter un dossier de financement, pour un client entreprise comme pour un particulier.",
    descriptionEn:
      "The documents to gather and the checks to record before presenting a financing file, for business and retail customers alike.",
    status: "validated",
    viewCount: 354,
    content: `# Checklist du dossier de crédit et de leasing

Un dossier complet accélère la décision et protège l'établissement en cas de contentieux ou de contrôle. Cette checklist couvre les financements aux entreprises et aux particuliers ; chaque établissement l'adapte à sa politique de crédit.

## Connaissance du client

- Entreprise : extrait Kbis daté de moins de trois mois, statuts à jour, pièce d'identité du représentant légal
- Bénéficiaires effectifs identifiés et vérifiés (article L561-5 du Code monétaire et financier), avec consultation du registre des bénéficiaires effectifs
- Particulier : pièce d'identité en cours de validité et justificatif de domicile
- Contrôle des listes de gel des avoirs et des personnes politiquement exposées

## Pièces financières

- Entreprise : trois dernières liasses fiscales, situation intermédiaire si la clôture date de plus de 9 mois, tableau de l'endettement et des contrats de crédit-bail, prévisionnel pour un projet significatif
- Particulier : derniers bulletins de salaire, dernier avis d'imposition, relevés bancaires récents, tableau des crédits en cours

## Pièces liées à l'opération

- Devis ou facture pro forma du fournisseur, avec son identité et son immatriculation
- Fiche technique du bien : marque, modèle, année, numéro de série ou d'immatriculation
- Pour un particulier : fiche d'information précontractuelle européenne normalisée (FIPEN, article L312-12 du Code de la consommation)

## Contrôles à tracer

1. Consultation de la cotation Banque de France ou du FICP, avec preuve horodatée.
2. Calcul des ratios financiers ou du taux d'effort et du reste à vivre.
3. Contrôle du TAEG par rapport au seuil de l'usure pour un crédit aux particuliers.
4. Cohérence du prix du bien avec le marché, pour détecter la surfacturation ou le matériel fictif.
5. Vérification des pouvoirs du signataire.
6. Avis risque et décision au niveau de délégation requis.

## Pièces à la mise en place

- Contrat signé et, pour un crédit à un consommateur, aucun versement des fonds avant 7 jours (article L312-25 du Code de la consommation), le délai de rétractation de 14 jours continuant de courir
- Procès-verbal de livraison signé par le client, qui déclenche la mise en loyers
- Mandat de prélèvement SEPA
- Attestation d'assurance du bien avec le financeur désigné comme bénéficiaire
- Sûretés formalisées et publicité du crédit-bail mobilier au registre des sûretés mobilières, tenu par les greffes depuis le 1er janvier 2023

## Conservation

Les documents d'identification et les opérations sont conservés cinq ans à compter de la fin de la relation d'affaires (article L561-12 du Code monétaire et financier). Le dossier doit pouvoir être présenté complet à l'auditeur interne ou au superviseur.`,
    contentEn: `# Credit and leasing file checklist

A complete file speeds up the decision and protects the institution in litigation or an inspection. This checklist covers finance for businesses and individuals; each institution adapts it to its credit policy.

## Know your customer

- Business: Kbis extract (company registration certificate) less than three months old, up-to-date articles of association, identity document of the legal representative
- Beneficial owners identified and verified (article L561-5 of the Code monétaire et financier, the French Monetary and Financial Code), with a check of the register of beneficial owners
- Individual: valid identity document and proof of address
- Screening against asset-freeze lists and politically exposed persons

## Financial documents

- Business: last three tax return packages, interim accounts if the year-end is more than 9 months old, schedule of debt and finance leases, forecast for a significant project
- Individual: latest payslips, latest tax notice, recent bank statements, schedule of existing loans

## Transaction documents

- Supplier's quotation or pro forma invoice, with its identity and registration
- Asset specification: make, model, year, serial or registration number
- For an individual: standard European consumer credit information sheet (FIPEN, article L312-12 of the Code de la consommation, the French Consumer Code)

## Checks to record

1. Consultation of the Banque de France rating or the FICP register, with time-stamped proof.
2. Computation of the financial ratios, or of the debt-to-income ratio and residual income.
3. Check of the APR against the usury ceiling for retail credit.
4. Consistency of the asset price with the market, to detect over-invoicing or fictitious equipment.
5. Verification of the signatory's authority.
6. Risk opinion and decision at the required delegation level.

## Documents at drawdown

- Signed contract and, for consumer credit, no disbursement of funds before 7 days (article L312-25 of the Consumer Code), the 14-day withdrawal period still running
- Delivery certificate signed by the customer, which starts the rental period
- SEPA direct debit mandate
- Certificate of insurance for the asset naming the lender as beneficiary
- Security perfected and the movable-asset finance lease registered in the registre des sûretés mobilières (the register of security over movable assets), kept by the commercial court registries since 1 January 2023

## Retention

Identification documents and transaction records are kept for five years from the end of the business relationship (article L561-12 of the Monetary and Financial Code). The file must be available in full to the internal auditor or the supervisor.`,
  },
  {
    id: "comite-credit-delegations",
    category: "Métiers du Crédit",
    title: "Comité de crédit et niveaux de délégation",
    titleEn: "Credit committee and delegation levels",
    description:
      "Comment structurer un schéma de délégations de crédit, du moteur de décision au comité, et ce que les orientations de l'EBA sur l'octroi de prêts exigent.",
    descriptionEn:
      "How to structure a credit delegation framework, from the decision engine to the committee, and what the EBA guidelines on loan origination require.",
    status: "validated",
    viewCount: 188,
    content: `# Comité de crédit et niveaux de délégation

Le schéma de délégation définit **qui peut décider quoi**. Il s'inscrit dans l'arrêté du 3 novembre 2014 relatif au contrôle interne et dans les orientations de l'EBA sur l'octroi et le suivi des prêts (EBA/GL/2020/06, applicables depuis le 30 juin 2021), qui demandent un cadre de décision documenté, proportionné au risque et indépendant des objectifs commerciaux.

## Critères d'une délégation

- Encours total du groupe de clients liés, et non du seul dossier
- Niveau de risque : note interne, cotation, classe de score
- Nature du produit et du bien financé
- Dérogations à la politique de crédit : durée, apport, valeur résiduelle
- Statut particulier : dirigeants, administrateurs et personnes liées à l'établissement

## Exemple de pyramide

| Niveau | Périmètre type |
|---|---|
| Moteur de décision | Particuliers et petits montants dans les grilles de score |
| Analyste | Dossiers standard jusqu'à un plafond d'encours |
| Responsable des engagements | Dossiers au-delà du plafond de l'analyste ou avec dérogation mineure |
| Comité de crédit | Encours importants, notes dégradées, dérogations majeures |
| Organe de direction | Grands risques et expositions hors appétit au risque |

Les montants de chaque niveau sont fixés par l'établissement en fonction de ses fonds propres et de son appétit au risque.

## Fonctionnement du comité

1. Ordre du jour et dossiers diffusés à l'avance, avec la note d'analyse et l'avis risque indépendant.
2. Quorum vérifié et présence d'un représentant de la fonction risque.
3. Décision motivée : accord, accord sous conditions, ajournement ou refus.
4. Procès-verbal signé et conservé avec le dossier.
5. Suivi des conditions suspensives avant la mise en place.

## Principes de contrôle

- Règle des quatre yeux : aucun décideur ne valide seul un dossier qu'il a instruit
- Droit de veto ou d'escalade de la fonction risque
- Contrôle a posteriori d'un échantillon de décisions prises en délégation
- Revue annuelle du schéma et de l'utilisation des délégations

## Grands risques

Pour un établissement soumis au règlement (UE) n° 575/2013 (CRR), l'exposition sur un client ou un groupe de clients liés ne peut dépasser 25 % de ses fonds propres de catégorie 1 (article 395). Ces dossiers relèvent du plus haut niveau de délégation. Les sociétés de financement appliquent un régime national inspiré du CRR : vérifiez le texte applicable à l'entité.

## Erreurs fréquentes

- Fractionner une demande pour rester sous un plafond de délégation
- Oublier les engagements des sociétés liées dans le calcul de l'encours
- Laisser un accord sous conditions se mettre en place sans levée documentée des conditions`,
    contentEn: `# Credit committee and delegation levels

The delegation framework defines **who may decide what**. It sits within the order of 3 November 2014 on internal control and the EBA Guidelines on loan origination and monitoring (EBA/GL/2020/06, applicable since 30 June 2021), which call for a documented decision-making framework, proportionate to risk and independent of sales targets.

## Delegation criteria

- Total exposure to the group of connected clients, not just the file at hand
- Risk level: internal rating, Banque de France rating, score band
- Type of product and asset financed
- Exceptions to the credit policy: term, down payment, residual value
- Special status: directors, board members and persons related to the institution

## Example pyramid

| Level | Typical scope |
|---|---|
| Decision engine | Individuals and small amounts within the scorecards |
| Analyst | Standard files up to an exposure ceiling |
| Head of credit | Files above the analyst's ceiling or with a minor exception |
| Credit committee | Large exposures, weak ratings, major exceptions |
| Management body | Large exposures and exposures outside risk appetite |

The amounts at each level are set by the institution according to its own funds and risk appetite.

## How the committee works

1. Agenda and files circulated in advance, with the credit memo and the independent risk opinion.
2. Quorum checked and a representative of the risk function present.
3. Reasoned decision: approval, conditional approval, deferral or decline.
4. Signed minutes kept with the file.
5. Follow-up of conditions precedent before drawdown.

## Control principles

- Four-eyes rule: no decision-maker approves alone a file they have prepared
- Veto or escalation right of the risk function
- Post-decision review of a sample of delegated decisions
- Annual review of the framework and of how delegations are used

## Large exposures

For an institution subject to Regulation (EU) No 575/2013 (CRR), the exposure to a client or group of connected clients may not exceed 25% of its Tier 1 capital (article 395). These files fall under the highest delegation level. Financing companies (sociétés de financement) apply a national regime modelled on the CRR: check the text applicable to the entity.

## Common mistakes

- Splitting an application to stay below a delegation ceiling
- Leaving out the commitments of related companies when computing exposure
- Letting a conditional approval be drawn down without documented satisfaction of the conditions`,
  },
  {
    id: "signaux-alerte-precoce",
    category: "Métiers du Crédit",
    title: "Signaux d'alerte précoce sur un portefeuille de crédit et de leasing",
    titleEn: "Early warning signals in a credit and leasing portfolio",
    description:
      "Les indicateurs qui annoncent la dégradation d'un client avant l'impayé, et l'organisation d'une liste de surveillance pour agir à temps.",
    descriptionEn:
      "The indicators that announce a customer's deterioration before arrears appear, and how to run a watch list so as to act in time.",
    status: "validated",
    viewCount: 167,
    content: `# Signaux d'alerte précoce sur un portefeuille de crédit et de leasing

Plus une difficulté est détectée tôt, plus les solutions sont nombreuses et moins la perte est élevée. Les orientations de l'EBA sur l'octroi et le suivi des prêts (EBA/GL/2020/06, section 8) demandent aux établissements de disposer d'indicateurs d'alerte précoce et d'une liste de surveillance (*watch list*).

## Signaux de comportement de paiement

- Rejets de prélèvement, même régularisés ensuite
- Retards récurrents de quelques jours
- Demandes de report d'échéance ou d'allongement de durée
- Utilisation maximale et permanente des lignes à court terme
- Sinistres à répétition ou défaut d'attestation d'assurance

## Signaux externes sur une entreprise

- Dégradation de la cotation Banque de France
- Inscription d'un privilège du Trésor ou de la sécurité sociale au registre des sûretés mobilières
- Retard de dépôt des comptes, réserves ou refus de certifier du commissaire aux comptes
- Départ de dirigeants, conflit entre associés, perte d'un client majeur
- Procédure de prévention (mandat ad hoc, conciliation) portée à la connaissance du financeur

## Signaux sur un particulier ou sur le bien

- Inscription au FICP par un autre établissement, constatée lors d'une revue
- Perte d'emploi, séparation ou baisse de revenus signalée par le client
- Bien introuvable lors d'une visite, kilométrage anormal, défaut d'entretien
- Valeur de marché du bien passée sous l'encours restant dû

## Organiser la liste de surveillance

1. Définir les indicateurs et leurs seuils de déclenchement, automatiques ou manuels.
2. Affecter chaque alerte à un gestionnaire, avec un délai d'analyse.
3. Décider d'une action : contact client, demande de garanties, réduction des lignes, plan de sortie.
4. Revoir la note interne et le classement IFRS 9, avec passage en stage 2 en cas d'augmentation significative du risque de crédit.
5. Présenter la liste au comité des risques à une fréquence fixe.

## Mesurer l'efficacité du dispositif

- Taux de détection : part des défauts précédés d'une alerte
- Délai moyen entre l'alerte et le défaut
- Taux de fausses alertes, à limiter pour préserver l'attention des équipes

## À retenir

Une alerte n'est pas une sanction : le premier réflexe est d'appeler le client pour comprendre la situation. Un client contacté tôt accepte plus souvent un plan de règlement ou une restructuration qu'un client relancé après plusieurs impayés.`,
    contentEn: `# Early warning signals in a credit and leasing portfolio

The earlier a difficulty is detected, the more options remain and the smaller the loss. The EBA Guidelines on loan origination and monitoring (EBA/GL/2020/06, section 8) require institutions to have early warning indicators and a watch list.

## Payment behaviour signals

- Rejected direct debits, even if later made good
- Recurring delays of a few days
- Requests to defer an instalment or extend the term
- Permanent maximum use of short-term facilities
- Repeated insurance claims or missing insurance certificate

## External signals on a business

- Downgrade of the Banque de France rating
- Registration of a tax or social security preferential claim in the register of security over movable assets
- Late filing of accounts, qualified opinion or refusal to certify by the statutory auditor
- Departure of managers, shareholder dispute, loss of a major customer
- Preventive procedure (mandat ad hoc, conciliation) brought to the lender's attention

## Signals on an individual or on the asset

- FICP entry recorded by another lender, found during a review
- Job loss, separation or drop in income reported by the customer
- Asset not found during a visit, abnormal mileage, lack of maintenance
- Market value of the asset fallen below the outstanding balance

## Running the watch list

1. Define the indicators and their trigger thresholds, automatic or manual.
2. Assign each alert to a case manager, with a deadline for analysis.
3. Decide on an action: customer contact, request for security, reduction of facilities, exit plan.
4. Review the internal rating and the IFRS 9 classification, moving to stage 2 in the event of a significant increase in credit risk.
5. Present the list to the risk committee at a fixed frequency.

## Measuring effectiveness

- Detection rate: share of defaults preceded by an alert
- Average time between alert and default
- False alert rate, to be kept low so that teams stay attentive

## Key point

An alert is not a sanction: the first step is to call the customer to understand the situation. A customer contacted early more often accepts a repayment plan or restructuring than one chased after several missed payments.`,
  },

  // ---------------------------------------------------------------------------
  // Comptabilité du leasing
  // ---------------------------------------------------------------------------
  {
    id: "comptabilite-credit-bail-bailleur",
    category: "Métiers du Crédit",
    title: "Crédit-bail mobilier : comptabilisation chez le bailleur",
    titleEn: "Equipment finance leases: accounting by the lessor",
    description:
      "Comment un crédit-bailleur enregistre un contrat dans ses comptes sociaux français, dans ses comptes consolidés et en IFRS 16, et pourquoi la réserve latente fait le lien entre ces lectures.",
    descriptionEn:
      "How a lessor records a finance lease in its French statutory accounts, its consolidated accounts and under IFRS 16, and why the latent reserve links these views.",
    status: "validated",
    viewCount: 203,
    content: `# Crédit-bail mobilier : comptabilisation chez le bailleur

Un contrat de crédit-bail se lit de deux façons : **juridiquement**, le bailleur est propriétaire d'un bien qu'il loue ; **économiquement**, il a prêté de l'argent. Les comptes sociaux français suivent la première lecture, les comptes consolidés et IFRS 16 la seconde.

## Comptes sociaux français

Les établissements de crédit et les sociétés de financement appliquent le règlement ANC n° 2014-07 relatif aux comptes des entreprises du secteur bancaire.

- Le bien est inscrit à l'actif parmi les opérations de crédit-bail et assimilées, pour son coût d'acquisition.
- Il est amorti, et les loyers sont comptabilisés en produits à mesure qu'ils sont acquis.
- Les loyers impayés et les encours douteux sont dépréciés selon les règles du même règlement.

## Comptabilité financière et réserve latente

En annexe, le bailleur présente l'**encours financier** des contrats : le capital restant dû calculé au taux du contrat, comme pour un prêt. La différence entre cet encours financier et la valeur nette comptable des biens loués forme la **réserve latente**, positive ou négative. Elle renseigne sur le résultat que le portefeuille dégagera dans le futur.

## Comptes consolidés en normes françaises

Le règlement ANC n° 2020-01 (article 272-2), applicable aux exercices ouverts depuis le 1er janvier 2021, impose de comptabiliser les contrats de crédit-bail et assimilés chez le bailleur **sous forme de prêts**.

## IFRS 16 : classification par le bailleur

Le bailleur classe chaque contrat en location-financement ou en location simple à la date de conclusion (IFRS 16 §61–66). Un contrat est une location-financement s'il transfère la quasi-totalité des risques et avantages inhérents à la propriété. Les situations qui y conduisent normalement (§63) :

- transfert de propriété au terme du contrat ;
- option d'achat à un prix suffisamment inférieur à la juste valeur pour que sa levée soit raisonnablement certaine ;
- durée couvrant la majeure partie de la durée de vie économique du bien ;
- valeur actualisée des paiements au moins égale à la quasi-totalité de la juste valeur du bien ;
- bien si spécifique que seul le preneur peut l'utiliser sans modification majeure.

Un crédit-bail mobilier assorti d'une option d'achat symbolique est en règle générale une location-financement.

## Écritures IFRS 16

1. **Location-financement** : créance égale à l'investissement net, c'est-à-dire la valeur actualisée des loyers et de la valeur résiduelle non garantie (§67–68) ; produits financiers selon un taux de rendement constant (§75) ; dépréciation et revue régulière de la valeur résiduelle non garantie (§77).
2. **Location simple** : bien maintenu à l'actif et amorti (§84), loyers en produits de façon linéaire (§81), dépréciation selon IAS 36 (§85).

## Conseil pour un projet

Les systèmes doivent produire en parallèle la vue patrimoniale et la vue financière de chaque contrat : c'est une exigence à inscrire dès le cahier des charges d'un progiciel de leasing.`,
    contentEn: `# Equipment finance leases: accounting by the lessor

A crédit-bail (finance lease) contract can be read in two ways: **legally**, the lessor owns an asset that it rents out; **economically**, it has lent money. French statutory accounts follow the first reading, consolidated accounts and IFRS 16 the second.

## French statutory accounts

Credit institutions and financing companies apply ANC Regulation No 2014-07 on the accounts of banking sector entities (ANC being the French accounting standard setter).

- The asset is recognised among leasing and similar transactions, at its acquisition cost.
- It is depreciated, and rents are recognised as income as they are earned.
- Unpaid rents and doubtful exposures are impaired under the rules of the same regulation.

## Financial accounting and the latent reserve

In the notes, the lessor discloses the **financial outstanding** of its contracts: the principal outstanding computed at the contract rate, as for a loan. The difference between this financial outstanding and the net book value of the leased assets forms the **latent reserve** (réserve latente), positive or negative. It indicates the profit the portfolio will release in the future.

## Consolidated accounts under French GAAP

ANC Regulation No 2020-01 (article 272-2), applicable to financial years beginning on or after 1 January 2021, requires lessors to recognise finance leases and similar contracts **as loans**.

## IFRS 16: classification by the lessor

The lessor classifies each lease as a finance lease or an operating lease at the inception date (IFRS 16 §61–66). A lease is a finance lease if it transfers substantially all the risks and rewards incidental to ownership. The situations that normally lead to this classification (§63):

- transfer of ownership by the end of the lease term;
- purchase option at a price sufficiently below fair value for its exercise to be reasonably certain;
- lease term covering the major part of the asset's economic life;
- present value of the lease payments amounting to at least substantially all of the asset's fair value;
- asset so specialised that only the lessee can use it without major modification.

An equipment finance lease with a nominal purchase option is as a rule a finance lease.

## IFRS 16 entries

1. **Finance lease**: receivable equal to the net investment, that is the present value of the lease payments and the unguaranteed residual value (§67–68); finance income at a constant periodic rate of return (§75); impairment and regular review of the unguaranteed residual value (§77).
2. **Operating lease**: asset kept on the balance sheet and depreciated (§84), lease payments recognised as income on a straight-line basis (§81), impairment under IAS 36 (§85).

## Advice for a project

Systems must produce both the ownership view and the financial view of every contract in parallel: this requirement belongs in the specifications of any leasing software from the outset.`,
  },
  {
    id: "comptabilite-credit-bail-preneur",
    category: "Métiers du Crédit",
    title: "Crédit-bail et location : comptabilisation chez le preneur",
    titleEn: "Finance leases and rentals: accounting by the lessee",
    description:
      "Le traitement d'un contrat de crédit-bail ou de location dans les comptes sociaux français, dans les comptes consolidés et en IFRS 16, et les informations que le bailleur doit fournir à ses clients.",
    descriptionEn:
      "How a finance lease or rental is treated in French statutory accounts, in consolidated accounts and under IFRS 16, and the information the lessor must give its customers.",
    status: "validated",
    viewCount: 241,
    content: `# Crédit-bail et location : comptabilisation chez le preneur

Le client d'un bailleur peut tenir trois comptabilités différentes selon son statut : comptes sociaux français, comptes consolidés en normes françaises, comptes consolidés en IFRS. Le consultant doit savoir ce que chacune attend du bailleur.

## Comptes sociaux : le loyer en charges

Selon le Plan comptable général (règlement ANC n° 2014-03), le preneur n'inscrit pas le bien à son actif :

- les redevances de crédit-bail sont comptabilisées en charges (compte 6122 pour le crédit-bail mobilier, 6125 pour le crédit-bail immobilier) ;
- les loyers de location simple vont au compte 6135 (locations mobilières) ou 6132 (locations immobilières) ;
- le premier loyer majoré est en principe réparti sur la durée du contrat par une charge constatée d'avance ;
- à la levée de l'option, le bien entre à l'actif pour le prix de l'option, puis il est amorti sur sa durée probable d'utilisation restante.

## Informations en annexe

Le preneur mentionne en annexe ses engagements de crédit-bail : valeur des biens à la signature, redevances payées et restant à payer (à un an au plus, entre un et cinq ans, à plus de cinq ans), prix d'achat résiduel et dotations aux amortissements qui auraient été enregistrées si les biens avaient été achetés.

## Comptes consolidés en normes françaises

Le règlement ANC n° 2020-01 (article 272-2) rend obligatoire, depuis les exercices ouverts le 1er janvier 2021, l'inscription au bilan des contrats de crédit-bail et assimilés : une immobilisation et un emprunt, puis une dotation aux amortissements et une charge financière. Un contrat est assimilé au crédit-bail notamment si le transfert de propriété paraît hautement probable, si sa durée couvre l'essentiel de la vie du bien ou si la valeur actualisée des paiements couvre l'essentiel de sa valeur. Les locations simples restent hors bilan.

## IFRS 16 : un modèle unique

- Droit d'utilisation à l'actif et dette locative au passif pour tous les contrats (IFRS 16 §22–26)
- Exemptions possibles pour les contrats de 12 mois au plus et les actifs de faible valeur (§5–8)
- Composantes de services séparées de la composante locative (§12), sauf mesure de simplification choisie par catégorie d'actifs (§15)

## Ce que le bailleur doit fournir à ses clients

1. L'échéancier détaillé des loyers et de la valeur résiduelle.
2. La ventilation entre loyer financier et prestations de services.
3. Le taux implicite du contrat, lorsque la politique commerciale le permet.
4. Pour le crédit-bail, les données annuelles nécessaires à l'annexe.
5. Pour les voitures particulières, l'amortissement pratiqué par le bailleur, nécessaire à la réintégration fiscale prévue à l'article 39-4 du CGI.

## À retenir

L'argument du financement « hors bilan » ne vaut plus que pour les comptes sociaux et les locations simples en normes françaises : il faut conseiller le client sur la base des normes qu'il applique réellement.`,
    contentEn: `# Finance leases and rentals: accounting by the lessee

A lessor's customer may keep three different sets of accounts depending on its status: French statutory accounts, consolidated accounts under French GAAP, consolidated accounts under IFRS. The consultant must know what each one expects from the lessor.

## Statutory accounts: rent as an expense

Under the Plan comptable général (PCG, the French chart of accounts, ANC Regulation No 2014-03), the lessee does not recognise the asset:

- finance lease payments are expensed (account 6122 for equipment finance leases, 6125 for property finance leases);
- operating lease rents go to account 6135 (equipment rentals) or 6132 (property rentals);
- the first increased rent is in principle spread over the lease term through a prepaid expense;
- when the option is exercised, the asset is recognised at the option price and then depreciated over its probable remaining useful life.

## Disclosures in the notes

The lessee discloses its finance lease commitments in the notes: value of the assets at signature, lease payments made and still to be made (within one year, between one and five years, after five years), residual purchase price and the depreciation that would have been recorded had the assets been bought.

## Consolidated accounts under French GAAP

ANC Regulation No 2020-01 (article 272-2) has made it mandatory, for financial years beginning on or after 1 January 2021, to recognise finance leases and similar contracts on the balance sheet: a fixed asset and a loan, then depreciation and interest expense. A contract is treated like a finance lease in particular if transfer of ownership appears highly probable, if its term covers most of the asset's life or if the present value of the payments covers most of its value. Operating leases stay off the balance sheet.

## IFRS 16: a single model

- Right-of-use asset and lease liability for every contract (IFRS 16 §22–26)
- Optional exemptions for leases of 12 months or less and for low-value assets (§5–8)
- Service components separated from the lease component (§12), unless the practical expedient is chosen by class of asset (§15)

## What the lessor must provide to its customers

1. The detailed schedule of rents and residual value.
2. The split between the financing rent and the services.
3. The interest rate implicit in the lease, where commercial policy allows.
4. For finance leases, the annual data needed for the notes.
5. For passenger cars, the depreciation recorded by the lessor, needed for the tax add-back under article 39-4 of the CGI (Code général des impôts, the French General Tax Code).

## Key point

The "off-balance-sheet" argument now holds only for statutory accounts and for operating leases under French GAAP: advise the customer on the basis of the standards it actually applies.`,
  },

  // ---------------------------------------------------------------------------
  // Produits de leasing et de crédit
  // ---------------------------------------------------------------------------
  {
    id: "loa-particuliers",
    category: "Métiers du Crédit",
    title: "LOA pour les particuliers : fonctionnement, règles et comptabilisation",
    titleEn: "Consumer lease with purchase option (LOA): how it works, rules and accounting",
    description:
      "Comment fonctionne la location avec option d'achat consentie à un consommateur, les règles du crédit à la consommation qui s'y appliquent et son traitement comptable chez le bailleur.",
    descriptionEn:
      "How a lease with purchase option granted to a consumer works, the consumer credit rules that apply to it and how the lessor accounts for it.",
    status: "validated",
    viewCount: 367,
    content: `# LOA pour les particuliers : fonctionnement, règles et comptabilisation

La location avec option d'achat (LOA) permet à un particulier d'utiliser un bien, le plus souvent un véhicule, contre des loyers, avec la faculté de l'acheter en fin de contrat pour un prix fixé dès la signature. Le bailleur reste propriétaire jusqu'à la levée de l'option.

## Pour qui

- Particulier qui veut une mensualité plus faible qu'avec un crédit, grâce à la valeur résiduelle
- Client qui renouvelle son véhicule tous les trois ou quatre ans
- Client qui veut garder le choix entre achat et restitution en fin de contrat

## Cadre juridique

La LOA consentie à un consommateur est soumise aux règles du crédit à la consommation (article L312-2 du Code de la consommation) :

- information précontractuelle et offre mentionnant les loyers et le prix de l'option ;
- évaluation de la solvabilité et consultation du FICP ;
- délai de rétractation de 14 jours ;
- en cas de défaillance, indemnité plafonnée à la différence entre la valeur résiduelle prévue augmentée de la valeur actualisée des loyers non échus, d'une part, et la valeur de vente du bien restitué, d'autre part (articles L312-40 et D312-18).

Le locataire défaillant peut, dans les 30 jours suivant la résiliation, présenter un acheteur faisant une offre écrite ; si le bailleur la refuse puis vend moins cher, c'est le montant de l'offre refusée qui est retenu. Pour les contrats conclus à compter du 20 novembre 2026, l'ordonnance n° 2025-880 du 3 septembre 2025 s'applique : vérifiez la numérotation des articles cités.

## Cycle de vie

1. Simulation : apport éventuel, durée, kilométrage annuel, valeur résiduelle.
2. Étude de solvabilité et émission de l'offre.
3. Livraison du bien et mise en loyers.
4. Vie du contrat : sinistres, changement de kilométrage, remboursement anticipé.
5. Fin de contrat : levée de l'option, payée comptant ou financée par un crédit, ou restitution avec expertise.

## Comptabilisation chez le bailleur

- Comptes sociaux français : bien inscrit à l'actif parmi les opérations de location avec option d'achat, amorti, loyers en produits.
- IFRS 16 : location-financement si la levée de l'option est raisonnablement certaine ou si les paiements couvrent la quasi-totalité de la valeur du bien ; la garantie de reprise donnée par un concessionnaire compte dans ces paiements (IFRS 16 §70). Sinon, location simple.
- Le particulier ne tient pas de comptabilité.

## Points de vigilance

- Kilométrage sous-estimé à la souscription, source de frais élevés à la restitution
- Frais de remise en état justifiés par une expertise et une grille remise au client à la signature
- Loyauté de l'information : une enquête de la DGCCRF menée d'avril 2023 à juin 2024 auprès de 101 établissements et de nombreux intermédiaires a relevé un taux d'anomalies de 50 %`,
    contentEn: `# Consumer lease with purchase option (LOA): how it works, rules and accounting

Location avec option d'achat (LOA, lease with purchase option) lets an individual use an asset, most often a car, in return for rents, with the right to buy it at the end of the contract for a price fixed at signature. The lessor remains the owner until the option is exercised.

## Who it suits

- Individuals who want a lower monthly payment than with a loan, thanks to the residual value
- Customers who replace their car every three or four years
- Customers who want to keep the choice between buying and returning the asset at the end

## Legal framework

An LOA granted to a consumer is subject to the consumer credit rules (article L312-2 of the Code de la consommation, the French Consumer Code):

- pre-contractual information and an offer stating the rents and the option price;
- creditworthiness assessment and consultation of the FICP register;
- 14-day withdrawal period;
- on default, compensation capped at the difference between the agreed residual value plus the discounted value of rents not yet due, on the one hand, and the sale value of the returned asset, on the other (articles L312-40 and D312-18).

Within 30 days of termination, the defaulting lessee may introduce a buyer making a written offer; if the lessor refuses it and then sells for less, the amount of the refused offer is used. For contracts concluded from 20 November 2026, ordonnance No 2025-880 of 3 September 2025 applies: check the numbering of the articles cited.

## Life cycle

1. Simulation: any down payment, term, annual mileage, residual value.
2. Creditworthiness assessment and issue of the offer.
3. Delivery of the asset and start of the rental period.
4. Contract life: claims, change of mileage, early repayment.
5. End of contract: exercise of the option, paid in cash or financed with a loan, or return with an inspection.

## Accounting by the lessor

- French statutory accounts: asset recognised among lease-with-purchase-option transactions, depreciated, rents recognised as income.
- IFRS 16: finance lease if exercise of the option is reasonably certain or if the payments cover substantially all of the asset's value; a buy-back guarantee given by a dealer counts towards those payments (IFRS 16 §70). Otherwise, operating lease.
- The individual keeps no accounts.

## Points of attention

- Mileage underestimated at signature, leading to high charges on return
- Refurbishment charges supported by an inspection and a damage grid given to the customer at signature
- Fair information: a survey by the DGCCRF (the French consumer protection authority) carried out from April 2023 to June 2024 among 101 institutions and many intermediaries found an anomaly rate of 50%`,
  },
  {
    id: "lld-entreprises-services",
    category: "Métiers du Crédit",
    title: "LLD entreprise : services, kilométrage et conditions de restitution",
    titleEn: "Business contract hire: services, mileage and return conditions",
    description:
      "Ce que contient un contrat de location longue durée de véhicules pour une entreprise, comment se gèrent le kilométrage et la restitution, et comment le contrat est comptabilisé.",
    descriptionEn:
      "What a business long-term vehicle rental contract contains, how mileage and vehicle return are handled, and how the contract is accounted for.",
    status: "validated",
    viewCount: 329,
    content: `# LLD entreprise : services, kilométrage et conditions de restitution

La location longue durée (LLD) met un véhicule à la disposition d'une entreprise pour une durée, souvent de 24 à 60 mois, et un kilométrage fixés, contre un loyer qui inclut le financement et des services. Il n'y a pas d'option d'achat : le véhicule est restitué en fin de contrat.

## Pour qui

- Entreprises qui veulent un coût de flotte prévisible et externaliser sa gestion
- Flottes de véhicules de fonction, de service et d'utilitaires
- Clients qui ne veulent pas porter le risque de revente du véhicule

## Services couramment inclus

- Entretien et réparations selon le plan du constructeur
- Pneumatiques
- Assistance et véhicule de remplacement
- Assurance ou gestion des sinistres
- Gestion des contraventions : le loueur, titulaire du certificat d'immatriculation, désigne l'entreprise locataire, qui doit à son tour désigner le conducteur dans les 45 jours (article L121-6 du Code de la route)
- Cartes carburant ou de recharge et reporting de flotte

## Kilométrage

1. Forfait fixé à la signature : durée et kilométrage annuel.
2. Suivi des relevés en cours de contrat.
3. Réajustement du loyer et de la durée si l'écart devient significatif, selon la clause prévue.
4. En fin de contrat, facturation des kilomètres excédentaires au tarif convenu, parfois remboursement partiel des kilomètres non parcourus.

## Restitution

- Véhicule rendu à la date et au lieu prévus, avec doubles de clés, documents et équipements
- Procès-verbal de restitution et expertise, de préférence contradictoire
- Application d'une grille d'usure distinguant usure normale et dommages facturables
- En cas de restitution anticipée, indemnité de résiliation prévue au contrat

## Comptabilisation

- Locataire en comptes sociaux : loyers en charges, sous réserve de la réintégration fiscale applicable aux voitures particulières (article 39-4 du CGI).
- Locataire en IFRS 16 : droit d'utilisation et dette locative pour la composante locative ; services en charges s'ils sont séparés (IFRS 16 §12).
- Loueur : location simple en général, véhicule à l'actif amorti jusqu'à sa valeur résiduelle, loyers en produits de façon linéaire (IFRS 16 §81).

## Point de vigilance

Le loueur porte deux risques : la valeur résiduelle du véhicule et le coût réel des services, notamment l'entretien. La tarification et le suivi de marge doivent intégrer les deux, contrat par contrat.`,
    contentEn: `# Business contract hire: services, mileage and return conditions

Location longue durée (LLD, contract hire) provides a business with a vehicle for a fixed term, often 24 to 60 months, and a fixed mileage, in return for a rent that covers both financing and services. There is no purchase option: the vehicle is returned at the end of the contract.

## Who it suits

- Businesses that want a predictable fleet cost and to outsource fleet management
- Fleets of company cars, pool cars and vans
- Customers who do not want to bear the vehicle's resale risk

## Services commonly included

- Maintenance and repairs according to the manufacturer's schedule
- Tyres
- Breakdown assistance and replacement vehicle
- Insurance or claims handling
- Handling of traffic fines: the lessor, as registered keeper, designates the lessee company, which must in turn designate the driver within 45 days (article L121-6 of the Code de la route, the French Highway Code)
- Fuel or charging cards and fleet reporting

## Mileage

1. Allowance set at signature: term and annual mileage.
2. Monitoring of odometer readings during the contract.
3. Adjustment of rent and term if the gap becomes significant, under the agreed clause.
4. At the end of the contract, excess kilometres invoiced at the agreed rate, sometimes with a partial refund for unused kilometres.

## Return

- Vehicle returned on the agreed date and at the agreed place, with spare keys, documents and equipment
- Return report and inspection, preferably carried out jointly
- Application of a wear grid distinguishing fair wear and tear from chargeable damage
- On early return, the termination fee set out in the contract

## Accounting

- Lessee, statutory accounts: rents expensed, subject to the tax add-back applicable to passenger cars (article 39-4 of the CGI, the French General Tax Code).
- Lessee under IFRS 16: right-of-use asset and lease liability for the lease component; services expensed if separated (IFRS 16 §12).
- Lessor: generally an operating lease, vehicle on the balance sheet depreciated down to its residual value, rents recognised as income on a straight-line basis (IFRS 16 §81).

## Point of attention

The lessor bears two risks: the vehicle's residual value and the actual cost of services, maintenance in particular. Pricing and margin monitoring must cover both, contract by contract.`,
  },
  {
    id: "location-financiere-risques",
    category: "Métiers du Crédit",
    title: "Location financière : fonctionnement et risques",
    titleEn: "Operating rental (location financière): how it works and its risks",
    description:
      "Le mécanisme de la location financière sans option d'achat, très utilisée pour la bureautique et l'informatique, et les risques juridiques et de fraude qu'elle comporte.",
    descriptionEn:
      "How rental without a purchase option works, widely used for office and IT equipment, and the legal and fraud risks it carries.",
    status: "validated",
    viewCount: 214,
    content: `# Location financière : fonctionnement et risques

La location financière est une location de biens d'équipement (bureautique, informatique, téléphonie, matériel médical, systèmes de sécurité) **sans option d'achat**. Le bailleur achète le bien choisi par le client chez un fournisseur et le lui loue pour une durée irrévocable, souvent de 21 à 63 mois. En fin de contrat, le bien est restitué ou la location prolongée.

## Cadre juridique

- Contrat de louage de choses du Code civil (articles 1709 et suivants), sans statut spécifique
- Sans option d'achat, ce n'est pas une opération de crédit : l'article L313-1 du Code monétaire et financier n'assimile au crédit que le crédit-bail et les locations assorties d'une option d'achat
- Souvent proposée par le fournisseur lui-même dans un programme vendor, le contrat étant ensuite cédé au bailleur

## Pour qui

- Entreprises et professions libérales qui veulent renouveler régulièrement leur équipement
- Équipements à obsolescence rapide et à faible valeur de revente
- Clients qui veulent un loyer unique, incluant parfois une maintenance assurée par le fournisseur

## Risques juridiques

1. **Interdépendance des contrats** : depuis deux arrêts de la chambre mixte de la Cour de cassation du 17 mai 2013, les contrats concomitants ou successifs d'une opération incluant une location financière sont interdépendants et les clauses inconciliables avec cette interdépendance sont réputées non écrites. Si le contrat de prestation du fournisseur disparaît, la location devient caduque (article 1186 du Code civil).
2. **Protection des très petites entreprises** : un professionnel employant au plus cinq salariés, sollicité hors établissement pour un contrat qui n'entre pas dans le champ de son activité principale, bénéficie de certaines protections du consommateur (article L221-3 du Code de la consommation) ; son application aux locations financières a suscité un contentieux abondant, à faire valider par le service juridique.
3. **Clauses déséquilibrées** : une indemnité de résiliation excessive peut être réduite comme clause pénale (article 1231-5 du Code civil) ou contestée pour déséquilibre significatif (article L442-1 du Code de commerce).

## Risques opérationnels et de fraude

- Matériel surfacturé ou fictif, parfois avec la complicité d'un fournisseur
- Défaillance du fournisseur qui assurait la maintenance promise
- Faible valeur de revente du bien repris : la perte dépend surtout de la solvabilité du client

## Comptabilisation

- Locataire en comptes sociaux : loyers en charges (compte 6135).
- Bailleur en IFRS 16 : la valeur actualisée des loyers couvre souvent la quasi-totalité de la valeur du bien, ce qui conduit à une location-financement ; sinon, location simple.

## Bonnes pratiques

- Agréer et auditer les fournisseurs partenaires
- Vérifier la livraison effective : procès-verbal signé, photo, numéro de série
- Remettre un contrat lisible qui distingue le loyer financier de la prestation du fournisseur`,
    contentEn: `# Operating rental (location financière): how it works and its risks

Location financière is the rental of business equipment (office equipment, IT, telephony, medical equipment, security systems) **without a purchase option**. The lessor buys the asset chosen by the customer from a supplier and rents it to the customer for a non-cancellable term, often 21 to 63 months. At the end of the contract, the asset is returned or the rental extended.

## Legal framework

- Contract for the hire of goods under the Code civil (French Civil Code, articles 1709 et seq.), with no specific statute
- Without a purchase option it is not a credit transaction: article L313-1 of the Code monétaire et financier (French Monetary and Financial Code) treats as credit only finance leases and rentals with a purchase option
- Often offered by the supplier itself in a vendor programme, the contract then being assigned to the lessor

## Who it suits

- Businesses and professionals who want to renew their equipment regularly
- Equipment that becomes obsolete quickly and has a low resale value
- Customers who want a single rent, sometimes including maintenance provided by the supplier

## Legal risks

1. **Interdependence of contracts**: since two judgments of the Cour de cassation (French Supreme Court) sitting as a mixed chamber on 17 May 2013, contracts entered into at the same time or in succession within a transaction that includes a financial rental are interdependent, and clauses incompatible with this interdependence are deemed unwritten. If the supplier's service contract falls away, the rental lapses (article 1186 of the Civil Code).
2. **Protection of very small businesses**: a professional with no more than five employees, approached off-premises for a contract outside the scope of its main activity, benefits from certain consumer protections (article L221-3 of the Code de la consommation, the French Consumer Code); its application to financial rentals has generated abundant litigation and should be validated by the legal department.
3. **Unbalanced clauses**: an excessive termination fee may be reduced as a penalty clause (article 1231-5 of the Civil Code) or challenged as a significant imbalance (article L442-1 of the Code de commerce, the French Commercial Code).

## Operational and fraud risks

- Over-invoiced or fictitious equipment, sometimes with a supplier's complicity
- Failure of the supplier that provided the promised maintenance
- Low resale value of the repossessed asset: the loss depends mainly on the customer's creditworthiness

## Accounting

- Lessee, statutory accounts: rents expensed (account 6135).
- Lessor under IFRS 16: the present value of the rents often covers substantially all of the asset's value, which leads to a finance lease; otherwise, an operating lease.

## Good practice

- Approve and audit partner suppliers
- Check actual delivery: signed delivery report, photograph, serial number
- Provide a readable contract that separates the financing rent from the supplier's service`,
  },
  {
    id: "credit-affecte-location-vente",
    category: "Métiers du Crédit",
    title: "Crédit affecté, crédit classique sur matériel et location-vente",
    titleEn: "Linked credit, equipment loans and hire purchase",
    description:
      "Le crédit lié à l'achat d'un bien pour un consommateur, le prêt professionnel sur matériel avec sûreté et la location-vente, et leur comptabilisation par les deux parties.",
    descriptionEn:
      "Credit linked to the purchase of an asset for a consumer, the secured business equipment loan and hire purchase, and how both parties account for them.",
    status: "validated",
    viewCount: 196,
    content: `# Crédit affecté, crédit classique sur matériel et location-vente

Contrairement au leasing, le crédit rend l'emprunteur **propriétaire** du bien dès l'achat : le financeur prête le prix et se protège par une sûreté. Pour un consommateur, le prêt lié à l'achat d'un bien déterminé est un **crédit affecté**.

## Le crédit affecté au consommateur

Régi par les articles L312-44 et suivants du Code de la consommation, il lie juridiquement la vente et le crédit :

- les obligations de l'emprunteur ne prennent effet qu'à la livraison du bien ou à la fourniture du service (article L312-48) ;
- l'annulation ou la résolution de la vente entraîne de plein droit celle du crédit (article L312-55) ;
- si l'emprunteur demande la livraison immédiate, le délai de rétractation peut être réduit, sans descendre sous trois jours (article L312-47).

Pour les contrats conclus à compter du 20 novembre 2026, vérifiez la numérotation issue de l'ordonnance n° 2025-880 du 3 septembre 2025.

## Le crédit classique professionnel

- Prêt amortissable, souvent à taux fixe, d'une durée alignée sur la durée d'usage du bien
- Gage sans dépossession publié au registre des sûretés mobilières ou, pour un véhicule immatriculé, déclaré à l'autorité administrative (article 2338 du Code civil)
- Réserve de propriété du vendeur, accessoire de la créance, transmise au financeur qui paie le vendeur et se fait subroger dans ses droits (articles 2367 et 1346-4 du Code civil)

## La location-vente

Proche du crédit, la location-vente (*hire purchase*) prévoit que le client devient automatiquement propriétaire au paiement du dernier loyer, sans option à lever. Consentie à un consommateur, elle relève aussi des règles du crédit à la consommation (article L312-2).

## Pour qui

- Client qui veut être propriétaire dès l'origine et amortir le bien
- Bien à longue durée de vie ou à forte valeur de revente
- Entreprise qui préfère récupérer en une fois la TVA facturée sur l'achat

## Comptabilisation

1. Emprunteur : bien inscrit à l'actif et amorti, emprunt au passif, intérêts en charges financières.
2. Prêteur en normes françaises : créance sur la clientèle, intérêts en produits.
3. Prêteur en IFRS 9 : actif financier au coût amorti au taux d'intérêt effectif, dépréciation selon le modèle des pertes attendues.
4. Location-vente en IFRS 16 : location-financement chez le bailleur, puisque le transfert de propriété est prévu.

## Comparaison avec le crédit-bail

- Crédit : propriété immédiate, sûreté à constituer et à publier, perte de valeur supportée par l'emprunteur
- Crédit-bail : propriété du bailleur, récupération du bien facilitée en cas de défaillance, loyers déductibles chez le preneur`,
    contentEn: `# Linked credit, equipment loans and hire purchase

Unlike leasing, a loan makes the borrower the **owner** of the asset from the purchase: the lender lends the price and protects itself with security. For a consumer, a loan tied to the purchase of a specific asset is a **crédit affecté** (linked credit agreement).

## Linked credit for consumers

Governed by articles L312-44 et seq. of the Code de la consommation (French Consumer Code), it legally links the sale and the credit:

- the borrower's obligations take effect only on delivery of the goods or provision of the service (article L312-48);
- cancellation or rescission of the sale automatically entails that of the credit (article L312-55);
- if the borrower requests immediate delivery, the withdrawal period may be shortened, but not below three days (article L312-47).

For contracts concluded from 20 November 2026, check the numbering resulting from ordonnance No 2025-880 of 3 September 2025.

## The business equipment loan

- Amortising loan, often at a fixed rate, with a term matched to the asset's useful life
- Non-possessory pledge registered in the register of security over movable assets or, for a registered vehicle, declared to the administrative authority (article 2338 of the Code civil, the French Civil Code)
- Seller's retention of title, an accessory of the claim, passed to the lender that pays the seller and is subrogated to its rights (articles 2367 and 1346-4 of the Civil Code)

## Hire purchase

Close to a loan, location-vente (*hire purchase*) provides that the customer automatically becomes the owner on paying the last rent, with no option to exercise. When granted to a consumer, it is also subject to the consumer credit rules (article L312-2).

## Who it suits

- Customers who want to own the asset from the start and depreciate it
- Assets with a long life or a high resale value
- Businesses that prefer to recover the VAT charged on the purchase in one go

## Accounting

1. Borrower: asset recognised and depreciated, loan as a liability, interest as finance costs.
2. Lender under French GAAP: receivable on customers, interest as income.
3. Lender under IFRS 9: financial asset at amortised cost using the effective interest rate, impairment under the expected credit loss model.
4. Hire purchase under IFRS 16: finance lease for the lessor, since transfer of ownership is provided for.

## Comparison with a finance lease

- Loan: immediate ownership, security to be created and registered, loss in value borne by the borrower
- Finance lease: ownership stays with the lessor, easier recovery of the asset on default, rents deductible for the lessee`,
  },
  {
    id: "pret-personnel",
    category: "Métiers du Crédit",
    title: "Prêt personnel : fonctionnement et règles",
    titleEn: "Personal loans: how they work and the rules",
    description:
      "Le prêt personnel non affecté aux particuliers : caractéristiques, obligations du prêteur, remboursement anticipé et défaillance de l'emprunteur.",
    descriptionEn:
      "The unsecured, non-linked personal loan to individuals: features, lender obligations, early repayment and borrower default.",
    status: "validated",
    viewCount: 244,
    content: `# Prêt personnel : fonctionnement et règles

Le prêt personnel est un crédit à la consommation **non affecté** : l'emprunteur utilise librement les fonds. Il se rembourse par mensualités constantes, le plus souvent à taux fixe, sur une durée de quelques mois à plusieurs années.

## Pour qui

- Particulier qui finance un projet sans lien juridique avec un vendeur : travaux, équipement, événement familial
- Client qui veut une mensualité fixe et une date de fin connue
- Alternative au crédit renouvelable pour un besoin ponctuel, généralement moins coûteuse

## Règles applicables

Le prêt personnel relève des articles L312-1 et suivants du Code de la consommation, pour les montants de 200 à 75 000 euros dans la version antérieure au 20 novembre 2026. L'ordonnance n° 2025-880 du 3 septembre 2025 étend le champ jusqu'à 100 000 euros et aux crédits de moins de 200 euros pour les contrats conclus à compter de cette date.

- Publicité encadrée, avec exemple représentatif et TAEG
- Fiche d'information précontractuelle européenne normalisée (FIPEN)
- Évaluation de la solvabilité et consultation du FICP
- Délai de rétractation de 14 jours calendaires à compter de l'acceptation de l'offre
- Aucun versement des fonds pendant 7 jours à compter de l'acceptation (article L312-25)
- TAEG inférieur au seuil de l'usure de la tranche de montant concernée

## Remboursement anticipé

L'emprunteur peut rembourser à tout moment, en tout ou partie (article L312-34). Pour un crédit à taux fixe, le prêteur peut demander une indemnité limitée à 1 % du montant remboursé par anticipation si plus d'un an reste à courir, et à 0,5 % sinon. Aucune indemnité n'est due si les remboursements anticipés effectués sur douze mois ne dépassent pas 10 000 euros.

## Défaillance de l'emprunteur

1. Relances amiables et proposition d'un plan de règlement.
2. Mise en demeure préalable, exigée par la Cour de cassation avant toute déchéance du terme, sauf clause expresse et non équivoque.
3. Déchéance du terme si la situation n'est pas régularisée dans le délai fixé.
4. Exigibilité du capital restant dû, des intérêts échus et d'une indemnité plafonnée à 8 % du capital restant dû (articles L312-39 et D312-16).
5. Action en paiement engagée dans les deux ans du premier incident de paiement non régularisé, sous peine de forclusion (article R312-35).

## Comptabilisation

- Prêteur : créance au coût amorti en IFRS 9, les frais de dossier et les commissions versées aux intermédiaires étant intégrés au taux d'intérêt effectif
- Emprunteur particulier : pas de comptabilité

## À retenir

Un taux débiteur attractif ne suffit pas : c'est le TAEG, qui intègre les frais et l'assurance obligatoire, qui permet de comparer les offres et qui se confronte au seuil de l'usure.`,
    contentEn: `# Personal loans: how they work and the rules

A prêt personnel (personal loan) is a **non-linked** consumer credit: the borrower uses the funds freely. It is repaid in equal monthly instalments, most often at a fixed rate, over a few months to several years.

## Who it suits

- Individuals financing a project with no legal link to a seller: home improvements, equipment, a family event
- Customers who want a fixed instalment and a known end date
- An alternative to revolving credit for a one-off need, generally cheaper

## Applicable rules

Personal loans fall under articles L312-1 et seq. of the Code de la consommation (French Consumer Code), for amounts from 200 to 75,000 euros in the version prior to 20 November 2026. Ordonnance No 2025-880 of 3 September 2025 extends the scope up to 100,000 euros and to credit below 200 euros for contracts concluded from that date.

- Regulated advertising, with a representative example and the APR (TAEG)
- Standard European consumer credit information sheet (FIPEN)
- Creditworthiness assessment and consultation of the FICP register
- 14 calendar days' withdrawal period from acceptance of the offer
- No disbursement of funds for 7 days from acceptance (article L312-25)
- APR below the usury ceiling for the relevant amount band

## Early repayment

The borrower may repay at any time, in whole or in part (article L312-34). For a fixed-rate loan, the lender may claim compensation limited to 1% of the amount repaid early if more than one year remains, and to 0.5% otherwise. No compensation is due if early repayments made over twelve months do not exceed 10,000 euros.

## Borrower default

1. Amicable reminders and proposal of a repayment plan.
2. Prior formal notice, required by the Cour de cassation (French Supreme Court) before any acceleration, unless an express and unequivocal clause provides otherwise.
3. Acceleration of the loan if the situation is not regularised within the set period.
4. Outstanding principal, accrued interest and compensation capped at 8% of the outstanding principal become due (articles L312-39 and D312-16).
5. Action for payment brought within two years of the first unremedied payment incident, failing which it is time-barred (article R312-35).

## Accounting

- Lender: receivable at amortised cost under IFRS 9, with arrangement fees and commissions paid to intermediaries included in the effective interest rate
- Individual borrower: no accounts

## Key point

An attractive borrowing rate is not enough: the APR, which includes fees and mandatory insurance, is what allows offers to be compared and what is tested against the usury ceiling.`,
  },
  {
    id: "credit-renouvelable",
    category: "Métiers du Crédit",
    title: "Crédit renouvelable : fonctionnement et encadrement",
    titleEn: "Revolving credit: how it works and how it is regulated",
    description:
      "La réserve d'argent reconstituable, ses règles issues de la loi Lagarde de 2010, les obligations annuelles du prêteur et les risques pour le client.",
    descriptionEn:
      "The replenishable credit reserve, its rules stemming from the 2010 Lagarde Act, the lender's annual obligations and the risks for the customer.",
    status: "validated",
    viewCount: 158,
    content: `# Crédit renouvelable : fonctionnement et encadrement

Le crédit renouvelable met à la disposition de l'emprunteur une **réserve d'argent** utilisable en une ou plusieurs fois, qui se reconstitue au fur et à mesure des remboursements. Souvent associé à une carte de crédit ou proposé en magasin, il est régi par les articles L312-57 et suivants du Code de la consommation, profondément réformés par la loi n° 2010-737 du 1er juillet 2010 (loi Lagarde).

## Pour qui

- Besoins de trésorerie ponctuels et de faible montant
- Clients capables de rembourser rapidement chaque utilisation
- À déconseiller pour financer un bien durable : un prêt amortissable ou un crédit affecté coûte en général moins cher

## Règles de fonctionnement

- Contrat d'une durée d'un an, reconductible ; le prêteur informe l'emprunteur des conditions de reconduction trois mois avant l'échéance (article L312-65)
- Chaque échéance comprend un remboursement minimal du capital, et chaque utilisation est remboursée en 36 mois au plus si le montant total du crédit consenti est inférieur ou égal à 3 000 euros, en 60 mois au-delà (décret n° 2011-304 du 22 mars 2011)
- Un contrat resté inutilisé pendant un an est résilié à son échéance si l'emprunteur ne confirme pas la reconduction (article L312-66)
- Relevé mensuel détaillant les utilisations, le capital restant dû et le coût du crédit

## Obligations du prêteur

1. Au point de vente ou à distance, pour un achat de plus de 1 000 euros, proposer aussi une offre de crédit amortissable (article L312-62).
2. Consulter le FICP chaque année avant la reconduction et vérifier la solvabilité tous les trois ans (article L312-75).
3. Réduire le montant disponible ou suspendre le droit d'utilisation si la solvabilité se dégrade, après en avoir informé l'emprunteur (article L312-76).
4. Ne pas subordonner un avantage commercial, comme une remise liée à une carte de fidélité, à l'utilisation du crédit.
5. Appliquer un TAEG inférieur au seuil de l'usure de la tranche de montant.

## Risques pour le client

- Coût élevé lorsque la réserve est utilisée en permanence
- Empilement de plusieurs réserves ouvertes, qui augmente la dette potentielle
- Place importante dans les dossiers de surendettement : la Banque de France publie chaque année la composition de l'endettement des ménages surendettés

## Comptabilisation

En IFRS 9, le prêteur comptabilise l'encours utilisé au coût amorti. La partie non utilisée est un engagement de financement hors bilan qui porte, elle aussi, une perte de crédit attendue.

Pour les contrats conclus à compter du 20 novembre 2026, vérifiez les règles et la numérotation issues de l'ordonnance n° 2025-880 du 3 septembre 2025.`,
    contentEn: `# Revolving credit: how it works and how it is regulated

Crédit renouvelable (revolving credit) gives the borrower a **credit reserve** that can be drawn in one or several instalments and is replenished as repayments are made. Often linked to a credit card or offered in-store, it is governed by articles L312-57 et seq. of the Code de la consommation (French Consumer Code), thoroughly reformed by Act No 2010-737 of 1 July 2010 (the Lagarde Act).

## Who it suits

- Occasional, small cash needs
- Customers able to repay each drawing quickly
- Not advisable to finance a durable asset: an amortising loan or linked credit is generally cheaper

## Operating rules

- One-year contract, renewable; the lender informs the borrower of the renewal terms three months before the anniversary (article L312-65)
- Each instalment includes a minimum capital repayment, and each drawing is repaid within 36 months at most if the total amount of credit granted is 3,000 euros or less, within 60 months above that (decree No 2011-304 of 22 March 2011)
- A contract left unused for one year is terminated at its anniversary if the borrower does not confirm the renewal (article L312-66)
- Monthly statement showing drawings, outstanding principal and the cost of credit

## Lender obligations

1. At the point of sale or at a distance, for a purchase above 1,000 euros, also offer an amortising credit (article L312-62).
2. Consult the FICP register every year before renewal and check creditworthiness every three years (article L312-75).
3. Reduce the available amount or suspend the right to draw if creditworthiness deteriorates, after informing the borrower (article L312-76).
4. Do not make a commercial advantage, such as a loyalty-card discount, conditional on using the credit.
5. Apply an APR below the usury ceiling for the amount band.

## Risks for the customer

- High cost when the reserve is permanently drawn
- Stacking of several open reserves, which increases potential debt
- A large place in over-indebtedness cases: the Banque de France publishes every year the breakdown of over-indebted households' debts

## Accounting

Under IFRS 9, the lender recognises the drawn balance at amortised cost. The undrawn part is an off-balance-sheet loan commitment that also carries an expected credit loss.

For contracts concluded from 20 November 2026, check the rules and numbering resulting from ordonnance No 2025-880 of 3 September 2025.`,
  },
  {
    id: "cession-bail-leaseback",
    category: "Métiers du Crédit",
    title: "Cession-bail (leaseback) : montage, comptabilisation et fiscalité",
    titleEn: "Sale and leaseback: structuring, accounting and tax",
    description:
      "Comment une entreprise vend un bien à un crédit-bailleur pour le reprendre en location, à quoi sert l'opération et comment elle est traitée en normes françaises, en IFRS 16 et en fiscalité.",
    descriptionEn:
      "How a company sells an asset to a lessor and leases it back, what the transaction is for, and how it is treated under French GAAP, IFRS 16 and tax rules.",
    status: "validated",
    viewCount: 173,
    content: `# Cession-bail (leaseback) : montage, comptabilisation et fiscalité

Dans une cession-bail, une entreprise **vend** un bien qu'elle possède déjà (immeuble, matériel, flotte) à un crédit-bailleur, qui le lui **loue** immédiatement en crédit-bail avec option de rachat. L'entreprise garde l'usage du bien et transforme un actif immobilisé en trésorerie.

## Usages

- Financer le besoin en fonds de roulement ou une croissance externe
- Refinancer un actif acquis comptant
- Restructurer le bilan avant une transmission ou dans un plan de retournement

## Points d'analyse pour le financeur

1. Prix de cession fondé sur une expertise indépendante, jamais sur le besoin de trésorerie du client.
2. Solvabilité du preneur, à analyser avec prudence : l'opération est souvent demandée par des entreprises sous tension de trésorerie.
3. Qualité du bien : polyvalence, état, conformité, liquidité en cas de reprise.
4. Situation juridique : absence de sûretés sur le bien, mainlevée des inscriptions avant la vente.
5. Risque d'annulation en période suspecte si le vendeur tombe en procédure collective et que le prix est notablement déséquilibré (article L632-1 du Code de commerce).

## Normes françaises

Dans les comptes sociaux, le vendeur constate la cession et sa plus-value, puis les loyers en charges. Dans les comptes consolidés, le règlement ANC n° 2020-01 impose de retraiter la cession-bail comme le crédit-bail : le bien reste à l'actif pour sa valeur d'origine et la plus-value est éliminée.

## IFRS 16

La comptabilisation dépend de l'existence d'une vente au sens d'IFRS 15 (IFRS 16 §98–103) :

- **si le transfert est une vente**, le vendeur-preneur comptabilise un droit d'utilisation égal à la quote-part conservée de la valeur comptable antérieure et ne constate le résultat que sur les droits transférés (§100) ;
- **si ce n'est pas une vente**, le vendeur conserve le bien et comptabilise une dette financière selon IFRS 9, et l'acheteur-bailleur un actif financier (§103).

Une option de rachat au profit du vendeur, caractéristique du crédit-bail, empêche en général de conclure à une vente (IFRS 15 §B66). L'amendement sur l'obligation locative découlant d'une cession-bail, applicable depuis le 1er janvier 2024, précise l'évaluation ultérieure de la dette du vendeur-preneur.

## Fiscalité

La plus-value de cession est imposable dans les conditions de droit commun. Un régime temporaire d'étalement sur la durée du contrat, dans la limite de 15 ans, a existé pour les immeubles (article 39 novodecies du CGI, dans sa dernière version issue de la loi de finances pour 2021, pour des cessions réalisées entre le 1er janvier 2021 et le 30 juin 2023). Vérifiez l'existence d'un dispositif en vigueur avant d'en parler à un client.

## À retenir

La cession-bail est un financement adossé à un actif : elle se décide sur la capacité du preneur à payer les loyers, la valeur du bien ne servant qu'à limiter la perte.`,
    contentEn: `# Sale and leaseback: structuring, accounting and tax

In a cession-bail (sale and leaseback), a company **sells** an asset it already owns (property, equipment, fleet) to a lessor, which immediately **leases** it back under a finance lease with a repurchase option. The company keeps the use of the asset and turns a fixed asset into cash.

## Uses

- Financing working capital or an acquisition
- Refinancing an asset bought for cash
- Restructuring the balance sheet before a business transfer or as part of a turnaround plan

## Points of analysis for the lender

1. Sale price based on an independent valuation, never on the customer's cash needs.
2. The lessee's creditworthiness, to be analysed with caution: the transaction is often requested by companies under cash strain.
3. Quality of the asset: versatility, condition, compliance, liquidity on repossession.
4. Legal position: no security over the asset, release of registrations before the sale.
5. Risk of avoidance during the hardening period if the seller enters insolvency proceedings and the price is significantly unbalanced (article L632-1 of the Code de commerce, the French Commercial Code).

## French GAAP

In the statutory accounts, the seller records the disposal and its gain, then the rents as expenses. In the consolidated accounts, ANC Regulation No 2020-01 requires the sale and leaseback to be restated like a finance lease: the asset stays on the balance sheet at its original value and the gain is eliminated.

## IFRS 16

The accounting depends on whether there is a sale within the meaning of IFRS 15 (IFRS 16 §98–103):

- **if the transfer is a sale**, the seller-lessee recognises a right-of-use asset equal to the retained proportion of the previous carrying amount and recognises a gain or loss only on the rights transferred (§100);
- **if it is not a sale**, the seller keeps the asset and recognises a financial liability under IFRS 9, and the buyer-lessor a financial asset (§103).

A repurchase option in favour of the seller, typical of a finance lease, generally prevents the transfer from being a sale (IFRS 15 §B66). The amendment on lease liability in a sale and leaseback, applicable since 1 January 2024, clarifies the subsequent measurement of the seller-lessee's liability.

## Tax

The gain on disposal is taxable under the ordinary rules. A temporary regime spreading the gain over the contract term, up to 15 years, existed for buildings (article 39 novodecies of the CGI, the French General Tax Code, in its latest version from the 2021 Finance Act, for disposals made between 1 January 2021 and 30 June 2023). Check whether any scheme is in force before mentioning it to a customer.

## Key point

Sale and leaseback is asset-backed financing: it is decided on the lessee's ability to pay the rents, the asset's value serving only to limit the loss.`,
  },
  {
    id: "credit-bail-syndique-cofinancement",
    category: "Métiers du Crédit",
    title: "Crédit-bail en pool et cofinancement : organisation et conventions",
    titleEn: "Syndicated and co-financed leasing: organisation and agreements",
    description:
      "Comment plusieurs financeurs partagent un grand contrat de crédit-bail, par copropriété du bien, sous-participation ou cofinancement, et ce que doit prévoir la convention qui les lie.",
    descriptionEn:
      "How several lenders share a large finance lease through joint ownership of the asset, sub-participation or co-financing, and what the agreement between them must provide.",
    status: "validated",
    viewCount: 96,
    content: `# Crédit-bail en pool et cofinancement : organisation et conventions

Au-delà d'un certain montant, un seul financeur ne peut ou ne veut porter tout le risque d'un contrat : plateforme logistique, matériel ferroviaire, ligne de production. Plusieurs établissements se répartissent alors l'opération.

## Les formes de partage

- **Pool de crédit-bailleurs** : les participants achètent ensemble le bien, dont ils deviennent copropriétaires indivis au prorata de leur quote-part, et sont tous parties au contrat avec le preneur ; un chef de file coordonne.
- **Sous-participation** : un seul bailleur signe avec le client et transfère à des participants une part du risque, sous forme de garantie, ou du financement, sous forme d'avance.
- **Cofinancement** : crédit-bail et prêt bancaire financent chacun une partie du projet, par exemple le terrain par prêt et la construction par crédit-bail.
- **Garantie d'un tiers** : Bpifrance ou un fonds public couvre une quote-part de la perte, contre une commission.

## La convention de pool

1. Quotes-parts de chaque participant et conditions de cession de ces quotes-parts.
2. Rôle et rémunération du chef de file et de l'agent : négociation, documentation, encaissement et répartition des loyers.
3. Règles de décision : unanimité pour les modifications essentielles (durée, loyers, sûretés), majorité qualifiée pour les autres.
4. Organisation de l'indivision sur le bien, par une convention d'indivision (articles 1873-1 et suivants du Code civil).
5. Défaut : déclenchement de la résiliation, pilotage du recouvrement, partage des frais et des récupérations au prorata.
6. Fin de contrat : levée de l'option, ou vente du bien et répartition du prix.

## Analyse du risque par chaque participant

- Chaque participant reste responsable de sa propre décision de crédit, même s'il s'appuie sur le mémorandum du chef de file
- L'exposition totale sur le groupe du preneur inclut les quotes-parts détenues en pool
- La solidité juridique des garanties et la publicité du contrat sont vérifiées par chacun

## Comptabilisation

Chaque participant enregistre sa quote-part du bien ou de la créance. En sous-participation, le bailleur signataire ne décomptabilise sa créance en IFRS 9 que si les conditions d'un accord de transfert des flux de trésorerie sont remplies (IFRS 9 §3.2.5) et si les risques et avantages sont transférés.

## Points de vigilance

- Retards de l'agent dans la répartition des loyers
- Désaccords entre participants au moment d'un défaut, qui retardent la reprise du bien
- Clauses de défaut croisé avec les autres financements du preneur, à recenser dès la mise en place`,
    contentEn: `# Syndicated and co-financed leasing: organisation and agreements

Above a certain amount, a single lender cannot or will not bear the whole risk of a contract: a logistics hub, rolling stock, a production line. Several institutions then share the transaction.

## Forms of sharing

- **Pool of lessors**: the participants buy the asset together, becoming joint owners in undivided shares in proportion to their stake, and are all parties to the contract with the lessee; an arranger coordinates.
- **Sub-participation**: a single lessor signs with the customer and transfers to participants a share of the risk, as a guarantee, or of the funding, as an advance.
- **Co-financing**: a finance lease and a bank loan each finance part of the project, for example the land through a loan and the building through a finance lease.
- **Third-party guarantee**: Bpifrance (the French public investment bank) or a public fund covers a share of the loss, against a fee.

## The pool agreement

1. Each participant's share and the conditions for transferring it.
2. Role and remuneration of the arranger and the agent: negotiation, documentation, collection and distribution of rents.
3. Decision rules: unanimity for essential changes (term, rents, security), qualified majority for the rest.
4. Organisation of joint ownership of the asset, through a joint ownership agreement (articles 1873-1 et seq. of the Code civil, the French Civil Code).
5. Default: triggering termination, managing recovery, sharing costs and recoveries pro rata.
6. End of contract: exercise of the option, or sale of the asset and distribution of the price.

## Risk analysis by each participant

- Each participant remains responsible for its own credit decision, even if it relies on the arranger's memorandum
- Total exposure to the lessee's group includes the shares held in pools
- The legal soundness of the security and the registration of the contract are checked by each participant

## Accounting

Each participant records its share of the asset or receivable. In a sub-participation, the signing lessor derecognises its receivable under IFRS 9 only if the conditions of a pass-through arrangement are met (IFRS 9 §3.2.5) and the risks and rewards are transferred.

## Points of attention

- Delays by the agent in distributing rents
- Disagreements between participants when a default occurs, which delay repossession of the asset
- Cross-default clauses with the lessee's other financing, to be listed from the outset`,
  },
  {
    id: "financement-stocks-floor-plan",
    category: "Métiers du Crédit",
    title: "Financement de stocks des distributeurs (floor plan)",
    titleEn: "Dealer stock financing (floor plan)",
    description:
      "Comment un financeur porte le stock de véhicules ou de matériels d'un distributeur, avec les garanties du constructeur, les contrôles de stock et le traitement comptable.",
    descriptionEn:
      "How a lender carries a dealer's stock of vehicles or equipment, with the manufacturer's guarantees, stock audits and the accounting treatment.",
    status: "validated",
    viewCount: 87,
    content: `# Financement de stocks des distributeurs (floor plan)

Le *floor plan* finance le stock d'un distributeur (concession automobile, poids lourds, matériel agricole ou de travaux publics) entre la livraison par le constructeur et la revente au client final. Il est souvent proposé par la captive financière du constructeur ou par une banque partenaire.

## Fonctionnement

1. Le constructeur livre le bien au distributeur et facture ; le financeur paie le constructeur.
2. Le distributeur dispose d'une ligne de crédit, avec un plafond par catégorie de stock : neuf, démonstration, occasion.
3. Des intérêts courent sur chaque bien financé, parfois après une période gratuite prise en charge par le constructeur.
4. À la vente au client final, le distributeur rembourse le financement du bien dans le délai de quelques jours fixé par la convention.
5. Pour les biens d'occasion et de démonstration, des remboursements partiels progressifs (*curtailments*) s'appliquent si le bien reste invendu au-delà d'un certain délai.

## Pour qui

- Distributeurs dont le stock représente l'essentiel de l'actif circulant
- Constructeurs qui veulent garantir la présence de leurs produits dans leur réseau
- Marchés où la rotation du stock est mesurable et suivie

## Garanties

- Sûreté sur le stock : gage de droit commun (article 2333 du Code civil) ou gage des stocks du Code de commerce (articles L527-1 et suivants), au choix des parties depuis la réforme des sûretés de 2021
- Réserve de propriété du constructeur transmise au financeur, ou conservation des documents nécessaires à l'immatriculation jusqu'au remboursement
- Engagement de rachat du stock par le constructeur en cas de défaillance du distributeur
- Caution des dirigeants ou de la société holding

## Contrôles

1. Audits de stock physiques et inopinés, avec rapprochement des numéros de série.
2. Détection des biens vendus mais non remboursés (*sold out of trust*), principal risque de fraude.
3. Suivi de l'âge du stock et des remboursements progressifs.
4. Analyse financière régulière du distributeur et de sa rentabilité.

## Comptabilisation

- Distributeur : stock à l'actif, dette financière au passif, intérêts en charges financières. En IFRS, les conditions d'achat et la réserve de propriété sont analysées pour savoir si le contrôle du stock a été transféré au distributeur (IFRS 15).
- Financeur : créance au coût amorti (IFRS 9), dépréciée selon le modèle des pertes attendues.

## Signaux d'alerte

- Stock vieillissant ou en forte hausse sans hausse des ventes
- Retards de remboursement après vente
- Écarts répétés lors des audits de stock`,
    contentEn: `# Dealer stock financing (floor plan)

*Floor plan* financing funds a dealer's stock (car, truck, agricultural or construction equipment dealership) between delivery by the manufacturer and resale to the end customer. It is often offered by the manufacturer's captive finance company or by a partner bank.

## How it works

1. The manufacturer delivers the asset to the dealer and invoices; the lender pays the manufacturer.
2. The dealer has a credit line, with a limit per stock category: new, demonstrator, used.
3. Interest accrues on each financed asset, sometimes after an interest-free period borne by the manufacturer.
4. On sale to the end customer, the dealer repays the financing of that asset within the few days set in the agreement.
5. For used and demonstrator assets, progressive partial repayments (*curtailments*) apply if the asset remains unsold beyond a certain period.

## Who it suits

- Dealers whose stock makes up most of their current assets
- Manufacturers that want to ensure their products are present across their network
- Markets where stock turnover can be measured and monitored

## Security

- Security over the stock: ordinary pledge (article 2333 of the Code civil, the French Civil Code) or stock pledge under the Code de commerce (articles L527-1 et seq.), at the parties' choice since the 2021 security law reform
- Manufacturer's retention of title passed to the lender, or retention of the documents needed for registration until repayment
- Manufacturer's undertaking to buy back the stock if the dealer defaults
- Guarantee from the managers or the holding company

## Controls

1. Physical, unannounced stock audits, with reconciliation of serial numbers.
2. Detection of assets sold but not repaid (*sold out of trust*), the main fraud risk.
3. Monitoring of stock age and of progressive repayments.
4. Regular financial analysis of the dealer and its profitability.

## Accounting

- Dealer: stock as an asset, financial debt as a liability, interest as finance costs. Under IFRS, the purchase terms and retention of title are analysed to determine whether control of the stock has passed to the dealer (IFRS 15).
- Lender: receivable at amortised cost (IFRS 9), impaired under the expected credit loss model.

## Warning signals

- Ageing stock, or stock rising sharply without higher sales
- Late repayments after sale
- Repeated discrepancies in stock audits`,
  },
  {
    id: "leasing-vehicules-electriques",
    category: "Métiers du Crédit",
    title: "Leasing de véhicules électriques : batterie, valeur résiduelle et aides",
    titleEn: "Electric vehicle leasing: battery, residual value and incentives",
    description:
      "Les spécificités du financement locatif des véhicules électriques : risque batterie, incertitude sur la valeur résiduelle, aides publiques et obligations de verdissement des flottes.",
    descriptionEn:
      "What is specific to leasing electric vehicles: battery risk, residual value uncertainty, public incentives and fleet greening obligations.",
    status: "validated",
    viewCount: 281,
    content: `# Leasing de véhicules électriques : batterie, valeur résiduelle et aides

Le véhicule électrique se finance avec les mêmes produits que le thermique (LOA, LLD, crédit-bail), mais ses risques diffèrent : la batterie représente une part importante de sa valeur et son marché de l'occasion manque encore d'historique.

## Le risque batterie

- La capacité de la batterie diminue avec l'âge, les cycles de charge et les recharges rapides répétées
- Les constructeurs garantissent souvent la batterie plusieurs années avec un seuil minimal de capacité : conditions à lire modèle par modèle
- Un certificat d'état de santé de la batterie (*State of Health*, SoH) établi par un tiers sécurise la restitution et la revente
- Certaines offres séparent la location de la batterie de celle du véhicule, ce qui crée une composante distincte à comptabiliser

## Valeur résiduelle

1. Progrès technologiques rapides (autonomie, vitesse de recharge), qui déprécient les modèles anciens.
2. Baisses de prix du neuf décidées par les constructeurs, qui se répercutent sur l'occasion.
3. Dépendance aux aides publiques, dont la réduction modifie les prix de marché.
4. Manque d'historique de revente, qui rend les courbes de valeur résiduelle moins fiables.

Les réponses habituelles : valeurs résiduelles prudentes, engagements de reprise du constructeur, révision trimestrielle des grilles et dépréciation dès que la valeur attendue baisse (IFRS 16 §77 en location-financement, IAS 36 en location simple).

## Aides publiques

- Depuis le 1er juillet 2025, le bonus écologique est remplacé par une prime « coup de pouce véhicules particuliers électriques » financée par les certificats d'économies d'énergie (CEE), en application du décret n° 2025-606 du 30 juin 2025
- Le leasing social, réservé aux ménages modestes sous conditions de revenus et d'usage, a connu une première édition début 2024 et une deuxième ouverte le 30 septembre 2025, financée par les CEE
- Montants, plafonds de prix et score environnemental exigé changent souvent : vérifiez-les sur les sites officiels avant toute simulation

## Flottes d'entreprise

La loi de finances pour 2025 (article 28) a remplacé les quotas de verdissement des flottes par une taxe annuelle incitative due par les entreprises disposant de plus de 100 véhicules légers qui n'intègrent pas assez de véhicules à faibles émissions. Son tarif par véhicule manquant est fixé à 2 000 € pour 2025, 4 000 € pour 2026 et 5 000 € à partir de 2027 : vérifiez les règles en vigueur dans le Code des impositions sur les biens et services.

## Conseil au client

- Comparer le coût total d'usage (loyer, énergie, entretien, fiscalité) et non le seul loyer
- Vérifier l'accès à la recharge au domicile, au bureau et sur les trajets
- Adapter le kilométrage contractuel à l'usage réel, l'électrique étant rentable pour les gros rouleurs`,
    contentEn: `# Electric vehicle leasing: battery, residual value and incentives

Electric vehicles are financed with the same products as combustion vehicles (LOA, contract hire, finance lease), but their risks differ: the battery accounts for a large part of their value and the used-car market still lacks history.

## Battery risk

- Battery capacity declines with age, charging cycles and repeated fast charging
- Manufacturers often warrant the battery for several years with a minimum capacity threshold: read the terms model by model
- A battery state of health (*State of Health*, SoH) certificate issued by a third party secures the return and the resale
- Some offers rent the battery separately from the vehicle, which creates a separate component to account for

## Residual value

1. Fast technological progress (range, charging speed), which devalues older models.
2. Price cuts on new vehicles decided by manufacturers, which feed through to used prices.
3. Dependence on public incentives, whose reduction changes market prices.
4. Lack of resale history, which makes residual value curves less reliable.

The usual responses: prudent residual values, manufacturer buy-back commitments, quarterly review of the grids and impairment as soon as the expected value falls (IFRS 16 §77 for finance leases, IAS 36 for operating leases).

## Public incentives

- Since 1 July 2025, the bonus écologique (environmental bonus) has been replaced by a "coup de pouce véhicules particuliers électriques" premium funded by energy savings certificates (CEE), under decree No 2025-606 of 30 June 2025
- Social leasing, reserved for low-income households subject to income and usage conditions, had a first round in early 2024 and a second opened on 30 September 2025, funded by CEE
- Amounts, price caps and the required environmental score change often: check them on official websites before any simulation

## Company fleets

The 2025 Finance Act (article 28) replaced the fleet greening quotas with an annual incentive tax payable by companies with more than 100 light vehicles that do not take on enough low-emission vehicles. Its rate per missing vehicle is set at €2,000 for 2025, €4,000 for 2026 and €5,000 from 2027: check the rules in force in the Code des impositions sur les biens et services (French Code of taxes on goods and services).

## Advice to the customer

- Compare the total cost of use (rent, energy, maintenance, taxes), not the rent alone
- Check access to charging at home, at work and on regular routes
- Match the contractual mileage to actual use, electric vehicles paying off for high-mileage drivers`,
  },

  // ---------------------------------------------------------------------------
  // Tarification
  // ---------------------------------------------------------------------------
  {
    id: "calcul-loyer-leasing",
    category: "Métiers du Crédit",
    title: "Calcul d'un loyer de leasing : formule, valeur résiduelle et premier loyer majoré",
    titleEn: "Computing a lease rent: formula, residual value and first increased rent",
    description:
      "La formule d'annuité qui donne le loyer d'un crédit-bail ou d'une location, avec valeur résiduelle, premier loyer majoré, terme à échoir ou échu, et un exemple chiffré.",
    descriptionEn:
      "The annuity formula that gives the rent of a finance lease or rental, with residual value, first increased rent, payment in advance or in arrears, and a worked example.",
    status: "validated",
    viewCount: 389,
    content: `# Calcul d'un loyer de leasing : formule, valeur résiduelle et premier loyer majoré

Le loyer est calculé pour que la **valeur actualisée de tous les flux reçus par le bailleur**, loyers et valeur résiduelle, soit égale au **montant financé**, au taux de rendement visé.

## Notations

- P : montant financé hors taxes (prix du bien et frais financés)
- n : nombre de loyers
- i : taux périodique, soit le taux annuel divisé par 12 pour des loyers mensuels (taux proportionnel)
- VR : valeur résiduelle (prix de l'option d'achat ou valeur de revente attendue), encaissée à la fin du contrat
- L : loyer constant

## Formules

1. **Terme échu**, loyer payé en fin de période : L = (P − VR / (1 + i)^n) × i / (1 − (1 + i)^−n).
2. **Terme à échoir**, loyer payé en début de période, usage le plus courant en leasing : loyer à terme échu divisé par (1 + i).
3. **Premier loyer majoré** F payé à la mise en loyers, suivi de n − 1 loyers constants payés en début de chaque période suivante : L = (P − F − VR / (1 + i)^n) × i / (1 − (1 + i)^−(n − 1)).

## Exemple chiffré

Matériel de 100 000 € HT, 60 loyers mensuels, taux annuel de 6 % (soit 0,5 % par mois), valeur résiduelle de 2 000 € (2 %) :

- terme échu : 1 904,61 € par mois ;
- terme à échoir : 1 895,14 € par mois ;
- premier loyer majoré de 10 000 € puis 59 loyers à échoir : 1 736,17 € par mois.

Le terme à échoir réduit le loyer parce que le bailleur encaisse chaque loyer une période plus tôt. Le premier loyer majoré réduit à la fois le loyer et l'exposition du bailleur dès la mise en place.

## Ce qui s'ajoute au loyer financier

- TVA, facturée sur chaque loyer
- Prestations de services (entretien, assurance), facturées à part ou intégrées dans un loyer global
- Frais de dossier et loyer intercalaire couvrant la période entre la livraison et la première échéance du calendrier

## Points de vigilance

- Utiliser la même convention de taux, proportionnel ou actuariel, dans l'outil de cotation et dans le système de gestion
- Arrondir le loyer au centime et recalculer le taux réel qui en résulte
- Documenter la valeur résiduelle retenue : une valeur élevée baisse le loyer mais transfère un risque au bailleur
- Vérifier que la durée ne dépasse pas la durée d'usage économique du bien`,
    contentEn: `# Computing a lease rent: formula, residual value and first increased rent

The rent is computed so that the **present value of all cash flows received by the lessor**, rents and residual value, equals the **amount financed**, at the target rate of return.

## Notation

- P: amount financed excluding VAT (asset price and financed fees)
- n: number of rents
- i: periodic rate, i.e. the annual rate divided by 12 for monthly rents (proportional rate)
- RV: residual value (purchase option price or expected resale value), received at the end of the contract
- L: constant rent

## Formulas

1. **In arrears**, rent paid at the end of each period: L = (P − RV / (1 + i)^n) × i / (1 − (1 + i)^−n).
2. **In advance**, rent paid at the start of each period, the most common practice in leasing: the rent in arrears divided by (1 + i).
3. **First increased rent** F paid at commencement, followed by n − 1 constant rents paid at the start of each following period: L = (P − F − RV / (1 + i)^n) × i / (1 − (1 + i)^−(n − 1)).

## Worked example

Equipment of €100,000 excluding VAT, 60 monthly rents, annual rate of 6% (i.e. 0.5% per month), residual value of €2,000 (2%):

- in arrears: €1,904.61 per month;
- in advance: €1,895.14 per month;
- first increased rent of €10,000 then 59 rents in advance: €1,736.17 per month.

Payment in advance lowers the rent because the lessor receives each rent one period earlier. The first increased rent lowers both the rent and the lessor's exposure from the outset.

## What is added to the financing rent

- VAT, charged on each rent
- Services (maintenance, insurance), invoiced separately or included in an all-in rent
- Arrangement fees and an interim rent covering the period between delivery and the first scheduled due date

## Points of attention

- Use the same rate convention, proportional or actuarial, in the quoting tool and in the contract management system
- Round the rent to the cent and recompute the resulting actual rate
- Document the residual value used: a high value lowers the rent but shifts a risk to the lessor
- Check that the term does not exceed the asset's economic useful life`,
  },
  {
    id: "taeg-calcul-composantes",
    category: "Métiers du Crédit",
    title: "TAEG : calcul, composantes et exemple",
    titleEn: "APR (TAEG): calculation, components and example",
    description:
      "Ce que mesure le taux annuel effectif global, les coûts qu'il inclut et exclut selon le Code de la consommation, sa formule de calcul et un exemple chiffré.",
    descriptionEn:
      "What the annual percentage rate of charge measures, the costs it includes and excludes under the French Consumer Code, how it is calculated and a worked example.",
    status: "validated",
    viewCount: 333,
    content: `# TAEG : calcul, composantes et exemple

Le taux annuel effectif global (TAEG) exprime le **coût total du crédit pour l'emprunteur** en pourcentage annuel du montant emprunté. Il permet de comparer les offres et sert de référence pour le contrôle de l'usure. Il est défini par les articles L314-1 et suivants et R314-1 et suivants du Code de la consommation, qui reprennent la directive 2008/48/CE.

## Coûts inclus

- Intérêts
- Frais de dossier
- Commissions, y compris celles d'un intermédiaire de crédit payées par l'emprunteur
- Coût de l'assurance emprunteur lorsqu'elle est exigée pour obtenir le crédit
- Frais de garantie exigés (caution, hypothèque)
- Frais d'ouverture et de tenue d'un compte lorsque ce compte est obligatoire

## Coûts exclus

- Frais dus en cas de manquement de l'emprunteur, comme les pénalités de retard
- Frais, autres que le prix d'achat, que le consommateur paie de toute façon lors d'un achat, comptant ou à crédit
- Assurances facultatives

## La formule

Le TAEG est le taux T qui égalise la valeur actualisée des montants mis à disposition, nets des frais retenus au départ, et la valeur actualisée des remboursements et frais payés par l'emprunteur. Chaque flux est actualisé par (1 + T) élevé à la puissance de sa date exprimée en années. Pour des échéances mensuelles, on résout : montant net reçu = somme des échéances k divisées par (1 + T)^(k/12). Le résultat est exprimé avec au moins une décimale.

## Exemple chiffré

Prêt de 10 000 € sur 48 mois au taux débiteur de 6 %, mensualité de 234,85 €, frais de dossier de 150 € :

1. sans frais, le TAEG serait de 6,17 %, sous l'effet de la capitalisation mensuelle ;
2. avec les frais de dossier, il atteint 6,99 % ;
3. avec en plus une assurance obligatoire de 5 € par mois, il passe à 8,16 %.

## Contrôles à mettre en place

1. Recalcul indépendant du TAEG pour chaque barème et chaque offre type.
2. Vérification que tous les frais obligatoires sont inclus, y compris ceux facturés par des partenaires.
3. Comparaison au seuil de l'usure de la catégorie, à la date de l'offre.
4. Mise à jour des exemples représentatifs dans la publicité.

## TAEG et location

En LOA, l'information du consommateur porte sur les loyers, le prix de l'option et le coût total ; l'application de l'usure aux opérations de location doit être confirmée par la conformité. Pour les contrats conclus à compter du 20 novembre 2026, vérifiez les règles issues de l'ordonnance n° 2025-880 du 3 septembre 2025, qui transpose la directive (UE) 2023/2225.`,
    contentEn: `# APR (TAEG): calculation, components and example

The taux annuel effectif global (TAEG, annual percentage rate of charge or APR) expresses the **total cost of credit to the borrower** as an annual percentage of the amount borrowed. It allows offers to be compared and is the reference for usury checks. It is defined by articles L314-1 et seq. and R314-1 et seq. of the Code de la consommation (French Consumer Code), which take over Directive 2008/48/EC.

## Costs included

- Interest
- Arrangement fees
- Commissions, including those of a credit intermediary paid by the borrower
- Cost of borrower insurance when it is required to obtain the credit
- Required security costs (guarantee, mortgage)
- Costs of opening and maintaining an account when that account is mandatory

## Costs excluded

- Charges payable if the borrower fails to meet its obligations, such as late-payment penalties
- Charges, other than the purchase price, that the consumer pays anyway when buying, whether in cash or on credit
- Optional insurance

## The formula

The APR is the rate T that equates the present value of the amounts made available, net of fees deducted at the outset, with the present value of the repayments and charges paid by the borrower. Each cash flow is discounted by (1 + T) raised to the power of its date expressed in years. For monthly instalments, solve: net amount received = sum of instalments k divided by (1 + T)^(k/12). The result is expressed with at least one decimal place.

## Worked example

Loan of €10,000 over 48 months at a borrowing rate of 6%, monthly instalment of €234.85, arrangement fee of €150:

1. without fees, the APR would be 6.17%, because of monthly compounding;
2. with the arrangement fee, it reaches 6.99%;
3. with mandatory insurance of €5 per month on top, it rises to 8.16%.

## Controls to put in place

1. Independent recalculation of the APR for each rate grid and each standard offer.
2. Check that all mandatory charges are included, including those invoiced by partners.
3. Comparison with the usury ceiling for the category, at the date of the offer.
4. Update of the representative examples in advertising.

## APR and leasing

For an LOA (lease with purchase option), consumer information covers the rents, the option price and the total cost; whether usury rules apply to leasing transactions must be confirmed by compliance. For contracts concluded from 20 November 2026, check the rules resulting from ordonnance No 2025-880 of 3 September 2025, which transposes Directive (EU) 2023/2225.`,
  },
  {
    id: "cout-refinancement-adossement",
    category: "Métiers du Crédit",
    title: "Coût de refinancement et adossement d'un portefeuille de crédit et de leasing",
    titleEn: "Funding cost and matched funding of a credit and leasing portfolio",
    description:
      "D'où vient l'argent prêté par un établissement de crédit-bail ou de crédit, comment se calcule le coût de refinancement d'un contrat et comment l'adossement protège la marge contre les variations de taux.",
    descriptionEn:
      "Where a leasing or credit institution's money comes from, how the funding cost of a contract is computed and how matched funding protects the margin against rate movements.",
    status: "validated",
    viewCount: 142,
    content: `# Coût de refinancement et adossement d'un portefeuille de crédit et de leasing

Un contrat à taux fixe sur cinq ans financé par des ressources à taux variable expose l'établissement à une hausse des taux qui peut effacer sa marge. Le coût de refinancement (*funding cost*) et l'adossement sont donc les premières briques de la tarification.

## Sources de refinancement

- Dépôts de la clientèle, pour les banques
- Refinancement par la maison mère, fréquent pour les captives et les filiales spécialisées
- Émissions obligataires et titres de créances négociables
- Titrisation de créances de crédit ou de leasing, par exemple automobiles
- Lignes bancaires bilatérales ou syndiquées

## Calcul du coût de refinancement d'un contrat

1. Déterminer le profil d'amortissement de l'encours et sa durée moyenne pondérée, plus courte que la durée du contrat.
2. Lire le taux de swap correspondant à cette durée (référence Euribor ou €STR).
3. Ajouter la marge de liquidité de l'établissement pour cette durée, issue de son coût d'émission ou du barème interne.
4. Ajouter le coût des réserves de liquidité réglementaires (LCR, NSFR) attribué à l'activité.

Le résultat est le **taux de cession interne** (*funds transfer pricing*, FTP) que la trésorerie facture au métier.

## Adossement

- **Adossement en taux** : financer les contrats à taux fixe par des ressources à taux fixe, ou couvrir l'écart par des swaps de taux
- **Adossement en liquidité** : aligner l'échéancier des ressources sur celui de l'encours
- **Suivi des impasses** : gaps de taux et de liquidité par tranche de maturité, avec des limites approuvées par le comité actif-passif
- **Options implicites** : remboursements anticipés et levées d'option avant terme modifient l'échéancier et doivent être modélisés

## Encadrement prudentiel

Le risque de taux du portefeuille bancaire est encadré par les orientations de l'EBA sur l'IRRBB (EBA/GL/2022/14, applicables depuis le 30 juin 2023), et la liquidité par les ratios LCR et NSFR du règlement (UE) n° 575/2013. Les sociétés de financement appliquent un régime national adapté : vérifiez le texte applicable à l'entité.

## Donner un chiffre

Le coût de refinancement varie avec les taux de marché et la signature de l'établissement. Il se lit chaque jour sur les courbes de marché et dans la grille de prix de transfert publiée par la trésorerie. Ne citez jamais un taux dans une présentation sans indiquer sa date et sa source.

## Erreurs fréquentes

- Prendre la durée du contrat au lieu de la durée moyenne de l'encours
- Oublier le coût de la liquidité dans un environnement de taux bas
- Ne pas répercuter sur les offres en cours de validité une hausse rapide des taux`,
    contentEn: `# Funding cost and matched funding of a credit and leasing portfolio

A five-year fixed-rate contract funded with floating-rate resources exposes the institution to a rate rise that can wipe out its margin. Funding cost and matched funding are therefore the first building blocks of pricing.

## Funding sources

- Customer deposits, for banks
- Funding from the parent company, common for captives and specialised subsidiaries
- Bond issues and negotiable debt securities
- Securitisation of credit or lease receivables, for example car loans and leases
- Bilateral or syndicated bank lines

## Computing the funding cost of a contract

1. Determine the amortisation profile of the outstanding balance and its weighted average life, shorter than the contract term.
2. Read the swap rate for that maturity (Euribor or €STR reference).
3. Add the institution's liquidity spread for that maturity, from its issuance cost or the internal grid.
4. Add the cost of regulatory liquidity buffers (LCR, NSFR) allocated to the business.

The result is the **funds transfer pricing** (FTP) rate that the treasury charges to the business line.

## Matched funding

- **Interest rate matching**: fund fixed-rate contracts with fixed-rate resources, or hedge the gap with interest rate swaps
- **Liquidity matching**: align the maturity schedule of resources with that of the outstanding balance
- **Gap monitoring**: interest rate and liquidity gaps by maturity bucket, with limits approved by the asset-liability committee
- **Embedded options**: early repayments and early exercise of purchase options change the schedule and must be modelled

## Prudential framework

Interest rate risk in the banking book is governed by the EBA Guidelines on IRRBB (EBA/GL/2022/14, applicable since 30 June 2023), and liquidity by the LCR and NSFR ratios of Regulation (EU) No 575/2013. Financing companies (sociétés de financement) apply an adapted national regime: check the text applicable to the entity.

## Quoting a figure

The funding cost varies with market rates and the institution's credit standing. It can be read daily from market curves and from the transfer pricing grid published by the treasury. Never quote a rate in a presentation without stating its date and source.

## Common mistakes

- Using the contract term instead of the average life of the outstanding balance
- Forgetting the cost of liquidity in a low-rate environment
- Failing to pass a rapid rate rise through to offers still open for acceptance`,
  },
  {
    id: "tarification-marge-cout-risque",
    category: "Métiers du Crédit",
    title: "Tarification : marge, coût du risque et rentabilité des fonds propres",
    titleEn: "Pricing: margin, cost of risk and return on capital",
    description:
      "Comment se construit le taux client d'un crédit ou d'un leasing à partir du coût de refinancement, du coût du risque, des frais de gestion et de la rémunération des fonds propres, avec un exemple chiffré.",
    descriptionEn:
      "How the customer rate of a loan or lease is built from the funding cost, the cost of risk, operating costs and the return on capital, with a worked example.",
    status: "validated",
    viewCount: 265,
    content: `# Tarification : marge, coût du risque et rentabilité des fonds propres

Le taux proposé au client doit couvrir tous les coûts du contrat et rémunérer les fonds propres qu'il immobilise. Chaque brique se calcule séparément, ce qui permet d'expliquer un prix et de repérer un dossier non rentable.

## Les briques du taux client

| Brique | Contenu |
|---|---|
| Coût de refinancement | Taux de cession interne pour la durée moyenne de l'encours |
| Coût du risque | Perte attendue annuelle : probabilité de défaut × perte en cas de défaut |
| Coûts opérationnels | Acquisition, gestion, recouvrement, systèmes |
| Coûts d'apport | Commissions versées aux partenaires et prescripteurs |
| Rémunération des fonds propres | Fonds propres alloués × rentabilité visée |
| Marge commerciale | Ajustement selon la concurrence et la relation client |

## Coût du risque

- Perte attendue = PD × LGD × exposition, exprimée en pourcentage annuel de l'encours moyen
- En leasing, la LGD tient compte de la revente du bien repris, ce qui la réduit fortement pour les biens liquides
- La perte attendue de tarification n'est pas la provision IFRS 9 : elle se calcule sur un cycle complet, alors que la provision dépend du stage et des scénarios macroéconomiques

## Rémunération des fonds propres

Les fonds propres alloués dépendent des actifs pondérés (RWA). En approche standard du règlement (UE) n° 575/2013, une exposition sur la clientèle de détail est ainsi pondérée en général à 75 % (article 123), sous conditions. Le coût est le produit des fonds propres alloués par la rentabilité exigée, diminué du produit de placement de ces fonds propres.

## Exemple illustratif

Crédit-bail à une petite entreprise, hypothèses annuelles avant impôt sur l'encours moyen :

1. Refinancement : 3,00 %.
2. Coût du risque : PD de 1,5 % × LGD de 35 % = 0,53 %.
3. Coûts opérationnels : 0,70 %.
4. Fonds propres : 75 % × 11 % de ratio cible = 8,25 % de l'encours ; avec 12 % de rentabilité visée et 3,00 % de produit de placement, le coût est 8,25 % × 9 % = 0,74 %.
5. Taux minimal : 3,00 + 0,53 + 0,70 + 0,74 = 4,97 %, avant marge commerciale.

Ces chiffres sont des hypothèses de démonstration, à remplacer par les paramètres de l'établissement à la date de l'étude.

## RAROC

RAROC = (produits − coût de refinancement − coûts opérationnels − perte attendue) / fonds propres alloués. Il se compare au seuil de rentabilité fixé par la direction ; un dossier sous le seuil se justifie par la relation globale ou se refuse.

## Contraintes

- Seuil de l'usure pour les crédits aux particuliers : le TAEG ne peut le dépasser, quel que soit le prix calculé
- Appétit au risque : un prix élevé ne compense pas un risque hors politique
- Revue des barèmes au moins trimestrielle, et à chaque mouvement significatif des taux`,
    contentEn: `# Pricing: margin, cost of risk and return on capital

The rate offered to the customer must cover all the costs of the contract and remunerate the capital it ties up. Each building block is computed separately, which makes it possible to explain a price and to spot an unprofitable deal.

## Building blocks of the customer rate

| Block | Content |
|---|---|
| Funding cost | Transfer pricing rate for the average life of the outstanding balance |
| Cost of risk | Annual expected loss: probability of default × loss given default |
| Operating costs | Acquisition, servicing, collections, systems |
| Origination costs | Commissions paid to partners and introducers |
| Return on capital | Allocated capital × target return |
| Commercial margin | Adjustment for competition and the customer relationship |

## Cost of risk

- Expected loss = PD × LGD × exposure, expressed as an annual percentage of the average outstanding balance
- In leasing, LGD takes into account the resale of the repossessed asset, which greatly reduces it for liquid assets
- The expected loss used for pricing is not the IFRS 9 provision: it is computed over a full cycle, whereas the provision depends on the stage and on macroeconomic scenarios

## Return on capital

Allocated capital depends on risk-weighted assets (RWA). Under the standardised approach of Regulation (EU) No 575/2013, a retail exposure is thus generally weighted at 75% (article 123), subject to conditions. The cost is allocated capital multiplied by the required return, less the investment income earned on that capital.

## Illustrative example

Finance lease to a small business, annual pre-tax assumptions on the average outstanding balance:

1. Funding: 3.00%.
2. Cost of risk: PD of 1.5% × LGD of 35% = 0.53%.
3. Operating costs: 0.70%.
4. Capital: 75% × 11% target ratio = 8.25% of the balance; with a 12% target return and 3.00% investment income, the cost is 8.25% × 9% = 0.74%.
5. Minimum rate: 3.00 + 0.53 + 0.70 + 0.74 = 4.97%, before commercial margin.

These figures are demonstration assumptions, to be replaced by the institution's own parameters at the date of the analysis.

## RAROC

RAROC = (income − funding cost − operating costs − expected loss) / allocated capital. It is compared with the hurdle rate set by management; a deal below the hurdle is justified by the overall relationship or declined.

## Constraints

- Usury ceiling for retail credit: the APR may not exceed it, whatever the computed price
- Risk appetite: a high price does not compensate for a risk outside the policy
- Review of rate grids at least quarterly, and at every significant rate movement`,
  },

  // ---------------------------------------------------------------------------
  // Recouvrement
  // ---------------------------------------------------------------------------
  {
    id: "recouvrement-calendrier-actions",
    category: "Métiers du Crédit",
    title: "Recouvrement : calendrier des actions et règles à respecter",
    titleEn: "Collections: timeline of actions and rules to follow",
    description:
      "Le déroulé d'un dossier impayé de la prévention au contentieux, avec les actions de chaque phase, les délais pour agir et les règles qui encadrent le recouvrement.",
    descriptionEn:
      "How an arrears case unfolds from prevention to litigation, with the actions of each phase, the time limits for acting and the rules that govern collections.",
    status: "validated",
    viewCount: 228,
    content: `# Recouvrement : calendrier des actions et règles à respecter

Cette fiche complète celle sur le recouvrement amiable et contentieux : elle détaille le calendrier type et les règles juridiques qui s'appliquent à chaque étape.

## Calendrier type

| Phase | Période indicative | Actions |
|---|---|---|
| Pré-impayé | Avant l'échéance | Alertes, rappel avant prélèvement, contact des clients à risque |
| Amiable | J+1 à J+60 | Relances par SMS, courriel et courrier, appels, plan de règlement |
| Précontentieux | J+60 à J+90 | Mise en demeure, déchéance du terme ou résiliation, reprise du bien |
| Contentieux | Au-delà de J+90 | Titre exécutoire, exécution forcée, déclaration de créance |

Les durées sont à adapter au produit et au segment de clientèle.

## Règles clés

- **Mise en demeure** : elle constitue le débiteur en retard et fait courir les intérêts moratoires (articles 1344 et 1344-1 du Code civil) ; elle précède la déchéance du terme
- **Frais de recouvrement** : sauf exceptions prévues par la loi, les frais engagés sans titre exécutoire restent à la charge du créancier (article L111-8 du Code des procédures civiles d'exécution)
- **Sociétés de recouvrement** : leurs courriers comportent les mentions prévues aux articles R124-1 et suivants du même code
- **Pratiques interdites** : pressions, menaces ou sollicitations répétées peuvent constituer des pratiques commerciales agressives (article L121-6 du Code de la consommation)
- **FICP** : déclaration de l'incident caractérisé après information préalable de l'emprunteur

## Délais pour agir

1. Crédit à la consommation : action à engager dans les deux ans du premier incident non régularisé, sous peine de forclusion (article R312-35 du Code de la consommation).
2. Autres créances d'un professionnel sur un consommateur : prescription de deux ans (article L218-2 du Code de la consommation).
3. Créances entre commerçants ou sur une entreprise : prescription de cinq ans (article L110-4 du Code de commerce).
4. Exécution d'un titre exécutoire : dix ans en principe (article L111-4 du Code des procédures civiles d'exécution).

## Obtenir un titre exécutoire

- Injonction de payer pour une créance contractuelle d'un montant déterminé (articles 1405 et suivants du Code de procédure civile)
- Assignation en paiement, avec demande de résiliation et de restitution du bien en leasing
- Référé-provision lorsque l'obligation n'est pas sérieusement contestable (article 835 du Code de procédure civile)

## Indicateurs de chaque phase

- Taux de contact et taux de promesses tenues en phase amiable
- Délai moyen entre la mise en demeure et l'obtention du titre exécutoire
- Montants récupérés par euro de frais engagés`,
    contentEn: `# Collections: timeline of actions and rules to follow

This article complements the one on amicable and litigation collections: it details the typical timeline and the legal rules that apply at each step.

## Typical timeline

| Phase | Indicative period | Actions |
|---|---|---|
| Pre-delinquency | Before the due date | Alerts, reminder before direct debit, contact with at-risk customers |
| Amicable | D+1 to D+60 | Reminders by text message, email and letter, calls, repayment plan |
| Pre-litigation | D+60 to D+90 | Formal notice, acceleration or termination, repossession of the asset |
| Litigation | Beyond D+90 | Enforceable title, enforcement, proof of claim |

The periods are to be adapted to the product and customer segment.

## Key rules

- **Formal notice** (mise en demeure): it puts the debtor in default and starts late-payment interest running (articles 1344 and 1344-1 of the Code civil, the French Civil Code); it precedes acceleration
- **Collection costs**: save for exceptions provided by law, costs incurred without an enforceable title remain payable by the creditor (article L111-8 of the Code des procédures civiles d'exécution, the French Code of Civil Enforcement Procedures)
- **Collection agencies**: their letters contain the particulars required by articles R124-1 et seq. of the same code
- **Prohibited practices**: pressure, threats or repeated solicitations may amount to aggressive commercial practices (article L121-6 of the Code de la consommation, the French Consumer Code)
- **FICP**: a characterised incident is reported after the borrower has been informed in advance

## Time limits for acting

1. Consumer credit: action to be brought within two years of the first unremedied incident, failing which it is time-barred (article R312-35 of the Consumer Code).
2. Other claims of a professional against a consumer: two-year limitation period (article L218-2 of the Consumer Code).
3. Claims between traders or against a business: five-year limitation period (article L110-4 of the Code de commerce, the French Commercial Code).
4. Enforcement of an enforceable title: ten years in principle (article L111-4 of the Code of Civil Enforcement Procedures).

## Obtaining an enforceable title

- Order for payment for a contractual claim of a set amount (articles 1405 et seq. of the Code de procédure civile, the French Code of Civil Procedure)
- Claim for payment, with a request for termination and return of the asset in leasing
- Interim payment order where the obligation cannot seriously be disputed (article 835 of the Code of Civil Procedure)

## Indicators for each phase

- Contact rate and kept-promise rate in the amicable phase
- Average time between formal notice and obtaining the enforceable title
- Amounts recovered per euro of costs incurred`,
  },
  {
    id: "restitution-revendication-bien-loue",
    category: "Métiers du Crédit",
    title: "Récupérer un bien loué : restitution, revendication et saisie-appréhension",
    titleEn: "Recovering a leased asset: return, reclaim and seizure",
    description:
      "Les voies pour récupérer un bien donné en leasing après résiliation : restitution amiable, injonction de restituer, référé, saisie-appréhension et revendication en procédure collective.",
    descriptionEn:
      "The routes for recovering a leased asset after termination: voluntary return, order to return, summary proceedings, seizure and reclaim in insolvency proceedings.",
    status: "validated",
    viewCount: 207,
    content: `# Récupérer un bien loué : restitution, revendication et saisie-appréhension

Propriétaire du bien, le bailleur peut le récupérer après résiliation du contrat. La rapidité est décisive : un matériel perd de la valeur, se dégrade ou disparaît pendant la procédure.

## Restitution amiable

1. Lettre de résiliation rappelant l'obligation de restituer, avec le lieu et la date.
2. Rendez-vous avec le client et un transporteur ou un expert.
3. Procès-verbal de restitution décrivant l'état du bien, signé des deux parties.
4. Expertise et mise en vente, le client étant informé du prix obtenu, qui vient en déduction de sa dette.

## Voies judiciaires

- **Injonction de délivrer ou de restituer** un bien meuble déterminé, sur requête (articles 1425-1 et suivants du Code de procédure civile)
- **Référé** pour obtenir la restitution sous astreinte lorsque l'obligation n'est pas sérieusement contestable (article 835 du Code de procédure civile)
- **Saisie-appréhension** par un commissaire de justice, sur le fondement d'un titre exécutoire (articles L222-2 et suivants du Code des procédures civiles d'exécution)
- **Plainte pour abus de confiance** lorsque le locataire a disposé du bien ou refuse délibérément de le rendre (article 314-1 du Code pénal)

## En procédure collective du locataire

- **Contrat publié** : le bailleur est dispensé de revendiquer et demande la restitution à l'administrateur ou, à défaut, au débiteur (article L624-10 du Code de commerce)
- **Contrat non publié** : revendication dans les trois mois de la publication du jugement d'ouverture (article L624-9), par lettre recommandée à l'administrateur ou au débiteur, puis saisine du juge-commissaire dans le mois qui suit l'expiration du délai de réponse d'un mois (article R624-13)
- **Poursuite du contrat** : si l'administrateur choisit de le poursuivre, les loyers postérieurs au jugement sont payés à l'échéance et le bien reste chez le locataire (article L622-13)
- **Déclaration de créance** : à faire en parallèle dans les deux mois de la publication du jugement au BODACC (article R622-24)

## Préparer la reprise dès l'origine

- Publier le contrat au registre des sûretés mobilières, obligatoire pour le crédit-bail mobilier et possible pour les autres locations
- Identifier le bien sans ambiguïté : numéro de série, immatriculation, photos
- Prévoir au contrat le lieu de restitution et la charge des frais de reprise
- Tenir à jour la localisation du bien et les adresses des sites du client

## Après la reprise

Le prix de revente du bien, net des frais, s'impute sur l'indemnité de résiliation. Conservez les justificatifs de l'expertise et de la vente : le client ou le juge peut contester une vente à vil prix.`,
    contentEn: `# Recovering a leased asset: return, reclaim and seizure

As the owner of the asset, the lessor can recover it after the contract is terminated. Speed is decisive: equipment loses value, deteriorates or disappears during the proceedings.

## Voluntary return

1. Termination letter restating the obligation to return the asset, with the place and date.
2. Appointment with the customer and a carrier or an inspector.
3. Return report describing the condition of the asset, signed by both parties.
4. Inspection and sale, the customer being informed of the price obtained, which is deducted from its debt.

## Court routes

- **Order to deliver or return** a specific movable asset, on ex parte application (articles 1425-1 et seq. of the Code de procédure civile, the French Code of Civil Procedure)
- **Summary proceedings** to obtain return subject to a daily penalty where the obligation cannot seriously be disputed (article 835 of the Code of Civil Procedure)
- **Seizure for recovery** (saisie-appréhension) by a commissaire de justice (judicial officer), on the basis of an enforceable title (articles L222-2 et seq. of the Code des procédures civiles d'exécution, the French Code of Civil Enforcement Procedures)
- **Criminal complaint for breach of trust** where the lessee has disposed of the asset or deliberately refuses to return it (article 314-1 of the Code pénal, the French Criminal Code)

## In the lessee's insolvency proceedings

- **Registered contract**: the lessor need not bring a reclaim and asks the administrator or, failing that, the debtor for the return (article L624-10 of the Code de commerce, the French Commercial Code)
- **Unregistered contract**: reclaim within three months of publication of the opening judgment (article L624-9), by registered letter to the administrator or the debtor, then application to the supervising judge within one month after the one-month response period expires (article R624-13)
- **Continuation of the contract**: if the administrator chooses to continue it, rents falling due after the judgment are paid on their due dates and the asset stays with the lessee (article L622-13)
- **Proof of claim**: to be filed in parallel within two months of publication of the judgment in the BODACC (the official bulletin of civil and commercial notices) (article R622-24)

## Preparing for recovery from the outset

- Register the contract in the register of security over movable assets, mandatory for equipment finance leases and possible for other rentals
- Identify the asset unambiguously: serial number, registration, photographs
- Set out in the contract the place of return and who bears the recovery costs
- Keep the asset's location and the addresses of the customer's sites up to date

## After recovery

The resale price of the asset, net of costs, is set against the termination compensation. Keep the inspection and sale documents: the customer or the court may challenge a sale at an undervalue.`,
  },
  {
    id: "surendettement-procedure",
    category: "Métiers du Crédit",
    title: "Surendettement : la procédure devant la commission de la Banque de France",
    titleEn: "Over-indebtedness: the procedure before the Banque de France commission",
    description:
      "Les étapes d'un dossier de surendettement, de son dépôt aux mesures de traitement, et ce que le prêteur doit faire à chaque étape.",
    descriptionEn:
      "The stages of an over-indebtedness case, from filing to the resolution measures, and what the lender must do at each stage.",
    status: "validated",
    viewCount: 219,
    content: `# Surendettement : la procédure devant la commission de la Banque de France

La procédure de surendettement concerne les particuliers de bonne foi dans l'impossibilité manifeste de faire face à l'ensemble de leurs dettes non professionnelles exigibles et à échoir (article L711-1 du Code de la consommation). Elle est conduite par une commission départementale dont le secrétariat est assuré par la Banque de France.

## Les étapes

1. **Dépôt du dossier** par le débiteur auprès de la Banque de France, gratuitement.
2. **Recevabilité** : la commission se prononce, en principe dans les trois mois du dépôt, et oriente le dossier. Un créancier peut contester la décision de recevabilité dans les 15 jours de sa notification.
3. **Effets de la recevabilité** : suspension et interdiction des procédures d'exécution sur les biens du débiteur (article L722-2), pour deux ans au plus ; interdiction pour le débiteur de payer ses dettes antérieures ou d'en contracter de nouvelles sans autorisation.
4. **Orientation** vers des mesures de traitement ou vers un rétablissement personnel.
5. **Mise en œuvre** et suivi des mesures, avec inscription au FICP.

## Les mesures possibles

- **Plan conventionnel de redressement**, négocié entre le débiteur et ses créanciers
- **Mesures imposées** par la commission : rééchelonnement, réduction des taux, effacement partiel, pour une durée totale de sept ans au plus ; contestation possible devant le juge des contentieux de la protection, dans les 30 jours de la notification
- **Rétablissement personnel sans liquidation judiciaire** lorsque la situation est irrémédiablement compromise et que le débiteur n'a pas de biens de valeur : effacement des dettes non professionnelles (article L741-1)
- **Rétablissement personnel avec liquidation judiciaire** lorsque le débiteur possède des biens à réaliser (article L742-1)

## Le rôle du prêteur

1. Arrêter toute action de recouvrement et tout prélèvement dès la notification de la recevabilité.
2. Déclarer ses créances et leurs justificatifs dans le délai fixé par la commission.
3. Examiner le projet de plan et faire valoir ses observations.
4. Classer l'exposition en défaut, la signaler comme restructurée et ajuster la dépréciation IFRS 9.
5. Appliquer les mesures et suivre leur exécution ; passer en perte les montants effacés.

## FICP

Les mesures sont inscrites au FICP pendant leur durée d'exécution, 7 ans au plus, et l'inscription est radiée après 5 ans sans incident dans l'exécution du plan. Un rétablissement personnel entraîne une inscription de cinq ans.

## Pour aller plus loin

La Banque de France publie un baromètre trimestriel et une enquête typologique annuelle sur le surendettement : utilisez leurs derniers chiffres, datés, plutôt qu'un ordre de grandeur de mémoire.`,
    contentEn: `# Over-indebtedness: the procedure before the Banque de France commission

The surendettement (over-indebtedness) procedure applies to individuals acting in good faith who are manifestly unable to meet all their non-business debts, due and falling due (article L711-1 of the Code de la consommation, the French Consumer Code). It is run by a departmental commission whose secretariat is provided by the Banque de France.

## The stages

1. **Filing** by the debtor with the Banque de France, free of charge.
2. **Admissibility**: the commission decides, in principle within three months of filing, and directs the case. A creditor may challenge the admissibility decision within 15 days of its notification.
3. **Effects of admissibility**: stay and prohibition of enforcement proceedings against the debtor's assets (article L722-2), for two years at most; the debtor may not pay earlier debts or take on new ones without authorisation.
4. **Direction** towards resolution measures or towards personal recovery.
5. **Implementation** and monitoring of the measures, with an entry in the FICP register.

## Possible measures

- **Agreed recovery plan**, negotiated between the debtor and the creditors
- **Imposed measures** decided by the commission: rescheduling, rate reduction, partial write-off, for a total of seven years at most; they may be challenged before the juge des contentieux de la protection (consumer protection judge) within 30 days of notification
- **Personal recovery without judicial liquidation** where the situation is irretrievably compromised and the debtor has no assets of value: non-business debts are written off (article L741-1)
- **Personal recovery with judicial liquidation** where the debtor owns assets to be sold (article L742-1)

## The lender's role

1. Stop all collection actions and direct debits as soon as admissibility is notified.
2. Declare its claims and supporting documents within the time set by the commission.
3. Review the draft plan and submit its observations.
4. Classify the exposure as defaulted, flag it as forborne and adjust the IFRS 9 impairment.
5. Apply the measures and monitor their execution; write off the amounts cancelled.

## FICP

The measures are recorded in the FICP for as long as they are being carried out, 7 years at most, and the entry is removed after 5 years without incident in performing the plan. Personal recovery leads to a five-year entry.

## Further reading

The Banque de France publishes a quarterly barometer and an annual typology survey of over-indebtedness: use their latest dated figures rather than an order of magnitude from memory.`,
  },
  {
    id: "kpi-recouvrement-passage-perte",
    category: "Métiers du Crédit",
    title: "Indicateurs de recouvrement et passage en perte",
    titleEn: "Collections indicators and write-off",
    description:
      "Les indicateurs qui pilotent un portefeuille en impayé (taux de roulement, taux de guérison, récupérations) et les règles de classement en défaut et de passage en perte.",
    descriptionEn:
      "The indicators used to steer a portfolio in arrears (roll rates, cure rate, recoveries) and the rules for default classification and write-off.",
    status: "validated",
    viewCount: 176,
    content: `# Indicateurs de recouvrement et passage en perte

Un portefeuille en impayé se pilote avec des indicateurs de flux, qui montrent où vont les dossiers, et des indicateurs de stock, qui montrent ce qui reste à récupérer.

## Indicateurs de flux

- **Taux de roulement** (*roll rate*) : part des encours d'une tranche de retard qui passe à la tranche suivante le mois d'après (à jour vers 1-30 jours, 1-30 vers 31-60, 31-60 vers 61-90, 61-90 vers plus de 90)
- **Taux de guérison** (*cure rate*) : part des dossiers en retard ou en défaut revenus à jour et restés à jour pendant la période probatoire fixée
- **Taux d'entrée en impayé** : nouveaux dossiers en retard rapportés à l'encours sain
- **Analyse par génération** (*vintage*) : défauts cumulés de chaque génération de production, mois après mois, pour juger la politique d'octroi

## Indicateurs de stock et de récupération

- Encours en défaut rapporté à l'encours total (taux de créances non performantes)
- Taux de couverture : dépréciations rapportées à l'encours en défaut
- Courbe de récupération : montants récupérés cumulés rapportés à l'exposition au moment du défaut, par mois écoulé depuis le défaut
- Coût du risque : dotations nettes et pertes, rapportées à l'encours moyen

## Définition du défaut

Pour les établissements soumis au règlement (UE) n° 575/2013, un débiteur est en défaut s'il présente un arriéré significatif de plus de 90 jours ou s'il est peu probable qu'il paie (article 178). Depuis le 31 décembre 2020, le seuil de matérialité appliqué en France est de 100 euros et 1 % de l'exposition pour la clientèle de détail, 500 euros et 1 % pour les autres expositions (règlement délégué (UE) 2018/171 et orientations EBA/GL/2016/07).

## Passage en perte

1. En IFRS 9, la valeur brute est réduite lorsque l'établissement n'a plus d'attente raisonnable de récupération (IFRS 9 §5.4.4).
2. En normes françaises, les encours douteux deviennent douteux compromis lorsque leurs perspectives de recouvrement sont fortement dégradées, notamment après la déchéance du terme ou la résiliation, et au plus tard un an après leur classement en douteux, sauf exceptions (règlement ANC n° 2014-07).
3. La politique de passage en perte fixe les critères (ancienneté, épuisement des voies d'exécution, effacement judiciaire) et les délégations d'approbation.
4. Les récupérations postérieures au passage en perte sont suivies et comptabilisées en résultat.

## Exigence prudentielle

Le règlement (UE) 2019/630 impose une couverture minimale progressive des expositions non performantes nées après le 26 avril 2019 (article 47 quater du CRR) : un défaut ancien non couvert consomme des fonds propres.

## À retenir

Un taux de roulement qui augmente annonce des pertes plusieurs mois à l'avance ; c'est l'indicateur à présenter en premier au comité des risques.`,
    contentEn: `# Collections indicators and write-off

A portfolio in arrears is steered with flow indicators, which show where cases are going, and stock indicators, which show what remains to be recovered.

## Flow indicators

- **Roll rate**: share of the balance in one arrears bucket that moves to the next bucket the following month (current to 1-30 days, 1-30 to 31-60, 31-60 to 61-90, 61-90 to over 90)
- **Cure rate**: share of cases in arrears or in default that have become current again and stayed current throughout the set probation period
- **Arrears entry rate**: new cases in arrears relative to the performing balance
- **Vintage analysis**: cumulative defaults of each production cohort, month after month, to assess the origination policy

## Stock and recovery indicators

- Defaulted balance relative to the total balance (non-performing ratio)
- Coverage ratio: impairments relative to the defaulted balance
- Recovery curve: cumulative amounts recovered relative to exposure at default, by month elapsed since default
- Cost of risk: net provisions and losses, relative to the average balance

## Definition of default

For institutions subject to Regulation (EU) No 575/2013, an obligor is in default if it has a material arrear of more than 90 days or is unlikely to pay (article 178). Since 31 December 2020, the materiality threshold applied in France has been 100 euros and 1% of the exposure for retail customers, and 500 euros and 1% for other exposures (Delegated Regulation (EU) 2018/171 and Guidelines EBA/GL/2016/07).

## Write-off

1. Under IFRS 9, the gross carrying amount is reduced when the institution has no reasonable expectation of recovery (IFRS 9 §5.4.4).
2. Under French GAAP, doubtful exposures become irrecoverable doubtful exposures when their recovery prospects are severely impaired, in particular after acceleration or termination, and at the latest one year after being classified as doubtful, save for exceptions (ANC Regulation No 2014-07).
3. The write-off policy sets the criteria (age, exhaustion of enforcement routes, court-ordered cancellation) and the approval delegations.
4. Recoveries after write-off are tracked and recognised in profit or loss.

## Prudential requirement

Regulation (EU) 2019/630 requires a progressive minimum coverage of non-performing exposures originated after 26 April 2019 (article 47c of the CRR): an old, uncovered default consumes capital.

## Key point

A rising roll rate announces losses several months ahead; it is the first indicator to present to the risk committee.`,
  },
  {
    id: "forbearance-client-difficulte",
    category: "Métiers du Crédit",
    title: "Client en difficulté : mesures de restructuration (forbearance)",
    titleEn: "Customers in difficulty: forbearance measures",
    description:
      "Les solutions à proposer à un client qui ne peut plus payer, comment les décider, les documenter et les suivre, et leurs conséquences prudentielles et comptables.",
    descriptionEn:
      "The solutions to offer a customer who can no longer pay, how to decide, document and monitor them, and their prudential and accounting consequences.",
    status: "validated",
    viewCount: 149,
    content: `# Client en difficulté : mesures de restructuration (forbearance)

Une mesure de restructuration (*forbearance*) est une concession accordée à un débiteur qui connaît, ou va connaître, des difficultés financières (article 47 ter du règlement (UE) n° 575/2013). Bien utilisée, elle évite un défaut ; mal utilisée, elle masque une perte.

## Les solutions possibles

- Report d'une ou plusieurs échéances, avec ou sans intérêts
- Allongement de la durée pour réduire la mensualité ou le loyer
- Réduction temporaire des loyers, compensée en fin de contrat
- Baisse du taux, capitalisation des impayés ou abandon partiel de créance
- Restitution anticipée du bien loué, avec vente et apurement du solde

## La démarche

1. Détecter la difficulté tôt, par les alertes ou à la demande du client.
2. Analyser la situation : budget du ménage ou prévisionnel de trésorerie de l'entreprise, cause et durée probable de la difficulté.
3. Choisir une solution viable, que le client pourra tenir ; les orientations de l'EBA sur la gestion des expositions non performantes et restructurées (EBA/GL/2018/06) demandent d'évaluer cette viabilité.
4. Formaliser l'accord par un avenant et le faire approuver au niveau de délégation requis.
5. Marquer l'exposition comme restructurée dans les systèmes et suivre les paiements.

## Conséquences prudentielles

- L'exposition restructurée est signalée dans les états réglementaires (règlement d'exécution (UE) 2021/451, annexe V)
- Une exposition restructurée non performante doit observer une période d'au moins un an avant de redevenir performante
- Une exposition restructurée performante reste signalée pendant une période probatoire d'au moins deux ans
- Si elle était non performante avant de redevenir performante, une nouvelle restructuration ou un retard de plus de 30 jours pendant la période probatoire la fait repasser en non performante

## Conséquences comptables

- IFRS 9 : la restructuration est un indice d'augmentation significative du risque (stage 2) ou de défaut (stage 3)
- La modification des flux contractuels donne lieu à un gain ou une perte de modification (IFRS 9 §5.4.3)

## Clients particuliers

La directive (UE) 2023/2225, transposée par l'ordonnance n° 2025-880 du 3 septembre 2025 pour les contrats conclus à compter du 20 novembre 2026, oblige le prêteur à faire preuve d'une tolérance raisonnable avant d'engager une procédure de recouvrement et à orienter le client vers des services de conseil en matière de dettes. Le juge peut aussi accorder des délais de paiement dans la limite de deux ans (article 1343-5 du Code civil).

## Points de vigilance

- Restructurations successives qui repoussent une perte certaine
- Mesures accordées sans analyse de la capacité de remboursement
- Absence de marquage, qui fausse les indicateurs de risque et les provisions`,
    contentEn: `# Customers in difficulty: forbearance measures

A forbearance measure is a concession granted to an obligor that is facing, or about to face, financial difficulties (article 47b of Regulation (EU) No 575/2013). Used well, it avoids a default; used badly, it hides a loss.

## Possible solutions

- Deferral of one or more instalments, with or without interest
- Term extension to reduce the instalment or rent
- Temporary rent reduction, made up at the end of the contract
- Rate cut, capitalisation of arrears or partial debt write-off
- Early return of the leased asset, with sale and settlement of the balance

## The approach

1. Detect the difficulty early, through alerts or at the customer's request.
2. Analyse the situation: household budget or company cash-flow forecast, cause and likely duration of the difficulty.
3. Choose a viable solution that the customer can keep to; the EBA Guidelines on management of non-performing and forborne exposures (EBA/GL/2018/06) require this viability to be assessed.
4. Formalise the agreement in an amendment and have it approved at the required delegation level.
5. Flag the exposure as forborne in the systems and monitor payments.

## Prudential consequences

- The forborne exposure is flagged in regulatory reporting (Implementing Regulation (EU) 2021/451, annex V)
- A non-performing forborne exposure must complete a period of at least one year before it can return to performing
- A performing forborne exposure stays flagged during a probation period of at least two years
- If it was non-performing before returning to performing, a new forbearance measure or arrears of more than 30 days during the probation period sends it back to non-performing

## Accounting consequences

- IFRS 9: forbearance is an indicator of a significant increase in credit risk (stage 2) or of default (stage 3)
- Modifying the contractual cash flows gives rise to a modification gain or loss (IFRS 9 §5.4.3)

## Retail customers

Directive (EU) 2023/2225, transposed by ordonnance No 2025-880 of 3 September 2025 for contracts concluded from 20 November 2026, requires the lender to show reasonable forbearance before starting recovery proceedings and to refer the customer to debt advice services. The court may also grant time to pay of up to two years (article 1343-5 of the Code civil, the French Civil Code).

## Points of attention

- Successive restructurings that postpone a certain loss
- Measures granted without analysis of repayment capacity
- Missing flags, which distort risk indicators and provisions`,
  },

  // ---------------------------------------------------------------------------
  // Assurance
  // ---------------------------------------------------------------------------
  {
    id: "assurance-emprunteur-lemoine",
    category: "Métiers du Crédit",
    title: "Assurance emprunteur en pratique : garanties et délégation",
    titleEn: "Borrower insurance in practice: cover and alternative cover",
    description:
      "Ce que couvre l'assurance emprunteur, le libre choix de l'assureur (délégation) et ce qu'il implique pour le prêteur ; les textes et la procédure de substitution sont dans la fiche Réglementation sur la loi Lemoine.",
    descriptionEn:
      "What borrower insurance covers, the free choice of insurer (alternative cover) and what it means for the lender; the texts and the substitution procedure are in the Regulation article on the Lemoine Act.",
    status: "validated",
    viewCount: 301,
    content: `# Assurance emprunteur en pratique : garanties et délégation

L'assurance emprunteur couvre le remboursement du crédit en cas de décès, d'invalidité, d'incapacité de travail et parfois de perte d'emploi. En crédit immobilier, le prêteur l'exige presque toujours ; en crédit à la consommation, elle est le plus souvent facultative, et son coût entre dans le TAEG lorsqu'elle est exigée.

Cette fiche décrit la pratique ; la fiche Réglementation « Assurance emprunteur et loi Lemoine » donne les textes, leurs dates et la procédure de substitution pas à pas.

## Le libre choix de l'assurance

- Depuis la loi n° 2010-737 du 1er juillet 2010 (loi Lagarde), l'emprunteur peut choisir une assurance externe, autre que celle du prêteur, dite **délégation**, si elle présente un niveau de garantie équivalent
- Le prêteur ne peut modifier le taux du crédit ni facturer de frais en contrepartie de ce choix
- L'équivalence s'apprécie au regard d'une liste de critères publiée par chaque prêteur, choisis dans une liste établie par le Comité consultatif du secteur financier (CCSF)

## Depuis la loi Lemoine, en bref

La loi n° 2022-270 du 28 février 2022 permet de résilier l'assurance à tout moment et sans frais, supprime le questionnaire de santé lorsque la part assurée ne dépasse pas 200 000 € par assuré et que le prêt prend fin avant les 60 ans de l'assuré, et réduit le **droit à l'oubli à cinq ans** après la fin du protocole thérapeutique, sans rechute, pour les cancers et l'hépatite C. Dates, seuils et traitement d'une demande de substitution (réponse motivée dans les 10 jours ouvrés) : voir la fiche Réglementation « Assurance emprunteur et loi Lemoine ».

## Pour les risques aggravés de santé

La convention AERAS (s'assurer et emprunter avec un risque aggravé de santé) organise l'examen des demandes de personnes présentant un risque de santé et prévoit des grilles de référence.

## Impacts pour un établissement

- Parcours de substitution outillé, avec suivi des délais de réponse
- Information annuelle de l'emprunteur sur son droit de résiliation
- Suivi de la rentabilité des contrats, la part de délégation pouvant augmenter`,
    contentEn: `# Borrower insurance in practice: cover and alternative cover

Assurance emprunteur (borrower insurance) covers repayment of the loan in the event of death, disability, incapacity for work and sometimes job loss. For mortgages, the lender almost always requires it; for consumer credit, it is most often optional, and its cost is included in the APR when it is required.

This article describes practice; the Regulation article "Borrower insurance and the Lemoine Act" gives the texts, their dates and the substitution procedure step by step.

## Free choice of insurance

- Since Act No 2010-737 of 1 July 2010 (the Lagarde Act), the borrower may choose external insurance, other than the lender's, known as **délégation** (alternative cover), if it offers an equivalent level of cover
- The lender may not change the loan rate or charge fees in return for this choice
- Equivalence is assessed against a list of criteria published by each lender, chosen from a list drawn up by the Comité consultatif du secteur financier (CCSF, the French financial sector advisory committee)

## Since the Lemoine Act, in brief

Act No 2022-270 of 28 February 2022 (the Lemoine Act) allows the insurance to be terminated at any time free of charge, removes the health questionnaire where the insured share does not exceed €200,000 per insured person and the loan ends before the insured person turns 60, and reduces the **right to be forgotten to five years** after the end of treatment, without relapse, for cancers and hepatitis C. Dates, thresholds and how to handle a substitution request (a reasoned answer within 10 working days): see the Regulation article "Borrower insurance and the Lemoine Act".

## For aggravated health risks

The AERAS convention (insuring and borrowing with an aggravated health risk) organises the review of applications from people with a health risk and provides reference grids.

## Impacts for an institution

- A tooled substitution process, with tracking of response times
- Annual information to the borrower about the right to terminate
- Monitoring of portfolio profitability, as the share of alternative cover may rise`,
  },
  {
    id: "assurance-bien-gap",
    category: "Métiers du Crédit",
    title: "Assurance du bien financé et garantie perte financière (GAP)",
    titleEn: "Asset insurance and GAP insurance",
    description:
      "Pourquoi le bien loué doit être assuré au profit du bailleur, comment la garantie perte financière couvre l'écart entre l'indemnité d'assurance et la dette du client, et les règles de distribution de ces assurances.",
    descriptionEn:
      "Why the leased asset must be insured for the lessor's benefit, how GAP insurance covers the difference between the insurance payout and the customer's debt, and the rules for distributing such insurance.",
    status: "validated",
    viewCount: 185,
    content: `# Assurance du bien financé et garantie perte financière (GAP)

En leasing, le bien appartient au bailleur mais reste sous la garde du locataire. Le contrat met à la charge du locataire les risques de perte et de dégradation, et l'oblige à assurer le bien au profit du bailleur.

## L'assurance du bien

- Obligation contractuelle d'assurer le bien contre les dommages, le vol et l'incendie, souscrite par le locataire pour le compte du bailleur propriétaire (article L112-1 du Code des assurances)
- Pour un véhicule, l'assurance de responsabilité civile est en outre obligatoire (article L211-1 du Code des assurances)
- Le bailleur est désigné comme bénéficiaire des indemnités, et l'assureur s'engage en général à l'informer d'une résiliation ou d'un défaut de paiement de la prime
- Une attestation est exigée à la livraison et à chaque échéance annuelle

## Le problème de l'écart

En cas de perte totale, l'assureur indemnise en général la valeur de remplacement à dire d'expert, qui baisse vite dans les premières années. La dette du locataire, elle, correspond à l'indemnité de résiliation prévue au contrat, proche de l'encours financier. L'écart reste à la charge du locataire.

## La garantie perte financière (GAP)

- Elle prend en charge tout ou partie de la différence entre l'indemnité de l'assurance dommages et la somme due au bailleur
- Certaines formules indemnisent la valeur à neuf pendant les premières années
- Les exclusions habituelles portent sur les loyers impayés antérieurs au sinistre, les franchises et les frais de remise en état
- Elle est souvent proposée avec la LOA et la LLD, en option

## Distribuer une assurance

1. Le bailleur qui propose une assurance agit comme intermédiaire : immatriculation à l'ORIAS et respect des règles issues de la directive (UE) 2016/97 sur la distribution d'assurances.
2. Devoir de conseil : recueillir les besoins du client et proposer un contrat cohérent.
3. Remise du document d'information normalisé sur le produit d'assurance avant la souscription.
4. Pour un consommateur, l'octroi du crédit ou de la location ne peut être subordonné à une assurance facultative, et son coût doit être présenté séparément.

## Comptabilisation chez le bailleur

Lorsque le bailleur encaisse les primes pour le compte de l'assureur, il agit en mandataire : seules ses commissions sont des produits (IFRS 15, distinction entre agent et principal).

## Points de vigilance

- Bien non assuré ou attestation expirée : relance puis, selon le contrat, assurance souscrite d'office aux frais du locataire
- Clause bénéficiaire absente, qui fait verser l'indemnité au locataire
- Écart entre la valeur assurée et le montant financé pour les biens spécifiques`,
    contentEn: `# Asset insurance and GAP insurance

In leasing, the asset belongs to the lessor but remains in the lessee's custody. The contract places the risks of loss and damage on the lessee and requires it to insure the asset for the lessor's benefit.

## Insuring the asset

- Contractual obligation to insure the asset against damage, theft and fire, taken out by the lessee on behalf of the lessor as owner (article L112-1 of the Code des assurances, the French Insurance Code)
- For a vehicle, third-party liability insurance is also compulsory (article L211-1 of the Insurance Code)
- The lessor is named as beneficiary of the payouts, and the insurer generally undertakes to inform it of any cancellation or non-payment of the premium
- A certificate is required on delivery and at each annual renewal

## The gap problem

In a total loss, the insurer generally pays the replacement value as assessed by an expert, which falls quickly in the first years. The lessee's debt, by contrast, is the termination compensation set out in the contract, close to the financial outstanding. The difference remains payable by the lessee.

## GAP insurance

- It covers all or part of the difference between the property damage payout and the amount owed to the lessor
- Some policies pay the new-for-old value during the first years
- The usual exclusions are rents unpaid before the loss, excesses and repair costs
- It is often offered with consumer leases with purchase option and contract hire, as an option

## Distributing insurance

1. A lessor that offers insurance acts as an intermediary: registration with ORIAS (the French register of insurance intermediaries) and compliance with the rules derived from Directive (EU) 2016/97 on insurance distribution.
2. Duty to advise: identify the customer's needs and offer a consistent policy.
3. Delivery of the standardised insurance product information document before subscription.
4. For a consumer, granting credit or a lease may not be made conditional on optional insurance, and its cost must be presented separately.

## Accounting by the lessor

When the lessor collects premiums on the insurer's behalf, it acts as an agent: only its commissions are revenue (IFRS 15, agent versus principal).

## Points of attention

- Uninsured asset or expired certificate: reminder then, depending on the contract, insurance taken out on the lessee's behalf at its expense
- Missing beneficiary clause, which causes the payout to be made to the lessee
- Gap between the insured value and the amount financed for specialised assets`,
  },
  {
    id: "sinistre-vol-destruction-leasing",
    category: "Métiers du Crédit",
    title: "Sinistre total ou vol d'un bien loué : la gestion du dossier",
    titleEn: "Total loss or theft of a leased asset: handling the claim",
    description:
      "Les étapes de gestion d'un sinistre total ou d'un vol sur un bien en leasing, de la déclaration à la clôture du contrat, avec le rôle du bailleur propriétaire.",
    descriptionEn:
      "The steps for handling a total loss or theft of a leased asset, from the claim notification to closing the contract, and the role of the lessor as owner.",
    status: "validated",
    viewCount: 163,
    content: `# Sinistre total ou vol d'un bien loué : la gestion du dossier

Quand le bien loué est détruit ou volé, le contrat ne peut plus s'exécuter. Les contrats de leasing mettent les risques de perte à la charge du locataire, par dérogation à l'article 1722 du Code civil, ce que la jurisprudence admet : le locataire reste tenu envers le bailleur, l'indemnité d'assurance venant en déduction.

## Les étapes

1. **Déclaration** : le locataire déclare le sinistre à son assureur dans le délai du contrat, qui ne peut être inférieur à cinq jours ouvrés, ou deux jours ouvrés en cas de vol (article L113-2 du Code des assurances), et informe immédiatement le bailleur.
2. **Plainte** en cas de vol, dont la copie est transmise à l'assureur et au bailleur.
3. **Expertise** : l'expert chiffre les réparations et la valeur du bien. Pour un véhicule dont le coût de réparation dépasse la valeur, l'assureur propose une indemnisation en perte totale avec cession du véhicule dans les 15 jours du rapport, et le propriétaire, ici le bailleur, dispose de 30 jours pour répondre (articles L327-1 et suivants du Code de la route).
4. **Vol** : si le bien n'est pas retrouvé dans le délai prévu par la police, souvent 30 jours, l'assureur indemnise.
5. **Résiliation** du contrat de leasing et calcul de l'indemnité de résiliation prévue au contrat.
6. **Encaissement** de l'indemnité d'assurance par le bailleur, bénéficiaire, puis de la garantie perte financière si elle a été souscrite.
7. **Solde** : facturation au locataire du montant restant dû, ou reversement de l'excédent selon le contrat.
8. **Clôture** : cession de l'épave ou du véhicule retrouvé, formalités d'immatriculation, sortie du bien des comptes.

## Points de contrôle pour le bailleur

- Vérifier que l'assurance était en vigueur à la date du sinistre
- Suivre le versement de l'indemnité, l'assureur devant la payer au bailleur désigné bénéficiaire
- Continuer de facturer les loyers jusqu'à la résiliation, selon le contrat
- Surveiller les délais : un dossier de sinistre qui traîne devient un impayé

## Comptabilisation

- Location-financement en IFRS 16 : la créance est soldée, l'indemnité d'assurance et le solde dû par le locataire deviennent des créances distinctes
- Location simple ou comptes sociaux français : le bien sort de l'actif, et sa valeur nette comptable est comparée aux indemnités reçues

## Cas du véhicule gravement endommagé

Après un accident, l'immatriculation d'un véhicule gravement endommagé peut être suspendue jusqu'à ce qu'un expert certifie sa réparation (article L327-5 du Code de la route) : le bailleur doit en tenir compte avant toute remise en circulation ou revente.`,
    contentEn: `# Total loss or theft of a leased asset: handling the claim

When the leased asset is destroyed or stolen, the contract can no longer be performed. Leasing contracts place the risk of loss on the lessee, departing from article 1722 of the Code civil (French Civil Code), which the courts accept: the lessee remains liable to the lessor, with the insurance payout deducted.

## The steps

1. **Notification**: the lessee notifies its insurer within the period set in the policy, which may not be shorter than five working days, or two working days for theft (article L113-2 of the Code des assurances, the French Insurance Code), and informs the lessor immediately.
2. **Police report** in case of theft, a copy of which is sent to the insurer and the lessor.
3. **Inspection**: the expert assesses the repair cost and the asset's value. For a vehicle whose repair cost exceeds its value, the insurer offers total-loss compensation with transfer of the vehicle within 15 days of the report, and the owner, here the lessor, has 30 days to reply (articles L327-1 et seq. of the Code de la route, the French Highway Code).
4. **Theft**: if the asset is not found within the period set in the policy, often 30 days, the insurer pays out.
5. **Termination** of the lease and calculation of the termination compensation set out in the contract.
6. **Collection** of the insurance payout by the lessor, as beneficiary, then of the GAP cover if taken out.
7. **Balance**: invoicing the lessee for the amount still owed, or refunding any surplus according to the contract.
8. **Closure**: transfer of the wreck or of the recovered vehicle, registration formalities, derecognition of the asset.

## Control points for the lessor

- Check that the insurance was in force on the date of the loss
- Track payment of the payout, which the insurer must make to the lessor named as beneficiary
- Continue invoicing rents until termination, according to the contract
- Watch deadlines: a claim file that drags on turns into arrears

## Accounting

- Finance lease under IFRS 16: the receivable is settled, and the insurance payout and the balance owed by the lessee become separate receivables
- Operating lease or French statutory accounts: the asset is derecognised, and its net book value is compared with the payouts received

## Seriously damaged vehicles

After an accident, the registration of a seriously damaged vehicle may be suspended until an expert certifies its repair (article L327-5 of the Highway Code): the lessor must take this into account before any return to the road or resale.`,
  },

  // ---------------------------------------------------------------------------
  // Valeurs résiduelles et remarketing
  // ---------------------------------------------------------------------------
  {
    id: "valeurs-residuelles-fixation",
    category: "Métiers du Crédit",
    title: "Fixer les valeurs résiduelles : courbes, sources et gouvernance",
    titleEn: "Setting residual values: curves, sources and governance",
    description:
      "Comment un loueur construit ses grilles de valeurs résiduelles par modèle, âge et kilométrage, quelles sources il utilise et comment il les fait valider.",
    descriptionEn:
      "How a lessor builds its residual value grids by model, age and mileage, which sources it uses and how the grids are approved.",
    status: "validated",
    viewCount: 237,
    content: `# Fixer les valeurs résiduelles : courbes, sources et gouvernance

La valeur résiduelle (VR) est la valeur estimée du bien à la fin du contrat. En LLD et en LOA, elle détermine directement le loyer ; en crédit-bail mobilier, l'option d'achat est le plus souvent faible et le risque de valeur résiduelle limité.

## La courbe de valeur résiduelle

Une VR s'exprime en pourcentage du prix neuf et dépend de deux variables principales : l'âge du bien à la restitution et son usage (kilométrage ou heures de fonctionnement). Elle est ensuite ajustée selon :

- la marque, le modèle, la version et la motorisation ;
- les options et équipements valorisés sur le marché de l'occasion ;
- la couleur et la carrosserie, qui pèsent sur la demande ;
- les remises accordées sur le prix neuf, qui baissent le point de départ réel.

## Les sources

- Historique interne des reventes, par modèle, âge et kilométrage, le plus pertinent s'il est assez fourni
- Cotes professionnelles de l'occasion publiées par des éditeurs spécialisés
- Résultats des ventes aux enchères et prix affichés sur les places de marché
- Prévisions des constructeurs et engagements de reprise de leur réseau
- Pour les matériels professionnels, expertises et courbes de dépréciation par famille de biens

## Méthode

1. Segmenter le parc en familles homogènes.
2. Modéliser la valeur de revente observée en fonction de l'âge et de l'usage, par famille.
3. Projeter à la date de fin de contrat en intégrant les tendances de marché, la réglementation (zones à faibles émissions, fiscalité) et les évolutions technologiques.
4. Appliquer une marge de prudence selon la liquidité du segment.
5. Faire valider la grille par le comité des valeurs résiduelles, puis la diffuser dans l'outil de cotation.
6. Comparer chaque trimestre les valeurs réalisées aux valeurs prévues (*back-testing*) et recalibrer.

## Gouvernance

- Comité des valeurs résiduelles réunissant remarketing, risques, finance et commerce, avec un pouvoir de décision indépendant des objectifs de vente
- Plafonds de VR par famille de biens et délégations pour toute dérogation
- Traçabilité de chaque grille : date, sources, hypothèses et approbation

## Erreurs fréquentes

- Fixer la VR pour atteindre un loyer commercial plutôt qu'à partir du marché
- Utiliser une grille unique pour des kilométrages très différents
- Oublier les frais de remise en état et de vente, qui réduisent la valeur réellement encaissée`,
    contentEn: `# Setting residual values: curves, sources and governance

The residual value (RV) is the estimated value of the asset at the end of the contract. In contract hire and consumer leases with purchase option, it directly determines the rent; in equipment finance leases, the purchase option is usually small and the residual value risk limited.

## The residual value curve

An RV is expressed as a percentage of the new price and depends on two main variables: the asset's age at return and its usage (mileage or operating hours). It is then adjusted for:

- make, model, version and engine;
- options and equipment valued on the used market;
- colour and body style, which affect demand;
- discounts granted on the new price, which lower the real starting point.

## Sources

- In-house resale history, by model, age and mileage, the most relevant if it is large enough
- Professional used-vehicle price guides published by specialist publishers
- Auction results and prices listed on marketplaces
- Manufacturers' forecasts and their network's buy-back commitments
- For business equipment, valuations and depreciation curves by asset family

## Method

1. Segment the fleet into homogeneous families.
2. Model the observed resale value as a function of age and usage, by family.
3. Project to the contract end date, taking into account market trends, regulation (low-emission zones, taxation) and technological change.
4. Apply a prudence margin according to the segment's liquidity.
5. Have the grid approved by the residual value committee, then release it in the quoting tool.
6. Compare realised values with forecast values every quarter (*back-testing*) and recalibrate.

## Governance

- A residual value committee bringing together remarketing, risk, finance and sales, with decision-making power independent of sales targets
- RV caps by asset family and delegations for any exception
- Traceability of every grid: date, sources, assumptions and approval

## Common mistakes

- Setting the RV to reach a commercial rent rather than from the market
- Using a single grid for very different mileages
- Forgetting refurbishment and selling costs, which reduce the value actually received`,
  },
  {
    id: "valeurs-residuelles-risque-provision",
    category: "Métiers du Crédit",
    title: "Risque de valeur résiduelle : mesure, dépréciation et couverture",
    titleEn: "Residual value risk: measurement, impairment and mitigation",
    description:
      "Comment mesurer l'exposition d'un loueur au risque de valeur résiduelle, la déprécier dans les comptes selon les normes applicables et la réduire.",
    descriptionEn:
      "How to measure a lessor's exposure to residual value risk, impair it in the accounts under the applicable standards and reduce it.",
    status: "validated",
    viewCount: 128,
    content: `# Risque de valeur résiduelle : mesure, dépréciation et couverture

Le risque de valeur résiduelle est le risque que le bien restitué se revende moins cher que la valeur retenue au contrat. Il ne concerne que les valeurs **non garanties** : si un constructeur ou un concessionnaire s'est engagé à reprendre le bien à un prix fixé, le risque devient un risque de crédit sur ce garant.

## Mesurer l'exposition

- Montant total des valeurs résiduelles non garanties, par année de fin de contrat
- Concentration par marque, modèle, énergie et famille de biens
- Écart entre la VR contractuelle et la valeur de marché actuelle projetée à la date de restitution
- Taux de restitution attendu : en LOA, une partie des clients lève l'option, ce qui réduit le risque

## Tester la résistance

1. Définir des scénarios de baisse des prix de l'occasion, globaux et ciblés (par exemple sur une énergie ou un segment).
2. Appliquer ces scénarios aux contrats par année de fin.
3. Mesurer la perte potentielle et la comparer aux limites fixées par l'organe de direction.
4. Présenter les résultats au comité des risques avec les actions proposées.

## Déprécier dans les comptes

- **IFRS 16, location-financement** : le bailleur revoit régulièrement les valeurs résiduelles non garanties ; en cas de baisse, il révise l'allocation des produits et comptabilise immédiatement la réduction relative aux montants déjà constatés (§77)
- **IFRS 16, location simple** : le bien loué est soumis à IAS 36 ; sa valeur résiduelle et sa durée d'utilité sont revues au moins à chaque clôture (IAS 16 §51), un changement modifiant l'amortissement futur
- **Comptes sociaux français** : dépréciation des immobilisations louées lorsque la valeur de marché attendue devient inférieure à la valeur nette comptable prévue à la restitution
- **Traitement prudentiel** : le règlement (UE) n° 575/2013 prévoit un traitement spécifique de la valeur résiduelle des biens loués (article 134, paragraphe 7, en approche standard)

## Réduire le risque

- Engagements de reprise des constructeurs ou des distributeurs
- Assurance de valeur résiduelle auprès d'un assureur spécialisé
- Valeurs prudentes à l'origine et plafonds par famille
- Diversification des marques et des énergies
- Prolongation de contrat ou revente anticipée quand le marché est favorable

## À retenir

Quand les prix de l'occasion baissent, la dépréciation doit être constatée dès que la baisse est connue, sans attendre la restitution des véhicules ou des matériels : un stock de valeurs surestimées se traduit sinon par une perte concentrée sur une seule année.`,
    contentEn: `# Residual value risk: measurement, impairment and mitigation

Residual value risk is the risk that the returned asset sells for less than the value used in the contract. It concerns only **unguaranteed** values: if a manufacturer or dealer has undertaken to buy the asset back at a fixed price, the risk becomes a credit risk on that guarantor.

## Measuring the exposure

- Total unguaranteed residual values, by year of contract end
- Concentration by make, model, energy type and asset family
- Gap between the contractual RV and the current market value projected to the return date
- Expected return rate: in consumer leases with purchase option, some customers exercise the option, which reduces the risk

## Stress testing

1. Define scenarios of falling used prices, overall and targeted (for example on one energy type or segment).
2. Apply these scenarios to contracts by year of contract end.
3. Measure the potential loss and compare it with the limits set by the management body.
4. Present the results to the risk committee with the proposed actions.

## Impairment in the accounts

- **IFRS 16, finance lease**: the lessor regularly reviews unguaranteed residual values; if they fall, it revises the income allocation and immediately recognises the reduction relating to amounts already accrued (§77)
- **IFRS 16, operating lease**: the leased asset is subject to IAS 36; its residual value and useful life are reviewed at least at each year-end (IAS 16 §51), any change altering future depreciation
- **French statutory accounts**: impairment of leased assets when the expected market value falls below the net book value forecast at return
- **Prudential treatment**: Regulation (EU) No 575/2013 provides a specific treatment for the residual value of leased assets (article 134, paragraph 7, under the standardised approach)

## Reducing the risk

- Buy-back commitments from manufacturers or dealers
- Residual value insurance with a specialist insurer
- Prudent values at origination and caps by family
- Diversification across makes and energy types
- Contract extension or early resale when the market is favourable

## Key point

When used prices fall, impairment must be recognised as soon as the decline is known, without waiting for the vehicles or equipment to come back: otherwise a stock of overstated values turns into a loss concentrated in a single year.`,
  },
  {
    id: "remarketing-fin-de-contrat",
    category: "Métiers du Crédit",
    title: "Remarketing en fin de contrat : canaux de revente et pilotage",
    titleEn: "End-of-lease remarketing: resale channels and management",
    description:
      "Les canaux pour revendre les biens restitués en fin de contrat (client, réseau, enchères, marchands, particuliers, export), leurs règles fiscales et les indicateurs de performance.",
    descriptionEn:
      "The channels for reselling assets returned at the end of a lease (customer, dealer network, auctions, traders, private buyers, export), their tax rules and performance indicators.",
    status: "validated",
    viewCount: 154,
    content: `# Remarketing en fin de contrat : canaux de revente et pilotage

Le remarketing transforme le bien restitué en trésorerie. Le résultat réalisé par rapport à la valeur résiduelle décide de la rentabilité finale du contrat.

## Le processus

1. Pré-inspection du bien deux à trois mois avant la fin du contrat, pour anticiper les frais et proposer une prolongation ou un rachat.
2. Restitution et expertise, avec procès-verbal.
3. Arbitrage entre remise en état et vente en l'état, selon le gain attendu.
4. Choix du canal et mise en vente.
5. Encaissement, transfert de propriété, formalités d'immatriculation et sortie de l'actif.

## Les canaux

- **Vente au locataire** : levée d'option en LOA ou offre de rachat en LLD, le canal le moins coûteux
- **Réseau du constructeur** : reprise au prix convenu lorsque le distributeur a pris un engagement de rachat
- **Enchères professionnelles**, physiques ou en ligne : volumes importants, délais courts, prix de marché
- **Marchands et négociants**, par appel d'offres ou contrat-cadre
- **Vente directe aux particuliers** : meilleur prix possible, mais coûts de préparation, de garantie et de service après-vente
- **Export** vers un autre pays de l'Union européenne ou hors de l'Union, pour les biens mieux valorisés à l'étranger

## Règles fiscales et de conformité

- Le bailleur ayant déduit la TVA à l'achat, la revente est taxable sur le prix total : le régime de la marge (article 297 A du CGI) ne s'applique pas
- Livraison à un acheteur assujetti d'un autre État membre : exonération sous conditions de numéro de TVA valide et de preuve du transport (article 262 ter, I du CGI)
- Exportation hors de l'Union : exonération sur justificatif douanier de sortie (article 262, I du CGI)
- Paiements en espèces limités à 1 000 euros pour un acheteur résidant en France agissant pour des besoins personnels ou professionnels (article L112-6 du Code monétaire et financier)
- Vérification de l'identité de l'acheteur et de l'origine des fonds au titre de la lutte contre le blanchiment

## Indicateurs de pilotage

- Taux de réalisation : prix de vente net / valeur résiduelle contractuelle
- Délai de revente : nombre de jours entre la restitution et l'encaissement
- Coût de remarketing par unité : transport, remise en état, commissions
- Résultat de cession par rapport à la valeur nette comptable, par canal et par famille de biens

## Bonnes pratiques

- Mettre les canaux en concurrence et revoir leur répartition chaque trimestre
- Réinjecter les prix obtenus dans les grilles de valeurs résiduelles
- Éviter le stockage prolongé : chaque mois d'attente coûte en dépréciation et en frais de parc`,
    contentEn: `# End-of-lease remarketing: resale channels and management

Remarketing turns the returned asset into cash. The result achieved against the residual value decides the contract's final profitability.

## The process

1. Pre-inspection of the asset two to three months before the end of the contract, to anticipate charges and offer an extension or a purchase.
2. Return and inspection, with a report.
3. Choice between refurbishment and sale as is, depending on the expected gain.
4. Choice of channel and listing for sale.
5. Collection of the price, transfer of ownership, registration formalities and derecognition.

## Channels

- **Sale to the lessee**: exercise of the option in a consumer lease with purchase option or a purchase offer in contract hire, the cheapest channel
- **Manufacturer's network**: buy-back at the agreed price where the dealer has given a buy-back commitment
- **Trade auctions**, physical or online: large volumes, short lead times, market prices
- **Traders and dealers**, through tenders or framework agreements
- **Direct sale to private buyers**: the best possible price, but preparation, warranty and after-sales costs
- **Export** to another EU Member State or outside the EU, for assets valued more highly abroad

## Tax and compliance rules

- As the lessor deducted VAT on purchase, the resale is taxable on the full price: the margin scheme (article 297 A of the CGI, the French General Tax Code) does not apply
- Supply to a VAT-registered buyer in another Member State: exempt subject to a valid VAT number and proof of transport (article 262 ter, I of the CGI)
- Export outside the EU: exempt on the basis of customs proof of exit (article 262, I of the CGI)
- Cash payments limited to 1,000 euros for a buyer resident in France acting for personal or business purposes (article L112-6 of the Code monétaire et financier, the French Monetary and Financial Code)
- Verification of the buyer's identity and the source of funds under anti-money laundering rules

## Management indicators

- Realisation rate: net sale price / contractual residual value
- Time to sell: number of days between return and collection of the price
- Remarketing cost per unit: transport, refurbishment, commissions
- Gain or loss on disposal against net book value, by channel and by asset family

## Good practice

- Put channels in competition and review the channel mix every quarter
- Feed the prices achieved back into the residual value grids
- Avoid prolonged storage: every month of waiting costs depreciation and yard fees`,
  },
  {
    id: "remise-en-etat-usure-normale",
    category: "Métiers du Crédit",
    title: "Restitution : usure normale, grille de dommages et remise en état",
    titleEn: "Vehicle return: fair wear and tear, damage grid and refurbishment",
    description:
      "Comment distinguer l'usure normale des dommages facturables à la restitution d'un bien loué, construire une grille de frais et traiter les contestations.",
    descriptionEn:
      "How to distinguish fair wear and tear from chargeable damage when a leased asset is returned, build a charging grid and handle disputes.",
    status: "validated",
    viewCount: 271,
    content: `# Restitution : usure normale, grille de dommages et remise en état

À la restitution, le locataire doit rendre le bien dans un état conforme à son âge et à son usage. L'**usure normale** reste à la charge du bailleur, déjà intégrée dans la valeur résiduelle ; les **dommages** sont facturés au locataire selon une grille remise à la signature.

## Usure normale ou dommage : exemples pour un véhicule

| Élément | Usure normale | Dommage facturable |
|---|---|---|
| Carrosserie | Micro-rayures effaçables par lustrage | Rayure atteignant l'apprêt, bosse, élément déformé |
| Vitrage | Impact minime hors champ de vision | Pare-brise fissuré ou impact dans le champ de vision |
| Jantes | Légères traces de frottement | Jante voilée, fissurée ou fortement rayée |
| Pneumatiques | Usure régulière au-dessus du minimum légal de 1,6 mm | Usure sous le minimum légal, pneu entaillé |
| Intérieur | Usure des sièges conforme à l'âge | Brûlure, déchirure, taches persistantes, odeur de tabac |

## Construire la grille

1. S'appuyer sur les guides de restitution de la profession, comme ceux du syndicat des loueurs longue durée (Sesamlld) ou, pour les groupes internationaux, le standard britannique de la BVRLA.
2. Fixer pour chaque dommage un mode de calcul : forfait, tarif horaire et pièces, ou plafond.
3. Tenir compte de l'âge et du kilométrage : une même rayure ne se traite pas de la même façon à 12 mois et à 60 mois.
4. Remettre la grille au client à la signature et la publier dans l'espace client.

## Le déroulé de la restitution

1. Pré-inspection proposée avant la fin du contrat, pour permettre au client de faire réparer lui-même.
2. Procès-verbal de restitution signé sur place, avec photos datées.
3. Expertise par un expert indépendant, de préférence contradictoire.
4. Facture détaillée, avec photos et référence à la grille.
5. Délai de contestation et possibilité de contre-expertise.

## Contestations

- Une facture sans photo ni référence à la grille est difficile à défendre
- Les frais facturés à un consommateur doivent correspondre à des dommages réels ; des frais forfaitaires déconnectés du coût réel exposent au risque de clause abusive
- Le bailleur n'est pas tenu de réparer le bien avant de facturer, mais il doit pouvoir justifier la perte de valeur

## Indicateurs

- Frais de remise en état facturés par bien restitué
- Taux de contestation et délai moyen de résolution
- Taux de recouvrement des factures de restitution`,
    contentEn: `# Vehicle return: fair wear and tear, damage grid and refurbishment

On return, the lessee must hand back the asset in a condition consistent with its age and use. **Fair wear and tear** is borne by the lessor, as it is already built into the residual value; **damage** is charged to the lessee according to a grid provided at signature.

## Fair wear and tear or damage: examples for a vehicle

| Item | Fair wear and tear | Chargeable damage |
|---|---|---|
| Bodywork | Fine scratches that polish out | Scratch through to the primer, dent, deformed panel |
| Glass | Minor chip outside the field of vision | Cracked windscreen or chip in the field of vision |
| Wheels | Light scuffing | Buckled, cracked or heavily scratched wheel |
| Tyres | Even wear above the legal minimum of 1.6 mm | Wear below the legal minimum, cut tyre |
| Interior | Seat wear consistent with age | Burn, tear, persistent stains, smell of tobacco |

## Building the grid

1. Draw on the industry's return guides, such as those of the French contract hire association (Sesamlld) or, for international groups, the British BVRLA standard.
2. Set a calculation method for each type of damage: flat fee, hourly rate plus parts, or cap.
3. Take age and mileage into account: the same scratch is not treated the same way at 12 months and at 60 months.
4. Give the grid to the customer at signature and publish it in the customer portal.

## How the return works

1. Pre-inspection offered before the end of the contract, so that the customer can have repairs done.
2. Return report signed on the spot, with dated photographs.
3. Inspection by an independent expert, preferably carried out jointly.
4. Detailed invoice, with photographs and reference to the grid.
5. Period for disputes and possibility of a second inspection.

## Disputes

- An invoice without photographs or reference to the grid is hard to defend
- Charges invoiced to a consumer must correspond to actual damage; flat fees unrelated to the actual cost expose the lessor to the risk of an unfair term
- The lessor is not required to repair the asset before invoicing, but must be able to justify the loss in value

## Indicators

- Refurbishment charges invoiced per returned asset
- Dispute rate and average resolution time
- Collection rate of return invoices`,
  },

  // ---------------------------------------------------------------------------
  // Fiscalité
  // ---------------------------------------------------------------------------
  {
    id: "tva-loyers-option-achat",
    category: "Métiers du Crédit",
    title: "TVA sur les loyers et sur l'option d'achat en France",
    titleEn: "VAT on lease rents and on the purchase option in France",
    description:
      "Comment la TVA s'applique aux loyers de leasing, à la levée de l'option d'achat et aux indemnités, et ce que le locataire peut déduire selon la nature du bien.",
    descriptionEn:
      "How VAT applies to lease rents, to the exercise of the purchase option and to termination payments, and what the lessee can deduct depending on the asset.",
    status: "validated",
    viewCount: 346,
    content: `# TVA sur les loyers et sur l'option d'achat en France

La location d'un bien meuble est une prestation de services soumise à la TVA (article 256 du CGI), au taux normal de 20 % (article 278 du CGI). La vente du bien à la fin du contrat est une livraison de biens, elle aussi taxable.

## Les loyers

- TVA facturée sur chaque loyer au taux normal de 20 % (article 278 du CGI), y compris le premier loyer majoré et les loyers intercalaires
- Exigibilité à l'encaissement pour les prestations de services (article 269, 2-c du CGI), sauf option du bailleur pour les débits, fréquente en leasing
- Prestations annexes (entretien, assistance) soumises à la TVA ; les primes d'assurance refacturées en sont en principe exonérées
- Entre professionnels, la prestation est en principe imposable dans le pays du preneur (article 259 du CGI)

## La levée de l'option d'achat

1. Le bailleur vend le bien au locataire pour le prix de l'option.
2. Il facture la TVA au taux normal sur ce prix.
3. Le locataire déduit cette TVA dans les conditions de droit commun, selon la nature du bien.
4. Le bien entre à l'actif du locataire pour son prix hors taxe récupérable.

## Ce que le locataire peut déduire

- Matériels, véhicules utilitaires et équipements : TVA sur les loyers déductible dans les conditions de droit commun
- Voitures particulières et véhicules conçus pour le transport de personnes : TVA sur les loyers (crédit-bail, LOA ou LLD) non déductible, donc non récupérable par la société locataire (article 206, IV-2-6° de l'annexe II au CGI), sauf exceptions limitées, comme les véhicules affectés exclusivement à l'enseignement de la conduite
- Carburants : TVA sur le gazole et l'essence déductible à 80 % pour les voitures particulières et à 100 % pour les utilitaires ; TVA sur l'électricité déductible à 100 % (article 298, 4-1° du CGI)

## Le bailleur

Le bailleur déduit la TVA sur l'achat des biens qu'il loue, y compris les voitures particulières, puisque la location est son activité. C'est pourquoi la revente du bien en fin de contrat est taxable sur le prix total.

## Les indemnités de résiliation

La Cour de justice de l'Union européenne a jugé que des sommes dues en cas de résiliation anticipée pouvaient constituer la contrepartie d'une prestation taxable (arrêts MEO du 22 novembre 2018, C-295/17, UniCredit Leasing du 3 juillet 2019, C-242/18, et Vodafone Portugal du 11 juin 2020, C-43/19). Vérifiez la doctrine administrative en vigueur au BOFiP et la position retenue par l'établissement avant de paramétrer la facturation.

## Crédit-bail immobilier

Les loyers et la levée d'option relèvent des règles de la TVA immobilière : la location de locaux nus est exonérée sauf option du bailleur (articles 261 D, 2° et 260, 2° du CGI). Voir la fiche sur la fiscalité du crédit-bail immobilier.`,
    contentEn: `# VAT on lease rents and on the purchase option in France

Renting a movable asset is a supply of services subject to VAT (article 256 of the CGI, the French General Tax Code), at the standard rate of 20% (article 278 of the CGI). The sale of the asset at the end of the contract is a supply of goods, also taxable.

## Rents

- VAT charged on each rent at the standard rate of 20% (article 278 of the CGI), including the first increased rent and interim rents
- VAT becomes chargeable on receipt of payment for services (article 269, 2-c of the CGI), unless the lessor opts for invoice-based accounting, which is common in leasing
- Ancillary services (maintenance, assistance) are subject to VAT; insurance premiums recharged are in principle exempt
- Between businesses, the service is in principle taxable in the lessee's country (article 259 of the CGI)

## Exercise of the purchase option

1. The lessor sells the asset to the lessee for the option price.
2. It charges VAT at the standard rate on that price.
3. The lessee deducts that VAT under the ordinary rules, depending on the type of asset.
4. The asset is recognised by the lessee at its price net of recoverable VAT.

## What the lessee can deduct

- Equipment, light commercial vehicles and machinery: VAT on rents deductible under the ordinary rules
- Passenger cars and vehicles designed to carry people: VAT on rents (finance lease, LOA or long-term rental) not deductible, so the lessee company cannot recover it (article 206, IV-2-6° of annex II to the CGI), save for limited exceptions, such as vehicles used exclusively for driving tuition
- Fuel: VAT on diesel and petrol deductible at 80% for passenger cars and 100% for light commercial vehicles; VAT on electricity deductible at 100% (article 298, 4-1° of the CGI)

## The lessor

The lessor deducts VAT on the purchase of the assets it leases, including passenger cars, since leasing is its business. This is why the resale of the asset at the end of the contract is taxable on the full price.

## Termination payments

The Court of Justice of the European Union has ruled that sums due on early termination may constitute consideration for a taxable supply (judgments MEO of 22 November 2018, C-295/17, UniCredit Leasing of 3 July 2019, C-242/18, and Vodafone Portugal of 11 June 2020, C-43/19). Check the administrative guidance in force in the BOFiP (the French official tax guidance) and the institution's position before configuring invoicing.

## Property finance leases

Rents and the exercise of the option follow the rules on VAT on real estate: the letting of bare premises is exempt unless the lessor opts to tax (articles 261 D, 2° and 260, 2° of the CGI). See the article on the taxation of property finance leases.`,
  },
  {
    id: "taxes-vehicules-societe",
    category: "Métiers du Crédit",
    title: "Taxes sur les véhicules des entreprises : de la TVS aux taxes annuelles",
    titleEn: "Taxes on company vehicles: from the TVS to the annual taxes",
    description:
      "Les taxes annuelles qui ont remplacé la taxe sur les véhicules de sociétés en 2022, qui les paie en leasing, et les taxes dues à l'immatriculation, dont les barèmes changent chaque année.",
    descriptionEn:
      "The annual taxes that replaced the company car tax (TVS) in 2022, who pays them in leasing, and the taxes due on registration, whose scales change every year.",
    status: "validated",
    viewCount: 318,
    content: `# Taxes sur les véhicules des entreprises : de la TVS aux taxes annuelles

Les véhicules de tourisme utilisés par les entreprises supportent des taxes annuelles et des taxes à l'immatriculation. Leurs barèmes sont modifiés presque chaque année par la loi de finances : ne citez jamais un tarif sans préciser l'année d'application et vérifiez-le dans les textes.

## La réforme de 2022

Depuis le 1er janvier 2022, la taxe sur les véhicules de sociétés (TVS) est remplacée par deux taxes annuelles sur l'affectation des véhicules de tourisme à des fins économiques. Créées par la loi de finances pour 2021, elles sont codifiées dans le Code des impositions sur les biens et services (CIBS) depuis l'ordonnance n° 2021-1843 du 22 décembre 2021 :

- la **taxe annuelle sur les émissions de dioxyde de carbone**, calculée selon les émissions de CO2 du véhicule (ou sa puissance administrative pour les véhicules les plus anciens) ;
- la **taxe annuelle sur les émissions de polluants atmosphériques**, calculée selon la catégorie d'émissions de polluants du véhicule, qui dépend de sa motorisation et de sa date de première immatriculation.

## Qui paie en leasing

1. L'entreprise propriétaire du véhicule.
2. L'entreprise qui en dispose par une location de plus d'un mois civil ou de 30 jours consécutifs : en LLD, en LOA et en crédit-bail, c'est donc le locataire, et non le bailleur.
3. L'entreprise qui prend en charge les frais d'un véhicule appartenant à un salarié ou un dirigeant, avec un abattement.

Les taxes sont calculées au prorata de la durée d'affectation et déclarées une fois par an : en janvier de l'année suivante, sur l'annexe 3310 A de la déclaration de TVA, pour les entreprises au régime réel normal, et avec la déclaration annuelle de TVA pour celles au régime simplifié.

## Les taxes à l'immatriculation

- **Malus sur les émissions de CO2**, dû lors de la première immatriculation en France
- **Taxe sur la masse en ordre de marche** (« malus au poids »), dont le seuil a été abaissé à 1,6 tonne au 1er janvier 2024
- **Taxe régionale** sur les certificats d'immatriculation, fixée par chaque région par cheval fiscal

En leasing, le bailleur, titulaire du certificat d'immatriculation, les paie et les répercute dans le prix ou dans les loyers.

## Où trouver les valeurs en vigueur

- Le CIBS et la loi de finances de l'année
- Le BOFiP, pour les taxes annuelles sur l'affectation des véhicules (BOI-AIS-MOB-10-30)
- Les exonérations, notamment pour les véhicules électriques, à vérifier chaque année

## Rôle du loueur

Le loueur fournit à ses clients les données nécessaires au calcul : émissions de CO2 selon la norme WLTP, date de première immatriculation, énergie, périodes de mise à disposition. Beaucoup d'offres de LLD incluent le calcul des taxes dans le reporting de flotte.`,
    contentEn: `# Taxes on company vehicles: from the TVS to the annual taxes

Passenger vehicles used by businesses bear annual taxes and registration taxes. Their scales are amended almost every year by the Finance Act: never quote a rate without stating the year it applies to, and check it in the texts.

## The 2022 reform

Since 1 January 2022, the taxe sur les véhicules de sociétés (TVS, company car tax) has been replaced by two annual taxes on the use of passenger vehicles for economic purposes. Created by the 2021 Finance Act, they have been codified in the Code des impositions sur les biens et services (CIBS, French Code of taxes on goods and services) since ordonnance No 2021-1843 of 22 December 2021:

- the **annual tax on carbon dioxide emissions**, based on the vehicle's CO2 emissions (or its administrative horsepower for the oldest vehicles);
- the **annual tax on air pollutant emissions**, based on the vehicle's pollutant emissions category, which depends on its engine type and date of first registration.

## Who pays in leasing

1. The company that owns the vehicle.
2. The company that has the vehicle under a rental of more than one calendar month or 30 consecutive days: in contract hire, consumer-style leases with purchase option and finance leases, this is therefore the lessee, not the lessor.
3. The company that bears the costs of a vehicle owned by an employee or manager, with an allowance.

The taxes are calculated pro rata to the period of use and declared once a year: in January of the following year, on annex 3310 A to the VAT return, for businesses under the standard regime, and with the annual VAT return for those under the simplified regime.

## Registration taxes

- **CO2 emissions malus** (penalty), due on first registration in France
- **Tax on kerb weight** (the "weight malus"), whose threshold was lowered to 1.6 tonnes on 1 January 2024
- **Regional tax** on registration certificates, set by each region per fiscal horsepower

In leasing, the lessor, as registered keeper, pays these taxes and passes them on in the price or the rents.

## Where to find the values in force

- The CIBS and that year's Finance Act
- The BOFiP, for the annual taxes on the use of vehicles (BOI-AIS-MOB-10-30)
- Exemptions, particularly for electric vehicles, to be checked every year

## The lessor's role

The lessor provides its customers with the data needed for the calculation: CO2 emissions under the WLTP standard, date of first registration, energy type, periods of use. Many contract hire offers include the tax calculation in fleet reporting.`,
  },
  {
    id: "fiscalite-preneur-loyers-reintegration",
    category: "Métiers du Crédit",
    title: "Fiscalité du preneur : déduction des loyers et réintégration sur les voitures particulières",
    titleEn: "Tax treatment for the lessee: deducting rents and adding back on passenger cars",
    description:
      "Comment un locataire déduit ses loyers de leasing de son résultat imposable, et comment calculer la réintégration imposée sur les voitures particulières par l'article 39-4 du CGI.",
    descriptionEn:
      "How a lessee deducts lease rents from taxable profit, and how to compute the add-back required on passenger cars by article 39-4 of the French General Tax Code.",
    status: "validated",
    viewCount: 292,
    content: `# Fiscalité du preneur : déduction des loyers et réintégration sur les voitures particulières

En fiscalité française, le résultat imposable part des comptes sociaux : le locataire déduit ses loyers de leasing comme des charges, quelle que soit leur présentation en IFRS 16 dans les comptes consolidés.

## Le principe : des loyers déductibles

Les loyers de crédit-bail, de location financière et de LLD sont déductibles (article 39-1 du CGI) s'ils sont engagés dans l'intérêt de l'entreprise, justifiés et rattachés à l'exercice auquel ils se rapportent. Le premier loyer majoré est en principe étalé sur la durée du contrat lorsqu'il rémunère la jouissance du bien sur toute cette durée.

## L'exception des voitures particulières

Pour une voiture particulière louée plus de trois mois, la part du loyer qui correspond à l'amortissement pratiqué par le bailleur sur la fraction du prix excédant un plafond n'est pas déductible (article 39-4 du CGI). Plafonds pour les véhicules immatriculés selon la norme WLTP, acquis ou loués depuis le 1er janvier 2021 :

| Émissions de CO2 | Plafond |
|---|---|
| Moins de 20 g/km | 30 000 € |
| De 20 à moins de 50 g/km | 20 300 € |
| De 50 à 160 g/km | 18 300 € |
| Plus de 160 g/km | 9 900 € |

Le prix s'entend TVA comprise, puisque la TVA n'est pas récupérable sur ces véhicules.

## Calculer la réintégration

1. Le loueur communique chaque année l'amortissement qu'il a pratiqué sur le véhicule.
2. Le preneur calcule la fraction du prix excédant le plafond : (prix TTC − plafond) / prix TTC.
3. Il applique cette fraction à l'amortissement du bailleur.
4. Il réintègre le montant obtenu sur le tableau de détermination du résultat fiscal.

Exemple : véhicule de 40 000 € TTC émettant 130 g/km, plafond de 18 300 €, fraction excédentaire de 21 700 / 40 000 = 54,25 %. Si le loueur a amorti 8 000 € dans l'année, le preneur réintègre 8 000 × 54,25 % = 4 340 €.

## Autres points

- Les véhicules utilitaires ne sont pas concernés par ce plafond
- En crédit-bail mobilier, le bien acquis à la levée de l'option est inscrit à l'actif pour le prix de l'option et amorti sur sa durée probable d'utilisation restante
- En crédit-bail immobilier, la quote-part des loyers finançant le terrain n'est pas déductible (article 39-10 du CGI) : voir la fiche sur la fiscalité du crédit-bail immobilier

## À retenir

Les plafonds et les seuils d'émissions ont changé plusieurs fois depuis 2017 : vérifiez toujours la version de l'article 39-4 applicable à la date d'acquisition ou de location du véhicule.`,
    contentEn: `# Tax treatment for the lessee: deducting rents and adding back on passenger cars

Under French tax rules, taxable profit starts from the statutory accounts: the lessee deducts its lease rents as expenses, however they are presented under IFRS 16 in the consolidated accounts.

## The principle: rents are deductible

Finance lease, operating rental and contract hire rents are deductible (article 39-1 of the CGI, the French General Tax Code) if they are incurred in the interest of the business, supported by evidence and allocated to the financial year to which they relate. The first increased rent is in principle spread over the contract term when it pays for the use of the asset over that whole term.

## The passenger car exception

For a passenger car rented for more than three months, the part of the rent that corresponds to the depreciation recorded by the lessor on the fraction of the price above a ceiling is not deductible (article 39-4 of the CGI). Ceilings for vehicles registered under the WLTP standard, acquired or leased since 1 January 2021:

| CO2 emissions | Ceiling |
|---|---|
| Less than 20 g/km | €30,000 |
| From 20 to less than 50 g/km | €20,300 |
| From 50 to 160 g/km | €18,300 |
| More than 160 g/km | €9,900 |

The price is taken including VAT, since VAT is not recoverable on these vehicles.

## Computing the add-back

1. The lessor reports each year the depreciation it has recorded on the vehicle.
2. The lessee computes the fraction of the price above the ceiling: (price including VAT − ceiling) / price including VAT.
3. It applies this fraction to the lessor's depreciation.
4. It adds the resulting amount back in the computation of taxable profit.

Example: vehicle costing €40,000 including VAT, emitting 130 g/km, ceiling of €18,300, excess fraction of 21,700 / 40,000 = 54.25%. If the lessor recorded €8,000 of depreciation in the year, the lessee adds back 8,000 × 54.25% = €4,340.

## Other points

- Light commercial vehicles are not affected by this ceiling
- In an equipment finance lease, the asset acquired on exercise of the option is recognised at the option price and depreciated over its probable remaining useful life
- In a property finance lease, the share of rents financing the land is not deductible (article 39-10 of the CGI): see the article on the taxation of property finance leases

## Key point

The ceilings and emission thresholds have changed several times since 2017: always check the version of article 39-4 applicable on the date the vehicle was acquired or leased.`,
  },
  {
    id: "fiscalite-credit-bail-immobilier",
    category: "Métiers du Crédit",
    title: "Crédit-bail immobilier : droits d'enregistrement et autres impôts",
    titleEn: "Property finance leases: registration duties and other taxes",
    description:
      "Les impôts qui jalonnent une opération de crédit-bail immobilier : droits à l'acquisition, publicité du contrat, levée d'option, déduction des loyers, impôts locaux et TVA.",
    descriptionEn:
      "The taxes that arise over the life of a property finance lease: duties on acquisition, registration of the contract, exercise of the option, deduction of rents, local taxes and VAT.",
    status: "validated",
    viewCount: 109,
    content: `# Crédit-bail immobilier : droits d'enregistrement et autres impôts

Une opération de crédit-bail immobilier fait intervenir la fiscalité à chaque étape. Le consultant n'a pas à trancher les questions fiscales, mais il doit les identifier, les faire figurer dans le plan de financement et orienter le client vers ses conseils et le notaire.

## À l'acquisition par le crédit-bailleur

- **Immeuble achevé depuis plus de cinq ans** : droits de mutation à titre onéreux au taux de droit commun, d'environ 5,8 %, porté à environ 6,3 % dans les départements qui ont relevé leur taux, possibilité ouverte par la loi de finances pour 2025 pour les actes signés entre le 1er avril 2025 et le 31 mars 2028
- **Immeuble neuf ou terrain à bâtir** : TVA immobilière et taxe de publicité foncière au taux réduit
- Ces droits entrent dans le coût de l'opération financée et donc dans les loyers

## Publicité du contrat

Un contrat de crédit-bail immobilier de plus de douze ans doit être publié au service de la publicité foncière. Cette publication est aussi la condition pour que les droits dus à la levée d'option soient calculés sur le prix de l'option plutôt que sur la valeur vénale de l'immeuble (BOI-ENR-DMTOI-10-60).

## Pendant le contrat

1. **Preneur** : loyers déductibles, sauf la quote-part qui finance le terrain, non amortissable (article 39-10 du CGI).
2. **Bailleur** : amortissement des constructions et, pour les contrats conclus depuis le 1er janvier 1996, provision possible pour l'écart entre la valeur du terrain et des constructions et le prix de levée d'option (article 39 quinquies I du CGI).
3. **Taxe foncière** : due légalement par le propriétaire, le crédit-bailleur, et refacturée au preneur selon le contrat.
4. **Cotisation foncière des entreprises** : due par l'entreprise qui utilise l'immeuble pour son activité, c'est-à-dire le preneur.
5. **Taxe annuelle sur les bureaux en Île-de-France** (article 231 ter du CGI), le cas échéant, refacturée selon le contrat.

## À la levée de l'option

- Transfert de propriété soumis aux droits de mutation, calculés sur le prix de l'option si le contrat a été publié
- Réintégration éventuelle par le preneur d'une fraction des loyers lorsque le prix de l'option est inférieur à la valeur de l'immeuble diminuée des amortissements qu'il aurait pu pratiquer (articles 239 sexies et 239 sexies B du CGI)
- Immeuble inscrit à l'actif du preneur, avec ventilation entre terrain et constructions

## TVA

Le régime des loyers et de la levée d'option relève de la TVA immobilière : location de locaux nus exonérée sauf option du bailleur (articles 261 D, 2° et 260, 2° du CGI), livraison d'immeuble neuf taxable. À valider avec un fiscaliste pour chaque opération.

## À retenir

Les taux des droits de mutation dépendent du département et de la date de l'acte : demandez au notaire un chiffrage daté plutôt que d'appliquer un taux de mémoire.`,
    contentEn: `# Property finance leases: registration duties and other taxes

A crédit-bail immobilier (property finance lease) involves tax at every stage. The consultant does not have to settle tax questions, but must identify them, include them in the financing plan and refer the customer to its advisers and the notary.

## On acquisition by the lessor

- **Building completed more than five years ago**: transfer duties at the standard rate of about 5.8%, raised to about 6.3% in the departments that have increased their rate, an option opened by the 2025 Finance Act for deeds signed between 1 April 2025 and 31 March 2028
- **New building or building land**: VAT on real estate and land registration tax at the reduced rate
- These duties are part of the cost of the financed transaction and therefore of the rents

## Registration of the contract

A property finance lease of more than twelve years must be registered with the land registry (service de la publicité foncière). This registration is also the condition for the duties due on exercise of the option to be calculated on the option price rather than on the building's market value (BOI-ENR-DMTOI-10-60).

## During the contract

1. **Lessee**: rents deductible, except the share that finances the land, which cannot be depreciated (article 39-10 of the CGI, the French General Tax Code).
2. **Lessor**: depreciation of the buildings and, for contracts concluded since 1 January 1996, a possible provision for the difference between the value of the land and buildings and the option price (article 39 quinquies I of the CGI).
3. **Property tax** (taxe foncière): legally due by the owner, the lessor, and recharged to the lessee under the contract.
4. **Business property contribution** (cotisation foncière des entreprises): due by the business that uses the building for its activity, that is the lessee.
5. **Annual tax on offices in the Île-de-France region** (article 231 ter of the CGI), where applicable, recharged under the contract.

## On exercise of the option

- Transfer of ownership subject to transfer duties, calculated on the option price if the contract was registered
- Possible add-back by the lessee of part of the rents where the option price is lower than the building's value less the depreciation it could have recorded (articles 239 sexies and 239 sexies B of the CGI)
- Building recognised on the lessee's balance sheet, split between land and buildings

## VAT

Rents and the exercise of the option follow the rules on VAT on real estate: letting of bare premises exempt unless the lessor opts to tax (articles 261 D, 2° and 260, 2° of the CGI), supply of a new building taxable. To be validated with a tax adviser for each transaction.

## Key point

Transfer duty rates depend on the department and the date of the deed: ask the notary for a dated calculation rather than applying a rate from memory.`,
  },
];
