/**
 * Documentation corpus of "Alfa", a fictional asset-finance / leasing platform (crédit-bail, LLD, LOA,
 * hire purchase, loans on assets). Seeds the Alfa Assistant's knowledge base: each passage is
 * self-contained, French (`body`) with a faithful English version (`bodyEn`), markdown allowed.
 * Ids are stable slugs referenced by `alfa-questions.ts`.
 */

export type AlfaTopic =
  | "contracts"
  | "assets"
  | "schedules-billing"
  | "early-termination"
  | "insurance"
  | "collections"
  | "end-of-lease"
  | "accounting"
  | "api-batch"
  | "configuration";

export type AlfaPassage = {
  id: string;
  topic: AlfaTopic;
  title: string;
  titleEn: string;
  body: string;
  bodyEn: string;
};

export const alfaPassages: AlfaPassage[] = [
  // ───────────────────────────── contracts ─────────────────────────────
  {
    id: "alfa-contract-lifecycle",
    topic: "contracts",
    title: "Cycle de vie d'un contrat et statuts",
    titleEn: "Contract lifecycle and statuses",
    body: `Dans Alfa, chaque dossier suit un cycle de vie strict, visible dans l'en-tête de l'écran **Dossier contrat** (champ *Statut*) :

1. **PROP – Proposition** : saisie commerciale, simulation et pièces justificatives.
2. **ACC – Acceptée** : décision de crédit favorable, offre signée par le client.
3. **ACT – Activée** : mise en loyer effectuée, l'échéancier est figé et la facturation démarre.
4. **RES – Résiliée** : fin anticipée (rachat, sinistre, défaut).
5. **ECH – Échue** : dernière échéance facturée et option de fin de bail traitée.

## Revenir en arrière : annulation et désactivation

Un dossier peut aussi passer en **ANN – Annulée** tant qu'il n'est pas activé. Les transitions sont contrôlées : un dossier passé en ACT par erreur ne peut revenir de ACT à ACC que par l'action **Désactivation**, réservée au rôle Back-office senior et possible seulement si aucune facture n'a été émise. L'historique des changements de statut est consultable dans l'onglet *Journal*.`,
    bodyEn: `In Alfa, every file follows a strict lifecycle, visible in the header of the **Contract file** screen (*Status* field):

1. **PROP – Proposal**: sales entry, simulation and supporting documents.
2. **ACC – Accepted**: favourable credit decision, offer signed by the customer.
3. **ACT – Activated**: rental start done, the payment schedule is frozen and billing starts.
4. **RES – Terminated**: early end (buy-out, insurance claim, default).
5. **ECH – Matured**: last instalment invoiced and end-of-lease option processed.

## Going back: cancellation and deactivation

A file can also move to **ANN – Cancelled** as long as it has not been activated. Transitions are controlled: a file moved to ACT in error can only go back from ACT to ACC through the **Deactivation** action, restricted to the Senior back-office role and only possible if no invoice has been issued. The history of status changes is available in the *Log* tab.`,
  },
  {
    id: "alfa-contract-activation",
    topic: "contracts",
    title: "Activer un contrat : mise en loyer et prérequis",
    titleEn: "Activating a contract: rental start and prerequisites",
    body: `L'activation (ou **mise en loyer**) se lance depuis l'écran **Dossier contrat > Actions > Activer**. Elle fixe la *date de mise en service*, point de départ de l'échéancier et de la comptabilisation.

## Prérequis vérifiés avant l'activation

Avant d'accepter l'activation d'un contrat (crédit-bail, location ou prêt), Alfa vérifie les prérequis suivants :
- procès-verbal de livraison (PV) signé et daté, rattaché au dossier ;
- au moins un actif enregistré avec son numéro de série ;
- mandat SEPA au statut *Actif* si le mode de règlement est le prélèvement ;
- facture fournisseur rapprochée du bon de commande.

## Erreurs fréquentes

- **ACT-012 « PV de livraison manquant »** : téléverser le PV dans l'onglet *Documents*, type « PV livraison » ;
- **ACT-027 « Date de mise en service antérieure à la date d'accord »** : corriger la date ou demander une nouvelle décision de crédit.

Une fois activé, le dossier passe au statut ACT et ses montants financiers ne sont plus modifiables que par avenant.`,
    bodyEn: `Activation (or **rental start**) is launched from the **Contract file > Actions > Activate** screen. It sets the *commissioning date*, the starting point of the payment schedule and of the accounting entries.

## Prerequisites checked before activation

Before accepting the activation of a contract (lease, rental or loan), Alfa checks the following prerequisites:
- signed and dated delivery acceptance certificate (delivery note) attached to the file;
- at least one asset registered with its serial number;
- SEPA mandate with status *Active* if the payment method is direct debit;
- supplier invoice matched with the purchase order.

## Frequent errors

- **ACT-012 "Delivery certificate missing"**: upload the certificate in the *Documents* tab, type "Delivery certificate";
- **ACT-027 "Commissioning date earlier than approval date"**: correct the date or request a new credit decision.

Once activated, the file moves to status ACT and its financial amounts can only be changed through an amendment.`,
  },
  {
    id: "alfa-proposal-credit-decision",
    topic: "contracts",
    title: "Proposition commerciale et décision de crédit",
    titleEn: "Sales proposal and credit decision",
    body: `La proposition se crée dans l'écran **Nouvelle affaire** : choix du client (ou création du tiers), du produit, de l'apporteur d'affaires et de l'actif à financer. Le bouton **Calculer** produit une cotation avec loyer, taux client et marge.

## Décision de crédit

L'envoi en étude déclenche le moteur de **scoring** (note de A à E) puis la **décision de crédit**, qui peut être :
- *Accord* : la proposition passe au statut ACC après signature ;
- *Accord sous conditions* : caution personnelle, premier loyer majoré ou dépôt de garantie exigés ;
- *Refus* : motif obligatoire, la proposition est archivée ;
- *Ajourné* : pièces complémentaires attendues (liasse fiscale, extrait Kbis).

## Niveau de délégation et validité de l'offre

Chaque analyste dispose d'un **niveau de délégation** (par exemple 150 000 € d'encours consolidé par groupe de risque) ; au-delà, le dossier remonte automatiquement au comité de crédit. Validité de l'offre : elle reste valable 30 jours (paramètre OFFER_VALIDITY_DAYS) ; passé ce délai, la cotation doit être recalculée.`,
    bodyEn: `The proposal is created in the **New deal** screen: choice of the customer (or creation of the third party), of the product, of the business introducer and of the asset to be financed. The **Calculate** button produces a quote with rental, customer rate and margin.

## Credit decision

Submitting for review triggers the **scoring** engine (grade A to E) and then the **credit decision**, which can be:
- *Approved*: the proposal moves to status ACC after signature;
- *Approved with conditions*: personal guarantee, increased first rental or security deposit required;
- *Declined*: a reason is mandatory, the proposal is archived;
- *Deferred*: additional documents expected (tax return package, company registration extract).

## Delegation level and offer validity

Each analyst has a **delegation level** (for example €150,000 of consolidated exposure per risk group); a deal above it is automatically escalated to the credit committee. Offer validity: the offer remains valid for 30 days (parameter OFFER_VALIDITY_DAYS); after that, the quote must be recalculated.`,
  },
  {
    id: "alfa-contract-amendment",
    topic: "contracts",
    title: "Avenants : modifier un contrat en cours",
    titleEn: "Amendments: changing a live contract",
    body: `Un contrat activé ne se modifie que par **avenant**, via **Dossier contrat > Actions > Créer un avenant**. Alfa distingue deux familles :

- **Avenant financier** : allongement ou réduction de durée, changement de périodicité, réaménagement suite à des difficultés, modification du kilométrage contractuel en location longue durée. L'échéancier est recalculé à partir de la prochaine échéance non facturée, en conservant le taux d'origine sauf saisie d'un nouveau taux.
- **Avenant non financier** : changement de RIB, d'adresse de facturation, de jour de prélèvement ou de conducteur.

Chaque avenant crée une nouvelle **version** du contrat (V1, V2…) ; la comparaison des versions est disponible dans l'onglet *Historique*. Un avenant financier repasse par le workflow de validation et génère un document à faire signer. Erreur courante : **AVN-004 « Échéance déjà facturée dans la période modifiée »** — choisir une date d'effet postérieure à la dernière facture émise.`,
    bodyEn: `An activated contract can only be changed through an **amendment**, via **Contract file > Actions > Create amendment**. Alfa distinguishes two families:

- **Financial amendment**: extension or reduction of the term, change of payment frequency, restructuring following difficulties, change of the contractual mileage in long-term rental. The schedule is recalculated from the next non-invoiced instalment, keeping the original rate unless a new rate is entered.
- **Non-financial amendment**: change of bank details, billing address, direct debit day or driver.

Each amendment creates a new **version** of the contract (V1, V2…); version comparison is available in the *History* tab. A financial amendment goes through the approval workflow again and generates a document to be signed. Common error: **AVN-004 "Instalment already invoiced in the amended period"** — choose an effective date after the last invoice issued.`,
  },
  {
    id: "alfa-contract-transfer",
    topic: "contracts",
    title: "Transfert de contrat et changement de locataire",
    titleEn: "Contract transfer and change of lessee",
    body: `Le **transfert de contrat** (cession ou reprise) substitue un nouveau locataire ou emprunteur au client d'origine, par exemple lors de la vente d'un fonds de commerce ou de la reprise d'un véhicule par un salarié.

Étapes dans Alfa :
1. Ouvrir **Dossier contrat > Actions > Transfert de tiers**.
2. Sélectionner le repreneur : une étude de crédit complète est lancée sur lui.
3. Arrêter la date de transfert ; les échéances antérieures restent dues par le cédant.
4. Facturer les **frais de transfert** (rubrique FEE_TRANSFER du barème).
5. Faire signer l'avenant tripartite, puis valider.

Le mandat SEPA du cédant est révoqué et un nouveau mandat doit être collecté auprès du repreneur avant la prochaine échéance. L'encours est déplacé d'un groupe de risque à l'autre. Si le cédant présente des impayés, Alfa bloque le transfert (message **TRF-009 « Arriérés à régulariser »**) tant qu'ils ne sont pas soldés.`,
    bodyEn: `A **contract transfer** (assignment or takeover) substitutes a new lessee or borrower for the original customer, for example when a business is sold or when an employee takes over a vehicle.

Steps in Alfa:
1. Open **Contract file > Actions > Third-party transfer**.
2. Select the transferee: a full credit review is run on them.
3. Set the transfer date; instalments due before it remain owed by the transferor.
4. Invoice the **transfer fee** (item FEE_TRANSFER of the fee scale).
5. Have the three-party amendment signed, then validate.

The transferor's SEPA mandate is revoked and a new mandate must be collected from the transferee before the next instalment. The exposure is moved from one risk group to the other. If the transferor has unpaid amounts, Alfa blocks the transfer (message **TRF-009 "Arrears to be settled"**) until they are cleared.`,
  },

  // ───────────────────────────── assets ─────────────────────────────
  {
    id: "alfa-asset-registration",
    topic: "assets",
    title: "Enregistrer un actif : fiche bien et numéro de série",
    titleEn: "Registering an asset: asset record and serial number",
    body: `Chaque bien financé est décrit par une **fiche actif** (écran **Actifs > Nouveau bien**), rattachée à un ou plusieurs contrats. Champs obligatoires :
- **catégorie d'actif** (ex. VP, VUL, BTP, IT, MED) ;
- marque, modèle et désignation ;
- **numéro de série** (ou VIN à 17 caractères pour un véhicule) ;
- fournisseur et référence de la facture d'achat ;
- prix d'achat HT, taux de TVA et date de livraison ;
- adresse d'installation du matériel.

Alfa contrôle l'unicité du numéro de série : l'erreur **AST-003 « Numéro de série déjà financé »** signale un risque de double financement. Vérifier alors le contrat existant avant de forcer (droit réservé au service Risques). Pour un VIN, la structure est contrôlée ; l'erreur **AST-011** indique un format invalide. La fiche conserve l'historique des contrats successifs du même bien, utile en cas de relocation après restitution.`,
    bodyEn: `Each financed item is described by an **asset record** (screen **Assets > New asset**), linked to one or more contracts. Mandatory fields:
- **asset category** (e.g. passenger car, light commercial vehicle, construction, IT, medical);
- make, model and description;
- **serial number** (or 17-character VIN for a vehicle);
- supplier and purchase invoice reference;
- purchase price excluding VAT, VAT rate and delivery date;
- installation address of the equipment.

Alfa checks that the serial number is unique: error **AST-003 "Serial number already financed"** flags a risk of double financing. Check the existing contract before forcing (a right reserved to the Risk department). For a VIN, the structure is checked; error **AST-011** indicates an invalid format. The record keeps the history of successive contracts on the same item, useful when it is re-leased after being returned.`,
  },
  {
    id: "alfa-asset-categories",
    topic: "assets",
    title: "Catégories d'actifs et paramètres associés",
    titleEn: "Asset categories and related parameters",
    body: `La table **Catégories d'actifs** (menu **Paramétrage > Actifs > Catégories**) pilote de nombreux comportements. Pour chaque catégorie, on définit :
- la **durée maximale de financement** (ex. 60 mois pour l'informatique, 84 mois pour le matériel de travaux publics) ;
- la **courbe de valeur résiduelle** en pourcentage du prix d'achat selon la durée ;
- la méthode d'amortissement du bien en location opérationnelle (linéaire ou dégressif) ;
- le code de classification comptable et le compte d'immobilisation ;
- l'éligibilité aux produits d'assurance (bris de machine, perte financière).

Les catégories sont hiérarchiques : *Véhicules > VP > Électrique*. Une sous-catégorie hérite des valeurs de son parent sauf surcharge. Modifier une courbe n'affecte que les nouvelles cotations : les contrats existants conservent la valeur résiduelle figée à l'activation. Le code catégorie est aussi transmis dans les exports réglementaires de reporting du risque par type de bien.`,
    bodyEn: `The **Asset categories** table (menu **Configuration > Assets > Categories**) drives many behaviours. For each category, you define:
- the **maximum financing term** (e.g. 60 months for IT, 84 months for civil engineering equipment);
- the **residual value curve** as a percentage of the purchase price by term;
- the depreciation method of the item under operating lease (straight-line or declining balance);
- the accounting classification code and the fixed-asset account;
- eligibility for insurance products (machinery breakdown, financial loss).

Categories are hierarchical: *Vehicles > Passenger cars > Electric*. A sub-category inherits its parent's values unless overridden. Changing a curve only affects new quotes: existing contracts keep the residual value frozen at activation. The category code is also sent in the regulatory risk-reporting exports by asset type.`,
  },
  {
    id: "alfa-multi-asset-master-agreement",
    topic: "assets",
    title: "Contrat cadre et financement multi-actifs",
    titleEn: "Master agreement and multi-asset financing",
    body: `Pour les flottes et les parcs de matériel, Alfa propose le **contrat cadre** : un accord global signé une fois, sous lequel on rattache des **annexes**, chacune avec ses propres actifs, sa durée et son loyer.

Fonctionnement :
- l'enveloppe autorisée (*plafond du cadre*) est consommée par chaque annexe activée ;
- les annexes peuvent être **facturées de manière consolidée** : une seule facture mensuelle par client, ventilée par annexe et par bien ;
- un actif peut être **substitué** (échange standard d'un équipement défectueux) sans changer le loyer, via **Annexe > Substitution de bien** ;
- le retrait partiel d'un bien déclenche un recalcul du loyer de l'annexe.

Erreur fréquente : **MLA-021 « Plafond du contrat cadre dépassé »**. Il faut soit demander une extension d'enveloppe au service crédit, soit attendre l'échéance d'une autre annexe. La date de fin du cadre ne limite pas la durée des annexes déjà activées.`,
    bodyEn: `For fleets and equipment pools, Alfa offers the **master agreement**: an overall agreement signed once, under which **schedules** are attached, each with its own assets, term and rental.

How it works:
- the authorised envelope (*master agreement ceiling*) is consumed by each activated schedule;
- schedules can be **invoiced on a consolidated basis**: a single monthly invoice per customer, broken down by schedule and by asset;
- an asset can be **substituted** (like-for-like exchange of faulty equipment) without changing the rental, via **Schedule > Asset substitution**;
- partial withdrawal of an asset triggers a recalculation of the schedule's rental.

Frequent error: **MLA-021 "Master agreement ceiling exceeded"**. Either request an envelope increase from the credit department, or wait for another schedule to mature. The end date of the master agreement does not limit the term of schedules already activated.`,
  },
  {
    id: "alfa-vehicle-registration-fines",
    topic: "assets",
    title: "Véhicules : carte grise, kilométrage et amendes",
    titleEn: "Vehicles: registration certificate, mileage and traffic fines",
    body: `En location longue durée, le loueur est propriétaire du véhicule : Alfa gère donc le **certificat d'immatriculation** (carte grise) au nom de la société de financement, le client figurant comme utilisateur. L'onglet **Véhicule** de la fiche actif contient l'immatriculation, la date de première mise en circulation, le kilométrage contractuel et les **relevés kilométriques** déclarés.

Les **avis de contravention** reçus par le loueur sont saisis dans l'écran **Amendes** : Alfa génère la **désignation du conducteur** dans le délai légal de 45 jours, à partir du conducteur déclaré sur le contrat. Si aucun conducteur n'est renseigné, l'amende est refacturée au client avec des frais de gestion (rubrique FEE_FINE).

Les relevés kilométriques alimentent l'alerte de **dépassement kilométrique projeté** : au-delà de 10 % d'écart, le gestionnaire est invité à proposer un avenant de kilométrage pour éviter une lourde facturation en fin de contrat.`,
    bodyEn: `In long-term rental, the lessor owns the vehicle: Alfa therefore manages the **registration certificate** in the name of the finance company, with the customer shown as the user. The **Vehicle** tab of the asset record holds the registration number, the date of first registration, the contractual mileage and the declared **odometer readings**.

**Traffic fine notices** received by the lessor are entered in the **Fines** screen: Alfa generates the **driver designation** within the legal 45-day deadline, using the driver declared on the contract. If no driver is recorded, the fine is re-invoiced to the customer with a handling fee (item FEE_FINE).

Odometer readings feed the **projected mileage overrun** alert: beyond a 10% deviation, the account manager is prompted to offer a mileage amendment to avoid a heavy charge at the end of the contract.`,
  },
  {
    id: "alfa-supplier-payment",
    topic: "assets",
    title: "Règlement du fournisseur et décaissement",
    titleEn: "Supplier payment and disbursement",
    body: `Le **décaissement fournisseur** paie le vendeur du bien (concessionnaire, constructeur, intégrateur). Il se prépare dans l'écran **Fournisseurs > Factures à régler**.

Règles par défaut :
- la facture fournisseur doit être **rapprochée** du bon de commande (montant HT, TVA, numéros de série) avec une tolérance paramétrable de 1 € ;
- le paiement n'est libéré qu'après activation du contrat, sauf pour les fournisseurs au statut *Partenaire agréé* (paiement à la livraison) ;
- les **acomptes** sur du matériel en construction sont financés par un contrat de préfinancement générant des intérêts intercalaires.

Le batch **SUPPAY** produit chaque jour le fichier de virements SEPA (pain.001) et passe les écritures de dette fournisseur. Un écart de rapprochement bloque la facture au statut *Litige* ; le gestionnaire corrige le montant ou joint un avoir. Erreur **SUP-014 « IBAN fournisseur non vérifié »** : le contrôle de l'IBAN doit être réalisé avant tout premier virement.`,
    bodyEn: `The **supplier disbursement** pays the seller of the asset (dealer, manufacturer, integrator). It is prepared in the **Suppliers > Invoices to pay** screen.

Default rules:
- the supplier invoice must be **matched** with the purchase order (amount excluding VAT, VAT, serial numbers) with a configurable tolerance of €1;
- payment is only released after the contract is activated, except for suppliers with status *Approved partner* (payment on delivery);
- **down payments** on equipment under construction are financed by a pre-financing contract that generates interim interest.

The **SUPPAY** batch produces the SEPA credit transfer file (pain.001) every day and posts the supplier payable entries. A matching discrepancy blocks the invoice with status *Disputed*; the account manager corrects the amount or attaches a credit note. Error **SUP-014 "Supplier IBAN not verified"**: the IBAN check must be completed before any first transfer.`,
  },

  // ───────────────────────────── schedules-billing ─────────────────────────────
  {
    id: "alfa-payment-schedule-calculation",
    topic: "schedules-billing",
    title: "Calcul de l'échéancier : terme à échoir ou échu",
    titleEn: "Payment schedule calculation: in advance or in arrears",
    body: `L'**échéancier** est calculé par le moteur financier à partir du montant financé, de la durée, de la **périodicité** (mensuelle, trimestrielle, semestrielle, annuelle), du taux et de la valeur résiduelle.

Le champ **Terme** détermine la date d'exigibilité :
- **à échoir** : le loyer est dû en début de période, la première échéance tombe à la mise en loyer — cas standard du crédit-bail et de la LLD ;
- **échu** : le loyer est dû en fin de période — fréquent pour les prêts.

Le moteur résout l'équation actuarielle par le **taux de rendement interne** et répartit chaque échéance entre capital, intérêts, TVA et accessoires (assurance, prestations). Les arrondis sont reportés sur la dernière échéance (paramètre ROUNDING_MODE = LAST). L'écran **Échéancier** affiche le tableau d'amortissement et le capital restant dû à chaque date, exportable en CSV. Après activation, l'échéancier est figé ; toute modification passe par un avenant.`,
    bodyEn: `The **payment schedule** is calculated by the financial engine from the financed amount, the term, the **payment frequency** (monthly, quarterly, half-yearly, yearly), the rate and the residual value.

The **Timing** field determines the due date:
- **in advance**: the rental is due at the start of the period and the first instalment falls on the rental start date — the standard case for finance leases and long-term rental;
- **in arrears**: the rental is due at the end of the period — common for loans.

The engine solves the actuarial equation using the **internal rate of return** and splits each instalment into principal, interest, VAT and ancillaries (insurance, services). Rounding differences are carried to the last instalment (parameter ROUNDING_MODE = LAST). The **Schedule** screen shows the amortisation table and the outstanding principal at each date, exportable to CSV. After activation, the schedule is frozen; any change requires an amendment.`,
  },
  {
    id: "alfa-balloon-residual-value",
    topic: "schedules-billing",
    title: "Valeur résiduelle, ballon et option d'achat",
    titleEn: "Residual value, balloon and purchase option",
    body: `La **valeur résiduelle** (VR) est la part du prix non amortie par les loyers. Selon le produit, elle prend la forme :
- d'une **option d'achat** en crédit-bail ou LOA, que le client peut lever en fin de contrat ;
- d'un **ballon** (dernière échéance majorée) sur un crédit classique ;
- d'une **VR non garantie** portée par le loueur en LLD, reprise par le remarketing.

Dans la cotation, la VR se saisit en montant ou en pourcentage ; elle est proposée automatiquement par la courbe de la catégorie d'actif. Une VR élevée baisse le loyer mais augmente le risque. Le champ **Garant de VR** permet d'indiquer un engagement de reprise du constructeur ou du concessionnaire (*buy-back*) : le risque est alors transféré et suivi dans l'écran **Engagements de reprise**.

Contrôle : Alfa refuse une VR supérieure au plafond de la catégorie (erreur **PRC-030 « VR hors grille »**), sauf dérogation validée par le comité.`,
    bodyEn: `The **residual value** (RV) is the part of the price not amortised by the rentals. Depending on the product, it takes the form of:
- a **purchase option** in a finance lease or lease with purchase option, which the customer may exercise at the end of the contract;
- a **balloon** (increased final instalment) on a standard loan;
- an **unguaranteed RV** carried by the lessor in long-term rental, recovered through remarketing.

In the quote, the RV is entered as an amount or a percentage; it is proposed automatically from the asset category curve. A high RV lowers the rental but increases the risk. The **RV guarantor** field records a buy-back commitment from the manufacturer or the dealer: the risk is then transferred and monitored in the **Buy-back commitments** screen.

Control: Alfa rejects an RV above the category ceiling (error **PRC-030 "RV outside grid"**), unless an exception is approved by the committee.`,
  },
  {
    id: "alfa-irregular-schedules",
    topic: "schedules-billing",
    title: "Échéanciers atypiques : franchise, paliers et saisonnalité",
    titleEn: "Irregular schedules: payment holidays, steps and seasonality",
    body: `Au-delà des loyers constants, l'écran de cotation propose plusieurs **profils d'échéancier** (champ *Profil*) :
- **Premier loyer majoré** : un apport en début de contrat (souvent 10 à 30 % du prix) réduit les loyers suivants ;
- **Franchise** : période sans paiement (franchise totale) ou avec intérêts seuls (franchise partielle), jusqu'à 6 mois ;
- **Paliers** : loyers progressifs ou dégressifs par tranches, par exemple pour accompagner la montée en charge d'une machine ;
- **Saisonnier** : échéances concentrées sur les mois de récolte pour la clientèle agricole, définies mois par mois dans un calendrier ;
- **Libre** : saisie manuelle des montants, le moteur recalcule le dernier loyer d'équilibre.

Pour un profil libre ou saisonnier, Alfa vérifie que le taux de rendement reste au-dessus du taux plancher de la grille ; sinon le message **SCH-017 « Rendement inférieur au plancher »** bloque la validation.`,
    bodyEn: `Beyond level rentals, the quote screen offers several **schedule profiles** (*Profile* field):
- **Increased first rental**: an upfront contribution (often 10 to 30% of the price) reduces the following rentals;
- **Payment holiday**: a period with no payment (full holiday) or interest only (partial holiday), up to 6 months;
- **Stepped**: rentals increasing or decreasing by tranches, for example to match the ramp-up of a machine;
- **Seasonal**: instalments concentrated on the harvest months for agricultural customers, defined month by month in a calendar;
- **Free-form**: amounts entered manually, the engine recalculates the final balancing rental.

For a free-form or seasonal profile, Alfa checks that the yield stays above the floor rate of the pricing grid; otherwise the message **SCH-017 "Yield below floor"** blocks validation.`,
  },
  {
    id: "alfa-billing-run-invoices",
    topic: "schedules-billing",
    title: "Run de facturation et génération des factures",
    titleEn: "Billing run and invoice generation",
    body: `Le batch **BILRUN** génère chaque nuit les **factures de loyer** (ou avis d'échéance pour les prêts) des échéances arrivant à leur date d'émission. L'émission a lieu par défaut 15 jours avant l'exigibilité (paramètre BILLING_LEAD_DAYS).

Pour chaque facture, Alfa :
1. regroupe les échéances par client et par adresse de facturation ;
2. calcule la TVA par rubrique (loyer, assurance, prestations de maintenance) ;
3. attribue un numéro chronologique sans rupture par série de facturation ;
4. produit le PDF et l'envoie par courriel, portail client ou courrier.

Les factures bloquées apparaissent dans l'écran **Facturation > Anomalies**. Cas fréquents : **BIL-101 « Adresse de facturation absente »**, **BIL-115 « Taux de TVA non paramétré pour la rubrique »**. Après correction, relancer la facturation unitaire depuis le dossier. Une facture émise ne peut jamais être supprimée : on émet un **avoir** puis une facture rectificative.`,
    bodyEn: `The **BILRUN** batch generates every night the **rental invoices** (or instalment notices for loans) for instalments reaching their issue date. By default, invoices are issued 15 days before the due date (parameter BILLING_LEAD_DAYS).

For each invoice, Alfa:
1. groups instalments by customer and billing address;
2. calculates VAT per item (rental, insurance, maintenance services);
3. assigns a sequential number with no gaps per invoice series;
4. produces the PDF and sends it by email, customer portal or post.

Blocked invoices appear in the **Billing > Exceptions** screen. Frequent cases: **BIL-101 "Billing address missing"**, **BIL-115 "VAT rate not configured for the item"**. After correcting, rerun single-contract billing from the file. An issued invoice can never be deleted: issue a **credit note** and then a corrected invoice.`,
  },
  {
    id: "alfa-sepa-direct-debit",
    topic: "schedules-billing",
    title: "Prélèvement SEPA : mandats, prénotification et rejets",
    titleEn: "SEPA direct debit: mandates, pre-notification and returns",
    body: `Le règlement par prélèvement repose sur un **mandat SEPA** (écran **Tiers > Mandats**) identifié par sa **RUM** (référence unique de mandat) et l'ICS du créancier. Statuts : *En attente de signature*, *Actif*, *Révoqué*, *Caduc* (aucun prélèvement présenté depuis 36 mois).

Le batch **DDGEN** constitue le fichier pain.008 à J-2 ouvrés de l'échéance. La **prénotification** est portée par la facture, envoyée au moins 14 jours calendaires avant le débit (délai réduit possible par accord contractuel).

Les rejets (retours pain.002 / camt.054) sont intégrés par **DDREJ** :
- **AM04** (provision insuffisante) : représentation automatique à J+7, une seule fois ;
- **AC04** (compte clôturé) ou **MD01** (absence de mandat) : pas de représentation, passage en recouvrement et demande d'un nouveau RIB ;
- **MD06** (contestation du débiteur) : remboursement dans les 8 semaines, à traiter manuellement.

Des frais de rejet (FEE_REJECT) sont facturés au client selon le barème.`,
    bodyEn: `Direct debit payment relies on a **SEPA mandate** (screen **Third parties > Mandates**) identified by its **UMR** (unique mandate reference) and the creditor identifier. Statuses: *Awaiting signature*, *Active*, *Revoked*, *Lapsed* (no direct debit presented for 36 months).

The **DDGEN** batch builds the pain.008 file two business days before the due date. The **pre-notification** is carried by the invoice, sent at least 14 calendar days before the debit (a shorter period can be agreed in the contract).

Returns (pain.002 / camt.054 files) are loaded by **DDREJ**:
- **AM04** (insufficient funds): automatic re-presentation at D+7, once only;
- **AC04** (account closed) or **MD01** (no mandate): no re-presentation, transfer to collections and request for new bank details;
- **MD06** (refund requested by the debtor): refund within 8 weeks, to be handled manually.

Return fees (FEE_REJECT) are charged to the customer according to the fee scale.`,
  },

  // ───────────────────────────── early-termination ─────────────────────────────
  {
    id: "alfa-early-termination-quote",
    topic: "early-termination",
    title: "Devis de résiliation anticipée",
    titleEn: "Early termination quote",
    body: `Lorsqu'un client souhaite solder son contrat avant terme, le gestionnaire émet un **devis de résiliation anticipée** depuis **Dossier contrat > Fin anticipée > Simuler**. Il saisit :
- la **date de solde souhaitée** (date de valeur) ;
- le motif : rachat volontaire, revente du bien, sinistre, refinancement ;
- le devenir du bien : cession au client, à un tiers désigné ou restitution.

## Validité du devis

Alfa produit un document récapitulatif avec le **montant de solde** décomposé et une **date de validité** : le devis est valable 10 jours par défaut (paramètre QUOTE_VALIDITY). Si le paiement arrive après cette date ou pour un montant différent, le devis expire et il faut le recalculer.

Le devis n'a aucun effet comptable : il est conservé dans l'onglet *Devis* avec le statut *Émis*, *Accepté*, *Expiré* ou *Exécuté*. Les échéances déjà facturées mais non exigibles seront neutralisées par avoir lors de l'exécution. Pensez à suspendre le prochain prélèvement s'il précède la date de solde.`,
    bodyEn: `When a customer wants to settle the contract before its term, the account manager issues an **early termination quote** from **Contract file > Early termination > Simulate**. They enter:
- the **requested settlement date** (value date);
- the reason: voluntary buy-out, sale of the asset, insurance claim, refinancing;
- what happens to the asset: sale to the customer, to a designated third party, or return.

## Quote validity

Alfa produces a summary document with the itemised **settlement amount** and a **validity date**: the quote is valid for 10 days by default (parameter QUOTE_VALIDITY). If payment arrives after that date or for a different amount, the quote expires and must be recalculated.

The quote has no accounting effect: it is kept in the *Quotes* tab with status *Issued*, *Accepted*, *Expired* or *Executed*. Instalments already invoiced but not yet due will be cancelled by credit note upon execution. Remember to suspend the next direct debit if it falls before the settlement date.`,
  },
  {
    id: "alfa-settlement-figure-calculation",
    topic: "early-termination",
    title: "Calcul du montant de solde d'une fin anticipée",
    titleEn: "Settlement figure calculation for early termination",
    body: `Le **montant de solde** affiché dans le devis de fin anticipée se compose de :

1. **Impayés** : loyers échus non réglés, frais et intérêts de retard ;
2. **Capital restant dû** à la date de solde, issu du tableau d'amortissement ;
3. **Indemnité de résiliation** selon la formule du produit : pourcentage du capital restant dû (ex. 3 %), nombre forfaitaire de loyers, ou actualisation des loyers futurs ;
4. **Valeur résiduelle / option d'achat**, si le bien est cédé au client ;
5. **TVA** sur la part taxable selon le produit (les loyers de crédit-bail sont soumis à TVA, le capital d'un prêt ne l'est pas).

En méthode « actualisation », les loyers restants sont actualisés au **taux d'actualisation** défini dans le produit (taux du contrat ou taux de refinancement). Pour justifier un montant contesté, utiliser le bouton **Détail du calcul**, qui affiche chaque composante et le paramètre utilisé. Un écart fréquent vient d'une échéance facturée mais non encore exigible : vérifier qu'elle n'est pas comptée à la fois en impayé et en capital restant dû.`,
    bodyEn: `The **settlement figure** shown in the early termination quote is made up of:

1. **Arrears**: overdue unpaid rentals, fees and late-payment interest;
2. **Outstanding principal** at the settlement date, taken from the amortisation table;
3. **Termination fee** according to the product formula: percentage of the outstanding principal (e.g. 3%), fixed number of rentals, or discounting of future rentals;
4. **Residual value / purchase option**, if the asset is sold to the customer;
5. **VAT** on the taxable part depending on the product (finance lease rentals are subject to VAT, loan principal is not).

With the "discounting" method, remaining rentals are discounted at the **discount rate** defined in the product (contract rate or funding rate). To justify a disputed amount, use the **Calculation details** button, which shows each component and the parameter used. A frequent discrepancy comes from an instalment invoiced but not yet due: check that it is not counted both in arrears and in outstanding principal.`,
  },
  {
    id: "alfa-consumer-early-repayment-rules",
    topic: "early-termination",
    title: "Remboursement anticipé d'un crédit à la consommation",
    titleEn: "Early repayment of a consumer credit",
    body: `Pour les contrats soumis au Code de la consommation (produits dont le champ **Profil réglementaire** vaut CONSO), Alfa applique automatiquement les plafonds légaux de l'**indemnité de remboursement anticipé** d'un crédit affecté ou personnel :
- au plus **1 %** du montant remboursé par anticipation si la durée restante dépasse un an ;
- au plus **0,5 %** si la durée restante est inférieure ou égale à un an ;
- **aucune indemnité** si le montant remboursé sur douze mois ne dépasse pas 10 000 €.

Le moteur retient en outre le minimum entre l'indemnité calculée et le montant des intérêts qui auraient été payés jusqu'au terme. Pour les particuliers en LOA ou LLD, les indemnités de résiliation relèvent des conditions contractuelles et non de ces plafonds. Le devis affiche la mention « Plafond légal appliqué » lorsque l'écrêtement intervient. Tout paramétrage dérogatoire du profil CONSO est interdit et journalisé.`,
    bodyEn: `For contracts subject to the French Consumer Code (products whose **Regulatory profile** field is CONSO), Alfa automatically applies the legal caps on the **early repayment indemnity** of a linked or personal loan:
- at most **1%** of the amount repaid early if the remaining term exceeds one year;
- at most **0.5%** if the remaining term is one year or less;
- **no indemnity** if the amount repaid over twelve months does not exceed €10,000.

The engine also takes the lower of the calculated indemnity and the interest that would have been paid until maturity. For individuals under a lease with purchase option or long-term rental, termination fees are governed by the contract terms, not by these caps. The quote displays the note "Legal cap applied" when the amount is capped. Any non-compliant configuration of the CONSO profile is forbidden and logged.`,
  },
  {
    id: "alfa-partial-prepayment",
    topic: "early-termination",
    title: "Remboursement anticipé partiel et recalcul",
    titleEn: "Partial prepayment and recalculation",
    body: `Un **remboursement partiel** réduit l'encours sans clore le contrat. Il se saisit dans **Dossier contrat > Fin anticipée > Paiement partiel** après réception des fonds (virement ou chèque, lettré sur le compte client).

Le gestionnaire choisit l'option de recalcul :
- **Réduction de la durée** : le montant de l'échéance est conservé, les dernières échéances disparaissent ;
- **Réduction de l'échéance** : la durée est conservée, chaque loyer ou mensualité baisse ;
- **Imputation sur le ballon** : le paiement diminue uniquement la dernière échéance majorée.

Alfa génère un avenant financier automatique (version +1) et un nouveau tableau d'amortissement à envoyer au client. Pour la clientèle professionnelle, un montant minimal peut être exigé (paramètre MIN_PARTIAL_PREPAY, par exemple 10 % du capital restant dû) ; en dessous, le message **ETP-008 « Montant inférieur au minimum »** apparaît. Le paiement partiel n'existe pas en LLD, où le loyer rémunère un service et non un capital.`,
    bodyEn: `A **partial prepayment** reduces the outstanding balance without closing the contract. It is entered in **Contract file > Early termination > Partial payment** once the funds are received (transfer or cheque, matched on the customer account).

The account manager chooses the recalculation option:
- **Reduce the term**: the instalment amount is kept, the last instalments disappear;
- **Reduce the instalment**: the term is kept, each rental or monthly payment decreases;
- **Apply to the balloon**: the payment only reduces the increased final instalment.

Alfa generates an automatic financial amendment (version +1) and a new amortisation table to send to the customer. For business customers, a minimum amount can be required (parameter MIN_PARTIAL_PREPAY, for example 10% of the outstanding principal); below it, the message **ETP-008 "Amount below minimum"** appears. Partial payment does not exist in long-term rental, where the rental pays for a service rather than principal.`,
  },
  {
    id: "alfa-termination-execution-closure",
    topic: "early-termination",
    title: "Exécuter la résiliation et clôturer le dossier",
    titleEn: "Executing the termination and closing the file",
    body: `Une fois le montant de solde encaissé, la résiliation s'exécute via **Fin anticipée > Exécuter** en sélectionnant le devis au statut *Accepté*. Alfa réalise alors en une seule transaction :
1. l'annulation des échéances futures et un **avoir** pour celles déjà facturées ;
2. l'émission de la **facture de résiliation** (indemnité, prix de cession du bien) ;
3. le lettrage du règlement reçu avec cette facture ;
4. la révocation du mandat SEPA et l'arrêt des prélèvements ;
5. les écritures de sortie d'actif et de reprise du capital restant dû ;
6. le passage du contrat au statut **RES**.

Le batch nocturne **TERMCLOSE** finalise la clôture : levée des garanties, résiliation des assurances rattachées et envoi de la **lettre de mainlevée** ou du certificat de cession. Si un reliquat subsiste (écart de règlement supérieur à la tolérance de 5 €), l'exécution est refusée avec l'erreur **ETP-021 « Solde non couvert »** : compléter l'encaissement ou recalculer le devis.`,
    bodyEn: `Once the settlement amount has been received, the termination is executed via **Early termination > Execute** by selecting the quote with status *Accepted*. Alfa then performs in a single transaction:
1. cancellation of future instalments and a **credit note** for those already invoiced;
2. issue of the **termination invoice** (fee, sale price of the asset);
3. matching of the payment received against that invoice;
4. revocation of the SEPA mandate and stop of direct debits;
5. asset disposal entries and derecognition of the outstanding principal;
6. move of the contract to status **RES**.

The overnight **TERMCLOSE** batch finalises the closure: release of guarantees, cancellation of attached insurance policies and sending of the **release letter** or the certificate of sale. If a remainder is left (payment difference above the €5 tolerance), execution is refused with error **ETP-021 "Balance not covered"**: complete the payment or recalculate the quote.`,
  },

  // ───────────────────────────── insurance ─────────────────────────────
  {
    id: "alfa-insurance-products",
    topic: "insurance",
    title: "Produits d'assurance rattachés aux contrats",
    titleEn: "Insurance products attached to contracts",
    body: `Le catalogue **Paramétrage > Assurances** recense les garanties proposables en option lors de la cotation :
- **ADI** (décès, incapacité, invalidité) pour le dirigeant ou l'emprunteur, calculée sur le capital restant dû ;
- **Perte financière** (GAP), qui couvre l'écart entre l'indemnité de l'assureur dommages et l'encours en cas de perte totale ;
- **Bris de machine** et **dommages** pour le matériel professionnel ;
- **Pertes d'exploitation** pour certains équipements médicaux.

Chaque produit est lié à un **assureur partenaire**, une convention (numéro de contrat groupe), des catégories d'actifs éligibles, un âge maximal d'adhésion et une tarification. L'adhésion est enregistrée dans l'onglet **Assurances** du contrat avec son numéro de certificat ; la prime s'ajoute au loyer ou fait l'objet d'une ligne distincte sur la facture. Un questionnaire de santé peut être exigé au-delà d'un seuil d'encours ; tant qu'il n'est pas accepté, l'adhésion reste *En attente*.`,
    bodyEn: `The **Configuration > Insurance** catalogue lists the cover that can be offered as an option at quote stage:
- **Credit life** (death, incapacity, disability) for the company director or the borrower, calculated on the outstanding principal;
- **Financial loss** (GAP), covering the gap between the motor/property insurer's payout and the outstanding balance in case of total loss;
- **Machinery breakdown** and **damage** for business equipment;
- **Business interruption** for some medical equipment.

Each product is linked to a **partner insurer**, an agreement (group policy number), eligible asset categories, a maximum enrolment age and a pricing. Enrolment is recorded in the contract's **Insurance** tab with its certificate number; the premium is added to the rental or shown as a separate line on the invoice. A health questionnaire may be required above an exposure threshold; until it is accepted, enrolment stays *Pending*.`,
  },
  {
    id: "alfa-insurance-premium-bordereau",
    topic: "insurance",
    title: "Primes d'assurance, taxes et bordereau assureur",
    titleEn: "Insurance premiums, taxes and insurer bordereau",
    body: `La prime d'assurance est calculée selon la méthode du produit : **taux sur capital initial**, **taux sur capital restant dû** ou **forfait mensuel**. Elle est facturée avec le loyer mais comptabilisée dans un compte de tiers, car elle est reversée à l'assureur ; la **taxe sur les conventions d'assurance** est appliquée selon le taux paramétré pour la garantie.

Chaque mois, le batch **INSBORD** produit le **bordereau de primes** par assureur : liste des adhésions, primes encaissées, entrées, sorties et résiliations de la période. Le bordereau est validé dans l'écran **Assurances > Bordereaux**, puis le règlement à l'assureur est généré, déduction faite de la **commission de courtage** revenant à la société de financement.

Anomalie courante : **INS-044 « Prime facturée non encaissée »**. Selon la convention, les primes impayées sont soit reversées malgré tout, soit déclarées à l'assureur pour suspension de la garantie après mise en demeure.`,
    bodyEn: `The insurance premium is calculated according to the product's method: **rate on initial principal**, **rate on outstanding principal** or **flat monthly amount**. It is invoiced with the rental but booked to a third-party account, since it is passed on to the insurer; the **insurance premium tax** is applied at the rate configured for the cover.

Every month, the **INSBORD** batch produces the **premium bordereau** per insurer: list of enrolments, premiums collected, new entries, exits and cancellations for the period. The bordereau is validated in the **Insurance > Bordereaux** screen, then the payment to the insurer is generated, net of the **brokerage commission** due to the finance company.

Common exception: **INS-044 "Premium invoiced but not collected"**. Depending on the agreement, unpaid premiums are either passed on anyway or reported to the insurer so that cover is suspended after formal notice.`,
  },
  {
    id: "alfa-insurance-claim",
    topic: "insurance",
    title: "Déclarer et suivre un sinistre",
    titleEn: "Reporting and tracking an insurance claim",
    body: `La déclaration d'un **sinistre** se fait dans **Dossier contrat > Assurances > Nouveau sinistre** : date de survenance, nature (accident, vol, incendie, bris, décès, incapacité), garantie mobilisée et pièces (constat, dépôt de plainte, rapport d'expertise).

Statuts du dossier sinistre : *Déclaré*, *En expertise*, *Accepté*, *Refusé*, *Indemnisé*, *Clos*. Pendant l'instruction, Alfa peut **geler les relances** de recouvrement (case *Gel recouvrement*) pour ne pas harceler un client sinistré, sans arrêter la facturation.

Lorsque l'**indemnité** de l'assureur est reçue, elle est affectée selon la garantie :
- ADI : prise en charge des échéances pendant l'incapacité, ou remboursement du capital restant dû en cas de décès ;
- dommages réparables : reversement au réparateur ou au client sur facture ;
- perte totale : bascule vers le processus de clôture pour sinistre total.

Le délai de déclaration est contrôlé : au-delà de 5 jours ouvrés (2 jours ouvrés pour un vol), Alfa affiche un avertissement de déclaration tardive.`,
    bodyEn: `An **insurance claim** is reported in **Contract file > Insurance > New claim**: date of occurrence, type (accident, theft, fire, breakage, death, incapacity), cover invoked and documents (accident report, police report, expert assessment).

Claim file statuses: *Reported*, *Under assessment*, *Accepted*, *Rejected*, *Paid*, *Closed*. During the investigation, Alfa can **freeze collection reminders** (*Collections freeze* checkbox) so as not to harass a customer who suffered a loss, without stopping billing.

When the insurer's **payout** is received, it is allocated according to the cover:
- credit life: instalments are covered during incapacity, or the outstanding principal is repaid in case of death;
- repairable damage: payment to the repairer or to the customer against an invoice;
- total loss: switch to the total-loss closure process.

The reporting deadline is checked: beyond 5 business days (2 business days for theft), Alfa displays a late-reporting warning.`,
  },
  {
    id: "alfa-total-loss-settlement",
    topic: "insurance",
    title: "Perte totale ou vol : clôture pour sinistre total",
    titleEn: "Total loss or theft: closure after a total-loss claim",
    body: `En cas de **perte totale** (véhicule économiquement irréparable, VEI) ou de **vol** non retrouvé, le contrat est clôturé via **Fin anticipée > Sinistre total**. Alfa calcule la **créance sinistre** à la date du sinistre : impayés + capital restant dû (ou loyers futurs actualisés) + valeur résiduelle.

Elle est ensuite comparée à l'**indemnité de l'assureur dommages**, généralement fondée sur la valeur vénale du bien (cote, rapport d'expert), franchise déduite :
- si une garantie **perte financière** est souscrite, elle couvre l'écart entre la valeur vénale et l'encours ;
- sinon, la différence reste due par le client et fait l'objet d'une facture de solde sinistre.

L'épave est cédée à l'assureur (certificat de cession, déclaration au système d'immatriculation) et la fiche actif passe au statut *Détruit*. Erreur fréquente : **CLM-017 « Indemnité non affectée »**, lorsque le virement de l'assureur arrive sans référence de dossier ; le rapprocher manuellement depuis le compte d'attente.`,
    bodyEn: `In case of **total loss** (vehicle written off as beyond economic repair) or unrecovered **theft**, the contract is closed via **Early termination > Total loss**. Alfa calculates the **claim receivable** at the date of loss: arrears + outstanding principal (or discounted future rentals) + residual value.

It is then compared with the **property insurer's payout**, usually based on the market value of the asset (price guide, expert report), less the excess:
- if **financial loss** (GAP) cover was taken out, it covers the gap between the market value and the outstanding balance;
- otherwise, the difference remains owed by the customer and is invoiced as a claim settlement balance.

The wreck is transferred to the insurer (certificate of sale, declaration to the vehicle registration system) and the asset record moves to status *Destroyed*. Frequent error: **CLM-017 "Payout not allocated"**, when the insurer's transfer arrives without a file reference; match it manually from the suspense account.`,
  },
  {
    id: "alfa-insurance-certificate-tracking",
    topic: "insurance",
    title: "Attestations d'assurance externes et suivi des expirations",
    titleEn: "External insurance certificates and expiry tracking",
    body: `Lorsque le client assure lui-même le bien (assurance dommages obligatoire en crédit-bail et LLD), Alfa suit l'**attestation d'assurance** dans l'onglet **Assurances > Attestations externes** : assureur, numéro de police, garanties, date d'expiration, délégation de l'indemnité au profit du bailleur.

Le batch hebdomadaire **INSCERT** contrôle les attestations :
- J-30 avant expiration : courriel automatique demandant la nouvelle attestation ;
- J+0 : le dossier apparaît dans la file **Attestations manquantes** ;
- J+15 : lettre de mise en demeure.

Si aucune attestation n'est reçue, le produit peut prévoir une **assurance pour compte** souscrite par le bailleur et refacturée au client (rubrique INS_FORCED). Le gestionnaire la déclenche depuis la file, après validation du responsable. L'erreur **INS-052 « Bénéficiaire non conforme »** signale une attestation qui ne désigne pas la société de financement comme propriétaire ou bénéficiaire : demander un avenant à l'assureur du client.`,
    bodyEn: `When the customer insures the asset themselves (property insurance is mandatory in finance leases and long-term rental), Alfa tracks the **insurance certificate** in the **Insurance > External certificates** tab: insurer, policy number, cover, expiry date, assignment of the payout to the lessor.

The weekly **INSCERT** batch checks certificates:
- D-30 before expiry: automatic email requesting the new certificate;
- D+0: the file appears in the **Missing certificates** queue;
- D+15: formal notice letter.

If no certificate is received, the product may provide for **force-placed insurance** taken out by the lessor and re-invoiced to the customer (item INS_FORCED). The account manager triggers it from the queue, after approval by the team leader. Error **INS-052 "Non-compliant beneficiary"** flags a certificate that does not name the finance company as owner or loss payee: ask the customer's insurer for an endorsement.`,
  },

  // ───────────────────────────── collections ─────────────────────────────
  {
    id: "alfa-collections-queues-buckets",
    topic: "collections",
    title: "Files de recouvrement et tranches d'arriérés",
    titleEn: "Collections queues and arrears buckets",
    body: `Les impayés sont répartis chaque nuit par le batch **COLLQ** dans des **files de recouvrement** visibles dans l'écran **Recouvrement > Mes files**. L'affectation repose sur des règles paramétrables : segment client (particulier, professionnel, grand compte), montant, produit et **tranche d'arriérés**.

Tranches par défaut, selon l'ancienneté du plus vieil impayé :
- **B1** : 1 à 30 jours ;
- **B2** : 31 à 60 jours ;
- **B3** : 61 à 90 jours ;
- **B4** : plus de 90 jours (défaut, transfert possible au contentieux).

Au sein d'une file, les dossiers sont triés par **score de priorité** combinant montant impayé, ancienneté, note de risque et promesses non tenues. Le chargé de recouvrement ouvre le dossier, consulte l'historique des contacts et enregistre le résultat de l'appel (*code action*). Un dossier régularisé sort automatiquement de la file au passage suivant de COLLQ ; un responsable peut réaffecter les dossiers d'un agent absent.`,
    bodyEn: `Unpaid items are distributed every night by the **COLLQ** batch into **collections queues** visible in the **Collections > My queues** screen. Assignment relies on configurable rules: customer segment (individual, business, key account), amount, product and **arrears bucket**.

Default buckets, based on the age of the oldest unpaid item:
- **B1**: 1 to 30 days;
- **B2**: 31 to 60 days;
- **B3**: 61 to 90 days;
- **B4**: over 90 days (default, possible transfer to litigation).

Within a queue, files are sorted by a **priority score** combining unpaid amount, age, risk grade and broken promises. The collector opens the file, reviews the contact history and records the outcome of the call (*action code*). A file that has been brought up to date leaves the queue automatically at the next COLLQ run; a team leader can reassign the files of an absent agent.`,
  },
  {
    id: "alfa-dunning-letters",
    topic: "collections",
    title: "Relances et lettres de mise en demeure",
    titleEn: "Dunning reminders and formal notice letters",
    body: `Le batch **DUNNING** envoie les **relances** selon un plan de relance associé au segment client. Exemple de plan standard pour les professionnels :
1. **J+5** après l'échéance impayée : SMS ou courriel de rappel amiable ;
2. **J+15** : lettre de relance n° 1 ;
3. **J+30** : lettre de relance n° 2 avec facturation de frais ;
4. **J+45** : **mise en demeure** en recommandé avec accusé de réception, annonçant la résiliation.

Les modèles de courriers sont gérés dans **Paramétrage > Éditique** et intègrent le montant dû, le détail des factures et le RIB de règlement. Un niveau de relance n'est pas envoyé si le dossier est gelé (sinistre, litige, promesse de paiement en cours, procédure collective) ou si le montant est inférieur au seuil de relance (15 € par défaut).

Le niveau atteint est visible dans l'onglet *Recouvrement* du contrat. En cas d'erreur **DUN-006 « Adresse postale invalide »**, la lettre reste au statut *Non envoyée* et doit être renvoyée manuellement après correction.`,
    bodyEn: `The **DUNNING** batch sends **reminders** according to a dunning plan associated with the customer segment. Example of a standard plan for business customers:
1. **D+5** after the unpaid instalment: friendly SMS or email reminder;
2. **D+15**: reminder letter no. 1;
3. **D+30**: reminder letter no. 2 with fees charged;
4. **D+45**: **formal notice** by registered letter with acknowledgement of receipt, announcing termination.

Letter templates are managed in **Configuration > Document output** and include the amount due, invoice details and the bank details for payment. A dunning level is not sent if the file is frozen (claim, dispute, pending payment promise, insolvency proceedings) or if the amount is below the dunning threshold (€15 by default).

The level reached is visible in the contract's *Collections* tab. With error **DUN-006 "Invalid postal address"**, the letter stays in status *Not sent* and must be resent manually after correction.`,
  },
  {
    id: "alfa-promise-to-pay",
    topic: "collections",
    title: "Promesse de paiement et plan d'apurement",
    titleEn: "Promise to pay and repayment plan",
    body: `Lors d'un contact, le chargé de recouvrement peut enregistrer une **promesse de paiement** (écran **Recouvrement > Nouvelle promesse**) : montant, date promise et moyen de règlement. Les relances automatiques sont alors suspendues jusqu'à la date promise, augmentée d'un délai de grâce de 3 jours.

Si le paiement n'arrive pas, la promesse passe au statut **Rompue** et le dossier remonte en tête de file avec un score de priorité majoré ; après deux promesses rompues, une nouvelle promesse ne peut être saisie qu'avec l'accord du responsable.

En cas de difficulté durable, on met en place un **plan d'apurement** : l'arriéré est découpé en mensualités supplémentaires qui s'ajoutent aux loyers courants. Le plan est soumis à validation selon le montant (délégations du recouvrement) et génère un échéancier d'apurement distinct avec un prélèvement dédié. Si une mensualité du plan reste impayée, le plan devient **caduc** et la relance reprend au niveau atteint avant sa signature.`,
    bodyEn: `During a contact, the collector can record a **promise to pay** (screen **Collections > New promise**): amount, promised date and payment method. Automatic reminders are then suspended until the promised date plus a 3-day grace period.

If the payment does not arrive, the promise moves to status **Broken** and the file goes back to the top of the queue with an increased priority score; after two broken promises, a new promise can only be entered with the team leader's approval.

For lasting difficulties, a **repayment plan** is set up: the arrears are split into additional monthly payments added to the current rentals. The plan is subject to approval depending on the amount (collections delegations) and generates a separate repayment schedule with a dedicated direct debit. If one plan payment remains unpaid, the plan **lapses** and dunning resumes at the level reached before it was signed.`,
  },
  {
    id: "alfa-repossession",
    topic: "collections",
    title: "Récupération du bien et vente après défaut",
    titleEn: "Asset repossession and sale after default",
    body: `Après résiliation pour défaut, le bailleur exerce son droit de propriété par la **récupération du bien**. Dans Alfa, on ouvre un dossier de **reprise** (**Contentieux > Récupération**) :
1. mandater un **commissaire de justice** ou un prestataire de récupération, dont la mission et les frais sont tracés ;
2. si le client refuse la restitution, engager une procédure d'**injonction** ou un référé en restitution ;
3. à l'enlèvement, saisir le procès-verbal, le kilométrage, l'état et le lieu de stockage ;
4. transférer le bien au remarketing pour estimation, puis **vente aux enchères** ou à un marchand.

Le produit de la vente vient en déduction de la créance ; le **déficit** restant (créance + frais de récupération, de gardiennage et de vente − prix net) est facturé au client ou à la caution. L'actif passe au statut *Repris* puis *Vendu*. Erreur courante : **REP-010 « Bien en fourrière »** — obtenir la mainlevée auprès de la fourrière et régler les frais avant l'enlèvement.`,
    bodyEn: `After termination for default, the lessor exercises its ownership right by **repossessing the asset**. In Alfa, a **repossession** file is opened (**Litigation > Repossession**):
1. instruct a **bailiff** or a recovery agent, whose assignment and fees are tracked;
2. if the customer refuses to return the asset, start an **injunction** procedure or summary proceedings for return;
3. on collection, enter the report, mileage, condition and storage location;
4. transfer the asset to remarketing for valuation, then **auction sale** or sale to a trader.

The sale proceeds are deducted from the receivable; the remaining **shortfall** (receivable + repossession, storage and sale costs − net price) is invoiced to the customer or the guarantor. The asset moves to status *Repossessed* then *Sold*. Common error: **REP-010 "Asset impounded"** — obtain release from the vehicle pound and pay the charges before collection.`,
  },
  {
    id: "alfa-insolvency-write-off",
    topic: "collections",
    title: "Procédure collective, déclaration de créance et passage en perte",
    titleEn: "Insolvency proceedings, proof of claim and write-off",
    body: `Quand un client professionnel fait l'objet d'une **procédure collective** (sauvegarde, redressement ou liquidation judiciaire), le gestionnaire coche *Procédure collective* dans la fiche tiers et renseigne la date du jugement, le tribunal et le **mandataire judiciaire**. Alfa gèle aussitôt relances et prélèvements sur tous les contrats du tiers.

La **déclaration de créances** doit parvenir au mandataire dans les **deux mois** suivant la publication du jugement au BODACC. L'écran **Contentieux > Déclaration** pré-remplit les montants échus et à échoir ainsi que le bien concerné ; le bailleur restant propriétaire, engager en parallèle la **revendication** ou la demande de restitution du bien.

Lorsque la créance est jugée irrécouvrable (clôture pour insuffisance d'actif, certificat d'irrécouvrabilité), le **passage en perte** se fait via **Contentieux > Passer en perte** : reprise de la provision, écriture de perte et régularisation de la TVA sur les factures impayées. Le dossier reste consultable au statut *Soldé en perte*.`,
    bodyEn: `When a business customer enters **insolvency proceedings** (safeguard, receivership or judicial liquidation), the account manager ticks *Insolvency proceedings* in the third-party record and enters the judgment date, the court and the **court-appointed creditors' representative**. Alfa immediately freezes reminders and direct debits on all of the customer's contracts.

The **proof of claim** must reach the creditors' representative within **two months** of the judgment being published in the BODACC official gazette. The **Litigation > Proof of claim** screen pre-fills the overdue and future amounts and the asset concerned; since the lessor remains the owner, start the **ownership claim** or request for return of the asset in parallel.

When the receivable is deemed unrecoverable (closure for insufficient assets, certificate of irrecoverability), the **write-off** is done via **Litigation > Write off**: release of the provision, loss entry and VAT adjustment on the unpaid invoices. The file remains viewable with status *Written off*.`,
  },

  // ───────────────────────────── end-of-lease ─────────────────────────────
  {
    id: "alfa-end-of-lease-options",
    topic: "end-of-lease",
    title: "Options de fin de contrat et préavis",
    titleEn: "End-of-lease options and notice",
    body: `À l'approche du terme, le batch **EOLNOTIF** sélectionne les contrats dont la dernière échéance tombe dans 90 jours (paramètre EOL_NOTICE_DAYS) et envoie au client la **lettre de fin de contrat** présentant ses choix :
- **restitution** du bien au lieu désigné ;
- **levée de l'option d'achat** au prix prévu au contrat ;
- **prolongation** pour une durée courte, aux mêmes conditions ou à un loyer réduit ;
- **renouvellement** : nouveau contrat sur un bien neuf, avec reprise de l'ancien.

La réponse du client est saisie dans l'écran **Fin de contrat > Choix client**. Sans réponse au terme, la règle par défaut du produit s'applique : prolongation tacite (crédit-bail mobilier), restitution obligatoire (LLD) ou levée automatique (LOA avec option à 1 €).

Le tableau de bord **Fins de contrat à venir** liste les dossiers par mois d'échéance et par choix, ce qui permet aux commerciaux d'anticiper les renouvellements. Le dossier ne passe au statut **ECH** qu'une fois l'option traitée.`,
    bodyEn: `As the term approaches, the **EOLNOTIF** batch selects contracts whose last instalment falls within 90 days (parameter EOL_NOTICE_DAYS) and sends the customer the **end-of-contract letter** presenting their choices:
- **return** of the asset to the designated location;
- **exercise of the purchase option** at the price set in the contract;
- **extension** for a short period, on the same terms or at a reduced rental;
- **renewal**: new contract on a new asset, with trade-in of the old one.

The customer's answer is entered in the **End of contract > Customer choice** screen. Without an answer at the term, the product's default rule applies: tacit extension (equipment finance lease), mandatory return (long-term rental) or automatic exercise (lease with a €1 purchase option).

The **Upcoming contract ends** dashboard lists files by month of maturity and by choice, allowing sales staff to anticipate renewals. The file only moves to status **ECH** once the option has been processed.`,
  },
  {
    id: "alfa-asset-return-inspection",
    topic: "end-of-lease",
    title: "Restitution du bien : état des lieux et frais de remise en état",
    titleEn: "Asset return: inspection and refurbishment charges",
    body: `Pour une restitution, le gestionnaire planifie la prise en charge dans **Fin de contrat > Restitution** : date, lieu, prestataire d'expertise. Le jour venu, l'expert établit le **procès-verbal de restitution** : kilométrage ou compteur horaire, accessoires et documents rendus, photos et liste des dommages.

Alfa valorise ensuite :
- les **frais de remise en état** selon la grille d'usure normale (seuls les dommages au-delà de l'usure normale sont facturés) ;
- le **kilométrage excédentaire** : (kilométrage relevé − kilométrage contractuel) × prix du kilomètre supplémentaire prévu au contrat ;
- les éléments manquants (double des clés, carnet d'entretien).

Le client dispose d'un délai de contestation de 15 jours (paramètre RETURN_DISPUTE_DAYS) avant l'émission de la **facture de restitution**. Un kilométrage inférieur au contrat peut donner lieu à un remboursement si celui-ci le prévoit. Erreur **RTN-005 « Compteur inférieur au dernier relevé »** : vérifier la saisie ou un éventuel remplacement du compteur.`,
    bodyEn: `For a return, the account manager schedules the collection in **End of contract > Return**: date, location, inspection provider. On the day, the inspector draws up the **return report**: mileage or hour meter, accessories and documents handed back, photos and list of damage.

Alfa then values:
- **refurbishment charges** according to the fair wear and tear grid (only damage beyond normal wear is charged);
- **excess mileage**: (recorded mileage − contractual mileage) × price per extra kilometre set in the contract;
- missing items (spare key, service book).

The customer has a 15-day dispute period (parameter RETURN_DISPUTE_DAYS) before the **return invoice** is issued. Mileage below the contract may give rise to a refund if the contract provides for it. Error **RTN-005 "Meter lower than last reading"**: check the entry or a possible odometer replacement.`,
  },
  {
    id: "alfa-purchase-option-exercise",
    topic: "end-of-lease",
    title: "Levée de l'option d'achat et transfert de propriété",
    titleEn: "Exercising the purchase option and transfer of ownership",
    body: `La **levée d'option** se traite dans **Fin de contrat > Levée d'option**. Le prix correspond à la valeur résiduelle contractuelle, éventuellement majorée de frais de dossier ; une levée avant le terme est traitée comme une fin anticipée.

Séquence :
1. émettre la **facture de cession** (prix d'option + TVA) et l'encaisser, par prélèvement ou virement ;
2. valider la levée : le bien sort du patrimoine du bailleur et la fiche actif passe au statut *Cédé* ;
3. éditer le **certificat de cession** et, pour un véhicule, déclarer la cession afin que le client fasse immatriculer le véhicule à son nom ;
4. solder les assurances et garanties rattachées.

Le client peut désigner un **tiers acquéreur** (par exemple son dirigeant ou une société du groupe) : la facture est alors émise au nom de ce tiers, après contrôle LCB-FT. Message bloquant **EOL-012 « Impayés sur le contrat »** : l'option ne peut être levée tant que des loyers restent dus.`,
    bodyEn: `**Option exercise** is processed in **End of contract > Purchase option**. The price is the contractual residual value, possibly increased by an administration fee; exercise before the term is handled as an early termination.

Sequence:
1. issue the **sale invoice** (option price + VAT) and collect it, by direct debit or transfer;
2. validate the exercise: the asset leaves the lessor's balance sheet and the asset record moves to status *Sold*;
3. print the **certificate of sale** and, for a vehicle, declare the sale so that the customer can register the vehicle in their name;
4. close the attached insurance policies and guarantees.

The customer may designate a **third-party buyer** (for example its director or a group company): the invoice is then issued in that third party's name, after AML/CFT checks. Blocking message **EOL-012 "Arrears on the contract"**: the option cannot be exercised while rentals remain unpaid.`,
  },
  {
    id: "alfa-lease-extension-secondary-rental",
    topic: "end-of-lease",
    title: "Prolongation et location secondaire",
    titleEn: "Lease extension and secondary rental",
    body: `Lorsque le client conserve le bien après le terme sans lever l'option, deux mécanismes existent dans Alfa :

- **Prolongation** : le contrat est étendu de N périodes (écran **Fin de contrat > Prolonger**) avec un nouvel échéancier. Le loyer peut être maintenu ou recalculé sur la valeur résiduelle restante. La prolongation tacite est générée par le batch **EOLEXT** si le produit le prévoit et qu'aucun choix n'a été saisi.
- **Location secondaire** : pour les biens totalement amortis, un **loyer secondaire** réduit (souvent un pourcentage symbolique du loyer initial, ou un montant annuel fixe) est facturé jusqu'à la restitution ou la cession. Il génère un revenu sans capital associé.

Dans les deux cas, l'assurance et la maintenance rattachées doivent être prolongées explicitement (case *Reconduire les prestations*). Côté comptable, la prolongation d'un crédit-bail peut imposer une nouvelle classification du contrat ; Alfa le signale par l'alerte **EXT-003 « Requalification à analyser »**.`,
    bodyEn: `When the customer keeps the asset after the term without exercising the option, Alfa offers two mechanisms:

- **Extension**: the contract is extended by N periods (screen **End of contract > Extend**) with a new schedule. The rental can be kept or recalculated on the remaining residual value. Tacit extension is generated by the **EOLEXT** batch if the product provides for it and no choice has been entered.
- **Secondary rental**: for fully amortised assets, a reduced **secondary rental** (often a token percentage of the initial rental, or a fixed yearly amount) is invoiced until the asset is returned or sold. It generates income with no associated principal.

In both cases, the attached insurance and maintenance must be extended explicitly (*Renew services* checkbox). On the accounting side, extending a finance lease may require a new classification of the contract; Alfa flags this with alert **EXT-003 "Reclassification to be reviewed"**.`,
  },
  {
    id: "alfa-remarketing-resale",
    topic: "end-of-lease",
    title: "Remarketing et revente des biens restitués",
    titleEn: "Remarketing and resale of returned assets",
    body: `Les biens restitués ou repris entrent dans le **stock de remarketing** (écran **Remarketing > Stock**) avec leur état, leur localisation et une **valeur de marché** estimée (cote, estimation de l'expert, historique des ventes de la catégorie).

Canaux de vente disponibles :
- **vente aux enchères** via une maison partenaire (import du procès-verbal d'adjudication) ;
- vente à un **marchand** ou négociant, avec appel d'offres entre acheteurs agréés ;
- vente au client final ou au personnel, selon les règles de conformité ;
- **relocation** sur un nouveau contrat d'occasion.

À la vente, Alfa émet la facture, encaisse le prix et calcule la **plus-value ou moins-value** par rapport à la valeur nette comptable ; le résultat est comparé à la valeur résiduelle prévue pour alimenter les statistiques de performance des courbes de VR. Un bien en stock depuis plus de 90 jours déclenche une alerte et un test de dépréciation de sa valeur de stock.`,
    bodyEn: `Returned or repossessed assets enter the **remarketing stock** (screen **Remarketing > Stock**) with their condition, location and an estimated **market value** (price guide, expert valuation, sales history for the category).

Available sales channels:
- **auction sale** through a partner auction house (import of the auction report);
- sale to a **trader** or dealer, with a tender among approved buyers;
- sale to the end customer or to staff, subject to compliance rules;
- **re-leasing** on a new used-asset contract.

On sale, Alfa issues the invoice, collects the price and calculates the **gain or loss on disposal** against the net book value; the result is compared with the expected residual value to feed the performance statistics of the RV curves. An asset in stock for more than 90 days triggers an alert and an impairment test of its stock value.`,
  },

  // ───────────────────────────── accounting ─────────────────────────────
  {
    id: "alfa-gl-posting-engine",
    topic: "accounting",
    title: "Moteur comptable, schémas d'écritures et interface GL",
    titleEn: "Posting engine, accounting schemes and GL interface",
    body: `Chaque événement de gestion (activation, facture, encaissement, résiliation…) produit un **événement comptable** identifié par un code (ex. EVT_ACT, EVT_INV, EVT_PAY). Le **schéma comptable**, paramétré dans **Paramétrage > Comptabilité > Schémas**, traduit chaque événement en écritures au débit et au crédit selon le produit, la société et la catégorie d'actif.

Le batch **GLEXPORT** agrège les écritures de la journée et produit le fichier d'interface vers le grand livre (GL) de l'ERP : journal, date comptable, compte, sections analytiques (agence, produit, apporteur), montant et devise. Un fichier de contrôle fournit les totaux débit/crédit.

Erreurs fréquentes dans **Comptabilité > Rejets** :
- **ACC-201 « Compte non paramétré »** : compléter le schéma pour la combinaison produit/événement ;
- **ACC-215 « Période comptable fermée »** : l'écriture est reportée sur la première période ouverte si le paramètre AUTO_SHIFT est actif.

Les écritures rejetées sont réémises au passage suivant, sans doublon.`,
    bodyEn: `Each business event (activation, invoice, payment, termination…) produces an **accounting event** identified by a code (e.g. EVT_ACT, EVT_INV, EVT_PAY). The **accounting scheme**, configured in **Configuration > Accounting > Schemes**, translates each event into debit and credit entries depending on the product, the company and the asset category.

The **GLEXPORT** batch aggregates the day's entries and produces the interface file to the ERP general ledger (GL): journal, accounting date, account, analytical dimensions (branch, product, introducer), amount and currency. A control file gives the debit/credit totals.

Frequent errors in **Accounting > Rejections**:
- **ACC-201 "Account not set up"**: complete the scheme for the product/event combination;
- **ACC-215 "Accounting period closed"**: the entry is moved to the first open period if the AUTO_SHIFT parameter is active.

Rejected entries are re-issued at the next run, without duplicates.`,
  },
  {
    id: "alfa-month-end-accruals",
    topic: "accounting",
    title: "Clôture mensuelle, intérêts courus et produits constatés d'avance",
    titleEn: "Month-end close, accrued interest and deferred income",
    body: `À la fin de chaque mois, le batch **ACCRUAL** calcule les **intérêts courus non échus** (ICNE) entre la dernière échéance et la date d'arrêté, ainsi que les **produits constatés d'avance** (PCA) pour les loyers facturés à échoir couvrant une période postérieure. Les écritures sont passées à la date de fin de mois et **extournées** automatiquement le premier jour du mois suivant.

Procédure de clôture type :
1. vérifier que la chaîne nocturne du dernier jour ouvré s'est terminée sans erreur ;
2. lancer ACCRUAL avec la date d'arrêté (paramètre CUTOFF_DATE) ;
3. contrôler l'état **Balance par produit** et le rapprochement entre encours de gestion et comptabilité ;
4. verrouiller la période dans **Comptabilité > Périodes** (statut *Clôturée*).

Une fois la période verrouillée, aucune écriture ne peut y être imputée. Un écart de rapprochement provient le plus souvent d'un dossier activé avec une date de mise en service rétroactive : il faut alors passer une régularisation manuelle.`,
    bodyEn: `At the end of each month, the **ACCRUAL** batch calculates **accrued interest not yet due** between the last instalment and the cut-off date, as well as **deferred income** for rentals invoiced in advance that cover a later period. Entries are posted at the month-end date and **reversed** automatically on the first day of the following month.

Typical closing procedure:
1. check that the overnight chain of the last business day completed without errors;
2. run ACCRUAL with the cut-off date (parameter CUTOFF_DATE);
3. review the **Trial balance by product** report and the reconciliation between the operational portfolio and the accounts;
4. lock the period in **Accounting > Periods** (status *Closed*).

Once the period is locked, no entry can be posted to it. A reconciliation difference most often comes from a file activated with a backdated commissioning date: a manual adjustment entry is then required.`,
  },
  {
    id: "alfa-effective-interest-rate-income",
    topic: "accounting",
    title: "Reconnaissance des revenus au taux d'intérêt effectif",
    titleEn: "Income recognition at the effective interest rate",
    body: `Pour les prêts et les contrats de location-financement, Alfa reconnaît le revenu financier selon la méthode du **taux d'intérêt effectif** (TIE), conformément au coût amorti d'IFRS 9. Le TIE intègre, en plus du taux nominal, les **frais et commissions** directement attribuables :
- frais de dossier perçus du client (qui réduisent l'encours initial) ;
- **commissions versées à l'apporteur** ou au concessionnaire (qui l'augmentent) ;
- subventions de taux payées par le constructeur.

Ces éléments sont **étalés** sur la durée du contrat par le batch **EIRAMORT** au lieu d'être comptabilisés en une fois. L'écran **Contrat > Comptabilité > Étalement** montre le plan d'étalement, le TIE calculé et le solde restant à étaler.

En cas d'avenant financier non substantiel, la valeur comptable brute est recalculée en actualisant les nouveaux flux au TIE d'origine, et l'écart est constaté en résultat. En cas de fin anticipée, le solde non étalé est repris intégralement en résultat le jour de la résiliation.`,
    bodyEn: `For loans and finance lease contracts, Alfa recognises financial income using the **effective interest rate** (EIR) method, in line with IFRS 9 amortised cost. In addition to the nominal rate, the EIR includes directly attributable **fees and commissions**:
- arrangement fees received from the customer (which reduce the initial balance);
- **commissions paid to the introducer** or dealer (which increase it);
- rate subsidies paid by the manufacturer.

These items are **spread** over the contract term by the **EIRAMORT** batch instead of being recognised at once. The **Contract > Accounting > Spreading** screen shows the spreading plan, the calculated EIR and the balance still to be spread.

For a non-substantial financial amendment, the gross carrying amount is recalculated by discounting the new cash flows at the original EIR, and the difference is recognised in profit or loss. On early termination, the unspread balance is released in full to profit or loss on the termination date.`,
  },
  {
    id: "alfa-ifrs9-expected-credit-loss",
    topic: "accounting",
    title: "Dépréciation IFRS 9 : stades et pertes attendues",
    titleEn: "IFRS 9 impairment: stages and expected credit losses",
    body: `Le module **Provisionnement** calcule les **pertes de crédit attendues** (ECL) de chaque contrat selon IFRS 9. Le batch **ECLCALC**, lancé à la clôture, affecte d'abord un **stade** :
- **Stade 1** : encours sain, provision sur les pertes attendues à 12 mois ;
- **Stade 2** : dégradation significative du risque (SICR) — impayé de plus de 30 jours, mise en liste de surveillance ou baisse de la note — provision sur la durée de vie ;
- **Stade 3** : défaut avéré (plus de 90 jours d'impayé, procédure collective, résiliation contentieuse), provision sur la durée de vie et produits d'intérêts calculés sur l'encours net de provision.

Le montant ECL = PD × LGD × EAD, avec des paramètres importés chaque trimestre depuis les modèles de risque (écran **Provisionnement > Paramètres PD/LGD**). Pour les créances de location, l'approche simplifiée (pertes sur la durée de vie dès l'origine) peut être activée par portefeuille. Les mouvements de provision sont transmis au moteur comptable (événement EVT_ECL) et détaillés dans l'état **Variation des provisions**.`,
    bodyEn: `The **Provisioning** module calculates the **expected credit losses** (ECL) of each contract under IFRS 9. The **ECLCALC** batch, run at closing, first assigns a **stage**:
- **Stage 1**: performing exposure, provision for 12-month expected losses;
- **Stage 2**: significant increase in credit risk (SICR) — more than 30 days past due, watch-list entry or rating downgrade — lifetime provision;
- **Stage 3**: credit-impaired (more than 90 days past due, insolvency proceedings, contentious termination), lifetime provision and interest income calculated on the exposure net of provision.

The ECL amount = PD × LGD × EAD, with parameters imported every quarter from the risk models (screen **Provisioning > PD/LGD parameters**). For lease receivables, the simplified approach (lifetime losses from origination) can be enabled per portfolio. Provision movements are sent to the posting engine (event EVT_ECL) and detailed in the **Provision movements** report.`,
  },
  {
    id: "alfa-ifrs16-lease-classification",
    topic: "accounting",
    title: "IFRS 16 côté bailleur : location-financement ou location simple",
    titleEn: "IFRS 16 for lessors: finance lease or operating lease",
    body: `Pour le bailleur, IFRS 16 impose de classer chaque contrat de location en **location-financement** ou en **location simple**. Alfa propose une classification à l'activation (champ *Classification IFRS 16* de l'onglet **Comptabilité**) à partir d'indicateurs :
- transfert de propriété, ou option d'achat dont l'exercice est raisonnablement certain ;
- durée couvrant l'essentiel de la durée de vie économique du bien ;
- valeur actualisée des loyers proche de la juste valeur de l'actif ;
- bien spécifique au preneur.

En **location-financement**, le bien est décomptabilisé et remplacé par une créance égale à l'**investissement net** ; le revenu financier suit le taux implicite du contrat. En **location simple** (LLD typiquement), le bien reste en immobilisation et est **amorti**, et les loyers sont reconnus linéairement en produits.

Les comptes sociaux français de crédit-bail restent tenus en vision location (immobilisation amortie) : Alfa produit le **retraitement** vers la vision financière grâce à une double comptabilité (normes locales et IFRS), avec un jeu de schémas par norme.`,
    bodyEn: `For the lessor, IFRS 16 requires each lease to be classified as a **finance lease** or an **operating lease**. Alfa proposes a classification at activation (*IFRS 16 classification* field in the **Accounting** tab) based on indicators:
- transfer of ownership, or a purchase option reasonably certain to be exercised;
- term covering the major part of the asset's economic life;
- present value of the rentals close to the fair value of the asset;
- asset specialised for the lessee.

Under a **finance lease**, the asset is derecognised and replaced by a receivable equal to the **net investment**; financial income follows the rate implicit in the lease. Under an **operating lease** (typically long-term rental), the asset stays in fixed assets and is **depreciated**, and rentals are recognised as income on a straight-line basis.

French statutory accounts for crédit-bail remain kept on a rental basis (depreciated fixed asset): Alfa produces the **restatement** to the financial view through dual accounting (local GAAP and IFRS), with one set of schemes per standard.`,
  },

  // ───────────────────────────── api-batch ─────────────────────────────
  {
    id: "alfa-rest-api-quotes",
    topic: "api-batch",
    title: "API REST : créer et consulter une cotation",
    titleEn: "REST API: creating and retrieving a quote",
    body: `Les portails partenaires (concessionnaires, vendeurs de matériel) créent des cotations via l'API **POST /api/v2/quotes**. Corps JSON minimal : productCode, assetCategory, assetPrice, termMonths, paymentFrequency, residualValue (facultatif) et dealerId. La réponse 201 renvoie quoteId, le loyer calculé, le taux client, le TAEG le cas échéant et un échéancier résumé.

Autres points d'accès :
- **GET /api/v2/quotes/{quoteId}** : relire la cotation et son statut ;
- **POST /api/v2/quotes/{quoteId}/submit** : transformer la cotation en proposition soumise à décision de crédit.

Erreurs courantes :
- **422 PRICING_GRID_NOT_FOUND** : aucune grille tarifaire valide pour le couple produit/catégorie à la date du jour ;
- **422 TERM_OUT_OF_RANGE** : durée hors des bornes du produit ;
- **409 QUOTE_EXPIRED** : cotation de plus de 30 jours, à recalculer.

Un en-tête **Idempotency-Key** évite les doublons lorsqu'un appel est rejoué après un dépassement de délai réseau.`,
    bodyEn: `Partner portals (dealers, equipment vendors) create quotes via the **POST /api/v2/quotes** API. Minimal JSON body: productCode, assetCategory, assetPrice, termMonths, paymentFrequency, residualValue (optional) and dealerId. The 201 response returns quoteId, the calculated rental, the customer rate, the APR where applicable and a summary schedule.

Other endpoints:
- **GET /api/v2/quotes/{quoteId}**: read back the quote and its status;
- **POST /api/v2/quotes/{quoteId}/submit**: turn the quote into a proposal submitted for credit decision.

Common errors:
- **422 PRICING_GRID_NOT_FOUND**: no valid pricing grid for the product/category pair at today's date;
- **422 TERM_OUT_OF_RANGE**: term outside the product's limits;
- **409 QUOTE_EXPIRED**: quote older than 30 days, to be recalculated.

An **Idempotency-Key** header prevents duplicates when a call is replayed after a network timeout.`,
  },
  {
    id: "alfa-rest-api-contracts-customers",
    topic: "api-batch",
    title: "API REST : contrats, clients et authentification",
    titleEn: "REST API: contracts, customers and authentication",
    body: `L'API de consultation expose les ressources **/api/v2/customers** et **/api/v2/contracts** :
- GET /api/v2/customers?siren=… : recherche d'un tiers par SIREN, nom ou identifiant externe ;
- GET /api/v2/customers/{id}/contracts : liste des contrats d'un client avec statut et encours ;
- GET /api/v2/contracts/{id} : détail du contrat, actifs et échéancier ;
- GET /api/v2/contracts/{id}/invoices : factures et état de règlement.

L'authentification utilise **OAuth 2.0** en mode *client credentials* : le jeton, valable 60 minutes, porte des **scopes** (contracts:read, customers:write…) attribués à chaque application cliente dans **Paramétrage > API > Clients**. Les listes sont **paginées** (paramètres page et size, 200 éléments au maximum) et l'API applique une limite de 100 requêtes par minute ; au-delà, elle répond 429 avec un en-tête Retry-After. Une réponse 403 INSUFFICIENT_SCOPE signale un scope manquant sur l'application, et non un problème de mot de passe.`,
    bodyEn: `The read API exposes the **/api/v2/customers** and **/api/v2/contracts** resources:
- GET /api/v2/customers?siren=…: search for a third party by SIREN number, name or external identifier;
- GET /api/v2/customers/{id}/contracts: list of a customer's contracts with status and outstanding balance;
- GET /api/v2/contracts/{id}: contract details, assets and schedule;
- GET /api/v2/contracts/{id}/invoices: invoices and payment status.

Authentication uses **OAuth 2.0** in *client credentials* mode: the token, valid for 60 minutes, carries **scopes** (contracts:read, customers:write…) granted to each client application in **Configuration > API > Clients**. Lists are **paginated** (page and size parameters, 200 items maximum) and the API enforces a limit of 100 requests per minute; beyond that, it answers 429 with a Retry-After header. A 403 INSUFFICIENT_SCOPE response means a scope is missing on the application, not a password problem.`,
  },
  {
    id: "alfa-overnight-batch-chain",
    topic: "api-batch",
    title: "Chaîne batch nocturne : ordre des traitements",
    titleEn: "Overnight batch chain: order of jobs",
    body: `La **chaîne de fin de journée** (EOD) s'exécute chaque nuit dans l'ordonnanceur d'Alfa, écran **Exploitation > Chaînes**. L'ordre compte, car chaque étape consomme le résultat de la précédente :
1. **BANKIMP** : import des relevés bancaires (camt.053) et des retours de prélèvement ;
2. **PAYALLOC** : affectation des encaissements ;
3. **DDREJ** : traitement des rejets de prélèvement ;
4. **BILRUN** : facturation des échéances ;
5. **DDGEN** : génération des prélèvements ;
6. **COLLQ** puis **DUNNING** : files de recouvrement et relances ;
7. **ACCRUAL** (fin de mois uniquement) ;
8. **GLEXPORT** : export comptable.

La **date de traitement** (date système d'Alfa) n'avance qu'après la réussite de toute la chaîne : si une étape échoue, la date reste bloquée et les écrans affichent le bandeau « Chaîne incomplète ». **Ne relancez jamais** une étape en échec avant d'avoir identifié la cause dans l'écran **Exploitation > Suivi des traitements** : une relance sans diagnostic peut produire des doublons. Les jours non ouvrés sont rattrapés en une seule exécution selon le calendrier de place. La fenêtre batch standard va de 21 h à 5 h ; les saisies en ligne restent possibles mais ne sont prises en compte que la nuit suivante.`,
    bodyEn: `The **end-of-day chain** (EOD) runs every night in Alfa's scheduler, screen **Operations > Chains**. The order matters, because each step consumes the output of the previous one:
1. **BANKIMP**: import of bank statements (camt.053) and direct debit returns;
2. **PAYALLOC**: allocation of incoming payments;
3. **DDREJ**: processing of direct debit returns;
4. **BILRUN**: invoicing of instalments;
5. **DDGEN**: generation of direct debits;
6. **COLLQ** then **DUNNING**: collections queues and reminders;
7. **ACCRUAL** (month end only);
8. **GLEXPORT**: accounting export.

The **processing date** (Alfa system date) only moves forward once the whole chain has succeeded: if a step fails, the date stays blocked and screens show the "Incomplete chain" banner. **Never rerun** a failed step before you have identified the cause in the **Operations > Job monitoring** screen: a rerun without a diagnosis can create duplicates. Non-business days are caught up in a single run according to the market calendar. The standard batch window runs from 9 pm to 5 am; online entry remains possible but is only taken into account the following night.`,
  },
  {
    id: "alfa-payment-allocation",
    topic: "api-batch",
    title: "Affectation des encaissements et compte d'attente",
    titleEn: "Payment allocation and suspense account",
    body: `Le batch **PAYALLOC** affecte les encaissements (virements, prélèvements, chèques) aux factures ouvertes. Il identifie d'abord le payeur : référence de facture ou de contrat dans le libellé, RUM du mandat, puis IBAN connu du client.

L'**ordre d'imputation** par défaut (paramétrable par produit) est :
1. frais de recouvrement et de rejet ;
2. intérêts de retard ;
3. primes d'assurance ;
4. loyers et échéances, du plus ancien au plus récent ;
5. excédent conservé en *crédit client* ou remboursé.

## Lettrage manuel et compte d'attente

Un encaissement sans correspondance est placé dans le **compte d'attente** et apparaît dans l'écran **Encaissements > Non affectés**. Le gestionnaire le **lettre** manuellement (lettrage avec la ou les factures qu'il règle), le répartit sur plusieurs contrats ou le rembourse. Un encaissement en attente depuis plus de 30 jours remonte en alerte au contrôle interne. Le **délettrage** d'un paiement affecté par erreur est possible depuis le compte client, avec réaffectation immédiate.`,
    bodyEn: `The **PAYALLOC** batch allocates incoming payments (transfers, direct debits, cheques) to open invoices. It first identifies the payer: invoice or contract reference in the payment description, mandate UMR, then the customer's known IBAN.

The default **allocation order** (configurable per product) is:
1. collection and return fees;
2. late-payment interest;
3. insurance premiums;
4. rentals and instalments, oldest first;
5. any surplus kept as *customer credit* or refunded.

## Manual matching and suspense account

An unmatched payment is placed in the **suspense account** and appears in the **Payments > Unallocated** screen. The account manager matches it manually with the invoice or invoices it pays (lettrage), splits it across several contracts or refunds it. A payment pending for more than 30 days is escalated as an alert to internal control. **Unmatching** a payment allocated by mistake is possible from the customer account, with immediate reallocation.`,
  },
  {
    id: "alfa-batch-monitoring-restart",
    topic: "api-batch",
    title: "Supervision des batchs, erreurs et reprise",
    titleEn: "Batch monitoring, errors and restart",
    body: `L'écran **Exploitation > Suivi des traitements** affiche chaque exécution avec son statut : **OK**, **WARN** (terminé avec anomalies métier), **KO** (arrêt technique) ou **EN COURS**. Le journal détaillé et les fichiers produits sont téléchargeables depuis la ligne.

Les traitements sont **reprenables** : ils enregistrent des points de contrôle (checkpoints) par lot de 500 dossiers. Après correction de la cause, le bouton **Relancer depuis le point de reprise** reprend le traitement sans refaire les dossiers déjà traités. Une relance complète n'est nécessaire que si les données d'entrée ont changé.

Erreurs typiques :
- **BAT-001 « Traitement déjà en cours »** : un verrou subsiste après un arrêt brutal ; vérifier qu'aucun processus ne tourne, puis libérer le verrou (rôle Exploitation) ;
- **BAT-014 « Fichier d'entrée absent »** : le fichier bancaire n'a pas été déposé dans le répertoire d'échange ;
- **BAT-030 « Dépassement de la fenêtre batch »** : augmenter le nombre de fils d'exécution (paramètre BATCH_THREADS) ou décaler les traitements non critiques.

Les alertes KO sont envoyées par courriel et webhook à l'équipe d'astreinte.`,
    bodyEn: `The **Operations > Job monitoring** screen shows each run with its status: **OK**, **WARN** (completed with business exceptions), **KO** (technical failure) or **RUNNING**. The detailed log and the files produced can be downloaded from the row.

Jobs are **restartable**: they record checkpoints for every batch of 500 files. Once the cause is fixed, the **Restart from checkpoint** button resumes the job without reprocessing files already handled. A full rerun is only needed if the input data has changed.

Typical errors:
- **BAT-001 "Job already running"**: a lock remains after an abrupt stop; check that no process is running, then release the lock (Operations role);
- **BAT-014 "Input file missing"**: the bank file was not dropped in the exchange directory;
- **BAT-030 "Batch window exceeded"**: increase the number of execution threads (parameter BATCH_THREADS) or reschedule non-critical jobs.

KO alerts are sent by email and webhook to the on-call team.`,
  },

  // ───────────────────────────── configuration ─────────────────────────────
  {
    id: "alfa-product-configuration",
    topic: "configuration",
    title: "Paramétrer un produit financier",
    titleEn: "Configuring a financial product",
    body: `Un **produit** regroupe toutes les règles d'une offre. Il se crée dans **Paramétrage > Produits** à partir d'un **type** : crédit-bail mobilier, location financière, location longue durée (LLD), location avec option d'achat (LOA), crédit affecté ou prêt professionnel.

Principaux onglets :
- **Général** : code, libellé, société porteuse, devise, profil réglementaire (CONSO ou PRO) ;
- **Durées et périodicités** : minimum, maximum, périodicités autorisées, terme à échoir ou échu ;
- **Valeur résiduelle** : autorisée, obligatoire, plafonds ;
- **Frais** : frais de dossier, de transfert, de rejet, indemnité de résiliation ;
- **Fin de contrat** : option appliquée par défaut sans réponse du client ;
- **Comptabilité** : schéma et classification IFRS 16 par défaut.

Un produit est **versionné** avec une date d'effet : toute modification crée une nouvelle version, et les contrats existants conservent la version en vigueur à leur signature. Un produit ne peut être désactivé que s'il n'est plus référencé par une grille tarifaire ouverte (erreur **CFG-008 « Produit utilisé par une grille active »**).`,
    bodyEn: `A **product** groups all the rules of an offer. It is created in **Configuration > Products** from a **type**: equipment finance lease, financial lease, long-term rental, lease with purchase option, linked credit or business loan.

Main tabs:
- **General**: code, label, owning company, currency, regulatory profile (CONSO or PRO);
- **Terms and frequencies**: minimum, maximum, allowed payment frequencies, in advance or in arrears;
- **Residual value**: allowed, mandatory, ceilings;
- **Fees**: arrangement, transfer and return fees, termination fee;
- **End of contract**: option applied by default when the customer does not answer;
- **Accounting**: default scheme and IFRS 16 classification.

A product is **versioned** with an effective date: any change creates a new version, and existing contracts keep the version in force when they were signed. A product can only be deactivated once no open pricing grid references it (error **CFG-008 "Product used by an active grid"**).`,
  },
  {
    id: "alfa-pricing-tables",
    topic: "configuration",
    title: "Grilles tarifaires, taux et commissions apporteur",
    titleEn: "Pricing grids, rates and introducer commissions",
    body: `Les **grilles tarifaires** (**Paramétrage > Tarification > Grilles**) déterminent le taux client proposé en cotation. Une grille est une table à plusieurs axes : produit, catégorie d'actif, tranche de montant, tranche de durée, segment client et canal (direct, concessionnaire, courtier).

Pour chaque cellule, on définit :
- le **taux client** (ou la marge au-dessus du coût de refinancement) ;
- le **taux plancher**, en dessous duquel la cotation est bloquée ;
- la **commission apporteur** en pourcentage du montant financé, éventuellement plafonnée ;
- les subventions de taux du constructeur (campagnes promotionnelles à 0 %).

Chaque grille a une **date d'effet** et une date de fin ; l'import se fait par fichier Excel, puis la grille passe en validation par un second utilisateur avant publication (principe des quatre yeux). Le taux d'une cotation est figé à sa création pendant la durée de validité de l'offre. Pour savoir quelle cellule a été appliquée, ouvrir **Cotation > Détail tarification**.`,
    bodyEn: `**Pricing grids** (**Configuration > Pricing > Grids**) determine the customer rate offered in a quote. A grid is a multi-dimensional table: product, asset category, amount band, term band, customer segment and channel (direct, dealer, broker).

For each cell, you define:
- the **customer rate** (or the margin over the funding cost);
- the **floor rate**, below which the quote is blocked;
- the **introducer commission** as a percentage of the financed amount, possibly capped;
- manufacturer rate subsidies (0% promotional campaigns).

Each grid has an **effective date** and an end date; it is imported from an Excel file, then goes through approval by a second user before publication (four-eyes principle). A quote's rate is locked at creation for the validity period of the offer. To find out which cell was applied, open **Quote > Pricing details**.`,
  },
  {
    id: "alfa-workflow-configuration",
    topic: "configuration",
    title: "Workflows, étapes de validation et délégations",
    titleEn: "Workflows, approval steps and delegations",
    body: `Le **moteur de workflow** d'Alfa orchestre les processus : étude de crédit, activation, avenant, fin anticipée, passage en perte. Chaque workflow se configure dans **Paramétrage > Workflows** sous forme d'**étapes** (tâches humaines ou automatiques) reliées par des **conditions** (montant, produit, score, segment).

Exemple pour l'étude de crédit :
1. contrôle automatique des pièces et du scoring ;
2. analyse par un analyste crédit ;
3. validation par le niveau de délégation compétent selon l'encours ;
4. passage en comité au-delà du plafond maximal.

Chaque tâche a un **SLA** (délai cible) ; en cas de dépassement, elle est escaladée au responsable d'équipe et s'affiche en rouge dans la **corbeille** de tâches. Les délégations sont définies par rôle et par montant dans la table **Matrice de délégation**. Une nouvelle version de workflow ne s'applique qu'aux instances démarrées après sa publication ; les dossiers en cours terminent sur l'ancienne version. En cas d'absence, un utilisateur peut confier temporairement sa corbeille à un suppléant.`,
    bodyEn: `Alfa's **workflow engine** orchestrates processes: credit review, activation, amendment, early termination, write-off. Each workflow is configured in **Configuration > Workflows** as **steps** (human or automatic tasks) linked by **conditions** (amount, product, score, segment).

Example for the credit review:
1. automatic check of documents and scoring;
2. analysis by a credit analyst;
3. approval by the competent delegation level according to the exposure;
4. referral to committee above the maximum ceiling.

Each task has an **SLA** (target time); when it is exceeded, the task is escalated to the team leader and shown in red in the task **inbox**. Delegations are defined by role and amount in the **Delegation matrix** table. A new workflow version only applies to instances started after its publication; files in progress finish on the old version. During an absence, a user can temporarily hand over their inbox to a deputy.`,
  },
  {
    id: "alfa-user-roles-permissions",
    topic: "configuration",
    title: "Rôles utilisateurs, habilitations et séparation des tâches",
    titleEn: "User roles, permissions and segregation of duties",
    body: `Les accès se gèrent dans **Administration > Utilisateurs et rôles**. Un **rôle** (Commercial, Analyste crédit, Back-office, Back-office senior, Recouvrement, Comptable, Exploitation, Administrateur) regroupe des **habilitations** élémentaires : consulter, créer, valider, forcer un contrôle, exporter.

Un utilisateur reçoit un ou plusieurs rôles, limités à un **périmètre** : société, agence, réseau d'apporteurs. Il ne voit que les dossiers de son périmètre, sauf habilitation *Consultation globale*.

Règles de **séparation des tâches** contrôlées par Alfa :
- l'auteur d'une saisie ne peut pas la valider lui-même (quatre yeux) ;
- le rôle Administrateur ne peut valider aucune opération métier ;
- un même utilisateur ne peut pas créer un fournisseur et valider son paiement.

Les comptes inactifs depuis 90 jours sont désactivés automatiquement. La **revue des habilitations** trimestrielle s'appuie sur l'export **Matrice rôles-utilisateurs**. Erreur fréquente : **SEC-003 « Action non autorisée sur ce périmètre »** — vérifier l'agence rattachée à l'utilisateur plutôt que son rôle.`,
    bodyEn: `Access is managed in **Administration > Users and roles**. A **role** (Sales, Credit analyst, Back office, Senior back office, Collections, Accountant, Operations, Administrator) groups elementary **permissions**: view, create, approve, override a check, export.

A user receives one or more roles, limited to a **scope**: company, branch, introducer network. They only see files within their scope, unless they hold the *Global view* permission.

**Segregation of duties** rules enforced by Alfa:
- the author of an entry cannot approve it themselves (four eyes);
- the Administrator role cannot approve any business operation;
- the same user cannot both create a supplier and approve its payment.

Accounts inactive for 90 days are disabled automatically. The quarterly **access review** relies on the **Role-user matrix** export. Frequent error: **SEC-003 "Action not allowed in this scope"** — check the branch assigned to the user rather than their role.`,
  },
  {
    id: "alfa-document-templates",
    topic: "configuration",
    title: "Modèles de documents et éditique",
    titleEn: "Document templates and output management",
    body: `Les documents produits par Alfa (offre, contrat, PV de livraison, facture, avis d'échéance, relances, devis de fin anticipée) reposent sur des **modèles** gérés dans **Paramétrage > Éditique > Modèles**. Un modèle est un fichier DOCX ou HTML contenant des **balises de fusion** entre doubles accolades, par exemple {{contrat.numero}}, {{client.raisonSociale}} ou {{echeancier.tableau}}.

Chaque modèle est décliné par **langue** (français, anglais), par société et par canal (PDF courrier, courriel, portail). Le choix du modèle suit des règles : type de document, produit, segment client.

Bonnes pratiques :
- tester un modèle avec le bouton **Aperçu sur dossier** avant publication ;
- conserver l'ancienne version pour les réimpressions à l'identique ;
- utiliser les blocs conditionnels {{#si assurance}} … {{/si}} plutôt que de dupliquer les modèles.

Erreur **DOC-019 « Balise inconnue »** : la balise est mal orthographiée ou absente du dictionnaire de données ; consulter la liste des balises dans l'onglet *Dictionnaire*. Les documents générés sont archivés en GED avec une empreinte qui garantit leur intégrité.`,
    bodyEn: `Documents produced by Alfa (offer, contract, delivery certificate, invoice, instalment notice, reminders, early termination quote) rely on **templates** managed in **Configuration > Document output > Templates**. A template is a DOCX or HTML file containing **merge tags** between double braces, for example {{contrat.numero}}, {{client.raisonSociale}} or {{echeancier.tableau}}.

Each template exists per **language** (French, English), per company and per channel (printed PDF, email, portal). Template selection follows rules: document type, product, customer segment.

Good practice:
- test a template with the **Preview on file** button before publishing;
- keep the previous version for identical reprints;
- use conditional blocks {{#si assurance}} … {{/si}} rather than duplicating templates.

Error **DOC-019 "Unknown tag"**: the tag is misspelt or missing from the data dictionary; see the list of tags in the *Dictionary* tab. Generated documents are archived in the document management system with a fingerprint guaranteeing their integrity.`,
  },
];
