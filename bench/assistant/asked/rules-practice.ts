import { type AskedQuestion, asked } from "../types";

/** Questions consultants ask about rules and practice of credit and leasing, each with the article that answers it, written from the articles' text. */
export const askedRulesPractice: AskedQuestion[] = [
  // reg-information-precontractuelle-fipen
  asked(
    "fr",
    "la fiche européenne qu'on remet avant un prêt perso, c'est la même que celle du crédit immo ?",
    "reg-information-precontractuelle-fipen",
  ),
  asked(
    "fr",
    "si on est pas capable de prouver qu'on a bien donné la fiche d'info au client avant signature, on risque quoi ?",
    "reg-information-precontractuelle-fipen",
  ),
  asked(
    "en",
    "Does the optional payment protection insurance have to appear on the standard pre-loan info sheet, and in what form?",
    "reg-information-precontractuelle-fipen",
  ),
  asked(
    "en",
    "In our online flow the customer can only open the EU standard info form after e-signing. Is that OK?",
    "reg-information-precontractuelle-fipen",
  ),
  // reg-delai-retractation-credit
  asked(
    "fr",
    "client qui signe son crédit conso un vendredi, il a jusqu'à quand pour changer d'avis ? les samedis dimanches comptent ?",
    "reg-delai-retractation-credit",
  ),
  asked(
    "fr",
    "crédit affecté pour une cuisine, le client a demandé à être livré direct : il peut encore annuler combien de temps ?",
    "reg-delai-retractation-credit",
  ),
  asked(
    "en",
    "Is it OK to release the loan money on day 3 after the customer accepted the offer?",
    "reg-delai-retractation-credit",
  ),
  asked(
    "en",
    "Borrower cancelled after we'd already paid out — what's the deadline for them to give the money back, and do they owe interest?",
    "reg-delai-retractation-credit",
  ),
  // reg-solvabilite-ficp
  asked(
    "fr",
    "on a le droit de prêter à un client fiché Banque de France ou c'est interdit ?",
    "reg-solvabilite-ficp",
  ),
  asked(
    "fr",
    "prêt remboursé tous les mois : au bout de combien d'échéances non payées on déclare le client au fichier ?",
    "reg-solvabilite-ficp",
  ),
  asked(
    "en",
    "How long does a missed-payment record stay on the FICP, and does it come off once the debt is cleared?",
    "reg-solvabilite-ficp",
  ),
  asked(
    "en",
    "Can an underwriter look at an applicant's Facebook or LinkedIn when checking affordability?",
    "reg-solvabilite-ficp",
  ),
  // reg-assurance-emprunteur-lemoine
  asked(
    "fr",
    "mon client veut passer sur une assurance déléguée pour son prêt immo, la banque a combien de jours pour dire oui ou non ?",
    "reg-assurance-emprunteur-lemoine",
  ),
  asked(
    "fr",
    "plus de questionaire médical pour l'assurance de prêt : jusqu'à quel montant assuré et quel âge en fin de prêt ?",
    "reg-assurance-emprunteur-lemoine",
  ),
  asked(
    "en",
    "Which reform let borrowers swap their mortgage insurance every year on the anniversary date, Hamon or Bourquin?",
    "reg-assurance-emprunteur-lemoine",
  ),
  asked(
    "en",
    "Former cancer patient applying for a home loan: how many years after her treatment ended can she stop declaring it to the insurer?",
    "reg-assurance-emprunteur-lemoine",
  ),
  // reg-publicite-credit-mentions
  asked(
    "fr",
    "la phrase d'avertissement en bas des pubs de crédit conso a changé, on met quoi maintenant ?",
    "reg-publicite-credit-mentions",
  ),
  asked(
    "fr",
    "une bannière « prêt perso accordé en 24h chrono », on a le droit ?",
    "reg-publicite-credit-mentions",
  ),
  asked(
    "en",
    "We're doing a radio spot for car loans that quotes a rate. Which bits of the representative example can we skip?",
    "reg-publicite-credit-mentions",
  ),
  asked(
    "en",
    "What's the sign-off process before we launch a consumer loan ad campaign, and what do we keep on file?",
    "reg-publicite-credit-mentions",
  ),
  // reg-remboursement-anticipe-indemnites
  asked(
    "fr",
    "client qui solde son crédit conso deux ans avant l'échéance, je peux lui prendre combien de pénalités max ?",
    "reg-remboursement-anticipe-indemnites",
  ),
  asked(
    "fr",
    "en dessous de quel montant remboursé sur 12 mois on peut pas facturer d'indemnité au client qui rembourse en avance ?",
    "reg-remboursement-anticipe-indemnites",
  ),
  asked(
    "en",
    "After Lexitor, when someone pays off their loan ahead of time, which costs do we have to knock off?",
    "reg-remboursement-anticipe-indemnites",
  ),
  asked(
    "en",
    "Paying off a mortgage early vs a personal loan: what's the cap on the fee for the home loan?",
    "reg-remboursement-anticipe-indemnites",
  ),
  // reg-ccd2-transposition-calendrier
  asked(
    "fr",
    "CCD2 : un prêt signé en 2025 et toujours en cours en 2027, il bascule sur les nouvelles règles ?",
    "reg-ccd2-transposition-calendrier",
  ),
  asked(
    "fr",
    "le paiement en 3x sans frais et les mini-crédits de moins de 200 €, c'est couvert maintenant par la directive ?",
    "reg-ccd2-transposition-calendrier",
  ),
  asked(
    "en",
    "Which French ordinance transposed the second consumer credit directive, and when was it published?",
    "reg-ccd2-transposition-calendrier",
  ),
  asked(
    "en",
    "A retailer lets shoppers pay 30 days later, no interest, no bank involved. Does that now count as consumer credit?",
    "reg-ccd2-transposition-calendrier",
  ),
  // reg-credit-professionnels-leasing
  asked(
    "fr",
    "mon client a 3 salariés, un commercial lui a fait signer une location financière dans son atelier pour un photocopieur : il peut se rétracter ?",
    "reg-credit-professionnels-leasing",
  ),
  asked(
    "fr",
    "financement pour une entreprise : est-ce que le TEG doit quand même figurer sur le contrat ?",
    "reg-credit-professionnels-leasing",
  ),
  asked(
    "en",
    "Since 2023, where do we have to register a finance lease so we can assert ownership against the lessee's creditors?",
    "reg-credit-professionnels-leasing",
  ),
  asked(
    "en",
    "Small business owner is giving a personal guarentee on the company's lease. Anything we need to check on it?",
    "reg-credit-professionnels-leasing",
  ),
  // reg-dailly-delais-paiement
  asked(
    "fr",
    "qu'est-ce qu'on doit écrire sur l'acte pour céder nos factures de loyers pro à une banque ?",
    "reg-dailly-delais-paiement",
  ),
  asked(
    "fr",
    "on paie les fournisseurs de matériel à combien de jours max après la facture ?",
    "reg-dailly-delais-paiement",
  ),
  asked(
    "en",
    "Once the lessee has been told the receivable was assigned, can they still pay us instead of the bank?",
    "reg-dailly-delais-paiement",
  ),
  asked(
    "en",
    "Business customer pays late: what flat recovery fee can we add, and what's the default penalty interest rate?",
    "reg-dailly-delais-paiement",
  ),
  // reg-usure-fixation-categories
  asked("fr", "pourquoi le seuil d'usure changeait tous les mois en 2023 ?", "reg-usure-fixation-categories"),
  asked(
    "fr",
    "prêt perso de 4 500 €, je regarde quel plafond d'usure ? y a des tranches de montant ?",
    "reg-usure-fixation-categories",
  ),
  asked(
    "en",
    "How does the Banque de France come up with the usury ceiling, what's added on top of the average rate?",
    "reg-usure-fixation-categories",
  ),
  asked(
    "en",
    "What's the criminal exposure if we lend above the usury cap?",
    "reg-usure-fixation-categories",
  ),
  // reg-lcb-ft-vigilance-tracfin
  asked(
    "fr",
    "un ancien ministre a quitté son poste il y a 6 mois, il reste PPE ?",
    "reg-lcb-ft-vigilance-tracfin",
  ),
  asked(
    "fr",
    "on a fait une DS à Tracfin, je peux prévenir le client que c'est pour ça que son dossier bloque ?",
    "reg-lcb-ft-vigilance-tracfin",
  ),
  asked(
    "en",
    "What shareholding percentage makes someone a UBO when we onboard a company?",
    "reg-lcb-ft-vigilance-tracfin",
  ),
  asked(
    "en",
    "Tracfin has objected to a payout. For how long is it put on hold?",
    "reg-lcb-ft-vigilance-tracfin",
  ),
  // reg-sanctions-gel-avoirs
  asked(
    "fr",
    "un client LLD se retrouve sur la liste des gels, on peut quand même lui livrer sa voiture ?",
    "reg-sanctions-gel-avoirs",
  ),
  asked(
    "fr",
    "une boîte détenue à 60 % par une personne sanctionnée, on la considère comment ?",
    "reg-sanctions-gel-avoirs",
  ),
  asked(
    "en",
    "Screening flagged a genuine match on a lessee. What do we do and who gets told?",
    "reg-sanctions-gel-avoirs",
  ),
  asked(
    "en",
    "Do US OFAC sanctions matter for a French lessor if the rentals are paid in dollars?",
    "reg-sanctions-gel-avoirs",
  ),
  // reg-rgpd-credit-droits-conservation
  asked(
    "fr",
    "le client invoque le RGPD pour contester un refus décidé par l'algo de score, qu'est-ce qu'on doit faire ?",
    "reg-rgpd-credit-droits-conservation",
  ),
  asked(
    "fr",
    "les données des prospects qui n'ont jamais signé, on les garde combien de temps ?",
    "reg-rgpd-credit-droits-conservation",
  ),
  asked(
    "en",
    "What's the deadline to answer a subject access request, and can we get more time?",
    "reg-rgpd-credit-droits-conservation",
  ),
  asked(
    "en",
    "Do we need a DPIA for the credit scoring model, and when does it have to be refreshed?",
    "reg-rgpd-credit-droits-conservation",
  ),
  // reg-ratios-prudentiels-leasing
  asked(
    "fr",
    "le coussin contracyclique en France il est à combien en ce moment ?",
    "reg-ratios-prudentiels-leasing",
  ),
  asked(
    "fr",
    "à partir de quel pourcentage du Tier 1 une expo sur un client doit être déclarée en grand risque ?",
    "reg-ratios-prudentiels-leasing",
  ),
  asked(
    "en",
    "Under the standardised approach, what risk weight goes on the residual value of leased assets?",
    "reg-ratios-prudentiels-leasing",
  ),
  asked(
    "en",
    "Output floor: where does it start in 2025 and where does it end up?",
    "reg-ratios-prudentiels-leasing",
  ),
  // reg-eba-octroi-suivi-credits
  asked(
    "fr",
    "les orientations EBA sur l'octroi, elles s'appliquent aussi aux vieux prêts ? depuis quand ?",
    "reg-eba-octroi-suivi-credits",
  ),
  asked(
    "fr",
    "selon l'ABE, on doit repasser en revue les dossiers des clients entreprises tous les combien ?",
    "reg-eba-octroi-suivi-credits",
  ),
  asked(
    "en",
    "Per the EBA origination guidelines, who should value the equipment we finance when the deal is written?",
    "reg-eba-octroi-suivi-credits",
  ),
  asked(
    "en",
    "I need to run a gap analysis of a lessor against the 2020 EBA loan origination GL, what steps should I follow?",
    "reg-eba-octroi-suivi-credits",
  ),
  // reg-reclamations-mediation
  asked(
    "fr",
    "un client mécontent écrit au service client, on a combien de temps pour accuser réception et pour lui répondre sur le fond ?",
    "reg-reclamations-mediation",
  ),
  asked(
    "fr",
    "une PME à qui on a refusé un crédit-bail, elle peut faire appel à qui ?",
    "reg-reclamations-mediation",
  ),
  asked(
    "en",
    "After complaining, how long does a consumer have to take it to the ombudsman, and how fast does the ombudsman rule?",
    "reg-reclamations-mediation",
  ),
  asked(
    "en",
    "Customer grumbled over the phone and we couldn't sort it there and then. Do we have to log it? Should we ask them to put it in writing?",
    "reg-reclamations-mediation",
  ),
  // reg-secret-bancaire
  asked(
    "fr",
    "est-ce que le secret bancaire peut être opposé au fisc ou à un juge dans une affaire pénale ?",
    "reg-secret-bancaire",
  ),
  asked(
    "fr",
    "un collaborateur qui fait fuiter des infos clients, il risque quoi au pénal ?",
    "reg-secret-bancaire",
  ),
  asked(
    "en",
    "We're selling a book of lease contracts. Can we share customer data with the buyer during due diligence?",
    "reg-secret-bancaire",
  ),
  asked(
    "en",
    "Customer says it's fine for us to pass his details to his accountant. Is his say-so enough to lift banking confidentiality?",
    "reg-secret-bancaire",
  ),
  // reg-vente-distance-services-financiers
  asked(
    "fr",
    "souscription 100 % en ligne d'un service financier : on est obligé d'avoir un bouton pour se rétracter dans l'espace client ?",
    "reg-vente-distance-services-financiers",
  ),
  asked(
    "fr",
    "notre parcours web est entièrement géré par un chatbot, le client doit pouvoir parler à un vrai conseiller ?",
    "reg-vente-distance-services-financiers",
  ),
  asked(
    "en",
    "When did the new distance selling rules for financial services kick in in France?",
    "reg-vente-distance-services-financiers",
  ),
  asked(
    "en",
    "Marketing wants a 'last chance' countdown on the online sign-up page. Any issue with that?",
    "reg-vente-distance-services-financiers",
  ),
  // reg-sapin2-anticorruption
  asked(
    "fr",
    "Sapin 2 s'applique à partir de quelle taille d'entreprise ? effectif et CA ?",
    "reg-sapin2-anticorruption",
  ),
  asked(
    "fr",
    "l'AFA peut mettre combien d'amende à une société qui a pas son dispositif anticorruption ?",
    "reg-sapin2-anticorruption",
  ),
  asked(
    "en",
    "What are the eight things an anti-bribery compliance programme has to include?",
    "reg-sapin2-anticorruption",
  ),
  asked(
    "en",
    "Does our anti-corruption hotline need to be seperate from the one we set up under the Waserman whistleblower law?",
    "reg-sapin2-anticorruption",
  ),
  // reg-esg-sfdr-gar-leasing
  asked("fr", "une voiture essence financée en 2026, elle compte dans le GAR ?", "reg-esg-sfdr-gar-leasing"),
  asked("fr", "un loueur de matériel, il est soumis à SFDR ou pas ?", "reg-esg-sfdr-gar-leasing"),
  asked(
    "en",
    "What data should we capture on the cars we finance for green asset ratio reporting?",
    "reg-esg-sfdr-gar-leasing",
  ),
  asked("en", "Did the 2025 Omnibus package change how the GAR is calculated?", "reg-esg-sfdr-gar-leasing"),
  // reg-externalisation-controle-interne
  asked(
    "fr",
    "on passe notre progiciel de leasing en SaaS, faut prévenir l'ACPR ?",
    "reg-externalisation-controle-interne",
  ),
  asked(
    "fr",
    "quelles clauses mettre absolument dans le contrat avec un presta de recouvrement ?",
    "reg-externalisation-controle-interne",
  ),
  asked(
    "en",
    "How do I tell whether an outsourced activity is critical or important?",
    "reg-externalisation-controle-interne",
  ),
  asked(
    "en",
    "Since when does DORA apply to our third-party IT providers?",
    "reg-externalisation-controle-interne",
  ),
  // reg-iobsp-orias
  asked(
    "fr",
    "un concessionnaire qui nous ramène des dossiers de LOA contre commision, il doit être immatriculé quelque part ?",
    "reg-iobsp-orias",
  ),
  asked(
    "fr",
    "renouvellement ORIAS c'est à quelle période ? et si l'apporteur l'a pas fait ?",
    "reg-iobsp-orias",
  ),
  asked(
    "en",
    "Broker, tied agent, non-tied agent... what are the categories of banking intermediary?",
    "reg-iobsp-orias",
  ),
  asked(
    "en",
    "Since 2022 do credit brokers have to join an approved professional association?",
    "reg-iobsp-orias",
  ),
  // soft-animer-comite-pilotage
  asked(
    "fr",
    "mon COPIL est jeudi prochain, je dois envoyer le support combien de temps avant ?",
    "soft-animer-comite-pilotage",
  ),
  asked(
    "fr",
    "comment je découpe mon steerco d'une heure, combien de minutes pour chaque partie ?",
    "soft-animer-comite-pilotage",
  ),
  asked(
    "en",
    "How quickly should the decision log go out after the steering committee?",
    "soft-animer-comite-pilotage",
  ),
  asked(
    "en",
    "Our steerco just sits through status updates and never decides anything. What am I doing wrong?",
    "soft-animer-comite-pilotage",
  ),
  // soft-email-client-reponse
  asked(
    "fr",
    "mon client répond jamais à mes mails, comment je dois tourner ma demande pour qu'il réagisse ?",
    "soft-email-client-reponse",
  ),
  asked(
    "fr",
    "désaccord avec le client sur une règle de gestion : je lui envoie un mail ou je l'appelle ?",
    "soft-email-client-reponse",
  ),
  asked(
    "en",
    "What should I put in the subject line when I need the client's sign-off by Thursday?",
    "soft-email-client-reponse",
  ),
  asked("en", "Second chaser still got no answer, what's my next move?", "soft-email-client-reponse"),
  // soft-gerer-client-difficile
  asked(
    "fr",
    "le client m'a crié dessus en réunion à cause du retard, je réagis comment sur le moment ?",
    "soft-gerer-client-difficile",
  ),
  asked(
    "fr",
    "comment dire non à un client qui demande hier une livraison pour aujourd'hui, sans le braquer ?",
    "soft-gerer-client-difficile",
  ),
  asked(
    "en",
    "Client sent me a really aggressive email — should I reply right away?",
    "soft-gerer-client-difficile",
  ),
  asked(
    "en",
    "At what point is it fine to escalate a client who keeps asking for stuff outside the contract?",
    "soft-gerer-client-difficile",
  ),
  // soft-gestion-temps-consultant
  asked("fr", "un truc urgent mais pas important, je le traite quand ?", "soft-gestion-temps-consultant"),
  asked(
    "fr",
    "je suis sur deux missions en même temps, comment je répartis ma semaine ?",
    "soft-gestion-temps-consultant",
  ),
  asked(
    "en",
    "How much slack should I keep in my weekly plan for the unexpected?",
    "soft-gestion-temps-consultant",
  ),
  asked(
    "en",
    "pomodorro technique: how long are the sessions and when does it actually help?",
    "soft-gestion-temps-consultant",
  ),
  // soft-demo-logiciel
  asked(
    "fr",
    "démo devant le comité, on me demande une fonction qui existe pas dans le progiciel, je réponds quoi ?",
    "soft-demo-logiciel",
  ),
  asked("fr", "si l'appli plante en pleine démo, c'est quoi le plan B ?", "soft-demo-logiciel"),
  asked(
    "en",
    "Building the script for a leasing software demo — should I walk through every menu?",
    "soft-demo-logiciel",
  ),
  asked("en", "Anything I'm supposed to send the prospect once the demo is over?", "soft-demo-logiciel"),
  // soft-atelier-distance
  asked("fr", "atelier en visio : on peut être combien max à participer vraiment ?", "soft-atelier-distance"),
  asked(
    "fr",
    "qui prend les notes pendant un atelier sur Teams ? on se répartit les rôles comment ?",
    "soft-atelier-distance",
  ),
  asked(
    "en",
    "Remote workshop: how long can a session reasonably run, and when do we take a break?",
    "soft-atelier-distance",
  ),
  asked(
    "en",
    "Some people never say a word on video calls. How do I get them involved?",
    "soft-atelier-distance",
  ),
  // soft-storytelling-donnees
  asked(
    "fr",
    "pour montrer la répartition du portefeuille par produit, camembert ou autre chose ?",
    "soft-storytelling-donnees",
  ),
  asked("fr", "quel titre mettre sur mes graphiques pour le comité ?", "soft-storytelling-donnees"),
  asked(
    "en",
    "I've got 412 open UAT defects to present, how do I show that without a massive table?",
    "soft-storytelling-donnees",
  ),
  asked(
    "en",
    "Is it OK to start the bar chart axis above zero so the gap looks bigger?",
    "soft-storytelling-donnees",
  ),
  // soft-integration-equipe-client
  asked(
    "fr",
    "je démarre une nouvelle mission lundi, je prépare quoi avant d'arriver ?",
    "soft-integration-equipe-client",
  ),
  asked(
    "fr",
    "les deux premières semaines chez un nouveau client, je fais quoi concrètement ?",
    "soft-integration-equipe-client",
  ),
  asked(
    "en",
    "What's a good quick-win deliverable for my first month on a new engagement?",
    "soft-integration-equipe-client",
  ),
  asked(
    "en",
    "Can you give me a 30/60/90-day plan for a new client placement?",
    "soft-integration-equipe-client",
  ),
  // projet-exigences-user-stories-leasing
  asked(
    "fr",
    "comment on écrit un critère d'acceptance pour une story sur la résiliation anticipée ?",
    "projet-exigences-user-stories-leasing",
  ),
  asked(
    "fr",
    "MoSCoW pour prioriser le backlog, ça veut dire quoi chaque lettre ?",
    "projet-exigences-user-stories-leasing",
  ),
  asked(
    "en",
    "What does INVEST stand for when writing backlog items?",
    "projet-exigences-user-stories-leasing",
  ),
  asked(
    "en",
    "Where do things like batch run time and response times go if they don't fit in a story?",
    "projet-exigences-user-stories-leasing",
  ),
  // projet-reconciliation-migration
  asked(
    "fr",
    "pour valider la reprise de données, comparer l'ancien et le nouveau système ça suffit ?",
    "projet-reconciliation-migration",
  ),
  asked("fr", "c'est qui qui signe le PV de la migration ?", "projet-reconciliation-migration"),
  asked(
    "en",
    "What tolerence should we allow on contract amounts when checking migrated leases?",
    "projet-reconciliation-migration",
  ),
  asked(
    "en",
    "Which lease figures should we compare contract by contract after the data load?",
    "projet-reconciliation-migration",
  ),
  // projet-repetition-bascule
  asked("fr", "combien de répets générales faut prévoir avant le go-live ?", "projet-repetition-bascule"),
  asked(
    "fr",
    "le rollback, on doit vraiment le tester pendant les répétitions ?",
    "projet-repetition-bascule",
  ),
  asked("en", "What should we time and track during a cutover dry run?", "projet-repetition-bascule"),
  asked("en", "What criteria tell us the go-live plan is good to go?", "projet-repetition-bascule"),
  // projet-hypercare
  asked(
    "fr",
    "la période de support renforcé après la mise en prod, elle doit durer combien de temps ?",
    "projet-hypercare",
  ),
  asked("fr", "après le démarrage, quels premiers traitements faut surveiller de près ?", "projet-hypercare"),
  asked("en", "When can we wrap up hypercare and hand over to BAU support?", "projet-hypercare"),
  asked("en", "How do we grade incident severity in the first weeks after go-live?", "projet-hypercare"),
  // projet-demandes-changement
  asked(
    "fr",
    "un bug trouvé en recette, on doit passer par une demande de changement ?",
    "projet-demandes-changement",
  ),
  asked("fr", "qui valide un changement qui décale la date de démarrage ?", "projet-demandes-changement"),
  asked("en", "What info should a change request form contain?", "projet-demandes-changement"),
  asked(
    "en",
    "Client keeps throwing in extra scope during meetings. How do I handle it without just saying yes?",
    "projet-demandes-changement",
  ),
  // projet-pilotage-fournisseurs-sla
  asked(
    "fr",
    "l'éditeur propose de s'engager « au mieux » sur les délais de résolution, on accepte ?",
    "projet-pilotage-fournisseurs-sla",
  ),
  asked(
    "fr",
    "les pénalités contre l'intégrateur, ça sert vraiment ? vous conseillez quoi ?",
    "projet-pilotage-fournisseurs-sla",
  ),
  asked(
    "en",
    "How often should we meet the vendor at operational, tactical and strategic level?",
    "projet-pilotage-fournisseurs-sla",
  ),
  asked("en", "What belongs in the monthly vendor performance pack?", "projet-pilotage-fournisseurs-sla"),
  // projet-donnees-test-anonymisation
  asked(
    "fr",
    "des données pseudonymisées en recette, le RGPD s'applique encore ?",
    "projet-donnees-test-anonymisation",
  ),
  asked(
    "fr",
    "comment garder des échéanciers cohérents quand on trafique les dates dans les jeux de test ?",
    "projet-donnees-test-anonymisation",
  ),
  asked(
    "en",
    "For load testing we need real volumes. Can we just copy production over?",
    "projet-donnees-test-anonymisation",
  ),
  asked(
    "en",
    "Where do personal details usually slip through when we scrub a test copy?",
    "projet-donnees-test-anonymisation",
  ),
  // projet-indicateurs-reporting
  asked("fr", "SPI et CPI c'est quoi, comment je les calcule ?", "projet-indicateurs-reporting"),
  asked("fr", "un projet « pastèque », ça veut dire quoi ?", "projet-indicateurs-reporting"),
  asked(
    "en",
    "How should we define red/amber/green so it's not just gut feel?",
    "projet-indicateurs-reporting",
  ),
  asked(
    "en",
    "What sections should my weekly status report to the client have?",
    "projet-indicateurs-reporting",
  ),
];
