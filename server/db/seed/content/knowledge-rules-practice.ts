import type { KnowledgeItemSeed } from "./knowledge-items";

/** More articles on French and European rules, soft skills and project management, in French and English. */
export const articles: KnowledgeItemSeed[] = [
  {
    id: "reg-information-precontractuelle-fipen",
    category: "Réglementation",
    title: "Crédit à la consommation : information précontractuelle et FIPEN",
    description:
      "Ce que le prêteur doit remettre et expliquer avant la signature d'un crédit à la consommation : FIPEN, explications adaptées, offre maintenue 15 jours. Différence avec la FISE du crédit immobilier.",
    titleEn: "Consumer credit: pre-contractual information and the SECCI",
    descriptionEn:
      "What the lender must hand over and explain before a consumer credit is signed: the SECCI, adequate explanations and an offer held open for 15 days. How it differs from the ESIS used for mortgage credit.",
    status: "validated",
    viewCount: 214,
    content: `# Crédit à la consommation : information précontractuelle et FIPEN

Avant toute signature, l'emprunteur doit recevoir une information qui lui permet de comparer les offres. En crédit à la consommation, le support central est la **FIPEN** (fiche d'information précontractuelle européenne normalisée), prévue à l'article L312-12 du Code de la consommation. Ne la confondez pas avec la **FISE** (fiche d'information standardisée européenne), son équivalent pour le crédit immobilier (article L313-7).

## Contenu de la fiche (FIPEN)

- Identité et coordonnées du prêteur et, le cas échéant, de l'intermédiaire de crédit
- Type de crédit, montant total du crédit et conditions de mise à disposition des fonds
- Durée du contrat, montant, nombre et périodicité des échéances
- Taux débiteur, TAEG et exemple représentatif
- Montant total dû et coût des services accessoires exigés pour obtenir le crédit
- Coût de l'assurance emprunteur facultative proposée, en euros et par mois
- Existence du droit de rétractation et du droit au remboursement anticipé
- Droit d'être informé du résultat de la consultation d'un fichier si la demande est rejetée

## Quand et comment la remettre

1. Remettre la FIPEN en temps utile avant la conclusion, sur papier ou sur un autre support durable.
2. Fournir les explications adaptées (article L312-14) : caractéristiques essentielles du crédit et conséquences sur la situation financière de l'emprunteur, y compris en cas de défaut de paiement.
3. Évaluer la solvabilité et consulter le FICP (article L312-16).
4. Remettre l'offre de contrat, que le prêteur maintient pendant au moins 15 jours (article L312-18).
5. Conserver la preuve de la remise de chaque document et de son contenu exact.

## Depuis le 20 novembre 2026

L'ordonnance n° 2025-880 du 3 septembre 2025, qui transpose la directive (UE) 2023/2225, s'applique aux contrats conclus depuis le 20 novembre 2026 :

- Informations générales sur les crédits proposés, accessibles en permanence
- Présentation adaptée au support, y compris un écran de smartphone
- Aperçu des informations clés en tête de la fiche, prévu par l'article 11 de la directive
- Acceptation explicite du contrat, sans case pré-cochée

Les contrats conclus avant cette date restent régis par les textes antérieurs.

## Erreurs fréquentes en projet

- FIPEN générée avec un barème différent de celui de l'offre finale
- Frais ou assurance obligatoire ajoutés après l'édition de la fiche, sans nouveau calcul du TAEG
- Parcours digital où la fiche n'est consultable qu'après la signature
- Absence d'horodatage prouvant la date de remise

## Sanction

Le manquement expose le prêteur à la **déchéance du droit aux intérêts**, en totalité ou dans la proportion fixée par le juge (articles L341-1 et suivants du Code de la consommation). Le prêteur doit prouver qu'il a remis la fiche : un document signé ou un horodatage fiable est indispensable.`,
    contentEn: `# Consumer credit: pre-contractual information and the SECCI

Before signing, the borrower must receive information that allows offers to be compared. In consumer credit, the central document is the **FIPEN** (fiche d'information précontractuelle européenne normalisée, the Standard European Consumer Credit Information or SECCI), required by article L312-12 of the Code de la consommation (French Consumer Code). Do not confuse it with the **FISE** (fiche d'information standardisée européenne, the European Standardised Information Sheet or ESIS), its equivalent for mortgage credit (article L313-7).

## What the SECCI contains

- Identity and contact details of the lender and, where applicable, of the credit intermediary
- Type of credit, total amount of credit and conditions for drawing down funds
- Duration of the agreement, amount, number and frequency of instalments
- Borrowing rate, APR and representative example
- Total amount payable and cost of ancillary services required to obtain the credit
- Cost of the optional borrower insurance offered, in euros per month
- Existence of the right of withdrawal and of the right to early repayment
- Right to be told the result of a database consultation if the application is rejected

## When and how to provide it

1. Provide the SECCI in good time before the agreement is concluded, on paper or another durable medium.
2. Give adequate explanations (article L312-14): essential features of the credit and its effects on the borrower's financial situation, including in case of default.
3. Assess creditworthiness and consult the FICP (article L312-16).
4. Provide the credit offer, which the lender keeps open for at least 15 days (article L312-18).
5. Keep proof that each document was provided and of its exact content.

## Since 20 November 2026

Ordonnance no. 2025-880 of 3 September 2025, which transposes Directive (EU) 2023/2225, applies to agreements concluded since 20 November 2026:

- General information on the credit products offered, permanently available
- Presentation adapted to the medium, including a smartphone screen
- An overview of key information at the top of the form, required by article 11 of the directive
- Explicit acceptance of the agreement, with no pre-ticked box

Agreements concluded before that date remain governed by the earlier texts.

## Common mistakes in projects

- SECCI generated with a different price grid from the final offer
- Fees or compulsory insurance added after the form was produced, without recalculating the APR
- Digital journey where the form can only be viewed after signature
- No timestamp proving the date the form was provided

## Penalty

A breach exposes the lender to **forfeiture of the right to interest**, in full or in the proportion set by the court (articles L341-1 et seq. of the Consumer Code). The lender must prove that it provided the form: a signed document or a reliable timestamp is essential.`,
  },
  {
    id: "reg-delai-retractation-credit",
    category: "Réglementation",
    title: "Crédit à la consommation : le délai de rétractation de 14 jours",
    description:
      "Durée, point de départ et effets du droit de rétractation de l'emprunteur (article L312-19 du Code de la consommation), avec les règles propres au crédit affecté et les contrôles à prévoir dans les systèmes.",
    titleEn: "Consumer credit: the 14-day right of withdrawal",
    descriptionEn:
      "Length, starting point and effects of the borrower's right of withdrawal (article L312-19 of the French Consumer Code), with the rules specific to linked credit and the controls to build into systems.",
    status: "validated",
    viewCount: 187,
    content: `# Crédit à la consommation : le délai de rétractation de 14 jours

L'emprunteur peut se rétracter d'un contrat de crédit à la consommation **sans motif et sans frais** dans un délai de **14 jours calendaires** (article L312-19 du Code de la consommation). Ce délai, hérité de la loi Lagarde de 2010, a été réécrit par l'ordonnance n° 2025-880 du 3 septembre 2025 pour les contrats conclus depuis le 20 novembre 2026.

## Durée et point de départ

- Délai de 14 jours calendaires : tous les jours comptent, week-ends compris
- Point de départ : acceptation de l'offre, ou réception des conditions contractuelles si elle est postérieure
- Expiration au plus tard 12 mois et 14 jours après la conclusion si ces informations n'ont jamais été reçues
- Aucune expiration si le prêteur n'a pas informé l'emprunteur de son droit
- Délai respecté dès lors que la rétractation est envoyée avant son expiration

Les trois derniers points résultent de la nouvelle rédaction : pour les contrats conclus avant le 20 novembre 2026, le délai court à compter de l'acceptation de l'offre.

## Procédure à mettre en place

1. Joindre à l'exemplaire de l'emprunteur un formulaire de rétractation et indiquer clairement le droit dans le contrat.
2. Bloquer tout versement de fonds pendant 7 jours à compter de l'acceptation (article L312-25), sous réserve des règles propres au crédit affecté.
3. Subordonner la prise d'effet du mandat de prélèvement à celle du contrat de crédit.
4. À réception d'une rétractation : clôturer le dossier, annuler le mandat et, en crédit affecté, prévenir le vendeur.
5. Si des fonds ont été versés, obtenir le remboursement du capital et des intérêts courus, au plus tard 30 jours après l'envoi de la rétractation.

## Le cas du crédit affecté

- La rétractation du crédit entraîne la résolution de plein droit du contrat de vente (articles L312-44 et suivants)
- Sur demande expresse et manuscrite de livraison immédiate, le délai expire à la livraison, sans pouvoir être inférieur à 3 jours (article L312-47)
- Le vendeur n'est pas tenu de livrer tant que le prêteur ne l'a pas avisé de l'octroi du crédit et que l'emprunteur peut se rétracter

## Contrôles dans les systèmes

- Date d'acceptation horodatée, distincte de la date d'édition de l'offre
- Date de fin de rétractation calculée et affichée dans le dossier
- Blocage du décaissement avant le 8e jour
- Traçabilité des rétractations reçues et de leur traitement

Le non-respect de ces règles expose le prêteur à la déchéance du droit aux intérêts et à des sanctions administratives ou pénales selon le manquement.`,
    contentEn: `# Consumer credit: the 14-day right of withdrawal

The borrower may withdraw from a consumer credit agreement **without giving a reason and at no cost** within **14 calendar days** (article L312-19 of the Code de la consommation, the French Consumer Code). This period, inherited from the 2010 Lagarde Act, was rewritten by Ordonnance no. 2025-880 of 3 September 2025 for agreements concluded since 20 November 2026.

## Length and starting point

- A period of 14 calendar days: every day counts, weekends included
- Starting point: acceptance of the offer, or receipt of the contractual terms if that comes later
- Expiry no later than 12 months and 14 days after conclusion if that information was never received
- No expiry at all if the lender did not inform the borrower of the right
- The period is met as long as the withdrawal is sent before it expires

The last three points come from the new wording: for agreements concluded before 20 November 2026, the period runs from acceptance of the offer.

## Procedure to put in place

1. Attach a withdrawal form to the borrower's copy and state the right clearly in the agreement.
2. Block any release of funds for 7 days from acceptance (article L312-25), subject to the specific rules for linked credit.
3. Make the direct debit mandate take effect only when the credit agreement does.
4. On receipt of a withdrawal: close the file, cancel the mandate and, for linked credit, notify the seller.
5. If funds were released, obtain repayment of the capital and accrued interest no later than 30 days after the withdrawal was sent.

## Linked credit

- Withdrawal from the credit automatically cancels the sale agreement (articles L312-44 et seq.)
- On an express handwritten request for immediate delivery, the period ends on delivery, but cannot be shorter than 3 days (article L312-47)
- The seller does not have to deliver until the lender has confirmed the credit and while the borrower can still withdraw

## System controls

- Timestamped acceptance date, separate from the date the offer was produced
- End date of the withdrawal period calculated and displayed in the file
- Disbursement blocked before day 8
- Traceability of withdrawals received and how they were handled

Breaching these rules exposes the lender to forfeiture of the right to interest and to administrative or criminal penalties depending on the breach.`,
  },
  {
    id: "reg-solvabilite-ficp",
    category: "Réglementation",
    title: "Évaluation de la solvabilité et consultation du FICP",
    description:
      "L'obligation d'évaluer la solvabilité de l'emprunteur (article L312-16 du Code de la consommation) et les règles du fichier des incidents de remboursement tenu par la Banque de France : consultation, inscription, durées.",
    titleEn: "Creditworthiness assessment and FICP consultation",
    descriptionEn:
      "The duty to assess the borrower's creditworthiness (article L312-16 of the French Consumer Code) and the rules of the repayment incidents register kept by the Banque de France: consultation, registration and retention periods.",
    status: "validated",
    viewCount: 263,
    content: `# Évaluation de la solvabilité et consultation du FICP

Avant de conclure un crédit à la consommation, le prêteur doit évaluer la capacité de l'emprunteur à rembourser. Depuis le 20 novembre 2026, l'article L312-16 du Code de la consommation, réécrit par l'ordonnance n° 2025-880, exige une **évaluation minutieuse** fondée sur des informations pertinentes et exactes.

## Les informations à collecter

- Revenus et autres ressources, avec justificatifs proportionnés au montant et à la durée du crédit
- Charges et engagements financiers en cours
- Actifs et passifs financiers lorsque cela est pertinent
- Sûretés ou garanties proposées par l'emprunteur
- Jamais de catégories particulières de données (santé, opinions, origine) et jamais d'informations tirées des réseaux sociaux, que le texte exclut comme source externe

Lorsque l'évaluation repose sur un traitement automatisé, l'emprunteur peut obtenir une intervention humaine, une explication et contester la décision (article 18 de la directive (UE) 2023/2225).

## Consulter le FICP

1. Consulter le fichier avant toute décision d'octroi (articles L751-1 et suivants du Code de la consommation et article 2 de l'arrêté du 26 octobre 2010 relatif au FICP, à vérifier dans sa version adaptée au nouveau champ du crédit à la consommation).
2. Conserver la preuve de la consultation : date, heure, identité interrogée, réponse obtenue.
3. Intégrer la réponse dans l'analyse : une inscription n'interdit pas le crédit (article L751-2), le prêteur a donc le droit de prêter à un client fiché, mais elle pèse lourdement sur la décision.
4. En cas de refus fondé sur la consultation d'un fichier, en informer l'emprunteur.

## Ce qui déclenche une inscription

- Deux échéances mensuelles impayées pour un crédit remboursable chaque mois
- Une échéance impayée depuis plus de 60 jours pour une autre périodicité
- Pour un crédit sans échéances, au moins 500 € impayés plus de 60 jours après mise en demeure
- Une déchéance du terme ou une procédure judiciaire engagée après mise en demeure restée sans effet

Le prêteur informe l'emprunteur de la déclaration envisagée, qui lui laisse 30 jours pour régulariser.

## Durées d'inscription

- Incident de remboursement : 5 ans au plus, radiation dès le paiement intégral
- Plan ou mesures de surendettement : durée des mesures, 7 ans au plus, avec radiation anticipée après 5 ans sans incident
- Rétablissement personnel : 5 ans

## Sanctions

Un défaut d'évaluation ou de consultation entraîne la **déchéance du droit aux intérêts** (articles L341-1 et suivants du Code de la consommation). Les manquements aux obligations de déclaration au FICP relèvent du pouvoir de sanction de l'ACPR (article 16 de l'arrêté du 26 octobre 2010). Les orientations EBA/GL/2020/06 précisent en outre les attentes des superviseurs, y compris pour les crédits aux entreprises.`,
    contentEn: `# Creditworthiness assessment and FICP consultation

Before concluding a consumer credit agreement, the lender must assess the borrower's ability to repay. Since 20 November 2026, article L312-16 of the Code de la consommation (French Consumer Code), rewritten by Ordonnance no. 2025-880, requires a **thorough assessment** based on relevant and accurate information.

## Information to collect

- Income and other resources, with evidence proportionate to the amount and term of the credit
- Expenses and current financial commitments
- Financial assets and liabilities where relevant
- Security or guarantees offered by the borrower
- Never special categories of data (health, opinions, origin) and never information taken from social networks, which the text excludes as an external source

Where the assessment relies on automated processing, the borrower can obtain human intervention, an explanation and challenge the decision (article 18 of Directive (EU) 2023/2225).

## Consulting the FICP

1. Consult the FICP (fichier national des incidents de remboursement des crédits aux particuliers, the national register of consumer credit repayment incidents) before any lending decision (articles L751-1 et seq. of the Consumer Code and article 2 of the order of 26 October 2010 on the FICP, to be checked in its version adapted to the new scope of consumer credit).
2. Keep proof of the consultation: date, time, person queried and response received.
3. Factor the response into the analysis: a registration does not prohibit lending (article L751-2), so the lender may lend to a registered customer, but it weighs heavily on the decision.
4. If the refusal is based on a database consultation, inform the borrower.

## What triggers a registration

- Two unpaid monthly instalments for a credit repaid every month
- One instalment unpaid for more than 60 days for any other frequency
- For a credit without instalments, at least €500 unpaid more than 60 days after formal notice
- Acceleration of the debt or court proceedings started after a formal notice that went unanswered

The lender informs the borrower of the intended declaration, which gives the borrower 30 days to settle.

## Registration periods

- Repayment incident: 5 years at most, removed as soon as full payment is made
- Over-indebtedness plan or measures: duration of the measures, 7 years at most, with early removal after 5 years without incident
- Personal recovery procedure: 5 years

## Penalties

Failing to assess or to consult leads to **forfeiture of the right to interest** (articles L341-1 et seq. of the Consumer Code). Breaches of FICP reporting duties fall under the sanctioning powers of the ACPR (Autorité de contrôle prudentiel et de résolution, the French prudential supervisor) (article 16 of the order of 26 October 2010). The EBA/GL/2020/06 guidelines also set out supervisors' expectations, including for business lending.`,
  },
  {
    id: "reg-assurance-emprunteur-lemoine",
    category: "Réglementation",
    title: "Assurance emprunteur et loi Lemoine",
    description:
      "Les règles de l'assurance des emprunteurs, de la loi Lagarde à la loi Lemoine du 28 février 2022 : résiliation à tout moment, questionnaire de santé, droit à l'oubli et traitement d'une demande de substitution.",
    titleEn: "Borrower insurance and the Lemoine Act",
    descriptionEn:
      "The rules on borrower insurance, from the Lagarde Act to the Lemoine Act of 28 February 2022: termination at any time, health questionnaire, right to be forgotten and handling a substitution request.",
    status: "validated",
    viewCount: 176,
    content: `# Assurance emprunteur et loi Lemoine

La loi n° 2022-270 du 28 février 2022, dite **loi Lemoine**, vise l'assurance des prêts immobiliers régis par l'article L313-1 du Code de la consommation. En crédit à la consommation, l'assurance est le plus souvent facultative : si elle est exigée, son coût entre dans le TAEG ; si elle est facultative, la publicité et la FIPEN indiquent son coût en euros et par mois.

## Chronologie des réformes

- Loi Lagarde (loi n° 2010-737 du 1er juillet 2010) : libre choix d'une assurance externe, dite délégation d'assurance
- Loi Hamon (loi n° 2014-344 du 17 mars 2014) : substitution possible pendant les 12 mois suivant la signature de l'offre
- Amendement Bourquin (loi n° 2017-203 du 21 février 2017) : résiliation à chaque date anniversaire
- Loi Lemoine (loi n° 2022-270 du 28 février 2022) : résiliation à tout moment

## Ce que change la loi Lemoine

- Résiliation à tout moment et sans frais : depuis le 1er juin 2022 pour les nouveaux prêts, depuis le 1er septembre 2022 pour les contrats en cours
- Suppression du questionnaire de santé en assurance de prêt immobilier lorsque la part assurée sur l'encours cumulé des prêts ne dépasse pas 200 000 € par assuré et que le prêt prend fin avant les 60 ans de l'assuré (article L113-2-1 du Code des assurances)
- Droit à l'oubli ramené à 5 ans après la fin du protocole thérapeutique, sans rechute, pour les cancers et l'hépatite C
- Information renforcée : coût de l'assurance sur les 8 premières années dans l'offre et rappel annuel du droit de résiliation

## Traiter une demande de substitution

1. Enregistrer la date de réception de la demande et du nouveau contrat.
2. Comparer les garanties avec les critères d'équivalence publiés par le prêteur (article L313-30), établis à partir de la liste harmonisée du CCSF.
3. Notifier l'acceptation ou le refus dans les 10 jours ouvrés suivant la réception de la demande complète (article L313-31), le refus étant motivé et listant les garanties manquantes.
4. En cas d'acceptation, émettre l'avenant sans frais, sans modifier le taux du crédit, et mettre à jour le contrat.
5. Informer l'assureur sortant et arrêter l'appel des primes à la date d'effet.

## Impacts sur les systèmes

- Workflow de délégation avec calcul automatique de l'échéance de 10 jours ouvrés
- Modèles de courriers de refus motivé
- Référentiel des assureurs et des contrats externes
- Aucune donnée de santé dans le système du prêteur : elle reste chez l'assureur

Les durées et seuils de la convention AERAS (s'assurer et emprunter avec un risque aggravé de santé) évoluent par avenants : consultez la version en vigueur sur aeras-infos.fr.`,
    contentEn: `# Borrower insurance and the Lemoine Act

Law no. 2022-270 of 28 February 2022, known as the **Lemoine Act**, covers insurance for mortgage loans governed by article L313-1 of the Code de la consommation (French Consumer Code). In consumer credit, insurance is usually optional: if it is required, its cost is included in the APR; if it is optional, advertising and the SECCI show its cost in euros per month.

## Timeline of reforms

- Lagarde Act (law no. 2010-737 of 1 July 2010): free choice of an external insurer, known as insurance delegation
- Hamon Act (law no. 2014-344 of 17 March 2014): substitution allowed during the 12 months after the offer is signed
- Bourquin amendment (law no. 2017-203 of 21 February 2017): termination on each anniversary date
- Lemoine Act (law no. 2022-270 of 28 February 2022): termination at any time

## What the Lemoine Act changes

- Termination at any time and at no cost: since 1 June 2022 for new loans, since 1 September 2022 for existing contracts
- No health questionnaire for mortgage borrower insurance where the insured share of the cumulative outstanding loans does not exceed €200,000 per insured person and the loan ends before the insured person turns 60 (article L113-2-1 of the Code des assurances, the French Insurance Code)
- Right to be forgotten reduced to 5 years after the end of treatment, without relapse, for cancers and hepatitis C
- Stronger information: cost of insurance over the first 8 years in the offer and an annual reminder of the right to terminate

## Handling a substitution request

1. Record the date the request and the new policy were received.
2. Compare the cover with the equivalence criteria published by the lender (article L313-30), based on the harmonised list of the CCSF (Comité consultatif du secteur financier, the financial sector advisory committee).
3. Notify acceptance or refusal within 10 working days of receiving the complete request (article L313-31); a refusal must give reasons and list the missing guarantees.
4. If accepted, issue the amendment at no cost, without changing the loan rate, and update the agreement.
5. Inform the outgoing insurer and stop premium collection from the effective date.

## Impact on systems

- Delegation workflow with automatic calculation of the 10-working-day deadline
- Templates for reasoned refusal letters
- Reference data for insurers and external policies
- No health data in the lender's system: it stays with the insurer

The durations and thresholds of the AERAS agreement (s'assurer et emprunter avec un risque aggravé de santé, insuring and borrowing with an aggravated health risk) change through amendments: check the current version on aeras-infos.fr.`,
  },
  {
    id: "reg-publicite-credit-mentions",
    category: "Réglementation",
    title: "Publicité du crédit à la consommation : mentions obligatoires",
    description:
      "Les règles de contenu d'une publicité pour un crédit à la consommation (articles L312-5 et suivants du Code de la consommation) depuis la réforme du 20 novembre 2026 : mention d'avertissement, exemple représentatif, pratiques interdites.",
    titleEn: "Consumer credit advertising: mandatory disclosures",
    descriptionEn:
      "The content rules for consumer credit advertising (articles L312-5 et seq. of the French Consumer Code) since the reform of 20 November 2026: warning statement, representative example and prohibited practices.",
    status: "validated",
    viewCount: 158,
    content: `# Publicité du crédit à la consommation : mentions obligatoires

Toute publicité portant sur un crédit à la consommation, quel que soit son support (affiche, site, courriel, réseau social, radio), doit être claire, loyale et non trompeuse. Les règles figurent aux articles L312-5 et suivants du Code de la consommation, modifiés par l'ordonnance n° 2025-880 pour les publicités diffusées depuis le 20 novembre 2026.

## La mention d'avertissement

Depuis la réforme, la publicité comporte la mention « Attention ! Un crédit coûte de l'argent et doit être remboursé ». Elle remplace l'ancienne formule « Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager. », qu'il faut retirer de tous les supports.

## L'exemple représentatif (article L312-6)

Dès qu'une publicité indique un taux ou un chiffre lié au coût du crédit, elle donne, à l'aide d'un exemple représentatif :

1. Le taux débiteur, sa nature fixe ou variable et les frais compris dans le coût total du crédit
2. Le montant total du crédit
3. Le TAEG
4. La durée du contrat, s'il y a lieu
5. Pour un paiement différé, le prix au comptant et le montant de tout acompte
6. Le montant total dû et le montant des échéances, s'il y a lieu

Sur un écran trop petit, les points 5 et 6 peuvent être accessibles en cliquant ou en faisant défiler ; en radio, ils ne sont pas exigés. Si un service accessoire, comme une assurance, est obligatoire, la publicité le signale clairement.

## Pratiques interdites

- Suggérer qu'un crédit améliore la situation financière ou augmente les ressources
- Mettre en avant la facilité ou la rapidité d'obtention du crédit
- Laisser entendre que les crédits en cours ou les inscriptions dans un fichier ont peu d'effet sur la décision
- Présenter le crédit comme un substitut à l'épargne

## Circuit de validation d'une campagne

1. Vérifier que les taux affichés correspondent au barème en vigueur et restent sous le seuil de l'usure.
2. Recalculer l'exemple représentatif avec l'outil de tarification.
3. Faire valider le support par la conformité avant diffusion.
4. Indiquer la date de fin de validité de toute offre promotionnelle.
5. Archiver le support et les calculs pour répondre à un contrôle.

## Sanctions

Les manquements sont sanctionnés par des amendes administratives prononcées par la DGCCRF, dont les pouvoirs ont été renforcés par la réforme : vérifiez les montants en vigueur dans le titre IV du livre III du Code de la consommation.`,
    contentEn: `# Consumer credit advertising: mandatory disclosures

Any advertising for consumer credit, whatever the medium (poster, website, e-mail, social network, radio), must be clear, fair and not misleading. The rules are in articles L312-5 et seq. of the Code de la consommation (French Consumer Code), amended by Ordonnance no. 2025-880 for advertising released since 20 November 2026.

## The warning statement

Since the reform, advertising carries the statement "Attention ! Un crédit coûte de l'argent et doit être remboursé" ("Warning! Credit costs money and must be repaid"). It replaces the former wording "Un crédit vous engage et doit être remboursé. Vérifiez vos capacités de remboursement avant de vous engager." ("A credit commits you and must be repaid. Check that you can repay before committing."), which must be removed from every medium.

## The representative example (article L312-6)

As soon as an advertisement shows a rate or any figure relating to the cost of credit, it gives, by means of a representative example:

1. The borrowing rate, whether it is fixed or variable, and the fees included in the total cost of credit
2. The total amount of credit
3. The APR
4. The duration of the agreement, where applicable
5. For deferred payment, the cash price and the amount of any down payment
6. The total amount payable and the amount of the instalments, where applicable

On a screen that is too small, items 5 and 6 may be reached by clicking or scrolling; on radio they are not required. If an ancillary service, such as insurance, is compulsory, the advertisement says so clearly.

## Prohibited practices

- Suggesting that credit improves the financial situation or increases resources
- Highlighting how easy or fast it is to obtain the credit
- Implying that existing loans or database registrations have little effect on the decision
- Presenting credit as a substitute for savings

## Approval process for a campaign

1. Check that the rates shown match the current price grid and stay below the usury ceiling.
2. Recalculate the representative example with the pricing tool.
3. Have compliance approve the material before release.
4. State the end date of any promotional offer.
5. Archive the material and the calculations so that you can answer an inspection.

## Penalties

Breaches are punished by administrative fines imposed by the DGCCRF (the French consumer protection authority), whose powers were strengthened by the reform: check the current amounts in title IV of book III of the Consumer Code.`,
  },
  {
    id: "reg-remboursement-anticipe-indemnites",
    category: "Réglementation",
    title: "Remboursement anticipé d'un crédit à la consommation et indemnités",
    description:
      "Le droit de rembourser par anticipation, les cas sans indemnité et les plafonds de l'indemnité de remboursement anticipé (article L312-34 du Code de la consommation), avec la méthode de calcul d'un décompte.",
    titleEn: "Early repayment of consumer credit and compensation",
    descriptionEn:
      "The right to repay early, the cases where no compensation is due and the caps on early repayment compensation (article L312-34 of the French Consumer Code), with the method for calculating a settlement quote.",
    status: "validated",
    viewCount: 241,
    content: `# Remboursement anticipé d'un crédit à la consommation et indemnités

L'emprunteur peut **toujours**, à son initiative, rembourser par anticipation tout ou partie de son crédit (article L312-34 du Code de la consommation). Les intérêts et frais afférents à la durée restant à courir ne sont alors plus dus.

## Ce que couvre la réduction du coût

La Cour de justice de l'Union européenne a jugé que la réduction porte sur l'ensemble des coûts mis à la charge du consommateur (arrêt Lexitor, C-383/18, 11 septembre 2019). La directive (UE) 2023/2225, applicable depuis le 20 novembre 2026, précise qu'elle comprend les intérêts et les coûts correspondant à la durée restante du contrat.

## Quand aucune indemnité n'est due

- Autorisation de découvert
- Remboursement effectué en exécution d'un contrat d'assurance garantissant le crédit
- Remboursement intervenu pendant une période où le taux débiteur n'est pas fixe
- Montant remboursé sur douze mois ne dépassant pas le seuil fixé par décret : 10 000 € selon l'article D312-15 (vérifiez la rédaction en vigueur après la réforme)

## Plafonds de l'indemnité

- 1 % du montant remboursé par anticipation si plus d'un an sépare le remboursement de la fin du contrat
- 0,5 % si ce délai est inférieur ou égal à un an
- En aucun cas plus que les intérêts que l'emprunteur aurait payés jusqu'au terme
- Aucune indemnité si le montant remboursé sur douze mois ne dépasse pas 10 000 € (voir les cas ci-dessus)

## Calculer un décompte

1. Arrêter le capital restant dû à la date de remboursement.
2. Retirer les intérêts et les coûts liés à la durée restante.
3. Vérifier les cas d'exclusion de l'indemnité.
4. Additionner les remboursements anticipés des douze derniers mois pour tester le seuil.
5. Appliquer le plafond de 1 % ou de 0,5 % selon la durée restante.
6. Retenir le plus faible de cette indemnité et des intérêts restant à courir.
7. Éditer le décompte avec sa date de validité et, en cas de remboursement partiel, le nouvel échéancier.

## Comparaison avec le crédit immobilier

Pour un crédit immobilier, l'indemnité est plafonnée à six mois d'intérêts sur le capital remboursé, sans dépasser 3 % du capital restant dû (article R313-25). En LOA et en location longue durée, la fin anticipée relève des clauses de résiliation du contrat et des règles qui leur sont propres, pas de ces plafonds.

## Points de contrôle

- Paramètres de plafond verrouillés dans le progiciel et journalisés
- Contrats conclus avant le 20 novembre 2026 traités selon les règles antérieures
- Mention claire du plafond appliqué sur le décompte remis au client`,
    contentEn: `# Early repayment of consumer credit and compensation

The borrower may **always**, on their own initiative, repay all or part of the credit early (article L312-34 of the Code de la consommation, the French Consumer Code). Interest and charges relating to the remaining term are then no longer due.

## What the cost reduction covers

The Court of Justice of the European Union ruled that the reduction covers all costs borne by the consumer (Lexitor judgment, C-383/18, 11 September 2019). Directive (EU) 2023/2225, applicable since 20 November 2026, states that it includes the interest and the costs for the remaining term of the agreement.

## When no compensation is due

- Overdraft facility
- Repayment made under an insurance policy covering the credit
- Repayment made during a period when the borrowing rate is not fixed
- Amount repaid over twelve months not exceeding the threshold set by decree: €10,000 under article D312-15 (check the wording in force after the reform)

## Caps on compensation

- 1% of the amount repaid early if more than one year remains between repayment and the end of the agreement
- 0.5% if that period is one year or less
- Never more than the interest the borrower would have paid until maturity
- No compensation if the amount repaid over twelve months does not exceed €10,000 (see the cases above)

## Calculating a settlement quote

1. Determine the outstanding principal at the repayment date.
2. Remove the interest and costs relating to the remaining term.
3. Check the cases where compensation is excluded.
4. Add up early repayments over the last twelve months to test the threshold.
5. Apply the 1% or 0.5% cap depending on the remaining term.
6. Take the lower of that compensation and the interest still to run.
7. Issue the quote with its validity date and, for a partial repayment, the new schedule.

## Comparison with mortgage credit

For a mortgage loan, compensation is capped at six months' interest on the amount repaid, without exceeding 3% of the outstanding principal (article R313-25). For leases with a purchase option and long-term rental, early termination follows the termination clauses of the contract and the rules specific to them, not these caps.

## Control points

- Cap parameters locked in the software package and logged
- Agreements concluded before 20 November 2026 handled under the earlier rules
- Clear statement of the cap applied on the quote given to the customer`,
  },
  {
    id: "reg-ccd2-transposition-calendrier",
    category: "Réglementation",
    title: "CCD2 : transposition française et calendrier d'application",
    description:
      "Comment la directive (UE) 2023/2225 a été transposée en France par l'ordonnance n° 2025-880 du 3 septembre 2025 : dates clés, champ élargi, droit transitoire et check-list de mise en conformité.",
    titleEn: "CCD2: French transposition and application timeline",
    descriptionEn:
      "How Directive (EU) 2023/2225 was transposed in France by Ordonnance no. 2025-880 of 3 September 2025: key dates, wider scope, transitional rules and a compliance checklist.",
    status: "validated",
    viewCount: 329,
    content: `# CCD2 : transposition française et calendrier d'application

La directive (UE) 2023/2225 du 18 octobre 2023, dite CCD2, remplace la directive 2008/48/CE. En France, elle a été transposée par l'ordonnance n° 2025-880 du 3 septembre 2025 relative au crédit à la consommation, prise sur habilitation de la loi n° 2025-391 du 30 avril 2025 (loi DDADUE). Cette fiche complète la fiche générale sur la directive par le calendrier et le droit transitoire.

## Les dates clés

- 18 octobre 2023 : adoption de la directive, publiée au Journal officiel de l'Union le 30 octobre 2023
- 19 novembre 2023 : entrée en vigueur de la directive
- 3 septembre 2025 : ordonnance n° 2025-880 relative au crédit à la consommation, publiée au Journal officiel le 4 septembre 2025
- 20 novembre 2025 : date limite de transposition
- 2 décembre 2025 : ordonnance rectificative n° 2025-1154
- 20 novembre 2026 : application des nouvelles règles et abrogation de la directive 2008/48/CE

## Un champ élargi

- Crédits gratuits, sans intérêts ni frais, qui créent une charge de remboursement
- Crédits de moins de 200 €
- Crédits de moins de trois mois à frais négligeables, dont le paiement fractionné
- Crédits de 75 000 € à 100 000 €

Restent exclus, sous conditions cumulatives, les paiements différés consentis par le vendeur sans tiers prêteur et sans intérêts : 50 jours au plus, 14 jours pour une grande entreprise vendant en ligne, sans affacturage de la créance (précision ajoutée par l'ordonnance rectificative).

## Droit transitoire

Les contrats de crédit à la consommation conclus avant le 20 novembre 2026 et en cours à cette date restent régis par les textes antérieurs, et non par les nouvelles règles (article 99 de l'ordonnance n° 2025-880), sauf exceptions prévues pour certains contrats à durée indéterminée. Les systèmes doivent donc gérer deux régimes en parallèle pendant plusieurs années.

## Check-list de mise en conformité

1. Cartographier les produits entrant dans le nouveau champ, en particulier le paiement fractionné.
2. Mettre à jour publicités, FIPEN, offres et contrats.
3. Revoir l'évaluation de la solvabilité et les sources de données utilisées.
4. Prévoir l'intervention humaine et l'explication des décisions automatisées.
5. Supprimer les cases pré-cochées et imposer une acceptation explicite.
6. Organiser les mesures de renégociation avant toute procédure de recouvrement forcé et l'orientation vers les services de conseil en matière de dettes.
7. Former les collaborateurs et les intermédiaires aux nouvelles obligations de compétence.
8. Paramétrer dans les progiciels la date de conclusion qui détermine le régime applicable.

## Où vérifier

Les textes consolidés du Code de la consommation et du Code monétaire et financier sont sur legifrance.gouv.fr ; les décrets d'application et la loi de ratification peuvent encore modifier certaines règles.`,
    contentEn: `# CCD2: French transposition and application timeline

Directive (EU) 2023/2225 of 18 October 2023, known as CCD2, replaces Directive 2008/48/EC. In France, it was transposed by Ordonnance no. 2025-880 of 3 September 2025 on consumer credit (a government order), under powers granted by law no. 2025-391 of 30 April 2025 (the DDADUE law on adapting French law to EU law). This article complements the general article on the directive with the timeline and the transitional rules.

## Key dates

- 18 October 2023: directive adopted, published in the Official Journal of the EU on 30 October 2023
- 19 November 2023: directive enters into force
- 3 September 2025: Ordonnance no. 2025-880 on consumer credit, published in the Journal officiel on 4 September 2025
- 20 November 2025: transposition deadline
- 2 December 2025: corrective Ordonnance no. 2025-1154
- 20 November 2026: new rules apply and Directive 2008/48/EC is repealed

## A wider scope

- Interest-free and fee-free credit that creates a repayment obligation
- Credit below €200
- Credit of less than three months with negligible fees, including buy now pay later
- Credit from €75,000 to €100,000

Still excluded, subject to cumulative conditions, are deferred payments granted by the seller without a third-party lender and without interest: 50 days at most, 14 days for a large company selling online, with no factoring of the receivable (a point added by the corrective ordonnance).

## Transitional rules

Consumer credit agreements signed before 20 November 2026 and still in progress on that date remain governed by the earlier texts, not by the new rules (article 99 of Ordonnance no. 2025-880), except for exceptions made for certain open-ended agreements. Systems must therefore run two regimes side by side for several years.

## Compliance checklist

1. Map the products that fall within the new scope, in particular buy now pay later.
2. Update advertising, SECCI forms, offers and agreements.
3. Review the creditworthiness assessment and the data sources used.
4. Provide for human intervention and for explaining automated decisions.
5. Remove pre-ticked boxes and require explicit acceptance.
6. Organise forbearance measures before any enforcement and referral to debt advice services.
7. Train staff and intermediaries on the new competence requirements.
8. Configure in the software packages the conclusion date that determines the applicable regime.

## Where to check

The consolidated texts of the Code de la consommation (French Consumer Code) and the Code monétaire et financier (French Monetary and Financial Code) are on legifrance.gouv.fr; implementing decrees and the ratification law may still change some rules.`,
  },
  {
    id: "reg-credit-professionnels-leasing",
    category: "Réglementation",
    title: "Crédit et leasing aux professionnels : ce qui change par rapport au consommateur",
    description:
      "Les protections du Code de la consommation qui ne s'appliquent pas aux professionnels, celles qui s'appliquent quand même et les cas limites à qualifier dès l'octroi d'un crédit ou d'un contrat de location.",
    titleEn: "Business credit and leasing: what differs from consumer lending",
    descriptionEn:
      "The French Consumer Code protections that do not apply to business customers, those that still apply and the borderline cases to qualify when a credit or lease is granted.",
    status: "validated",
    viewCount: 224,
    content: `# Crédit et leasing aux professionnels : ce qui change par rapport au consommateur

Le régime du crédit à la consommation protège l'emprunteur qui agit à des fins étrangères à son activité commerciale, industrielle, artisanale, libérale ou agricole (article liminaire et article L311-1 du Code de la consommation). Dès que le financement sert l'activité professionnelle, la plupart de ces protections tombent.

## Les protections du crédit à la consommation qui ne s'appliquent pas

À un crédit ou un crédit-bail consenti à une entreprise ou à un professionnel pour son activité, ne s'appliquent pas :

- FIPEN, explications adaptées et offre maintenue 15 jours
- Délai de rétractation de 14 jours et interdiction de verser les fonds pendant 7 jours
- Plafonds de l'indemnité de remboursement anticipé du Code de la consommation
- Consultation obligatoire du FICP, réservé aux crédits pour besoins non professionnels
- Taux d'usure : les prêts aux entreprises et aux professionnels ne sont pas soumis à l'usure, sauf pour les découverts en compte (article L313-5-1 du Code monétaire et financier)

## Ce qui s'applique quand même

- Le taux effectif global doit figurer dans l'écrit constatant un prêt (articles L314-1 et suivants du Code de la consommation, applicables à tous les prêts)
- Le devoir de mise en garde, dégagé par la jurisprudence, envers l'emprunteur et la caution non avertis
- La proportionnalité du cautionnement donné par une personne physique (article 2300 du Code civil, issu de l'ordonnance n° 2021-1192)
- Les clauses abusives dans les contrats d'adhésion (article 1171 du Code civil)
- Les règles du démarchage pour les petits professionnels (article L221-3 du Code de la consommation)

## Le cas des petits professionnels

Un professionnel employant **cinq salariés au plus** bénéficie des règles protectrices des contrats hors établissement (information, rétractation de 14 jours) lorsque le contrat est conclu hors de ses locaux et que son objet n'entre pas dans son activité principale. La Cour de cassation juge que la location financière n'est pas un service financier exclu de ce régime, position confirmée en 2025 et 2026 : les programmes vendeurs qui font signer des locations sur site sont directement concernés.

## Le crédit-bail

Le crédit-bail est défini à l'article L313-7 du Code monétaire et financier. Depuis le 1er janvier 2023, sa publicité s'effectue au registre des sûretés mobilières et autres opérations connexes (décret n° 2021-1887 du 29 décembre 2021) ; sans publicité, le crédit-bailleur ne peut opposer sa propriété aux créanciers du preneur, sauf à prouver qu'ils la connaissaient.

## Contrôles à l'octroi

1. Qualifier le client et l'objet du financement, et conserver la déclaration d'usage professionnel.
2. Orienter le dossier vers le produit et le parcours adaptés.
3. Contrôler l'usure pour les découverts et les personnes morales sans activité professionnelle.
4. Pour une vente hors établissement à un petit professionnel, remettre l'information et le formulaire de rétractation.
5. Vérifier la proportionnalité de toute caution personnelle.
6. Publier le contrat de crédit-bail au registre dans les délais.`,
    contentEn: `# Business credit and leasing: what differs from consumer lending

The consumer credit regime protects borrowers acting for purposes outside their commercial, industrial, craft, liberal or agricultural activity (preliminary article and article L311-1 of the Code de la consommation, the French Consumer Code). As soon as the financing serves a business activity, most of these protections fall away.

## Consumer credit protections that do not apply

To a loan or a lease granted to a company or a professional for its business, the following do not apply:

- SECCI, adequate explanations and an offer held open for 15 days
- The 14-day withdrawal period and the ban on releasing funds for 7 days
- The caps on early repayment compensation in the Consumer Code
- Mandatory consultation of the FICP, which is limited to credit for non-business purposes
- The usury ceiling: loans to companies and professionals are not subject to the usury rules, except for overdrafts (article L313-5-1 of the Code monétaire et financier, the French Monetary and Financial Code)

## What still applies

- The effective global rate must appear in the written loan agreement (articles L314-1 et seq. of the Consumer Code, which apply to all loans)
- The duty to warn, developed by case law, towards borrowers and guarantors who are not experienced
- Proportionality of a guarantee given by an individual (article 2300 of the Civil Code, introduced by Ordonnance no. 2021-1192)
- Unfair terms in standard-form contracts (article 1171 of the Civil Code)
- Doorstep selling rules for small businesses (article L221-3 of the Consumer Code)

## Small businesses

A business with **five employees or fewer** benefits from the protective rules on off-premises contracts (information, 14-day withdrawal) when the contract is signed away from its premises and its subject falls outside its main activity. The Cour de cassation (French supreme court) holds that a financial lease without purchase option is not a financial service excluded from this regime, a position confirmed in 2025 and 2026: vendor programmes that have leases signed on site are directly affected.

## Finance leases

The crédit-bail (finance lease) is defined in article L313-7 of the Monetary and Financial Code. Since 1 January 2023, it is published in the register of movable security interests and related transactions (decree no. 2021-1887 of 29 December 2021); without publication, the lessor cannot assert its ownership against the lessee's creditors, unless it proves they knew of it.

## Controls at origination

1. Qualify the customer and the purpose of the financing, and keep the declaration of business use.
2. Route the file to the appropriate product and journey.
3. Check usury for overdrafts and for legal entities without a business activity.
4. For an off-premises sale to a small business, provide the information and the withdrawal form.
5. Check the proportionality of any personal guarantee.
6. Publish the finance lease in the register on time.`,
  },
  {
    id: "reg-dailly-delais-paiement",
    category: "Réglementation",
    title: "Créances professionnelles : cession Dailly et délais de paiement LME",
    description:
      "Les règles de la cession de créances professionnelles par bordereau Dailly et les plafonds de délais de paiement entre entreprises issus de la loi de modernisation de l'économie, utiles au refinancement des loyers et au paiement des fournisseurs.",
    titleEn: "Business receivables: Dailly assignment and LME payment terms",
    descriptionEn:
      "The rules for assigning business receivables by Dailly slip and the caps on payment terms between businesses introduced by the Economic Modernisation Act, relevant to refinancing lease rentals and paying suppliers.",
    status: "validated",
    viewCount: 137,
    content: `# Créances professionnelles : cession Dailly et délais de paiement LME

Un financeur est à la fois créancier de ses clients et débiteur des fournisseurs de biens financés. Deux corps de règles encadrent ces flux : la cession Dailly et les délais de paiement de la LME.

## La cession Dailly

Prévue aux articles L313-23 à L313-34 du Code monétaire et financier, elle permet de céder ou nantir des créances professionnelles au profit d'un établissement de crédit ou d'une société de financement, par simple remise d'un bordereau. Le bordereau comporte :

- La dénomination « acte de cession de créances professionnelles »
- La mention que l'acte est soumis aux articles L313-23 à L313-34
- Le nom ou la dénomination de l'établissement bénéficiaire
- La désignation des créances : débiteur, lieu de paiement, montant ou évaluation et, s'il y a lieu, échéance

## Mettre en œuvre une cession

1. Vérifier que les créances sont professionnelles et que le cessionnaire est un établissement habilité.
2. Établir le bordereau avec toutes les mentions.
3. Faire dater le bordereau par le cessionnaire : la cession est opposable aux tiers à cette date (article L313-27).
4. Notifier la cession au débiteur si nécessaire : il ne peut alors plus payer valablement que le cessionnaire (article L313-28).
5. Obtenir, pour plus de sécurité, l'acceptation du débiteur, qui ne pourra plus opposer les exceptions tirées de ses relations avec le cédant (article L313-29).

## Les délais de paiement interentreprises

Issus de la loi n° 2008-776 du 4 août 2008 (LME), ils figurent à l'article L441-10 du Code de commerce :

- 30 jours après réception des marchandises ou exécution de la prestation, à défaut d'accord
- 60 jours au plus après la date d'émission de la facture pour un délai convenu
- Par dérogation, 45 jours fin de mois, s'il est expressément stipulé et non abusif
- 45 jours après émission pour une facture périodique
- 30 jours après émission pour la location de véhicules avec ou sans conducteur (article L441-11)

## Pénalités et sanctions

- Pénalités de retard exigibles sans rappel, au taux de la BCE majoré de 10 points à défaut de stipulation, jamais moins de trois fois le taux d'intérêt légal
- Indemnité forfaitaire pour frais de recouvrement de 40 € (article D441-5)
- Amende administrative jusqu'à 75 000 € pour une personne physique et 2 millions d'euros pour une personne morale (article L441-16)

Pour un bailleur, ces plafonds s'appliquent au règlement des fournisseurs et aux factures de loyers des clients professionnels.`,
    contentEn: `# Business receivables: Dailly assignment and LME payment terms

A lender is both a creditor of its customers and a debtor of the suppliers of financed assets. Two sets of rules govern these flows: the Dailly assignment and the payment terms of the LME (loi de modernisation de l'économie, the Economic Modernisation Act).

## The Dailly assignment

Provided for in articles L313-23 to L313-34 of the Code monétaire et financier (French Monetary and Financial Code), it allows business receivables to be assigned or pledged to a credit institution or a finance company simply by handing over a slip. The slip contains:

- The title "acte de cession de créances professionnelles" (deed of assignment of business receivables)
- A statement that the deed is governed by articles L313-23 to L313-34
- The name of the beneficiary institution
- The description of the receivables: debtor, place of payment, amount or estimate and, where applicable, due date

## Carrying out an assignment

1. Check that the receivables are business receivables and that the assignee is an authorised institution.
2. Draw up the slip with all the required statements.
3. Have the assignee date the slip: the assignment is enforceable against third parties from that date (article L313-27).
4. Notify the debtor if needed: from then on the debtor can only discharge its debt by paying the assignee (article L313-28).
5. For greater security, obtain the debtor's acceptance, after which it can no longer raise defences arising from its dealings with the assignor (article L313-29).

## Payment terms between businesses

Introduced by law no. 2008-776 of 4 August 2008 (LME), they are set out in article L441-10 of the Code de commerce (French Commercial Code):

- 30 days after receipt of goods or performance of the service, failing agreement
- At most 60 days after the invoice date for an agreed term
- By way of exception, 45 days end of month, if expressly agreed and not abusive
- 45 days after issue for a periodic invoice
- 30 days after issue for vehicle rental with or without driver (article L441-11)

## Late-payment interest and penalties

- Late-payment interest due without reminder, at the ECB rate plus 10 points unless otherwise agreed, never less than three times the statutory interest rate
- Fixed compensation for recovery costs of €40 (article D441-5)
- Administrative fine of up to €75,000 for an individual and €2 million for a legal entity (article L441-16)

For a lessor, these caps apply to paying suppliers and to rental invoices sent to business customers.`,
  },
  {
    id: "reg-usure-fixation-categories",
    category: "Réglementation",
    title: "Taux d'usure : fixation par la Banque de France, catégories et calendrier",
    description:
      "Comment la Banque de France calcule les seuils de l'usure, quelles catégories de prêts existent, pourquoi la publication a été mensuelle de février 2023 à janvier 2024 et où trouver les valeurs en vigueur.",
    titleEn: "Usury rates: how the Banque de France sets them, categories and timetable",
    descriptionEn:
      "How the Banque de France calculates usury ceilings, which loan categories exist, why publication was monthly from February 2023 to January 2024 and where to find the current values.",
    status: "validated",
    viewCount: 302,
    content: `# Taux d'usure : fixation par la Banque de France, catégories et calendrier

Un prêt est usuraire lorsque son taux effectif global dépasse, au moment où il est consenti, de plus d'un tiers le taux effectif moyen pratiqué au cours du trimestre précédent pour des opérations de même nature comportant des risques analogues (article L314-6 du Code de la consommation). Cette fiche détaille la fabrication des seuils ; la fiche « Taux d'usure : calcul et contrôles » traite des contrôles.

## Comment les seuils sont fixés

1. La Banque de France collecte auprès d'un échantillon d'établissements de crédit et de sociétés de financement les taux effectifs pratiqués, par catégorie de prêts.
2. Elle calcule le taux effectif moyen de chaque catégorie.
3. Le seuil de l'usure est égal à ce taux moyen majoré d'un tiers.
4. Les taux moyens et les seuils sont publiés au Journal officiel par avis, en fin de trimestre, pour une application le premier jour du trimestre suivant.

## Le calendrier depuis 2023

- Principe : publication trimestrielle
- Du 1er février 2023 au 31 janvier 2024 : seuils fixés tous les mois, à titre transitoire (arrêté du 26 janvier 2023, prolongé en juin 2023), toujours sur la base des taux des trois mois précédents
- Depuis février 2024 : retour à la publication trimestrielle, annoncé par la Banque de France le 28 décembre 2023

## Les catégories pour les particuliers

- Crédits immobiliers à taux fixe d'une durée inférieure à 10 ans, de 10 à moins de 20 ans, de 20 ans et plus
- Crédits immobiliers à taux variable et prêts relais
- Crédits à la consommation, en trois tranches de montant, chacune avec son propre seuil de l'usure : inférieur ou égal à 3 000 €, de plus de 3 000 € à 6 000 €, de plus de 6 000 €

## Les autres emprunteurs

- Personnes morales sans activité industrielle, commerciale, artisanale, agricole ou professionnelle non commerciale : plusieurs catégories selon la nature et la durée du prêt
- Personnes physiques agissant pour leurs besoins professionnels et personnes morales ayant une activité : seuls les découverts en compte sont soumis à l'usure (article L313-5-1 du Code monétaire et financier)

## Où trouver les valeurs en vigueur

Consultez la page « Taux d'usure » du site de la Banque de France et l'avis publié au Journal officiel. Ne saisissez jamais un seuil de mémoire : chargez la table par date d'effet et conservez l'historique, car le seuil applicable est celui de la date où le prêt est consenti.

## Sanctions

- Perceptions excessives imputées de plein droit sur les intérêts échus, puis sur le capital (article L341-48 du Code de la consommation)
- Deux ans d'emprisonnement et 300 000 € d'amende pour le prêteur et quiconque apporte son concours (article L341-50)
- Pour les découverts des professionnels : sanction civile seulement (article L313-5-2 du Code monétaire et financier)`,
    contentEn: `# Usury rates: how the Banque de France sets them, categories and timetable

A loan is usurious when its effective global rate exceeds, at the time it is granted, by more than one third the average effective rate applied during the previous quarter to transactions of the same kind with similar risks (article L314-6 of the Code de la consommation, the French Consumer Code). This article explains how the ceilings are produced; the article "Taux d'usure (usury rate): calculation and controls" covers the controls.

## How the ceilings are set

1. The Banque de France collects the effective rates applied, by loan category, from a sample of credit institutions and finance companies.
2. It calculates the average effective rate for each category.
3. The usury ceiling equals that average rate plus one third.
4. Average rates and ceilings are published in the Journal officiel (French Official Journal) by notice at the end of each quarter, to apply from the first day of the next quarter.

## The timetable since 2023

- Principle: quarterly publication
- From 1 February 2023 to 31 January 2024: thresholds set every month, as a transitional measure (order of 26 January 2023, extended in June 2023), still based on the rates of the previous three months
- Since February 2024: back to quarterly publication, announced by the Banque de France on 28 December 2023

## Categories for individuals

- Fixed-rate mortgage loans with a term under 10 years, from 10 to under 20 years, of 20 years or more
- Variable-rate mortgage loans and bridging loans
- Consumer credit, in three amount bands, each with its own usury ceiling: €3,000 or less, over €3,000 up to €6,000, over €6,000

## Other borrowers

- Legal entities without an industrial, commercial, craft, agricultural or non-commercial professional activity: several categories depending on the type and term of the loan
- Individuals acting for business purposes and legal entities with an activity: only overdrafts are subject to usury (article L313-5-1 of the Code monétaire et financier, the French Monetary and Financial Code)

## Where to find the current values

Check the "Taux d'usure" page on the Banque de France website and the notice published in the Journal officiel. Never enter a ceiling from memory: load the table by effective date and keep the history, because the applicable ceiling is the one in force on the date the loan is granted.

## Penalties

- Excess charges set off automatically against interest due, then against principal (article L341-48 of the Consumer Code)
- Two years' imprisonment and a €300,000 fine for the lender and anyone who assists (article L341-50)
- For business overdrafts: civil penalty only (article L313-5-2 of the Monetary and Financial Code)`,
  },
  {
    id: "reg-lcb-ft-vigilance-tracfin",
    category: "Réglementation",
    title: "LCB-FT : approche par les risques, vigilance et déclaration à Tracfin",
    description:
      "Les obligations de lutte contre le blanchiment et le financement du terrorisme article par article du Code monétaire et financier : classification des risques, niveaux de vigilance, bénéficiaires effectifs, PPE, déclaration de soupçon et conservation.",
    titleEn: "AML/CFT: risk-based approach, due diligence and reporting to Tracfin",
    descriptionEn:
      "Anti-money laundering and counter-terrorist financing duties article by article in the French Monetary and Financial Code: risk classification, due diligence levels, beneficial owners, PEPs, suspicious transaction reports and record keeping.",
    status: "validated",
    viewCount: 318,
    content: `# LCB-FT : approche par les risques, vigilance et déclaration à Tracfin

Les établissements de crédit et les sociétés de financement sont assujettis aux obligations du chapitre Ier du titre VI du livre V du Code monétaire et financier (articles L561-1 et suivants). L'arrêté du 6 janvier 2021 précise le dispositif de contrôle interne attendu.

## L'approche par les risques

Chaque établissement classe ses risques selon les clients, les produits, les canaux de distribution et les pays (article L561-4-1). L'intensité des mesures de vigilance découle de cette classification, qui doit être documentée et revue.

## Les niveaux de vigilance

- Identification et vérification de l'identité du client et du bénéficiaire effectif avant l'entrée en relation (article L561-5)
- Recueil de l'objet et de la nature de la relation d'affaires (article L561-5-1)
- Vigilance constante pendant toute la relation, avec mise à jour des informations (article L561-6)
- Vigilance simplifiée lorsque le risque est faible et documenté (article L561-9)
- Vigilance complémentaire pour les situations à risque élevé, dont les personnes politiquement exposées (article L561-10)
- Examen renforcé des opérations complexes, d'un montant inhabituellement élevé ou sans justification économique apparente (article L561-10-2)

## Bénéficiaires effectifs et PPE

- Bénéficiaire effectif : personne physique qui détient plus de 25 % du capital ou des droits de vote, directement ou indirectement, ou qui exerce un contrôle par tout autre moyen ; à défaut, le représentant légal (article R561-1)
- Registre des bénéficiaires effectifs (RBE) : tenu par les greffes, accessible aux assujettis malgré la restriction de l'accès public décidée après l'arrêt de la CJUE du 22 novembre 2022 ; toute divergence constatée doit être signalée
- PPE : fonctions listées à l'article R561-18, membres de la famille et proches associés, statut maintenu un an après la fin des fonctions ; entrée en relation autorisée par un membre de la direction et origine des fonds vérifiée

## Déclarer un soupçon

1. Détecter l'alerte par les outils de surveillance ou par un collaborateur.
2. Analyser l'alerte au sein de la fonction LCB-FT et documenter la décision.
3. Déclarer à Tracfin, via la plateforme ERMES, les sommes ou opérations suspectées de provenir d'une infraction passible de plus d'un an d'emprisonnement ou liées au financement du terrorisme (article L561-15), en principe avant l'exécution (article L561-16).
4. Ne jamais informer le client ni un tiers de la déclaration (article L561-18), sous peine de 22 500 € d'amende (article L574-1).
5. Respecter une éventuelle opposition de Tracfin, qui reporte l'opération de 10 jours ouvrables (article L561-24).
6. Réviser le profil de risque du client.

## Conservation

Documents d'identification et pièces relatives aux opérations sont conservés **cinq ans** après la fin de la relation ou l'exécution de l'opération (article L561-12).

## Évolution européenne

Le règlement (UE) 2024/1624 (AMLR) s'appliquera à partir du 10 juillet 2027 et harmonisera ces obligations sous la supervision de l'autorité européenne créée par le règlement (UE) 2024/1620 (AMLA).`,
    contentEn: `# AML/CFT: risk-based approach, due diligence and reporting to Tracfin

Credit institutions and finance companies are subject to the duties in chapter I of title VI of book V of the Code monétaire et financier (French Monetary and Financial Code, articles L561-1 et seq.). The order of 6 January 2021 specifies the internal control framework expected.

## The risk-based approach

Each institution classifies its risks by customer, product, distribution channel and country (article L561-4-1). The intensity of due diligence follows from this classification, which must be documented and reviewed.

## Due diligence levels

- Identification and verification of the identity of the customer and beneficial owner before the relationship starts (article L561-5)
- Collection of the purpose and nature of the business relationship (article L561-5-1)
- Ongoing due diligence throughout the relationship, with information kept up to date (article L561-6)
- Simplified due diligence where risk is low and documented (article L561-9)
- Additional due diligence for high-risk situations, including politically exposed persons (article L561-10)
- Enhanced review of complex transactions, of unusually high amounts or with no apparent economic rationale (article L561-10-2)

## Beneficial owners and PEPs

- Beneficial owner: an individual who holds more than 25% of the capital or voting rights, directly or indirectly, or who exercises control by any other means; failing that, the legal representative (article R561-1)
- RBE (registre des bénéficiaires effectifs, the beneficial ownership register): kept by the commercial court registries, accessible to obliged entities despite the restriction of public access decided after the CJEU judgment of 22 November 2022; any discrepancy found must be reported
- PEPs: functions listed in article R561-18, family members and close associates, status kept for one year after leaving office; relationship approved by a member of senior management and source of funds checked

## Reporting a suspicion

1. Detect the alert through monitoring tools or from a member of staff.
2. Analyse the alert within the AML/CFT function and document the decision.
3. Report to Tracfin (the French financial intelligence unit), through the ERMES platform, funds or transactions suspected of coming from an offence punishable by more than one year's imprisonment or linked to terrorist financing (article L561-15), in principle before execution (article L561-16).
4. Never tell the customer or any third party about the report (article L561-18), on pain of a €22,500 fine (article L574-1).
5. Comply with any objection from Tracfin, which postpones the transaction by 10 working days (article L561-24).
6. Review the customer's risk profile.

## Record keeping

Identification documents and transaction records are kept for **five years** after the end of the relationship or the execution of the transaction (article L561-12).

## European developments

Regulation (EU) 2024/1624 (AMLR) will apply from 10 July 2027 and will harmonise these duties under the supervision of the European authority created by Regulation (EU) 2024/1620 (AMLA).`,
  },
  {
    id: "reg-sanctions-gel-avoirs",
    category: "Réglementation",
    title: "Sanctions financières internationales et gel des avoirs",
    description:
      "Les obligations de gel des avoirs et d'interdiction de mise à disposition issues des règlements européens et du Code monétaire et financier, le filtrage des tiers et la conduite à tenir en cas de correspondance avérée, avec les points propres au leasing.",
    titleEn: "International financial sanctions and asset freezing",
    descriptionEn:
      "The asset-freezing and no-making-available duties arising from EU regulations and the French Monetary and Financial Code, third-party screening and what to do on a confirmed match, with the points specific to leasing.",
    status: "validated",
    viewCount: 196,
    content: `# Sanctions financières internationales et gel des avoirs

Les mesures restrictives s'imposent à tous, sans seuil ni approche par les risques : un établissement ne peut pas décider qu'un client désigné est « à faible risque ». Elles proviennent de trois sources.

## Les sources

- Règlements de l'Union européenne adoptés sur le fondement de l'article 215 du traité sur le fonctionnement de l'UE, directement applicables, comme le règlement (UE) n° 269/2014 (gels liés à l'Ukraine) ou le règlement (UE) n° 833/2014 (sanctions sectorielles visant la Russie)
- Mesures nationales de gel décidées par le ministre chargé de l'économie (articles L562-1 et suivants du Code monétaire et financier)
- Résolutions du Conseil de sécurité des Nations unies, reprises par l'Union

Le registre national des gels, tenu par la direction générale du Trésor, et la base consolidée de l'Union recensent les personnes désignées.

## Les obligations

- Geler sans délai les fonds et ressources économiques appartenant aux personnes désignées ou contrôlés par elles
- Ne mettre aucun fonds ni aucune ressource économique à leur disposition, directement ou indirectement
- Traiter comme contrôlée une entité détenue à plus de 50 % par une personne désignée, selon les bonnes pratiques de l'Union
- Informer sans délai la direction générale du Trésor des mesures appliquées
- Disposer de procédures et d'un contrôle interne adaptés (arrêté du 6 janvier 2021)

## Points propres au leasing

- Un bien loué est une ressource économique : livrer ou laisser à disposition un véhicule ou un équipement à une personne désignée est interdit
- Le filtrage couvre le preneur, ses bénéficiaires effectifs, les garants, les fournisseurs, les apporteurs et les bénéficiaires de paiements
- Les biens revendus ou exportés en fin de contrat peuvent relever de restrictions à l'exportation, par exemple pour les biens à double usage

## En cas de correspondance

1. Filtrer les tiers à l'entrée en relation, puis à chaque mise à jour des listes.
2. Analyser l'alerte avec les identifiants disponibles pour écarter les homonymies.
3. Si la correspondance est avérée, geler les fonds, bloquer paiements et décaissements et suspendre toute livraison.
4. Déclarer le gel à la direction générale du Trésor et, en cas de soupçon, à Tracfin.
5. Ne débloquer qu'avec une autorisation délivrée par l'autorité compétente.
6. Documenter chaque étape et conserver les preuves.

## Sanctions

La violation d'une mesure de gel est pénalement réprimée (article 459 du Code des douanes), et l'ACPR sanctionne les défaillances du dispositif. Les sanctions américaines (OFAC) peuvent aussi s'appliquer dès qu'une opération présente un lien avec les États-Unis, comme un paiement en dollars : la politique du groupe doit le préciser.`,
    contentEn: `# International financial sanctions and asset freezing

Restrictive measures apply to everyone, with no threshold and no risk-based approach: an institution cannot decide that a designated customer is "low risk". They come from three sources.

## Sources

- European Union regulations adopted under article 215 of the Treaty on the Functioning of the EU, directly applicable, such as Regulation (EU) No 269/2014 (freezes linked to Ukraine) or Regulation (EU) No 833/2014 (sectoral sanctions against Russia)
- National freezing measures decided by the Minister for the Economy (articles L562-1 et seq. of the Code monétaire et financier, the French Monetary and Financial Code)
- United Nations Security Council resolutions, implemented by the Union

The national register of freezes, kept by the Direction générale du Trésor (French Treasury), and the EU consolidated list record the designated persons.

## Obligations

- Freeze without delay the funds and economic resources owned or controlled by designated persons
- Make no funds or economic resources available to them, directly or indirectly
- Treat as controlled any entity more than 50% owned by a designated person, in line with EU best practice
- Inform the Treasury without delay of the measures applied
- Have suitable procedures and internal control (order of 6 January 2021)

## Points specific to leasing

- A leased asset is an economic resource: delivering or leaving a vehicle or piece of equipment at the disposal of a designated person is prohibited
- Screening covers the lessee, its beneficial owners, guarantors, suppliers, introducers and payment beneficiaries
- Assets resold or exported at the end of the contract may fall under export restrictions, for instance dual-use goods

## On a match

1. Screen third parties at onboarding, then at each list update.
2. Analyse the alert with the available identifiers to rule out namesakes.
3. If the match is confirmed, freeze the funds, block payments and disbursements and suspend any delivery.
4. Report the freeze to the Treasury and, in case of suspicion, to Tracfin.
5. Release only with an authorisation issued by the competent authority.
6. Document each step and keep the evidence.

## Penalties

Breaching a freezing measure is a criminal offence (article 459 of the Customs Code), and the ACPR sanctions weaknesses in the framework. US sanctions (OFAC) may also apply as soon as a transaction has a link with the United States, such as a dollar payment: group policy must say so.`,
  },
  {
    id: "reg-rgpd-credit-droits-conservation",
    category: "Réglementation",
    title: "RGPD et crédit : conservation, décisions automatisées et droits des personnes",
    description:
      "Les points pratiques du RGPD dans un établissement de crédit : base légale par traitement, durées de conservation et leurs fondements, traitement d'une demande au titre de l'article 22, délais de réponse et analyse d'impact.",
    titleEn: "GDPR and lending: retention, automated decisions and data subject rights",
    descriptionEn:
      "The practical GDPR points in a lending institution: lawful basis per processing activity, retention periods and their legal grounds, handling an Article 22 request, response deadlines and impact assessment.",
    status: "validated",
    viewCount: 207,
    content: `# RGPD et crédit : conservation, décisions automatisées et droits des personnes

Le règlement (UE) 2016/679 (RGPD) et la loi n° 78-17 du 6 janvier 1978 s'appliquent à chaque étape du crédit. Cette fiche complète la fiche « RGPD appliqué au crédit et au scoring » par les règles opérationnelles.

## Une base légale par traitement (article 6)

- Étude de la demande et gestion du contrat : exécution du contrat ou de mesures précontractuelles
- Évaluation de la solvabilité, consultation du FICP, LCB-FT : obligation légale
- Prévention de la fraude et recouvrement amiable : intérêt légitime, avec une mise en balance documentée
- Prospection par courriel d'un particulier non client : consentement

## Durées de conservation et leurs fondements

- Données LCB-FT : 5 ans après la fin de la relation ou l'opération (article L561-12 du Code monétaire et financier)
- Pièces comptables : 10 ans (article L123-22 du Code de commerce)
- Contrat et correspondance : durée du contrat puis prescription, en principe 5 ans (article 2224 du Code civil, article L110-4 du Code de commerce)
- Prospects : 3 ans après le dernier contact, selon la doctrine de la CNIL
- Demandes refusées : durée courte, justifiée et documentée

En 2025, la CNIL a soumis à consultation un projet de référentiel sur l'octroi de crédit, appelé à remplacer l'ancienne autorisation unique AU-005 : vérifiez sur cnil.fr sa version définitive et les durées qu'il retient.

## Traiter une demande au titre de l'article 22

1. Identifier si la décision a été prise exclusivement par un traitement automatisé.
2. Faire réexaminer le dossier par un analyste habilité à modifier la décision.
3. Recueillir le point de vue de la personne.
4. Expliquer les principaux facteurs de la décision de façon compréhensible : selon la CJUE, la personne a droit à une explication de la procédure et des principes appliqués (C-634/21 du 7 décembre 2023 ; C-203/22 du 27 février 2025).
5. Notifier la décision réexaminée et tracer l'ensemble.

## Droits des personnes et délais

- Réponse dans un délai d'un mois, prolongeable de deux mois pour une demande complexe, avec information de la personne (article 12)
- Accès (article 15) : copie des données, y compris le score et ses principaux facteurs
- Rectification (article 16) et effacement (article 17), ce dernier limité par les obligations légales de conservation
- Opposition (article 21) : absolue pour la prospection

## Analyse d'impact

Une AIPD est requise pour le scoring à grande échelle (article 35) ; la CNIL publie la liste des traitements concernés (délibération n° 2018-327 du 11 octobre 2018). Elle décrit le traitement, évalue sa nécessité, les risques pour les personnes et les mesures retenues, et doit être mise à jour à chaque évolution du modèle.

## Sanctions

Les manquements les plus graves (principes, base légale, droits des personnes) exposent à une amende administrative jusqu'à 20 millions d'euros ou 4 % du chiffre d'affaires annuel mondial, le montant le plus élevé étant retenu (article 83).`,
    contentEn: `# GDPR and lending: retention, automated decisions and data subject rights

Regulation (EU) 2016/679 (GDPR) and the French Data Protection Act (loi n° 78-17 of 6 January 1978) apply at every stage of lending. This article complements the article "GDPR applied to credit and scoring" with operational rules.

## A lawful basis for each processing activity (Article 6)

- Reviewing the application and managing the contract: performance of a contract or pre-contractual steps
- Creditworthiness assessment, FICP consultation, AML/CFT: legal obligation
- Fraud prevention and amicable collection: legitimate interest, with a documented balancing test
- E-mail marketing to an individual who is not a customer: consent

## Retention periods and their grounds

- AML/CFT data: 5 years after the end of the relationship or transaction (article L561-12 of the Code monétaire et financier, the French Monetary and Financial Code)
- Accounting records: 10 years (article L123-22 of the Commercial Code)
- Contract and correspondence: term of the contract then the limitation period, in principle 5 years (article 2224 of the Civil Code, article L110-4 of the Commercial Code)
- Prospects: 3 years after the last contact, according to CNIL guidance
- Rejected applications: a short period, justified and documented

In 2025, the CNIL (Commission nationale de l'informatique et des libertés, the French data protection authority) put out for consultation a draft reference framework on credit granting, intended to replace the former single authorisation AU-005: check its final version and the periods it sets on cnil.fr.

## Handling an Article 22 request

1. Establish whether the decision was taken solely by automated processing.
2. Have the file reviewed by an analyst empowered to change the decision.
3. Gather the person's point of view.
4. Explain the main factors of the decision in an understandable way: according to the CJEU, the person is entitled to an explanation of the procedure and principles applied (C-634/21 of 7 December 2023; C-203/22 of 27 February 2025).
5. Notify the reviewed decision and keep a record of everything.

## Data subject rights and deadlines

- Reply within one month, extendable by two months for a complex request, informing the person (Article 12)
- Access (Article 15): copy of the data, including the score and its main factors
- Rectification (Article 16) and erasure (Article 17), the latter limited by legal retention duties
- Objection (Article 21): absolute for direct marketing

## Impact assessment

A DPIA is required for large-scale scoring (Article 35); the CNIL publishes the list of processing operations concerned (deliberation no. 2018-327 of 11 October 2018). It describes the processing, assesses its necessity, the risks to individuals and the measures chosen, and must be updated whenever the model changes.

## Penalties

The most serious breaches (principles, lawful basis, data subject rights) can lead to an administrative fine of up to €20 million or 4% of total worldwide annual turnover, whichever is higher (Article 83).`,
  },
  {
    id: "reg-ratios-prudentiels-leasing",
    category: "Réglementation",
    title: "Ratios prudentiels : fonds propres, levier, liquidité et grands risques",
    description:
      "Les ratios que surveille un établissement de crédit (CET1, Tier 1, total, coussins, levier, LCR, NSFR, grands risques) et la façon dont les expositions de crédit-bail sont pondérées en approche standard et en approche notations internes.",
    titleEn: "Prudential ratios: capital, leverage, liquidity and large exposures",
    descriptionEn:
      "The ratios a credit institution monitors (CET1, Tier 1, total capital, buffers, leverage, LCR, NSFR, large exposures) and how lease exposures are risk-weighted under the standardised and internal ratings-based approaches.",
    status: "validated",
    viewCount: 229,
    content: `# Ratios prudentiels : fonds propres, levier, liquidité et grands risques

Le règlement (UE) n° 575/2013 (CRR), modifié en dernier lieu par le règlement (UE) 2024/1623 (CRR3) applicable pour l'essentiel depuis le 1er janvier 2025, fixe les ratios que les établissements de crédit respectent en permanence. La fiche « Bâle III finalisé et CRR3 : impacts pour les financeurs » présente les nouveautés ; celle-ci rappelle les ratios eux-mêmes.

## Exigences de fonds propres (article 92 du CRR)

- CET1 : 4,5 % des montants d'exposition pondérés
- Tier 1 : 6 %
- Fonds propres totaux : 8 %
- Exigence supplémentaire de pilier 2 fixée par le superviseur à l'issue du SREP

## Coussins de fonds propres

- Coussin de conservation : 2,5 % en CET1
- Coussin contracyclique : fixé chaque trimestre par le Haut Conseil de stabilité financière, 1 % en France depuis le 2 janvier 2024
- Coussins systémiques pour les établissements d'importance mondiale ou nationale
- Sous le niveau combiné des coussins, les distributions sont limitées

## Levier et liquidité

- Ratio de levier : 3 % de Tier 1 sur l'exposition totale non pondérée
- LCR : actifs liquides couvrant au moins 100 % des sorties nettes sur 30 jours de stress (règlement délégué (UE) 2015/61)
- NSFR : financement stable disponible couvrant au moins 100 % du financement stable exigé, depuis le 28 juin 2021

## Grands risques

L'exposition sur un client ou un groupe de clients liés ne peut dépasser 25 % du Tier 1 (article 395), et toute exposition d'au moins 10 % du Tier 1 est déclarée comme grand risque (article 392).

## Expositions de crédit-bail

- Approche standard : pondération selon la catégorie du preneur, par exemple 100 % pour une entreprise non notée ou 75 % pour la clientèle de détail qui remplit les conditions de l'article 123
- Valeur résiduelle du bien loué : pondérée à 100 % en approche standard (article 134)
- Facteur supplétif PME applicable aux expositions sur les PME (article 501)
- Approche notations internes : l'exposition correspond aux paiements minimaux actualisés (article 166), et le bien loué peut être reconnu comme sûreté sous conditions de gestion du risque sur le bien
- Plancher de fonds propres (output floor) : les actifs pondérés en modèles internes ne peuvent descendre sous 50 % du résultat en approche standard en 2025, pourcentage porté progressivement à 72,5 % en 2030

## Les sociétés de financement

Elles relèvent d'un régime prudentiel national largement calqué sur le CRR (arrêté du 23 décembre 2013). Les valeurs des coussins évoluent : consultez les décisions du HCSF et le règlement unique publié par l'ABE.`,
    contentEn: `# Prudential ratios: capital, leverage, liquidity and large exposures

Regulation (EU) No 575/2013 (CRR), most recently amended by Regulation (EU) 2024/1623 (CRR3), which largely applies since 1 January 2025, sets the ratios that credit institutions must meet at all times. The article "Basel III finalisation and CRR3: impacts for lenders" presents the new features; this one recalls the ratios themselves.

## Own funds requirements (Article 92 CRR)

- CET1: 4.5% of risk-weighted exposure amounts
- Tier 1: 6%
- Total capital: 8%
- Additional Pillar 2 requirement set by the supervisor after the SREP

## Capital buffers

- Capital conservation buffer: 2.5% in CET1
- Countercyclical buffer: set every quarter by the Haut Conseil de stabilité financière (HCSF, the French macroprudential authority), 1% in France since 2 January 2024
- Systemic buffers for globally or domestically systemically important institutions
- Below the combined buffer requirement, distributions are restricted

## Leverage and liquidity

- Leverage ratio: 3% of Tier 1 over total unweighted exposure
- LCR: liquid assets covering at least 100% of net outflows over 30 days of stress (Delegated Regulation (EU) 2015/61)
- NSFR: available stable funding covering at least 100% of required stable funding, since 28 June 2021

## Large exposures

Exposure to a client or group of connected clients may not exceed 25% of Tier 1 (Article 395), and any exposure of at least 10% of Tier 1 is reported as a large exposure (Article 392).

## Lease exposures

- Standardised approach: risk weight according to the lessee's category, for example 100% for an unrated corporate or 75% for retail customers meeting the conditions of Article 123
- Residual value of the leased asset: weighted at 100% under the standardised approach (Article 134)
- SME supporting factor applicable to exposures to SMEs (Article 501)
- Internal ratings-based approach: the exposure is the discounted minimum lease payments (Article 166), and the leased asset can be recognised as collateral subject to conditions on managing the asset risk
- Output floor: risk-weighted assets under internal models cannot fall below 50% of the standardised result in 2025, a percentage raised gradually to 72.5% in 2030

## Finance companies

French sociétés de financement (finance companies) are subject to a national prudential regime closely modelled on the CRR (order of 23 December 2013). Buffer values change: check HCSF decisions and the single rulebook published by the EBA.`,
  },
  {
    id: "reg-eba-octroi-suivi-credits",
    category: "Réglementation",
    title: "Orientations de l'ABE sur l'octroi et le suivi des prêts (EBA/GL/2020/06)",
    description:
      "Le contenu et le calendrier des orientations EBA/GL/2020/06 : gouvernance du crédit, procédures d'octroi, tarification, évaluation des biens mobiliers et immobiliers, suivi des expositions, et la démarche pour mesurer les écarts.",
    titleEn: "EBA guidelines on loan origination and monitoring (EBA/GL/2020/06)",
    descriptionEn:
      "The content and timeline of the EBA/GL/2020/06 guidelines: credit governance, origination procedures, pricing, valuation of movable and immovable property, exposure monitoring, and how to run a gap analysis.",
    status: "validated",
    viewCount: 171,
    content: `# Orientations de l'ABE sur l'octroi et le suivi des prêts (EBA/GL/2020/06)

Publiées par l'Autorité bancaire européenne le 29 mai 2020, ces orientations fixent les attentes des superviseurs sur tout le cycle de vie du crédit. Elles réunissent des objectifs prudentiels et de protection des consommateurs, et les superviseurs nationaux, dont l'ACPR, s'y réfèrent dans leurs contrôles.

## Calendrier d'application

- 30 juin 2021 : application aux prêts octroyés à partir de cette date
- 30 juin 2022 : application aux prêts existants renégociés ou dont les conditions contractuelles changent
- 30 juin 2024 : fin du délai pour combler les lacunes de données nécessaires au suivi des prêts existants

## La structure du texte

- Section 4 : gouvernance interne de l'octroi et du suivi (appétence au risque, politiques, modèles, facteurs ESG, données)
- Section 5 : procédures d'octroi (informations, documentation, évaluation de la solvabilité selon le type d'emprunteur)
- Section 6 : tarification fondée sur le risque
- Section 7 : évaluation des biens immobiliers et mobiliers
- Section 8 : dispositif de suivi des risques et des expositions

## Ce qui concerne directement le leasing

- Évaluation du bien mobilier financé à l'octroi par un évaluateur compétent et indépendant de la décision
- Réévaluation et suivi de la valeur des biens pendant la vie du contrat, y compris par méthodes statistiques lorsque cela est justifié
- Prise en compte des risques ESG, comme l'obsolescence des véhicules thermiques ou le risque physique sur les sites
- Modèles automatisés d'octroi explicables, surveillés et validés
- Tarification qui couvre le coût du risque, du capital et de la liquidité

## Le suivi des expositions

- Indicateurs d'alerte précoce définis et suivis
- Revue au moins annuelle des emprunteurs professionnels
- Remontée des signaux vers le recouvrement et le provisionnement IFRS 9

## Mesurer les écarts

1. Lister les exigences applicables selon les catégories de clients et de produits.
2. Comparer politiques, procédures et paramétrages des systèmes à chaque exigence.
3. Qualifier chaque écart et son risque.
4. Construire un plan d'action priorisé, avec responsables et échéances.
5. Faire valider le plan par la direction et suivre son avancement.

Les annexes du texte listent les informations à collecter pour l'évaluation de la solvabilité et les indicateurs de suivi : elles constituent une base concrète pour spécifier les données d'un progiciel d'octroi.`,
    contentEn: `# EBA guidelines on loan origination and monitoring (EBA/GL/2020/06)

Published by the European Banking Authority on 29 May 2020, these guidelines set supervisors' expectations across the whole credit life cycle. They combine prudential and consumer protection objectives, and national supervisors, including the ACPR (French Prudential Supervision and Resolution Authority), refer to them in their inspections.

## Application timeline

- 30 June 2021: application to loans originated from that date
- 30 June 2022: application to existing loans that are renegotiated or whose contractual terms change
- 30 June 2024: end of the period for closing the data gaps needed to monitor existing loans

## Structure of the text

- Section 4: internal governance of origination and monitoring (risk appetite, policies, models, ESG factors, data)
- Section 5: loan origination procedures (information, documentation, creditworthiness assessment by type of borrower)
- Section 6: risk-based pricing
- Section 7: valuation of immovable and movable property
- Section 8: risk and exposure monitoring framework

## What directly concerns leasing

- Valuation of the financed movable asset at origination by a valuer who is competent and independent of the decision
- Revaluation and monitoring of asset values during the life of the contract, including by statistical methods where justified
- Taking ESG risks into account, such as obsolescence of combustion-engine vehicles or physical risk at sites
- Automated origination models that are explainable, monitored and validated
- Pricing that covers the cost of risk, capital and liquidity

## Exposure monitoring

- Early warning indicators defined and tracked
- At least annual review of business borrowers
- Escalation of signals to collections and IFRS 9 provisioning

## Measuring the gaps

1. List the applicable requirements by customer and product category.
2. Compare policies, procedures and system settings with each requirement.
3. Qualify each gap and its risk.
4. Build a prioritised action plan, with owners and deadlines.
5. Have management approve the plan and track progress.

The annexes of the text list the information to collect for creditworthiness assessment and the monitoring metrics: they provide a concrete basis for specifying the data of an origination software package.`,
  },
  {
    id: "reg-reclamations-mediation",
    category: "Réglementation",
    title: "Traitement des réclamations et médiation",
    description:
      "Les attentes de l'ACPR sur le traitement des réclamations (recommandation 2022-R-01), les délais à respecter et le recours au médiateur, bancaire ou de la consommation, ainsi qu'à la médiation du crédit pour les entreprises.",
    titleEn: "Complaints handling and mediation",
    descriptionEn:
      "The ACPR's expectations on complaints handling (recommendation 2022-R-01), the deadlines to meet and recourse to the mediator, whether banking or consumer, and to credit mediation for businesses.",
    status: "validated",
    viewCount: 149,
    content: `# Traitement des réclamations et médiation

Une réclamation est l'expression d'un mécontentement envers un professionnel, quel que soit l'interlocuteur ou le service qui la reçoit. Elle peut venir d'un client, d'un ancien client ou d'une personne qui a seulement demandé un produit, par exemple un crédit refusé.

## Le cadre

- Recommandation ACPR 2022-R-01 du 9 mai 2022, applicable depuis le 31 décembre 2022 et actualisée depuis, notamment pour viser les gestionnaires de crédits
- Article L316-1 du Code monétaire et financier : chaque établissement de crédit et société de financement désigne un médiateur
- Articles L611-1 et suivants du Code de la consommation : droit du consommateur à une médiation gratuite
- Pour les services de paiement : réponse dans les 15 jours ouvrables (article L133-45 du Code monétaire et financier)

## Les délais recommandés

- Accusé de réception dans les 10 jours ouvrables, sauf si la réponse est apportée dans ce délai
- Réponse au plus tard dans les 2 mois suivant la réception, y compris lorsque le traitement est délégué
- En cas de refus, même partiel, indication des voies de recours et des coordonnées du médiateur

## Organiser le traitement

1. Enregistrer toute réclamation, quel que soit le canal, y compris orale, dans un outil unique.
2. Inviter le réclamant à formaliser par écrit une réclamation orale qui ne peut être satisfaite immédiatement.
3. Qualifier la réclamation : produit, motif, gravité, délai cible.
4. Répondre sur le fond, de manière claire et motivée.
5. Analyser les causes récurrentes et corriger les dysfonctionnements.
6. Rendre compte aux dirigeants et au contrôle interne par des indicateurs réguliers.

## La médiation

- Le consommateur doit d'abord avoir adressé une réclamation écrite au professionnel
- Il saisit le médiateur dans le délai d'un an suivant cette réclamation (article L612-2 du Code de la consommation)
- Le médiateur rend son avis dans les 90 jours suivant la réception du dossier complet (article R612-5)
- Les parties restent libres de suivre ou non la proposition

## Et pour les entreprises

La médiation de la consommation ne s'applique pas aux professionnels. Une entreprise qui se voit refuser un crédit, une réduction de ligne ou un financement en crédit-bail peut saisir la **médiation du crédit aux entreprises**, assurée par la Banque de France dans chaque département.

Les réclamations sont une source d'information précieuse pour un projet : un pic après une migration révèle souvent un défaut de paramétrage.`,
    contentEn: `# Complaints handling and mediation

A complaint is the expression of dissatisfaction with a professional, whatever the contact person or department receiving it. It may come from a customer, a former customer or someone who only applied for a product, for instance a refused credit.

## The framework

- ACPR (French Prudential Supervision and Resolution Authority) recommendation 2022-R-01 of 9 May 2022, applicable since 31 December 2022 and updated since, in particular to cover credit servicers
- Article L316-1 of the Code monétaire et financier (French Monetary and Financial Code): every credit institution and finance company appoints a mediator
- Articles L611-1 et seq. of the Code de la consommation (French Consumer Code): the consumer's right to free mediation
- For payment services: reply within 15 working days (article L133-45 of the Monetary and Financial Code)

## Recommended deadlines

- Acknowledgement within 10 working days, unless the reply is given within that time
- Reply no later than 2 months after receipt, including when handling is delegated
- In case of refusal, even partial, details of the means of redress and of the mediator

## Organising complaints handling

1. Record every complaint, whatever the channel, including oral ones, in a single tool.
2. Ask the complainant to put in writing an oral complaint that cannot be resolved immediately.
3. Qualify the complaint: product, reason, severity, target deadline.
4. Reply on the substance, clearly and with reasons.
5. Analyse recurring causes and fix the underlying faults.
6. Report to senior management and internal control with regular indicators.

## Mediation

- The consumer must first have sent a written complaint to the professional
- The consumer refers the matter to the mediator within one year of that complaint (article L612-2 of the Consumer Code)
- The mediator gives an opinion within 90 days of receiving the complete file (article R612-5)
- The parties remain free to follow the proposal or not

## And for businesses

Consumer mediation does not apply to businesses. A company that is refused a credit, has a facility reduced or is refused lease financing can turn to the **médiation du crédit aux entreprises** (business credit mediation), run by the Banque de France in every département.

Complaints are a valuable source of information for a project: a spike after a migration often reveals a configuration error.`,
  },
  {
    id: "reg-secret-bancaire",
    category: "Réglementation",
    title: "Le secret bancaire : principe, exceptions et incidences en projet",
    description:
      "Le secret professionnel des établissements de crédit et des sociétés de financement (article L511-33 du Code monétaire et financier) : à qui il ne s'oppose pas, les opérations qui autorisent un partage et ce qu'il impose aux projets.",
    titleEn: "Banking secrecy: principle, exceptions and project implications",
    descriptionEn:
      "The professional secrecy of credit institutions and finance companies (article L511-33 of the French Monetary and Financial Code): who it cannot be raised against, the transactions that allow sharing and what it requires of projects.",
    status: "validated",
    viewCount: 133,
    content: `# Le secret bancaire : principe, exceptions et incidences en projet

Les membres des organes d'administration et de surveillance et toute personne qui participe à la direction ou à la gestion d'un établissement de crédit ou d'une société de financement, ou qui y est employée, sont tenus au secret professionnel (article L511-33 du Code monétaire et financier). Le consultant qui travaille pour l'établissement doit respecter la même discrétion, sous l'effet de son contrat.

## À qui le secret ne peut pas être opposé

- Autorité de contrôle prudentiel et de résolution et Banque de France
- Instituts d'émission d'outre-mer
- Autorité judiciaire agissant dans le cadre d'une procédure pénale
- Commissions d'enquête parlementaires
- Autres cas prévus par la loi, notamment Tracfin et l'administration fiscale dans l'exercice de son droit de communication

## Les opérations qui autorisent un partage

L'établissement peut communiquer des informations couvertes par le secret, lorsqu'elles sont nécessaires, aux agences de notation et aux personnes avec lesquelles il négocie, conclut ou exécute les opérations suivantes :

1. Opérations de crédit réalisées par un ou plusieurs établissements
2. Opérations sur instruments financiers, de garantie ou d'assurance couvrant un risque de crédit
3. Prises de participation ou de contrôle dans un établissement de crédit ou une entreprise d'investissement
4. Cessions d'actifs ou de fonds de commerce
5. Cessions ou transferts de créances ou de contrats
6. Contrats confiant à un tiers des fonctions opérationnelles importantes
7. Étude ou élaboration de contrats ou d'opérations entre entités d'un même groupe

Hors de ces cas, le client peut autoriser expressément, au cas par cas, la communication d'informations le concernant. Les destinataires sont eux-mêmes tenus au secret.

## Incidences en projet

- Données de test : anonymiser ou pseudonymiser les extractions de production avant de les confier à un intégrateur
- Externalisation et cloud : clause de confidentialité et analyse au titre de l'opération n° 6
- Cession de portefeuille : data room limitée aux informations nécessaires, accès tracés
- Démonstrations et supports : aucune donnée réelle de client dans une présentation
- Messagerie : pas d'envoi de fichiers clients vers des adresses personnelles

## Sanctions

La violation du secret est punie d'un an d'emprisonnement et de 15 000 € d'amende (article 226-13 du Code pénal, par renvoi de l'article L571-4 du Code monétaire et financier), sans préjudice de la responsabilité civile de l'établissement.`,
    contentEn: `# Banking secrecy: principle, exceptions and project implications

Members of the management and supervisory bodies and anyone who takes part in managing a credit institution or a finance company, or who is employed by one, are bound by professional secrecy (article L511-33 of the Code monétaire et financier, the French Monetary and Financial Code). A consultant working for the institution must show the same discretion under their contract.

## Who secrecy cannot be raised against

- The ACPR (French Prudential Supervision and Resolution Authority) and the Banque de France
- The overseas note-issuing institutes
- The judicial authority acting in criminal proceedings
- Parliamentary committees of inquiry
- Other cases provided for by law, in particular Tracfin and the tax authorities exercising their right of disclosure

## Transactions that allow sharing

The institution may disclose information covered by secrecy, where necessary, to rating agencies and to the parties with which it negotiates, concludes or performs the following transactions:

1. Credit transactions carried out by one or more institutions
2. Transactions in financial instruments, guarantees or insurance covering a credit risk
3. Acquisitions of holdings or control in a credit institution or investment firm
4. Disposals of assets or of a business
5. Assignments or transfers of receivables or contracts
6. Contracts entrusting important operational functions to a third party
7. Study or preparation of contracts or transactions between entities of the same group

Outside these cases, the customer may expressly authorise, case by case, the disclosure of information about them. The recipients are themselves bound by secrecy.

## Project implications

- Test data: anonymise or pseudonymise production extracts before handing them to an integrator
- Outsourcing and cloud: confidentiality clause and analysis under transaction no. 6
- Portfolio sale: data room limited to the necessary information, with logged access
- Demonstrations and slides: no real customer data in a presentation
- E-mail: no customer files sent to personal addresses

## Penalties

Breaching secrecy is punishable by one year's imprisonment and a €15,000 fine (article 226-13 of the Criminal Code, referred to by article L571-4 of the Monetary and Financial Code), without prejudice to the institution's civil liability.`,
  },
  {
    id: "reg-vente-distance-services-financiers",
    category: "Réglementation",
    title: "Commercialisation à distance de services financiers aux consommateurs",
    description:
      "Les règles applicables depuis le 19 juin 2026 aux contrats de services financiers conclus à distance (ordonnance n° 2026-2 du 5 janvier 2026) : informations précontractuelles, explications, fonctionnalité de rétractation et loyauté des interfaces.",
    titleEn: "Distance marketing of financial services to consumers",
    descriptionEn:
      "The rules applying since 19 June 2026 to financial services contracts concluded at a distance (Ordonnance no. 2026-2 of 5 January 2026): pre-contractual information, explanations, withdrawal function and fair online interfaces.",
    status: "validated",
    viewCount: 118,
    content: `# Commercialisation à distance de services financiers aux consommateurs

La directive (UE) 2023/2673 du 22 novembre 2023 a abrogé la directive 2002/65/CE et intégré la vente à distance de services financiers dans la directive 2011/83/UE. En France, elle a été transposée par l'ordonnance n° 2026-2 et le décret n° 2026-3 du 5 janvier 2026, qui modifient les articles L222-1 et suivants du Code de la consommation. Les nouvelles règles s'appliquent depuis le **19 juin 2026**.

## Articulation avec le crédit à la consommation

Le crédit à la consommation conserve ses règles propres (FIPEN, rétractation de l'article L312-19). Le régime de la vente à distance sert de filet de sécurité pour les services qui n'ont pas de règles sectorielles et s'ajoute sur certains points, comme la loyauté des interfaces.

## Informations précontractuelles (article L222-5)

- Identité, activité principale et coordonnées du professionnel et de toute personne agissant pour son compte
- Caractéristiques du service financier proposé
- Existence ou absence du droit de rétractation, délai et modalités d'exercice
- Coordonnées pour adresser une réclamation
- Existence et emplacement de la fonctionnalité de rétractation pour un contrat conclu en ligne
- Prix total, commissions, frais et taxes compris, ou base de calcul du prix
- Recours éventuel à une décision automatisée pour adapter le prix au consommateur
- Loi applicable et juridiction compétente

## Explications et interlocuteur humain (article L222-5-1)

Le professionnel fournit gratuitement des explications adéquates sur le contrat, ses services accessoires et les conséquences d'un défaut de paiement. S'il utilise des outils en ligne, le consommateur doit pouvoir dialoguer avec une personne humaine avant et, si nécessaire, après la conclusion. La preuve de ces explications incombe au professionnel.

## La fonctionnalité de rétractation

1. Prévoir, pour tout contrat conclu via une interface en ligne, une fonctionnalité gratuite, facile d'accès et disponible pendant tout le délai de rétractation (article L222-8).
2. Permettre au consommateur de renseigner son identité et le contrat concerné.
3. Lui faire confirmer sa demande.
4. Lui adresser un accusé de réception sur un support durable.
5. Traiter la rétractation dans les délais de l'article L222-7, en principe 14 jours calendaires.

## Loyauté des interfaces

- Pas d'options pré-cochées
- Pas de parcours où refuser est plus difficile qu'accepter
- Pas de messages de pression du type « dernière chance »
- Caractère commercial des informations clairement affiché

## Sanctions

Les manquements sont passibles d'amendes administratives, l'ACPR étant compétente pour les établissements qu'elle contrôle. Pour un projet de parcours digital, ces règles sont à intégrer dès les maquettes.`,
    contentEn: `# Distance marketing of financial services to consumers

Directive (EU) 2023/2673 of 22 November 2023 repealed Directive 2002/65/EC and moved distance selling of financial services into Directive 2011/83/EU. In France, it was transposed by Ordonnance no. 2026-2 and decree no. 2026-3 of 5 January 2026, which amend articles L222-1 et seq. of the Code de la consommation (French Consumer Code). The new rules apply since **19 June 2026**.

## How it fits with consumer credit

Consumer credit keeps its own rules (SECCI, withdrawal under article L312-19). The distance selling regime acts as a safety net for services without sector-specific rules and adds to them on some points, such as fair interfaces.

## Pre-contractual information (article L222-5)

- Identity, main activity and contact details of the professional and of anyone acting on its behalf
- Features of the financial service offered
- Whether or not there is a right of withdrawal, its period and how to exercise it
- Contact details for sending a complaint
- Existence and location of the withdrawal function for a contract concluded online
- Total price, including fees, charges and taxes, or the basis for calculating the price
- Any use of automated decision-making to tailor the price to the consumer
- Applicable law and competent court

## Explanations and a human contact (article L222-5-1)

The professional provides adequate explanations free of charge on the contract, its ancillary services and the consequences of a payment default. If it uses online tools, the consumer must be able to talk to a human being before and, where necessary, after the contract is concluded. The burden of proving these explanations lies with the professional.

## The withdrawal function

1. Provide, for any contract concluded through an online interface, a free function that is easy to reach and available throughout the withdrawal period (article L222-8).
2. Let the consumer enter their identity and the contract concerned.
3. Ask them to confirm the request.
4. Send them an acknowledgement on a durable medium.
5. Process the withdrawal within the periods of article L222-7, in principle 14 calendar days.

## Fair interfaces

- No pre-ticked options
- No journey where refusing is harder than accepting
- No pressure messages such as "last chance"
- The commercial nature of the information clearly shown

## Penalties

Breaches carry administrative fines, with the ACPR (French Prudential Supervision and Resolution Authority) competent for the institutions it supervises. For a digital journey project, these rules must be built in from the mock-ups onwards.`,
  },
  {
    id: "reg-sapin2-anticorruption",
    category: "Réglementation",
    title: "Loi Sapin II : le programme anticorruption",
    description:
      "Les huit mesures du programme de prévention de la corruption imposé par l'article 17 de la loi n° 2016-1691 du 9 décembre 2016, les contrôles de l'Agence française anticorruption et les risques propres aux financeurs et à leurs réseaux d'apporteurs.",
    titleEn: "The Sapin II Act: the anti-corruption programme",
    descriptionEn:
      "The eight measures of the corruption prevention programme required by article 17 of law no. 2016-1691 of 9 December 2016, inspections by the French Anti-Corruption Agency and the risks specific to lenders and their introducer networks.",
    status: "validated",
    viewCount: 126,
    content: `# Loi Sapin II : le programme anticorruption

La loi n° 2016-1691 du 9 décembre 2016 relative à la transparence, à la lutte contre la corruption et à la modernisation de la vie économique, dite **Sapin II**, impose aux grandes entreprises un programme de prévention de la corruption et du trafic d'influence, contrôlé par l'Agence française anticorruption (AFA).

## Entreprises concernées (article 17)

Les sociétés employant au moins 500 salariés, ou appartenant à un groupe dont la société mère a son siège en France et qui emploie au moins 500 salariés, et dont le chiffre d'affaires, ou le chiffre d'affaires consolidé, dépasse 100 millions d'euros. Les dirigeants sont personnellement responsables de la mise en œuvre.

## Les huit mesures

1. Un code de conduite intégré au règlement intérieur
2. Un dispositif d'alerte interne
3. Une cartographie des risques de corruption, régulièrement actualisée
4. Des procédures d'évaluation des clients, des fournisseurs de premier rang et des intermédiaires
5. Des procédures de contrôles comptables
6. Un dispositif de formation des cadres et des personnels les plus exposés
7. Un régime disciplinaire
8. Un dispositif de contrôle et d'évaluation interne des mesures

## Risques propres aux financeurs

- Commissions versées aux apporteurs, concessionnaires et partenaires des programmes vendeurs
- Cadeaux et invitations offerts aux prescripteurs ou reçus des fournisseurs
- Financements au secteur public, exposés au favoritisme
- Dérogations tarifaires ou de risque accordées sans justification
- Revente des biens en fin de contrat à des acheteurs liés

## Contrôles et sanctions

- La commission des sanctions de l'AFA peut prononcer jusqu'à 200 000 € d'amende pour une personne physique et 1 million d'euros pour une personne morale
- En cas de poursuites pour corruption, une convention judiciaire d'intérêt public peut imposer une amende jusqu'à 30 % du chiffre d'affaires annuel moyen des trois derniers exercices (article 41-1-2 du Code de procédure pénale)
- Les recommandations de l'AFA, publiées au Journal officiel du 12 janvier 2021, servent de référentiel lors des contrôles

## Le dispositif d'alerte

La loi n° 2022-401 du 21 mars 2022 (loi Waserman) a renforcé la protection des lanceurs d'alerte et impose une procédure interne de recueil des signalements aux entités d'au moins 50 salariés. Le dispositif anticorruption peut s'appuyer sur ce canal commun.

## Rôle du consultant

Intégrer l'évaluation des tiers dans le parcours d'agrément des apporteurs, tracer les commissions et les dérogations dans le progiciel et fournir à la conformité les données nécessaires aux contrôles comptables.`,
    contentEn: `# The Sapin II Act: the anti-corruption programme

Law no. 2016-1691 of 9 December 2016 on transparency, the fight against corruption and the modernisation of economic life, known as **Sapin II**, requires large companies to run a programme to prevent corruption and influence peddling, inspected by the Agence française anticorruption (AFA, the French Anti-Corruption Agency).

## Companies covered (article 17)

Companies with at least 500 employees, or belonging to a group whose parent company has its registered office in France and employs at least 500 people, and whose turnover, or consolidated turnover, exceeds €100 million. Senior managers are personally responsible for implementation.

## The eight measures

1. A code of conduct incorporated into the internal rules
2. An internal whistleblowing system
3. A corruption risk map, updated regularly
4. Procedures to assess customers, first-tier suppliers and intermediaries
5. Accounting control procedures
6. A training programme for the managers and staff most exposed
7. A disciplinary regime
8. An internal control and assessment system for the measures

## Risks specific to lenders

- Commissions paid to introducers, dealers and partners of vendor programmes
- Gifts and hospitality offered to prescribers or received from suppliers
- Financing for the public sector, exposed to favouritism
- Pricing or risk exceptions granted without justification
- End-of-contract resale of assets to related buyers

## Inspections and penalties

- The AFA sanctions committee can impose fines of up to €200,000 for an individual and €1 million for a legal entity
- In corruption proceedings, a judicial public interest agreement can impose a fine of up to 30% of average annual turnover over the last three financial years (article 41-1-2 of the Code of Criminal Procedure)
- The AFA recommendations, published in the Journal officiel on 12 January 2021, serve as the reference framework during inspections

## Whistleblowing

Law no. 2022-401 of 21 March 2022 (the Waserman Act) strengthened whistleblower protection and requires entities with at least 50 employees to have an internal reporting procedure. The anti-corruption system can rely on this shared channel.

## The consultant's role

Build third-party assessment into the approval process for introducers, record commissions and exceptions in the software package and give compliance the data it needs for accounting controls.`,
  },
  {
    id: "reg-esg-sfdr-gar-leasing",
    category: "Réglementation",
    title: "Publications ESG : SFDR, Taxonomie et ratio d'actifs verts appliqués au leasing",
    description:
      "Ce que SFDR, le règlement Taxonomie et le ratio d'actifs verts (GAR) impliquent pour un établissement qui finance des véhicules et des équipements, et les données à collecter sur les biens financés.",
    titleEn: "ESG disclosures: SFDR, the Taxonomy and the green asset ratio applied to leasing",
    descriptionEn:
      "What SFDR, the Taxonomy Regulation and the green asset ratio (GAR) mean for an institution that finances vehicles and equipment, and the data to collect on financed assets.",
    status: "validated",
    viewCount: 164,
    content: `# Publications ESG : SFDR, Taxonomie et ratio d'actifs verts appliqués au leasing

Plusieurs textes européens imposent de publier la part « durable » des activités financées. Ils ne visent pas tous les mêmes acteurs : la première question est toujours de savoir lequel s'applique à l'entité conseillée.

## Les textes et leurs destinataires

- Règlement (UE) 2019/2088 (SFDR), applicable depuis le 10 mars 2021 : acteurs des marchés financiers et conseillers, comme les gestionnaires d'actifs ; un bailleur n'y est soumis que s'il exerce ces activités, mais les fonds qui refinancent des portefeuilles de leasing lui demanderont des données
- Règlement (UE) 2020/852 (Taxonomie) et règlement délégué (UE) 2021/2178 : indicateurs publiés par les entreprises soumises à la publication d'informations en matière de durabilité, dont le GAR des établissements de crédit
- Article 449 bis du CRR : informations ESG de pilier 3, dont le GAR, publiées par les établissements selon les normes techniques de l'ABE
- Orientations de l'ABE sur la gestion des risques ESG (EBA/GL/2025/01), publiées en janvier 2025

## Le ratio d'actifs verts

Le GAR rapporte les expositions finançant des activités alignées sur la Taxonomie au total des actifs couverts. Les établissements de crédit publient le GAR complet depuis le 1er janvier 2024.

## Ce qui compte pour le leasing

- Voitures particulières et véhicules utilitaires légers (activité 6.5 de la Taxonomie) : émissions inférieures à 50 g de CO2 par km jusqu'au 31 décembre 2025, émissions nulles depuis le 1er janvier 2026
- Prêts automobiles aux ménages : seuls ceux octroyés à partir du 1er janvier 2022 et finançant un véhicule conforme entrent au numérateur
- Expositions sur entreprises : alignement fondé sur les indicateurs publiés par la contrepartie lorsqu'elle est elle-même soumise à publication
- Équipements d'énergie renouvelable ou d'efficacité énergétique : alignement possible si l'usage du bien est connu

## Les données à collecter

1. Catégorie du véhicule et émissions de CO2 homologuées.
2. Date d'octroi et usage du bien financé.
3. Statut de la contrepartie au regard des obligations de publication.
4. Localisation des biens pour le risque physique.
5. Piste d'audit de chaque classement.

## Un cadre en mouvement

Le paquet Omnibus de 2025 a réduit le champ des obligations de publication et simplifié le reporting Taxonomie, y compris le calcul du GAR : vérifiez les textes publiés au Journal officiel de l'Union européenne et leur date d'application avant toute recommandation.`,
    contentEn: `# ESG disclosures: SFDR, the Taxonomy and the green asset ratio applied to leasing

Several European texts require the "sustainable" share of financed activities to be disclosed. They do not all target the same players: the first question is always which one applies to the entity being advised.

## The texts and who they apply to

- Regulation (EU) 2019/2088 (SFDR), applicable since 10 March 2021: financial market participants and advisers, such as asset managers; a lessor is only subject to it if it carries out those activities, but funds that refinance lease portfolios will ask it for data
- Regulation (EU) 2020/852 (Taxonomy) and Delegated Regulation (EU) 2021/2178: indicators published by undertakings subject to sustainability reporting, including the GAR of credit institutions
- Article 449a CRR: Pillar 3 ESG disclosures, including the GAR, published by institutions under the EBA technical standards
- EBA guidelines on the management of ESG risks (EBA/GL/2025/01), published in January 2025

## The green asset ratio

The GAR compares exposures financing Taxonomy-aligned activities with total covered assets. Credit institutions have published the full GAR since 1 January 2024.

## What matters for leasing

- Passenger cars and light commercial vehicles (Taxonomy activity 6.5): emissions below 50 g of CO2 per km until 31 December 2025, zero emissions since 1 January 2026
- Motor vehicle loans to households: only those granted from 1 January 2022 and financing a compliant vehicle count in the numerator
- Exposures to companies: alignment based on the indicators published by the counterparty where it is itself subject to disclosure
- Renewable energy or energy efficiency equipment: alignment possible if the use of the asset is known

## Data to collect

1. Vehicle category and type-approved CO2 emissions.
2. Origination date and use of the financed asset.
3. Counterparty status with regard to disclosure obligations.
4. Location of assets for physical risk.
5. Audit trail for each classification.

## A framework on the move

The 2025 Omnibus package narrowed the scope of disclosure obligations and simplified Taxonomy reporting, including the GAR calculation: check the texts published in the Official Journal of the European Union and their application date before making any recommendation.`,
  },
  {
    id: "reg-externalisation-controle-interne",
    category: "Réglementation",
    title: "Externalisation : orientations de l'ABE et arrêté du 3 novembre 2014",
    description:
      "Les règles qui encadrent le recours à un prestataire pour une fonction essentielle ou importante : orientations EBA/GL/2019/02, arrêté du 3 novembre 2014 sur le contrôle interne et articulation avec DORA pour les services informatiques.",
    titleEn: "Outsourcing: EBA guidelines and the order of 3 November 2014",
    descriptionEn:
      "The rules governing the use of a service provider for a critical or important function: EBA/GL/2019/02 guidelines, the order of 3 November 2014 on internal control and how they fit with DORA for ICT services.",
    status: "validated",
    viewCount: 152,
    content: `# Externalisation : orientations de l'ABE et arrêté du 3 novembre 2014

Confier à un tiers une partie de ses activités ne transfère pas la responsabilité : l'établissement reste pleinement responsable du respect de ses obligations. Trois textes encadrent l'exercice.

## Les textes

- Orientations de l'ABE sur l'externalisation (EBA/GL/2019/02), applicables depuis le 30 septembre 2019
- Arrêté du 3 novembre 2014 relatif au contrôle interne des entreprises du secteur de la banque, des services de paiement et des services d'investissement, qui définit à son article 10 les activités externalisées et les prestations essentielles ou importantes et y consacre ses articles 231 et suivants
- Règlement (UE) 2022/2554 (DORA), applicable depuis le 17 janvier 2025, pour les services informatiques fournis par des tiers

## Fonction critique ou importante

Une fonction est critique ou importante lorsqu'une défaillance dans son exécution nuirait sensiblement à la conformité, aux résultats financiers, à la solidité ou à la continuité des activités de l'établissement. La gestion des contrats de leasing, le recouvrement ou l'hébergement du progiciel en sont des exemples fréquents.

## Avant de signer

1. Qualifier la fonction et documenter l'analyse.
2. Évaluer les risques : concentration, dépendance, sous-traitance en chaîne, localisation des données.
3. Mener une diligence raisonnable sur le prestataire : compétences, solidité financière, sécurité, continuité.
4. Informer l'autorité compétente en temps utile d'un projet d'externalisation critique ou importante.
5. Faire approuver la décision selon la gouvernance interne.

## Les clauses indispensables

- Description précise de la prestation et niveaux de service
- Droits d'accès et d'audit illimités pour l'établissement et le superviseur
- Conditions encadrant la sous-traitance
- Sécurité et confidentialité des données, lieu de traitement
- Continuité d'activité et tests
- Droits de résiliation et assistance à la réversibilité

## Pendant le contrat

- Registre de tous les accords d'externalisation, tenu à jour
- Suivi des niveaux de service et revue annuelle des prestataires critiques
- Stratégie de sortie documentée et testable
- Pour les services informatiques, registre d'informations et exigences contractuelles de DORA

## En projet

Le choix d'un progiciel en mode SaaS ou d'une tierce maintenance applicative est presque toujours une externalisation critique : impliquez la conformité et le contrôle permanent dès l'appel d'offres, pas à la signature.`,
    contentEn: `# Outsourcing: EBA guidelines and the order of 3 November 2014

Handing part of its activities to a third party does not transfer responsibility: the institution remains fully responsible for meeting its obligations. Three texts govern the exercise.

## The texts

- EBA Guidelines on outsourcing arrangements (EBA/GL/2019/02), applicable since 30 September 2019
- The order of 3 November 2014 on internal control in the banking, payment services and investment services sector, which defines outsourced activities and critical or important services in its article 10 and deals with them in its articles 231 et seq.
- Regulation (EU) 2022/2554 (DORA), applicable since 17 January 2025, for ICT services provided by third parties

## Critical or important function

A function is critical or important when a failure in its performance would materially impair the institution's compliance, financial performance, soundness or business continuity. Lease contract administration, collections or hosting of the software package are frequent examples.

## Before signing

1. Qualify the function and document the analysis.
2. Assess the risks: concentration, dependency, chains of subcontracting, data location.
3. Carry out due diligence on the provider: skills, financial soundness, security, continuity.
4. Inform the competent authority in good time of a planned critical or important outsourcing.
5. Have the decision approved in line with internal governance.

## Essential clauses

- Precise description of the service and service levels
- Unrestricted access and audit rights for the institution and the supervisor
- Conditions governing subcontracting
- Data security and confidentiality, place of processing
- Business continuity and testing
- Termination rights and assistance with reversibility

## During the contract

- A register of all outsourcing arrangements, kept up to date
- Monitoring of service levels and annual review of critical providers
- A documented exit strategy that can be tested
- For ICT services, the register of information and contractual requirements of DORA

## In projects

Choosing a SaaS software package or third-party application maintenance is almost always a critical outsourcing: involve compliance and permanent control from the tender stage, not at signature.`,
  },
  {
    id: "reg-iobsp-orias",
    category: "Réglementation",
    title: "Intermédiaires en opérations de banque (IOBSP) et immatriculation à l'ORIAS",
    description:
      "Qui est intermédiaire en opérations de banque et en services de paiement, les quatre catégories, les conditions d'immatriculation à l'ORIAS et les contrôles qu'un prêteur doit exercer sur son réseau d'apporteurs.",
    titleEn: "Banking intermediaries (IOBSP) and ORIAS registration",
    descriptionEn:
      "Who counts as an intermediary in banking transactions and payment services, the four categories, the conditions for registration with ORIAS and the checks a lender must carry out on its introducer network.",
    status: "validated",
    viewCount: 143,
    content: `# Intermédiaires en opérations de banque (IOBSP) et immatriculation à l'ORIAS

Est intermédiaire en opérations de banque et en services de paiement toute personne qui exerce à titre habituel, contre une rémunération ou tout autre avantage économique, l'intermédiation en opérations de banque, c'est-à-dire présenter, proposer ou aider à conclure ces opérations, sans se porter ducroire (article L519-1 du Code monétaire et financier). Dans le leasing, les concessionnaires, distributeurs de matériel et courtiers qui apportent des dossiers sont le plus souvent concernés.

## Les quatre catégories (article R519-4)

- Courtier en opérations de banque et en services de paiement, qui agit en vertu d'un mandat du client
- Mandataire exclusif, lié contractuellement à un seul établissement
- Mandataire non exclusif, qui agit pour un ou plusieurs établissements
- Mandataire d'intermédiaire, qui agit pour le compte d'un intermédiaire des trois catégories précédentes

## Les conditions d'exercice

- Immatriculation au registre unique tenu par l'ORIAS (article L546-1)
- Honorabilité des dirigeants
- Capacité professionnelle adaptée à la catégorie et aux opérations
- Assurance de responsabilité civile professionnelle
- Garantie financière lorsque l'intermédiaire manie des fonds
- Depuis le 1er avril 2022, adhésion à une association professionnelle agréée par l'ACPR pour les courtiers et leurs mandataires (loi n° 2021-402 du 8 avril 2021)

Certaines situations bénéficient d'un régime allégé, notamment une activité exercée à titre accessoire : vérifiez les conditions dans les articles R519-1 et suivants et sur orias.fr.

## Le calendrier de l'ORIAS

L'inscription est valable jusqu'au 28 ou 29 février de l'année suivante. Le renouvellement se fait en ligne entre le 1er janvier et fin février, avec des frais par catégorie ; à défaut, l'intermédiaire est radié et ne peut plus exercer.

## Contrôles du prêteur sur son réseau

1. Vérifier l'immatriculation et la catégorie de chaque apporteur sur orias.fr avant de signer le mandat.
2. Conserver dans le progiciel le numéro ORIAS et la date de dernière vérification.
3. Contrôler chaque année le renouvellement et suspendre les apports en cas de radiation.
4. Former les apporteurs aux règles du crédit à la consommation et aux obligations de compétence renforcées depuis le 20 novembre 2026.
5. Encadrer les commissions et les intégrer au programme anticorruption.
6. Auditer un échantillon de dossiers apportés : information remise, solvabilité, KYC.

La responsabilité du prêteur peut être recherchée pour les manquements de ses mandataires envers la clientèle : un réseau mal contrôlé est un risque de conformité et de réputation.`,
    contentEn: `# Banking intermediaries (IOBSP) and ORIAS registration

An IOBSP (intermédiaire en opérations de banque et en services de paiement, intermediary in banking transactions and payment services) is anyone who, on a regular basis and for a fee or any other economic benefit, acts as an intermediary in banking transactions, that is presenting, proposing or helping to conclude them, without acting as del credere agent (article L519-1 of the Code monétaire et financier, the French Monetary and Financial Code). In leasing, dealers, equipment distributors and brokers who bring in deals are usually concerned.

## The four categories (article R519-4)

- Broker in banking transactions and payment services, acting under a mandate from the customer
- Exclusive agent, contractually tied to a single institution
- Non-exclusive agent, acting for one or more institutions
- Sub-agent, acting on behalf of an intermediary in one of the three previous categories

## Conditions for carrying on the activity

- Registration in the single register kept by ORIAS (the register of insurance, banking and finance intermediaries) (article L546-1)
- Good repute of managers
- Professional competence suited to the category and the transactions
- Professional liability insurance
- Financial guarantee where the intermediary handles funds
- Since 1 April 2022, membership of a professional association approved by the ACPR for brokers and their agents (law no. 2021-402 of 8 April 2021)

Some situations benefit from a lighter regime, in particular an activity carried out on an ancillary basis: check the conditions in articles R519-1 et seq. and on orias.fr.

## The ORIAS calendar

Registration is valid until 28 or 29 February of the following year. Renewal is done online between 1 January and the end of February, with fees per category; otherwise the intermediary is removed from the register and can no longer operate.

## Lender checks on its network

1. Check each introducer's registration and category on orias.fr before signing the mandate.
2. Keep the ORIAS number and the date of the last check in the software package.
3. Check renewal every year and suspend business from any introducer removed from the register.
4. Train introducers on consumer credit rules and on the stronger competence requirements in force since 20 November 2026.
5. Regulate commissions and include them in the anti-corruption programme.
6. Audit a sample of introduced files: information provided, creditworthiness, KYC.

The lender may be held liable for its agents' failings towards customers: a poorly controlled network is a compliance and reputational risk.`,
  },
  {
    id: "soft-animer-comite-pilotage",
    category: "Soft Skills",
    title: "Animer un comité de pilotage",
    description:
      "Préparer, conduire et conclure un comité de pilotage de projet qui prend des décisions : ordre du jour, préparation des décideurs, météo du projet, arbitrages et relevé de décisions.",
    titleEn: "Running a steering committee meeting",
    descriptionEn:
      "Preparing, chairing and closing a project steering committee that actually takes decisions: agenda, briefing the decision-makers, project status, trade-offs and the record of decisions.",
    status: "validated",
    viewCount: 284,
    content: `# Animer un comité de pilotage

Le comité de pilotage (COPIL) réunit les sponsors et les responsables qui engagent les ressources du projet. Sa raison d'être est de **prendre les décisions** que l'équipe projet ne peut pas prendre seule. Un COPIL qui se contente d'écouter un compte rendu d'avancement est un COPIL manqué. Dans la gouvernance type d'un projet, il se réunit une fois par mois (mensuel), le comité projet une fois par semaine (hebdomadaire).

## Préparer (J-10 à J-2)

1. Lister les décisions attendues et les formuler comme des questions fermées : « Validez-vous le report du lot 2 au 15 mars ? »
2. Construire le support : une page de synthèse, puis une page par décision avec options, impacts et recommandation.
3. Rencontrer individuellement les décideurs clés pour présenter les sujets sensibles avant la séance.
4. Envoyer le support 48 heures avant, avec l'ordre du jour minuté.
5. Répéter la présentation avec le chef de projet client.

## L'ordre du jour type (1 heure)

- Rappel des décisions du dernier comité et de leur mise en œuvre (5 min)
- Météo globale : délais, budget, périmètre, qualité, en vert, orange ou rouge (10 min)
- Décisions à prendre, une par une (30 min)
- Risques majeurs et leur tendance (10 min)
- Synthèse des décisions et prochaines étapes (5 min)

## Pendant la séance

- Commencer par les décisions si le temps risque de manquer
- Présenter les faits, puis les options, puis la recommandation
- Dire clairement ce qui va mal : un indicateur rouge annoncé tôt est un signe de maîtrise
- Ramener les discussions techniques vers l'impact sur les délais, le coût ou le risque
- Reformuler chaque décision à voix haute et vérifier l'accord de chacun

## Les pièges à éviter

- Un support de 40 pages que personne ne lit
- Des météos toujours vertes jusqu'à la veille du démarrage
- Des décisions prises sans le sponsor, donc remises en cause ensuite
- Des sujets techniques débattus en détail devant la direction

## Après le comité

1. Diffuser le relevé de décisions sous 24 heures, décisions en tête.
2. Mettre à jour le plan, le registre des risques et le budget.
3. Suivre les actions et les rappeler au comité suivant.

Un bon indicateur de la qualité d'un COPIL : chaque participant sait, en sortant, ce qui a été décidé et ce qu'il doit faire.`,
    contentEn: `# Running a steering committee meeting

The steering committee brings together the sponsors and managers who commit the project's resources. Its purpose is to **take the decisions** the project team cannot take on its own. A steering committee that merely listens to a progress report is a wasted one. In a typical project governance it meets monthly, and the project committee weekly.

## Preparing (D-10 to D-2)

1. List the decisions expected and phrase them as closed questions: "Do you approve moving work package 2 to 15 March?"
2. Build the deck: a one-page summary, then one page per decision with options, impacts and recommendation.
3. Meet the key decision-makers one by one to present sensitive topics before the meeting.
4. Send the deck 48 hours ahead, with a timed agenda.
5. Rehearse the presentation with the client's project manager.

## The standard agenda (1 hour)

- Recap of the last committee's decisions and their implementation (5 min)
- Overall status: schedule, budget, scope, quality, in green, amber or red (10 min)
- Decisions to take, one by one (30 min)
- Major risks and their trend (10 min)
- Summary of decisions and next steps (5 min)

## During the meeting

- Start with the decisions if time is likely to run short
- Present the facts, then the options, then the recommendation
- Say clearly what is going wrong: a red indicator flagged early shows control
- Bring technical discussions back to their impact on schedule, cost or risk
- Restate each decision aloud and check that everyone agrees

## Pitfalls to avoid

- A 40-page deck that nobody reads
- Status that stays green until the day before go-live
- Decisions taken without the sponsor, and therefore reopened later
- Technical topics debated in detail in front of senior management

## After the committee

1. Send the record of decisions within 24 hours, with the decisions at the top.
2. Update the plan, the risk register and the budget.
3. Track the actions and report on them at the next committee.

A good sign of a well-run steering committee: every participant leaves knowing what was decided and what they have to do.`,
  },
  {
    id: "soft-email-client-reponse",
    category: "Soft Skills",
    title: "Écrire un e-mail client qui obtient une réponse",
    description:
      "Rédiger des e-mails professionnels courts, structurés et orientés action, pour obtenir une décision, une information ou une validation d'un client très sollicité.",
    titleEn: "Writing a client e-mail that gets an answer",
    descriptionEn:
      "Writing short, structured, action-oriented professional e-mails to obtain a decision, a piece of information or an approval from a very busy client.",
    status: "validated",
    viewCount: 312,
    content: `# Écrire un e-mail client qui obtient une réponse

Un directeur des opérations reçoit souvent plus de cent e-mails par jour. Le vôtre sera lu s'il dit en quelques secondes **ce que vous attendez, de qui et pour quand**.

## La structure en quatre blocs

1. **L'objet** : l'action et l'échéance, par exemple « Validation requise avant jeudi : règles de calcul des frais de dossier ».
2. **La demande** en première ligne : « Pouvez-vous valider les trois règles ci-dessous d'ici jeudi 17 h ? »
3. **Le contexte** utile, en trois à cinq lignes ou en liste.
4. **La suite** : ce qui se passera sans réponse, et la personne à contacter.

## Les règles d'écriture

- Un e-mail, un sujet : deux demandes distinctes méritent deux e-mails
- Des phrases courtes et des listes plutôt que des paragraphes
- Les questions numérotées pour permettre une réponse ligne à ligne
- Des options fermées quand c'est possible : « option A ou option B »
- Les pièces jointes citées dans le texte, avec leur nom exact
- Un destinataire principal clairement responsable de la réponse, les autres en copie

## Choisir le bon canal

- E-mail : trace écrite, demande qui peut attendre quelques heures
- Appel : sujet sensible, désaccord, urgence
- Réunion : décision qui exige une discussion entre plusieurs personnes
- Messagerie instantanée : question simple et rapide, jamais une décision engageante

Après un appel ou une réunion, un e-mail court de confirmation fixe ce qui a été convenu.

## Relancer sans agacer

1. Attendre le délai annoncé, puis relancer en répondant au même fil.
2. Rappeler la demande en une ligne, sans reproche.
3. Proposer une alternative : un appel de dix minutes ou une validation partielle.
4. Au deuxième silence, informer le chef de projet client de l'impact sur le planning.

## Exemple de première ligne

Avant : « Suite à notre réunion de la semaine dernière, nous avons avancé sur la question des frais et il nous semblerait utile d'avoir votre avis… »

Après : « Décision attendue d'ici jeudi : appliquez-vous des frais de dossier aux avenants de durée ? Oui ou non. »

## Relire avant d'envoyer

- La demande est-elle dans les deux premières lignes ?
- Le destinataire sait-il quoi faire sans ouvrir les pièces jointes ?
- Le ton resterait-il acceptable si l'e-mail était transféré au sponsor ?`,
    contentEn: `# Writing a client e-mail that gets an answer

An operations director often receives more than a hundred e-mails a day. Yours will be read if it says within seconds **what you expect, from whom and by when**.

## The four-block structure

1. **The subject line**: the action and the deadline, for example "Approval needed by Thursday: application fee calculation rules".
2. **The request** on the first line: "Could you approve the three rules below by Thursday 17:00?"
3. **The useful context**, in three to five lines or as a list.
4. **What happens next**: what will happen without an answer, and who to contact.

## Writing rules

- One e-mail, one topic: two separate requests deserve two e-mails
- Short sentences and lists rather than paragraphs
- Numbered questions so that the reply can go line by line
- Closed options where possible: "option A or option B"
- Attachments mentioned in the text, with their exact name
- One main recipient clearly responsible for answering, the others in copy

## Choosing the right channel

- E-mail: written record, a request that can wait a few hours
- Phone call: sensitive topic, disagreement, urgency
- Meeting: a decision that requires discussion among several people
- Instant messaging: a simple, quick question, never a binding decision

After a call or a meeting, a short confirmation e-mail records what was agreed.

## Following up without irritating

1. Wait for the stated deadline, then follow up by replying in the same thread.
2. Restate the request in one line, without reproach.
3. Offer an alternative: a ten-minute call or a partial approval.
4. After a second silence, tell the client's project manager about the impact on the schedule.

## Example first line

Before: "Following our meeting last week, we have made progress on the question of fees and it would seem useful to have your opinion…"

After: "Decision needed by Thursday: do you charge an application fee on term amendments? Yes or no."

## Reread before sending

- Is the request in the first two lines?
- Does the recipient know what to do without opening the attachments?
- Would the tone still be acceptable if the e-mail were forwarded to the sponsor?`,
  },
  {
    id: "soft-gerer-client-difficile",
    category: "Soft Skills",
    title: "Gérer un client difficile ou mécontent",
    description:
      "Désamorcer une situation tendue avec un interlocuteur client mécontent, traiter la cause du mécontentement et reconstruire la confiance, sans céder sur ce qui ne doit pas l'être.",
    titleEn: "Handling a difficult or dissatisfied client",
    descriptionEn:
      "Defusing a tense situation with a dissatisfied client contact, dealing with the cause of the dissatisfaction and rebuilding trust, without giving way on what must not be conceded.",
    status: "validated",
    viewCount: 296,
    content: `# Gérer un client difficile ou mécontent

Un client « difficile » est le plus souvent un client sous pression : échéance réglementaire, direction exigeante, incident en production. Traiter la pression avant le fond change presque toujours la suite de l'échange.

## Dans l'instant : désamorcer

1. **Laisser parler** sans interrompre ni se justifier.
2. **Reconnaître** l'émotion et l'enjeu : « Je comprends que ce retard vous met en difficulté vis-à-vis de votre direction. »
3. **Reformuler** le problème factuellement pour vérifier qu'il est bien compris.
4. **S'engager** sur une prochaine étape datée, même modeste : « Je reviens vers vous à 16 h avec un diagnostic. »
5. **Tenir** cet engagement, à l'heure dite.

## Ce qu'il faut éviter

- Se défendre ou chercher un coupable devant le client
- Promettre une solution ou une date qu'on ne maîtrise pas
- Répondre par e-mail à chaud à un message agressif
- Minimiser : « Ce n'est qu'une petite anomalie »
- Laisser passer un propos inacceptable sans le signaler calmement

## Traiter la cause

- Distinguer le fait (un batch a échoué), l'impact (les prélèvements sont décalés) et l'attente (être prévenu plus tôt)
- Vérifier si le mécontentement porte sur le résultat, sur le délai ou sur la communication
- Associer le responsable de la relation côté cabinet dès que l'enjeu dépasse le périmètre de l'équipe

## Poser des limites avec la méthode DESC

- **Décrire** les faits : « La demande est arrivée hier pour une livraison aujourd'hui. »
- **Exprimer** l'effet : « L'équipe ne peut pas tester correctement dans ce délai. »
- **Spécifier** ce que vous proposez : « Nous livrons jeudi, testé, ou aujourd'hui une version partielle. »
- **Conséquences** positives : « Vous présenterez à votre comité une version fiable. »

## Reconstruire la confiance

1. Partager un plan d'action écrit, avec des jalons courts.
2. Donner des nouvelles avant qu'on vous en demande.
3. Faire un point de clôture une fois le problème résolu.
4. Tirer les enseignements avec l'équipe, sans chercher de coupable.

## Savoir escalader

Si les exigences sortent du contrat ou si le comportement devient inacceptable, informez votre responsable de mission et laissez la gouvernance du contrat traiter le sujet. Escalader n'est pas un échec : c'est protéger la relation et l'équipe.`,
    contentEn: `# Handling a difficult or dissatisfied client

A "difficult" client is usually a client under pressure: a regulatory deadline, a demanding management team, a production incident. Dealing with the pressure before the substance almost always changes how the conversation goes.

## In the moment: defuse

1. **Let them talk** without interrupting or justifying yourself.
2. **Acknowledge** the emotion and what is at stake: "I understand this delay puts you in a difficult position with your management."
3. **Restate** the problem factually to check it has been understood.
4. **Commit** to a dated next step, even a small one: "I will come back to you at 16:00 with a diagnosis."
5. **Keep** that commitment, on time.

## What to avoid

- Defending yourself or looking for someone to blame in front of the client
- Promising a solution or a date you do not control
- Replying by e-mail in the heat of the moment to an aggressive message
- Downplaying: "It's only a small defect"
- Letting an unacceptable remark pass without calmly pointing it out

## Dealing with the cause

- Separate the fact (a batch failed), the impact (direct debits are delayed) and the expectation (to be told earlier)
- Check whether the dissatisfaction is about the result, the timing or the communication
- Bring in the firm's relationship manager as soon as the stakes go beyond the team's scope

## Setting limits with the DESC method

- **Describe** the facts: "The request arrived yesterday for delivery today."
- **Express** the effect: "The team cannot test properly in that time."
- **Specify** what you propose: "We deliver on Thursday, tested, or today a partial version."
- **Consequences**, positive ones: "You will present a reliable version to your committee."

## Rebuilding trust

1. Share a written action plan with short milestones.
2. Give updates before you are asked for them.
3. Hold a closing review once the problem is solved.
4. Draw lessons with the team, without looking for someone to blame.

## Knowing when to escalate

If the demands go beyond the contract or the behaviour becomes unacceptable, inform your engagement manager and let contract governance handle the matter. Escalating is not a failure: it protects the relationship and the team.`,
  },
  {
    id: "soft-gestion-temps-consultant",
    category: "Soft Skills",
    title: "Gestion du temps pour consultants",
    description:
      "Organiser sa semaine de consultant entre livrables, réunions, sollicitations et plusieurs clients : priorisation, blocs de travail protégés, gestion des interruptions et suivi des engagements.",
    titleEn: "Time management for consultants",
    descriptionEn:
      "Organising a consultant's week between deliverables, meetings, requests and several clients: prioritisation, protected work blocks, handling interruptions and tracking commitments.",
    status: "validated",
    viewCount: 267,
    content: `# Gestion du temps pour consultants

Le consultant vend son temps et son attention. Les réunions, les messages et les urgences des autres occupent naturellement toute la place : sans méthode, les livrables avancent le soir.

## Trier avec la matrice d'Eisenhower

- **Important et urgent** : à faire tout de suite (incident en recette, livrable dû demain)
- **Important et non urgent** : à planifier dans un bloc protégé (spécification, préparation du comité)
- **Urgent et non important** : à déléguer ou à traiter en lot (demande d'accès, relance administrative)
- **Ni urgent ni important** : à abandonner

La plupart des difficultés viennent de la deuxième case, repoussée jusqu'à devenir urgente.

## Organiser la semaine

1. Le vendredi, lister les livrables et les engagements de la semaine suivante.
2. Réserver dans l'agenda des blocs de travail de 90 minutes à 2 heures pour les tâches de fond, de préférence le matin.
3. Regrouper les réunions sur des demi-journées quand le client le permet.
4. Prévoir une marge d'environ 20 % pour l'imprévu.
5. Chaque matin, choisir les trois tâches qui feront de la journée une réussite.

## Protéger son attention

- Couper les notifications pendant les blocs de travail
- Traiter les e-mails à heures fixes, trois ou quatre fois par jour
- Utiliser la technique Pomodoro (25 minutes de concentration, 5 minutes de pause) pour démarrer une tâche repoussée
- Noter immédiatement toute demande reçue dans une liste unique plutôt que de la garder en tête

## Dire non, ou pas maintenant

- Demander l'échéance réelle et l'enjeu avant d'accepter
- Proposer un arbitrage : « Je peux le faire jeudi, ou aujourd'hui si l'on décale la note de cadrage »
- Remonter au chef de projet les demandes qui sortent du périmètre

## Travailler pour plusieurs clients

- Fixer des jours ou des demi-journées par client et les annoncer
- Tenir une liste d'engagements par client, relue chaque semaine
- Saisir ses temps chaque jour : la saisie de fin de mois est toujours fausse

## Faire le bilan

Chaque vendredi, comparer le temps prévu et le temps passé sur trois ou quatre activités. L'écart montre où partent les heures et guide les arbitrages de la semaine suivante.`,
    contentEn: `# Time management for consultants

A consultant sells their time and attention. Meetings, messages and other people's emergencies naturally fill all the space: without a method, deliverables get done in the evening.

## Sorting with the Eisenhower matrix

- **Important and urgent**: do it now (testing incident, deliverable due tomorrow)
- **Important and not urgent**: schedule it in a protected block (specification, committee preparation)
- **Urgent and not important**: delegate it or handle it in a batch (access request, administrative reminder)
- **Neither urgent nor important**: drop it

Most difficulties come from the second box, put off until it becomes urgent.

## Organising the week

1. On Friday, list the deliverables and commitments for the following week.
2. Book work blocks of 90 minutes to 2 hours in the calendar for in-depth tasks, preferably in the morning.
3. Group meetings into half-days when the client allows it.
4. Keep a margin of about 20% for the unexpected.
5. Each morning, choose the three tasks that will make the day a success.

## Protecting your attention

- Turn off notifications during work blocks
- Handle e-mails at set times, three or four times a day
- Use the Pomodoro technique (25 minutes of focus, 5 minutes of break) to start a task you keep putting off
- Write down every request received in a single list straight away rather than keeping it in your head

## Saying no, or not now

- Ask for the real deadline and what is at stake before accepting
- Offer a trade-off: "I can do it on Thursday, or today if we push back the scoping note"
- Escalate to the project manager any request outside the scope

## Working for several clients

- Set days or half-days per client and announce them
- Keep a list of commitments per client, reviewed every week
- Record your time every day: timesheets filled in at month end are always wrong

## Taking stock

Every Friday, compare planned and actual time across three or four activities. The gap shows where the hours go and guides the trade-offs for the following week.`,
  },
  {
    id: "soft-demo-logiciel",
    category: "Soft Skills",
    title: "Réussir la démonstration d'un logiciel",
    description:
      "Préparer et conduire une démonstration de progiciel de crédit ou de leasing centrée sur les processus du client : scénario, données, déroulé, questions et plan de secours.",
    titleEn: "Giving a successful software demonstration",
    descriptionEn:
      "Preparing and running a demonstration of a credit or leasing software package built around the client's processes: scenario, data, running order, questions and fallback plan.",
    status: "validated",
    viewCount: 203,
    content: `# Réussir la démonstration d'un logiciel

Une démonstration ne sert pas à montrer toutes les fonctions d'un progiciel : elle montre que **les processus du client** peuvent s'y dérouler. Une démonstration réussie raconte une journée de travail d'un utilisateur, pas un menu.

## Préparer le scénario

1. Identifier les trois ou quatre processus qui comptent le plus pour l'auditoire : saisie d'une proposition, décision, mise en loyer, fin de contrat.
2. Écrire un fil conducteur : un client, un bien, un contrat suivis de bout en bout.
3. Préparer des données réalistes et anonymisées, aux couleurs du client : ses produits, ses barèmes, ses libellés.
4. Chronométrer chaque séquence et prévoir ce qu'on coupe si le temps manque.
5. Répéter au moins une fois en conditions réelles, sur le même poste et le même réseau.

## La méthode « annoncer, montrer, résumer »

- **Annoncer** ce que l'on va voir et pourquoi c'est utile pour le public présent
- **Montrer** en commentant les gestes de l'utilisateur, sans lire l'écran
- **Résumer** le bénéfice en une phrase avant de passer à la suite

## Pendant la démonstration

- Agrandir la police et fermer les notifications et les autres applications
- Ne pas faire défiler les écrans trop vite : le public découvre ce que vous connaissez par cœur
- Faire participer : demander à un utilisateur clé de choisir une valeur ou de prendre la main
- Noter les questions hors sujet sur un tableau visible et y répondre à la fin
- Ne jamais improviser un paramétrage en direct devant un comité

## Répondre aux questions

- Si la fonction existe, la montrer brièvement ou proposer une séance dédiée
- Si elle n'existe pas, le dire clairement et indiquer l'alternative : paramétrage, développement, contournement
- Si vous ne savez pas, noter la question et s'engager sur une date de réponse

## Le plan de secours

- Captures d'écran ou courte vidéo de chaque séquence en cas de panne
- Deuxième environnement ou deuxième poste prêt
- Jeu de données de réserve, au cas où une démonstration précédente aurait modifié les dossiers

## Après la démonstration

Envoyer sous 24 heures un récapitulatif : processus montrés, questions ouvertes et réponses promises, prochaines étapes. Les réactions des utilisateurs clés sont une information précieuse pour la conduite du changement.`,
    contentEn: `# Giving a successful software demonstration

A demonstration is not meant to show every feature of a software package: it shows that **the client's processes** can run in it. A successful demonstration tells the story of a user's working day, not a menu.

## Preparing the scenario

1. Identify the three or four processes that matter most to the audience: entering a proposal, decision, activation, end of contract.
2. Write a storyline: one customer, one asset, one contract followed end to end.
3. Prepare realistic, anonymised data in the client's colours: its products, its price grids, its labels.
4. Time each sequence and decide what to cut if time runs short.
5. Rehearse at least once in real conditions, on the same machine and the same network.

## The "tell, show, sum up" method

- **Tell** the audience what they are about to see and why it is useful to them
- **Show** it while commenting on the user's actions, without reading the screen
- **Sum up** the benefit in one sentence before moving on

## During the demonstration

- Enlarge the font and close notifications and other applications
- Do not scroll through screens too fast: the audience is discovering what you know by heart
- Involve people: ask a key user to choose a value or take the controls
- Note off-topic questions on a visible board and answer them at the end
- Never improvise configuration live in front of a committee

## Answering questions

- If the feature exists, show it briefly or offer a dedicated session
- If it does not, say so clearly and give the alternative: configuration, development, workaround
- If you do not know, note the question and commit to a date for the answer

## The fallback plan

- Screenshots or a short video of each sequence in case of failure
- A second environment or a second machine ready
- A spare data set, in case an earlier demonstration changed the files

## After the demonstration

Send a summary within 24 hours: processes shown, open questions and promised answers, next steps. Key users' reactions are valuable information for change management.`,
  },
  {
    id: "soft-atelier-distance",
    category: "Soft Skills",
    title: "Animer un atelier à distance",
    description:
      "Adapter l'animation d'un atelier métier à la visioconférence : format plus court, rôles répartis, outils collaboratifs, participation de chacun et production d'un livrable.",
    titleEn: "Facilitating a remote workshop",
    descriptionEn:
      "Adapting a business workshop to video conferencing: shorter format, shared roles, collaborative tools, everyone's participation and producing a deliverable.",
    status: "validated",
    viewCount: 238,
    content: `# Animer un atelier à distance

À distance, l'attention baisse plus vite, les silences sont plus difficiles à lire et les participants font autre chose en parallèle. Les principes d'un atelier en salle restent valables, mais le format doit être resserré et l'interaction organisée.

## Adapter le format

- Sessions de 90 minutes au plus, avec une pause de 5 minutes au bout d'une heure
- Plusieurs sessions courtes plutôt qu'une journée entière
- Huit participants actifs au maximum ; les autres en observateurs ou destinataires du compte rendu
- Travail préparatoire envoyé avant : cas à lire, questions auxquelles réfléchir

## Répartir les rôles

- **Animateur** : déroulé, temps, parole
- **Producteur** : partage d'écran, outils, liens, gestion des sous-groupes
- **Scribe** : décisions et actions notées en direct, visibles de tous
- **Expert** : répond sur le fond sans animer

Seul, l'animateur ne peut pas tout faire : prévoyez au moins un binôme.

## Le déroulé type

1. Accueil cinq minutes avant l'heure, test du son et de la caméra.
2. Objectif de la session et règles : caméra allumée si possible, micro coupé hors prise de parole, main levée.
3. Question d'ouverture à laquelle chacun répond en une phrase, pour que tout le monde ait parlé une fois.
4. Travail sur un support partagé, où chacun écrit en même temps.
5. Sous-groupes de trois ou quatre personnes pour les sujets qui se prêtent à la comparaison.
6. Restitution, décisions, points ouverts et actions, lus à voix haute.

## Faire participer

- Interroger les personnes par leur nom plutôt que de demander « des questions ? »
- Utiliser les sondages et le vote pour trancher rapidement
- Lire à voix haute les contributions écrites dans la discussion
- Surveiller les participants silencieux et les solliciter avec une question simple

## Les outils

- Visioconférence avec sous-groupes et partage d'écran
- Tableau blanc collaboratif pour les processus et les idées
- Document partagé pour les règles de gestion et le relevé de décisions

Vérifiez en amont que les outils sont autorisés par la politique de sécurité du client.

## Après l'atelier

Envoyez le relevé de décisions le jour même et le support final sous 48 heures. À distance, l'écrit compense ce qui n'a pas pu être perçu pendant l'échange.`,
    contentEn: `# Facilitating a remote workshop

Remotely, attention drops faster, silences are harder to read and participants do other things in parallel. The principles of an in-room workshop still apply, but the format must be tightened and interaction organised.

## Adapting the format

- Sessions of 90 minutes at most, with a 5-minute break after one hour
- Several short sessions rather than a full day
- Eight active participants at most; the others as observers or recipients of the minutes
- Preparatory work sent beforehand: cases to read, questions to think about

## Sharing the roles

- **Facilitator**: running order, timing, who speaks
- **Producer**: screen sharing, tools, links, breakout rooms
- **Scribe**: decisions and actions noted live, visible to everyone
- **Expert**: answers on substance without facilitating

A facilitator cannot do everything alone: plan for at least a pair.

## The standard running order

1. Welcome five minutes before the start, sound and camera check.
2. Session objective and ground rules: camera on if possible, microphone off when not speaking, raised hand.
3. An opening question everyone answers in one sentence, so that everyone has spoken once.
4. Work on a shared board where everyone writes at the same time.
5. Breakout groups of three or four people for topics that lend themselves to comparison.
6. Feedback, decisions, open points and actions, read aloud.

## Getting people to take part

- Ask people by name rather than asking "any questions?"
- Use polls and votes to decide quickly
- Read aloud the written contributions posted in the chat
- Watch for silent participants and draw them in with a simple question

## Tools

- Video conferencing with breakout rooms and screen sharing
- Collaborative whiteboard for processes and ideas
- Shared document for business rules and the record of decisions

Check beforehand that the tools are allowed under the client's security policy.

## After the workshop

Send the record of decisions the same day and the final material within 48 hours. Remotely, the written record makes up for what could not be picked up during the discussion.`,
  },
  {
    id: "soft-storytelling-donnees",
    category: "Soft Skills",
    title: "Raconter une histoire avec les données",
    description:
      "Transformer des chiffres de portefeuille, de recette ou de projet en un message clair qui mène à une décision : idée maîtresse, choix du graphique, mise en évidence et structure du récit.",
    titleEn: "Storytelling with data",
    descriptionEn:
      "Turning portfolio, testing or project figures into a clear message that leads to a decision: main idea, choice of chart, highlighting and story structure.",
    status: "validated",
    viewCount: 221,
    content: `# Raconter une histoire avec les données

Un tableau de cinquante lignes montre que vous avez travaillé ; un graphique bien choisi avec une phrase claire montre que vous avez compris. Raconter avec les données, c'est **guider l'auditoire vers une conclusion** et une décision.

## Partir de l'idée maîtresse

Avant d'ouvrir un outil de graphiques, écrivez en une phrase ce que l'auditoire doit retenir et faire : « Les impayés des contrats apportés par le réseau B ont doublé en six mois : nous recommandons de suspendre la délégation de décision de ce réseau. » Si la phrase ne vient pas, l'analyse n'est pas terminée.

## Structurer le récit

1. **La situation** : ce que tout le monde sait déjà.
2. **La complication** : ce qui a changé, chiffré.
3. **L'explication** : la cause, démontrée par une ou deux données.
4. **La recommandation** : ce qu'il faut décider, et son effet attendu.

## Choisir le bon graphique

- Évolution dans le temps : courbe
- Comparaison entre catégories : barres horizontales, triées
- Partie d'un tout : barre empilée à 100 %, plutôt qu'un camembert à dix parts
- Écart à une cible : barres avec une ligne de référence
- Quelques chiffres clés : de grands nombres avec leur libellé, sans graphique

## Mettre en évidence

- Une seule couleur forte pour la donnée qui porte le message, le reste en gris
- Un titre qui énonce la conclusion, pas le sujet : « Le délai de décision a baissé de 30 % » plutôt que « Délai de décision »
- Des étiquettes posées directement sur les courbes plutôt qu'une légende éloignée
- Suppression de tout ce qui n'aide pas la lecture : quadrillage, effets 3D, décimales inutiles

## Rester honnête

- Axe des barres qui commence à zéro
- Même période et même périmètre pour les séries comparées
- Source et date d'extraction indiquées sous chaque graphique
- Limites de la donnée signalées : échantillon, retraitements, estimations

## Exemple en recette

Plutôt que le tableau des 412 anomalies, montrez la courbe des anomalies ouvertes par semaine, la part des bloquantes et la date à laquelle, au rythme actuel, elles seront toutes corrigées. Le comité voit immédiatement si la date de bascule tient.

Pour aller plus loin, l'ouvrage de Cole Nussbaumer Knaflic, « Storytelling with Data » (2015), reste une référence.`,
    contentEn: `# Storytelling with data

A fifty-row table shows that you have worked; a well-chosen chart with a clear sentence shows that you have understood. Storytelling with data means **guiding the audience to a conclusion** and a decision.

## Start from the main idea

Before opening a charting tool, write in one sentence what the audience must remember and do: "Arrears on contracts brought in by network B have doubled in six months: we recommend withdrawing this network's delegated decision-making." If the sentence does not come, the analysis is not finished.

## Structuring the story

1. **The situation**: what everyone already knows.
2. **The complication**: what has changed, in figures.
3. **The explanation**: the cause, shown by one or two data points.
4. **The recommendation**: what needs deciding, and its expected effect.

## Choosing the right chart

- Change over time: line chart
- Comparison between categories: horizontal bars, sorted
- Part of a whole: 100% stacked bar, rather than a ten-slice pie chart
- Gap to a target: bars with a reference line
- A few key figures: large numbers with their label, no chart

## Highlighting

- A single strong colour for the data that carries the message, the rest in grey
- A title that states the conclusion, not the topic: "Decision time fell by 30%" rather than "Decision time"
- Labels placed directly on the lines rather than a distant legend
- Remove anything that does not help reading: gridlines, 3D effects, needless decimals

## Staying honest

- Bar axes that start at zero
- Same period and same scope for the series being compared
- Source and extraction date shown under each chart
- Data limitations flagged: sample, adjustments, estimates

## A testing example

Rather than the table of 412 defects, show the line of open defects per week, the share of blocking ones and the date by which, at the current pace, they will all be fixed. The committee sees at once whether the go-live date holds.

To go further, Cole Nussbaumer Knaflic's book "Storytelling with Data" (2015) remains a reference.`,
  },
  {
    id: "soft-integration-equipe-client",
    category: "Soft Skills",
    title: "S'intégrer dans une nouvelle équipe client",
    description:
      "Réussir ses premières semaines chez un nouveau client : préparer son arrivée, comprendre l'organisation et les attentes, créer la confiance et livrer une première contribution visible.",
    titleEn: "Onboarding into a new client team",
    descriptionEn:
      "Making a success of your first weeks with a new client: preparing your arrival, understanding the organisation and expectations, building trust and delivering a first visible contribution.",
    status: "validated",
    viewCount: 246,
    content: `# S'intégrer dans une nouvelle équipe client

Les premières semaines d'une mission fixent durablement la perception du client. L'objectif n'est pas d'impressionner dès le premier jour, mais de devenir rapidement **utile et fiable** aux yeux de l'équipe.

## Avant d'arriver

- Lire la proposition commerciale, la note de cadrage et les derniers comptes rendus de comité
- Parcourir le rapport annuel du client : activités, chiffres clés, organisation
- Échanger avec le consultant qui vous précède ou avec le responsable de mission
- Anticiper les accès : badge, poste, messagerie, environnements, habilitations

## Les deux premières semaines : écouter

1. Rencontrer individuellement chaque interlocuteur clé pendant 30 minutes.
2. Poser à chacun les mêmes questions : ses objectifs, ce qui marche, ce qui bloque, ce qu'il attend de vous.
3. Dessiner l'organigramme réel : qui décide, qui influence, qui sait.
4. Apprendre le vocabulaire du client : noms des produits, des systèmes, des comités.
5. Noter les irritants remontés plusieurs fois : ce sont les premières occasions d'être utile.

## Créer la confiance

- Tenir chaque engagement, même mineur, dans le délai annoncé
- Arriver préparé aux réunions et en sortir avec des actions claires
- Respecter les usages de l'équipe : horaires, canaux, niveau de formalisme
- Reconnaître le travail déjà fait avant de proposer de le changer
- Éviter de comparer en permanence avec « chez un autre client »

## Le premier livrable

Choisissez avant la fin du premier mois une contribution modeste mais visible : une cartographie des interfaces, une synthèse des anomalies ouvertes, un modèle de relevé de décisions. Elle montre votre compréhension du contexte et ouvre la discussion sur la suite.

## Le plan 30-60-90 jours

- 30 jours : comprendre, rencontrer, livrer une première contribution
- 60 jours : prendre en charge un périmètre de bout en bout
- 90 jours : proposer des améliorations fondées sur ce que vous avez observé

Cette approche s'inspire de l'ouvrage de Michael Watkins, « The First 90 Days » (2003).

## Points de vigilance

- Ne pas critiquer un choix passé sans en connaître le contexte
- Distinguer ce qui relève de votre mission et ce qui relève d'une autre équipe
- Faire un point de retour avec votre interlocuteur principal à la fin du premier mois`,
    contentEn: `# Onboarding into a new client team

The first weeks of an engagement set the client's perception for a long time. The aim is not to impress on day one, but to become **useful and reliable** in the team's eyes quickly.

## Before you arrive

- Read the proposal, the scoping note and the latest committee minutes
- Go through the client's annual report: activities, key figures, organisation
- Talk to the consultant you are replacing or to the engagement manager
- Sort out access in advance: badge, workstation, e-mail, environments, permissions

## The first two weeks: listen

1. Meet each key contact individually for 30 minutes.
2. Ask everyone the same questions: their objectives, what works, what is blocking, what they expect from you.
3. Draw the real organisation chart: who decides, who influences, who knows.
4. Learn the client's vocabulary: names of products, systems and committees.
5. Note the irritants mentioned several times: they are your first chances to be useful.

## Building trust

- Keep every commitment, even a minor one, within the stated time
- Come to meetings prepared and leave with clear actions
- Respect the team's habits: working hours, channels, level of formality
- Acknowledge the work already done before proposing to change it
- Avoid constantly comparing with "another client"

## The first deliverable

Before the end of the first month, choose a modest but visible contribution: a map of interfaces, a summary of open defects, a template for the record of decisions. It shows your understanding of the context and opens the discussion on what comes next.

## The 30-60-90 day plan

- 30 days: understand, meet people, deliver a first contribution
- 60 days: take charge of a scope end to end
- 90 days: propose improvements based on what you have observed

This approach draws on Michael Watkins's book "The First 90 Days" (2003).

## Points to watch

- Do not criticise a past choice without knowing its context
- Distinguish what falls within your engagement from what belongs to another team
- Hold a feedback session with your main contact at the end of the first month`,
  },
  {
    id: "projet-exigences-user-stories-leasing",
    category: "Gestion de Projet",
    title: "Exigences et user stories pour un système de leasing",
    description:
      "Formuler des exigences exploitables pour un progiciel de leasing : user stories, critères d'acceptation, règles de gestion, exigences non fonctionnelles et traçabilité jusqu'aux tests.",
    titleEn: "Requirements and user stories for a leasing system",
    descriptionEn:
      "Writing usable requirements for a leasing software package: user stories, acceptance criteria, business rules, non-functional requirements and traceability through to testing.",
    status: "validated",
    viewCount: 276,
    content: `# Exigences et user stories pour un système de leasing

Dans un projet de progiciel de leasing, la plupart des anomalies de recette viennent d'exigences ambiguës : « gérer la résiliation anticipée » ne dit ni qui, ni quand, ni avec quel calcul. Une bonne exigence est **testable**.

## Le format de la user story

« En tant que [rôle], je veux [action] afin de [bénéfice]. »

Exemple : « En tant que gestionnaire de contrats, je veux éditer un décompte de résiliation anticipée daté afin de répondre au client dans la journée. »

## Les critères d'acceptation

Chaque story porte des critères vérifiables, écrits de préférence au format « Étant donné… Quand… Alors… » :

- Étant donné un contrat de crédit-bail actif avec trois loyers impayés, quand le gestionnaire demande un décompte au 30 du mois, alors le décompte inclut les impayés, le capital restant dû actualisé et l'indemnité contractuelle
- Étant donné un contrat en période de rétractation, quand un décompte est demandé, alors le système bloque la demande avec un message explicite
- Étant donné un décompte édité, quand la date de validité est dépassée, alors il ne peut plus être encaissé sans nouveau calcul

## Les critères INVEST

- **Indépendante** des autres stories autant que possible
- **Négociable** dans sa forme tant qu'elle n'est pas engagée
- **Valorisable** pour un utilisateur ou pour l'établissement
- **Estimable** par l'équipe
- **Suffisamment petite** pour être réalisée dans une itération
- **Testable** par des critères d'acceptation

## Ce que la story ne suffit pas à porter

- Le catalogue des règles de gestion : calcul des loyers, TVA, indemnités, frais, avec leur source
- Les exigences non fonctionnelles : volumes, durée de la chaîne batch, disponibilité, temps de réponse, habilitations
- Les exigences réglementaires : rétractation, usure, LCB-FT, RGPD, avec la référence du texte
- Les interfaces : format, fréquence, contrôles et reprise sur erreur

## Organiser le recueil

1. Cartographier les processus de bout en bout : de la cotation à la revente du bien.
2. Écrire les stories par processus avec les utilisateurs clés, en atelier.
3. Prioriser avec la méthode MoSCoW : indispensable, important, souhaitable, exclu pour cette version.
4. Faire valider chaque story par le responsable métier avant le développement ou le paramétrage.
5. Relier chaque exigence à ses cas de test dans une matrice de traçabilité.

## Les pièges fréquents

- Décrire l'écran de l'ancien système au lieu du besoin
- Oublier les cas d'erreur et les statuts particuliers : contentieux, procédure collective, contrat cédé
- Laisser des règles de calcul dans des courriels plutôt que dans le catalogue`,
    contentEn: `# Requirements and user stories for a leasing system

In a leasing software project, most testing defects come from ambiguous requirements: "handle early termination" says neither who, nor when, nor with what calculation. A good requirement is **testable**.

## The user story format

"As a [role], I want [action] so that [benefit]."

Example: "As a contract administrator, I want to produce a dated early termination quote so that I can answer the customer the same day."

## Acceptance criteria

Each story carries verifiable criteria, preferably written in the "Given… When… Then…" format:

- Given an active finance lease with three unpaid rentals, when the administrator requests a quote at the 30th of the month, then the quote includes the arrears, the discounted outstanding principal and the contractual compensation
- Given a contract still within the withdrawal period, when a quote is requested, then the system blocks the request with an explicit message
- Given a quote that has been issued, when its validity date has passed, then it can no longer be settled without a new calculation

## The INVEST criteria

- **Independent** of other stories as far as possible
- **Negotiable** in its form until it is committed
- **Valuable** to a user or to the institution
- **Estimable** by the team
- **Small** enough to be delivered in one iteration
- **Testable** through acceptance criteria

## What a story cannot carry on its own

- The business rules catalogue: rental calculation, VAT, compensation, fees, with their source
- Non-functional requirements: volumes, batch chain duration, availability, response times, access rights
- Regulatory requirements: withdrawal, usury, AML/CFT, GDPR, with the reference of the text
- Interfaces: format, frequency, controls and error recovery

## Organising requirements gathering

1. Map the end-to-end processes: from quotation to resale of the asset.
2. Write the stories by process with key users, in workshops.
3. Prioritise with the MoSCoW method: must have, should have, could have, won't have this time.
4. Have each story approved by the business owner before development or configuration.
5. Link each requirement to its test cases in a traceability matrix.

## Common pitfalls

- Describing the old system's screen instead of the need
- Forgetting error cases and special statuses: litigation, insolvency proceedings, assigned contract
- Leaving calculation rules in e-mails rather than in the catalogue`,
  },
  {
    id: "projet-reconciliation-migration",
    category: "Gestion de Projet",
    title: "Réconcilier une migration de données",
    description:
      "Organiser la réconciliation d'une migration de portefeuille de leasing ou de crédit : niveaux de contrôle, indicateurs propres au leasing, seuils de tolérance, traitement des écarts et signature.",
    titleEn: "Reconciling a data migration",
    descriptionEn:
      "Organising the reconciliation of a leasing or credit portfolio migration: levels of control, leasing-specific indicators, tolerance thresholds, handling discrepancies and sign-off.",
    status: "validated",
    viewCount: 231,
    content: `# Réconcilier une migration de données

La réconciliation prouve que le portefeuille migré est **le même** que le portefeuille d'origine : mêmes contrats, mêmes montants, mêmes échéances, mêmes soldes comptables. Elle se prépare dès la conception de la migration, pas la nuit de la bascule. La fiche « Reprise de données lors d'une migration de progiciel » présente la démarche générale.

## Les trois points de comparaison

- **Source** : extraction de l'ancien système, figée à la date d'arrêté
- **Cible** : données chargées dans le nouveau progiciel, lues par ses propres états
- **Comptabilité** : soldes du grand livre avant et après migration

Comparer la source à la cible ne suffit pas : une erreur de transformation cohérente des deux côtés ne se voit qu'en confrontant la comptabilité.

## Les contrôles par niveau

1. **Volumétrie** : nombre de tiers, contrats, biens et échéances, par produit et par statut.
2. **Totaux financiers** : encours, impayés, dépôts de garantie, valeurs résiduelles, par produit.
3. **Contrat par contrat** : comparaison automatisée des champs clés sur 100 % du portefeuille.
4. **Comportement** : simulation du prochain loyer, de la prochaine facture et d'un décompte sur un échantillon.
5. **Comptable** : balance par compte et par entité, écritures de reprise équilibrées.

## Les indicateurs propres au leasing

- Capital restant dû et valeur résiduelle par contrat
- Date et montant du prochain loyer
- Date de fin de contrat et nombre d'échéances restantes
- Impayés par tranche d'ancienneté
- TVA due sur loyers facturés non encaissés
- Garanties, assurances et mandats de prélèvement rattachés

## Seuils et traitement des écarts

- Tolérance zéro sur les volumes et les montants contractuels
- Tolérance d'arrondi définie à l'avance et documentée pour les montants recalculés
- Chaque écart classé : erreur de données source, règle de transformation, paramétrage cible, écart accepté
- Un responsable et une date de correction pour chaque écart non accepté

## Mesurer les itérations

Suivez à chaque migration à blanc le taux de contrats rejetés, le taux de contrats en écart et la durée de bout en bout. Une tendance qui ne converge pas vers zéro est un signal de risque à porter en comité.

## La signature

Le responsable métier et le responsable comptable signent un procès-verbal par itération, puis pour la migration définitive, sur la base d'un rapport de réconciliation partagé : volumes, totaux, écarts ouverts et écarts acceptés avec leur justification.`,
    contentEn: `# Reconciling a data migration

Reconciliation proves that the migrated portfolio is **the same** as the original one: same contracts, same amounts, same instalments, same accounting balances. It is prepared when the migration is designed, not on the night of go-live. The article "Data migration when replacing a software package" presents the general approach.

## The three points of comparison

- **Source**: extract from the old system, frozen at the cut-off date
- **Target**: data loaded into the new software package, read through its own reports
- **Accounting**: general ledger balances before and after migration

Comparing source with target is not enough: a transformation error that is consistent on both sides only shows up when checked against the accounts.

## Controls by level

1. **Volumes**: number of parties, contracts, assets and instalments, by product and status.
2. **Financial totals**: outstanding balance, arrears, security deposits, residual values, by product.
3. **Contract by contract**: automated comparison of key fields across 100% of the portfolio.
4. **Behaviour**: simulation of the next rental, the next invoice and a settlement quote on a sample.
5. **Accounting**: balance by account and by entity, balanced migration entries.

## Leasing-specific indicators

- Outstanding principal and residual value per contract
- Date and amount of the next rental
- Contract end date and number of remaining instalments
- Arrears by ageing bucket
- VAT due on rentals invoiced but not collected
- Linked guarantees, insurance policies and direct debit mandates

## Thresholds and handling discrepancies

- Zero tolerance on volumes and contractual amounts
- A rounding tolerance defined in advance and documented for recalculated amounts
- Each discrepancy classified: source data error, transformation rule, target configuration, accepted difference
- An owner and a fix date for each discrepancy that is not accepted

## Measuring iterations

At each mock migration, track the rate of rejected contracts, the rate of contracts with discrepancies and the end-to-end duration. A trend that does not converge towards zero is a risk signal to raise at the committee.

## Sign-off

The business owner and the head of accounting sign a report for each iteration, then for the final migration, based on a shared reconciliation report: volumes, totals, open discrepancies and accepted differences with their justification.`,
  },
  {
    id: "projet-repetition-bascule",
    category: "Gestion de Projet",
    title: "Répéter la bascule : les répétitions générales",
    description:
      "Organiser les répétitions d'une bascule vers un nouveau progiciel : objectifs de chaque répétition, conditions, mesures à prendre, test du retour arrière et critères pour déclarer le plan prêt.",
    titleEn: "Rehearsing the cutover: dress rehearsals",
    descriptionEn:
      "Organising the rehearsals for a cutover to a new software package: objectives of each rehearsal, conditions, what to measure, testing the rollback and criteria for declaring the plan ready.",
    status: "validated",
    viewCount: 189,
    content: `# Répéter la bascule : les répétitions générales

Le plan de bascule est un scénario minute par minute ; la répétition vérifie qu'il **fonctionne et tient dans la fenêtre** prévue. La fiche « Préparer une bascule (go-live) » décrit le plan ; celle-ci détaille les répétitions.

## Les trois répétitions à prévoir

1. **Répétition technique** : enchaînement des extractions, chargements et traitements, sans les équipes métier, pour mesurer les durées.
2. **Répétition générale** : toutes les équipes, dans l'ordre et aux horaires réels, y compris la nuit et le week-end s'ils sont prévus.
3. **Répétition finale** : le plan figé, sur une copie récente de la production, avec les critères de décision appliqués comme le jour J.

Si une répétition générale échoue ou dépasse nettement la fenêtre, on en ajoute une.

En pratique, prévoyez au moins deux répétitions générales avant le go-live. Juste après la bascule vient l'**hypercare**, la période d'assistance renforcée décrite dans la fiche « Organiser l'hypercare après le démarrage ».

## Les conditions à réunir

- Environnement de volumétrie équivalente à la production
- Données de production récentes, protégées selon les règles de confidentialité
- Mêmes personnes que le jour J, avec leurs suppléants
- Salle ou pont de crise et canaux de communication réels
- Plan de bascule versionné, chaque tâche avec son responsable

## Ce qu'il faut mesurer

- Durée réelle de chaque tâche, comparée à l'estimation
- Chemin critique et marge restante dans la fenêtre
- Résultats des contrôles de réconciliation à chaque point de contrôle
- Tâches oubliées, mal décrites ou dépendantes d'une personne absente
- Temps nécessaire pour prendre la décision de poursuivre ou non

## Répéter aussi le retour arrière

Le retour arrière doit être testé au moins une fois : restauration de l'ancien système, réouverture des interfaces, communication aux utilisateurs. Notez l'heure limite au-delà de laquelle il n'est plus possible : c'est le point de non-retour du plan.

## Après chaque répétition

1. Tenir un retour d'expérience dans les 48 heures.
2. Corriger le plan et en publier une nouvelle version.
3. Mettre à jour les durées et le chemin critique.
4. Porter en comité les risques qui restent ouverts.

## Déclarer le plan prêt

- Répétition finale exécutée dans la fenêtre avec la marge prévue
- Réconciliation conforme aux seuils
- Retour arrière testé
- Aucune tâche sans responsable ni suppléant`,
    contentEn: `# Rehearsing the cutover: dress rehearsals

The cutover plan is a minute-by-minute script; the rehearsal checks that it **works and fits within the planned window**. The article "Preparing a cutover (go-live)" describes the plan; this one details the rehearsals.

## The three rehearsals to plan

1. **Technical rehearsal**: chaining extracts, loads and processing, without the business teams, to measure durations.
2. **Dress rehearsal**: all teams, in order and at the real times, including night and weekend work if planned.
3. **Final rehearsal**: the frozen plan, on a recent copy of production, with the decision criteria applied as on the day.

If a dress rehearsal fails or clearly overruns the window, add another one.

In practice, plan at least two dress rehearsals before go-live. Right after the cutover comes **hypercare**, the period of reinforced support described in "Organising hypercare after go-live".

## Conditions to bring together

- An environment with production-equivalent volumes
- Recent production data, protected in line with confidentiality rules
- The same people as on the day, with their deputies
- A war room or conference bridge and the real communication channels
- A versioned cutover plan, with an owner for each task

## What to measure

- Actual duration of each task, compared with the estimate
- Critical path and margin left in the window
- Results of reconciliation controls at each checkpoint
- Tasks that were forgotten, badly described or dependent on someone absent
- Time needed to take the decision to continue or not

## Rehearse the rollback too

The rollback must be tested at least once: restoring the old system, reopening interfaces, communicating with users. Note the latest time after which it is no longer possible: that is the plan's point of no return.

## After each rehearsal

1. Hold a lessons-learned session within 48 hours.
2. Correct the plan and publish a new version.
3. Update durations and the critical path.
4. Take any risks that remain open to the committee.

## Declaring the plan ready

- Final rehearsal completed within the window with the planned margin
- Reconciliation within thresholds
- Rollback tested
- No task without an owner and a deputy`,
  },
  {
    id: "projet-hypercare",
    category: "Gestion de Projet",
    title: "Organiser l'hypercare après le démarrage",
    description:
      "Mettre en place le dispositif d'assistance renforcée qui suit la mise en production d'un progiciel : organisation, rituels quotidiens, premiers événements à surveiller, indicateurs et critères de sortie.",
    titleEn: "Organising hypercare after go-live",
    descriptionEn:
      "Setting up the reinforced support that follows the go-live of a software package: organisation, daily routines, first events to watch, indicators and exit criteria.",
    status: "validated",
    viewCount: 208,
    content: `# Organiser l'hypercare après le démarrage

L'hypercare est la période d'assistance renforcée qui suit la mise en production. L'équipe projet reste mobilisée aux côtés des utilisateurs et de l'exploitation jusqu'à ce que le système tourne de façon stable. Sa durée se fixe à l'avance, souvent plusieurs semaines, et couvre au moins une clôture mensuelle.

## L'organisation

- Un responsable de l'hypercare, seul arbitre des priorités
- Une cellule de crise, physique ou virtuelle, avec les experts fonctionnels, techniques et de l'éditeur
- Des relais dans chaque service utilisateur pour remonter les difficultés
- Un point d'entrée unique pour les demandes, avec un outil de suivi
- Une astreinte pour les traitements de nuit

## Les rituels quotidiens

1. Revue des traitements de la nuit à l'ouverture.
2. Point de 15 minutes : incidents nouveaux, priorités, affectations.
3. Triage des demandes : incident, question d'utilisation, évolution.
4. Communication d'un bulletin court aux utilisateurs et aux sponsors.
5. Revue de fin de journée des incidents critiques.

## Les niveaux de gravité

- **Bloquant** : activité arrêtée ou risque financier ou réglementaire, traitement immédiat
- **Majeur** : fonction dégradée avec contournement coûteux, correction sous quelques jours
- **Mineur** : gêne sans impact sur l'activité, planifié
- **Question** : besoin de formation ou de documentation

## Les premiers événements à surveiller

- Première chaîne batch complète et premier arrêté journalier
- Premiers prélèvements et premiers rejets
- Premières factures et premiers courriers envoyés aux clients
- Premières interfaces comptables et premier rapprochement
- Première clôture mensuelle et premières déclarations réglementaires

## Les indicateurs

- Incidents ouverts par gravité et leur tendance
- Délai moyen de résolution
- Volume de demandes par service
- Taux de réussite des traitements de nuit
- Retards de traitement accumulés par les utilisateurs

## Les critères de sortie

- Aucun incident bloquant ouvert et les incidents majeurs sous contrôle
- Au moins une clôture mensuelle réussie
- Stock de demandes revenu à un niveau compatible avec l'équipe d'exploitation
- Documentation et connaissances transférées au support courant

La sortie d'hypercare se décide en comité, comme une bascule : c'est le passage officiel en exploitation courante.`,
    contentEn: `# Organising hypercare after go-live

Hypercare is the period of reinforced support that follows go-live. The project team stays on hand alongside users and operations until the system runs steadily. Its length is set in advance, often several weeks, and covers at least one month-end close.

## Organisation

- A hypercare lead, the sole arbiter of priorities
- A war room, physical or virtual, with functional, technical and vendor experts
- Contacts in each user department to report difficulties
- A single entry point for requests, with a tracking tool
- On-call cover for overnight processing

## Daily routines

1. Review of the night's processing at the start of the day.
2. A 15-minute stand-up: new incidents, priorities, assignments.
3. Triage of requests: incident, how-to question, enhancement.
4. A short bulletin sent to users and sponsors.
5. End-of-day review of critical incidents.

## Severity levels

- **Blocking**: activity stopped or financial or regulatory risk, handled immediately
- **Major**: degraded function with a costly workaround, fixed within a few days
- **Minor**: an inconvenience with no business impact, scheduled
- **Question**: a need for training or documentation

## First events to watch

- First complete batch chain and first daily close
- First direct debits and first rejections
- First invoices and first letters sent to customers
- First accounting interfaces and first reconciliation
- First month-end close and first regulatory reports

## Indicators

- Open incidents by severity and their trend
- Average resolution time
- Volume of requests by department
- Success rate of overnight processing
- Processing backlogs built up by users

## Exit criteria

- No blocking incident open and major incidents under control
- At least one successful month-end close
- Request backlog back to a level the operations team can handle
- Documentation and knowledge handed over to business-as-usual support

Exit from hypercare is decided in committee, like a go-live: it is the official move into business as usual.`,
  },
  {
    id: "projet-demandes-changement",
    category: "Gestion de Projet",
    title: "Gérer les demandes de changement",
    description:
      "Encadrer les évolutions de périmètre en cours de projet : circuit d'une demande de changement, analyse d'impact, instance de décision, lien avec le contrat et suivi, pour éviter la dérive du périmètre.",
    titleEn: "Managing change requests",
    descriptionEn:
      "Controlling scope changes during a project: the path of a change request, impact analysis, decision body, link with the contract and tracking, to avoid scope creep.",
    status: "validated",
    viewCount: 193,
    content: `# Gérer les demandes de changement

Un projet de progiciel connaît toujours des changements : nouvelle exigence réglementaire, produit ajouté par le commerce, règle de gestion découverte en recette. Le risque n'est pas le changement, mais le changement **non maîtrisé**, accepté oralement et découvert au moment de la facture ou du retard.

## Qu'est-ce qu'une demande de changement ?

Toute modification du périmètre, du planning, du budget ou de la qualité attendue par rapport à la référence validée : cahier des charges, note de cadrage, contrat. Une anomalie, qui est un écart à une exigence déjà validée, n'en est pas une : elle suit le processus de gestion des anomalies.

## Le circuit

1. **Émission** : le demandeur remplit un formulaire standard.
2. **Enregistrement** : le chef de projet attribue un numéro et vérifie que la demande est complète.
3. **Analyse d'impact** : charge, délai, coût, risques, effets sur les tests, la migration et la formation.
4. **Décision** : l'instance compétente accepte, refuse ou reporte la demande.
5. **Contractualisation** : avenant ou bon de commande lorsque le contrat avec l'intégrateur est touché.
6. **Planification** et mise à jour de la référence : exigences, planning, budget.
7. **Clôture** après livraison et test.

## Le contenu du formulaire

- Description du changement et justification métier
- Demandeur et sponsor
- Urgence et date souhaitée
- Caractère réglementaire ou non, avec la référence du texte
- Conséquences d'un refus

## Qui décide

- Le chef de projet, pour les changements sans effet sur le coût ni sur le planning
- Un comité des changements hebdomadaire, pour les changements courants dans les marges prévues
- Le comité de pilotage, pour tout changement qui touche le budget, la date de démarrage ou le périmètre contractuel

Les seuils de délégation sont fixés dans la note de cadrage.

## Suivre les changements

- Registre des demandes avec statut, décision et impact chiffré
- Cumul des changements acceptés comparé à la provision prévue
- Rappel en comité de pilotage des changements en attente de décision
- Revue des demandes refusées en fin de projet, candidates à une version ultérieure

## Les réflexes utiles

- Ne jamais dire « oui » en réunion sans analyse d'impact
- Proposer des compensations : un changement entre, un autre sort
- Traiter en priorité les changements réglementaires, qui ne se négocient pas sur le fond mais sur la solution`,
    contentEn: `# Managing change requests

A software project always goes through changes: a new regulatory requirement, a product added by sales, a business rule discovered during testing. The risk is not change itself but **uncontrolled** change, agreed orally and discovered when the invoice or the delay arrives.

## What is a change request?

Any modification of scope, schedule, budget or expected quality compared with the approved baseline: specifications, scoping note, contract. A defect, which is a deviation from a requirement already approved, is not a change request: it follows the defect management process.

## The path

1. **Submission**: the requester fills in a standard form.
2. **Logging**: the project manager assigns a number and checks that the request is complete.
3. **Impact analysis**: effort, timing, cost, risks, effects on testing, migration and training.
4. **Decision**: the competent body accepts, rejects or defers the request.
5. **Contracting**: an amendment or purchase order when the contract with the integrator is affected.
6. **Planning** and update of the baseline: requirements, schedule, budget.
7. **Closure** after delivery and testing.

## Form content

- Description of the change and business justification
- Requester and sponsor
- Urgency and desired date
- Whether it is regulatory, with the reference of the text
- Consequences of a refusal

## Who decides

- The project manager, for changes with no effect on cost or schedule
- A weekly change board, for routine changes within the planned margins
- The steering committee, for any change affecting the budget, the go-live date or the contractual scope

The delegation thresholds are set in the scoping note.

## Tracking changes

- A register of requests with status, decision and costed impact
- Cumulative accepted changes compared with the planned contingency
- Pending decisions reported at the steering committee
- Review of rejected requests at the end of the project, as candidates for a later release

## Useful reflexes

- Never say "yes" in a meeting without an impact analysis
- Offer trade-offs: one change comes in, another goes out
- Give priority to regulatory changes, which are negotiable on the solution but not on the substance`,
  },
  {
    id: "projet-pilotage-fournisseurs-sla",
    category: "Gestion de Projet",
    title: "Piloter les fournisseurs et les niveaux de service",
    description:
      "Piloter un éditeur, un intégrateur ou un prestataire d'exploitation : niveaux de service mesurables, pénalités, instances de gouvernance, tableau de bord et escalade, en cohérence avec les règles d'externalisation.",
    titleEn: "Managing vendors and service levels",
    descriptionEn:
      "Managing a software vendor, an integrator or an operations provider: measurable service levels, service credits, governance bodies, dashboard and escalation, consistent with outsourcing rules.",
    status: "validated",
    viewCount: 177,
    content: `# Piloter les fournisseurs et les niveaux de service

Un projet de leasing dépend presque toujours de plusieurs fournisseurs : l'éditeur du progiciel, un intégrateur, un hébergeur, parfois un prestataire de traitement des paiements. Leur pilotage est une discipline à part entière, encadrée pour les fonctions critiques par les orientations EBA/GL/2019/02 et par DORA (voir la fiche sur l'externalisation).

## Définir des niveaux de service mesurables

- **Disponibilité** de l'application sur les plages ouvrées, mesurée chaque mois
- **Délai de prise en charge** d'un incident, par niveau de gravité
- **Délai de résolution** ou de contournement, par niveau de gravité
- **Fenêtre batch** : heure limite de fin de la chaîne de nuit
- **Qualité des livraisons** : taux d'anomalies détectées en recette par version
- **Délai de réponse** aux demandes d'évolution : chiffrage et planification

Un niveau de service se définit avec sa mesure, sa source, sa période et son seuil. « Meilleurs efforts » n'est pas un niveau de service.

## Les pénalités et les bonus

Les pénalités (crédits de service) incitent plus qu'elles ne compensent. Elles doivent être simples à calculer, plafonnées et appliquées réellement. Pour un intégrateur, des jalons de paiement liés à des livrables acceptés sont souvent plus efficaces.

## Les instances de gouvernance

1. **Opérationnelle**, chaque semaine : incidents, demandes, planning des livraisons.
2. **Tactique**, chaque mois : tableau de bord des niveaux de service, plans d'amélioration, risques.
3. **Stratégique**, chaque trimestre ou semestre : feuille de route, relation, renouvellement du contrat.

## Le tableau de bord mensuel

- Résultat de chaque niveau de service par rapport au seuil, avec sa tendance
- Incidents majeurs du mois et analyse de leur cause
- Actions d'amélioration ouvertes et leur avancement
- Pénalités calculées et décision de les appliquer

## L'escalade

- Définir à l'avance les interlocuteurs de chaque niveau, des deux côtés
- Escalader sur des faits, avec le tableau de bord et l'impact métier chiffré
- Fixer un délai de réponse à chaque niveau avant de passer au suivant

## Bonnes pratiques

- Mesurer soi-même ce qui compte, sans dépendre uniquement des rapports du fournisseur
- Conserver les droits d'audit et les exercer sur les fonctions critiques
- Préparer la réversibilité dès le début : données, documentation, transfert de connaissances
- Traiter le fournisseur en partenaire, sans renoncer à l'exigence`,
    contentEn: `# Managing vendors and service levels

A leasing project almost always depends on several suppliers: the software vendor, an integrator, a hosting provider, sometimes a payment processing provider. Managing them is a discipline in its own right, governed for critical functions by the EBA/GL/2019/02 guidelines and by DORA (see the article on outsourcing).

## Defining measurable service levels

- **Availability** of the application during business hours, measured every month
- **Response time** for an incident, by severity level
- **Resolution or workaround time**, by severity level
- **Batch window**: the latest finishing time for the overnight chain
- **Delivery quality**: rate of defects found in testing per release
- **Response time** for change requests: costing and scheduling

A service level is defined with its measure, source, period and threshold. "Best efforts" is not a service level.

## Service credits and bonuses

Service credits provide an incentive more than compensation. They must be simple to calculate, capped and actually applied. For an integrator, payment milestones linked to accepted deliverables are often more effective.

## Governance bodies

1. **Operational**, every week: incidents, requests, delivery schedule.
2. **Tactical**, every month: service level dashboard, improvement plans, risks.
3. **Strategic**, every quarter or half-year: roadmap, relationship, contract renewal.

## The monthly dashboard

- Result of each service level against its threshold, with its trend
- Major incidents of the month and root cause analysis
- Open improvement actions and their progress
- Service credits calculated and the decision to apply them

## Escalation

- Define in advance the contacts at each level, on both sides
- Escalate on facts, with the dashboard and the costed business impact
- Set a response time at each level before moving to the next

## Good practice

- Measure what matters yourself, without relying only on the supplier's reports
- Keep audit rights and use them on critical functions
- Prepare reversibility from the start: data, documentation, knowledge transfer
- Treat the supplier as a partner, without lowering your standards`,
  },
  {
    id: "projet-donnees-test-anonymisation",
    category: "Gestion de Projet",
    title: "Données de test et anonymisation",
    description:
      "Constituer des jeux de données de test réalistes sans exposer de données personnelles ni couvertes par le secret bancaire : cadre juridique, techniques d'anonymisation, cohérence entre systèmes et gouvernance.",
    titleEn: "Test data management and anonymisation",
    descriptionEn:
      "Building realistic test data sets without exposing personal data or data covered by banking secrecy: legal framework, anonymisation techniques, consistency across systems and governance.",
    status: "validated",
    viewCount: 219,
    content: `# Données de test et anonymisation

Tester un progiciel de leasing exige des données proches de la réalité : contrats en impayé, avenants, biens multiples, clients en procédure collective. Copier la production dans un environnement de recette est tentant, mais expose l'établissement au RGPD et au secret bancaire (article L511-33 du Code monétaire et financier).

## Le cadre

- Le RGPD ne s'applique plus à des données réellement **anonymes**, c'est-à-dire qui ne permettent plus d'identifier une personne par des moyens raisonnables (considérant 26)
- Des données **pseudonymisées** restent des données personnelles : elles exigent les mêmes protections, avec un risque réduit
- L'avis 05/2014 du groupe de l'article 29 sur les techniques d'anonymisation reste la référence pour évaluer le risque de réidentification

## Les techniques

- **Masquage** : remplacer noms, adresses, téléphones et IBAN par des valeurs fictives au format valide
- **Substitution cohérente** : un même client reçoit la même valeur fictive dans tous les systèmes
- **Permutation** : mélanger une colonne entre enregistrements pour casser le lien avec la personne
- **Généralisation** : remplacer une date de naissance par une année, une adresse par un département
- **Décalage des dates** : déplacer toutes les dates d'un contrat du même nombre de jours pour garder les échéanciers cohérents
- **Données synthétiques** : générer des contrats fictifs à partir des règles métier et des distributions observées

## La démarche

1. Recenser les données sensibles par table et par interface.
2. Choisir une technique par donnée, en préservant ce que les tests doivent vérifier : formats, clés, montants, statuts.
3. Garantir la cohérence entre le progiciel, le moteur de décision, la comptabilité et les interfaces.
4. Extraire un sous-ensemble représentatif plutôt que tout le portefeuille.
5. Contrôler le résultat : aucun nom réel, aucune combinaison rare permettant de retrouver un client.
6. Documenter la procédure et la faire valider par le délégué à la protection des données.

## Les cas particuliers

- Les tests de performance exigent des volumes réels : générez-les plutôt que de les copier
- La répétition de bascule utilise une copie de production, dans un environnement aussi protégé que la production
- Les pièces jointes et les champs de commentaire contiennent souvent des données personnelles oubliées

## Gouvernance

- Accès aux environnements limités aux personnes habilitées et tracés
- Interdiction d'extraire des données de test vers un poste personnel ou un outil non autorisé
- Suppression des jeux de données en fin de projet
- Clause contractuelle imposant ces règles à l'intégrateur et à l'éditeur`,
    contentEn: `# Test data management and anonymisation

Testing a leasing software package requires data close to reality: contracts in arrears, amendments, multiple assets, customers in insolvency proceedings. Copying production into a test environment is tempting, but exposes the institution under the GDPR and banking secrecy (article L511-33 of the Code monétaire et financier, the French Monetary and Financial Code).

## The framework

- The GDPR no longer applies to data that is truly **anonymous**, meaning that a person can no longer be identified by reasonable means (recital 26)
- **Pseudonymised** data remains personal data: it requires the same protections, with a lower risk
- Opinion 05/2014 of the Article 29 Working Party on anonymisation techniques remains the reference for assessing the risk of re-identification

## Techniques

- **Masking**: replace names, addresses, phone numbers and IBANs with fictitious values in a valid format
- **Consistent substitution**: the same customer receives the same fictitious value in every system
- **Shuffling**: mix a column across records to break the link with the person
- **Generalisation**: replace a date of birth with a year, an address with a département
- **Date shifting**: move all dates of a contract by the same number of days to keep schedules consistent
- **Synthetic data**: generate fictitious contracts from business rules and observed distributions

## The approach

1. List sensitive data by table and by interface.
2. Choose one technique per data item, preserving what the tests must check: formats, keys, amounts, statuses.
3. Ensure consistency across the software package, the decision engine, accounting and interfaces.
4. Extract a representative subset rather than the whole portfolio.
5. Check the result: no real name, no rare combination that would allow a customer to be found.
6. Document the procedure and have it approved by the data protection officer.

## Special cases

- Performance tests need real volumes: generate them rather than copying them
- The cutover rehearsal uses a copy of production, in an environment as protected as production
- Attachments and comment fields often contain forgotten personal data

## Governance

- Access to environments limited to authorised people and logged
- No extraction of test data to a personal device or an unauthorised tool
- Deletion of data sets at the end of the project
- A contractual clause imposing these rules on the integrator and the vendor`,
  },
  {
    id: "projet-indicateurs-reporting",
    category: "Gestion de Projet",
    title: "Indicateurs de projet et reporting d'avancement",
    description:
      "Choisir quelques indicateurs objectifs pour piloter un projet d'intégration, fixer des règles de météo explicites, utiliser la valeur acquise et construire un rapport d'avancement lisible en cinq minutes.",
    titleEn: "Project KPIs and status reporting",
    descriptionEn:
      "Choosing a few objective indicators to steer an integration project, setting explicit status rules, using earned value and building a progress report that can be read in five minutes.",
    status: "validated",
    viewCount: 254,
    content: `# Indicateurs de projet et reporting d'avancement

Un bon reporting ne décrit pas tout ce que l'équipe a fait : il dit si le projet atteindra ses objectifs et ce qu'il faut décider pour cela. Il repose sur **peu d'indicateurs, objectifs et suivis dans le temps**.

## Les indicateurs essentiels

- **Planning** : jalons tenus, en retard ou menacés, et date prévisionnelle de démarrage
- **Budget** : consommé, reste à faire et estimation à terminaison
- **Périmètre** : exigences livrées, demandes de changement acceptées et en attente
- **Qualité** : taux de tests passés, anomalies ouvertes par gravité et leur tendance
- **Migration** : taux de contrats migrés sans écart à chaque itération
- **Risques** : nombre de risques critiques et leur évolution

## La valeur acquise

La méthode de la valeur acquise compare trois grandeurs à une date donnée :

1. **Valeur planifiée** : coût budgété du travail prévu à cette date.
2. **Valeur acquise** : coût budgété du travail réellement réalisé.
3. **Coût réel** : coût effectivement engagé pour ce travail.

L'indice de performance des délais (valeur acquise divisée par valeur planifiée) et l'indice de performance des coûts (valeur acquise divisée par coût réel) inférieurs à 1 signalent respectivement un retard et un dépassement. La méthode suppose des lots de travail mesurables : « terminé » doit avoir une définition précise.

## Des règles de météo explicites

- **Vert** : objectifs tenus sans action particulière
- **Orange** : objectifs menacés, plan d'action en cours sous la responsabilité de l'équipe
- **Rouge** : objectifs non tenus sans décision du comité

Écrivez ces règles dans la note de cadrage : la couleur devient un fait, pas une impression.

## Le rapport hebdomadaire

1. Météo globale et météo par axe, avec la tendance.
2. Faits marquants de la semaine, en trois à cinq lignes.
3. Indicateurs clés sous forme de courbes plutôt que de tableaux.
4. Risques et problèmes majeurs, avec responsable et échéance.
5. Décisions attendues et date à laquelle elles deviennent bloquantes.
6. Prochaines étapes.

## Les pièges

- Le « pastèque » : vert à l'extérieur, rouge à l'intérieur, parce que personne n'ose annoncer une difficulté
- Des pourcentages d'avancement déclaratifs, bloqués à 90 % pendant des semaines
- Trop d'indicateurs : au-delà d'une dizaine, plus personne ne les lit
- Des chiffres sans tendance, qui ne disent pas si la situation s'améliore

## Produire le reporting à moindre effort

Alimentez les indicateurs directement depuis les outils de l'équipe (suivi des tâches, gestion des tests, registre des risques) plutôt que par des saisies manuelles : le rapport est plus fiable et son coût de production diminue.`,
    contentEn: `# Project KPIs and status reporting

Good reporting does not describe everything the team has done: it says whether the project will meet its objectives and what must be decided for that to happen. It relies on **a few objective indicators tracked over time**.

## Essential indicators

- **Schedule**: milestones met, late or at risk, and forecast go-live date
- **Budget**: spent, remaining work and estimate at completion
- **Scope**: requirements delivered, change requests accepted and pending
- **Quality**: test pass rate, open defects by severity and their trend
- **Migration**: rate of contracts migrated without discrepancy at each iteration
- **Risks**: number of critical risks and how they are changing

## Earned value

The earned value method compares three quantities at a given date:

1. **Planned value**: budgeted cost of the work scheduled by that date.
2. **Earned value**: budgeted cost of the work actually completed.
3. **Actual cost**: cost actually incurred for that work.

A schedule performance index (earned value divided by planned value) and a cost performance index (earned value divided by actual cost) below 1 signal a delay and an overrun respectively. The method assumes measurable work packages: "done" must have a precise definition.

## Explicit status rules

- **Green**: objectives met without any particular action
- **Amber**: objectives at risk, action plan under way under the team's responsibility
- **Red**: objectives cannot be met without a committee decision

Write these rules into the scoping note: the colour becomes a fact, not an impression.

## The weekly report

1. Overall status and status by dimension, with the trend.
2. Highlights of the week, in three to five lines.
3. Key indicators as line charts rather than tables.
4. Major risks and issues, with owner and due date.
5. Decisions needed and the date on which they become blocking.
6. Next steps.

## Pitfalls

- The "watermelon": green on the outside, red on the inside, because nobody dares to report a difficulty
- Self-declared progress percentages, stuck at 90% for weeks
- Too many indicators: beyond about ten, nobody reads them any more
- Figures without a trend, which do not say whether the situation is improving

## Producing the report with less effort

Feed the indicators directly from the team's tools (task tracking, test management, risk register) rather than through manual entry: the report is more reliable and cheaper to produce.`,
  },
];
