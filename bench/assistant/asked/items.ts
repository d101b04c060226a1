import { type AskedQuestion, asked } from "../types";

/** Questions consultants ask about credit, leasing, projects and soft skills, each with the article that answers it, written from the articles' text. */
export const askedItems: AskedQuestion[] = [
  // analyse-financiere-entreprise
  asked(
    "fr",
    "les comptes de la PME sont clos depuis bientôt un an, je lui réclame quoi de plus récent avant de financer ?",
    "analyse-financiere-entreprise",
  ),
  asked(
    "fr",
    "chez mon client l'EBE progresse mais la tréso fond d'année en année, ça cache quoi en général ?",
    "analyse-financiere-entreprise",
  ),
  asked(
    "en",
    "One company owns its machines, the other leases them: how do I adjust the figures so I can compare the two fairly?",
    "analyse-financiere-entreprise",
  ),
  asked(
    "en",
    "What am I supposed to hand in at the end of a corporate credit analysis — how long, and what should it conclude with?",
    "analyse-financiere-entreprise",
  ),
  // scoring-octroi-particuliers
  asked(
    "fr",
    "pour développer une grille de score conso, on définit comment le « mauvais » client à prédire ?",
    "scoring-octroi-particuliers",
  ),
  asked(
    "fr",
    "PSI à 0,31 ce mois-ci sur le score d'octroi, on doit s'alarmer ?",
    "scoring-octroi-particuliers",
  ),
  asked(
    "en",
    "How do you account for the applicants we turned down when building a consumer scorecard, so the sample isn't skewed?",
    "scoring-octroi-particuliers",
  ),
  asked(
    "en",
    "Once the acceptance scorecard is in production, what should risk be reviewing every month and every year?",
    "scoring-octroi-particuliers",
  ),
  // garanties-et-suretes
  asked(
    "fr",
    "caution perso du gérant : depuis la réforme de 2022 il doit toujours recopier sa mention à la main ?",
    "garanties-et-suretes",
  ),
  asked(
    "fr",
    "comment je chiffre ce que rapporterait vraiment un gage sur du matériel info si le client fait défaut ?",
    "garanties-et-suretes",
  ),
  asked(
    "en",
    "Is a letter of comfort from the parent company real security or just a nice gesture?",
    "garanties-et-suretes",
  ),
  asked(
    "en",
    "Before releasing funds, what do I double-check on the security paperwork — who signed it, filings, insurance?",
    "garanties-et-suretes",
  ),
  // credit-bail-mobilier-fondamentaux
  asked(
    "fr",
    "en CBM, c'est quel document qui fait démarrer la facturation des loyers ?",
    "credit-bail-mobilier-fondamentaux",
  ),
  asked(
    "fr",
    "l'option d'achat en fin de crédit-bail matériel, elle tourne autour de quel pourcentage du prix d'habitude ?",
    "credit-bail-mobilier-fondamentaux",
  ),
  asked(
    "en",
    "Where in French law is equipment finance leasing actually defined?",
    "credit-bail-mobilier-fondamentaux",
  ),
  asked(
    "en",
    "Why would a business lease its machinery instead of borrowing from its bank? I need the selling points.",
    "credit-bail-mobilier-fondamentaux",
  ),
  // credit-bail-immobilier
  asked(
    "fr",
    "CBI sur un entrepôt logistique, on part sur quelle durée en général ?",
    "credit-bail-immobilier",
  ),
  asked(
    "fr",
    "tant que le bâtiment est en chantier, le preneur en crédit-bail immo paie quoi ?",
    "credit-bail-immobilier",
  ),
  asked(
    "en",
    "Client is asking me about the tax hit when buying out their property lease — should I be answering that?",
    "credit-bail-immobilier",
  ),
  asked(
    "en",
    "On a large property lease split between several lessors, who ends up owning the building?",
    "credit-bail-immobilier",
  ),
  // lld-loa-comparatif
  asked(
    "fr",
    "mon client veut garder la voiture au bout du contrat, je l'oriente plutôt LLD ou LOA ?",
    "lld-loa-comparatif",
  ),
  asked(
    "fr",
    "si on gonfle la VR pour afficher une mensualité plus basse, qu'est-ce qu'on risque côté loueur ?",
    "lld-loa-comparatif",
  ),
  asked(
    "en",
    "Walk me through what happens when the driver hands back the car at the end of a long-term rental.",
    "lld-loa-comparatif",
  ),
  asked(
    "en",
    "What could make our RV assumptions on cars go wrong — low-emission zones, new tech?",
    "lld-loa-comparatif",
  ),
  // affacturage-mecanismes
  asked(
    "fr",
    "en affacturage confidentiel, le client de mon client sait qu'il y a un factor derrière ?",
    "affacturage-mecanismes",
  ),
  asked(
    "fr",
    "juridiquement, comment le factor récupère ses droits sur la facture ? c'est forcément du Dailly ?",
    "affacturage-mecanismes",
  ),
  asked(
    "en",
    "What does a factor charge for? Trying to compare two factoring quotes line by line.",
    "affacturage-mecanismes",
  ),
  asked(
    "en",
    "What warning signs should I look for when a company wants to sell its receivables to a factor?",
    "affacturage-mecanismes",
  ),
  // recouvrement-amiable-contentieux
  asked(
    "fr",
    "on reste en relances amiables jusqu'à combien de jours de retard à peu près avant de durcir ?",
    "recouvrement-amiable-contentieux",
  ),
  asked(
    "fr",
    "en leasing, pourquoi on insiste tant pour reprendre vite le matos quand le client ne paie plus ?",
    "recouvrement-amiable-contentieux",
  ),
  asked(
    "en",
    "What's the difference between cure rate and recovery rate when reporting on chasing overdue customers?",
    "recouvrement-amiable-contentieux",
  ),
  asked(
    "en",
    "Customers keep breaking their repayment arrangements — how often should someone go through those?",
    "recouvrement-amiable-contentieux",
  ),
  // procedures-collectives-bailleur
  asked(
    "fr",
    "mon locataire vient d'être placé en redressement judiciaire, j'ai combien de temps pour déclarer ?",
    "procedures-collectives-bailleur",
  ),
  asked(
    "fr",
    "contrat de crédit-bail jamais publié et client en liquidation : je peux encore récupérer la machine ?",
    "procedures-collectives-bailleur",
  ),
  asked(
    "en",
    "The administrator chose to keep our leases running during the observation period — are the new rentals paid on time?",
    "procedures-collectives-bailleur",
  ),
  asked(
    "en",
    "What do lessors typically forget to claim when a lessee goes under?",
    "procedures-collectives-bailleur",
  ),
  // alfa-systems-panorama
  asked(
    "fr",
    "Alfa sait gérer les lignes de crédit des concessionnaires et les audits de stock ?",
    "alfa-systems-panorama",
  ),
  asked(
    "fr",
    "autour d'Alfa, quelles applis on retrouve en général dans le SI du client ?",
    "alfa-systems-panorama",
  ),
  asked(
    "en",
    "What does a consultant actually do day to day on an Alfa assignment?",
    "alfa-systems-panorama",
  ),
  asked(
    "en",
    "Can Alfa handle LLD with services, or hybrid products the client designs itself?",
    "alfa-systems-panorama",
  ),
  // alfa-parametrage-produits
  asked(
    "fr",
    "je dois créer une nouvelle offre LOA dans Alfa : je pars d'une page blanche ou je recopie un produit voisin ?",
    "alfa-parametrage-produits",
  ),
  asked(
    "fr",
    "produit paramétré dans Alfa, quels cas je passe en test ? avenant de durée, résil anticipée… ?",
    "alfa-parametrage-produits",
  ),
  asked(
    "en",
    "Before I start setting up a new product in Alfa, what does the business need to sign off in writing?",
    "alfa-parametrage-produits",
  ),
  asked(
    "en",
    "Is it OK to fix a small product setting straight in the live Alfa environment?",
    "alfa-parametrage-produits",
  ),
  // alfa-batch-fin-de-journee
  asked(
    "fr",
    "le traitement de nuit a planté pendant la facturation, je le relance tout de suite ?",
    "alfa-batch-fin-de-journee",
  ),
  asked(
    "fr",
    "dans la chaîne de nuit, le lettrage des encaissements passe avant ou après la génération des prélèvements ?",
    "alfa-batch-fin-de-journee",
  ),
  asked(
    "en",
    "What extra jobs run at month end compared to the normal nightly run?",
    "alfa-batch-fin-de-journee",
  ),
  asked(
    "en",
    "We're sizing the overnight processing for go-live — what questions should I raise with the ops team?",
    "alfa-batch-fin-de-journee",
  ),
  // alfa-integration-api
  asked(
    "fr",
    "pour pousser la compta d'Alfa vers le grand livre, on passe par une API ou par fichier ?",
    "alfa-integration-api",
  ),
  asked(
    "fr",
    "comment éviter qu'une proposition soit créée deux fois si le portail renvoie le même appel ?",
    "alfa-integration-api",
  ),
  asked("en", "What has to be in the interface spec for a new flow into Alfa?", "alfa-integration-api"),
  asked(
    "en",
    "Certificates, OAuth2…? How are the apps calling Alfa supposed to authenticate, and how much access do their technical accounts get?",
    "alfa-integration-api",
  ),
  // panorama-progiciels-leasing
  asked(
    "fr",
    "à part Alfa, c'est quoi les autres grosses plateformes de leasing sur le marché ?",
    "panorama-progiciels-leasing",
  ),
  asked(
    "fr",
    "où va le marché des logiciels de financement d'actifs ? tout le monde passe en SaaS ?",
    "panorama-progiciels-leasing",
  ),
  asked(
    "en",
    "What criteria should I use to position asset finance platforms against each other for a client?",
    "panorama-progiciels-leasing",
  ),
  asked(
    "en",
    "The client keeps asking me which leasing software is the best one. What's the honest answer?",
    "panorama-progiciels-leasing",
  ),
  // moteurs-decision-scoring
  asked(
    "fr",
    "c'est qui qui valide en dernier une modif de règle dans le moteur d'octroi ?",
    "moteurs-decision-scoring",
  ),
  asked(
    "fr",
    "tester une nouvelle règle de refus sur une partie des demandes seulement, comment on fait ça proprement ?",
    "moteurs-decision-scoring",
  ),
  asked(
    "en",
    "What kind of criteria get an application turned down instantly, before any score is even computed?",
    "moteurs-decision-scoring",
  ),
  asked(
    "en",
    "What does the decisioning engine send back to the front end once it has processed an application?",
    "moteurs-decision-scoring",
  ),
  // reprise-donnees-migration
  asked(
    "fr",
    "dans la migration on reprend que les contrats en cours ou aussi ceux au contentieux et ceux soldés récemment ?",
    "reprise-donnees-migration",
  ),
  asked(
    "fr",
    "après une migration à blanc, je compare quoi entre l'ancien et le nouveau système pour dire que c'est bon ?",
    "reprise-donnees-migration",
  ),
  asked(
    "en",
    "What are the classic traps when moving a live lease book onto a new platform?",
    "reprise-donnees-migration",
  ),
  asked("en", "Who signs off each mock migration run, and based on what?", "reprise-donnees-migration"),
  // selection-progiciel-rfp
  asked(
    "fr",
    "appel d'offres progiciel : on consulte combien d'éditeurs au début, et combien reçoivent le cahier des charges ?",
    "selection-progiciel-rfp",
  ),
  asked(
    "fr",
    "quel poids je donne au coût dans la grille de notation des éditeurs ?",
    "selection-progiciel-rfp",
  ),
  asked(
    "en",
    "How should we run the vendor demos so we don't get won over by a slick show?",
    "selection-progiciel-rfp",
  ),
  asked(
    "en",
    "What should go into the TCO when comparing bids for a leasing system?",
    "selection-progiciel-rfp",
  ),
  // montee-version-non-regression
  asked(
    "fr",
    "l'éditeur sort une nouvelle release, je fais quoi avant même de lancer les tests ?",
    "montee-version-non-regression",
  ),
  asked(
    "fr",
    "après l'upgrade, les arrondis des échéanciers ont bougé : c'est forcément un bug à remonter à l'éditeur ?",
    "montee-version-non-regression",
  ),
  asked(
    "en",
    "What parts of regression testing for a package upgrade can we realistically automate?",
    "montee-version-non-regression",
  ),
  asked(
    "en",
    "What do we need to assemble as a reference test pack before the upgrade — data, expected results?",
    "montee-version-non-regression",
  ),
  // directive-credit-consommateurs
  asked(
    "fr",
    "avec la CCD2, le paiement en 3 ou 4 fois type BNPL entre dans le champ ? et jusqu'à quel montant ?",
    "directive-credit-consommateurs",
  ),
  asked(
    "fr",
    "nouvelle directive conso : quelles pratiques commerciales deviennent interdites ? les cases pré-cochées ?",
    "directive-credit-consommateurs",
  ),
  asked(
    "en",
    "What do we need to change in our journeys, decision engine and contracts to get ready for CCD2?",
    "directive-credit-consommateurs",
  ),
  asked(
    "en",
    "Which products does the consumer credit directive cover — revolving, point-of-sale loans, car leases with a buy option?",
    "directive-credit-consommateurs",
  ),
  // taux-usure-controle
  asked("fr", "le seuil d'usure, c'est le taux moyen pratiqué plus combien ?", "taux-usure-controle"),
  asked("fr", "prêt à une SARL pour son activité, l'usure s'aplique ou pas ?", "taux-usure-controle"),
  asked(
    "en",
    "Which costs go into the APR we test against the usury cap — is compulsory insurance included?",
    "taux-usure-controle",
  ),
  asked(
    "en",
    "An offer went out before the new usury thresholds were published and got signed after. What control do we need for that?",
    "taux-usure-controle",
  ),
  // bale-3-crr3
  asked(
    "fr",
    "output floor CRR3 : ça démarre à combien et ça monte jusqu'où, en quelle année ?",
    "bale-3-crr3",
  ),
  asked("fr", "une société de financement française, elle tombe directement sous CRR ?", "bale-3-crr3"),
  asked("en", "Quick one: minimum CET1 ratio, and how big is the conservation buffer on top?", "bale-3-crr3"),
  asked("en", "What did CRR3 change for the op risk capital calculation?", "bale-3-crr3"),
  // ifrs9-provisionnement
  asked(
    "fr",
    "au bout de combien de jours de retard on présume qu'un dossier passe en stage 2 ?",
    "ifrs9-provisionnement",
  ),
  asked(
    "fr",
    "la perte attendue de la provision IFRS 9, c'est la même que celle qu'on intègre dans le pricing ?",
    "ifrs9-provisionnement",
  ),
  asked(
    "en",
    "For lease receivables, can we skip the 12-month ECL and go straight to lifetime losses from day one?",
    "ifrs9-provisionnement",
  ),
  asked(
    "en",
    "How many macroeconomic scenarios feed into the ECL number, and which ones?",
    "ifrs9-provisionnement",
  ),
  // ifrs16-preneurs-bailleurs
  asked(
    "fr",
    "IFRS 16 côté locataire : un contrat de 10 mois, il faut quand même le mettre au bilan ?",
    "ifrs16-preneurs-bailleurs",
  ),
  asked(
    "fr",
    "pourquoi l'EBITDA de mon client grimpe mécaniquement avec IFRS 16 ?",
    "ifrs16-preneurs-bailleurs",
  ),
  asked(
    "en",
    "As the lessor, how do we tell whether a lease is a finance lease or an operating one?",
    "ifrs16-preneurs-bailleurs",
  ),
  asked(
    "en",
    "Can we still sell leasing as off-balance-sheet to clients reporting under IFRS?",
    "ifrs16-preneurs-bailleurs",
  ),
  // lcb-ft-kyc
  asked(
    "fr",
    "pour une société cliente, à partir de quel pourcentage du capital quelqu'un est bénéficiaire effectif ?",
    "lcb-ft-kyc",
  ),
  asked(
    "fr",
    "les copies de pièces d'identité des clients, on les garde combien de temps après la fin du contrat ?",
    "lcb-ft-kyc",
  ),
  asked(
    "en",
    "What money-laundering red flags are specific to leasing, like a customer buying out early with odd funds?",
    "lcb-ft-kyc",
  ),
  asked("en", "When do we have to step up from standard KYC checks to enhanced ones?", "lcb-ft-kyc"),
  // rgpd-credit-scoring
  asked(
    "fr",
    "fuite de données clients chez nous, on a combien de temps pour prévenir la CNIL ?",
    "rgpd-credit-scoring",
  ),
  asked("fr", "l'arrêt SCHUFA de la CJUE, il change quoi pour nos scores d'octroi ?", "rgpd-credit-scoring"),
  asked(
    "en",
    "Under GDPR, what legal basis covers using customer data to fight fraud or chase debts?",
    "rgpd-credit-scoring",
  ),
  asked("en", "Do we need a DPIA for our credit scoring?", "rgpd-credit-scoring"),
  // dora-resilience-operationnelle
  asked(
    "fr",
    "incident informatique majeur : la première notif au superviseur DORA, c'est sous combien d'heures ?",
    "dora-resilience-operationnelle",
  ),
  asked(
    "fr",
    "qu'est-ce qu'on doit mettre dans le contrat avec l'hébergeur du progiciel pour être carré sur DORA ?",
    "dora-resilience-operationnelle",
  ),
  asked(
    "en",
    "What are the main building blocks of the EU digital operational resilience regulation?",
    "dora-resilience-operationnelle",
  ),
  asked(
    "en",
    "Does DORA actually apply to a French société de financement?",
    "dora-resilience-operationnelle",
  ),
  // acpr-supervision
  asked(
    "fr",
    "l'ACPR annonce une inspection sur place chez le client, on s'organise comment ?",
    "acpr-supervision",
  ),
  asked(
    "fr",
    "lettre de suite reçue du régulateur avec une dizaine de recos, comment on pilote tout ça ensuite ?",
    "acpr-supervision",
  ),
  asked("en", "Who supervises the largest French banking groups — the ACPR or the ECB?", "acpr-supervision"),
  asked(
    "en",
    "From the supervisor's point of view, is it worse to have no written procedure or one that nobody follows?",
    "acpr-supervision",
  ),
  // ai-act-scoring-credit
  asked(
    "fr",
    "un modèle de ML pour noter les emprunteurs particuliers, l'AI Act le classe haut risque ? et un outil anti-fraude ?",
    "ai-act-scoring-credit",
  ),
  asked(
    "fr",
    "on achète un score tout fait à un prestataire : quelles obligations pour nous qui l'utilisons ?",
    "ai-act-scoring-credit",
  ),
  asked(
    "en",
    "When do the AI Act high-risk rules kick in for credit scoring? I heard the date got pushed back.",
    "ai-act-scoring-credit",
  ),
  asked(
    "en",
    "What must the vendor of an AI credit scoring model provide under the AI Act?",
    "ai-act-scoring-credit",
  ),
  // negociation-raisonnee
  asked(
    "fr",
    "avant une négo de budget avec le client, je prépare quoi ? ma solution de repli, jusqu'où je peux descendre… ?",
    "negociation-raisonnee",
  ),
  asked(
    "fr",
    "le client veut démarrer un mois plus tôt sans rallonge budgétaire, je dis non direct ?",
    "negociation-raisonnee",
  ),
  asked(
    "en",
    "The client is demanding a 20% discount. How do I handle it without just caving in?",
    "negociation-raisonnee",
  ),
  asked(
    "en",
    "We reached a deal in the meeting — what should I send afterwards, and how fast?",
    "negociation-raisonnee",
  ),
  // presentation-comite-credit
  asked(
    "fr",
    "je passe un dossier en comité la semaine pro, comment je déroule mes cinq minutes ?",
    "presentation-comite-credit",
  ),
  asked(
    "fr",
    "un membre du comité me pose une question et je sèche complètement, je fais quoi ?",
    "presentation-comite-credit",
  ),
  asked(
    "en",
    "Should I read my credit memo out loud when I present to the credit committee?",
    "presentation-comite-credit",
  ),
  asked(
    "en",
    "Credit committee approved with conditions — what do I do next, and what do I tell the client?",
    "presentation-comite-credit",
  ),
  // feedback-sbi
  asked(
    "fr",
    "comment dire à un collègue qu'il coupe la parole aux utilisateurs en atelier, sans le braquer ?",
    "feedback-sbi",
  ),
  asked(
    "fr",
    "mon manager m'a fait une remarque que je trouve injuste, comment je réagis sur le moment ?",
    "feedback-sbi",
  ),
  asked(
    "en",
    "How many points should I raise in a single feedback chat, and should it be done one to one?",
    "feedback-sbi",
  ),
  asked("en", "Can the SBI approach be used to praise someone, not just to criticise?", "feedback-sbi"),
  // ecoute-active-entretien
  asked(
    "fr",
    "interview de découverte avec le back-office : j'ordonne mes questions comment ? du général au précis ?",
    "ecoute-active-entretien",
  ),
  asked(
    "fr",
    "pour les entretiens utilisateurs en début de mission, on y va seul ou à deux ?",
    "ecoute-active-entretien",
  ),
  asked(
    "en",
    "After a discovery interview, what should my write-up look like and how soon should it go out?",
    "ecoute-active-entretien",
  ),
  asked(
    "en",
    "What are good ways to get a user to open up and elaborate during an interview?",
    "ecoute-active-entretien",
  ),
  // animation-atelier-metier
  asked(
    "fr",
    "atelier de deux heures avec le métier, je répartis le temps comment ?",
    "animation-atelier-metier",
  ),
  asked(
    "fr",
    "en atelier y a toujours des sujets hors sujet qui débarquent, j'en fais quoi ?",
    "animation-atelier-metier",
  ),
  asked(
    "en",
    "How far ahead should I send the agenda and materials before a business workshop?",
    "animation-atelier-metier",
  ),
  asked(
    "en",
    "The main decision-maker didn't turn up to the workshop. Can we still settle things?",
    "animation-atelier-metier",
  ),
  // note-synthese-pyramide
  asked(
    "fr",
    "pour l'intro de ma note au DG, la structure situation / complication / question, ça marche comment ?",
    "note-synthese-pyramide",
  ),
  asked(
    "fr",
    "sous le message principal, je mets combien d'arguments max dans une note façon Minto ?",
    "note-synthese-pyramide",
  ),
  asked("en", "Before I hit send on a memo to the board, what should I check?", "note-synthese-pyramide"),
  asked(
    "en",
    "Should my section titles be topics like 'Schedule', or something else?",
    "note-synthese-pyramide",
  ),
  // gestion-desaccords
  asked(
    "fr",
    "je suis pas d'accord avec le chef de projet côté client sur la méthode, je l'aborde comment sans que ça dégénère ?",
    "gestion-desaccords",
  ),
  asked(
    "fr",
    "comment savoir si on s'accroche sur les faits, sur la méthode ou sur les priorités ?",
    "gestion-desaccords",
  ),
  asked(
    "en",
    "Would it help to cc the whole team when I push back on a client decision by email?",
    "gestion-desaccords",
  ),
  asked(
    "en",
    "A disagreement with the client goes beyond what I'm in charge of. Where do I take it?",
    "gestion-desaccords",
  ),
  // posture-consultant
  asked(
    "fr",
    "le client me demande d'édulcorer un risque dans mon rapport, je fais quoi ?",
    "posture-consultant",
  ),
  asked(
    "fr",
    "je tombe sur un souci de conformité hors de mon périmètre de mission, je dois le signaler quand même ?",
    "posture-consultant",
  ),
  asked(
    "en",
    "I need to flag a serious risk to the client: in writing or orally, and to whom?",
    "posture-consultant",
  ),
  asked(
    "en",
    "Is it a problem if I just deliver whatever the client asks for and nothing more?",
    "posture-consultant",
  ),
  // note-de-cadrage
  asked(
    "fr",
    "je lance un projet recouvrement, le doc de lancement à faire valider par le sponsor doit contenir quoi ?",
    "note-de-cadrage",
  ),
  asked(
    "fr",
    "« moderniser le recouvrement » c'est trop flou comme objectif, comment je le rends mesurable ?",
    "note-de-cadrage",
  ),
  asked("en", "Where do project framing documents usually go wrong at the start?", "note-de-cadrage"),
  asked(
    "en",
    "Once the project charter is approved, how do we deal with someone wanting to widen the scope?",
    "note-de-cadrage",
  ),
  // gouvernance-raci
  asked("fr", "dans un RACI, on a le droit de mettre deux A sur la même ligne ?", "gouvernance-raci"),
  asked("fr", "le copil c'est tous les combien en général ? et le comité stratégique ?", "gouvernance-raci"),
  asked(
    "en",
    "In a RACI, who should be accountable for user acceptance testing — the PM or the business?",
    "gouvernance-raci",
  ),
  asked("en", "What are the tell-tale signs that our project steering isn't working?", "gouvernance-raci"),
  // strategie-recette
  asked("fr", "VABF et VSR, c'est quoi la différence concrètement ?", "strategie-recette"),
  asked("fr", "on peut sortir de recette avec des anos majeures encore ouvertes ?", "strategie-recette"),
  asked(
    "en",
    "I'm drafting the UAT plan for a leasing package — what sections do I need in it?",
    "strategie-recette",
  ),
  asked("en", "When should the expected outcome of a test case be written down?", "strategie-recette"),
  // gestion-anomalies-recette
  asked(
    "fr",
    "comment bien rédiger un ticket de bug en recette pour que l'intégrateur puisse le reproduire ?",
    "gestion-anomalies-recette",
  ),
  asked(
    "fr",
    "défaut avec un contournement qui coûte cher, je le classe bloquant ou majeur ?",
    "gestion-anomalies-recette",
  ),
  asked(
    "en",
    "What stages does a defect go through from the moment it's logged until it's closed?",
    "gestion-anomalies-recette",
  ),
  asked(
    "en",
    "Testers keep logging change requests as bugs — who decides what they really are?",
    "gestion-anomalies-recette",
  ),
  // conduite-changement-adkar
  asked("fr", "ADKAR, chaque lettre correspond à quoi déjà ?", "conduite-changement-adkar"),
  asked(
    "fr",
    "comment on mesure si les gestionnaires ont vraiment adopté le nouvel outil après le démarage ?",
    "conduite-changement-adkar",
  ),
  asked(
    "en",
    "What's the point of a network of champions among the users during a rollout?",
    "conduite-changement-adkar",
  ),
  asked(
    "en",
    "Before planning the training, how do I work out what changes for each group of users?",
    "conduite-changement-adkar",
  ),
  // scrum-contexte-bancaire
  asked(
    "fr",
    "agile dans une banque : la conformité on la met dans la definition of done ?",
    "scrum-contexte-bancaire",
  ),
  asked("fr", "un sprint scrum ça dure combien de semaines normalement ?", "scrum-contexte-bancaire"),
  asked("en", "Management wants team velocity in the monthly report. Good idea?", "scrum-contexte-bancaire"),
  asked("en", "Why is Scrum harder to run in a bank — what gets in the way?", "scrum-contexte-bancaire"),
  // plan-bascule-go-live
  asked(
    "fr",
    "on fait combien de répétitions générales avant la mise en prod du nouveau système ?",
    "plan-bascule-go-live",
  ),
  asked(
    "fr",
    "le plan de bascule doit prévoir un retour arrière ? on peut revenir en arrière jusqu'à quand ?",
    "plan-bascule-go-live",
  ),
  asked(
    "en",
    "In what order do things happen over the cutover weekend for a leasing system?",
    "plan-bascule-go-live",
  ),
  asked(
    "en",
    "What should we watch closely in the first weeks after we switch over?",
    "plan-bascule-go-live",
  ),
  // registre-risques-projet
  asked(
    "fr",
    "comment je rédige un risque dans le registre ? cause, événement, conséquence ?",
    "registre-risques-projet",
  ),
  asked(
    "fr",
    "proba élevée et impact moyen, ça donne quelle criticité dans la matrice ?",
    "registre-risques-projet",
  ),
  asked(
    "en",
    "What are the options for responding to a project risk besides just accepting it?",
    "registre-risques-projet",
  ),
  asked(
    "en",
    "What happens to an item in the risk log once the thing actually occurs?",
    "registre-risques-projet",
  ),
];
