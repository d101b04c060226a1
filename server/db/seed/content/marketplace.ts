// Seed content for the external marketplace (partner solutions) and the internal collaborative
// marketplace (solutions built by colleagues, communities and reviews). Providers are fictional.
// Their English is in content/marketplace-en.ts.

import type { CommunityType } from "../../../../shared/domain/internal-marketplace";

export type ExternalItemSeed = {
  id: string;
  name: string;
  description: string;
  tags: string[];
  market: "corporate-banking" | "mobility" | "insurance" | "retail";
  type: "agent" | "microservice" | "template" | "bundle";
  product: string;
  coCommercial: boolean;
  providerName: string;
  pricing: { model: "freemium" | "monthly" | "yearly" | "license" | "usage"; price: number };
  stats: { rating: number; downloads: number; reviews: number };
};

export const externalItems: ExternalItemSeed[] = [
  // ── Corporate banking ─────────────────────────────────────────────────────
  {
    id: "ext-copilote-note-credit",
    name: "Copilote Note de Crédit",
    description:
      "Agent qui prépare une première version de la note de crédit à partir des liasses fiscales et de la demande : SIG, ratios, points de vigilance et trame de recommandation.",
    tags: ["note de crédit", "comité", "PME", "IA générative"],
    market: "corporate-banking",
    type: "agent",
    product: "Crédit entreprise",
    coCommercial: true,
    providerName: "Fintalis",
    pricing: { model: "monthly", price: 149 },
    stats: { rating: 4.6, downloads: 1840, reviews: 212 },
  },
  {
    id: "ext-spreading-liasses",
    name: "Spreading automatique des liasses fiscales",
    description:
      "API qui lit les liasses 2050 à 2059 (PDF ou EDI-TDFC), retraite les postes et restitue bilan, compte de résultat et ratios au format normalisé.",
    tags: ["analyse financière", "liasse fiscale", "API", "OCR"],
    market: "corporate-banking",
    type: "microservice",
    product: "Analyse financière",
    coCommercial: false,
    providerName: "Fintalis",
    pricing: { model: "usage", price: 0.9 },
    stats: { rating: 4.5, downloads: 3120, reviews: 187 },
  },
  {
    id: "ext-screening-kyc-entreprises",
    name: "Screening KYC Entreprises",
    description:
      "Contrôle en temps réel des sociétés et de leurs bénéficiaires effectifs : registres officiels, listes de gel des avoirs, PPE et presse négative.",
    tags: ["KYC", "LCB-FT", "gel des avoirs", "PPE", "API"],
    market: "corporate-banking",
    type: "microservice",
    product: "Entrée en relation",
    coCommercial: false,
    providerName: "RegNova",
    pricing: { model: "usage", price: 0.35 },
    stats: { rating: 4.4, downloads: 2760, reviews: 164 },
  },
  {
    id: "ext-suivi-covenants",
    name: "Suivi des covenants",
    description:
      "Solution de suivi des covenants financiers des financements structurés : collecte des comptes, calcul des ratios, alertes de bris et historique pour le comité.",
    tags: ["covenants", "financements structurés", "alertes", "risques"],
    market: "corporate-banking",
    type: "bundle",
    product: "Financements structurés",
    coCommercial: true,
    providerName: "Fintalis",
    pricing: { model: "license", price: 12000 },
    stats: { rating: 4.2, downloads: 310, reviews: 41 },
  },
  {
    id: "ext-pack-comite-credit",
    name: "Pack comité de crédit",
    description:
      "Modèles Word et PowerPoint pour la note de crédit, l'ordre du jour et le procès-verbal de comité, avec plans types et mentions de délégation.",
    tags: ["comité", "modèles", "gouvernance"],
    market: "corporate-banking",
    type: "template",
    product: "Gouvernance crédit",
    coCommercial: false,
    providerName: "DocuLend",
    pricing: { model: "freemium", price: 0 },
    stats: { rating: 4.3, downloads: 5480, reviews: 296 },
  },
  {
    id: "ext-boite-outils-corep-finrep",
    name: "Boîte à outils COREP / FINREP",
    description:
      "Ensemble de contrôles de cohérence, de tables de correspondance et de tableaux de réconciliation pour fiabiliser les remises prudentielles.",
    tags: ["COREP", "FINREP", "reporting", "ACPR", "contrôles"],
    market: "corporate-banking",
    type: "bundle",
    product: "Reporting réglementaire",
    coCommercial: false,
    providerName: "RegNova",
    pricing: { model: "license", price: 18500 },
    stats: { rating: 4.1, downloads: 265, reviews: 33 },
  },
  {
    id: "ext-agent-alertes-lcb-ft",
    name: "Agent d'analyse des alertes LCB-FT",
    description:
      "Agent qui pré-qualifie les alertes de surveillance des opérations, rassemble le contexte client et propose une conclusion motivée à l'analyste conformité.",
    tags: ["LCB-FT", "alertes", "conformité", "IA générative"],
    market: "corporate-banking",
    type: "agent",
    product: "Conformité",
    coCommercial: true,
    providerName: "RegNova",
    pricing: { model: "monthly", price: 390 },
    stats: { rating: 4.7, downloads: 890, reviews: 102 },
  },

  // ── Mobility ───────────────────────────────────────────────────────────────
  {
    id: "ext-predicteur-vr-vo",
    name: "Prédicteur de valeurs résiduelles VO",
    description:
      "Modèle de prévision de la valeur de revente des véhicules par version, durée et kilométrage, alimenté par les transactions du marché de l'occasion.",
    tags: ["valeur résiduelle", "LLD", "véhicule d'occasion", "data"],
    market: "mobility",
    type: "microservice",
    product: "LLD automobile",
    coCommercial: true,
    providerName: "Motiva Data",
    pricing: { model: "usage", price: 0.12 },
    stats: { rating: 4.6, downloads: 2140, reviews: 158 },
  },
  {
    id: "ext-assistant-fi-concession",
    name: "Assistant F&I concession",
    description:
      "Agent conversationnel pour les vendeurs en concession : comparaison crédit, LOA et LLD, calcul de mensualités et réponses aux questions des clients.",
    tags: ["concession", "LOA", "F&I", "vendeurs"],
    market: "mobility",
    type: "agent",
    product: "LOA automobile",
    coCommercial: false,
    providerName: "Leasia Tech",
    pricing: { model: "monthly", price: 99 },
    stats: { rating: 4.4, downloads: 1530, reviews: 121 },
  },
  {
    id: "ext-simulateur-tco-flotte",
    name: "Simulateur TCO flotte électrique",
    description:
      "Classeur de calcul du coût total de détention d'une flotte thermique ou électrique : loyers, énergie, fiscalité, avantages en nature et bornes de recharge.",
    tags: ["TCO", "flotte", "véhicule électrique", "simulateur"],
    market: "mobility",
    type: "template",
    product: "LLD entreprises",
    coCommercial: false,
    providerName: "Motiva Data",
    pricing: { model: "freemium", price: 0 },
    stats: { rating: 4.5, downloads: 6230, reviews: 344 },
  },
  {
    id: "ext-expertise-restitution-photo",
    name: "Expertise de restitution par photo",
    description:
      "Service d'analyse d'images qui détecte et chiffre les dommages d'un véhicule restitué selon le barème d'usure normale du contrat.",
    tags: ["fin de contrat", "restitution", "vision", "frais de remise en état"],
    market: "mobility",
    type: "microservice",
    product: "Fin de contrat LLD",
    coCommercial: false,
    providerName: "Motiva Data",
    pricing: { model: "usage", price: 2.5 },
    stats: { rating: 4.0, downloads: 940, reviews: 77 },
  },
  {
    id: "ext-portail-partenaires-constructeur",
    name: "Portail partenaires constructeur",
    description:
      "Portail en marque blanche pour le réseau d'un constructeur : cotation, saisie des demandes, suivi des accords et commissionnement des concessionnaires.",
    tags: ["captive", "portail", "concessionnaires", "vendor", "marque blanche"],
    market: "mobility",
    type: "bundle",
    product: "Financement captive",
    coCommercial: true,
    providerName: "Leasia Tech",
    pricing: { model: "license", price: 24000 },
    stats: { rating: 4.3, downloads: 180, reviews: 26 },
  },
  {
    id: "ext-modeles-offres-loa",
    name: "Modèles d'offres LOA conformes",
    description:
      "Offres préalables de LOA, FIPEN et tableaux de loyers conformes au Code de la consommation, mis à jour à chaque évolution réglementaire.",
    tags: ["LOA", "FIPEN", "conformité", "modèles"],
    market: "mobility",
    type: "template",
    product: "LOA particuliers",
    coCommercial: false,
    providerName: "DocuLend",
    pricing: { model: "monthly", price: 29 },
    stats: { rating: 4.2, downloads: 1270, reviews: 89 },
  },
  {
    id: "ext-diagnostic-batterie-ve",
    name: "Diagnostic batterie VE",
    description:
      "Estimation de l'état de santé de la batterie d'un véhicule électrique à partir des données télématiques, pour fiabiliser la reprise et la revente.",
    tags: ["véhicule électrique", "batterie", "remarketing", "télématique"],
    market: "mobility",
    type: "microservice",
    product: "Remarketing VO électriques",
    coCommercial: true,
    providerName: "Motiva Data",
    pricing: { model: "freemium", price: 0 },
    stats: { rating: 3.9, downloads: 1610, reviews: 95 },
  },

  // ── Insurance ─────────────────────────────────────────────────────────────
  {
    id: "ext-conseiller-assurance-emprunteur",
    name: "Conseiller assurance emprunteur",
    description:
      "Agent qui explique les garanties décès, invalidité et perte d'emploi, vérifie l'équivalence des contrats délégués et prépare le devoir de conseil.",
    tags: ["assurance emprunteur", "devoir de conseil", "délégation", "IA générative"],
    market: "insurance",
    type: "agent",
    product: "Assurance emprunteur",
    coCommercial: true,
    providerName: "Assurvia Labs",
    pricing: { model: "yearly", price: 790 },
    stats: { rating: 4.3, downloads: 1180, reviews: 98 },
  },
  {
    id: "ext-tarification-gap",
    name: "Tarification GAP et perte financière",
    description:
      "API de tarification de l'assurance perte financière adossée aux contrats de LOA et de LLD, en fonction du véhicule, de la durée et du premier loyer.",
    tags: ["GAP", "perte financière", "tarification", "API"],
    market: "insurance",
    type: "microservice",
    product: "Assurance perte financière",
    coCommercial: true,
    providerName: "Assurvia Labs",
    pricing: { model: "usage", price: 0.05 },
    stats: { rating: 4.1, downloads: 2350, reviews: 112 },
  },
  {
    id: "ext-pack-assurance-materiel",
    name: "Pack assurance matériel en crédit-bail",
    description:
      "Offre clé en main d'assurance bris de machine et vol pour les matériels financés : tarification, souscription intégrée au contrat et gestion des sinistres.",
    tags: ["bris de machine", "crédit-bail", "matériel", "souscription"],
    market: "insurance",
    type: "bundle",
    product: "Assurance bris de machine",
    coCommercial: true,
    providerName: "Assurvia Labs",
    pricing: { model: "license", price: 9500 },
    stats: { rating: 4.0, downloads: 140, reviews: 19 },
  },
  {
    id: "ext-agent-tri-sinistres",
    name: "Agent de tri des sinistres",
    description:
      "Agent qui lit les déclarations de sinistre, vérifie la couverture du matériel loué et oriente le dossier vers le bon gestionnaire avec un résumé.",
    tags: ["sinistres", "tri", "IA générative", "gestion"],
    market: "insurance",
    type: "agent",
    product: "Gestion des sinistres",
    coCommercial: false,
    providerName: "Assurvia Labs",
    pricing: { model: "usage", price: 0.4 },
    stats: { rating: 4.4, downloads: 720, reviews: 64 },
  },
  {
    id: "ext-kit-ipid-dda",
    name: "Kit documents IPID et DDA",
    description:
      "Modèles de documents d'information normalisés (IPID) et de recueil des exigences et besoins conformes à la directive sur la distribution d'assurances.",
    tags: ["IPID", "DDA", "distribution d'assurance", "modèles"],
    market: "insurance",
    type: "template",
    product: "Distribution d'assurance",
    coCommercial: false,
    providerName: "RegNova",
    pricing: { model: "freemium", price: 0 },
    stats: { rating: 4.6, downloads: 4020, reviews: 231 },
  },
  {
    id: "ext-tableau-bord-attachement",
    name: "Tableau de bord du taux d'attachement",
    description:
      "Modèle de tableau de bord qui suit le taux d'attachement des assurances facultatives par réseau, produit et vendeur, avec objectifs et alertes de conformité.",
    tags: ["taux d'attachement", "pilotage", "assurance facultative", "tableau de bord"],
    market: "insurance",
    type: "template",
    product: "Assurances facultatives",
    coCommercial: false,
    providerName: "Leasia Tech",
    pricing: { model: "monthly", price: 49 },
    stats: { rating: 3.8, downloads: 560, reviews: 37 },
  },
  {
    id: "ext-gestion-resiliations",
    name: "Gestion des résiliations d'assurance",
    description:
      "Suite de traitement des demandes de résiliation et de substitution d'assurance : contrôle des délais légaux, courriers et mise à jour du contrat de financement.",
    tags: ["résiliation", "substitution", "assurance emprunteur", "workflow"],
    market: "insurance",
    type: "bundle",
    product: "Assurance emprunteur",
    coCommercial: false,
    providerName: "DocuLend",
    pricing: { model: "freemium", price: 0 },
    stats: { rating: 4.2, downloads: 980, reviews: 58 },
  },

  // ── Retail ──────────────────────────────────────────────────────────────────
  {
    id: "ext-score-octroi-conso",
    name: "Score d'octroi crédit conso",
    description:
      "Score de risque prêt à l'emploi pour le crédit affecté et le prêt personnel, avec explication des principaux facteurs de la décision.",
    tags: ["scoring", "crédit conso", "octroi", "explicabilité"],
    market: "retail",
    type: "microservice",
    product: "Crédit à la consommation",
    coCommercial: false,
    providerName: "Scoriant",
    pricing: { model: "usage", price: 0.2 },
    stats: { rating: 4.5, downloads: 2890, reviews: 176 },
  },
  {
    id: "ext-revenus-open-banking",
    name: "Analyse des revenus par open banking",
    description:
      "Catégorisation des flux bancaires du demandeur (avec son consentement) pour calculer revenus, charges et reste à vivre en quelques secondes.",
    tags: ["open banking", "DSP2", "revenus", "reste à vivre", "API"],
    market: "retail",
    type: "microservice",
    product: "Crédit renouvelable",
    coCommercial: true,
    providerName: "Scoriant",
    pricing: { model: "usage", price: 0.45 },
    stats: { rating: 4.7, downloads: 3340, reviews: 205 },
  },
  {
    id: "ext-voicebot-relance",
    name: "Voicebot de relance amiable",
    description:
      "Agent vocal qui contacte les clients en premier impayé, propose un paiement en ligne ou une promesse de paiement et transfère les cas sensibles à un conseiller.",
    tags: ["recouvrement", "voicebot", "impayés", "promesse de paiement"],
    market: "retail",
    type: "agent",
    product: "Recouvrement amiable",
    coCommercial: false,
    providerName: "Leasia Tech",
    pricing: { model: "yearly", price: 4900 },
    stats: { rating: 4.2, downloads: 430, reviews: 52 },
  },
  {
    id: "ext-generateur-fipen",
    name: "Générateur de FIPEN",
    description:
      "Modèles paramétrables de fiche d'information précontractuelle européenne normalisée, avec calcul du TAEG et contrôle du taux d'usure.",
    tags: ["FIPEN", "TAEG", "taux d'usure", "crédit conso"],
    market: "retail",
    type: "template",
    product: "Crédit à la consommation",
    coCommercial: false,
    providerName: "DocuLend",
    pricing: { model: "freemium", price: 0 },
    stats: { rating: 4.4, downloads: 5170, reviews: 268 },
  },
  {
    id: "ext-kit-paiement-fractionne",
    name: "Kit paiement fractionné",
    description:
      "Socle complet pour lancer une offre de paiement en 3 ou 4 fois chez les commerçants : parcours, scoring, contrats et reporting.",
    tags: ["paiement fractionné", "BNPL", "e-commerce", "commerçants"],
    market: "retail",
    type: "bundle",
    product: "Paiement fractionné",
    coCommercial: true,
    providerName: "Scoriant",
    pricing: { model: "license", price: 15000 },
    stats: { rating: 4.0, downloads: 210, reviews: 24 },
  },
  {
    id: "ext-detection-fragilite",
    name: "Détection de fragilité financière",
    description:
      "Agent qui repère les signaux de fragilité (incidents, découverts répétés) et propose au conseiller les mesures d'accompagnement adaptées avant l'impayé.",
    tags: ["clientèle fragile", "prévention", "surendettement", "IA"],
    market: "retail",
    type: "agent",
    product: "Clientèle fragile",
    coCommercial: true,
    providerName: "Scoriant",
    pricing: { model: "yearly", price: 1990 },
    stats: { rating: 4.3, downloads: 610, reviews: 48 },
  },
  {
    id: "ext-widget-credit-ecommerce",
    name: "Widget crédit e-commerce",
    description:
      "Composant de simulation de crédit affecté à intégrer sur un site marchand, avec mentions légales automatiques et reprise du dossier par le prêteur.",
    tags: ["e-commerce", "crédit affecté", "simulateur", "mentions légales"],
    market: "retail",
    type: "template",
    product: "Crédit affecté",
    coCommercial: false,
    providerName: "Fintalis",
    pricing: { model: "license", price: 4900 },
    stats: { rating: 3.7, downloads: 350, reviews: 29 },
  },
];

export type InternalItemSeed = {
  id: string;
  name: string;
  description: string;
  type: "bundle" | "microservice" | "template" | "agent";
  category: "business-analyst" | "developer" | "pmo" | "integrator";
  subcategory?: string;
  tags: string[];
  authorName: string;
  authorDepartment?: string;
  version: string;
  featured: boolean;
};

export const internalItems: InternalItemSeed[] = [
  // ── Business analysts ───────────────────────────────────────────────────────
  {
    id: "int-grille-analyse-credit-bail",
    name: "Grille d'analyse crédit-bail PME",
    description:
      "Classeur d'analyse d'un dossier de crédit-bail PME : retraitements, ratios, capacité de remboursement et synthèse prête à coller dans la note de comité.",
    type: "template",
    category: "business-analyst",
    subcategory: "Analyse crédit",
    tags: ["crédit-bail", "PME", "analyse financière", "comité", "Excel"],
    authorName: "Camille Petit",
    authorDepartment: "Direction des Risques",
    version: "2.1.0",
    featured: true,
  },
  {
    id: "int-agent-note-credit",
    name: "Rédacteur de notes de crédit",
    description:
      "Agent IA entraîné sur nos notes validées en comité : il propose un plan, rédige les parties financières à partir des chiffres saisis et signale les incohérences.",
    type: "agent",
    category: "business-analyst",
    subcategory: "Analyse crédit",
    tags: ["note de crédit", "comité", "IA générative", "rédaction", "synthèse", "ratios"],
    authorName: "Julien Roux",
    authorDepartment: "Direction Commerciale Entreprises",
    version: "1.3.0",
    featured: true,
  },
  {
    id: "int-specs-fonctionnelles-loa",
    name: "Modèle de spécifications fonctionnelles LOA",
    description:
      "Trame de spécifications pour un produit de LOA : parcours, règles de calcul des loyers, gestion de l'option d'achat, cas de test associés.",
    type: "template",
    category: "business-analyst",
    subcategory: "Spécifications",
    tags: ["LOA", "spécifications", "règles de gestion"],
    authorName: "Nadia Haddad",
    authorDepartment: "Practice Business Analysis",
    version: "1.0.2",
    featured: false,
  },
  {
    id: "int-kit-entree-relation-entreprise",
    name: "Kit d'entrée en relation entreprise",
    description:
      "Check-lists, modèles de courriers et fiche KYC pour ouvrir un client personne morale sans aller-retour avec la conformité.",
    type: "bundle",
    category: "business-analyst",
    subcategory: "Conformité",
    tags: ["KYC", "LCB-FT", "bénéficiaires effectifs", "check-list", "gel des avoirs"],
    authorName: "Thomas Girard",
    authorDepartment: "Direction de la Conformité",
    version: "3.0.0",
    featured: false,
  },
  {
    id: "int-agent-regles-gestion",
    name: "Extracteur de règles de gestion",
    description:
      "Agent qui parcourt des conditions générales et des procédures internes pour en extraire les règles de gestion sous forme de tableau exploitable en spécifications.",
    type: "agent",
    category: "business-analyst",
    subcategory: "Spécifications",
    tags: ["règles de gestion", "IA générative", "spécifications"],
    authorName: "Nadia Haddad",
    authorDepartment: "Practice Business Analysis",
    version: "0.9.1",
    featured: false,
  },

  // ── Developers ──────────────────────────────────────────────────────────────
  {
    id: "int-api-calcul-loyers",
    name: "API de calcul de loyers",
    description:
      "Microservice qui calcule loyers, taux et échéanciers (terme à échoir ou échu, paliers, valeur résiduelle) ; testé contre les échéanciers produits par Alfa.",
    type: "microservice",
    category: "developer",
    subcategory: "Calculs financiers",
    tags: ["API", "loyers", "crédit-bail", "TypeScript", "échéancier"],
    authorName: "Maxime Lefort",
    authorDepartment: "DSI Leasing",
    version: "2.4.1",
    featured: true,
  },
  {
    id: "int-enrichissement-siren",
    name: "Enrichissement SIREN / INSEE",
    description:
      "Service qui complète une fiche tiers à partir du SIREN : raison sociale, adresse, code NAF, effectif et dirigeants, avec mise en cache.",
    type: "microservice",
    category: "developer",
    subcategory: "Données tiers",
    tags: ["SIREN", "INSEE", "tiers", "API"],
    authorName: "Inès Morel",
    authorDepartment: "DSI Leasing",
    version: "1.2.0",
    featured: false,
  },
  {
    id: "int-controle-taeg-usure",
    name: "Contrôle TAEG et taux d'usure",
    description:
      "Microservice de calcul du TAEG selon la méthode actuarielle réglementaire et de comparaison au seuil d'usure publié pour la catégorie de crédit.",
    type: "microservice",
    category: "developer",
    subcategory: "Conformité",
    tags: ["TAEG", "taux d'usure", "crédit conso", "API", "conformité"],
    authorName: "Maxime Lefort",
    authorDepartment: "DSI Leasing",
    version: "1.5.3",
    featured: false,
  },
  {
    id: "int-agent-relecture-scripts-alfa",
    name: "Relecteur de scripts Alfa",
    description:
      "Agent IA qui relit les scripts de personnalisation Alfa, signale les mauvaises pratiques connues et propose des corrections commentées.",
    type: "agent",
    category: "developer",
    subcategory: "Qualité de code",
    tags: ["Alfa", "revue de code", "IA générative"],
    authorName: "Lucas Martin",
    version: "0.7.0",
    featured: false,
  },
  {
    id: "int-kit-tests-api-financement",
    name: "Kit de tests automatisés d'API de financement",
    description:
      "Collections de tests, jeux de données anonymisés et pipeline CI pour tester les API de cotation, de décision et de mise en loyer.",
    type: "bundle",
    category: "developer",
    subcategory: "Tests",
    tags: ["tests", "API", "CI", "jeux de données", "anonymisation"],
    authorName: "Inès Morel",
    authorDepartment: "DSI Leasing",
    version: "2.0.0",
    featured: false,
  },

  // ── PMO & methodology ──────────────────────────────────────────────────────
  {
    id: "int-support-copil",
    name: "Support de comité de pilotage",
    description:
      "Modèle de présentation de COPIL : météo, avancement par lot, budget, risques majeurs et décisions attendues, aux couleurs du groupe.",
    type: "template",
    category: "pmo",
    subcategory: "Gouvernance",
    tags: ["COPIL", "gouvernance", "reporting"],
    authorName: "Élodie Bernard",
    authorDepartment: "PMO Groupe",
    version: "4.2.0",
    featured: true,
  },
  {
    id: "int-kit-demarrage-projet-progiciel",
    name: "Kit de démarrage projet progiciel",
    description:
      "Charte projet, RACI, planning type, registre des risques et trame de budget pour lancer un projet de progiciel de financement en deux semaines.",
    type: "bundle",
    category: "pmo",
    subcategory: "Cadrage",
    tags: ["cadrage", "RACI", "planning", "risques", "budget", "charte projet"],
    authorName: "Élodie Bernard",
    authorDepartment: "PMO Groupe",
    version: "1.4.0",
    featured: false,
  },
  {
    id: "int-agent-rapport-avancement",
    name: "Assistant rapport d'avancement",
    description:
      "Agent qui consolide le tableau Kanban, le suivi budgétaire et le registre des risques pour rédiger le rapport d'avancement hebdomadaire.",
    type: "agent",
    category: "pmo",
    subcategory: "Reporting",
    tags: ["reporting", "Kanban", "IA générative", "rapport d'avancement"],
    authorName: "Romain Dubois",
    authorDepartment: "PMO Groupe",
    version: "1.1.0",
    featured: true,
  },
  {
    id: "int-registre-risques-projet",
    name: "Registre des risques projet",
    description:
      "Registre prêt à l'emploi avec matrice probabilité / impact, plans d'action, propriétaires et historique des revues.",
    type: "template",
    category: "pmo",
    subcategory: "Risques",
    tags: ["risques", "registre", "Excel"],
    authorName: "Romain Dubois",
    authorDepartment: "PMO Groupe",
    version: "2.0.1",
    featured: false,
  },
  {
    id: "int-agregateur-meteo-projets",
    name: "Agrégateur de météo projets",
    description:
      "Service qui collecte la météo et les indicateurs de chaque projet du portefeuille et alimente le tableau de bord de la direction.",
    type: "microservice",
    category: "pmo",
    subcategory: "Reporting",
    tags: ["portefeuille projets", "météo", "tableau de bord", "API", "PMO"],
    authorName: "Claire Fournier",
    version: "1.0.0",
    featured: false,
  },

  // ── Integrators ───────────────────────────────────────────────────────────
  {
    id: "int-kit-migration-alfa",
    name: "Kit de migration vers Alfa",
    description:
      "Mapping des contrats, tiers et échéanciers, scripts SQL de réconciliation et plan de bascule type, issus de trois migrations réussies.",
    type: "bundle",
    category: "integrator",
    subcategory: "Migration",
    tags: ["Alfa", "migration", "mapping", "réconciliation", "SQL", "bascule"],
    authorName: "Antoine Chevalier",
    authorDepartment: "Practice Alfa",
    version: "3.2.0",
    featured: true,
  },
  {
    id: "int-reconciliation-source-cible",
    name: "Réconciliation source / cible",
    description:
      "Microservice qui compare volumes, encours et échéances entre l'ancien système et Alfa, et produit un rapport d'écarts par contrat.",
    type: "microservice",
    category: "integrator",
    subcategory: "Migration",
    tags: ["réconciliation", "migration", "contrôles", "API"],
    authorName: "Sarah Nguyen",
    authorDepartment: "Practice Alfa",
    version: "1.6.0",
    featured: false,
  },
  {
    id: "int-cahier-recette-alfa",
    name: "Cahier de recette Alfa crédit-bail",
    description:
      "Plus de 240 cas de test couvrant le cycle de vie d'un contrat de crédit-bail dans Alfa : mise en loyer, avenants, impayés, fin de contrat et comptabilité.",
    type: "template",
    category: "integrator",
    subcategory: "Recette",
    tags: ["Alfa", "recette", "cas de test", "crédit-bail", "non-régression"],
    authorName: "Sarah Nguyen",
    authorDepartment: "Practice Alfa",
    version: "2.3.0",
    featured: false,
  },
  {
    id: "int-agent-diagnostic-batch-alfa",
    name: "Diagnostic des batchs Alfa",
    description:
      "Agent qui analyse les journaux des traitements batch Alfa, identifie la cause probable d'un rejet et propose la procédure de reprise.",
    type: "agent",
    category: "integrator",
    subcategory: "Exploitation",
    tags: ["Alfa", "batch", "exploitation", "IA générative", "support"],
    authorName: "Antoine Chevalier",
    authorDepartment: "Practice Alfa",
    version: "1.0.4",
    featured: true,
  },
  {
    id: "int-connecteur-sepa",
    name: "Connecteur prélèvements SEPA",
    description:
      "Connecteur qui génère les fichiers de prélèvement SEPA à partir des échéances, intègre les retours d'impayés et met à jour les contrats.",
    type: "microservice",
    category: "integrator",
    subcategory: "Interfaces",
    tags: ["SEPA", "prélèvements", "impayés", "interfaces"],
    authorName: "Yann Le Goff",
    authorDepartment: "DSI Leasing",
    version: "2.2.0",
    featured: false,
  },
];

export const communities: { id: string; name: string; description?: string; type: CommunityType }[] = [
  {
    id: "communaute-alfa",
    name: "Communauté Alfa",
    description:
      "Consultants, intégrateurs et utilisateurs clés de la plateforme Alfa : paramétrage, migrations, batchs et retours d'expérience.",
    type: "technical",
  },
  {
    id: "data-scoring",
    name: "Data & Scoring",
    description: "Modèles de score, valeurs résiduelles, SQL et data visualisation au service du risque.",
    type: "data",
  },
  {
    id: "pmo-leasing",
    name: "PMO Leasing",
    description: "Outils, modèles et bonnes pratiques de pilotage des projets de leasing et de crédit.",
    type: "methodology",
  },
  {
    id: "reglementation-conformite",
    name: "Réglementation & Conformité",
    description: "Veille réglementaire, LCB-FT, protection de la clientèle et reporting prudentiel.",
    type: "regulatory",
  },
  {
    id: "club-analystes-credit",
    name: "Club des analystes crédit",
    description: "Partage de cas, de grilles d'analyse et de retours de comité entre analystes.",
    type: "business",
  },
  {
    id: "mobilite-captives",
    name: "Mobilité & Captives",
    description: "LLD, LOA, financement des réseaux de concessionnaires et électrification des flottes.",
    type: "business",
  },
  {
    id: "ia-generative",
    name: "IA générative au quotidien",
    type: "innovation",
  },
];

export const internalReviews: {
  itemId: string;
  authorName: string;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
}[] = [
  {
    itemId: "int-grille-analyse-credit-bail",
    authorName: "Julien Roux",
    rating: 5,
    comment:
      "Je l'utilise sur tous mes dossiers PME : les retraitements du crédit-bail sont enfin homogènes.",
  },
  {
    itemId: "int-grille-analyse-credit-bail",
    authorName: "Karim Benali",
    rating: 5,
    comment:
      "Les ratios sont calculés exactement comme dans notre politique de risque, gros gain de temps en contre-analyse.",
  },
  {
    itemId: "int-grille-analyse-credit-bail",
    authorName: "Léa Garnier",
    rating: 4,
    comment: "Très utile pour une junior. Il manque un onglet pour les entreprises en normes IFRS.",
  },

  {
    itemId: "int-agent-note-credit",
    authorName: "Camille Petit",
    rating: 4,
    comment: "Bon premier jet, mais il faut toujours vérifier les chiffres repris des liasses.",
  },
  {
    itemId: "int-agent-note-credit",
    authorName: "Sophie Lemaire",
    rating: 5,
    comment:
      "Les chargés d'affaires gagnent une heure par note et la structure est celle attendue par le comité.",
  },
  {
    itemId: "int-agent-note-credit",
    authorName: "Hélène Marchand",
    rating: 4,
    comment: "Notes plus homogènes en comité. La partie risques reste à étoffer par l'analyste.",
  },
  {
    itemId: "int-agent-note-credit",
    authorName: "Léa Garnier",
    rating: 5,
    comment: "Le signalement des incohérences entre montant et durée m'a évité une erreur en comité.",
  },

  {
    itemId: "int-specs-fonctionnelles-loa",
    authorName: "Sarah Nguyen",
    rating: 4,
    comment: "Trame claire, les cas de test associés facilitent la recette.",
  },
  {
    itemId: "int-specs-fonctionnelles-loa",
    authorName: "Maxime Lefort",
    rating: 3,
    comment: "Utile, mais les règles de calcul des loyers mériteraient des exemples chiffrés.",
  },

  {
    itemId: "int-kit-entree-relation-entreprise",
    authorName: "Julien Roux",
    rating: 5,
    comment: "Plus aucun dossier bloqué par la conformité depuis que j'utilise la check-list.",
  },
  {
    itemId: "int-kit-entree-relation-entreprise",
    authorName: "Mélanie Robin",
    rating: 4,
    comment: "Complet. Les courriers types pour relancer les pièces manquantes sont très pratiques.",
  },
  {
    itemId: "int-kit-entree-relation-entreprise",
    authorName: "Camille Petit",
    rating: 4,
    comment: "Bonne explication du seuil de 25 % pour les bénéficiaires effectifs avec holdings.",
  },

  {
    itemId: "int-agent-regles-gestion",
    authorName: "Sarah Nguyen",
    rating: 3,
    comment:
      "Prometteur mais encore quelques règles inventées sur les documents longs. À relire systématiquement.",
  },
  {
    itemId: "int-agent-regles-gestion",
    authorName: "Élodie Bernard",
    rating: 4,
    comment: "Nous a fait gagner deux jours sur l'analyse des conditions générales LLD.",
  },

  {
    itemId: "int-api-calcul-loyers",
    authorName: "Antoine Chevalier",
    rating: 5,
    comment: "Résultats identiques à Alfa au centime près sur nos 500 cas de test. Documentation exemplaire.",
  },
  {
    itemId: "int-api-calcul-loyers",
    authorName: "Inès Morel",
    rating: 5,
    comment: "Intégrée en une demi-journée dans le simulateur du portail partenaires.",
  },
  {
    itemId: "int-api-calcul-loyers",
    authorName: "Julien Roux",
    rating: 4,
    comment: "Très fiable. Les loyers saisonniers seraient un plus.",
  },
  {
    itemId: "int-api-calcul-loyers",
    authorName: "Yann Le Goff",
    rating: 5,
    comment: "Temps de réponse excellents, même en calcul d'échéanciers de masse.",
  },

  {
    itemId: "int-enrichissement-siren",
    authorName: "Maxime Lefort",
    rating: 4,
    comment: "Simple et efficace. Le cache évite de saturer les quotas de l'API publique.",
  },
  {
    itemId: "int-enrichissement-siren",
    authorName: "Thomas Girard",
    rating: 4,
    comment: "Pratique pour pré-remplir les fiches KYC, les dirigeants remontent correctement.",
  },

  {
    itemId: "int-controle-taeg-usure",
    authorName: "Mélanie Robin",
    rating: 5,
    comment: "Validé par la conformité, on l'utilise avant chaque édition d'offre.",
  },
  {
    itemId: "int-controle-taeg-usure",
    authorName: "Inès Morel",
    rating: 4,
    comment: "Les seuils d'usure sont à mettre à jour chaque trimestre : penser à automatiser le chargement.",
  },
  {
    itemId: "int-controle-taeg-usure",
    authorName: "Thomas Girard",
    rating: 5,
    comment: "Calcul conforme à la méthode réglementaire, bien documenté.",
  },

  {
    itemId: "int-agent-relecture-scripts-alfa",
    authorName: "Antoine Chevalier",
    rating: 3,
    comment: "Détecte bien les boucles coûteuses, mais beaucoup de faux positifs sur les scripts anciens.",
  },
  {
    itemId: "int-agent-relecture-scripts-alfa",
    authorName: "Sarah Nguyen",
    rating: 2,
    comment: "Pas encore assez fiable pour nos personnalisations comptables, à suivre.",
  },
  {
    itemId: "int-agent-relecture-scripts-alfa",
    authorName: "Maxime Lefort",
    rating: 4,
    comment: "Bon garde-fou pour les nouveaux arrivants sur le projet.",
  },

  {
    itemId: "int-kit-tests-api-financement",
    authorName: "Yann Le Goff",
    rating: 4,
    comment: "Les jeux de données anonymisés sont réalistes, le pipeline CI se branche facilement.",
  },
  {
    itemId: "int-kit-tests-api-financement",
    authorName: "Maxime Lefort",
    rating: 5,
    comment: "Couverture complète des cas de cotation, indispensable avant chaque mise en production.",
  },

  {
    itemId: "int-support-copil",
    authorName: "Romain Dubois",
    rating: 5,
    comment: "Adopté par tous les projets du portefeuille, les COPIL sont plus courts et plus décisionnels.",
  },
  {
    itemId: "int-support-copil",
    authorName: "Antoine Chevalier",
    rating: 4,
    comment: "Clair et sobre. J'ajouterais une page de suivi des décisions précédentes.",
  },
  {
    itemId: "int-support-copil",
    authorName: "Claire Fournier",
    rating: 5,
    comment: "La page des décisions attendues change vraiment la qualité des arbitrages.",
  },

  {
    itemId: "int-kit-demarrage-projet-progiciel",
    authorName: "Claire Fournier",
    rating: 4,
    comment: "Le RACI type est bien pensé pour les projets avec éditeur et intégrateur.",
  },
  {
    itemId: "int-kit-demarrage-projet-progiciel",
    authorName: "Sarah Nguyen",
    rating: 4,
    comment: "Cadrage bouclé en dix jours grâce au planning type.",
  },
  {
    itemId: "int-kit-demarrage-projet-progiciel",
    authorName: "Romain Dubois",
    rating: 3,
    comment: "Bonne base, mais la trame de budget est trop détaillée pour les petits projets.",
  },

  {
    itemId: "int-agent-rapport-avancement",
    authorName: "Élodie Bernard",
    rating: 5,
    comment: "Le rapport hebdomadaire sort en dix minutes au lieu d'une heure, avec les bons indicateurs.",
  },
  {
    itemId: "int-agent-rapport-avancement",
    authorName: "Antoine Chevalier",
    rating: 4,
    comment: "Très utile, il faut juste bien tenir le Kanban à jour pour que le résultat soit juste.",
  },
  {
    itemId: "int-agent-rapport-avancement",
    authorName: "Claire Fournier",
    rating: 4,
    comment: "La synthèse des risques est pertinente, la météo proposée est parfois trop optimiste.",
  },

  {
    itemId: "int-registre-risques-projet",
    authorName: "Élodie Bernard",
    rating: 4,
    comment: "Simple à faire vivre, la matrice probabilité / impact est lisible en comité.",
  },
  {
    itemId: "int-registre-risques-projet",
    authorName: "Yann Le Goff",
    rating: 3,
    comment: "Correct, mais un export vers le support de COPIL serait bienvenu.",
  },

  {
    itemId: "int-agregateur-meteo-projets",
    authorName: "Romain Dubois",
    rating: 4,
    comment: "Enfin une vue consolidée du portefeuille sans ressaisie.",
  },
  {
    itemId: "int-agregateur-meteo-projets",
    authorName: "Élodie Bernard",
    rating: 3,
    comment: "Fonctionne bien, mais la collecte échoue si un projet n'a pas renseigné son budget.",
  },

  {
    itemId: "int-kit-migration-alfa",
    authorName: "Sarah Nguyen",
    rating: 5,
    comment: "Le mapping des échéanciers à paliers nous a évité des semaines d'analyse.",
  },
  {
    itemId: "int-kit-migration-alfa",
    authorName: "Lucas Martin",
    rating: 5,
    comment: "Scripts de réconciliation directement réutilisables, plan de bascule très complet.",
  },
  {
    itemId: "int-kit-migration-alfa",
    authorName: "Claire Fournier",
    rating: 4,
    comment:
      "Excellent retour d'expérience. Le planning de bascule est un peu optimiste pour un gros portefeuille.",
  },
  {
    itemId: "int-kit-migration-alfa",
    authorName: "Yann Le Goff",
    rating: 5,
    comment: "La meilleure ressource de la marketplace pour un projet de migration.",
  },

  {
    itemId: "int-reconciliation-source-cible",
    authorName: "Antoine Chevalier",
    rating: 5,
    comment: "Le rapport d'écarts par contrat a accéléré l'analyse des rejets du lot 3.",
  },
  {
    itemId: "int-reconciliation-source-cible",
    authorName: "Lucas Martin",
    rating: 4,
    comment: "Fiable. Prévoir des tables temporaires indexées au-delà de 100 000 contrats.",
  },

  {
    itemId: "int-cahier-recette-alfa",
    authorName: "Antoine Chevalier",
    rating: 5,
    comment: "Couverture impressionnante, notamment sur la comptabilité de fin de contrat.",
  },
  {
    itemId: "int-cahier-recette-alfa",
    authorName: "Mélanie Robin",
    rating: 4,
    comment: "Les utilisateurs clés du back-office s'y retrouvent facilement.",
  },
  {
    itemId: "int-cahier-recette-alfa",
    authorName: "Romain Dubois",
    rating: 4,
    comment: "Bon outil pour suivre la progression de la recette en comité.",
  },

  {
    itemId: "int-agent-diagnostic-batch-alfa",
    authorName: "Sarah Nguyen",
    rating: 5,
    comment: "Rejet de la clôture de mars diagnostiqué en cinq minutes, procédure de reprise correcte.",
  },
  {
    itemId: "int-agent-diagnostic-batch-alfa",
    authorName: "Yann Le Goff",
    rating: 4,
    comment: "Très bon sur les rejets comptables, moins sur les incidents d'interface.",
  },
  {
    itemId: "int-agent-diagnostic-batch-alfa",
    authorName: "Lucas Martin",
    rating: 5,
    comment: "Indispensable pour les astreintes.",
  },

  {
    itemId: "int-connecteur-sepa",
    authorName: "Inès Morel",
    rating: 4,
    comment: "Gestion des retours d'impayés robuste, bonne gestion des codes motifs.",
  },
  {
    itemId: "int-connecteur-sepa",
    authorName: "Mélanie Robin",
    rating: 5,
    comment: "Les impayés remontent le lendemain matin dans les files de recouvrement, enfin.",
  },
  {
    itemId: "int-connecteur-sepa",
    authorName: "Antoine Chevalier",
    rating: 3,
    comment: "Fonctionne, mais la configuration des créanciers multiples est peu documentée.",
  },
];
