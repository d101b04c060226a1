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

## Ce que contient la FIPEN

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
2. Bloquer tout versement de fonds pendant 7 jours à compter de l'acceptation (article L312-25), même si l'emprunteur le demande.
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
2. Block any release of funds for 7 days from acceptance (article L312-25), even if the borrower asks for it.
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

1. Consulter le fichier avant toute décision d'octroi (article L312-16 et article 2 de l'arrêté du 26 octobre 2010 relatif au FICP).
2. Conserver la preuve de la consultation : date, heure, identité interrogée, réponse obtenue.
3. Intégrer la réponse dans l'analyse : une inscription n'interdit pas le crédit (article L751-2) mais pèse lourdement sur la décision.
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

Un défaut d'évaluation ou de consultation entraîne la **déchéance du droit aux intérêts** (article L341-2 du Code de la consommation). Les manquements aux obligations de déclaration au FICP relèvent du pouvoir de sanction de l'ACPR (article 16 de l'arrêté du 26 octobre 2010). Les orientations EBA/GL/2020/06 précisent en outre les attentes des superviseurs, y compris pour les crédits aux entreprises.`,
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

1. Consult the FICP (fichier national des incidents de remboursement des crédits aux particuliers, the national register of consumer credit repayment incidents) before any lending decision (article L312-16 and article 2 of the order of 26 October 2010 on the FICP).
2. Keep proof of the consultation: date, time, person queried and response received.
3. Factor the response into the analysis: a registration does not prohibit lending (article L751-2) but weighs heavily on the decision.
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

Failing to assess or to consult leads to **forfeiture of the right to interest** (article L341-2 of the Consumer Code). Breaches of FICP reporting duties fall under the sanctioning powers of the ACPR (Autorité de contrôle prudentiel et de résolution, the French prudential supervisor) (article 16 of the order of 26 October 2010). The EBA/GL/2020/06 guidelines also set out supervisors' expectations, including for business lending.`,
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
- Suppression du questionnaire de santé lorsque la part assurée ne dépasse pas 200 000 € par assuré et que le prêt prend fin avant les 60 ans de l'assuré
- Droit à l'oubli ramené à 5 ans après la fin du protocole thérapeutique pour les cancers et l'hépatite C
- Information renforcée : coût de l'assurance sur les 8 premières années dans l'offre et rappel annuel du droit de résiliation

## Traiter une demande de substitution

1. Enregistrer la date de réception de la demande et du nouveau contrat.
2. Comparer les garanties avec les critères d'équivalence publiés par le prêteur (article L313-30), établis à partir de la liste harmonisée du CCSF.
3. Notifier l'acceptation ou le refus dans les 10 jours ouvrés (article L313-31), le refus étant motivé et listant les garanties manquantes.
4. En cas d'acceptation, émettre l'avenant sans frais et mettre à jour le contrat.
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
- No health questionnaire where the insured share does not exceed €200,000 per insured person and the loan ends before the insured person turns 60
- Right to be forgotten reduced to 5 years after the end of treatment for cancers and hepatitis C
- Stronger information: cost of insurance over the first 8 years in the offer and an annual reminder of the right to terminate

## Handling a substitution request

1. Record the date the request and the new policy were received.
2. Compare the cover with the equivalence criteria published by the lender (article L313-30), based on the harmonised list of the CCSF (Comité consultatif du secteur financier, the financial sector advisory committee).
3. Notify acceptance or refusal within 10 working days (article L313-31); a refusal must give reasons and list the missing guarantees.
4. If accepted, issue the amendment at no cost and update the agreement.
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
- Montant remboursé inférieur au seuil fixé par décret : 10 000 € sur douze mois selon l'article D312-15 (vérifiez la rédaction en vigueur après la réforme)

## Plafonds de l'indemnité

- 1 % du montant remboursé par anticipation si plus d'un an sépare le remboursement de la fin du contrat
- 0,5 % si ce délai est inférieur ou égal à un an
- En aucun cas plus que les intérêts que l'emprunteur aurait payés jusqu'au terme

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
- Amount repaid below the threshold set by decree: €10,000 over twelve months under article D312-15 (check the wording in force after the reform)

## Caps on compensation

- 1% of the amount repaid early if more than one year remains between repayment and the end of the agreement
- 0.5% if that period is one year or less
- Never more than the interest the borrower would have paid until maturity

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

La directive (UE) 2023/2225 du 18 octobre 2023, dite CCD2, remplace la directive 2008/48/CE. En France, elle a été transposée par ordonnance, sur habilitation de la loi n° 2025-391 du 30 avril 2025 (loi DDADUE). Cette fiche complète la fiche générale sur la directive par le calendrier et le droit transitoire.

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

Les contrats en cours au 20 novembre 2026 restent régis par les textes antérieurs (article 99 de l'ordonnance n° 2025-880), sauf exceptions prévues pour certains contrats à durée indéterminée. Les systèmes doivent donc gérer deux régimes en parallèle pendant plusieurs années.

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

Directive (EU) 2023/2225 of 18 October 2023, known as CCD2, replaces Directive 2008/48/EC. In France, it was transposed by ordonnance (a government order), under powers granted by law no. 2025-391 of 30 April 2025 (the DDADUE law on adapting French law to EU law). This article complements the general article on the directive with the timeline and the transitional rules.

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

Agreements in progress on 20 November 2026 remain governed by the earlier texts (article 99 of Ordonnance no. 2025-880), except for exceptions made for certain open-ended agreements. Systems must therefore run two regimes side by side for several years.

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
];
