import { type AskedQuestion, asked } from "../types";

/** Questions consultants ask about credit and leasing practice, each with the article that answers it, written from the articles' text. */
export const askedCredit: AskedQuestion[] = [
  // ratios-pme-seuils
  asked(
    "fr",
    "PME avec une dette nette à 4,2 fois l'EBE : ça passe tel quel ou il faut le justifier ?",
    "ratios-pme-seuils",
  ),
  asked(
    "fr",
    "les fonds propres de ma SARL cliente sont tombés sous la moitié du capital social, les associés ont combien de temps pour décider s'ils dissolvent ?",
    "ratios-pme-seuils",
  ),
  asked(
    "en",
    "What's the minimum debt service cover lenders usually want to see for a small company?",
    "ratios-pme-seuils",
  ),
  asked(
    "en",
    "Our client's own customers pay at 75 days. Isn't there a legal maximum for B2B payment terms in France?",
    "ratios-pme-seuils",
  ),
  // budget-particulier-reste-a-vivre
  asked(
    "fr",
    "en immo le HCSF limite l'endettement à combien déjà, assurance comprise ou non ?",
    "budget-particulier-reste-a-vivre",
  ),
  asked(
    "fr",
    "mon client a un revolving ouvert qu'il n'utilise jamais, je dois le compter dans ses charges ?",
    "budget-particulier-reste-a-vivre",
  ),
  asked(
    "en",
    "Applicant is self-employed and his income swings a lot from year to year. Which figure do I take for affordability?",
    "budget-particulier-reste-a-vivre",
  ),
  asked(
    "en",
    "how do we work out what a family has left for groceries and bills once the new monthly payment is taken out?",
    "budget-particulier-reste-a-vivre",
  ),
  // cotation-banque-de-france-ficp-fcc
  asked(
    "fr",
    "une boîte cotée 0 par la BdF, ça veut dire quoi concrètement ?",
    "cotation-banque-de-france-ficp-fcc",
  ),
  asked(
    "fr",
    "à partir de combien de mensualités impayées un particulier se retrouve fiché, et il y reste combien de temps ?",
    "cotation-banque-de-france-ficp-fcc",
  ),
  asked(
    "en",
    "Does the French bounced-cheque register list companies too, or only individuals? And what else is recorded there?",
    "cotation-banque-de-france-ficp-fcc",
  ),
  asked(
    "en",
    "Can I compare a company's 2019 central bank grade with the one it has today?",
    "cotation-banque-de-france-ficp-fcc",
  ),
  // dossier-credit-checklist
  asked(
    "fr",
    "le Kbis que le client m'a envoyé a 5 mois, je peux le garder dans le dossier ?",
    "dossier-credit-checklist",
  ),
  asked(
    "fr",
    "on doit archiver les papiers d'identité du client jusqu'à quand après la fin du contrat ?",
    "dossier-credit-checklist",
  ),
  asked(
    "en",
    "The company's last year-end was 11 months ago, do I need fresher numbers before sending the file up?",
    "dossier-credit-checklist",
  ),
  asked(
    "en",
    "Contract's signed. What documents must I have in hand before we pay the supplier and the rents start?",
    "dossier-credit-checklist",
  ),
  // comite-credit-delegations
  asked(
    "fr",
    "c'est qui qui tranche un dossier avec une grosse dérogation et une note dégradée, l'analyste ou le comité ?",
    "comite-credit-delegations",
  ),
  asked(
    "fr",
    "un commercial veut couper sa demande en deux pour qu'elle reste dans ma délégation, c'est OK ?",
    "comite-credit-delegations",
  ),
  asked(
    "en",
    "Under CRR, how much can we lend to one group of connected clients as a share of Tier 1?",
    "comite-credit-delegations",
  ),
  asked(
    "en",
    "Besides approve or decline, what can the committee decide on a file?",
    "comite-credit-delegations",
  ),
  // signaux-alerte-precoce
  asked(
    "fr",
    "quels indices montrent qu'une PME commence à aller mal, avant même le premier impayé ?",
    "signaux-alerte-precoce",
  ),
  asked(
    "fr",
    "comment savoir si nos alertes servent vraiment à anticiper les défauts ? on suit quels chiffres ?",
    "signaux-alerte-precoce",
  ),
  asked(
    "en",
    "A lessee's auditor refused to certify their accounts. Should that put them under closer watch?",
    "signaux-alerte-precoce",
  ),
  asked(
    "en",
    "An alert just popped up on one of my customers. What's the first thing I should do?",
    "signaux-alerte-precoce",
  ),
  // comptabilite-credit-bail-bailleur
  asked(
    "fr",
    "chez le bailleur, l'écart entre l'encours financier et la VNC des biens loués, ça représente quoi ?",
    "comptabilite-credit-bail-bailleur",
  ),
  asked(
    "fr",
    "IFRS 16 côté loueur : qu'est-ce qui fait basculer un contrat en location-financement plutôt qu'en location simple ?",
    "comptabilite-credit-bail-bailleur",
  ),
  asked(
    "en",
    "In our French GAAP group accounts, do we still carry the leased equipment as fixed assets on the lessor side?",
    "comptabilite-credit-bail-bailleur",
  ),
  asked(
    "en",
    "How does a lessor book income on a finance lease compared with an operating lease under IFRS?",
    "comptabilite-credit-bail-bailleur",
  ),
  // comptabilite-credit-bail-preneur
  asked(
    "fr",
    "chez le client, la redevance de CBM va dans quel compte du plan comptable ?",
    "comptabilite-credit-bail-preneur",
  ),
  asked(
    "fr",
    "mon client est en IFRS, il peut laisser hors bilan une location de 10 mois ?",
    "comptabilite-credit-bail-preneur",
  ),
  asked(
    "en",
    "The customer's CFO wants to know which lease figures we'll send them every year for their accounts. What should we provide?",
    "comptabilite-credit-bail-preneur",
  ),
  asked(
    "en",
    "Is leasing still off balance sheet for a client who consolidates under French rules?",
    "comptabilite-credit-bail-preneur",
  ),
  // loa-particuliers
  asked(
    "fr",
    "LOA auto résiliée pour impayés, le client dit qu'il a trouvé quelqu'un pour racheter la voiture : on est obligés d'en tenir compte ?",
    "loa-particuliers",
  ),
  asked(
    "fr",
    "l'enquête de la DGCCRF sur la location avec option d'achat, elle a relevé combien d'anomalies ?",
    "loa-particuliers",
  ),
  asked(
    "en",
    "A consumer defaulted on his car lease with option to buy. What's the most we can claim from him?",
    "loa-particuliers",
  ),
  asked(
    "en",
    "Does a dealer buy-back guarentee count when we classify a consumer LOA under IFRS 16?",
    "loa-particuliers",
  ),
  // lld-entreprises-services
  asked(
    "fr",
    "flotte en LLD, un salarié se fait flasher : qui désigne le conducteur et on a combien de jours ?",
    "lld-entreprises-services",
  ),
  asked(
    "fr",
    "les commerciaux roulent bien plus que prévu au contrat, on peut revoir le loyer en cours de route ?",
    "lld-entreprises-services",
  ),
  asked(
    "en",
    "What does a business car rental contract normally bundle on top of the vehicle itself?",
    "lld-entreprises-services",
  ),
  asked(
    "en",
    "For the leasing company, which two risks sit behind a contract hire deal?",
    "lld-entreprises-services",
  ),
  // location-financiere-risques
  asked(
    "fr",
    "un copieur loué sans option d'achat, juridiquement c'est du crédit ou pas ?",
    "location-financiere-risques",
  ),
  asked(
    "fr",
    "le prestataire qui assurait la maintenance a coulé, le client veut arrêter de payer la location du matos : il a le droit ?",
    "location-financiere-risques",
  ),
  asked(
    "en",
    "Small firm with three staff signed an IT rental after a cold visit at its premises. Can it claim consumer-style protection?",
    "location-financiere-risques",
  ),
  asked(
    "en",
    "how do we guard against fake or overpriced kit in vendor rental deals?",
    "location-financiere-risques",
  ),
  // credit-affecte-location-vente
  asked(
    "fr",
    "la vente de la cuisine est annulée, le crédit qui la finançait tombe aussi automatiquement ?",
    "credit-affecte-location-vente",
  ),
  asked(
    "fr",
    "prêt pro pour une pelleteuse : comment on se garantit sur la machine puisque le client en est propriétaire ?",
    "credit-affecte-location-vente",
  ),
  asked(
    "en",
    "What's the difference between hire purchase and a lease where the customer has an option to buy?",
    "credit-affecte-location-vente",
  ),
  asked(
    "en",
    "Goods not delivered yet on a point-of-sale consumer loan: when do the repayments actually kick in?",
    "credit-affecte-location-vente",
  ),
  // pret-personnel
  asked(
    "fr",
    "remboursement anticipé d'un prêt perso à taux fixe, on peut facturer une pénalité ? combien ?",
    "pret-personnel",
  ),
  asked(
    "fr",
    "avec la nouvelle ordonnance, le plafond du crédit conso non affecté monte à combien ?",
    "pret-personnel",
  ),
  asked(
    "en",
    "Borrower stopped paying his personal loan. Can we call in the whole balance straight away or do we have to warn him first?",
    "pret-personnel",
  ),
  asked("en", "Under IFRS 9, where do the broker commissions on personal loans end up?", "pret-personnel"),
  // credit-renouvelable
  asked(
    "fr",
    "réserve renouvelable de 2 500 €, chaque utilisation doit être remboursée en combien de mois max ?",
    "credit-renouvelable",
  ),
  asked(
    "fr",
    "un client n'a pas touché à sa réserve depuis un an, qu'est-ce qui se passe à la date anniversaire ?",
    "credit-renouvelable",
  ),
  asked(
    "en",
    "Customer buying a €1,500 TV in store on credit: do we have to offer something other than the revolving line?",
    "credit-renouvelable",
  ),
  asked(
    "en",
    "How often must we recheck a revolving credit holder's ability to repay?",
    "credit-renouvelable",
  ),
  // cession-bail-leaseback
  asked(
    "fr",
    "un client veut vendre son entrepôt à un crédit-bailleur et le relouer pour se refaire de la trésorerie, on regarde quoi en priorité ?",
    "cession-bail-leaseback",
  ),
  asked(
    "fr",
    "la plus-value sur une cession-bail d'immeuble, on peut encore l'étaler sur la durée du contrat ?",
    "cession-bail-leaseback",
  ),
  asked(
    "en",
    "Under IFRS 16, does a leaseback with a repurchase option count as a sale for the seller?",
    "cession-bail-leaseback",
  ),
  asked(
    "en",
    "If the seller goes bust a few months after selling us its machines and leasing them back, can the deal be unwound?",
    "cession-bail-leaseback",
  ),
  // credit-bail-syndique-cofinancement
  asked(
    "fr",
    "sur un gros contrat partagé entre plusieurs bailleurs, il faut l'accord de tout le monde pour changer la durée ou les loyers ?",
    "credit-bail-syndique-cofinancement",
  ),
  asked(
    "fr",
    "une plateforme logistique trop grosse pour nous seuls : on peut faire le terrain en prêt et le bâtiment en CBI ?",
    "credit-bail-syndique-cofinancement",
  ),
  asked(
    "en",
    "We're taking a share in a pool. Can we just rely on the arranger's credit memo?",
    "credit-bail-syndique-cofinancement",
  ),
  asked(
    "en",
    "In a sub-participation, when can the signing lessor take the receivable off its balance sheet?",
    "credit-bail-syndique-cofinancement",
  ),
  // financement-stocks-floor-plan
  asked(
    "fr",
    "un concessionaire a vendu des voitures sans nous rembourser leur financement, comment on repère ça ?",
    "financement-stocks-floor-plan",
  ),
  asked(
    "fr",
    "les VO et véhicules de démo qui traînent en stock chez le distributeur, il se passe quoi côté financement ?",
    "financement-stocks-floor-plan",
  ),
  asked(
    "en",
    "What security do we usually take when funding a truck dealer's inventory?",
    "financement-stocks-floor-plan",
  ),
  asked("en", "Which red flags on a dealer's stock line should worry me?", "financement-stocks-floor-plan"),
  // leasing-vehicules-electriques
  asked(
    "fr",
    "le bonus écologique existe encore pour une LOA sur une voiture électrique ?",
    "leasing-vehicules-electriques",
  ),
  asked(
    "fr",
    "entreprise avec 150 voitures et pas assez d'électriques dans la flotte : elle risque quoi, et combien par véhicule ?",
    "leasing-vehicules-electriques",
  ),
  asked(
    "en",
    "How can we be sure an EV battery is still in decent shape when the car comes back?",
    "leasing-vehicules-electriques",
  ),
  asked("en", "Why are resale values on electric cars so hard to call?", "leasing-vehicules-electriques"),
  // calcul-loyer-leasing
  asked(
    "fr",
    "quelle formule pour sortir la mensualité d'un crédit-bail avec une VR à la fin ?",
    "calcul-loyer-leasing",
  ),
  asked(
    "fr",
    "pourquoi le loyer baisse quand il est payé en début de mois plutôt qu'en fin ?",
    "calcul-loyer-leasing",
  ),
  asked(
    "en",
    "If the customer puts down a €10k first rental on €100k of kit over 60 months at 6%, what does the monthly come to?",
    "calcul-loyer-leasing",
  ),
  asked(
    "en",
    "What's the extra rent billed between delivery and the first due date for?",
    "calcul-loyer-leasing",
  ),
  // taeg-calcul-composantes
  asked("fr", "une assurance facultative, ça rentre dans le TAEG ou pas ?", "taeg-calcul-composantes"),
  asked(
    "fr",
    "prêt à 6 % sans aucun frais, pourquoi le taux effectif sort à 6,17 % ?",
    "taeg-calcul-composantes",
  ),
  asked(
    "en",
    "How much does a €150 arrangement fee push up the APR on a 10k loan over four years?",
    "taeg-calcul-composantes",
  ),
  asked(
    "en",
    "Do the usury caps apply to a consumer lease with purchase option the same way as to a loan?",
    "taeg-calcul-composantes",
  ),
  // cout-refinancement-adossement
  asked(
    "fr",
    "pour chiffrer le coût de la ressource sur un contrat de 5 ans, je prends le swap 5 ans ?",
    "cout-refinancement-adossement",
  ),
  asked("fr", "d'ou vient l'argent qu'une captive prête à ses clients ?", "cout-refinancement-adossement"),
  asked(
    "en",
    "Our book is fixed-rate but we fund at floating. How do we stop rate rises eating the margin?",
    "cout-refinancement-adossement",
  ),
  asked(
    "en",
    "Which EBA guidelines deal with interest rate risk in the banking book?",
    "cout-refinancement-adossement",
  ),
  // tarification-marge-cout-risque
  asked(
    "fr",
    "comment on construit le taux client d'un CB, brique par brique ?",
    "tarification-marge-cout-risque",
  ),
  asked("fr", "nos grilles de taux, on doit les revoir tous les combien ?", "tarification-marge-cout-risque"),
  asked(
    "en",
    "What risk weight does a retail exposure get under the standardised approach when we allocate capital?",
    "tarification-marge-cout-risque",
  ),
  asked(
    "en",
    "deal comes out below our RAROC hurdle... what are my options?",
    "tarification-marge-cout-risque",
  ),
  // recouvrement-calendrier-actions
  asked(
    "fr",
    "on peut refacturer au débiteur ce que nous coûte la société de recouvrement ?",
    "recouvrement-calendrier-actions",
  ),
  asked(
    "fr",
    "créance sur une entreprise qui ne paie plus, on a combien d'années pour agir avant prescription ?",
    "recouvrement-calendrier-actions",
  ),
  asked(
    "en",
    "How many days after a missed payment do we normally send the formal demand?",
    "recouvrement-calendrier-actions",
  ),
  asked(
    "en",
    "Quickest way to get a court order for payment on a plain unpaid contract?",
    "recouvrement-calendrier-actions",
  ),
  // restitution-revendication-bien-loue
  asked(
    "fr",
    "le client en redressement garde notre machine et le contrat n'a jamais été publié : on a combien de temps pour la réclamer ?",
    "restitution-revendication-bien-loue",
  ),
  asked(
    "fr",
    "le locataire a revendu le matériel qu'on lui louait, on peut porter plainte ?",
    "restitution-revendication-bien-loue",
  ),
  asked(
    "en",
    "Customer won't give the equipment back after termination, which court route gets it back fastest?",
    "restitution-revendication-bien-loue",
  ),
  asked(
    "en",
    "Once we've sold the repossessed kit, how does the sale price affect what the customer still owes?",
    "restitution-revendication-bien-loue",
  ),
  // surendettement-procedure
  asked(
    "fr",
    "le dossier de surendettement de mon client vient d'être jugé recevable, je dois couper les prélèvements ?",
    "surendettement-procedure",
  ),
  asked(
    "fr",
    "on n'est pas d'accord avec la décision de la comission sur la recevabilité, on a combien de jours pour contester ?",
    "surendettement-procedure",
  ),
  asked(
    "en",
    "What's the longest a repayment plan imposed by the over-indebtedness commission can run?",
    "surendettement-procedure",
  ),
  asked(
    "en",
    "Personal recovery without liquidation for one of our borrowers: do we lose the whole debt?",
    "surendettement-procedure",
  ),
  // kpi-recouvrement-passage-perte
  asked(
    "fr",
    "le seuil de matérialité pour compter un client particulier en défaut, c'est combien ?",
    "kpi-recouvrement-passage-perte",
  ),
  asked(
    "fr",
    "en normes françaises, un douteux bascule en douteux compromis au bout de combien de temps ?",
    "kpi-recouvrement-passage-perte",
  ),
  asked(
    "en",
    "What's a roll rate and why does the risk committee look at it first?",
    "kpi-recouvrement-passage-perte",
  ),
  asked(
    "en",
    "how can I tell whether the loans we booked last year are going bad faster than older ones?",
    "kpi-recouvrement-passage-perte",
  ),
  // forbearance-client-difficulte
  asked(
    "fr",
    "on a reechelonne un client non performant, il peut redevenir sain au bout de combien de temps ?",
    "forbearance-client-difficulte",
  ),
  asked(
    "fr",
    "quelles solutions je peux proposer à un locataire qui n'arrive plus a suivre ses loyers ?",
    "forbearance-client-difficulte",
  ),
  asked(
    "en",
    "Can a judge give a debtor extra time to pay, and for how long at most?",
    "forbearance-client-difficulte",
  ),
  asked(
    "en",
    "We stretched the term for a struggling borrower. What does that mean for the IFRS 9 staging?",
    "forbearance-client-difficulte",
  ),
  // assurance-emprunteur-lemoine
  asked(
    "fr",
    "si le client prend son assurance de prêt ailleurs que chez nous, on a le droit de remonter son taux ?",
    "assurance-emprunteur-lemoine",
  ),
  asked(
    "fr",
    "client qui a eu un problème de santé sérieux, il existe un dispositif pour l'aider à trouver une assurance de prêt ?",
    "assurance-emprunteur-lemoine",
  ),
  asked(
    "en",
    "When is a borrower let off the health questionnaire for loan cover?",
    "assurance-emprunteur-lemoine",
  ),
  asked(
    "en",
    "How do we judge whether an outside loan insurance policy is as good as ours?",
    "assurance-emprunteur-lemoine",
  ),
  // assurance-bien-gap
  asked(
    "fr",
    "voiture en LOA partie à la casse, l'assureur paie moins que ce que le client nous doit : qui paie la différence ?",
    "assurance-bien-gap",
  ),
  asked(
    "fr",
    "pour vendre de la GAP avec nos contrats, il faut être immatriculé quelque part ?",
    "assurance-bien-gap",
  ),
  asked(
    "en",
    "The lessee's insurance certificate has lapsed and they haven't renewed it. What can we do?",
    "assurance-bien-gap",
  ),
  asked("en", "what does GAP cover usually exclude?", "assurance-bien-gap"),
  // sinistre-vol-destruction-leasing
  asked(
    "fr",
    "véhicule volé : le client a combien de temps pour prévenir son assureur ?",
    "sinistre-vol-destruction-leasing",
  ),
  asked(
    "fr",
    "l'expert dit que la voiture coûte plus cher à réparer qu'elle ne vaut, on a combien de jours pour répondre à l'offre de l'assureur ?",
    "sinistre-vol-destruction-leasing",
  ),
  asked(
    "en",
    "Leased machine burnt down. Do we keep invoicing the rents until the contract is ended?",
    "sinistre-vol-destruction-leasing",
  ),
  asked(
    "en",
    "Stolen leased car: how long before the insurer pays out if it isn't found?",
    "sinistre-vol-destruction-leasing",
  ),
  // valeurs-residuelles-fixation
  asked(
    "fr",
    "on s'appuie sur quoi pour fixer la VR d'un modèle à 36 mois et 90 000 km ?",
    "valeurs-residuelles-fixation",
  ),
  asked(
    "fr",
    "le commercial veut gonfler la VR pour tomber sur un loyer plus sympa, c'est acceptable ?",
    "valeurs-residuelles-fixation",
  ),
  asked(
    "en",
    "Does the colour of the car really change the value we expect at lease end?",
    "valeurs-residuelles-fixation",
  ),
  asked(
    "en",
    "How often should we check our RV forecasts against what the cars actually sold for?",
    "valeurs-residuelles-fixation",
  ),
  // valeurs-residuelles-risque-provision
  asked(
    "fr",
    "si le constructeur s'engage à racheter les voitures à prix fixé, on a encore un risque sur la VR ?",
    "valeurs-residuelles-risque-provision",
  ),
  asked(
    "fr",
    "les prix du diesel d'occasion s'effondrent, on attend le retour des véhicules pour déprécier ?",
    "valeurs-residuelles-risque-provision",
  ),
  asked(
    "en",
    "Under IFRS 16, what does the lessor do when the unguaranteed residual on a finance lease drops?",
    "valeurs-residuelles-risque-provision",
  ),
  asked(
    "en",
    "Is there insurance we can buy in case the cars are worth less than planned when they come back?",
    "valeurs-residuelles-risque-provision",
  ),
  // remarketing-fin-de-contrat
  asked(
    "fr",
    "revente d'une voiture de fin de LLD à un particulier, on peut appliquer la TVA sur marge ?",
    "remarketing-fin-de-contrat",
  ),
  asked(
    "fr",
    "acheteur qui veut payer sa voiture d'occasion en liquide, jusqu'à combien c'est permis ?",
    "remarketing-fin-de-contrat",
  ),
  asked("en", "Which way of selling returned lease cars costs us the least?", "remarketing-fin-de-contrat"),
  asked(
    "en",
    "What KPIs should we track to see how well we're selling off-lease vehicles?",
    "remarketing-fin-de-contrat",
  ),
  // remise-en-etat-usure-normale
  asked(
    "fr",
    "petit impact sur le pare-brise hors champ de vision, on le facture quand le client rend la voiture ?",
    "remise-en-etat-usure-normale",
  ),
  asked(
    "fr",
    "a-t-on le droit de facturer les dégats au client sans avoir fait réparer la voiture ?",
    "remise-en-etat-usure-normale",
  ),
  asked(
    "en",
    "Is there an industry standard we can base our end-of-lease damage chart on?",
    "remise-en-etat-usure-normale",
  ),
  asked(
    "en",
    "Customer is disputing the damage bill after handing the car back. How do we make it stand up?",
    "remise-en-etat-usure-normale",
  ),
  // tva-loyers-option-achat
  asked(
    "fr",
    "ma cliente société a une berline en LLD, elle récupère la TVA sur les loyers ?",
    "tva-loyers-option-achat",
  ),
  asked(
    "fr",
    "indemnité de résiliation anticipée : on la facture avec ou sans TVA ?",
    "tva-loyers-option-achat",
  ),
  asked(
    "en",
    "When the lessee buys the equipment at the end, do we charge VAT on the option price?",
    "tva-loyers-option-achat",
  ),
  asked("en", "Can a company reclaim the VAT on charging its electric pool cars?", "tva-loyers-option-achat"),
  // taxes-vehicules-societe
  asked(
    "fr",
    "en LLD, c'est nous ou le client qui paie les taxes annuelles qui ont remplacé la TVS ?",
    "taxes-vehicules-societe",
  ),
  asked(
    "fr",
    "le malus au poids, il demarre a partir de combien de tonnes maintenant ?",
    "taxes-vehicules-societe",
  ),
  asked("en", "Which annual taxes replaced the company car tax in 2022?", "taxes-vehicules-societe"),
  asked(
    "en",
    "What vehicle data should we send fleet clients so they can work out their car taxes?",
    "taxes-vehicules-societe",
  ),
  // fiscalite-preneur-loyers-reintegration
  asked(
    "fr",
    "voiture à 40 k€ TTC qui fait 130 g en LLD, le loueur a amorti 8 000 € : le client réintègre combien ?",
    "fiscalite-preneur-loyers-reintegration",
  ),
  asked(
    "fr",
    "le plafond de déductibilité pour une voiture de société 100 % électrique, c'est bien 30 000 € ?",
    "fiscalite-preneur-loyers-reintegration",
  ),
  asked(
    "en",
    "Does the non-deductible slice of lease rents on company cars apply to vans as well?",
    "fiscalite-preneur-loyers-reintegration",
  ),
  asked(
    "en",
    "Our customer rents a saloon for just two months for a project. Does the tax add-back on the car's depreciation still bite?",
    "fiscalite-preneur-loyers-reintegration",
  ),
  // fiscalite-credit-bail-immobilier
  asked("fr", "en CBI, la taxe foncière c'est pour qui ?", "fiscalite-credit-bail-immobilier"),
  asked(
    "fr",
    "crédit-bail immo sur 15 ans : faut-il le publier aux hypothèques, et qu'est-ce que ça change pour les droits quand le client rachète ?",
    "fiscalite-credit-bail-immobilier",
  ),
  asked(
    "en",
    "Can the lessee deduct the whole rent on a property lease, including the part that pays for the land?",
    "fiscalite-credit-bail-immobilier",
  ),
  asked(
    "en",
    "What transfer duty rate applies when the lessor buys an old office building to lease it out?",
    "fiscalite-credit-bail-immobilier",
  ),
];
