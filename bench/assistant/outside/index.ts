import { abstain, type ExamQuestion } from "../types";

/**
 * Questions outside the domain only, of the kind an employee types into the company's assistant:
 * their own job, savings, taxes, home and car, consumer disputes, economic history, other trades;
 * many share a word with finance, credit, leasing or insurance ("congés payés", "price of gold per
 * ounce", "garantie décennale", "Vol retardé de 5 heures"). Each must be declined.
 *
 * The first 30 were written together with the everyday subjects that decline them (`EVERYDAY` in
 * `server/plugins/ai/retrieval.ts`): 11 were answered before. The other 60 were written on
 * 29 November 2026 by someone who had read neither those rules nor the knowledge, sat once (13
 * answered before the new subjects, 9 with those written for the first 30), then read, and more
 * subjects written from them (2 answered). Neither part measures unseen questions any more: they
 * keep what was fixed fixed. Sat by `sit.ts outside` and `sit-every.ts`.
 */
export const outsideQuestions: ExamQuestion[] = [
  // ── Written with the rules that decline them (29 November 2026) ──
  abstain(
    "fr-out-combien-jours-conges-payes",
    "fr",
    "Combien de jours de congés payés ai-je droit après un an dans mon entreprise ?",
  ),
  abstain("fr-out-quel-plafond-livret-2026", "fr", "Quel est le plafond du Livret A en 2026 ?"),
  abstain(
    "fr-out-comment-declarer-revenus-fonciers",
    "fr",
    "Comment déclarer mes revenus fonciers sur ma déclaration d'impôts ?",
  ),
  abstain(
    "fr-out-banque-facture-frais-tenue",
    "fr",
    "Ma banque me facture des frais de tenue de compte, est-ce légal ?",
  ),
  abstain(
    "fr-out-peux-payer-courses-sans",
    "fr",
    "Je peux payer mes courses en CB sans contact jusqu'à combien ?",
  ),
  abstain(
    "fr-out-quelle-assurance-habitation-choisir",
    "fr",
    "Quelle assurance habitation choisir pour un appartement en location ?",
  ),
  abstain(
    "fr-out-comment-ouvrir-quels-sont",
    "fr",
    "Comment ouvrir un PEA et quels sont les plafonds de versement ?",
  ),
  abstain("fr-out-bitcoin-remonter-cette-annee", "fr", "Le bitcoin va-t-il remonter cette année ?"),
  abstain(
    "fr-out-quel-meilleur-moment-pour",
    "fr",
    "Quel est le meilleur moment pour renégocier le prix de ma voiture d'occasion chez un particulier ?",
  ),
  abstain(
    "fr-out-combien-coute-controle-technique",
    "fr",
    "Combien coûte un contrôle technique pour une voiture essence ?",
  ),
  abstain(
    "fr-out-comment-contester-amende-stationnement",
    "fr",
    "Comment contester une amende de stationnement reçue par courrier ?",
  ),
  abstain(
    "fr-out-quelle-duree-periode-essai",
    "fr",
    "Quelle est la durée de la période d'essai d'un CDI de cadre ?",
  ),
  abstain(
    "fr-out-comment-calculer-indemnites-rupture",
    "fr",
    "Comment calculer mes indemnités de rupture conventionnelle ?",
  ),
  abstain(
    "fr-out-proprietaire-peut-augmenter-loyer",
    "fr",
    "Mon propriétaire peut-il augmenter mon loyer en cours de bail d'habitation ?",
  ),
  abstain("en-out-what-current-price-gold", "en", "What is the current price of gold per ounce?"),
  abstain("en-out-file-return-from-abroad", "en", "How do I file my US tax return from abroad?"),
  abstain("en-out-which-index-fund-lowest", "en", "Which index fund has the lowest fees for a beginner?"),
  abstain("en-out-many-days-annual-leave", "en", "How many days of annual leave do I get in the UK?"),
  abstain(
    "en-out-landlord-keep-deposit-normal",
    "en",
    "Can my landlord keep my deposit for normal wear and tear in my flat?",
  ),
  abstain(
    "en-out-dispute-charge-credit-card",
    "en",
    "How do I dispute a charge on my credit card statement?",
  ),
  abstain("en-out-what-best-save-kids", "en", "What's the best way to save for my kids' university fees?"),
  abstain("en-out-much-does-parking-ticket", "en", "How much does a parking ticket cost in Paris?"),
  abstain(
    "en-out-flight-delayed-four-hours",
    "en",
    "My flight was delayed four hours, how much compensation can I claim?",
  ),
  abstain("en-out-change-battery-company-laptop", "en", "How do I change the battery of my company laptop?"),
  abstain(
    "en-out-what-notice-period-when",
    "en",
    "What is the notice period when I resign from a permanent job in France?",
  ),
  abstain(
    "en-out-which-insurance-cheapest-young",
    "en",
    "Which car insurance is cheapest for a young driver?",
  ),
  abstain("en-out-does-contactless-card-payment", "en", "How does a contactless card payment limit work?"),
  abstain(
    "en-out-what-interest-rate-savings",
    "en",
    "What is the interest rate on a UK savings account right now?",
  ),
  abstain(
    "fr-out-comment-fonctionne-garantie-decennale",
    "fr",
    "Comment fonctionne la garantie décennale pour des travaux dans ma maison ?",
  ),
  abstain("fr-out-quel-taux-coupe-cheveux", "fr", "Quel est le taux de TVA sur une coupe de cheveux ?"),
  // ── Written by someone who had read neither the rules nor the knowledge, sat once (13 answered), then read ──
  abstain(
    "fr-out-combien-jours-conges-payes-2",
    "fr",
    "Combien de jours de congés payés j'accumule par mois pendant ma période d'essai ?",
  ),
  abstain("en-out-what-current-euro-dollar", "en", "What's the current euro to US dollar exchange rate?"),
  abstain(
    "fr-out-employeur-peut-refuser-demande",
    "fr",
    "Mon employeur peut-il refuser ma demande de télétravail deux jours par semaine ?",
  ),
  abstain(
    "en-out-much-annual-leave-accrue",
    "en",
    "How much annual leave do I accrue during my probation period in France?",
  ),
  abstain(
    "fr-out-quoi-preavis-demissionne-apres",
    "fr",
    "C'est quoi le préavis si je démissionne en CDI après trois ans ?",
  ),
  abstain(
    "en-out-landlord-keep-rental-deposit",
    "en",
    "Can my landlord keep my rental deposit for normal wear and tear?",
  ),
  abstain(
    "fr-out-comment-lire-ligne-deductible",
    "fr",
    "Comment lire la ligne CSG non déductible sur ma fiche de paie ?",
  ),
  abstain(
    "en-out-better-world-individual-stocks",
    "en",
    "Is it better to buy a world ETF or individual stocks for a long-term portfolio?",
  ),
  abstain(
    "fr-out-quel-taux-livret-moment",
    "fr",
    "Quel est le taux du Livret A en ce moment et est-ce que ça vaut encore le coup ?",
  ),
  abstain("en-out-brent-crude-prices-drop", "en", "Why did Brent crude oil prices drop last week?"),
  abstain(
    "fr-out-dois-declarer-compte-bancaire",
    "fr",
    "Je dois déclarer mon compte bancaire à l'étranger sur ma déclaration d'impôts ?",
  ),
  abstain(
    "en-out-bank-charged-foreign-card",
    "en",
    "My bank charged me a fee for a foreign card payment, can I dispute it?",
  ),
  abstain(
    "fr-out-banque-droit-facturer-frais",
    "fr",
    "Est-ce que ma banque a le droit de me facturer des frais de tenue de compte ?",
  ),
  abstain(
    "en-out-quote-insurance-hatchback-young",
    "en",
    "How do I get a quote for car insurance for my own hatchback as a young driver?",
  ),
  abstain(
    "fr-out-proprietaire-peut-augmenter-loyer-2",
    "fr",
    "Mon propriétaire peut-il augmenter mon loyer en cours de bail ?",
  ),
  abstain("en-out-what-caused-great-depression", "en", "What caused the Great Depression in 1929?"),
  abstain(
    "fr-out-combien-temps-pour-recuperer",
    "fr",
    "Combien de temps pour récupérer mon dépôt de garantie après l'état des lieux de sortie ?",
  ),
  abstain(
    "en-out-contest-parking-fine-received",
    "en",
    "How do I contest a parking fine I received in Lyon?",
  ),
  abstain(
    "fr-out-quel-prix-moyen-pour",
    "fr",
    "Quel prix moyen pour une révision des 60 000 km sur une Peugeot 308 ?",
  ),
  abstain(
    "en-out-which-bracket-applies-earn",
    "en",
    "Which tax bracket applies if I earn 48,000 euros a year as a single person?",
  ),
  abstain(
    "fr-out-pris-exces-vitesse-couter",
    "fr",
    "J'ai pris un excès de vitesse de 12 km/h, ça va me coûter combien et je perds combien de points ?",
  ),
  abstain(
    "en-out-what-best-treat-lower",
    "en",
    "What's the best way to treat lower back pain from sitting all day?",
  ),
  abstain(
    "fr-out-controle-technique-contre-visite",
    "fr",
    "Mon contrôle technique a une contre-visite pour les plaquettes, j'ai combien de temps ?",
  ),
  abstain(
    "en-out-much-nike-latest-football",
    "en",
    "How much is Nike's latest football sponsorship contract worth?",
  ),
  abstain(
    "fr-out-retarde-heures-quelle-indemnisation",
    "fr",
    "Vol retardé de 5 heures, quelle indemnisation je peux demander à la compagnie ?",
  ),
  abstain(
    "en-out-payment-refunded-concert-ticket",
    "en",
    "Can I get my payment refunded for a concert ticket if the event is postponed?",
  ),
  abstain(
    "fr-out-machine-laver-tombe-panne",
    "fr",
    "Ma machine à laver tombe en panne après 18 mois, la garantie légale de conformité s'applique ?",
  ),
  abstain(
    "en-out-often-should-change-timing",
    "en",
    "How often should I change the timing belt on a 2015 diesel Golf?",
  ),
  abstain(
    "fr-out-assurance-pour-placer-euros",
    "fr",
    "Assurance vie ou PEA pour placer 10 000 euros sur huit ans ?",
  ),
  abstain("en-out-does-criminal-define-self", "en", "How does criminal law define self-defence in France?"),
  abstain(
    "fr-out-comment-fonctionne-arret-maladie",
    "fr",
    "Comment fonctionne l'arrêt maladie avec les trois jours de carence dans le privé ?",
  ),
  abstain("en-out-what-value-gold-napoleon", "en", "What is the value of a gold Napoleon coin today?"),
  abstain(
    "fr-out-quel-peux-partir-retraite",
    "fr",
    "À quel âge je peux partir à la retraite si je suis né en 1972 ?",
  ),
  abstain(
    "en-out-tips-writing-recruit-warehouse",
    "en",
    "Tips for writing a job ad to recruit a warehouse forklift driver?",
  ),
  abstain(
    "fr-out-pourquoi-prix-autant-monte",
    "fr",
    "Pourquoi le prix de l'or a autant monté depuis deux ans ?",
  ),
  abstain(
    "en-out-standing-order-from-personal",
    "en",
    "How do I set up a standing order from my personal bank account to my savings account?",
  ),
  abstain(
    "fr-out-provoque-hyperinflation-allemagne-dans",
    "fr",
    "Qu'est-ce qui a provoqué l'hyperinflation en Allemagne dans les années 1920 ?",
  ),
  abstain(
    "en-out-what-marketing-strategies-work",
    "en",
    "What marketing strategies work best for launching a new energy drink?",
  ),
  abstain(
    "fr-out-comment-passe-partage-biens",
    "fr",
    "Comment se passe le partage des biens dans un divorce sous le régime de la communauté ?",
  ),
  abstain("en-out-bitcoin-good-hedge-against", "en", "Is Bitcoin a good hedge against inflation?"),
  abstain(
    "fr-out-quel-taux-droits-succession",
    "fr",
    "Quel taux de droits de succession paie un neveu qui hérite de sa tante ?",
  ),
  abstain(
    "en-out-what-french-remote-work",
    "en",
    "What are the French remote work rules if I want to work from abroad for a month?",
  ),
  abstain(
    "fr-out-quelle-dose-paracetamol-maximum",
    "fr",
    "Quelle dose de paracétamol maximum par jour pour un adulte ?",
  ),
  abstain(
    "en-out-phone-warranty-expired-last",
    "en",
    "My phone's warranty expired last week and the screen stopped working, any options?",
  ),
  abstain(
    "fr-out-faut-permis-construire-pour",
    "fr",
    "Il faut un permis de construire pour une véranda de 25 m² ?",
  ),
  abstain("en-out-explain-quantitative-easing-simple", "en", "Explain quantitative easing in simple terms."),
  abstain(
    "fr-out-quel-prix-raisonnable-pour",
    "fr",
    "Quel prix est raisonnable pour refaire une toiture en tuiles de 100 m² ?",
  ),
  abstain(
    "en-out-calculate-salary-from-gross",
    "en",
    "How do I calculate my net salary from gross in France, after income tax withholding?",
  ),
  abstain(
    "fr-out-comment-declarer-plus-values",
    "fr",
    "Comment déclarer mes plus-values de crypto aux impôts, c'est quel taux cette année ?",
  ),
  abstain(
    "en-out-what-difference-between-will",
    "en",
    "What's the difference between a will and a donation for passing on my house to my kids?",
  ),
  abstain(
    "fr-out-salut-sais-combien-gagne",
    "fr",
    "Salut, tu sais combien gagne Mbappé par an au Real Madrid ?",
  ),
  abstain(
    "en-out-apple-current-what-company",
    "en",
    "Who is Apple's current CEO and what did the company announce this quarter?",
  ),
  abstain(
    "fr-out-mutuelle-rembourse-combien-pour",
    "fr",
    "Ma mutuelle rembourse combien pour des lunettes, c'est prévu dans mon contrat ?",
  ),
  abstain(
    "en-out-should-renew-home-insurance",
    "en",
    "Should I renew my home insurance contract or switch to a cheaper provider?",
  ),
  abstain(
    "fr-out-quelle-difference-entre-rupture",
    "fr",
    "Quelle est la différence entre une rupture conventionnelle et un licenciement pour mon chômage ?",
  ),
  abstain(
    "en-out-many-sick-days-take",
    "en",
    "How many sick days can I take before my employer asks for a doctor's note?",
  ),
  abstain(
    "fr-out-peux-faire-opposition-carte",
    "fr",
    "Je peux faire opposition sur ma carte de paiement en ligne un dimanche soir ?",
  ),
  abstain(
    "en-out-what-fertilizer-rate-hectare",
    "en",
    "What fertilizer rate per hectare is recommended for corn?",
  ),
  abstain(
    "fr-out-comment-bien-semer-hiver",
    "fr",
    "Comment bien semer du blé d'hiver après une récolte de colza ?",
  ),
  abstain(
    "en-out-much-does-cost-renovate",
    "en",
    "How much does it cost to renovate a bathroom with new concrete flooring?",
  ),
];
