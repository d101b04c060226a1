import { abstain, type ExamQuestion, fact, list } from "../types";

/**
 * The ninth held-out set: questions written on 27 November 2026 from the text of the articles and the Alfa
 * passages only, blind: without reading the engine nor running the assistant on them, in the way a
 * consultant types them (short or in context, everyday words rather than the articles' own, an abbreviation
 * or a misspelling here and there), and mostly about a sentence, a figure or an item in the middle of an
 * article that no earlier set asks about, with a few plain questions among them:
 * 50 in French and 50 in English; 45 facts, 25 lists or procedures (every item counts), 30 questions the
 * assistant must decline, half outside the domain but sharing a word with it (a wine cellar's humidity rate,
 * a puppy's vaccination schedule, feeding a climbing rose, a Monopoly mortgage, winter tyre wear, a judo
 * club's registration file, a nanny's final pay, blisters on a trek, a cricket strike rate, collateral damage
 * in a role-playing game, a breaker bar's leverage, a word processor's default font, a steak's residual
 * heat, a cheddar's maturity, a camera's exposure for the northern lights), half that look like the domain
 * but that the knowledge cannot answer (yesterday's share price of a bank, one named person's or company's
 * file, a competitor's margin, dealer commissions or client count, next February's savings rate, Swiss and
 * Polish law, the firm's own day rate and utilisation target, last month's registrations, this month's
 * average car finance APR, this year's supervisory fines, a directive not yet written).
 * Every knowledge category and the Alfa documentation are asked in both languages.
 *
 * Rules: the engine is never tuned on these questions' words; do not edit them once measured, do not tune
 * a weight or a threshold on them alone, and do not change the knowledge base to make them pass (fixing a
 * real error in an article is fine). A question that fails here is a finding to classify by mechanism,
 * not a question to rewrite.
 */
export const heldOut9Questions: ExamQuestion[] = [
  // ── French, in the domain: facts ──
  fact(
    "fr-h9-ifrs16-classification-tab",
    "fr",
    "à l'activation alfa propose un classement IFRS16 du contrat, je le retrouve dans quel onglet ?",
    "alfa-ifrs16-lease-classification",
    [["Comptabilité"]],
  ),
  fact(
    "fr-h9-client-contracts-endpoint",
    "fr",
    "le CRM veut afficher tous les contrats d'un client avec leur encours, il appelle quelle route de l'api alfa ?",
    "alfa-rest-api-contracts-customers",
    [["/api/v2/customers/{id}/contracts"]],
  ),
  fact(
    "fr-h9-workflow-config-screen",
    "fr",
    "je dois ajouter une étape de validation dans le circuit d'étude crédit, ça se paramètre où dans alfa ?",
    "alfa-workflow-configuration",
    [["Paramétrage > Workflows"]],
  ),
  fact(
    "fr-h9-vehicle-tab",
    "fr",
    "la date de 1ère mise en circ d'une voiture en LLD, je la retrouve où sur la fiche alfa ?",
    "alfa-vehicle-registration-fines",
    [["Véhicule"]],
  ),
  fact(
    "fr-h9-locked-period",
    "fr",
    "la compta a clôturé octobre dans alfa, je peux encore passer une régul sur octobre ?",
    "alfa-month-end-accruals",
    [["aucune écriture ne peut y être imputée"]],
  ),
  fact(
    "fr-h9-settlement-loan-vat",
    "fr",
    "solde anticipé d'un prêt pro : on ajoute de la TVA sur le capital restant ?",
    "alfa-settlement-figure-calculation",
    [["le capital d'un prêt ne l'est pas"]],
  ),
  fact(
    "fr-h9-repossession-shortfall-billed",
    "fr",
    "après revente du camion repris, il manque encore de l'argent : le reste on le réclame à qui ?",
    "alfa-repossession",
    [["facturé au client ou à la caution"]],
  ),
  fact(
    "fr-h9-conso-profile-override",
    "fr",
    "un partenaire veut des indemnités de RA différentes, on peut modifier le paramétrage du profil CONSO dans alfa ?",
    "alfa-consumer-early-repayment-rules",
    [["interdit et journalisé"]],
  ),
  fact(
    "fr-h9-leased-asset-initial-value",
    "fr",
    "dans les comptes sociaux du bailleur, la machine louée en CB entre à l'actif pour quelle valeur ?",
    "comptabilite-credit-bail-bailleur",
    [["coût d'acquisition"]],
  ),
  fact(
    "fr-h9-cofinancing-example",
    "fr",
    "un client veut construire un entrepôt avec un prêt et un crédit-bail, on répartit comment en général ?",
    "credit-bail-syndique-cofinancement",
    [["terrain par prêt"]],
  ),
  fact(
    "fr-h9-apr-example-no-fees",
    "fr",
    "dans l'exemple du prêt de 10k€ sur 48 mois à 6 %, le TAEG sans aucun frais ressort à combien ?",
    "taeg-calcul-composantes",
    [["6,17 %"]],
  ),
  fact(
    "fr-h9-consumer-loa-article",
    "fr",
    "la LOA à un particulier tombe sous le régime du crédit conso en vertu de quel article ?",
    "loa-particuliers",
    [["L312-2"]],
  ),
  fact(
    "fr-h9-personal-recovery-ficp",
    "fr",
    "client surendetté qui a eu un rétablissement perso : il reste fiché au FICP combien de temps ?",
    "surendettement-procedure",
    [["cinq ans"]],
  ),
  fact(
    "fr-h9-b2b-vat-place",
    "fr",
    "on loue du matos à une boîte étrangère, la TVA sur les loyers est due dans quel pays en principe ?",
    "tva-loyers-option-achat",
    [["pays du preneur"]],
  ),
  fact(
    "fr-h9-leasing-recovery-speed",
    "fr",
    "en leasing, qu'est-ce qui joue le plus sur ce qu'on récupère au final sur un bien repris ?",
    "recouvrement-amiable-contentieux",
    [["rapidité de reprise"]],
  ),
  fact(
    "fr-h9-eba-publication-date",
    "fr",
    "les guidelines de l'EBA sur l'octroi, elles ont été publiées quand ?",
    "reg-eba-octroi-suivi-credits",
    [["29 mai 2020"]],
  ),
  fact(
    "fr-h9-prepayment-right-article",
    "fr",
    "un emprunteur conso peut rembourser par anticipation quand il veut ? c'est quel article du code ?",
    "reg-remboursement-anticipe-indemnites",
    [["L312-34"]],
  ),
  fact(
    "fr-h9-secrecy-client-consent",
    "fr",
    "en dehors des cas prévus, le client peut-il nous autoriser à transmettre ses infos couvertes par le secret ?",
    "reg-secret-bancaire",
    [["au cas par cas"]],
  ),
  fact(
    "fr-h9-critical-risks-review",
    "fr",
    "les risques projet cotés critiques, on les revoit à quel rythme ?",
    "registre-risques-projet",
    [["hebdomadaire"]],
  ),
  fact(
    "fr-h9-test-case-before-run",
    "fr",
    "quand j'écris un cas de test pour la recette, qu'est-ce que je dois fixer avant de le jouer ?",
    "strategie-recette",
    [["résultat attendu"]],
  ),
  fact(
    "fr-h9-steerco-rehearsal",
    "fr",
    "avant le copil, je fais une répèt de la présentation avec qui ?",
    "soft-animer-comite-pilotage",
    [["chef de projet client"]],
  ),
  fact(
    "fr-h9-new-mission-feedback",
    "fr",
    "nouvelle mission chez un client, quand est-ce que je cale un premier point de retour avec mon contact principal ?",
    "soft-integration-equipe-client",
    [["fin du premier mois"]],
  ),

  // ── French, in the domain: lists and procedures ──
  list(
    "fr-h9-product-fees-tab",
    "fr",
    "dans le paramétrage d'un produit alfa, quels frais on peut définir ?",
    "alfa-product-configuration",
    [["frais de dossier"], ["transfert"], ["rejet"], ["indemnité de résiliation"]],
  ),
  list(
    "fr-h9-batch-statuses",
    "fr",
    "dans le suivi des traitements alfa, un batch peut être dans quels états ?",
    "alfa-batch-monitoring-restart",
    [["OK"], ["WARN"], ["KO"], ["EN COURS"]],
  ),
  list(
    "fr-h9-template-variants",
    "fr",
    "un modèle de courrier dans alfa, on peut le décliner selon quoi ?",
    "alfa-document-templates",
    [["langue"], ["société"], ["canal"]],
  ),
  list(
    "fr-h9-quote-asset-outcome",
    "fr",
    "devis de fin anticipée : quels choix j'ai pour le devenir du bien ?",
    "alfa-early-termination-quote",
    [["cession au client"], ["tiers désigné"], ["restitution"]],
  ),
  list(
    "fr-h9-floor-plan-stock-limits",
    "fr",
    "floor plan d'un concessionnaire : les plafonds de la ligne sont découpés par quels types de stock ?",
    "financement-stocks-floor-plan",
    [["neuf"], ["démonstration"], ["occasion"]],
  ),
  list(
    "fr-h9-ccd2-secci-new",
    "fr",
    "avec la CCD2, qu'est-ce qui change concrètement pour la fiche précontractuelle et la signature ?",
    "reg-information-precontractuelle-fipen",
    [["Informations générales"], ["smartphone"], ["Aperçu des informations clés"], ["Acceptation explicite"]],
  ),
  list(
    "fr-h9-lender-corruption-risks",
    "fr",
    "sapin 2 : quels sont les risques de corruption typiques chez un financeur ?",
    "reg-sapin2-anticorruption",
    [
      ["Commissions versées aux apporteurs"],
      ["Cadeaux et invitations"],
      ["secteur public"],
      ["Dérogations tarifaires"],
      ["Revente des biens"],
    ],
  ),
  list(
    "fr-h9-iobsp-requirements",
    "fr",
    "un apporteur veut devenir IOBSP, il doit remplir quelles conditions ?",
    "reg-iobsp-orias",
    [
      ["Immatriculation"],
      ["Honorabilité"],
      ["Capacité professionnelle"],
      ["responsabilité civile professionnelle"],
      ["Garantie financière"],
    ],
  ),
  list(
    "fr-h9-agile-kpis",
    "fr",
    "en agile dans une banque, quels indicateurs suivre ?",
    "scrum-contexte-bancaire",
    [["Vélocité"], ["Délai entre l'expression d'un besoin"], ["incidents post-livraison"]],
  ),
  list(
    "fr-h9-flow-definition",
    "fr",
    "on cartographie les interfaces autour d'alfa : pour chaque flux je dois préciser quoi ?",
    "alfa-integration-api",
    [["déclencheur"], ["fréquence"], ["volume"], ["sens"]],
  ),
  list(
    "fr-h9-negotiation-limits",
    "fr",
    "je prépare une négo tarifaire avec le client, quels curseurs je me fixe à l'avance ?",
    "negociation-raisonnee",
    [["objectif"], ["position d'ouverture"], ["point de rupture"]],
  ),
  list(
    "fr-h9-defects-chart",
    "fr",
    "400 anos en recette, plutôt que le tableau brut je montre quoi au comité ?",
    "soft-storytelling-donnees",
    [["courbe des anomalies ouvertes par semaine"], ["part des bloquantes"], ["toutes corrigées"]],
  ),
  list(
    "fr-h9-elementary-permissions",
    "fr",
    "dans alfa un rôle c'est un paquet de droits de base, lesquels ?",
    "alfa-user-roles-permissions",
    [["consulter"], ["créer"], ["valider"], ["forcer un contrôle"], ["exporter"]],
  ),

  // ── French, to decline: outside the domain, sharing a word with it ──
  abstain("fr-h9-wine-cellar-humidity", "fr", "quel taux d'humidité viser dans une cave à vin enterrée ?"),
  abstain("fr-h9-puppy-vaccines", "fr", "quel échéancier de vaccins pour un chiot de deux mois ?"),
  abstain("fr-h9-rose-feeding", "fr", "quel apport d'engrais pour un rosier grimpant qui fleurit mal ?"),
  abstain(
    "fr-h9-monopoly-mortgage",
    "fr",
    "au Monopoly, combien faut-il payer pour lever l'hypothèque d'une rue ?",
  ),
  abstain("fr-h9-winter-tyres-wear", "fr", "à partir de quelle usure faut-il changer des pneus hiver ?"),
  abstain(
    "fr-h9-judo-club-file",
    "fr",
    "quel dossier faut-il fournir pour inscrire mon fils de 8 ans au club de judo ?",
  ),
  abstain(
    "fr-h9-nanny-final-pay",
    "fr",
    "comment calculer le solde de tout compte de ma nounou à domicile ?",
  ),
  abstain(
    "fr-h9-trek-blisters",
    "fr",
    "comment limiter le risque d'ampoules sur un trek de dix jours en Islande ?",
  ),

  // ── French, to decline: look like the domain, the knowledge cannot answer ──
  abstain("fr-h9-bank-share-price", "fr", "à combien a clôturé l'action BNP Paribas hier soir ?"),
  abstain(
    "fr-h9-named-person-ficp",
    "fr",
    "est-ce que M. Julien Lefèvre de Rennes a été inscrit au FICP la semaine dernière ?",
  ),
  abstain(
    "fr-h9-competitor-loa-margin",
    "fr",
    "quelle marge nette Franfinance dégage-t-elle sur ses contrats LOA auto ?",
  ),
  abstain("fr-h9-livret-a-next", "fr", "le taux du livret A sera de combien au 1er février prochain ?"),
  abstain(
    "fr-h9-swiss-car-leasing",
    "fr",
    "en Suisse, quel taux d'intérêt maximum la loi autorise-t-elle sur un leasing auto à un particulier ?",
  ),
  abstain(
    "fr-h9-firm-day-rate",
    "fr",
    "quel TJM notre cabinet facture-t-il pour un consultant senior leasing cette année ?",
  ),
  abstain(
    "fr-h9-ev-registrations-last-month",
    "fr",
    "combien de voitures électriques ont été immatriculées en LLD en France le mois dernier ?",
  ),

  // ── English, in the domain: facts ──
  fact(
    "en-h9-default-end-option-tab",
    "en",
    "where in the alfa product setup do we say what happens if the customer never answers at the end of the lease?",
    "alfa-product-configuration",
    [["End of contract"]],
  ),
  fact(
    "en-h9-approval-limits-table",
    "en",
    "who can approve what amount in alfa - where are those limits per role kept?",
    "alfa-workflow-configuration",
    [["Delegation matrix"]],
  ),
  fact(
    "en-h9-consolidated-invoice",
    "en",
    "fleet customer with several schedules wants one invoice a month, how is it laid out?",
    "alfa-multi-asset-master-agreement",
    [["by schedule and by asset"]],
  ),
  fact(
    "en-h9-ko-alerts",
    "en",
    "if an overnight job crashes with KO, how does anyone find out?",
    "alfa-batch-monitoring-restart",
    [["email and webhook"], ["on-call team"]],
  ),
  fact(
    "en-h9-unrecoverable-when",
    "en",
    "lessee in liquidation, at what point do we treat the debt as unrecoverable and write it off in alfa?",
    "alfa-insolvency-write-off",
    [["insufficient assets"], ["certificate of irrecoverability"]],
  ),
  fact(
    "en-h9-deferred-income",
    "en",
    "at month end alfa books deferred income - on what exactly?",
    "alfa-month-end-accruals",
    [["rentals invoiced in advance"]],
  ),
  fact(
    "en-h9-two-views",
    "en",
    "writing the spec for a new leasing system, what must it produce for every contract from an accounting angle?",
    "comptabilite-credit-bail-bailleur",
    [["ownership view"], ["financial view"]],
  ),
  fact(
    "en-h9-property-lease-land-share",
    "en",
    "property finance lease: can the lessee deduct the whole rent for tax?",
    "fiscalite-credit-bail-immobilier",
    [["finances the land"], ["39-10"]],
  ),
  fact(
    "en-h9-operating-lease-rv-review",
    "en",
    "operating leases on our books: how often do we have to revisit the RV, and which standard covers impairment?",
    "valeurs-residuelles-risque-provision",
    [["IAS 36"], ["at least at each year-end"]],
  ),
  fact(
    "en-h9-overindebtedness-admissibility-time",
    "en",
    "customer filed for over-indebtedness at the BdF, how long before the commission says whether it's admissible?",
    "surendettement-procedure",
    [["three months"]],
  ),
  fact(
    "en-h9-recharged-insurance-vat",
    "en",
    "we recharge the insurance premium to the lessee with the rent - do we add VAT on it?",
    "tva-loyers-option-achat",
    [["in principle exempt"]],
  ),
  fact(
    "en-h9-eba-pricing",
    "en",
    "what do the EBA origination guidelines expect our lease pricing to cover?",
    "reg-eba-octroi-suivi-credits",
    [["cost of risk, capital and liquidity"]],
  ),
  fact(
    "en-h9-secci-explanations",
    "en",
    "besides handing over the SECCI, what do we have to explain to the borrower, and under which article?",
    "reg-information-precontractuelle-fipen",
    [["L312-14"], ["in case of default"]],
  ),
  fact(
    "en-h9-test-data-integrator",
    "en",
    "the integrator wants a copy of prod data for testing, what do we have to do first?",
    "reg-secret-bancaire",
    [["anonymise or pseudonymise"]],
  ),
  fact(
    "en-h9-cjip-fine",
    "en",
    "if a lender settles a bribery case with the prosecutor (CJIP), how big can the fine get?",
    "reg-sapin2-anticorruption",
    [["30%"], ["three financial years"]],
  ),
  fact(
    "en-h9-broker-handling-funds",
    "en",
    "one of our brokers collects customers' money before passing it on - what extra cover does he need?",
    "reg-iobsp-orias",
    [["Financial guarantee"]],
  ),
  fact(
    "en-h9-story-cooling-off-criterion",
    "en",
    "acceptance criterion for a settlement quote asked while the contract is still in the cooling-off period - what should the system do?",
    "projet-exigences-user-stories-leasing",
    [["blocks the request"]],
  ),
  fact(
    "en-h9-po-experts",
    "en",
    "our PO keeps asking risk and legal to decide backlog priorities for him, is that how it should work?",
    "scrum-contexte-bancaire",
    [["without delegating the final decision"]],
  ),
  fact(
    "en-h9-idempotent-retry",
    "en",
    "the portal retries API calls on timeouts, how do we avoid creating the same proposal twice in Alfa?",
    "alfa-integration-api",
    [["correlation key"]],
  ),
  fact(
    "en-h9-concession-rule",
    "en",
    "client pushes for a discount in the meeting, can I just give a bit to keep things moving?",
    "negociation-raisonnee",
    [["without something in return"]],
  ),
  fact(
    "en-h9-steerco-short-on-time",
    "en",
    "steerco slot got cut to half an hour, what should I cover first?",
    "soft-animer-comite-pilotage",
    [["Start with the decisions"]],
  ),
  fact(
    "en-h9-chart-colour",
    "en",
    "how should I use colour on a chart so the committee sees the point?",
    "soft-storytelling-donnees",
    [["single strong colour"], ["rest in grey"]],
  ),
  fact(
    "en-h9-full-rerun",
    "en",
    "batch failed halfway, I fixed the cause - when do I need to rerun it from scratch?",
    "alfa-batch-monitoring-restart",
    [["input data has changed"]],
  ),

  // ── English, in the domain: lists and procedures ──
  list(
    "en-h9-user-scope",
    "en",
    "in alfa, how can we restrict which files a user gets to see?",
    "alfa-user-roles-permissions",
    [["company"], ["branch"], ["introducer network"]],
  ),
  list(
    "en-h9-customer-search-api",
    "en",
    "through the alfa read api, what can I look a customer up by?",
    "alfa-rest-api-contracts-customers",
    [["SIREN"], ["name"], ["external identifier"]],
  ),
  list(
    "en-h9-template-selection",
    "en",
    "we have several versions of the same letter, how does alfa pick which template to print?",
    "alfa-document-templates",
    [["document type"], ["product"], ["customer segment"]],
  ),
  list(
    "en-h9-pool-watch-points",
    "en",
    "we're joining a leasing syndicate on a logistics hub, what usually goes wrong?",
    "credit-bail-syndique-cofinancement",
    [["Delays by the agent"], ["Disagreements between participants"], ["Cross-default clauses"]],
  ),
  list(
    "en-h9-apr-controls",
    "en",
    "what checks should compliance run on our APR calculations?",
    "taeg-calcul-composantes",
    [
      ["Independent recalculation"],
      ["mandatory charges are included"],
      ["usury ceiling"],
      ["representative examples"],
    ],
  ),
  list(
    "en-h9-floor-plan-red-flags",
    "en",
    "what are the red flags that a car dealer on our floorplan line is getting into trouble?",
    "financement-stocks-floor-plan",
    [["Ageing stock"], ["Late repayments after sale"], ["Repeated discrepancies"]],
  ),
  list(
    "en-h9-total-loss-lessor-checks",
    "en",
    "leased van stolen, as the lessor what should I keep an eye on while the claim runs?",
    "sinistre-vol-destruction-leasing",
    [
      ["insurance was in force"],
      ["payment of the payout"],
      ["Continue invoicing rents"],
      ["Watch deadlines"],
    ],
  ),
  list(
    "en-h9-early-collections-channels",
    "en",
    "first weeks after a missed payment, how do we chase the customer?",
    "recouvrement-amiable-contentieux",
    [["text message"], ["email"], ["letter"], ["outbound calls"]],
  ),
  list(
    "en-h9-prepayment-control-points",
    "en",
    "auditing how our system handles consumer early repayment fees, what should I check?",
    "reg-remboursement-anticipe-indemnites",
    [["Cap parameters locked"], ["earlier rules"], ["cap applied on the quote"]],
  ),
  list(
    "en-h9-risk-sources",
    "en",
    "kick-off of a leasing system project, where do the risks usually come from?",
    "registre-risques-projet",
    [
      ["availability of business experts"],
      ["data quality"],
      ["dependencies on the vendor"],
      ["regulatory deadlines"],
      ["batch chain"],
    ],
  ),
  list(
    "en-h9-consultant-uat-role",
    "en",
    "I'm the consultant on the client's UAT, what am I actually expected to do?",
    "strategie-recette",
    [
      ["Lead the acceptance testing"],
      ["train the business testers"],
      ["daily defect follow-up"],
      ["sign-off report"],
    ],
  ),
  list(
    "en-h9-first-meetings-questions",
    "en",
    "new engagement, I'm doing one-to-ones with the key people this week - what should I ask each of them?",
    "soft-integration-equipe-client",
    [["objectives"], ["what works"], ["what is blocking"], ["what they expect from you"]],
  ),

  // ── English, to decline: outside the domain, sharing a word with it ──
  abstain(
    "en-h9-cricket-strike-rate",
    "en",
    "what's a good strike rate for an opening batter in T20 cricket?",
  ),
  abstain("en-h9-dnd-collateral", "en", "how do I handle collateral damage from a fireball spell in D&D 5e?"),
  abstain(
    "en-h9-breaker-bar-leverage",
    "en",
    "how much extra leverage does a longer breaker bar give when loosening seized wheel nuts?",
  ),
  abstain(
    "en-h9-word-default-font",
    "en",
    "how do I change the default font in Microsoft Word for every new document?",
  ),
  abstain(
    "en-h9-steak-residual-heat",
    "en",
    "how long should a steak rest so the residual heat finishes cooking it?",
  ),
  abstain("en-h9-cheddar-maturity", "en", "how many months does a cheddar need to reach full maturity?"),
  abstain(
    "en-h9-northern-lights-exposure",
    "en",
    "what exposure settings should I use to photograph the northern lights?",
  ),

  // ── English, to decline: look like the domain, the knowledge cannot answer ──
  abstain(
    "en-h9-uk-car-finance-apr-month",
    "en",
    "what's the average APR on new car finance deals in the UK this month?",
  ),
  abstain(
    "en-h9-competitor-dealer-commission",
    "en",
    "how much commission does BMW Financial Services pay its dealers per PCP deal?",
  ),
  abstain(
    "en-h9-named-customer-security",
    "en",
    "what security did Durand Menuiserie give us on its last equipment lease?",
  ),
  abstain(
    "en-h9-future-ccd3",
    "en",
    "will the EU adopt a third consumer credit directive in 2029, and what will it require?",
  ),
  abstain(
    "en-h9-poland-cost-cap",
    "en",
    "in Poland, what's the legal cap on non-interest costs for a consumer loan?",
  ),
  abstain(
    "en-h9-firm-utilisation",
    "en",
    "what billable utilisation target has our firm set for senior consultants next year?",
  ),
  abstain(
    "en-h9-acpr-fines-this-year",
    "en",
    "how many leasing companies has the ACPR fined so far this year, and for how much?",
  ),
  abstain(
    "en-h9-competitor-saas-clients",
    "en",
    "how many lessors signed up for Cassiopae's SaaS offer this year?",
  ),
];
