import type { ExamQuestion } from "../types";

/** Knowledge base, "Progiciels & Solutions": Alfa projects, leasing software market, decision engines, migrations. */
export const software: ExamQuestion[] = [
  // ── alfa-systems-panorama ──
  {
    id: "fr-ki-alfa-coverage",
    lang: "fr",
    kind: "list",
    question: "Quels domaines fonctionnels couvre le progiciel Alfa Systems ?",
    facts: [
      ["Origination"],
      ["Gestion des contrats"],
      ["Financement des stocks"],
      ["Recouvrement"],
      ["Fin de contrat"],
      ["Comptabilité"],
    ],
    sources: ["alfa-systems-panorama"],
  },
  {
    id: "fr-ki-alfa-information-system",
    lang: "fr",
    kind: "list",
    question: "Quelles applications trouve-t-on en général autour d'Alfa dans le SI d'un loueur ?",
    facts: [
      ["front-offices"],
      ["moteur de décision"],
      ["GED"],
      ["comptabilité générale"],
      ["flux bancaires"],
    ],
    sources: ["alfa-systems-panorama"],
  },

  // ── alfa-parametrage-produits ──
  {
    id: "fr-ki-alfa-product-setup-steps",
    lang: "fr",
    kind: "list",
    question: "Comment s'y prendre pour paramétrer un nouveau produit dans Alfa ?",
    facts: [
      ["Dupliquer un produit proche"],
      ["règles de calcul de l'échéancier"],
      ["Rattacher les frais"],
      ["droits de vente"],
      ["règles comptables"],
    ],
    sources: ["alfa-parametrage-produits"],
  },
  {
    id: "fr-ki-alfa-product-setup-production",
    lang: "fr",
    kind: "fact",
    question: "Peut-on corriger un paramétrage produit directement en prod pour aller vite ?",
    facts: [["Aucune modification directe en production"], ["environnements de recette"]],
    sources: ["alfa-parametrage-produits"],
  },

  // ── alfa-batch-fin-de-journee ──
  {
    id: "fr-ki-alfa-batch-incident",
    lang: "fr",
    kind: "fact",
    question: "Un traitement de la chaîne de nuit est tombé, je le relance tout de suite ?",
    facts: [["Ne relancez jamais"], ["identifié la cause"]],
    sources: ["alfa-batch-fin-de-journee"],
  },
  {
    id: "fr-ki-alfa-batch-month-end",
    lang: "fr",
    kind: "list",
    question: "Quels traitements supplémentaires tournent en fin de mois ?",
    facts: [["intérêts courus"], ["Arrêté des encours"], ["reporting réglementaire"]],
    sources: ["alfa-batch-fin-de-journee"],
  },

  // ── alfa-integration-api ──
  {
    id: "fr-ki-alfa-integration-modes",
    lang: "fr",
    kind: "list",
    question: "Quels modes d'échange utiliser pour intégrer Alfa au reste du SI ?",
    facts: [["API synchrones"], ["Échanges de fichiers"], ["Messages et événements"]],
    sources: ["alfa-integration-api"],
  },
  {
    id: "fr-ki-alfa-integration-effort",
    lang: "fr",
    kind: "fact",
    question: "Quelle part de l'effort d'un projet Alfa l'intégration représente-t-elle souvent ?",
    facts: [["la moitié"]],
    sources: ["alfa-integration-api"],
  },

  // ── panorama-progiciels-leasing ──
  {
    id: "fr-ki-leasing-software-vendors",
    lang: "fr",
    kind: "list",
    question: "Quelles plateformes de bout en bout existent pour le financement d'actifs ?",
    facts: [["Alfa Systems"], ["Cassiopae"], ["NetSol"], ["Linedata"]],
    sources: ["panorama-progiciels-leasing"],
  },
  {
    id: "fr-ki-leasing-software-trends",
    lang: "fr",
    kind: "list",
    question: "Quelles sont les tendances du marché des progiciels de leasing ?",
    facts: [["SaaS"], ["API ouvertes"], ["briques d'IA"], ["DORA"]],
    sources: ["panorama-progiciels-leasing"],
  },

  // ── moteurs-decision-scoring ──
  {
    id: "fr-ki-decision-engine-components",
    lang: "fr",
    kind: "list",
    question: "De quoi se compose un moteur de décision d'octroi ?",
    facts: [
      ["Collecte des données"],
      ["Règles d'exclusion"],
      ["score d'octroi"],
      ["Stratégies"],
      ["motifs codés"],
    ],
    sources: ["moteurs-decision-scoring"],
  },
  {
    id: "fr-ki-decision-engine-champion",
    lang: "fr",
    kind: "fact",
    question: "Comment tester une nouvelle règle de politique de risque sans prendre trop de risque ?",
    facts: [["champion / challenger"]],
    sources: ["moteurs-decision-scoring"],
  },

  // ── reprise-donnees-migration ──
  {
    id: "fr-ki-migration-approach",
    lang: "fr",
    kind: "list",
    question: "Quelle démarche suivre pour reprendre un portefeuille de contrats dans un nouveau progiciel ?",
    facts: [
      ["Analyse des données sources"],
      ["Règles de transformation"],
      ["Nettoyage"],
      ["Migrations à blanc"],
      ["Réconciliation"],
      ["Migration définitive"],
    ],
    sources: ["reprise-donnees-migration"],
  },
  {
    id: "fr-ki-migration-reconciliation",
    lang: "fr",
    kind: "list",
    question: "Quels contrôles de réconciliation faire après une migration à blanc ?",
    facts: [["Volumétrie"], ["Montants"], ["Échéanciers"], ["Comptabilité"], ["Échantillon"]],
    sources: ["reprise-donnees-migration"],
  },

  // ── selection-progiciel-rfp ──
  {
    id: "fr-ki-rfp-weights",
    lang: "fr",
    kind: "fact",
    question:
      "Quel poids donner à la couverture fonctionnelle et au coût total dans la grille de choix d'un progiciel ?",
    facts: [["35 %"], ["20 %"]],
    sources: ["selection-progiciel-rfp"],
  },
  {
    id: "fr-ki-rfp-steps",
    lang: "fr",
    kind: "list",
    question: "Quelles sont les étapes d'un appel d'offres pour choisir un progiciel de crédit ?",
    facts: [
      ["Cadrage"],
      ["Expression des besoins"],
      ["Présélection"],
      ["Appel d'offres"],
      ["Démonstrations scénarisées"],
      ["Visites de références"],
      ["Négociation"],
    ],
    sources: ["selection-progiciel-rfp"],
  },

  // ── montee-version-non-regression ──
  {
    id: "fr-ki-upgrade-regression-base",
    lang: "fr",
    kind: "list",
    question: "Que faut-il pour constituer un socle de tests de non-régression avant une montée de version ?",
    facts: [
      ["bibliothèque de cas de tests"],
      ["jeu de données de référence"],
      ["résultats attendus"],
      ["priorisation des cas"],
    ],
    sources: ["montee-version-non-regression"],
  },
  {
    id: "fr-ki-upgrade-gap-qualification",
    lang: "fr",
    kind: "fact",
    question: "un ecart apres montee de version c'est forcement une anomalie ?",
    facts: [["règle d'arrondi"], ["anomalie éditeur"], ["anomalie de paramétrage"]],
    sources: ["montee-version-non-regression"],
  },

  // ── signature-electronique-parcours ──
  {
    id: "fr-ki-esignature-levels",
    lang: "fr",
    kind: "list",
    question: "Quels sont les niveaux de signature électronique prévus par eIDAS ?",
    facts: [["Simple"], ["Avancée"], ["Qualifiée"]],
    sources: ["signature-electronique-parcours"],
  },
  {
    id: "fr-ki-esignature-proof",
    lang: "fr",
    kind: "fact",
    question: "Combien de temps faut-il garder le dossier de preuve d'une signature électronique ?",
    facts: [["durée de prescription"]],
    sources: ["signature-electronique-parcours"],
  },
  // ── English ──
  {
    id: "en-ki-alfa-coverage",
    lang: "en",
    kind: "list",
    question: "Which functional areas does the Alfa Systems package cover?",
    facts: [
      ["Origination"],
      ["Contract management"],
      ["Stock financing"],
      ["Collections"],
      ["End of contract"],
      ["Accounting"],
    ],
    sources: ["alfa-systems-panorama"],
  },
  {
    id: "en-ki-alfa-product-test-cases",
    lang: "en",
    kind: "list",
    question: "What test cases should I run after setting up a new financial product in Alfa?",
    facts: [
      ["Standard quote"],
      ["Larger first rental"],
      ["Term amendment"],
      ["Early termination"],
      ["Option exercise"],
    ],
    sources: ["alfa-parametrage-produits"],
  },
  {
    id: "en-ki-alfa-batch-incident",
    lang: "en",
    kind: "fact",
    question: "A process in the nightly chain failed. Can I just run it again?",
    facts: [["Never rerun"], ["identified the cause"]],
    sources: ["alfa-batch-fin-de-journee"],
  },
  {
    id: "en-ki-alfa-api-good-practice",
    lang: "en",
    kind: "list",
    question: "What are the good practices for the APIs between Alfa and the systems that call it?",
    facts: [
      ["integration layer"],
      ["Versioning of interface contracts"],
      ["Idempotent creations"],
      ["without personal data in clear text"],
    ],
    sources: ["alfa-integration-api"],
  },
  {
    id: "en-ki-decision-engine-vendors",
    lang: "en",
    kind: "list",
    question: "Which decision and scoring engines are commonly found next to leasing packages?",
    facts: [["FICO"], ["Experian PowerCurve"], ["SAS"]],
    sources: ["panorama-progiciels-leasing"],
  },
  {
    id: "en-ki-decision-engine-champion",
    lang: "en",
    kind: "fact",
    question: "How should a new credit policy rule be tried out before it applies to every application?",
    facts: [["champion / challenger"]],
    sources: ["moteurs-decision-scoring"],
  },
  {
    id: "en-ki-migration-approach",
    lang: "en",
    kind: "list",
    question: "What approach should we follow to migrate live contracts to a new leasing system?",
    facts: [
      ["Analysis of the source data"],
      ["Transformation rules"],
      ["Cleansing"],
      ["dry runs"],
      ["Reconciliation"],
      ["Final migration"],
    ],
    sources: ["reprise-donnees-migration"],
  },
  {
    id: "en-ki-rfp-shortlist",
    lang: "en",
    kind: "fact",
    question: "How many vendors should receive the request for information, and how many the RFP?",
    facts: [["5 to 8"], ["3 or 4"]],
    sources: ["selection-progiciel-rfp"],
  },
  {
    id: "en-ki-upgrade-differences",
    lang: "en",
    kind: "fact",
    question: "Regression tests after an upgrade show differences: are they all defects?",
    facts: [["rounding rule"], ["vendor defect"], ["configuration defect"]],
    sources: ["montee-version-non-regression"],
  },
  {
    id: "en-ki-esignature-qualified",
    lang: "en",
    kind: "fact",
    question: "Which eIDAS level of e-signature is equivalent to a handwritten signature?",
    facts: [["Qualified"], ["qualified certificate"]],
    sources: ["signature-electronique-parcours"],
  },
];
