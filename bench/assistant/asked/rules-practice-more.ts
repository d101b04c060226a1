import { type AskedQuestion, asked } from "../types";

/** More questions consultants ask about rules and practice of credit and leasing, four per article of `rules-practice.ts`, each on a part of the article the first four do not ask about. */
export const askedRulesPracticeMore: AskedQuestion[] = [
  // reg-information-precontractuelle-fipen
  asked(
    "fr",
    "l'offre de prêt conso une fois remise, on est obligé de la tenir combien de jours pour le client ?",
    "reg-information-precontractuelle-fipen",
  ),
  asked(
    "fr",
    "à part donner la fiche, qu'est-ce que je dois expliquer au client avant un crédit renouvelable ? faut parler de ce qui se passe s'il paie pas ?",
    "reg-information-precontractuelle-fipen",
  ),
  asked(
    "en",
    "With the CCD2 rules from November 2026, what has to sit right at the top of the SECCI?",
    "reg-information-precontractuelle-fipen",
  ),
  asked(
    "en",
    "Our system adds a mandatory fee after the info sheet was already printed. Is that a problem, do we need to rerun the APR?",
    "reg-information-precontractuelle-fipen",
  ),
  // reg-delai-retractation-credit
  asked(
    "fr",
    "si on a oublié d'informer le client de son droit de rétractation, le délai se termine quand ?",
    "reg-delai-retractation-credit",
  ),
  asked(
    "fr",
    "le mandat de prélèvement sur un crédit conso, il peut démarrer dès la signature ou faut attendre ?",
    "reg-delai-retractation-credit",
  ),
  asked(
    "en",
    "Customer backs out of a point-of-sale car loan. Does the purchase from the dealer fall away as well?",
    "reg-delai-retractation-credit",
  ),
  asked(
    "en",
    "What checks should we configure in the loan admin system around the cooling-off period?",
    "reg-delai-retractation-credit",
  ),
  // reg-solvabilite-ficp
  asked(
    "fr",
    "crédit avec des échéances trimestrielles : au bout de combien de temps d'impayé on peut inscrire le client au FICP ?",
    "reg-solvabilite-ficp",
  ),
  asked(
    "fr",
    "un client sous plan de surendettement, il reste combien de temps dans le fichier Banque de France ?",
    "reg-solvabilite-ficp",
  ),
  asked(
    "en",
    "What do we have to keep as evidence that we actually ran the FICP check?",
    "reg-solvabilite-ficp",
  ),
  asked(
    "en",
    "Our scoring engine auto-declines applicants. Can the customer ask a real person to look at the file again?",
    "reg-solvabilite-ficp",
  ),
  // reg-assurance-emprunteur-lemoine
  asked(
    "fr",
    "la résiliation à tout moment de l'assurance de prêt, ça marche aussi pour les prêts signés avant 2022 ? depuis quelle date ?",
    "reg-assurance-emprunteur-lemoine",
  ),
  asked(
    "fr",
    "la banque accepte l'assurance déléguée de mon client : elle peut lui facturer l'avenant ou remonter son taux ?",
    "reg-assurance-emprunteur-lemoine",
  ),
  asked(
    "en",
    "On a consumer loan where the lender insists on borrower insurance, does the premium have to go into the APR?",
    "reg-assurance-emprunteur-lemoine",
  ),
  asked(
    "en",
    "When handling an insurance switch, are we allowed to keep the borrower's health questionnaire in our lending system?",
    "reg-assurance-emprunteur-lemoine",
  ),
  // reg-publicite-credit-mentions
  asked(
    "fr",
    "qui met les amendes quand une pub de crédit conso est pas conforme, c'est l'ACPR ?",
    "reg-publicite-credit-mentions",
  ),
  asked(
    "fr",
    "bannière sur mobile, l'écran est trop petit pour tout l'exemple représentatif : on peut mettre une partie derrière un clic ?",
    "reg-publicite-credit-mentions",
  ),
  asked(
    "en",
    "Our ad just says 'loans from 2.9%'. Does that alone mean we need the whole representative example?",
    "reg-publicite-credit-mentions",
  ),
  asked(
    "en",
    "Ad for a loan where the insurance is compulsory: do we have to say so in the ad?",
    "reg-publicite-credit-mentions",
  ),
  // reg-remboursement-anticipe-indemnites
  asked(
    "fr",
    "le client rembourse en anticipé pendant une période où son taux est variable, on peut lui compter une indemnité ?",
    "reg-remboursement-anticipe-indemnites",
  ),
  asked(
    "fr",
    "fin anticipée d'une LOA, on applique le plafond de 1 % comme pour un crédit conso ?",
    "reg-remboursement-anticipe-indemnites",
  ),
  asked(
    "en",
    "What are the steps to put together an early settlement quote on a consumer loan?",
    "reg-remboursement-anticipe-indemnites",
  ),
  asked(
    "en",
    "Borrower's loan got paid off early by the insurer after a claim. Can we still charge an early repayment fee?",
    "reg-remboursement-anticipe-indemnites",
  ),
  // reg-ccd2-transposition-calendrier
  asked(
    "fr",
    "les États avaient jusqu'à quelle date pour transposer la CCD2 ?",
    "reg-ccd2-transposition-calendrier",
  ),
  asked(
    "fr",
    "un prêt perso de 85 000 €, avec la nouvelle directive ça rentre dans le crédit conso ?",
    "reg-ccd2-transposition-calendrier",
  ),
  asked(
    "en",
    "What did the corrective ordinance of December 2025 change for CCD2?",
    "reg-ccd2-transposition-calendrier",
  ),
  asked(
    "en",
    "Can you give me a CCD2 compliance checklist for our loan software project?",
    "reg-ccd2-transposition-calendrier",
  ),
  // reg-credit-professionnels-leasing
  asked(
    "fr",
    "un prêt à une SARL pour son activité, on doit respecter le taux d'usure ?",
    "reg-credit-professionnels-leasing",
  ),
  asked(
    "fr",
    "crédit-bail pour un artisan, faut consulter le FICP avant d'accorder ?",
    "reg-credit-professionnels-leasing",
  ),
  asked(
    "en",
    "Do we owe any duty to warn a small business borrower who clearly isn't financially savvy?",
    "reg-credit-professionnels-leasing",
  ),
  asked(
    "en",
    "At onboarding, what should we keep on file to show the financing is for business use?",
    "reg-credit-professionnels-leasing",
  ),
  // reg-dailly-delais-paiement
  asked(
    "fr",
    "pour céder nos créances en Dailly, le cessionnaire doit être quel type d'établissement ?",
    "reg-dailly-delais-paiement",
  ),
  asked(
    "fr",
    "si le locataire accepte la cession Dailly au lieu d'être juste notifié, ça change quoi pour lui ?",
    "reg-dailly-delais-paiement",
  ),
  asked("en", "What payment term applies to B2B vehicle rental invoices?", "reg-dailly-delais-paiement"),
  asked(
    "en",
    "How many days can a vehicle rental invoice to a business be left unpaid at most?",
    "reg-dailly-delais-paiement",
  ),
  // reg-usure-fixation-categories
  asked(
    "fr",
    "les nouveaux seuils d'usure sont publiés où, et ils s'appliquent à partir de quel jour ?",
    "reg-usure-fixation-categories",
  ),
  asked(
    "fr",
    "pour un prêt immo à taux fixe sur 25 ans, y a une catégorie d'usure spécifique ?",
    "reg-usure-fixation-categories",
  ),
  asked(
    "en",
    "If a loan turns out to be above the usury rate, what happens to the extra interest the customer already paid?",
    "reg-usure-fixation-categories",
  ),
  asked(
    "en",
    "Can I just hardcode the usury threshold in the pricing tool, or how should we load it?",
    "reg-usure-fixation-categories",
  ),
  // reg-lcb-ft-vigilance-tracfin
  asked(
    "fr",
    "les pièces d'identité d'un client parti depuis 2 ans, on doit les garder jusqu'à quand ?",
    "reg-lcb-ft-vigilance-tracfin",
  ),
  asked(
    "fr",
    "on fait la déclaration de soupçon par quel canal ? et avant ou après avoir exécuté l'opération ?",
    "reg-lcb-ft-vigilance-tracfin",
  ),
  asked(
    "en",
    "When are we allowed to apply simplified due diligence to a customer?",
    "reg-lcb-ft-vigilance-tracfin",
  ),
  asked("en", "When does the EU AML regulation (AMLR) start applying?", "reg-lcb-ft-vigilance-tracfin"),
  // reg-sanctions-gel-avoirs
  asked(
    "fr",
    "pour le filtrage sanctions sur un dossier de leasing, on passe qui au crible à part le locataire ?",
    "reg-sanctions-gel-avoirs",
  ),
  asked(
    "fr",
    "elle est où la liste officielle des personnes dont les avoirs sont gelés en France ?",
    "reg-sanctions-gel-avoirs",
  ),
  asked(
    "en",
    "Can we rate a listed customer as low risk and just do lighter checks?",
    "reg-sanctions-gel-avoirs",
  ),
  asked(
    "en",
    "At lease end we want to sell the used machine to a buyer abroad. Any sanctions angle to check?",
    "reg-sanctions-gel-avoirs",
  ),
  // reg-rgpd-credit-droits-conservation
  asked(
    "fr",
    "les pièces comptables d'un dossier de crédit, on les garde combien d'années ?",
    "reg-rgpd-credit-droits-conservation",
  ),
  asked(
    "fr",
    "pour l'outil anti-fraude, on s'appuie sur quelle base légale RGPD ?",
    "reg-rgpd-credit-droits-conservation",
  ),
  asked(
    "en",
    "Former customer wants all his data deleted, his loan ended last year. Do we have to wipe everything?",
    "reg-rgpd-credit-droits-conservation",
  ),
  asked(
    "en",
    "What's the maximum GDPR fine for the most serious breaches?",
    "reg-rgpd-credit-droits-conservation",
  ),
  // reg-ratios-prudentiels-leasing
  asked("fr", "le ratio de levier minimum à respecter, c'est combien ?", "reg-ratios-prudentiels-leasing"),
  asked(
    "fr",
    "CET1 minimum et coussin de conservation, on est à quels pourcentages ?",
    "reg-ratios-prudentiels-leasing",
  ),
  asked(
    "en",
    "What's the hard cap on exposure to a single client or group of connected clients?",
    "reg-ratios-prudentiels-leasing",
  ),
  asked(
    "en",
    "Are French financing companies (the non-bank lenders) under CRR directly, or under some other prudential regime?",
    "reg-ratios-prudentiels-leasing",
  ),
  // reg-eba-octroi-suivi-credits
  asked(
    "fr",
    "dans les orientations de l'ABE, c'est quelle section qui parle de la tarification ?",
    "reg-eba-octroi-suivi-credits",
  ),
  asked(
    "fr",
    "les GL de l'ABE demandent de tenir compte des risques ESG en leasing auto ? genre les voitures thermiques qui se dévalorisent ?",
    "reg-eba-octroi-suivi-credits",
  ),
  asked(
    "en",
    "Can we revalue leased equipment with statistical models during the contract under the EBA guidelines?",
    "reg-eba-octroi-suivi-credits",
  ),
  asked(
    "en",
    "Is there a list somewhere in the EBA origination GL of the data to collect for creditworthiness? I'm writing specs for our origination tool",
    "reg-eba-octroi-suivi-credits",
  ),
  // reg-reclamations-mediation
  asked(
    "fr",
    "un prospect à qui on a refusé le crédit se plaint, ça compte comme une réclamation alors qu'il est pas client ?",
    "reg-reclamations-mediation",
  ),
  asked(
    "fr",
    "réclamation sur un service de paiement, on a le même délai de réponse ?",
    "reg-reclamations-mediation",
  ),
  asked(
    "en",
    "When we turn a complaint down, even partly, what has our answer got to include?",
    "reg-reclamations-mediation",
  ),
  asked("en", "Is the customer bound by what the ombudsman recomends?", "reg-reclamations-mediation"),
  // reg-secret-bancaire
  asked("fr", "moi consultant externe, je suis tenu au secret bancaire aussi ?", "reg-secret-bancaire"),
  asked(
    "fr",
    "on a le droit de transmettre des infos clients à une agence de notaiton ?",
    "reg-secret-bancaire",
  ),
  asked(
    "en",
    "Can I put a few real customer files in my demo slides for the steering committee?",
    "reg-secret-bancaire",
  ),
  asked(
    "en",
    "We want to share customer data with a sister company to design a joint contract. Is that allowed under banking secrecy?",
    "reg-secret-bancaire",
  ),
  // reg-vente-distance-services-financiers
  asked(
    "fr",
    "service financier vendu à distance : le client a combien de jours pour se rétracter ?",
    "reg-vente-distance-services-financiers",
  ),
  asked(
    "fr",
    "un crédit conso souscrit en ligne, c'est les règles de la vente à distance ou celles du crédit conso qui s'appliquent ?",
    "reg-vente-distance-services-financiers",
  ),
  asked(
    "en",
    "Our online pricing gets tweaked per customer by an algorithm. Do we have to tell them before they sign?",
    "reg-vente-distance-services-financiers",
  ),
  asked(
    "en",
    "Which old directive did the 2023 distance marketing reform repeal, and where did the rules end up?",
    "reg-vente-distance-services-financiers",
  ),
  // reg-sapin2-anticorruption
  asked(
    "fr",
    "dans le leasing, c'est quoi les risques de corruption typiques à mettre dans la cartographie ?",
    "reg-sapin2-anticorruption",
  ),
  asked("fr", "une CJIP pour corruption, l'amende peut aller jusqu'à combien ?", "reg-sapin2-anticorruption"),
  asked(
    "en",
    "Who is personally on the hook for rolling out the anti-bribery programme?",
    "reg-sapin2-anticorruption",
  ),
  asked(
    "en",
    "As a consultant on a lessor's system project, what can I do concretely to help with Sapin II?",
    "reg-sapin2-anticorruption",
  ),
  // reg-esg-sfdr-gar-leasing
  asked("fr", "le GAR complet, les banques le publient depuis quand ?", "reg-esg-sfdr-gar-leasing"),
  asked("fr", "la SFDR, elle s'applique à un bailleur ou pas ?", "reg-esg-sfdr-gar-leasing"),
  asked(
    "en",
    "How do we decide whether a lease to a corporate counts as taxonomy-aligned?",
    "reg-esg-sfdr-gar-leasing",
  ),
  asked(
    "en",
    "Is there an EBA guideline on managing ESG risks, and when did it come out?",
    "reg-esg-sfdr-gar-leasing",
  ),
  // reg-externalisation-controle-interne
  asked(
    "fr",
    "si on confie la gestion des contrats à un prestataire, c'est lui qui devient responsable en cas de problème ?",
    "reg-externalisation-controle-interne",
  ),
  asked(
    "fr",
    "une fois le contrat d'externalisation signé, on doit tenir quel registre ?",
    "reg-externalisation-controle-interne",
  ),
  asked(
    "en",
    "What due diligence should we run on a provider before outsourcing to them?",
    "reg-externalisation-controle-interne",
  ),
  asked(
    "en",
    "Which article of the 3 November 2014 order defines outsourced activities?",
    "reg-externalisation-controle-interne",
  ),
  // reg-iobsp-orias
  asked(
    "fr",
    "un apporteur qui encaisse des fonds des clients, il lui faut quoi en plus de l'assurance RC pro ?",
    "reg-iobsp-orias",
  ),
  asked(
    "fr",
    "sur nos apporteurs, on doit garder quoi comme info ORIAS dans le progiciel ?",
    "reg-iobsp-orias",
  ),
  asked(
    "en",
    "If one of our dealer introducers mis-sells to a customer, can the lender be held liable?",
    "reg-iobsp-orias",
  ),
  asked(
    "en",
    "What legally makes someone a banking intermediary, do they have to be paid for it?",
    "reg-iobsp-orias",
  ),
  // soft-animer-comite-pilotage
  asked(
    "fr",
    "comment je formule les décisions que je veux faire valider en copil ?",
    "soft-animer-comite-pilotage",
  ),
  asked(
    "fr",
    "copil et comité projet, ils se réunissent à quelle fréquence chacun ?",
    "soft-animer-comite-pilotage",
  ),
  asked(
    "en",
    "Should I meet the key sponsors one-on-one before the steering committee?",
    "soft-animer-comite-pilotage",
  ),
  asked(
    "en",
    "Steerco is running late and we might not get through the agenda. What do I cover first?",
    "soft-animer-comite-pilotage",
  ),
  // soft-email-client-reponse
  asked(
    "fr",
    "j'ai trois sujets différents à faire valider par le client, je fais un seul mail ?",
    "soft-email-client-reponse",
  ),
  asked(
    "fr",
    "je peux demander au client de valider une règle de gestion par message sur Teams ?",
    "soft-email-client-reponse",
  ),
  asked(
    "en",
    "After a call where we agreed on something, should I follow up in writing?",
    "soft-email-client-reponse",
  ),
  asked("en", "Quick checklist before I hit send on an email to the client?", "soft-email-client-reponse"),
  // soft-gerer-client-difficile
  asked(
    "fr",
    "le client est furieux mais je sais pas si c'est le retard ou notre communication qui le gêne, comment démêler ?",
    "soft-gerer-client-difficile",
  ),
  asked(
    "fr",
    "une fois l'incident réglé, comment je regagne la confiance du client ?",
    "soft-gerer-client-difficile",
  ),
  asked(
    "en",
    "What shouldn't I say to an upset client when there's a bug in production?",
    "soft-gerer-client-difficile",
  ),
  asked(
    "en",
    "Why do some clients come across as so difficult, and what should I deal with first?",
    "soft-gerer-client-difficile",
  ),
  // soft-gestion-temps-consultant
  asked(
    "fr",
    "c'est quoi la bonne durée pour un créneau de travail concentré, et plutôt à quel moment de la journée ?",
    "soft-gestion-temps-consultant",
  ),
  asked(
    "fr",
    "je regarde mes mails en continu toute la journée, c'est un problème ? je devrais les traiter combien de fois ?",
    "soft-gestion-temps-consultant",
  ),
  asked(
    "en",
    "Someone dumps a new request on me mid-week. How do I say not now without sounding difficult?",
    "soft-gestion-temps-consultant",
  ),
  asked(
    "en",
    "How can I figure out where my hours actually went each week?",
    "soft-gestion-temps-consultant",
  ),
  // soft-demo-logiciel
  asked("fr", "pour la démo du progiciel de leasing, je prends quelles données ?", "soft-demo-logiciel"),
  asked("fr", "en pleine démo quelqu'un pose une question hors sujet, je fais quoi ?", "soft-demo-logiciel"),
  asked(
    "en",
    "Is there a simple way to present each part of a software demo so people follow?",
    "soft-demo-logiciel",
  ),
  asked("en", "Do I really need to rehearse the demo on the same laptop and network?", "soft-demo-logiciel"),
  // soft-atelier-distance
  asked("fr", "je dois envoyer quoi aux participants avant un atelier en visio ?", "soft-atelier-distance"),
  asked("fr", "le compte rendu d'un atelier à distance, je l'envoie quand ?", "soft-atelier-distance"),
  asked(
    "en",
    "What tools do I need for a remote workshop, and is there anything to check with the client's IT?",
    "soft-atelier-distance",
  ),
  asked(
    "en",
    "When is it worth splitting people into breakout rooms, and how many per room?",
    "soft-atelier-distance",
  ),
  // soft-storytelling-donnees
  asked(
    "fr",
    "avant de faire mes graphes pour le comité, je commence par quoi ?",
    "soft-storytelling-donnees",
  ),
  asked(
    "fr",
    "comment j'enchaîne mes chiffres dans la présentation pour arriver à une reco ?",
    "soft-storytelling-donnees",
  ),
  asked(
    "en",
    "Best chart type to show how arrears moved over the last 12 months?",
    "soft-storytelling-donnees",
  ),
  asked(
    "en",
    "How do I make the one series that matters stand out in a busy chart?",
    "soft-storytelling-donnees",
  ),
  // soft-integration-equipe-client
  asked(
    "fr",
    "en début de mission, je peux leur expliquer comment on faisait chez un autre client ?",
    "soft-integration-equipe-client",
  ),
  asked(
    "fr",
    "au bout d'un mois chez le client, je fais un point avec qui ?",
    "soft-integration-equipe-client",
  ),
  asked(
    "en",
    "What habits help a new consultant earn credibility with the client's team?",
    "soft-integration-equipe-client",
  ),
  asked(
    "en",
    "The previous consultant made a choice I think is wrong. Should I say so straight away?",
    "soft-integration-equipe-client",
  ),
  // projet-exigences-user-stories-leasing
  asked(
    "fr",
    "c'est quoi la forme type d'une user story, tu peux me donner un exemple ?",
    "projet-exigences-user-stories-leasing",
  ),
  asked(
    "fr",
    "quels cas on oublie souvent quand on rédige les specs d'un progiciel de leasing ?",
    "projet-exigences-user-stories-leasing",
  ),
  asked("en", "How do we tie each requirement to its test cases?", "projet-exigences-user-stories-leasing"),
  asked(
    "en",
    "Who should sign off a user story before the integrator builds or configures it?",
    "projet-exigences-user-stories-leasing",
  ),
  // projet-reconciliation-migration
  asked(
    "fr",
    "les contrôles de volumétrie sur la reprise, on compte quoi exactement ?",
    "projet-reconciliation-migration",
  ),
  asked(
    "fr",
    "on a un écart sur la reprise de données, on le classe comment ?",
    "projet-reconciliation-migration",
  ),
  asked(
    "en",
    "Which numbers should we track across mock migrations to see whether we're converging?",
    "projet-reconciliation-migration",
  ),
  asked(
    "en",
    "Besides comparing fields, should we simulate anything on the migrated contracts?",
    "projet-reconciliation-migration",
  ),
  // projet-repetition-bascule
  asked(
    "fr",
    "répétition technique, générale, finale : c'est quoi la différence ?",
    "projet-repetition-bascule",
  ),
  asked("fr", "après une répèt de bascule, on fait quoi dans les 48h ?", "projet-repetition-bascule"),
  asked(
    "en",
    "What kind of enviroment and data do we need for a cutover rehearsal?",
    "projet-repetition-bascule",
  ),
  asked("en", "Our dress rehearsal blew way past the cutover window. What now?", "projet-repetition-bascule"),
  // projet-hypercare
  asked("fr", "pendant l'hypercare, qui tranche les priorités ?", "projet-hypercare"),
  asked("fr", "c'est quoi les rituels au quotidien pendant l'hypercare ?", "projet-hypercare"),
  asked("en", "Which KPIs should we track during hypercare?", "projet-hypercare"),
  asked(
    "en",
    "How do users raise problems during hypercare, do they just email whoever they know?",
    "projet-hypercare",
  ),
  // projet-demandes-changement
  asked(
    "fr",
    "une demande de changement acceptée qui touche le contrat avec l'intégrateur, faut faire un avenant ?",
    "projet-demandes-changement",
  ),
  asked(
    "fr",
    "comment je suis le total des changements acceptés par rapport à l'enveloppe prévue ?",
    "projet-demandes-changement",
  ),
  asked("en", "What should go into the impact analysis of a change request?", "projet-demandes-changement"),
  asked("en", "What do we do with the change requests that got rejected?", "projet-demandes-changement"),
  // projet-pilotage-fournisseurs-sla
  asked(
    "fr",
    "quels niveaux de service je mets dans le contrat avec l'éditeur du progiciel ?",
    "projet-pilotage-fournisseurs-sla",
  ),
  asked(
    "fr",
    "pour escalader un problème avec l'intégrateur, je m'y prends comment ?",
    "projet-pilotage-fournisseurs-sla",
  ),
  asked("en", "Can we just rely on the vendor's own SLA reports?", "projet-pilotage-fournisseurs-sla"),
  asked(
    "en",
    "When should we start thinking about reversibility with our hosting provider?",
    "projet-pilotage-fournisseurs-sla",
  ),
  // projet-donnees-test-anonymisation
  asked(
    "fr",
    "pour les noms et les IBAN dans la base de recette, on les remplace par quoi ?",
    "projet-donnees-test-anonymisation",
  ),
  asked(
    "fr",
    "qui doit valider la procédure d'anonymisation des jeux de test ?",
    "projet-donnees-test-anonymisation",
  ),
  asked(
    "en",
    "Should we copy the whole lease portfolio into the test environment or just part of it?",
    "projet-donnees-test-anonymisation",
  ),
  asked(
    "en",
    "What happens to the test datasets once the project is over?",
    "projet-donnees-test-anonymisation",
  ),
  // projet-indicateurs-reporting
  asked(
    "fr",
    "côté budget, quels chiffres je dois remonter dans le reporting projet ?",
    "projet-indicateurs-reporting",
  ),
  asked("fr", "mon tableau de bord projet a 25 indicateurs, c'est trop ?", "projet-indicateurs-reporting"),
  asked(
    "en",
    "How can I cut the time I spend putting together the weekly status report?",
    "projet-indicateurs-reporting",
  ),
  asked("en", "For earned value to work, what do our work packages need?", "projet-indicateurs-reporting"),
];
