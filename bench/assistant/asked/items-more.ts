import { type AskedQuestion, asked } from "../types";

/** More questions consultants ask about the same articles as `items.ts`, each with the article that answers it, on other parts of the article. */
export const askedItemsMore: AskedQuestion[] = [
  // analyse-financiere-entreprise
  asked(
    "fr",
    "dette nette sur EBE à 4,2 pour une PME, c'est rédhibitoire ou ça se défend ?",
    "analyse-financiere-entreprise",
  ),
  asked(
    "fr",
    "les comptes courants d'associés bloqués, je les compte comment dans mon analyse ?",
    "analyse-financiere-entreprise",
  ),
  asked(
    "en",
    "My client's equity has fallen below half of its share capital. What does that trigger?",
    "analyse-financiere-entreprise",
  ),
  asked(
    "en",
    "Apart from the accounts themselves, what outside info should I cross-check the company's numbers against?",
    "analyse-financiere-entreprise",
  ),
  // scoring-octroi-particuliers
  asked(
    "fr",
    "en général on met quelles infos sur le demandeur dans un score conso ? ancienneté pro, logement, enfants à charge… ?",
    "scoring-octroi-particuliers",
  ),
  asked(
    "fr",
    "la grille de points du score d'octroi, elle sort de quel type de modèle la plupart du temps ?",
    "scoring-octroi-particuliers",
  ),
  asked(
    "en",
    "What does the KS statistic tell us when validating a scorecard, compared with Gini?",
    "scoring-octroi-particuliers",
  ),
  asked(
    "en",
    "If the score says yes, can we skip the customer's affordability check altogether?",
    "scoring-octroi-particuliers",
  ),
  // garanties-et-suretes
  asked(
    "fr",
    "une garantie autonome, ça change quoi par rapport à une caution classique ?",
    "garanties-et-suretes",
  ),
  asked(
    "fr",
    "Bpifrance ou une société de caution mutuelle peut couvrir une partie de ma perte ? ça se paie comment ?",
    "garanties-et-suretes",
  ),
  asked(
    "en",
    "Weak repayment capacity, but the client offers a mortgage on his building. Is that enough to say yes?",
    "garanties-et-suretes",
  ),
  asked(
    "en",
    "What kinds of collateral can I take over a company's assets — its goodwill, its shares, a securities account?",
    "garanties-et-suretes",
  ),
  // credit-bail-mobilier-fondamentaux
  asked(
    "fr",
    "en crédit-bail matériel, c'est le bailleur ou le locataire qui choisit la machine et le fournisseur ?",
    "credit-bail-mobilier-fondamentaux",
  ),
  asked(
    "fr",
    "je peux proposer des loyers dégressifs ou saisonniers sur un CBM ? et un 1er loyer plus gros ?",
    "credit-bail-mobilier-fondamentaux",
  ),
  asked(
    "en",
    "What can the lessee do when the equipment lease comes to an end?",
    "credit-bail-mobilier-fondamentaux",
  ),
  asked(
    "en",
    "Why is a custom-built machine more of a worry for us than standard kit if we ever have to take it back?",
    "credit-bail-mobilier-fondamentaux",
  ),
  // credit-bail-immobilier
  asked("fr", "un CBI, ça se signe obligatoirement chez le notaire ?", "credit-bail-immobilier"),
  asked(
    "fr",
    "la pollution des sols et la conformité du bâtiment, je dois les regarder sur un dossier de crédit-bail immo ?",
    "credit-bail-immobilier",
  ),
  asked(
    "en",
    "Can the lessee buy the building before the end of the property lease?",
    "credit-bail-immobilier",
  ),
  asked(
    "en",
    "My client wants to hand its real estate lease over to another company. Is that allowed, and what's needed?",
    "credit-bail-immobilier",
  ),
  // lld-loa-comparatif
  asked(
    "fr",
    "un particulier qui prend une LOA, on est sur du crédit conso ou sur de la simple location ?",
    "lld-loa-comparatif",
  ),
  asked("fr", "en LLD l'entretien, l'assistance et les pneus sont compris d'office ?", "lld-loa-comparatif"),
  asked(
    "en",
    "How often should we revisit our residual value grids, and what if the RV turns out to be too high?",
    "lld-loa-comparatif",
  ),
  asked("en", "Where do our residual value estimates actually come from?", "lld-loa-comparatif"),
  // affacturage-mecanismes
  asked(
    "fr",
    "à part avancer l'argent, le factor fait quoi d'autre pour mon client ?",
    "affacturage-mecanismes",
  ),
  asked(
    "fr",
    "affacturage inversé : c'est qui qui le met en place, le fournisseur ou le gros client ?",
    "affacturage-mecanismes",
  ),
  asked(
    "en",
    "My client sells mostly to customers abroad. Can factoring cover export receivables?",
    "affacturage-mecanismes",
  ),
  asked(
    "en",
    "One of my client's customers goes bust. Does the factor take the hit?",
    "affacturage-mecanismes",
  ),
  // recouvrement-amiable-contentieux
  asked(
    "fr",
    "quels signaux permettent de repérer un client qui va décrocher avant même le premier impayé ?",
    "recouvrement-amiable-contentieux",
  ),
  asked(
    "fr",
    "un particulier dépose un dossier de surendettement déclaré recevable, on peut continuer les poursuites ?",
    "recouvrement-amiable-contentieux",
  ),
  asked(
    "en",
    "What does the roll rate mean on our collections dashbord?",
    "recouvrement-amiable-contentieux",
  ),
  asked(
    "en",
    "Once a file goes to litigation, what legal tools do we have — payment order, bailiff?",
    "recouvrement-amiable-contentieux",
  ),
  // procedures-collectives-bailleur
  asked(
    "fr",
    "sauvegarde ou redressement, c'est quoi la différence concrètement pour le débiteur ?",
    "procedures-collectives-bailleur",
  ),
  asked(
    "fr",
    "comment on s'organise pour ne rater aucun jugement d'ouverture sur nos locataires ?",
    "procedures-collectives-bailleur",
  ),
  asked(
    "en",
    "A lessee's insolvency judgment was just published. What's the very first thing to do on our side?",
    "procedures-collectives-bailleur",
  ),
  asked(
    "en",
    "Before I ask the liquidator to give back our equipment, what should I check?",
    "procedures-collectives-bailleur",
  ),
  // alfa-systems-panorama
  asked(
    "fr",
    "le recouvrement est couvert dans Alfa ? files de travail, stratégies de relance ?",
    "alfa-systems-panorama",
  ),
  asked(
    "fr",
    "les noms d'écrans chez le client sont pas les mêmes que dans ma doc Alfa, c'est normal ?",
    "alfa-systems-panorama",
  ),
  asked("en", "What kinds of companies typically run Alfa Systems?", "alfa-systems-panorama"),
  asked(
    "en",
    "Does Alfa produce the accounting entries itself, or is that left to another tool?",
    "alfa-systems-panorama",
  ),
  // alfa-parametrage-produits
  asked(
    "fr",
    "une erreur dans le paramétrage d'un produit Alfa, ça touche quels contrats ?",
    "alfa-parametrage-produits",
  ),
  asked(
    "fr",
    "comment on nomme les produits dans Alfa et on garde la trace des versions de paramétrage ?",
    "alfa-parametrage-produits",
  ),
  asked(
    "en",
    "Who should double-check my product setup in Alfa before it moves on?",
    "alfa-parametrage-produits",
  ),
  asked(
    "en",
    "How do I limit which sales channel or dealer network can sell a given product in Alfa?",
    "alfa-parametrage-produits",
  ),
  // alfa-batch-fin-de-journee
  asked(
    "fr",
    "après un incident sur la chaîne de nuit, je consigne quoi dans la fiche d'incident ?",
    "alfa-batch-fin-de-journee",
  ),
  asked(
    "fr",
    "les tests de perf du batch, on peut les faire sur un petit jeu de donées pour aller plus vite ?",
    "alfa-batch-fin-de-journee",
  ),
  asked("en", "What runs first in Alfa's end-of-day chain?", "alfa-batch-fin-de-journee"),
  asked(
    "en",
    "The overnight job failed. Which business teams need to hear about it?",
    "alfa-batch-fin-de-journee",
  ),
  // alfa-integration-api
  asked(
    "fr",
    "on branche le portail directement sur Alfa ou on met une couche d'intégration entre les deux ?",
    "alfa-integration-api",
  ),
  asked(
    "fr",
    "dans les logs des appels API, on a le droit de garder des données perso en clair ?",
    "alfa-integration-api",
  ),
  asked("en", "Which kinds of tests do we need on Alfa interfaces? Load tests too?", "alfa-integration-api"),
  asked("en", "How would I let the CRM know when a contract changes status in Alfa?", "alfa-integration-api"),
  // panorama-progiciels-leasing
  asked(
    "fr",
    "pour de la gestion de flotte et de la LLD pure, y a des outils spécialisés ?",
    "panorama-progiciels-leasing",
  ),
  asked(
    "fr",
    "côté moteurs de décision et scoring, quels éditeurs reviennent le plus souvent ?",
    "panorama-progiciels-leasing",
  ),
  asked("en", "Is AI showing up in leasing software yet? What for?", "panorama-progiciels-leasing"),
  asked(
    "en",
    "What kind of product is Cassiopae — an end-to-end platform or a niche tool?",
    "panorama-progiciels-leasing",
  ),
  // moteurs-decision-scoring
  asked(
    "fr",
    "le moteur d'octroi va chercher quelles sources externes ? FICP, bases fraude ?",
    "moteurs-decision-scoring",
  ),
  asked(
    "fr",
    "comment on passe du score à la décision finale ? on croise avec le montant et le produit ?",
    "moteurs-decision-scoring",
  ),
  asked(
    "en",
    "A customer is contesting a refusal from two years ago. How can we show what the engine decided back then and why?",
    "moteurs-decision-scoring",
  ),
  asked(
    "en",
    "What if an external data source is slow to respond when the decision engine calls it?",
    "moteurs-decision-scoring",
  ),
  // reprise-donnees-migration
  asked(
    "fr",
    "le nettoyage des données avant migration, on le fait dans l'ancien système ou après coup dans le nouveau ?",
    "reprise-donnees-migration",
  ),
  asked(
    "fr",
    "à part les contrats, quels tiers il faut reprendre dans la migration ?",
    "reprise-donnees-migration",
  ),
  asked(
    "en",
    "How do we map old product codes and statuses onto the new system?",
    "reprise-donnees-migration",
  ),
  asked(
    "en",
    "What should we look at first in the source data before writing any migration rules?",
    "reprise-donnees-migration",
  ),
  // selection-progiciel-rfp
  asked(
    "fr",
    "pour prioriser les exigences du cahier des charges, on les classe comment ?",
    "selection-progiciel-rfp",
  ),
  asked(
    "fr",
    "choisir un progiciel, ça engage la boîte pour combien de temps en gros ?",
    "selection-progiciel-rfp",
  ),
  asked(
    "en",
    "Which contract clauses deserve the most attention when we sign with the software vendor?",
    "selection-progiciel-rfp",
  ),
  asked(
    "en",
    "How much weight does functional coverage get in the vendor scoring grid?",
    "selection-progiciel-rfp",
  ),
  // montee-version-non-regression
  asked(
    "fr",
    "montée de version : dans quel ordre on enchaîne install, tests techniques, non-reg et nouveautés ?",
    "montee-version-non-regression",
  ),
  asked(
    "fr",
    "à la fin de la montée de version, c'est qui qui signe le PV ?",
    "montee-version-non-regression",
  ),
  asked(
    "en",
    "Once the upgrade is installed in UAT, what technical checks come before the regression run?",
    "montee-version-non-regression",
  ),
  asked(
    "en",
    "Not enough time to run every regression case. How do we decide which ones go first?",
    "montee-version-non-regression",
  ),
  // directive-credit-consommateurs
  asked(
    "fr",
    "délai de rétractation sur un prêt perso, c'est 14 jours calendaires ou ouvrés ?",
    "directive-credit-consommateurs",
  ),
  asked(
    "fr",
    "la CCD2 vaut pour les contrats signés à partir de quand ? et ceux signés avant ?",
    "directive-credit-consommateurs",
  ),
  asked("en", "What's the FIPEN, and what is it for?", "directive-credit-consommateurs"),
  asked(
    "en",
    "Under CCD2, what can a customer demand if our engine declines them automatically?",
    "directive-credit-consommateurs",
  ),
  // taux-usure-controle
  asked("fr", "les seuils d'usure sont publiés tous les combien, et où ?", "taux-usure-controle"),
  asked(
    "fr",
    "l'assurance emprunteur obligatoire, on la compte dans le TAEG pour vérifier l'usure ?",
    "taux-usure-controle",
  ),
  asked("en", "What's the penalty if we lend above the usury rate?", "taux-usure-controle"),
  asked("en", "Does the usury cap apply to LOA or to finance leases?", "taux-usure-controle"),
  // bale-3-crr3
  asked("fr", "CRR3 s'applique depuis quelle date ?", "bale-3-crr3"),
  asked("fr", "le ratio de levier minimum, c'est combien déjà ?", "bale-3-crr3"),
  asked("en", "What does CRR3 mean in practice for leasing exposures and residual values?", "bale-3-crr3"),
  asked("en", "Can banks still use advanced internal models for big corporates under CRR3?", "bale-3-crr3"),
  // ifrs9-provisionnement
  asked("fr", "en stage 3, les intérêts sont calculés sur quoi ?", "ifrs9-provisionnement"),
  asked(
    "fr",
    "un dossier restructuré sans aucun retard, il peut quand même passer en stage 2 ?",
    "ifrs9-provisionnement",
  ),
  asked("en", "How is ECL actually computed, which parameters go into it?", "ifrs9-provisionnement"),
  asked(
    "en",
    "Can management add manual overlays on top of the IFRS 9 model ouptut? What's needed for that?",
    "ifrs9-provisionnement",
  ),
  // ifrs16-preneurs-bailleurs
  asked(
    "fr",
    "côté locataire en IFRS 16, la dette locative elle se calcule comment ?",
    "ifrs16-preneurs-bailleurs",
  ),
  asked(
    "fr",
    "contrat de location avec services inclus, le preneur doit séparer les deux en IFRS 16 ?",
    "ifrs16-preneurs-bailleurs",
  ),
  asked("en", "Do French statutory accounts follow IFRS 16 for leases as well?", "ifrs16-preneurs-bailleurs"),
  asked(
    "en",
    "Could the switch to IFRS 16 push my client over its bank covenants?",
    "ifrs16-preneurs-bailleurs",
  ),
  // lcb-ft-kyc
  asked("fr", "soupçon de blanchiment sur un dossier, on le déclare à qui ?", "lcb-ft-kyc"),
  asked("fr", "le KYC d'un client, on le remet à jour tous les combien ?", "lcb-ft-kyc"),
  asked("en", "What are the main building blocks of an AML/CFT framework at a lender?", "lcb-ft-kyc"),
  asked(
    "en",
    "What's AMLA, and when does the new EU anti-money laundering regulation start to apply?",
    "lcb-ft-kyc",
  ),
  // rgpd-credit-scoring
  asked(
    "fr",
    "un client demande à voir toutes ses données, on a combien de temps pour lui répondre ?",
    "rgpd-credit-scoring",
  ),
  asked(
    "fr",
    "pour entraîner nos modèles de score, on peut prendre les données clients telles quelles ?",
    "rgpd-credit-scoring",
  ),
  asked("en", "What's the maximum GDPR fine we could face?", "rgpd-credit-scoring"),
  asked("en", "Is a fully automated credit refusal even allowed under Article 22?", "rgpd-credit-scoring"),
  // dora-resilience-operationnelle
  asked("fr", "DORA, c'est en application depuis quand exactement ?", "dora-resilience-operationnelle"),
  asked(
    "fr",
    "après la première notif d'un incident majeur DORA, le rapport intermédiaire puis le final, c'est sous quels délais ?",
    "dora-resilience-operationnelle",
  ),
  asked("en", "What's TLPT, and does every firm have to do it?", "dora-resilience-operationnelle"),
  asked(
    "en",
    "Before go-live of the new leasing package, what does DORA expect from our continuity and recovery plans?",
    "dora-resilience-operationnelle",
  ),
  // acpr-supervision
  asked(
    "fr",
    "l'ACPR regarde aussi nos pratiques commerciales et la gestion des réclamations clients ?",
    "acpr-supervision",
  ),
  asked("fr", "le contrôle sur pièces de l'ACPR, il se base sur quels documents ?", "acpr-supervision"),
  asked("en", "What's the worst that can come out of an ACPR inspection?", "acpr-supervision"),
  asked(
    "en",
    "Does the ACPR have to approve the new managing director of a finance company?",
    "acpr-supervision",
  ),
  // ai-act-scoring-credit
  asked(
    "fr",
    "le règlement IA a été publié au JO quand, et il est entré en vigueur à quelle date ?",
    "ai-act-scoring-credit",
  ),
  asked(
    "fr",
    "AI Act, RGPD, CCD2 : comment ces textes s'articulent pour un score automatisé ?",
    "ai-act-scoring-credit",
  ),
  asked(
    "en",
    "Which annex and point of the AI Act list credit scoring as high-risk?",
    "ai-act-scoring-credit",
  ),
  asked(
    "en",
    "Do we have to tell loan applicants that an AI system was involved in the decision about them?",
    "ai-act-scoring-credit",
  ),
  // negociation-raisonnee
  asked(
    "fr",
    "en pleine négo je lâche quelque chose au client, je demande quoi en échange ?",
    "negociation-raisonnee",
  ),
  asked(
    "fr",
    "le client s'énerve pendant la négociation, comment je garde le cap sans me fâcher ?",
    "negociation-raisonnee",
  ),
  asked(
    "en",
    "What objective benchmarks can I lean on to justify our estimate to the client?",
    "negociation-raisonnee",
  ),
  asked(
    "en",
    "What kinds of options can I put on the table so both sides come out ahead?",
    "negociation-raisonnee",
  ),
  // presentation-comite-credit
  asked("fr", "dans ma note pour le comité, la reco je la mets où ?", "presentation-comite-credit"),
  asked(
    "fr",
    "il y a eu un incident de paiement sur le dossier, je le dis en comité ou je passe dessus ?",
    "presentation-comite-credit",
  ),
  asked(
    "en",
    "How many figures should I put in front of the credit committee?",
    "presentation-comite-credit",
  ),
  asked(
    "en",
    "What is the credit committee actually trying to decide when it reviews a deal?",
    "presentation-comite-credit",
  ),
  // feedback-sbi
  asked("fr", "SBI, ça veut dire quoi déjà et ça se déroule comment ?", "feedback-sbi"),
  asked("fr", "un feedback, je le donne tout de suite ou j'attends le point mensuel ?", "feedback-sbi"),
  asked(
    "en",
    'How do I turn "your presentation was rubbish" into something the person can actually use?',
    "feedback-sbi",
  ),
  asked("en", "After describing the impact, how do I wrap up the feedback conversation?", "feedback-sbi"),
  // ecoute-active-entretien
  asked(
    "fr",
    "pendant un entretien, le process du client me paraît absurde, je lui dis ?",
    "ecoute-active-entretien",
  ),
  asked(
    "fr",
    "avant les interviews, je dois lire la doc existante ou je découvre tout sur place ?",
    "ecoute-active-entretien",
  ),
  asked("en", "Should I stick strictly to my interview guide?", "ecoute-active-entretien"),
  asked("en", "What's a good last question to close a discovery interview?", "ecoute-active-entretien"),
  // animation-atelier-metier
  asked("fr", "qui j'invite à un atelier de validation des règles de gestion ?", "animation-atelier-metier"),
  asked(
    "fr",
    "en atelier un participant monopolise la parole, je fais comment ?",
    "animation-atelier-metier",
  ),
  asked(
    "en",
    "Two options on the table and the group can't agree. How do I settle it during the workshop?",
    "animation-atelier-metier",
  ),
  asked(
    "en",
    "How soon after the workshop should the minutes go out, and what comes first in them?",
    "animation-atelier-metier",
  ),
  // note-synthese-pyramide
  asked(
    "fr",
    "dans une note de synthèse, je commence par le contexte ou directement par la conclusion ?",
    "note-synthese-pyramide",
  ),
  asked(
    "fr",
    "la méthode de la pyramide, ça marche aussi pour un mail important ou une présentation en comité ?",
    "note-synthese-pyramide",
  ),
  asked(
    "en",
    "How many ideas should go in a paragraph, and how do I open each one?",
    "note-synthese-pyramide",
  ),
  asked(
    "en",
    "How precise should the numbers in my memo be — do I need to cite sources?",
    "note-synthese-pyramide",
  ),
  // gestion-desaccords
  asked(
    "fr",
    "je réagis à chaud en réunion quand je suis pas d'accord, c'est une bonne idée ?",
    "gestion-desaccords",
  ),
  asked(
    "fr",
    "un interlocuteur côté client a dit une bêtise devant tout le monde, je le reprends ?",
    "gestion-desaccords",
  ),
  asked(
    "en",
    "How should I phrase my view when I disagree with someone on the project?",
    "gestion-desaccords",
  ),
  asked("en", "Is keeping quiet a good way to avoid a conflict with a colleague?", "gestion-desaccords"),
  // posture-consultant
  asked(
    "fr",
    "un consultant d'un autre cabinet fait une boulette sur le projet, je fais quoi ?",
    "posture-consultant",
  ),
  asked("fr", "j'ai alerté le client sur un risque et il l'ignore, je laisse tomber ?", "posture-consultant"),
  asked(
    "en",
    "What kinds of risks am I expected to raise as a consultant — budget overruns too?",
    "posture-consultant",
  ),
  asked(
    "en",
    "What goes wrong if I only ever play the expert with the client's teams?",
    "posture-consultant",
  ),
  // note-de-cadrage
  asked(
    "fr",
    "pour cadrer un projet, je vois qui en entretien ? il faut un atelier aussi ?",
    "note-de-cadrage",
  ),
  asked(
    "fr",
    "mon projet dépend d'un autre projet réglementaire, j'en parle où dans le cadrage ?",
    "note-de-cadrage",
  ),
  asked("en", "Should the framing note spell out what's out of scope, or just what's in?", "note-de-cadrage"),
  asked("en", "Give me an example of a measurable goal for a data quality workstream.", "note-de-cadrage"),
  // gouvernance-raci
  asked("fr", "dans une RACI, la différence entre C et I c'est quoi ?", "gouvernance-raci"),
  asked(
    "fr",
    "le comité projet, il se réunit à quel rythme et il sert à quoi par rapport au copil ?",
    "gouvernance-raci",
  ),
  asked("en", "Is it a problem to mark lots of people as Consulted in a RACI?", "gouvernance-raci"),
  asked("en", "In our RACI, who should be accountable for regulatory sign-off?", "gouvernance-raci"),
  // strategie-recette
  asked("fr", "les tests unitaires, c'est à nous de les faire ou à l'intégrateur ?", "strategie-recette"),
  asked("fr", "je peux utiliser des données de prod en recette ?", "strategie-recette"),
  asked("en", "What do end-to-end tests cover on a leasing system?", "strategie-recette"),
  asked("en", "What's my job as the consultant during the acceptance phase?", "strategie-recette"),
  // gestion-anomalies-recette
  asked("fr", "le comité anomalies, on le tient tous les combien ?", "gestion-anomalies-recette"),
  asked(
    "fr",
    "la priorité de correction d'une anomalie, elle dépend que de la gravité ?",
    "gestion-anomalies-recette",
  ),
  asked("en", "Which KPIs should I track on defects during testing?", "gestion-anomalies-recette"),
  asked(
    "en",
    "A wrong label on a screen: is that a minor or a cosmetic defect?",
    "gestion-anomalies-recette",
  ),
  // conduite-changement-adkar
  asked(
    "fr",
    "pour l'étape « désir » d'ADKAR, on fait quoi concrètement pour donner envie aux utilisateurs ?",
    "conduite-changement-adkar",
  ),
  asked(
    "fr",
    "au démarrage, comment on aide les gestionnaires à passer de la formation à la pratique au quotidien ?",
    "conduite-changement-adkar",
  ),
  asked("en", "What training formats fit the Knowledge stage?", "conduite-changement-adkar"),
  asked("en", "How do we make the change stick once the new system is live?", "conduite-changement-adkar"),
  // scrum-contexte-bancaire
  asked(
    "fr",
    "le PO dans une banque, il peut laisser la conformité trancher sur le backlog ?",
    "scrum-contexte-bancaire",
  ),
  asked(
    "fr",
    "plusieurs équipes scrum sur le même programme, on se coordonne comment ?",
    "scrum-contexte-bancaire",
  ),
  asked(
    "en",
    "Can we run the core leasing system in agile too, or only the digital layer?",
    "scrum-contexte-bancaire",
  ),
  asked(
    "en",
    "Besides velocity, which metrics are worth tracking for an agile team at a bank?",
    "scrum-contexte-bancaire",
  ),
  // plan-bascule-go-live
  asked("fr", "le go / no go de mise en service, on le décide sur quels critères ?", "plan-bascule-go-live"),
  asked("fr", "faut prévenir les clients et partenaires avant la bascule ?", "plan-bascule-go-live"),
  asked("en", "How detailed does the cutover plan need to be?", "plan-bascule-go-live"),
  asked(
    "en",
    "If the migration recon still shows a few differences, can we go live anyway?",
    "plan-bascule-go-live",
  ),
  // registre-risques-projet
  asked("fr", "je mets quelles colonnes dans mon registre des risques ?", "registre-risques-projet"),
  asked(
    "fr",
    "les risques critiques, on les revoit à quelle fréquence et dans quel comité ?",
    "registre-risques-projet",
  ),
  asked("en", "What fields should each line of our risk register hold?", "registre-risques-projet"),
  asked("en", "How exactly do you define a project risk?", "registre-risques-projet"),
];
