import { type AskedQuestion, asked } from "../types";

/** More questions consultants ask about credit and leasing practice, on other parts of the same articles as `credit.ts`, each with the article that answers it. */
export const askedCreditMore: AskedQuestion[] = [
  // ratios-pme-seuils
  asked(
    "fr",
    "autonomie financière d'une PME cliente à 15 %, c'est sous le repère habituel ?",
    "ratios-pme-seuils",
  ),
  asked(
    "fr",
    "mon client PME ne peut plus payer ses dettes exigibles avec sa tréso, le gérant a combien de jours pour demander une procédure ?",
    "ratios-pme-seuils",
  ),
  asked(
    "en",
    "One client leases all its machines and the other buys them. How do I make their gearing comparable?",
    "ratios-pme-seuils",
  ),
  asked(
    "en",
    "at what share of EBITDA do finance costs start to look too heavy for an SME?",
    "ratios-pme-seuils",
  ),
  // budget-particulier-reste-a-vivre
  asked(
    "fr",
    "dans un dossier de surendettement, il reste au minimum combien au débiteur pour ses dépenses courantes ?",
    "budget-particulier-reste-a-vivre",
  ),
  asked(
    "fr",
    "crédit conso signé en magasin : il y a un document sur les revenus et charges que le client doit remplir et signer ?",
    "budget-particulier-reste-a-vivre",
  ),
  asked(
    "en",
    "Applicant gets big overtime and a one-off bonus this year. Do I count those in his income?",
    "budget-particulier-reste-a-vivre",
  ),
  asked(
    "en",
    "What should catch my eye when I go through the applicant's bank statements?",
    "budget-particulier-reste-a-vivre",
  ),
  // cotation-banque-de-france-ficp-fcc
  asked(
    "fr",
    "dans la cotation BdF d'une boîte il y a une lettre avant le chiffre, elle correspond à quoi ?",
    "cotation-banque-de-france-ficp-fcc",
  ),
  asked(
    "fr",
    "un commercial veut se servir des infos du FICP pour cibler des prospects, c'est autorisé ?",
    "cotation-banque-de-france-ficp-fcc",
  ),
  asked(
    "en",
    "How long can someone be banned from writing cheques after a bounced one?",
    "cotation-banque-de-france-ficp-fcc",
  ),
  asked(
    "en",
    "Below what turnover does the Banque de France usually not analyse a company's accounts for its rating?",
    "cotation-banque-de-france-ficp-fcc",
  ),
  // dossier-credit-checklist
  asked(
    "fr",
    "pour une société cliente, qu'est-ce que je dois faire sur les bénéficiaires effectifs à l'entrée en relation ?",
    "dossier-credit-checklist",
  ),
  asked(
    "fr",
    "quels contrôles je dois laisser tracés dans le dossier avant de le présenter en décision ?",
    "dossier-credit-checklist",
  ),
  asked(
    "en",
    "What has to appear on the supplier's quote before I put it in the file?",
    "dossier-credit-checklist",
  ),
  asked(
    "en",
    "do we have to screen new customers against sanctions and PEP lists?",
    "dossier-credit-checklist",
  ),
  // comite-credit-delegations
  asked(
    "fr",
    "l'analyste qui a instruit le dossier peut le valider tout seul s'il est dans sa délégation ?",
    "comite-credit-delegations",
  ),
  asked(
    "fr",
    "pour savoir quel niveau décide, je prends l'encours de ce seul contrat ou tout ce que le groupe nous doit déjà ?",
    "comite-credit-delegations",
  ),
  asked(
    "en",
    "Which EBA guidelines cover loan origination and monitoring, and from when do they apply?",
    "comite-credit-delegations",
  ),
  asked(
    "en",
    "We're financing a car for one of our own board members. Does that change who has to approve it?",
    "comite-credit-delegations",
  ),
  // signaux-alerte-precoce
  asked(
    "fr",
    "on voit un privilège du Trésor inscrit sur un de nos clients au registre des sûretés, ça doit m'inquiéter ?",
    "signaux-alerte-precoce",
  ),
  asked(
    "fr",
    "un client particulier m'appelle pour dire qu'il vient de perdre son emploi, je le mets en surveillance ?",
    "signaux-alerte-precoce",
  ),
  asked("en", "When should a watch-list account be moved to stage 2 under IFRS 9?", "signaux-alerte-precoce"),
  asked("en", "Who reviews the watch list, and how often should it go up?", "signaux-alerte-precoce"),
  // comptabilite-credit-bail-bailleur
  asked(
    "fr",
    "dans nos comptes sociaux de société de financement, le matériel en CBM on l'amortit chez nous ?",
    "comptabilite-credit-bail-bailleur",
  ),
  asked(
    "fr",
    "on change de progiciel de gestion leasing, qu'est-ce qu'il faut exiger côté compta dans le cahier des charges ?",
    "comptabilite-credit-bail-bailleur",
  ),
  asked(
    "en",
    "the unguaranteed residual on one of our finance leases has dropped. What does the lessor have to do under IFRS 16?",
    "comptabilite-credit-bail-bailleur",
  ),
  asked(
    "en",
    "When does the lessor decide whether a lease is finance or operating: at signing or later?",
    "comptabilite-credit-bail-bailleur",
  ),
  // comptabilite-credit-bail-preneur
  asked(
    "fr",
    "le premier loyer majoré, le client le passe en charges d'un coup dans ses comptes sociaux ?",
    "comptabilite-credit-bail-preneur",
  ),
  asked(
    "fr",
    "mon client lève l'option sur son CBM, le matériel entre à son actif pour quelle valeur ?",
    "comptabilite-credit-bail-preneur",
  ),
  asked(
    "en",
    "What lease commitments must a lessee disclose in the notes to its statutory accounts?",
    "comptabilite-credit-bail-preneur",
  ),
  asked(
    "en",
    "Our rental includes maintenance. Does a customer on IFRS 16 have to split that service out?",
    "comptabilite-credit-bail-preneur",
  ),
  // loa-particuliers
  asked(
    "fr",
    "un particulier qui signe une LOA auto, il a combien de jours pour se rétracter ?",
    "loa-particuliers",
  ),
  asked(
    "fr",
    "fin de LOA, le client veut garder la voiture mais n'a pas le cash pour l'option, il peut la financer par un crédit ?",
    "loa-particuliers",
  ),
  asked(
    "en",
    "Why is it a problem if the customer lowballs his yearly mileage when he signs a car lease with option to buy?",
    "loa-particuliers",
  ),
  asked(
    "en",
    "in our French statutory accounts, where does a car leased to a consumer with a purchase option sit?",
    "loa-particuliers",
  ),
  // lld-entreprises-services
  asked(
    "fr",
    "le client rend sa voiture de LLD un an avant le terme, qu'est-ce qu'il doit payer ?",
    "lld-entreprises-services",
  ),
  asked("fr", "en fin de LLD les km pas faits, on les rembourse au client ?", "lld-entreprises-services"),
  asked(
    "en",
    "How does a customer reporting under IFRS 16 book the services part of a contract hire deal?",
    "lld-entreprises-services",
  ),
  asked(
    "en",
    "How is excess mileage settled when a contract hire car comes back?",
    "lld-entreprises-services",
  ),
  // location-financiere-risques
  asked(
    "fr",
    "le client trouve l'indemnité de résiliation de sa location de matériel informatique énorme, il peut la faire réduire ?",
    "location-financiere-risques",
  ),
  asked(
    "fr",
    "une location financière de matos bureautique, ça dure combien de mois en général ?",
    "location-financiere-risques",
  ),
  asked(
    "en",
    "What happens to the equipment at the end of a rental with no purchase option?",
    "location-financiere-risques",
  ),
  asked(
    "en",
    "As the lessor, how would we usually classify an IT equipment rental under IFRS 16?",
    "location-financiere-risques",
  ),
  // credit-affecte-location-vente
  asked(
    "fr",
    "client conso qui veut être livré tout de suite : on peut raccourcir son délai de rétractation jusqu'où ?",
    "credit-affecte-location-vente",
  ),
  asked(
    "fr",
    "une boîte hésite entre un prêt et un CB pour un camion, elle veut récupérer toute la TVA d'un coup : qu'est-ce qui colle le mieux ?",
    "credit-affecte-location-vente",
  ),
  asked(
    "en",
    "How does the lessor classify a hire purchase deal under IFRS 16?",
    "credit-affecte-location-vente",
  ),
  asked(
    "en",
    "My client takes a loan rather than a lease for his truck. Who bears the loss if the truck's value drops?",
    "credit-affecte-location-vente",
  ),
  // pret-personnel
  asked(
    "fr",
    "prêt perso impayé depuis 20 mois sans régularisation, on est encore dans les temps pour agir en justice ?",
    "pret-personnel",
  ),
  asked(
    "fr",
    "après déchéance du terme sur un prêt perso, l'indemnité qu'on réclame est plafonnée à combien ?",
    "pret-personnel",
  ),
  asked(
    "en",
    "After the customer accepts a personal loan offer, how many days before we can release the funds?",
    "pret-personnel",
  ),
  asked("en", "Is a €150 personal loan even covered by the consumer credit rules?", "pret-personnel"),
  // credit-renouvelable
  asked(
    "fr",
    "avant de reconduire un crédit renouvelable, on doit consulter quel fichier chaque année ?",
    "credit-renouvelable",
  ),
  asked(
    "fr",
    "une enseigne veut réserver sa remise fidélité aux clients qui paient avec la carte crédit, on a le droit ?",
    "credit-renouvelable",
  ),
  asked(
    "en",
    "The cardholder's finances have got worse. Can we cut his available revolving limit?",
    "credit-renouvelable",
  ),
  asked(
    "en",
    "Under IFRS 9, does the unused part of a revolving line carry an expected loss too?",
    "credit-renouvelable",
  ),
  // cession-bail-leaseback
  asked(
    "fr",
    "dans les comptes consolidés en normes françaises du vendeur, la plus-value de cession-bail reste ou elle saute ?",
    "cession-bail-leaseback",
  ),
  asked(
    "fr",
    "un client voudrait faire une cession-bail de ses machines pour financer le rachat d'un concurrent, ça se fait ?",
    "cession-bail-leaseback",
  ),
  asked(
    "en",
    "In the seller's own statutory accounts, how is a sale and leaseback booked?",
    "cession-bail-leaseback",
  ),
  asked(
    "en",
    "What did the 2024 IFRS 16 amendment on leaseback liabilities change?",
    "cession-bail-leaseback",
  ),
  // credit-bail-syndique-cofinancement
  asked(
    "fr",
    "dans un pool de crédit-bailleurs, qui est propriétaire du bâtiment au final ?",
    "credit-bail-syndique-cofinancement",
  ),
  asked(
    "fr",
    "Bpifrance peut couvrir une partie du risque sur un CB ? en échange de quoi ?",
    "credit-bail-syndique-cofinancement",
  ),
  asked(
    "en",
    "Lessee on a pooled lease defaults: how are recovery costs and proceeds split between the lenders?",
    "credit-bail-syndique-cofinancement",
  ),
  asked(
    "en",
    "Does our share in a pool count towards our total exposure on the lessee's group?",
    "credit-bail-syndique-cofinancement",
  ),
  // financement-stocks-floor-plan
  asked(
    "fr",
    "floor plan : le concessionnaire paie des intérêts dès que la voiture arrive ou il y a une période gratuite ?",
    "financement-stocks-floor-plan",
  ),
  asked(
    "fr",
    "quand le distributeur vend un véhicule financé, il a combien de temps pour nous rembourser ?",
    "financement-stocks-floor-plan",
  ),
  asked(
    "en",
    "How should stock audits at a dealer be run? Do we warn them beforehand?",
    "financement-stocks-floor-plan",
  ),
  asked(
    "en",
    "Under IFRS 15, how does a dealer work out whether the financed stock belongs on its own balance sheet?",
    "financement-stocks-floor-plan",
  ),
  // leasing-vehicules-electriques
  asked(
    "fr",
    "le leasing social pour les ménages modestes, la deuxième édition a ouvert quand ?",
    "leasing-vehicules-electriques",
  ),
  asked(
    "fr",
    "offre où la batterie est louée à part de la voiture : ça change quoi pour nous ?",
    "leasing-vehicules-electriques",
  ),
  asked(
    "en",
    "EV values are sliding. Which standard do we use to write down an electric car on an operating lease?",
    "leasing-vehicules-electriques",
  ),
  asked(
    "en",
    "what should a fleet manager compare before switching to electric cars?",
    "leasing-vehicules-electriques",
  ),
  // calcul-loyer-leasing
  asked(
    "fr",
    "100 k€ sur 60 mois à 6 % avec 2 % de VR, ça fait combien par mois si c'est payé en fin de période ?",
    "calcul-loyer-leasing",
  ),
  asked(
    "fr",
    "pour un loyer mensuel, je passe comment du taux annuel au taux par mois ?",
    "calcul-loyer-leasing",
  ),
  asked(
    "en",
    "Our quoting tool and the servicing system give slightly different rents for the same deal. What should I check?",
    "calcul-loyer-leasing",
  ),
  asked(
    "en",
    "Can I stretch the lease term past how long the machine will actually be used?",
    "calcul-loyer-leasing",
  ),
  // taeg-calcul-composantes
  asked(
    "fr",
    "les pénalités de retard, faut les intégrer dans le calcul du TAEG ?",
    "taeg-calcul-composantes",
  ),
  asked(
    "fr",
    "prêt de 10 000 € avec frais de 150 € et une assurance obligatoire à 5 € par mois, le TAEG arrive à combien ?",
    "taeg-calcul-composantes",
  ),
  asked(
    "en",
    "The loan needs a dedicated account with monthly fees. Do those fees go into the APR?",
    "taeg-calcul-composantes",
  ),
  asked("en", "How many decimals do we need when showing the APR?", "taeg-calcul-composantes"),
  // cout-refinancement-adossement
  asked(
    "fr",
    "le taux de cession interne que la tréso facture au métier, il est fait de quoi ?",
    "cout-refinancement-adossement",
  ),
  asked(
    "fr",
    "les remboursements anticipés des clients, ça pose quel problème pour l'adossement ?",
    "cout-refinancement-adossement",
  ),
  asked(
    "en",
    "Who sets the limits on our interest rate and liquidity gaps?",
    "cout-refinancement-adossement",
  ),
  asked(
    "en",
    "I want to show our funding cost in a client presentation. What must I put next to the number?",
    "cout-refinancement-adossement",
  ),
  // tarification-marge-cout-risque
  asked(
    "fr",
    "PD de 1,5 % et LGD de 35 % : ça fait combien de coût du risque par an ?",
    "tarification-marge-cout-risque",
  ),
  asked("fr", "nos barèmes de taux on doit les revoir tous les combien ?", "tarification-marge-cout-risque"),
  asked(
    "en",
    "Why is the LGD so low on leases of assets that sell easily?",
    "tarification-marge-cout-risque",
  ),
  asked(
    "en",
    "Can we just charge a higher rate to a client who's outside our risk policy?",
    "tarification-marge-cout-risque",
  ),
  // recouvrement-calendrier-actions
  asked(
    "fr",
    "le prestataire de recouvrement appelle le débiteur plusieurs fois par jour, on risque quoi ?",
    "recouvrement-calendrier-actions",
  ),
  asked(
    "fr",
    "on a obtenu le jugement, on a combien de temps pour le faire exécuter ?",
    "recouvrement-calendrier-actions",
  ),
  asked(
    "en",
    "A consumer owes us money but not under a consumer credit agreement. What's the limitation period?",
    "recouvrement-calendrier-actions",
  ),
  asked(
    "en",
    "which numbers should I track during the friendly collection phase?",
    "recouvrement-calendrier-actions",
  ),
  // restitution-revendication-bien-loue
  asked(
    "fr",
    "client en redressement mais notre CBM est bien publié : faut quand même revendiquer le matériel ?",
    "restitution-revendication-bien-loue",
  ),
  asked(
    "fr",
    "l'administrateur décide de continuer le contrat de location, les loyers après le jugement on les touche comment ?",
    "restitution-revendication-bien-loue",
  ),
  asked(
    "en",
    "Customer just went into insolvency proceedings. How long do we have to file our claim?",
    "restitution-revendication-bien-loue",
  ),
  asked(
    "en",
    "What should we put in the contract from day one so that getting the kit back later is easier?",
    "restitution-revendication-bien-loue",
  ),
  // surendettement-procedure
  asked(
    "fr",
    "la commission met combien de temps en principe pour dire si un dossier de surendettement est recevable ?",
    "surendettement-procedure",
  ),
  asked(
    "fr",
    "on n'est pas d'accord avec les mesures imposées par la commission, on les conteste devant qui et dans quel délai ?",
    "surendettement-procedure",
  ),
  asked(
    "en",
    "Borrower is under an over-indebtedness plan. How long does he stay on the FICP?",
    "surendettement-procedure",
  ),
  asked(
    "en",
    "Once the file is declared admissible, how long are enforcement measures frozen?",
    "surendettement-procedure",
  ),
  // kpi-recouvrement-passage-perte
  asked("fr", "le taux de guérison, on le calcule comment exactement ?", "kpi-recouvrement-passage-perte"),
  asked(
    "fr",
    "en IFRS 9, à partir de quand on peut sortir une créance du bilan ?",
    "kpi-recouvrement-passage-perte",
  ),
  asked(
    "en",
    "Why does an old non-performing loan with no provision eat into our capital?",
    "kpi-recouvrement-passage-perte",
  ),
  asked("en", "How do I build a recovery curve on defaulted files?", "kpi-recouvrement-passage-perte"),
  // forbearance-client-difficulte
  asked(
    "fr",
    "un client restructuré qui est resté sain, il reste marqué forborne pendant combien de temps ?",
    "forbearance-client-difficulte",
  ),
  asked(
    "fr",
    "on modifie l'échéancier d'un prêt en difficulté, ça passe en résultat en IFRS 9 ?",
    "forbearance-client-difficulte",
  ),
  asked(
    "en",
    "What are the steps to set up a restructuring for a customer who's struggling?",
    "forbearance-client-difficulte",
  ),
  asked(
    "en",
    "Under the new EU consumer credit directive, what must we do before starting collection on a consumer in trouble?",
    "forbearance-client-difficulte",
  ),
  // assurance-emprunteur-lemoine
  asked(
    "fr",
    "depuis la loi Lemoine, le client peut changer d'assurance de prêt quand il veut ?",
    "assurance-emprunteur-lemoine",
  ),
  asked(
    "fr",
    "droit à l'oubli pour un ancien cancer, c'est au bout de combien d'années aujourdhui ?",
    "assurance-emprunteur-lemoine",
  ),
  asked(
    "en",
    "What do we have to tell borrowers every year about their loan insurance?",
    "assurance-emprunteur-lemoine",
  ),
  asked(
    "en",
    "Which law first let borrowers pick their own loan insurance instead of the lender's?",
    "assurance-emprunteur-lemoine",
  ),
  // assurance-bien-gap
  asked(
    "fr",
    "on a oublié de se faire désigner bénéficiaire sur l'assurance du client, ça pose quel problème ?",
    "assurance-bien-gap",
  ),
  asked(
    "fr",
    "les primes d'assurance qu'on encaisse pour l'assureur, on les compte dans notre chiffre d'affaires ?",
    "assurance-bien-gap",
  ),
  asked(
    "en",
    "For a consumer, can we make the lease conditional on taking the GAP cover?",
    "assurance-bien-gap",
  ),
  asked(
    "en",
    "Is third party liability cover mandatory on a leased car on top of the damage cover?",
    "assurance-bien-gap",
  ),
  // sinistre-vol-destruction-leasing
  asked(
    "fr",
    "après un sinistre total, l'indemnité de l'assureur ne couvre pas tout ce que doit le client : on fait comment, et si c'est l'inverse ?",
    "sinistre-vol-destruction-leasing",
  ),
  asked(
    "fr",
    "le locataire dont la machine a brûlé dit que le code civil le dispense de payer, il a raison ?",
    "sinistre-vol-destruction-leasing",
  ),
  asked(
    "en",
    "A leased car was badly damaged and its registration got suspended. Can we resell it as it is?",
    "sinistre-vol-destruction-leasing",
  ),
  asked(
    "en",
    "How do we book a total loss on a finance lease under IFRS 16?",
    "sinistre-vol-destruction-leasing",
  ),
  // valeurs-residuelles-fixation
  asked("fr", "en CBM, le risque de VR est aussi important qu'en LLD ?", "valeurs-residuelles-fixation"),
  asked("fr", "qui doit siéger au comité qui valide les grilles de VR ?", "valeurs-residuelles-fixation"),
  asked(
    "en",
    "Dealer gave a big discount off list price. Does that affect the residual we set?",
    "valeurs-residuelles-fixation",
  ),
  asked(
    "en",
    "Can we use the same residual grid for cars doing 10k km a year and 40k km a year?",
    "valeurs-residuelles-fixation",
  ),
  // valeurs-residuelles-risque-provision
  asked(
    "fr",
    "pour mesurer notre exposition aux VR, on découpe le portefeuille comment ?",
    "valeurs-residuelles-risque-provision",
  ),
  asked(
    "fr",
    "en LOA, les clients qui rachètent la voiture, ça réduit notre risque de VR ?",
    "valeurs-residuelles-risque-provision",
  ),
  asked(
    "en",
    "Under the CRR standardised approach, is there a specific treatment for the residual value of leased assets?",
    "valeurs-residuelles-risque-provision",
  ),
  asked(
    "en",
    "For a car on an operating lease, how often do we have to revisit its residual and useful life?",
    "valeurs-residuelles-risque-provision",
  ),
  // remarketing-fin-de-contrat
  asked(
    "fr",
    "on fait l'inspection des voitures combien de temps avant la fin du contrat ?",
    "remarketing-fin-de-contrat",
  ),
  asked(
    "fr",
    "on revend une voiture de retour à un marchand allemand, on facture la TVA ou pas ?",
    "remarketing-fin-de-contrat",
  ),
  asked(
    "en",
    "Should we fix up returned cars before selling them, or let them go as they are?",
    "remarketing-fin-de-contrat",
  ),
  asked(
    "en",
    "Returned cars have been sitting in the yard for weeks. What's that costing us?",
    "remarketing-fin-de-contrat",
  ),
  // remise-en-etat-usure-normale
  asked(
    "fr",
    "les pneus sont à 2 mm au retour de la voiture, c'est facturable ?",
    "remise-en-etat-usure-normale",
  ),
  asked(
    "fr",
    "facturer des frais forfaitaires de remise en état à un particulier, c'est risqué ?",
    "remise-en-etat-usure-normale",
  ),
  asked(
    "en",
    "Strong smell of cigarette smoke in a returned car: normal wear or chargeable?",
    "remise-en-etat-usure-normale",
  ),
  asked(
    "en",
    "Does a scratch on a 5 year old car get handled the same as on a 1 year old one?",
    "remise-en-etat-usure-normale",
  ),
  // tva-loyers-option-achat
  asked(
    "fr",
    "la TVA sur les loyers, elle est exigible à la facturation ou à l'encaissement ?",
    "tva-loyers-option-achat",
  ),
  asked(
    "fr",
    "les primes d'assurance qu'on refacture avec le loyer, on met de la TVA dessus ?",
    "tva-loyers-option-achat",
  ),
  asked("en", "Can a driving school reclaim the VAT on its leased cars?", "tva-loyers-option-achat"),
  asked(
    "en",
    "We lease equipment to a business based in Belgium. In which country is the VAT due?",
    "tva-loyers-option-achat",
  ),
  // taxes-vehicules-societe
  asked("fr", "la TVS a été remplacée par quoi exactment ?", "taxes-vehicules-societe"),
  asked(
    "fr",
    "le dirigeant roule avec sa voiture perso et la boîte lui rembourse les frais, elle doit payer les taxes annuelles ?",
    "taxes-vehicules-societe",
  ),
  asked("en", "Who pays the regional registation tax on a leased car?", "taxes-vehicules-societe"),
  asked("en", "Where in the BOFiP are the rules on the annual car taxes?", "taxes-vehicules-societe"),
  // fiscalite-preneur-loyers-reintegration
  asked(
    "fr",
    "hybride rechargeable à 35 g de CO2 en LLD, le plafond de déductibilité c'est combien ?",
    "fiscalite-preneur-loyers-reintegration",
  ),
  asked(
    "fr",
    "le client présente ses loyers en IFRS 16 dans ses comptes consolidés, ça change sa déduction fiscale ?",
    "fiscalite-preneur-loyers-reintegration",
  ),
  asked(
    "en",
    "Big SUV at 180 g/km on a lease: which deductibility cap applies?",
    "fiscalite-preneur-loyers-reintegration",
  ),
  asked(
    "en",
    "once the client buys the equipment at the end of the lease, how does it depreciate it for tax?",
    "fiscalite-preneur-loyers-reintegration",
  ),
  // fiscalite-credit-bail-immobilier
  asked(
    "fr",
    "la CFE sur un bâtiment en crédit-bail immo, c'est le bailleur ou le preneur qui la paie ?",
    "fiscalite-credit-bail-immobilier",
  ),
  asked(
    "fr",
    "CBI sur un bâtiment neuf : le crédit-bailleur paie quoi comme impôts à l'achat ?",
    "fiscalite-credit-bail-immobilier",
  ),
  asked(
    "en",
    "Can the lessor book a provision for the gap between the property's value and the option price?",
    "fiscalite-credit-bail-immobilier",
  ),
  asked(
    "en",
    "Our client's office in the Paris region is under a property lease. Who bears the annual office tax?",
    "fiscalite-credit-bail-immobilier",
  ),
];
