import { type AskedQuestion, asked } from "../types";

/** Questions consultants ask about the Alfa platform, each with the article that answers it, written from the articles' text. */
export const askedAlfa1: AskedQuestion[] = [
  // alfa-contract-lifecycle
  asked(
    "fr",
    "c'est quoi la différence entre un dossier en RES et un dossier en ECH ?",
    "alfa-contract-lifecycle",
  ),
  asked(
    "fr",
    "dossier passé en ACT par erreur, aucune facture partie : qui peut le remettre en ACC ?",
    "alfa-contract-lifecycle",
  ),
  asked(
    "en",
    "Can I still cancel a deal that's been accepted but hasn't started running yet?",
    "alfa-contract-lifecycle",
  ),
  asked("en", "where do I see who changed the status of a file and when?", "alfa-contract-lifecycle"),
  // alfa-contract-activation
  asked(
    "fr",
    "message ACT-012 quand je veux démarrer le contrat, je fais quoi ?",
    "alfa-contract-activation",
  ),
  asked(
    "fr",
    "la date de démarrage saisie est avant la date de l'accord crédit et ça bloque, comment je m'en sors ?",
    "alfa-contract-activation",
  ),
  asked(
    "en",
    "What paperwork has to be on the file before I can switch a lease live?",
    "alfa-contract-activation",
  ),
  asked(
    "en",
    "Do we need the customer's SEPA mandate up and running before kicking off the rentals, or can it come later?",
    "alfa-contract-activation",
  ),
  // alfa-proposal-credit-decision
  asked(
    "fr",
    "un analyste peut valider seul jusqu'à combien avant que ça parte en comité ?",
    "alfa-proposal-credit-decision",
  ),
  asked(
    "fr",
    "offre faite il y a 5 semaines, le client veut signer maintenant, elle tient toujours ?",
    "alfa-proposal-credit-decision",
  ),
  asked(
    "en",
    "My deal came back as deferred — what are they waiting for from the client?",
    "alfa-proposal-credit-decision",
  ),
  asked(
    "en",
    "Credit said yes but with conditions. What sort of conditions can they attach?",
    "alfa-proposal-credit-decision",
  ),
  // alfa-contract-amendment
  asked(
    "fr",
    "le client veut passer de mensuel à trimestriel sur un contrat déjà en cours, on fait comment ?",
    "alfa-contract-amendment",
  ),
  asked("fr", "AVN-004 en voulant rallonger la durée, ça veut dire quoi ?", "alfa-contract-amendment"),
  asked(
    "en",
    "Customer only wants to move his debit date to the 10th — does that need the whole approval circuit again?",
    "alfa-contract-amendment",
  ),
  asked(
    "en",
    "is there a way to compare the old and new versions of a contract after a change?",
    "alfa-contract-amendment",
  ),
  // alfa-contract-transfer
  asked(
    "fr",
    "mon client vend son fonds de commerce, l'acheteur peut reprendre le crédit-bail ?",
    "alfa-contract-transfer",
  ),
  asked(
    "fr",
    "reprise de la voiture de fonction par un salarié : les loyers d'avant la date de reprise, c'est qui qui les paie ?",
    "alfa-contract-transfer",
  ),
  asked("en", "Takeover blocked with TRF-009 — what do I need to sort out first?", "alfa-contract-transfer"),
  asked(
    "en",
    "Do we charge anything when another company takes over the lease? which fee code?",
    "alfa-contract-transfer",
  ),
  // alfa-asset-registration
  asked(
    "fr",
    "AST-003 sur un n° de série, ça veut dire que la machine est déjà financée ailleurs ?",
    "alfa-asset-registration",
  ),
  asked(
    "fr",
    "quelles infos je dois obligatoirement remplir quand je crée un matériel dans Alfa ?",
    "alfa-asset-registration",
  ),
  asked(
    "en",
    "The VIN keeps getting rejected with AST-011, what's wrong with it?",
    "alfa-asset-registration",
  ),
  asked("en", "who's allowed to override the duplicate serial number check?", "alfa-asset-registration"),
  // alfa-asset-categories
  asked("fr", "durée max pour financer du matos informatique ?", "alfa-asset-categories"),
  asked(
    "fr",
    "si je modifie la courbe de VR d'un type de bien, les contrats déjà en cours bougent aussi ?",
    "alfa-asset-categories",
  ),
  asked(
    "en",
    "Do electric cars have their own settings or do they just pick up the passenger car ones?",
    "alfa-asset-categories",
  ),
  asked(
    "en",
    "Where do I set whether a type of equipment is depreciated straight-line or declining balance on operating leases?",
    "alfa-asset-categories",
  ),
  // alfa-multi-asset-master-agreement
  asked(
    "fr",
    "mon client flotte a épuisé son enveloppe globale et veut ajouter 10 camions, quelles solutions ?",
    "alfa-multi-asset-master-agreement",
  ),
  asked(
    "fr",
    "un copieur en panne dans le parc du client, on peut l'échanger sans changer le loyer ?",
    "alfa-multi-asset-master-agreement",
  ),
  asked(
    "en",
    "Can a fleet customer get just one invoice a month covering all their schedules?",
    "alfa-multi-asset-master-agreement",
  ),
  asked(
    "en",
    "The umbrella agreement ends next year - does that cut short the schedules already running under it?",
    "alfa-multi-asset-master-agreement",
  ),
  // alfa-vehicle-registration-fines
  asked(
    "fr",
    "on a reçu un avis de contravention pour une LLD, on a combien de temps pour désigner le conducteur ?",
    "alfa-vehicle-registration-fines",
  ),
  asked(
    "fr",
    "amende reçue mais pas de conducteur renseigné sur le contrat, qui paie et on facture des frais ?",
    "alfa-vehicle-registration-fines",
  ),
  asked(
    "en",
    "On a contract hire car file, which tab has the first registration date and the contractual mileage?",
    "alfa-vehicle-registration-fines",
  ),
  asked(
    "en",
    "customer is clocking way more miles than planned — at what point does the system warn us?",
    "alfa-vehicle-registration-fines",
  ),
  // alfa-supplier-payment
  asked(
    "fr",
    "on paie le concessionnaire quand, à la livraison ou seulement une fois le contrat démarré ?",
    "alfa-supplier-payment",
  ),
  asked("fr", "SUP-014 sur un virement au fournisseur, il manque quoi ?", "alfa-supplier-payment"),
  asked(
    "en",
    "Supplier invoice is 3 euros off the purchase order, will it still go through?",
    "alfa-supplier-payment",
  ),
  asked(
    "en",
    "How do we handle deposits paid to a manufacturer while the machine is still being built?",
    "alfa-supplier-payment",
  ),
  // alfa-payment-schedule-calculation
  asked(
    "fr",
    "en crédit-bail le loyer est payé en début ou en fin de période par défaut ?",
    "alfa-payment-schedule-calculation",
  ),
  asked(
    "fr",
    "les centimes d'arrondi de l'échéancier, ils passent où ?",
    "alfa-payment-schedule-calculation",
  ),
  asked(
    "en",
    "Can I export the amortization table with the capital outstanding at each date?",
    "alfa-payment-schedule-calculation",
  ),
  asked(
    "en",
    "how does the engine split each instalment between principal, interest and VAT — is it IRR based?",
    "alfa-payment-schedule-calculation",
  ),
  // alfa-balloon-residual-value
  asked("fr", "PRC-030 sur ma cotation, ma VR est trop haute ?", "alfa-balloon-residual-value"),
  asked(
    "fr",
    "le concessionnaire s'engage à racheter la voiture en fin de contrat, je renseigne ça où ?",
    "alfa-balloon-residual-value",
  ),
  asked(
    "en",
    "If I push the RV up, what happens to the monthly payment and to our risk?",
    "alfa-balloon-residual-value",
  ),
  asked(
    "en",
    "On a plain loan what's the equivalent of the RV, a bigger last payment?",
    "alfa-balloon-residual-value",
  ),
  // alfa-irregular-schedules
  asked(
    "fr",
    "un agriculteur voudrait payer uniquement aux mois de récolte, c'est faisable ?",
    "alfa-irregular-schedules",
  ),
  asked("fr", "on peut accorder combien de mois sans rien payer au démarrage ?", "alfa-irregular-schedules"),
  asked(
    "en",
    "Got SCH-017 after typing in my own payment amounts, what does it mean?",
    "alfa-irregular-schedules",
  ),
  asked(
    "en",
    "Client wants low payments at first while the machine gets going, then higher ones. Which option do I pick?",
    "alfa-irregular-schedules",
  ),
  // alfa-billing-run-invoices
  asked(
    "fr",
    "les factures de loyer partent combien de jours avant la date d'exigibilité ?",
    "alfa-billing-run-invoices",
  ),
  asked("fr", "j'ai une facture émise avec une erreur, je peux la supprimer ?", "alfa-billing-run-invoices"),
  asked("en", "BIL-115 on a maintenance line — what's missing?", "alfa-billing-run-invoices"),
  asked(
    "en",
    "If a customer has three contracts at the same billing address, do they get one invoice or three?",
    "alfa-billing-run-invoices",
  ),
  // alfa-sepa-direct-debit
  asked(
    "fr",
    "rejet AM04 provision insuffisante, est-ce qu'on représente le prélèvement ?",
    "alfa-sepa-direct-debit",
  ),
  asked(
    "fr",
    "un mandat qui n'a pas servi depuis 3 ans, il est toujours valable ?",
    "alfa-sepa-direct-debit",
  ),
  asked(
    "en",
    "How far in advance does the customer need to be told about a debit?",
    "alfa-sepa-direct-debit",
  ),
  asked("en", "Customer disputed a direct debit with their bank (MD06), what now?", "alfa-sepa-direct-debit"),
  // alfa-early-termination-quote
  asked(
    "fr",
    "client qui veut sortir de son contrat avant la fin, je lui chiffre le rachat depuis quel écran ?",
    "alfa-early-termination-quote",
  ),
  asked("fr", "le devis de rachat reste valable combien de jours ?", "alfa-early-termination-quote"),
  asked("en", "Does issuing a payoff quote post anything in the accounts?", "alfa-early-termination-quote"),
  asked(
    "en",
    "Payoff quote is out but there's a direct debit scheduled before the payoff date — should I hold it?",
    "alfa-early-termination-quote",
  ),
  // alfa-settlement-figure-calculation
  asked(
    "fr",
    "le client conteste le montant du rachat, comment je lui montre le détail poste par poste ?",
    "alfa-settlement-figure-calculation",
  ),
  asked(
    "fr",
    "sur un solde anticipé, la TVA s'applique pour un prêt ou seulement en crédit-bail ?",
    "alfa-settlement-figure-calculation",
  ),
  asked("en", "What exactly goes into the payoff figure?", "alfa-settlement-figure-calculation"),
  asked(
    "en",
    "with the discounting method, what rate are the future rentals discounted at?",
    "alfa-settlement-figure-calculation",
  ),
  // alfa-consumer-early-repayment-rules
  asked(
    "fr",
    "un particulier rembourse son crédit auto en avance, on peut lui prendre combien de pénalité max ?",
    "alfa-consumer-early-repayment-rules",
  ),
  asked(
    "fr",
    "rembourssement anticipé de 8000€ sur un prêt perso : il y a des frais ou pas ?",
    "alfa-consumer-early-repayment-rules",
  ),
  asked(
    "en",
    "Do the legal caps on prepayment penalties apply to a private customer in LOA?",
    "alfa-consumer-early-repayment-rules",
  ),
  asked(
    "en",
    "What does “Legal cap applied” mean on a consumer payoff quote?",
    "alfa-consumer-early-repayment-rules",
  ),
  // alfa-partial-prepayment
  asked(
    "fr",
    "le client verse 5000€ de plus mais veut garder la même mensualité, c'est possible ?",
    "alfa-partial-prepayment",
  ),
  asked("fr", "ETP-008 quand je saisis un petit versement d'un client pro", "alfa-partial-prepayment"),
  asked("en", "Can an LLD customer pay down part of what they owe?", "alfa-partial-prepayment"),
  asked("en", "Is it OK to put a lump sum only against the balloon?", "alfa-partial-prepayment"),
  // alfa-termination-execution-closure
  asked(
    "fr",
    "ETP-021 au moment de valider le rachat, il manque 12 € sur le virement",
    "alfa-termination-execution-closure",
  ),
  asked(
    "fr",
    "après un rachat, la lettre de mainlevée part automatiquement ?",
    "alfa-termination-execution-closure",
  ),
  asked(
    "en",
    "What actually happens in the system when I execute a payoff?",
    "alfa-termination-execution-closure",
  ),
  asked(
    "en",
    "After a buy-out, do the insurance policies on the contract get cancelled on their own?",
    "alfa-termination-execution-closure",
  ),
  // alfa-insurance-products
  asked(
    "fr",
    "c'est quoi la garantie GAP qu'on peut proposer avec le financement ?",
    "alfa-insurance-products",
  ),
  asked("fr", "adhésion ADI du dirigeant qui reste en attente, pourquoi ?", "alfa-insurance-products"),
  asked("en", "Is there a max age to sign someone up for credit life cover?", "alfa-insurance-products"),
  asked(
    "en",
    "can the insurance be shown as its own line on the invoice rather than rolled into the rental?",
    "alfa-insurance-products",
  ),
  // alfa-insurance-premium-bordereau
  asked(
    "fr",
    "INS-044 sur le bordereau du mois, on fait quoi des primes pas payées ?",
    "alfa-insurance-premium-bordereau",
  ),
  asked(
    "fr",
    "on garde une commission sur ce qu'on reverse à l'assureur ?",
    "alfa-insurance-premium-bordereau",
  ),
  asked(
    "en",
    "How is the premium worked out — on the original amount, what's left to pay, or a flat fee?",
    "alfa-insurance-premium-bordereau",
  ),
  asked(
    "en",
    "Why does the insurance part of the invoice not go to our revenue account, and is there a tax on it?",
    "alfa-insurance-premium-bordereau",
  ),
  // alfa-insurance-claim
  asked(
    "fr",
    "client accidenté, on peut arrêter de le relancer le temps que l'assurance instruise ?",
    "alfa-insurance-claim",
  ),
  asked("fr", "vol du véhicule déclaré au bout de 4 jours, c'est trop tard ?", "alfa-insurance-claim"),
  asked(
    "en",
    "The borrower's company director passed away — what happens to the instalments under credit life?",
    "alfa-insurance-claim",
  ),
  asked("en", "which documents should I attach when logging an accident?", "alfa-insurance-claim"),
  // alfa-total-loss-settlement
  asked(
    "fr",
    "voiture VEI, l'assureur paie la valeur argus mais c'est moins que ce qui reste dû, le client paie la différence ?",
    "alfa-total-loss-settlement",
  ),
  asked(
    "fr",
    "CLM-017 : virement de l'assurance arrivé sans référence de dossier",
    "alfa-total-loss-settlement",
  ),
  asked(
    "en",
    "Car stolen and never found — how do we work out what we're owed?",
    "alfa-total-loss-settlement",
  ),
  asked(
    "en",
    "After a write-off, what status does the asset get and who takes the wreck?",
    "alfa-total-loss-settlement",
  ),
  // alfa-insurance-certificate-tracking
  asked(
    "fr",
    "le client n'a jamais renvoyé son attestaion d'assurance, on peut l'assurer nous-mêmes et lui refacturer ?",
    "alfa-insurance-certificate-tracking",
  ),
  asked(
    "fr",
    "à quel moment le système réclame au client sa nouvelle attestation ?",
    "alfa-insurance-certificate-tracking",
  ),
  asked(
    "en",
    "INS-052 on the customer's proof of cover, what's wrong with it?",
    "alfa-insurance-certificate-tracking",
  ),
  asked(
    "en",
    "How long after the customer's policy lapses do we send a formal notice?",
    "alfa-insurance-certificate-tracking",
  ),
];
