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
2. Cessation of payments (available assets insufficient to meet liabilities due): the manager must apply for insolvency proceedings within 45 days at the latest, unless conciliation has been requested within that period (article L631-4 of the Commercial Code).

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

L'évaluation de la solvabilité est une obligation légale : avant de conclure un crédit à la consommation, le prêteur vérifie la solvabilité de l'emprunteur à partir d'un nombre suffisant d'informations et consulte le FICP (article L312-16 du Code de la consommation). La directive (UE) 2023/2225 (CCD2), applicable à compter du 20 novembre 2026, exige une évaluation fondée sur des informations pertinentes et exactes relatives aux revenus et aux dépenses.

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

Assessing creditworthiness is a legal obligation: before concluding a consumer credit agreement, the lender checks the borrower's creditworthiness on the basis of sufficient information and consults the FICP, the national register of household credit repayment incidents (article L312-16 of the Code de la consommation, the French Consumer Code). Directive (EU) 2023/2225 (CCD2), applicable from 20 November 2026, requires an assessment based on relevant and accurate information on income and expenses.

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

Depuis le 8 janvier 2022, l'échelle de la cote de crédit compte 22 positions, de 1+ (la meilleure) à 8, auxquelles s'ajoutent P (procédure collective) et 0 (aucune information défavorable, sans documentation comptable récente). Une cote antérieure à 2022 ne se compare donc pas directement à une cote actuelle. Les comptes sont analysés en principe pour les entreprises dont le chiffre d'affaires dépasse 750 000 euros.

## Le FICP

Le fichier national des incidents de remboursement des crédits aux particuliers est régi par les articles L751-1 et suivants du Code de la consommation et l'arrêté du 26 octobre 2010. Il recense :

- les incidents de paiement caractérisés sur les crédits accordés aux personnes physiques pour des besoins non professionnels ;
- les mesures de traitement des situations de surendettement.

Un incident est caractérisé notamment lorsque les impayés atteignent le montant des deux dernières mensualités dues, ou, pour un crédit sans échéances, lorsqu'au moins 500 euros restent impayés plus de 60 jours après mise en demeure. Le prêteur prévient l'emprunteur et déclare l'incident à l'issue d'un délai d'un mois ; l'inscription dure au plus cinq ans et est radiée dès le paiement intégral. La consultation est obligatoire avant l'octroi d'un crédit à la consommation (article L312-16) et chaque année avant la reconduction d'un crédit renouvelable (article L312-75).

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

Since 8 January 2022, the credit rating scale has had 22 grades, from 1+ (the best) to 8, plus P (insolvency proceedings) and 0 (no adverse information, no recent accounts). A rating from before 2022 therefore cannot be compared directly with a current one. Accounts are in principle analysed for companies with revenue above 750,000 euros.

## The FICP

The fichier national des incidents de remboursement des crédits aux particuliers (FICP, the national register of household credit repayment incidents) is governed by articles L751-1 et seq. of the Code de la consommation (French Consumer Code) and the order of 26 October 2010. It records:

- characterised payment incidents on credit granted to individuals for non-business purposes;
- the measures taken to deal with over-indebtedness.

An incident is characterised in particular when arrears reach the amount of the last two monthly instalments due or, for credit without instalments, when at least 500 euros remain unpaid more than 60 days after formal notice. The lender warns the borrower and reports the incident after one month; the entry lasts five years at most and is removed as soon as the debt is paid in full. Consultation is mandatory before granting consumer credit (article L312-16) and every year before renewing revolving credit (article L312-75).

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

- Entreprise : extrait Kbis de moins de trois mois, statuts à jour, pièce d'identité du représentant légal
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

- Contrat signé et, pour un consommateur, expiration du délai de rétractation de 14 jours
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

- Signed contract and, for a consumer, expiry of the 14-day withdrawal period
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
- à la levée de l'option, le bien entre à l'actif pour le prix de l'option, puis il est amorti.

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
- when the option is exercised, the asset is recognised at the option price and then depreciated.

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
];
