export type FileType = "markdown" | "pdf" | "docx" | "html";

export type KnowledgeNodeSeed =
  | { id: string; type: "folder"; name: string; parentId: string | null }
  | { id: string; type: "file"; name: string; parentId: string; fileType: FileType; content: string };

/**
 * Folder tree of the "Progiciels & Solutions" knowledge category.
 * - markdown files: markdown content
 * - html files: HTML fragment
 * - pdf / docx files: markdown-ish plain text ("# " headings, paragraphs, "- " bullets),
 *   to be rendered into real binary documents by the seed pipeline.
 * Parents are always listed before their children.
 */
export const knowledgeTree: KnowledgeNodeSeed[] = [
  // ---------------------------------------------------------------------------
  // Root folders
  // ---------------------------------------------------------------------------
  { id: "dir-alfa-guides", type: "folder", name: "Alfa – Guides utilisateur", parentId: null },
  { id: "dir-alfa-integration", type: "folder", name: "Alfa – Intégration & API", parentId: null },
  { id: "dir-scoring", type: "folder", name: "Outils de scoring", parentId: null },
  { id: "dir-autres-progiciels", type: "folder", name: "Autres progiciels & éditeurs", parentId: null },
  { id: "dir-modeles", type: "folder", name: "Modèles de documents", parentId: null },

  // ---------------------------------------------------------------------------
  // Sub-folders
  // ---------------------------------------------------------------------------
  {
    id: "dir-alfa-guides-origination",
    type: "folder",
    name: "Origination & décision",
    parentId: "dir-alfa-guides",
  },
  {
    id: "dir-alfa-guides-contrats",
    type: "folder",
    name: "Gestion des contrats",
    parentId: "dir-alfa-guides",
  },
  {
    id: "dir-alfa-integration-specs",
    type: "folder",
    name: "Spécifications d'interfaces",
    parentId: "dir-alfa-integration",
  },
  { id: "dir-modeles-projet", type: "folder", name: "Projet", parentId: "dir-modeles" },
  { id: "dir-modeles-credit", type: "folder", name: "Crédit", parentId: "dir-modeles" },

  // ---------------------------------------------------------------------------
  // Alfa – Guides utilisateur
  // ---------------------------------------------------------------------------
  {
    id: "file-faq-utilisateurs-alfa",
    type: "file",
    name: "faq-utilisateurs-alfa.md",
    parentId: "dir-alfa-guides",
    fileType: "markdown",
    content: `# FAQ utilisateurs Alfa

Questions les plus fréquentes remontées à l'assistance pendant les premières semaines d'utilisation. Les libellés peuvent différer légèrement selon la version installée.

## Cotation et proposition

**Le loyer calculé diffère de celui du simulateur commercial. Pourquoi ?**
Vérifiez le terme des loyers (à échoir ou échu), la date de premier loyer et les frais intégrés. Dans la majorité des cas, l'écart vient d'une date de départ différente.

**Puis-je modifier une proposition déjà envoyée en décision ?**
Non. Il faut la rappeler (retour au statut brouillon), ce qui annule la décision en cours. Une nouvelle décision sera nécessaire.

## Contrats

**Le contrat reste au statut « en attente d'activation ».**
Contrôlez que le procès-verbal de livraison est enregistré, que la facture fournisseur est rapprochée et que le mandat SEPA est valide.

**Comment corriger l'adresse de facturation d'un client ?**
La modification se fait sur la fiche tiers, pas sur le contrat. Elle s'applique à toutes les factures émises ensuite.

## Paiements

**Un prélèvement est revenu rejeté, que se passe-t-il ?**
Le rejet est intégré par le traitement de nuit, l'échéance repasse en impayé et les frais de rejet sont générés selon le barème. Le dossier entre dans la file de recouvrement correspondante.

## Accès

**Je ne vois pas le menu Fin de contrat.**
Votre profil ne comporte pas ce droit. Faites une demande via le portail des habilitations avec la validation de votre responsable.

## Contacts

- Assistance fonctionnelle : via le portail d'assistance, catégorie « Alfa »
- Incident bloquant en production : astreinte applicative, selon la procédure d'escalade en vigueur`,
  },
  {
    id: "file-guide-saisie-proposition",
    type: "file",
    name: "guide-saisie-proposition.pdf",
    parentId: "dir-alfa-guides-origination",
    fileType: "pdf",
    content: `# Guide utilisateur – Saisie d'une proposition de financement

Version 2.3 – Direction des opérations – Usage interne

# 1. Objet du guide

Ce guide décrit la saisie d'une proposition de crédit-bail mobilier ou de location financière dans Alfa, depuis la création du dossier jusqu'à l'envoi en décision. Il s'adresse aux chargés d'affaires et aux assistants commerciaux.

# 2. Prérequis

- Disposer du profil « Commercial » ou « Assistant commercial »
- Le client et le fournisseur doivent exister dans le référentiel des tiers ; à défaut, demander leur création
- Disposer du devis fournisseur et des derniers documents financiers du client

# 3. Création de la proposition

- Ouvrir le module Origination et choisir « Nouvelle proposition »
- Sélectionner le client, puis le produit (crédit-bail mobilier, location financière)
- Renseigner le ou les biens : catégorie, marque, modèle, numéro de série si connu, montant HT
- Rattacher le fournisseur et joindre le devis

# 4. Calcul des loyers

- Saisir la durée, la périodicité et le terme des loyers
- Indiquer le premier loyer majoré et la valeur résiduelle le cas échéant
- Lancer le calcul et vérifier le taux, la marge et l'échéancier proposé
- Les frais de dossier sont ajoutés automatiquement selon le barème du produit

# 5. Pièces justificatives

Joindre au minimum : pièce d'identité du dirigeant, extrait Kbis de moins de trois mois, liasse fiscale, RIB et devis. Les pièces manquantes bloquent l'envoi en décision.

# 6. Envoi en décision

- Vérifier le contrôle de complétude (aucune alerte rouge)
- Cliquer sur « Soumettre » : la demande est transmise au moteur de décision
- En cas d'étude manuelle, le dossier apparaît dans la file de l'analyste crédit

# 7. Erreurs fréquentes

- Bien saisi TTC au lieu de HT : le montant financé est surévalué
- Fournisseur non agréé : la proposition reste bloquée au contrôle
- Mauvaise date de départ : loyers décalés par rapport au devis remis au client`,
  },
  {
    id: "file-checklist-controle-dossier",
    type: "file",
    name: "checklist-controle-dossier.docx",
    parentId: "dir-alfa-guides-origination",
    fileType: "docx",
    content: `# Checklist – Contrôle de conformité d'un dossier avant activation

À utiliser par le back-office avant toute activation de contrat dans Alfa. Cocher chaque point et conserver la checklist dans la GED du dossier.

# Identification et KYC

- Extrait Kbis de moins de trois mois, cohérent avec la fiche tiers
- Pièce d'identité du signataire en cours de validité
- Pouvoir du signataire vérifié (statuts ou délégation)
- Bénéficiaires effectifs identifiés et enregistrés
- Contrôle des listes de sanctions et de gel des avoirs effectué, sans alerte ouverte

# Décision de crédit

- Décision favorable enregistrée et non expirée
- Conditions de la décision respectées : montant, durée, premier loyer, garanties
- Réserves levées et justificatifs joints

# Documentation contractuelle

- Contrat signé par toutes les parties, version des conditions générales à jour
- Échéancier conforme à la décision
- Mandat de prélèvement SEPA signé et RIB au nom du client
- Garanties signées (caution, délégation d'assurance) le cas échéant

# Livraison et facturation

- Procès-verbal de livraison signé par le client, daté et sans réserve
- Facture fournisseur au nom du bailleur, montant conforme à la proposition
- Numéros de série renseignés pour les biens identifiables

# Décision finale

- Dossier conforme : activation autorisée
- Dossier non conforme : motif saisi dans Alfa, retour au commercial avec la liste des pièces manquantes

Contrôle réalisé par : ................................ Date : ..................

Un dossier activé sans procès-verbal de livraison signé constitue une anomalie grave à déclarer au contrôle interne.`,
  },
  {
    id: "file-guide-activation-contrat",
    type: "file",
    name: "guide-activation-contrat.pdf",
    parentId: "dir-alfa-guides-contrats",
    fileType: "pdf",
    content: `# Guide utilisateur – Activation d'un contrat

Version 3.1 – Back-office contrats – Usage interne

# 1. Principe

L'activation fait passer un contrat du statut « signé » au statut « actif ». Elle déclenche la mise en loyers, la création de l'échéancier définitif, la génération des premières écritures comptables et l'immobilisation du bien chez le bailleur.

# 2. Conditions préalables

- Checklist de contrôle du dossier complétée et conforme
- Procès-verbal de livraison enregistré avec sa date
- Au moins un actif enregistré avec son numéro de série
- Facture fournisseur rapprochée
- Mandat SEPA actif (si le règlement se fait par prélèvement)

# 3. Procédure

- Rechercher le contrat par son numéro ou par le nom du client
- Ouvrir l'onglet « Activation »
- Saisir la date de mise en loyers : par défaut, la date du procès-verbal de livraison
- Vérifier l'échéancier recalculé et le montant des loyers intercalaires éventuels
- Valider : le contrat passe au statut « actif »

# 4. Loyers intercalaires

Lorsque la date de mise en loyers ne coïncide pas avec la date de départ de l'échéancier, un loyer intercalaire couvre la période intermédiaire, calculé prorata temporis. Son montant doit être contrôlé avant validation.

# 5. Après l'activation

- Le paiement du fournisseur est proposé au circuit de règlement
- Le premier loyer est appelé selon le terme du contrat
- Le courrier de bienvenue est généré et envoyé au client

# 6. Annuler une activation

Une activation ne peut être annulée que le jour même et avant le traitement de nuit. Au-delà, une procédure de régularisation avec le service comptable est nécessaire.

# 7. Points de vigilance

- Ne jamais activer sur la base d'un procès-verbal non signé
- Contrôler la cohérence entre la date de livraison et la date de facture
- Signaler toute livraison partielle : l'activation se fait alors bien par bien`,
  },
  {
    id: "file-procedure-avenant-duree",
    type: "file",
    name: "procedure-avenant-duree.md",
    parentId: "dir-alfa-guides-contrats",
    fileType: "markdown",
    content: `# Procédure – Avenant de durée sur un contrat actif

Un avenant de durée allonge ou raccourcit un contrat en cours, généralement à la demande du client (difficultés passagères, changement d'usage du bien).

## Qui peut le faire ?

- **Demande** : chargé d'affaires ou service client
- **Décision** : analyste crédit si l'allongement dépasse 6 mois ou si le client est en impayé
- **Saisie** : back-office contrats

## Étapes

1. Vérifier que le contrat est **actif** et qu'aucun autre avenant n'est en cours
2. Obtenir la décision de crédit si nécessaire
3. Dans Alfa, ouvrir le contrat puis l'action « Restructuration » et choisir « Modification de durée »
4. Saisir la nouvelle durée et la date d'effet (toujours une date d'échéance)
5. Recalculer et comparer l'ancien et le nouvel échéancier
6. Éditer l'avenant et l'envoyer au client pour signature
7. À réception de l'avenant signé, **valider** la restructuration

## Contrôles

| Contrôle | Règle |
|---|---|
| Durée totale | Ne dépasse pas la durée maximale du produit |
| Valeur du bien | Reste cohérente avec la nouvelle fin de contrat |
| Frais d'avenant | Appliqués selon le barème |
| Comptabilité | Écritures de régularisation générées |

## Cas particuliers

- **Client en procédure collective** : aucun avenant sans accord du service juridique
- **Contrat avec garantie** : informer la caution ou obtenir son accord selon l'acte
- **Contrat refinancé** : vérifier les contraintes du refinanceur

## Traçabilité

Le motif de l'avenant est obligatoirement saisi dans Alfa. Les restructurations liées à des difficultés financières doivent être signalées au service risques pour leur identification comme mesures de *forbearance*.`,
  },
  {
    id: "file-fin-de-contrat-levee-option",
    type: "file",
    name: "fin-de-contrat-levee-option.html",
    parentId: "dir-alfa-guides-contrats",
    fileType: "html",
    content: `<h1>Fin de contrat : levée d'option, prolongation, restitution</h1>
<p>Ce guide présente les trois issues possibles d'un contrat de crédit-bail arrivant à terme et leur traitement dans Alfa. Le client reçoit un courrier d'information <strong>trois mois avant la date de fin</strong>, généré automatiquement par le traitement de nuit.</p>
<h2>Les options du client</h2>
<table>
  <thead>
    <tr><th>Option</th><th>Action dans Alfa</th><th>Conséquences</th></tr>
  </thead>
  <tbody>
    <tr><td>Levée d'option</td><td>Action « Fin de contrat » puis « Levée d'option »</td><td>Facture du prix d'option, transfert de propriété, sortie de l'immobilisation</td></tr>
    <tr><td>Prolongation</td><td>Action « Fin de contrat » puis « Prolongation »</td><td>Nouvel échéancier de loyers, généralement sur 12 mois</td></tr>
    <tr><td>Restitution</td><td>Action « Fin de contrat » puis « Restitution »</td><td>Organisation de la reprise, expertise, remise en vente du bien</td></tr>
  </tbody>
</table>
<h2>Levée d'option</h2>
<p>À réception du paiement du prix d'option, le back-office valide la levée. Alfa édite la facture de cession et l'attestation de transfert de propriété. Le bien est retiré de l'actif du bailleur lors du traitement comptable suivant.</p>
<h2>Restitution</h2>
<p>Le service remarketing organise l'enlèvement du bien. Un état des lieux contradictoire est établi. Les frais de remise en état éventuels sont facturés au client selon les conditions générales, puis le bien est vendu.</p>
<h2>Absence de réponse du client</h2>
<p>Sans réponse à l'échéance, le contrat se poursuit selon la clause de tacite prolongation prévue aux conditions générales. Un dossier sans réponse doit être relancé par le chargé d'affaires un mois avant la fin.</p>
<h2>Points de vigilance</h2>
<ul>
  <li>Vérifier l'absence d'impayé avant toute levée d'option.</li>
  <li>Contrôler le régime de TVA applicable au prix de cession.</li>
  <li>Mettre à jour le registre de publicité si le bien sort du patrimoine du bailleur.</li>
</ul>`,
  },

  // ---------------------------------------------------------------------------
  // Alfa – Intégration & API
  // ---------------------------------------------------------------------------
  {
    id: "file-architecture-integration-alfa",
    type: "file",
    name: "architecture-integration-alfa.md",
    parentId: "dir-alfa-integration",
    fileType: "markdown",
    content: `# Architecture d'intégration Alfa – vue d'ensemble

Ce document décrit l'architecture cible des échanges entre Alfa et le reste du système d'information sur notre périmètre de mission. Il sert de point d'entrée avant la lecture des spécifications détaillées.

## Principes

- **Aucun appel direct** des applications consommatrices vers Alfa : tous les échanges transitent par la couche d'intégration (API gateway et bus d'échange)
- Les échanges temps réel passent par des **API REST** exposées par la couche d'intégration
- Les échanges de masse passent par des **fichiers** déposés et collectés par l'outil de transfert sécurisé
- Les changements d'état significatifs (contrat activé, contrat résilié) sont publiés sous forme d'**événements**

## Cartographie des flux principaux

| Flux | Sens | Mode | Fréquence |
|---|---|---|---|
| Cotation portail partenaires | Portail → Alfa | API | Temps réel |
| Décision de crédit | Alfa ↔ moteur de décision | API | Temps réel |
| Documents signés | Plateforme de signature → GED → Alfa | Événement | Temps réel |
| Prélèvements SEPA | Alfa → banque | Fichier | Quotidien |
| Retours et rejets | Banque → Alfa | Fichier | Quotidien |
| Écritures comptables | Alfa → comptabilité générale | Fichier | Quotidien |
| Encours et impayés | Alfa → datawarehouse | Fichier | Quotidien et mensuel |

## Gestion des erreurs

1. Toute erreur technique est journalisée avec un identifiant de corrélation
2. Les appels API sont rejoués automatiquement trois fois en cas d'indisponibilité temporaire
3. Les fichiers rejetés sont placés dans un répertoire d'erreurs et une alerte est envoyée à l'exploitation
4. Les rejets fonctionnels sont restitués à l'application émettrice avec un code et un libellé explicites

## Sécurité

- Authentification OAuth2 entre applications, certificats pour les transferts de fichiers
- Aucune donnée personnelle dans les journaux applicatifs
- Revue annuelle des comptes techniques et de leurs droits

## Documents liés

Voir le dossier « Spécifications d'interfaces » pour le détail de chaque flux.`,
  },
  {
    id: "file-spec-api-cotation",
    type: "file",
    name: "spec-api-cotation.md",
    parentId: "dir-alfa-integration-specs",
    fileType: "markdown",
    content: `# Spécification – API de cotation (couche d'intégration)

Version 1.4 – Statut : validée. Cette API est exposée par la couche d'intégration ; elle traduit les appels du portail partenaires vers les services de calcul d'Alfa.

## Objet

Permettre au portail partenaires d'obtenir, en temps réel, un loyer et un échéancier indicatifs pour un financement, sans créer de proposition.

## Appel

- Méthode : POST
- Ressource : /quotes
- Authentification : jeton OAuth2 (flux client credentials), portée « quotes:write »
- Délai de réponse cible : moins de 800 ms au 95e centile

## Corps de la requête (exemple)

\`\`\`json
{
  "partnerId": "P-01234",
  "product": "CBM",
  "assetAmount": 48000.00,
  "currency": "EUR",
  "termMonths": 48,
  "frequency": "MONTHLY",
  "paymentTiming": "IN_ADVANCE",
  "firstPaymentAmount": 4800.00,
  "residualValuePct": 1.0
}
\`\`\`

## Règles de validation

| Champ | Règle | Code erreur |
|---|---|---|
| product | Produit autorisé pour le partenaire | Q-001 |
| assetAmount | Entre 1 500 et 1 500 000 | Q-002 |
| termMonths | Entre 24 et 84, multiple de la périodicité | Q-003 |
| residualValuePct | Entre 0 et 15 | Q-004 |

## Réponse

La réponse contient le loyer hors taxes, le taux client, le coût total, la date de validité de la cotation (15 jours) et un identifiant de cotation réutilisable pour créer une proposition.

## Gestion des erreurs

- 400 : erreur de validation, avec la liste des codes
- 401 / 403 : authentification ou droits insuffisants
- 503 : service de calcul indisponible, réessayer plus tard

## Points ouverts

- Prise en compte des campagnes promotionnelles par partenaire
- Ajout des services optionnels (assurance, maintenance)`,
  },
  {
    id: "file-spec-interface-paiements-sepa",
    type: "file",
    name: "spec-interface-paiements-sepa.docx",
    parentId: "dir-alfa-integration-specs",
    fileType: "docx",
    content: `# Spécification d'interface – Prélèvements SEPA et retours bancaires

Version 2.0 – Auteurs : équipe intégration – Validation : trésorerie, back-office contrats

# 1. Objet

Ce document décrit les flux entre Alfa et la banque de l'établissement pour l'émission des prélèvements SEPA (SDD Core et B2B) et l'intégration des retours (rejets, retours, remboursements).

# 2. Flux sortant : remises de prélèvements

- Format : ISO 20022 pain.008
- Production : traitement de nuit d'Alfa, après la facturation des échéances
- Regroupement : une remise par type de prélèvement (Core, B2B) et par date d'échéance
- Transmission : dépôt sur le serveur de transfert sécurisé, collecte par la plateforme bancaire
- Contrôles avant envoi : nombre d'opérations et montant total rapprochés du journal de facturation

# 3. Flux entrant : retours

- Format : ISO 20022 pain.002 (statut des remises) et camt.054 (avis de débit ou de crédit)
- Intégration : traitement de nuit, avant le lettrage
- Chaque rejet est rapproché de l'échéance d'origine grâce à la référence de bout en bout

# 4. Règles de gestion

- Un rejet pour motif « provision insuffisante » génère un impayé et des frais de rejet
- Un rejet pour motif « compte clôturé » ou « mandat invalide » bloque les prélèvements suivants et crée une tâche pour le service client
- Un remboursement demandé par un débiteur Core dans les huit semaines est traité comme un impayé

# 5. Gestion des anomalies

- Fichier non reçu à l'heure limite : alerte à l'exploitation et à la trésorerie
- Référence non reconnue : opération placée en compte d'attente, traitée manuellement sous 48 heures
- Écart de montant : aucune intégration automatique, analyse par la trésorerie

# 6. Volumétrie

Environ 120 000 prélèvements par mois, avec un pic en début de mois. Les tests de charge doivent porter sur 1,5 fois ce volume.

# 7. Historique des versions

- 1.0 : version initiale
- 1.5 : ajout des prélèvements B2B
- 2.0 : intégration des avis camt.054`,
  },
  {
    id: "file-catalogue-flux-comptables",
    type: "file",
    name: "catalogue-flux-comptables.html",
    parentId: "dir-alfa-integration-specs",
    fileType: "html",
    content: `<h1>Catalogue des flux comptables Alfa vers la comptabilité générale</h1>
<p>Alfa produit chaque nuit un fichier d'écritures agrégées par schéma comptable, transmis à la comptabilité générale. Ce catalogue recense les principaux événements de gestion et les écritures associées. Il est maintenu conjointement par l'équipe intégration et la direction financière.</p>
<h2>Principes</h2>
<ul>
  <li>Une écriture est générée pour chaque événement de gestion comptabilisable.</li>
  <li>Les écritures sont agrégées par date comptable, schéma et axe analytique avant envoi.</li>
  <li>Le fichier est équilibré (total débit égal au total crédit) ; à défaut, il est rejeté.</li>
</ul>
<h2>Principaux événements</h2>
<table>
  <thead>
    <tr><th>Événement</th><th>Déclencheur</th><th>Nature de l'écriture</th></tr>
  </thead>
  <tbody>
    <tr><td>Activation du contrat</td><td>Validation de l'activation</td><td>Immobilisation du bien, dette fournisseur</td></tr>
    <tr><td>Facturation d'un loyer</td><td>Échéance arrivée à terme</td><td>Créance client, produit de loyer, TVA collectée</td></tr>
    <tr><td>Encaissement</td><td>Lettrage d'un paiement</td><td>Banque, solde de la créance client</td></tr>
    <tr><td>Rejet de prélèvement</td><td>Intégration d'un retour bancaire</td><td>Annulation de l'encaissement, frais de rejet</td></tr>
    <tr><td>Amortissement</td><td>Traitement de fin de mois</td><td>Dotation aux amortissements du bien loué</td></tr>
    <tr><td>Levée d'option</td><td>Validation de la levée</td><td>Cession du bien, sortie de l'immobilisation</td></tr>
    <tr><td>Passage en perte</td><td>Décision contentieuse</td><td>Perte sur créance, reprise de provision</td></tr>
  </tbody>
</table>
<h2>Contrôles quotidiens</h2>
<p>La comptabilité rapproche chaque jour le nombre et le montant des écritures reçues avec le compte rendu du traitement Alfa. Tout écart doit être expliqué avant la clôture mensuelle.</p>
<h2>Évolutions</h2>
<p>Toute création ou modification de schéma comptable passe par une demande validée par la direction financière, puis par une recette spécifique comparant les écritures produites aux écritures attendues.</p>`,
  },
  {
    id: "file-guide-exploitation-batch",
    type: "file",
    name: "guide-exploitation-batch.pdf",
    parentId: "dir-alfa-integration",
    fileType: "pdf",
    content: `# Guide d'exploitation – Chaîne de traitements de nuit Alfa

Version 1.8 – Exploitation applicative – Diffusion restreinte

# 1. Fenêtre de traitement

La chaîne démarre à 21 h 00 après la fermeture des saisies et doit être terminée à 5 h 30, heure d'ouverture des premiers services. Sa durée nominale est d'environ 5 heures.

# 2. Enchaînement des étapes

- Étape 10 : contrôle de réception des fichiers bancaires et des flux amont
- Étape 20 : intégration des paiements et des retours de prélèvements
- Étape 30 : lettrage automatique
- Étape 40 : facturation des échéances
- Étape 50 : calcul des retards et alimentation des files de recouvrement
- Étape 60 : production des remises de prélèvements SEPA
- Étape 70 : génération des écritures comptables
- Étape 80 : extractions vers le datawarehouse
- Étape 90 : éditions et courriers

# 3. Dépendances

- Les étapes 10 à 30 doivent être terminées avant l'étape 40
- L'étape 60 doit être terminée avant 3 h 00 pour respecter l'heure limite de la banque
- Les étapes 80 et 90 peuvent s'exécuter en parallèle

# 4. Conduite à tenir en cas d'échec

- Consulter le journal de l'étape et identifier le code erreur
- Ne jamais relancer une étape sans vérifier son caractère rejouable dans la fiche de l'étape
- En cas de doute, appeler l'astreinte applicative avant toute action
- Si l'étape 60 risque de dépasser l'heure limite, prévenir la trésorerie

# 5. Étapes non rejouables

Les étapes 40 et 70 ne sont pas rejouables sans restauration préalable : une relance produirait des factures ou des écritures en double.

# 6. Fin de mois

La chaîne de fin de mois ajoute le calcul des amortissements, des intérêts courus et l'arrêté des encours. Sa durée peut atteindre 8 heures ; les saisies sont fermées plus tôt ce jour-là.

# 7. Contacts

- Astreinte exploitation : selon le planning d'astreinte en vigueur
- Astreinte applicative Alfa : selon le planning d'astreinte en vigueur
- Trésorerie : en heures ouvrées uniquement, sauf incident sur les prélèvements`,
  },

  // ---------------------------------------------------------------------------
  // Outils de scoring
  // ---------------------------------------------------------------------------
  {
    id: "file-presentation-moteur-decision",
    type: "file",
    name: "presentation-moteur-decision.pdf",
    parentId: "dir-scoring",
    fileType: "pdf",
    content: `# Présentation – Moteur de décision d'octroi

Direction des risques – Support de présentation aux équipes projet

# Pourquoi un moteur de décision

Le moteur de décision centralise toutes les règles d'octroi : il garantit que la même demande reçoit la même réponse, quel que soit le canal, et permet de faire évoluer la politique de risque sans développement dans le progiciel de gestion.

# Ce que fait le moteur

- Reçoit la demande depuis Alfa ou le portail partenaires
- Interroge les sources de données : historique interne, fichiers d'incidents, bases entreprises, outil de détection de fraude
- Applique les règles d'exclusion
- Calcule les scores : octroi particuliers, octroi professionnels, fraude
- Détermine la décision et les conditions à partir de la stratégie en vigueur
- Restitue la décision, les motifs codés et les conditions

# Les trois décisions possibles

- Accord automatique, éventuellement sous conditions (apport, durée maximale)
- Refus automatique, avec motif
- Étude manuelle par un analyste, avec les points d'attention relevés

# Chiffres clés du périmètre

- Environ 60 % des demandes traitées sans intervention humaine
- Délai de réponse moyen inférieur à 5 secondes
- Plus de 200 règles actives, regroupées en 12 stratégies

# Gouvernance

- Toute modification de règle est validée par le comité de politique de crédit
- Les changements sont testés sur l'historique avant mise en production
- Chaque décision est journalisée avec la version de stratégie appliquée

# Ce qui change pour les utilisateurs

- Les motifs de refus sont affichés dans Alfa sous forme de codes et de libellés
- Les analystes voient les scores et les règles déclenchées dans le dossier
- Les dérogations sont tracées et suivies mensuellement`,
  },
  {
    id: "file-grille-score-octroi-particuliers",
    type: "file",
    name: "grille-score-octroi-particuliers.html",
    parentId: "dir-scoring",
    fileType: "html",
    content: `<h1>Grille de score d'octroi – particuliers (LOA automobile)</h1>
<p><em>Document illustratif à usage de formation : les variables et les points ci-dessous sont simplifiés et ne correspondent à aucune grille en production.</em></p>
<p>La grille attribue des points à chaque caractéristique de la demande. Le total est comparé aux seuils de décision. Plus le score est élevé, plus le risque estimé est faible.</p>
<h2>Extrait de la grille</h2>
<table>
  <thead>
    <tr><th>Variable</th><th>Modalité</th><th>Points</th></tr>
  </thead>
  <tbody>
    <tr><td>Ancienneté professionnelle</td><td>Moins de 1 an</td><td>5</td></tr>
    <tr><td>Ancienneté professionnelle</td><td>De 1 à 5 ans</td><td>20</td></tr>
    <tr><td>Ancienneté professionnelle</td><td>Plus de 5 ans</td><td>35</td></tr>
    <tr><td>Statut résidentiel</td><td>Propriétaire</td><td>30</td></tr>
    <tr><td>Statut résidentiel</td><td>Locataire</td><td>15</td></tr>
    <tr><td>Statut résidentiel</td><td>Hébergé</td><td>5</td></tr>
    <tr><td>Apport ou premier loyer</td><td>Plus de 20 % du prix</td><td>25</td></tr>
    <tr><td>Taux d'endettement après financement</td><td>Supérieur à 35 %</td><td>0</td></tr>
  </tbody>
</table>
<h2>Seuils de décision</h2>
<table>
  <thead>
    <tr><th>Score</th><th>Décision</th></tr>
  </thead>
  <tbody>
    <tr><td>Moins de 80</td><td>Refus</td></tr>
    <tr><td>De 80 à 119</td><td>Étude manuelle</td></tr>
    <tr><td>120 et plus</td><td>Accord automatique</td></tr>
  </tbody>
</table>
<h2>Règles complémentaires</h2>
<p>Le score ne suffit pas : les règles d'exclusion (incident déclaré au fichier national, incohérence documentaire, suspicion de fraude) s'appliquent avant le calcul. Un accord automatique reste soumis à la vérification des justificatifs de revenus et de domicile.</p>
<h2>Bon usage</h2>
<p>Les analystes ne modifient jamais un score : ils peuvent déroger à la décision proposée, en saisissant un motif de dérogation. Les dérogations sont suivies chaque mois par la direction des risques.</p>`,
  },
  {
    id: "file-procedure-backtesting-score",
    type: "file",
    name: "procedure-backtesting-score.docx",
    parentId: "dir-scoring",
    fileType: "docx",
    content: `# Procédure – Back-testing annuel des scores d'octroi

Direction des risques – Modélisation – Procédure validée par le comité des modèles

# 1. Objet

Cette procédure décrit les contrôles annuels réalisés pour vérifier que les scores d'octroi restent performants, stables et correctement calibrés. Elle s'applique à tous les scores utilisés dans le moteur de décision.

# 2. Périmètre des données

- Demandes acceptées sur une période d'observation de 12 mois
- Comportement observé sur les 12 mois suivant l'octroi
- Définition du défaut identique à celle du développement du modèle
- Exclusion documentée des dossiers atypiques (fraude avérée, erreurs de saisie)

# 3. Contrôles réalisés

- Pouvoir discriminant : indice de Gini comparé à celui du développement ; une baisse de plus de 10 points déclenche une analyse approfondie
- Stabilité de la population : indice PSI global et par variable
- Calibrage : comparaison du taux de défaut observé et du taux prévu par classe de risque
- Analyse des dérogations : performance des dossiers acceptés par dérogation

# 4. Seuils d'alerte

- PSI inférieur à 0,10 : population stable
- PSI entre 0,10 et 0,25 : à surveiller, analyse des variables en cause
- PSI supérieur à 0,25 : population instable, revue du modèle à programmer

# 5. Livrables

- Rapport de back-testing avec conclusions et recommandations
- Fiche de synthèse pour le comité des modèles
- Plan d'action en cas de dégradation : recalibrage, ajustement des seuils ou refonte

# 6. Responsabilités

- Réalisation : équipe modélisation
- Revue indépendante : validation des modèles
- Décision : comité des modèles

# 7. Calendrier

Le back-testing est réalisé chaque année au cours du premier trimestre. Un contrôle intermédiaire de stabilité est effectué chaque trimestre à partir du tableau de bord de suivi.`,
  },
  {
    id: "file-suivi-stabilite-psi",
    type: "file",
    name: "suivi-stabilite-psi.md",
    parentId: "dir-scoring",
    fileType: "markdown",
    content: `# Suivi de stabilité : calculer et interpréter le PSI

Le **Population Stability Index** (PSI) mesure l'écart entre la répartition d'une population de référence (souvent l'échantillon de développement du score) et celle de la population actuelle.

## Formule

Pour chaque classe de score *i* :

- *R(i)* : part de la population de référence dans la classe
- *A(i)* : part de la population actuelle dans la classe

PSI = somme sur les classes de (A(i) − R(i)) × ln(A(i) / R(i))

## Exemple simplifié

| Classe | Référence | Actuel | Contribution |
|---|---|---|---|
| 1 (risque élevé) | 10 % | 14 % | 0,013 |
| 2 | 20 % | 22 % | 0,002 |
| 3 | 40 % | 38 % | 0,001 |
| 4 (risque faible) | 30 % | 26 % | 0,006 |
| **Total** | 100 % | 100 % | **0,022** |

Un PSI de 0,022 indique une population stable.

## Lecture

- **Moins de 0,10** : pas de changement significatif
- **De 0,10 à 0,25** : changement modéré, analyser les variables
- **Plus de 0,25** : changement important, le modèle doit être revu

## Analyser un PSI élevé

1. Calculer le PSI de chaque variable du score pour trouver la source
2. Chercher une cause métier : nouveau partenaire, campagne commerciale, changement de formulaire
3. Chercher une cause technique : changement de format d'une donnée, valeurs manquantes
4. Vérifier l'effet sur la performance : une population qui change n'implique pas forcément un score moins discriminant

## Précautions

- Éviter les classes contenant une part nulle (la formule devient indéfinie)
- Utiliser les mêmes bornes de classes pour les deux populations
- Suivre le PSI dans le temps plutôt qu'à une seule date`,
  },

  // ---------------------------------------------------------------------------
  // Autres progiciels & éditeurs
  // ---------------------------------------------------------------------------
  {
    id: "file-comparatif-progiciels-leasing",
    type: "file",
    name: "comparatif-progiciels-leasing.html",
    parentId: "dir-autres-progiciels",
    fileType: "html",
    content: `<h1>Comparatif des progiciels de financement d'actifs</h1>
<p>Ce tableau sert de support de discussion en phase d'avant-vente ou de cadrage. Il ne remplace pas une évaluation détaillée menée avec le client sur ses propres scénarios, et doit être mis à jour à chaque nouvelle version majeure des solutions.</p>
<h2>Positionnement général</h2>
<table>
  <thead>
    <tr><th>Solution</th><th>Positionnement</th><th>Points forts souvent cités</th><th>Points d'attention</th></tr>
  </thead>
  <tbody>
    <tr><td>Alfa Systems</td><td>Plateforme de bout en bout, leasing et crédit automobile et équipement</td><td>Couverture fonctionnelle large, wholesale, offre cloud</td><td>Projets structurants, compétences rares sur le marché français</td></tr>
    <tr><td>Cassiopae</td><td>Plateforme de financement d'actifs très présente en France</td><td>Ancrage local, couverture du crédit-bail immobilier</td><td>Trajectoire de modernisation à examiner selon la version</td></tr>
    <tr><td>NetSol NFS Ascent</td><td>Plateforme de financement d'actifs, forte présence internationale</td><td>Architecture récente, déploiement cloud</td><td>Références françaises à vérifier</td></tr>
    <tr><td>Linedata Ekip360</td><td>Solution de crédit et de leasing</td><td>Couverture du crédit et du leasing, présence en Europe</td><td>Périmètre à valider selon les produits</td></tr>
    <tr><td>Miles</td><td>Gestion de flottes et location longue durée</td><td>Services associés à la LLD</td><td>Périmètre centré sur la location opérationnelle</td></tr>
  </tbody>
</table>
<h2>Questions à poser à chaque éditeur</h2>
<ul>
  <li>Quelles références comparables en taille et en produits, en France et en Europe ?</li>
  <li>Quelle est la fréquence des versions et la politique de support des anciennes versions ?</li>
  <li>Quelles API sont disponibles en standard, et avec quelle documentation ?</li>
  <li>Quels engagements contractuels au regard des exigences DORA ?</li>
</ul>
<h2>Avertissement</h2>
<p>Les appréciations ci-dessus reflètent des retours d'expérience de missions et des informations publiques. Elles doivent être confirmées auprès des éditeurs avant toute recommandation écrite à un client.</p>`,
  },
  {
    id: "file-retour-experience-migration",
    type: "file",
    name: "retour-experience-migration.pdf",
    parentId: "dir-autres-progiciels",
    fileType: "pdf",
    content: `# Retour d'expérience – Migration d'un portefeuille de crédit-bail vers un nouveau progiciel

Synthèse anonymisée d'une mission réalisée pour une société de financement spécialisée dans les équipements professionnels

# Contexte

- Environ 45 000 contrats actifs, crédit-bail mobilier et location financière
- Ancien système développé en interne, en fin de vie
- Objectif : démarrage sur le nouveau progiciel en 18 mois, sans interruption de service pour les partenaires

# Ce qui a bien fonctionné

- Un cadrage de la migration lancé dès le début du projet, et non après le paramétrage
- Six migrations à blanc, dont deux en conditions réelles de bascule
- Une réconciliation automatisée contrat par contrat : encours, prochain loyer, date de fin
- Un réseau de vingt utilisateurs clés formés trois mois avant le démarrage

# Difficultés rencontrées

- Qualité des données des biens financés : 12 % des contrats sans numéro de série exploitable
- Contrats atypiques issus de négociations anciennes, non couverts par les produits standard
- Fenêtre batch dépassée de 90 minutes lors du premier test de volumétrie
- Disponibilité limitée des experts métier pendant la clôture annuelle

# Réponses apportées

- Campagne de fiabilisation des données dans l'ancien système, pilotée par le back-office
- Création de deux produits « reprise » pour les contrats atypiques, fermés à la vente
- Optimisation de trois traitements et parallélisation des extractions
- Calendrier de recette décalé pour éviter la période de clôture

# Résultats

- Démarrage à la date prévue, après un report de deux semaines de la dernière répétition
- Aucun écart comptable inexpliqué à la première clôture mensuelle
- Hypercare de six semaines, avec un pic d'appels à l'assistance la première semaine

# Enseignements

- La migration des données est un projet dans le projet
- Les répétitions de bascule valent plus que toutes les estimations
- La disponibilité des experts métier doit être contractualisée dès le cadrage`,
  },
  {
    id: "file-grille-evaluation-rfp",
    type: "file",
    name: "grille-evaluation-rfp.docx",
    parentId: "dir-autres-progiciels",
    fileType: "docx",
    content: `# Grille d'évaluation – Appel d'offres progiciel de financement

Modèle à adapter pour chaque mission. Chaque critère est noté de 0 à 4 par au moins trois évaluateurs, puis pondéré.

# Échelle de notation

- 0 : non couvert
- 1 : couvert par un développement spécifique important
- 2 : couvert par un paramétrage complexe ou un contournement
- 3 : couvert en standard avec paramétrage simple
- 4 : couvert en standard, démontré sur un cas réel

# Axe 1 – Couverture fonctionnelle (35 %)

- Origination et décision
- Gestion des contrats et avenants
- Fin de contrat et remarketing
- Recouvrement
- Comptabilité et fiscalité françaises
- Reporting réglementaire

# Axe 2 – Architecture et intégration (20 %)

- API disponibles et documentées
- Outils d'échange de fichiers et d'événements
- Performance de la chaîne batch
- Sécurité et gestion des habilitations

# Axe 3 – Solidité de l'éditeur et de l'intégrateur (15 %)

- Références comparables
- Équipes disponibles en France
- Santé financière et feuille de route

# Axe 4 – Coût total sur 10 ans (20 %)

- Licences ou abonnement
- Intégration et migration
- Exploitation et hébergement
- Montées de version

# Axe 5 – Contrat et réversibilité (10 %)

- Niveaux de service et pénalités
- Clauses de sous-traitance et de résilience opérationnelle
- Réversibilité et restitution des données

# Consolidation

- Calculer la moyenne des notes par critère, puis la note pondérée par axe
- Signaler tout critère éliminatoire noté 0 ou 1
- Présenter les résultats au comité de sélection avec les commentaires qualitatifs des évaluateurs`,
  },

  // ---------------------------------------------------------------------------
  // Modèles de documents
  // ---------------------------------------------------------------------------
  {
    id: "file-modele-note-de-cadrage",
    type: "file",
    name: "modele-note-de-cadrage.docx",
    parentId: "dir-modeles-projet",
    fileType: "docx",
    content: `# Modèle – Note de cadrage de projet

Projet : [nom du projet] – Sponsor : [nom] – Chef de projet : [nom] – Version : [x.y] – Date : [jj/mm/aaaa]

# 1. Contexte et enjeux

Décrire en quelques lignes la situation actuelle, le problème à résoudre et les enjeux pour l'établissement : enjeux commerciaux, opérationnels, réglementaires. Préciser pourquoi le projet est lancé maintenant.

# 2. Objectifs

- Objectif 1 : [formulation mesurable, avec indicateur et échéance]
- Objectif 2 : [...]
- Objectif 3 : [...]

# 3. Périmètre

- Inclus : produits, processus, entités, canaux concernés
- Exclus : ce qui ne sera pas traité, explicitement
- Hypothèses structurantes

# 4. Livrables

- Liste des principaux livrables, avec leur responsable et leur date cible

# 5. Organisation et gouvernance

- Sponsor et comité de pilotage (composition, fréquence)
- Équipe projet et contributeurs métier, avec leur disponibilité attendue
- Prestataires et éditeurs

# 6. Planning macro

- Jalons clés : fin de conception, fin de réalisation, début et fin de recette, bascule, fin d'hypercare

# 7. Budget

- Charges internes et externes, licences, infrastructure
- Provision pour risques

# 8. Risques majeurs

- Risque, probabilité, impact, action de réponse, responsable

# 9. Dépendances

- Autres projets, échéances réglementaires, contraintes de calendrier (clôtures, périodes commerciales)

# 10. Critères de succès

- Comment le sponsor jugera-t-il que le projet est réussi ?

# Validation

Nom, fonction, date et signature du sponsor. La note de cadrage validée devient la référence pour toute demande de changement.`,
  },
  {
    id: "file-modele-pv-recette",
    type: "file",
    name: "modele-pv-recette.docx",
    parentId: "dir-modeles-projet",
    fileType: "docx",
    content: `# Modèle – Procès-verbal de recette

Projet : [nom] – Phase de recette : [VABF / bout en bout / VSR] – Version livrée : [référence] – Date : [jj/mm/aaaa]

# 1. Objet

Le présent procès-verbal constate le résultat de la phase de recette désignée ci-dessus et la décision prise par le responsable métier quant à la suite du projet.

# 2. Périmètre testé

- Processus et fonctions couverts
- Environnement et jeux de données utilisés
- Période d'exécution des tests

# 3. Résultats d'exécution

- Nombre de cas de tests prévus : [n]
- Nombre de cas exécutés : [n], dont réussis : [n], en échec : [n]
- Taux d'exécution des cas prioritaires : [x %]

# 4. Anomalies

- Bloquantes ouvertes : [n]
- Majeures ouvertes : [n], avec contournement validé : [n]
- Mineures ouvertes : [n]
- Liste détaillée en annexe, avec pour chaque anomalie ouverte l'échéance de correction convenue

# 5. Réserves

Lister les réserves émises par le métier, leur impact et la date à laquelle elles devront être levées.

# 6. Décision

Cocher la décision retenue :

- Recette prononcée sans réserve
- Recette prononcée avec réserves (voir section 5)
- Recette refusée : motifs et conditions d'une nouvelle livraison

# 7. Signatures

- Responsable métier : nom, fonction, date, signature
- Chef de projet : nom, fonction, date, signature
- Représentant de l'intégrateur : nom, fonction, date, signature

# Annexes

- Rapport d'exécution des tests
- Liste des anomalies ouvertes
- Résultats des contrôles de réconciliation, le cas échéant`,
  },
  {
    id: "file-modele-note-comite-credit",
    type: "file",
    name: "modele-note-comite-credit.docx",
    parentId: "dir-modeles-credit",
    fileType: "docx",
    content: `# Modèle – Note de présentation au comité de crédit

Client : [raison sociale] – Groupe : [le cas échéant] – Chargé d'affaires : [nom] – Analyste : [nom] – Comité du : [jj/mm/aaaa]

# 1. Recommandation

Avis de l'analyste en une phrase : accord, accord sous conditions ou refus, avec les principales conditions.

# 2. Demande

- Produit : crédit-bail mobilier, crédit-bail immobilier, location financière, crédit
- Objet du financement et fournisseur
- Montant, durée, périodicité, premier loyer, valeur résiduelle
- Encours existant sur le client et le groupe, encours total après opération

# 3. Présentation de la contrepartie

- Activité, ancienneté, actionnariat, dirigeants
- Historique de la relation et comportement de paiement
- Cotation interne et externe

# 4. Analyse financière

- Tableau des trois derniers exercices : chiffre d'affaires, EBE, résultat net, fonds propres, dettes financières, trésorerie
- Capacité de remboursement et ratios clés
- Commentaires sur l'évolution et les perspectives

# 5. Analyse du bien financé

- Nature, caractère standard ou spécifique
- Valeur de revente estimée et marché de l'occasion

# 6. Risques et mitigants

- Principaux risques identifiés
- Garanties proposées et leur valeur après décote
- Conditions particulières : covenants, clauses de suivi

# 7. Rentabilité

- Marge, commissions, coût du risque estimé, consommation de fonds propres

# 8. Décision du comité

Décision, conditions, réserves, date de validité de l'accord. Signatures des membres habilités.`,
  },
  {
    id: "file-modele-fiche-produit",
    type: "file",
    name: "modele-fiche-produit.md",
    parentId: "dir-modeles-credit",
    fileType: "markdown",
    content: `# Modèle – Fiche produit de financement

Cette fiche est le document de référence validé par le métier avant tout paramétrage d'un nouveau produit dans le progiciel. Une fiche incomplète ne peut pas être transmise à l'équipe de paramétrage.

## 1. Identification

| Rubrique | Valeur |
|---|---|
| Nom commercial | [nom] |
| Code produit | [code] |
| Type d'opération | Crédit-bail / location financière / LOA / crédit |
| Clientèle | Particuliers / professionnels / entreprises |
| Canaux de distribution | Réseau direct / partenaires / digital |
| Date de lancement | [jj/mm/aaaa] |

## 2. Caractéristiques financières

- Montant minimal et maximal financé
- Durée minimale et maximale, périodicité autorisée
- Terme des loyers : à échoir ou échu
- Premier loyer majoré : autorisé, plafond en pourcentage
- Valeur résiduelle : bornes en pourcentage du prix
- Mode de calcul du taux et barème de référence

## 3. Frais et services

- Frais de dossier, frais d'avenant, frais de rejet
- Assurances proposées (obligatoires ou facultatives)
- Services associés et leur facturation

## 4. Règles de gestion

- Avenants autorisés (durée, montant, changement de bien)
- Conditions de résiliation anticipée et calcul de l'indemnité
- Issues de fin de contrat autorisées

## 5. Conformité

- Textes applicables (crédit à la consommation, usure, LCB-FT)
- Documents précontractuels et contractuels à produire
- Validation de la conformité : nom et date

## 6. Comptabilité et fiscalité

- Schéma comptable attendu
- Régime de TVA des loyers et de la levée d'option

## 7. Validations

- Responsable produit, direction des risques, conformité, direction financière : nom et date`,
  },
];
