/**
 * Everyday wordings of the domain's concepts: a consultant asks "the customer wants to buy back his
 * equipment" where the articles say "purchase option", "what does he risk" where they say
 * "sanctions". Each entry is a pattern of the question (lower case, accents removed, elided articles
 * apart: "l' immeuble") and the domain's terms it stands for, in French and in English. Retrieval
 * reads the matched words as one concept whose alternatives are these terms, weighted below the
 * question's own words (`ranking.paraphrase`). Patterns describe ways of asking, never one question.
 */
import { OTHER_MEMBER_STATE } from "./countries";

export type Paraphrase = { when: RegExp; means: string[] };

// Words for a financed asset, in both languages.
const ASSET =
  "(?:materiels?|biens?|vehicules?|voitures?|camions?|equipements?|machines?|equipment|assets?|cars?|vehicles?|trucks?|lorr(?:y|ies))";
const POSSESSIVE = "(?:son|sa|ses|le|la|les|l' ?|leur|leurs|ce|cette|the|his|her|their|its|this)";

export const paraphrases: Paraphrase[] = [
  // Selling an asset to a lessor who leases it back (before the purchase option: "buy … lease it back").
  {
    when: new RegExp(
      "\\b(?:rachete\\w*|racheter|achete\\w*|acheter|acquiert|acquerir|vend\\w*|cede\\w*|ceder)\\b(?: \\S+){0,7} " +
        "(?:le |la |les |l' ?)?(?:lui |leur )?(?:reloue\\w*|relouer|relocation)\\b" +
        "|\\b(?:(?:buy|buys|buying|bought|purchas\\w*|acquir\\w*|sell|sells|selling|sold)\\b(?: \\S+){0,7} )?" +
        "(?:lease|leases|leasing|leased|rent|rents|renting|rented) (?:it|them) back\\b",
    ),
    means: ["cession-bail", "leaseback", "sale and leaseback"],
  },
  // What a firm must work on: the impacts of a rule or a change on an institution.
  {
    when: /\b(?:quels?|les|des|nos|what|which|the) (?:\S+ )?(?:chantiers|workstreams)\b/,
    means: ["impacts", "impact"],
  },
  // Who may approve what, level by level: the delegations and their pyramid.
  {
    when: /\b(?:ladder|pecking order|approval (?:chain|ladder|levels?)|chain of approval)\b|\bwho (?:can|may|gets to) (?:approve|sign off|validate|grant)\b|\bqui (?:peut|a le droit de|a le pouvoir de) (?:valider|accorder|approuver|signer)\b|\bniveaux? d' ?approbation\b/,
    means: ["delegation", "delegations", "pyramid", "pyramide"],
  },
  // A risk that happens for real: it materialises, and becomes an issue.
  {
    when: /\b(?:finit|finissent|fini) par (?:arriver|se produire)\b|\b(?:arrive|arrivent|se produit|se produisent) (?:pour de vrai|vraiment|reellement|pour de bon)\b|\bse concretis\w+\b|\bmateriali[sz]\w*\b|\b(?:actually|really) (?:happens|happened|occurs|occurred)\b|\bcomes? true\b/,
    means: ["se realise", "realise", "materialises", "materialise"],
  },
  // A demo, a vendor's demonstration.
  {
    when: /\bdemos?\b/,
    means: ["demonstration", "demonstrations"],
  },
  // An offer or a quote that lapses: how long it stays valid.
  {
    when: /\blaps(?:e|es|ed|ing)\b|\b(?:offer|quote|proposal|offre|devis|proposition)s? (?:\S+ )?(?:expir\w*|perim\w*|caduque?s?)\b|\b(?:expir\w*|perim\w*|caduque?s?) (?:\S+ ){0,2}(?:offer|quote|proposal|offre|devis|proposition)s?\b/,
    means: ["validite", "valable", "validity", "valid"],
  },
  // Putting a signed contract into rental: its activation, the rental start.
  {
    when: /\b(?:put|puts|putting|move|moves|moving|switch|switches|switching) (?:\S+ ){0,3}(?:into|in|to) (?:rental|rent|service)\b|\bstart(?:s|ing)? (?:the )?(?:rental|rents)\b|\b(?:mettre|mis|mise|passer|passe) (?:\S+ ){0,3}en (?:loyer|location)\b|\bdemarrer (?:les |le )?loyers?\b/,
    means: ["activation", "activate", "mise en loyer", "activer"],
  },
  // Going before a committee: the committee, not a write-off ("passage en perte").
  {
    when: /\b(?:passage|passer|passe|presenter|presentation) (?:\S+ )?(?:en|devant (?:le|un)|au) comite\b/,
    means: ["comite", "committee"],
  },
  // An auction room, an auctioneer: the sale by auction.
  {
    when: /\b(?:salles? des ventes|hotels? des ventes|commissaires?-priseurs?|auctioneers?|auction (?:rooms?|houses?))\b/,
    means: ["encheres", "vente aux encheres", "auction"],
  },
  // Selling off an asset or a stock ("écoulé", not a time that has run out).
  {
    when: new RegExp(
      `\\b(?:ecouler|ecoule|ecoulee?s?) (?:\\S+ )?(?:un |le |les |des |nos |ses |ce |cet |cette |ces )?(?:${ASSET}|stocks?)\\b`,
    ),
    means: ["vente", "vendre", "sale", "sold"],
  },
  // A firm, in everyday French ("une boîte", "ma boîte").
  {
    when: /\b(?:une|la|ma|sa|ta|notre|votre|leur|des|les|cette|grosses?|petites?) boites?\b/,
    means: ["entreprise", "societe", "company"],
  },
  // Leasing a returned asset again, to another customer: no sale before it.
  {
    when: /\b(?:reloue\w*|relouer|relocation|re-?leas(?:e|ed|es|ing))\b/,
    means: ["relocation", "re-leased", "re-leasing"],
  },
  // Buying the asset at the end: the purchase option.
  {
    when: new RegExp(
      `\\b(?:racheter|rachete\\w*|rachat (?:de|du|des)|garder|conserver|devenir proprietaire (?:de|du|des))\\b (?:${POSSESSIVE} )?${ASSET}\\b` +
        "|\\bdevenir proprietaire\\b" +
        `|\\b(?:buy|buys|buying|bought|keep|keeps|keeping) (?:back )?(?:${POSSESSIVE} )?${ASSET}(?: back)?\\b` +
        "|\\bbuy(?:s|ing)? (?:it|them) back\\b|\\bbecome (?:the )?owner\\b",
    ),
    means: ["option d'achat", "levée d'option", "purchase option", "exercise of the option"],
  },
  // How big a company must be: its staff and turnover thresholds.
  {
    when: /\btaille (?:d' ?|de |des |du |de la )?(?:\S+ )?(?:societes?|entreprises?|etablissements?|groupes?)\b|\b(?:societes?|entreprises?) de (?:quelle|grande|petite) taille\b|\bquelle taille\b|\bcombien de salaries\b|\b(?:size|how (?:big|large)) (?:of )?(?:a |the )?(?:company|companies|firm|firms|business|businesses)\b|\b(?:company|firm|business) size\b|\bhow many (?:employees|staff)\b/,
    means: ["salariés", "effectif", "chiffre d'affaires", "employees", "turnover", "headcount"],
  },
  // What one risks for breaking a rule: the penalties.
  {
    when: /\bque risque(?:nt)?\b|\brisque(?:nt|s|z|ons)? quoi\b|\bwhat (?:do|does|would|could) (?:\S+ ){1,2}risk\b|\bqu' ?(?:est-ce qu' ?)?(?:il|elle|on|ils|elles) risque(?:nt)?\b|\bqu' ?encour\w*\b|\bencour(?:t|ent|ir) (?:\S+ ){0,2}(?:sanction|peine)s?\b|\bwhat (?:penalt(?:y|ies)|punishment)\b|\bwhat (?:does|do|would|could) (?:\S+ ){1,4}(?:face|incur)\b/,
    means: ["sanctions", "amende", "emprisonnement", "penalties", "fine", "imprisonment"],
  },
  // Letting out what is secret.
  {
    when: /\bdivulgu\w*\b|\brevel(?:e|es|ent|er)\b|\bdisclos(?:e|es|ed|ing)\b|\bleak(?:s|ed|ing)?\b/,
    means: ["violation", "divulgation", "breach", "disclosure"],
  },
  // Telling the lessor or the insurer of an event.
  {
    when: /\bsignal(?:er|e|es|ent|ez)\b|\bprevenir (?:le bailleur|l' ?assureur|la societe)\b/,
    means: ["déclarer", "déclaration", "signaler", "report", "declare"],
  },
  // Distance driven beyond the contract.
  {
    when: /\b(?:kilometres?|km) (?:en trop|supplementaires?|excedentaires?|en plus|au-dela)\b|\bdepass\w* (?:du |le |de )?(?:kilometrage|forfait kilometrique)\b|\b(?:extra|excess|additional) (?:miles|kilometres?|kilometers?|km|mileage)\b|\bmiles? over\b|\bover (?:the |his |her |their |its )?(?:planned |agreed |contract(?:ual)? )?(?:mileage|km|kilometres?|kilometers?|miles)\b/,
    means: ["kilomètre supplémentaire", "kilométrage", "excess mileage", "mileage"],
  },
  // Moving the day a payment is collected: an amendment of the contract.
  {
    when: /\b(?:decal\w*|chang\w*|modifi\w*|deplac\w*|avanc\w*|recul\w*|move|moving|change|changing|shift\w*)\b (?:\S+ ){0,2}(?:date|jour|day) (?:de |du |d' ?|of (?:the |his |her |their )?)?(?:prelevements?|direct debits?|debits?|collections?)\b|\b(?:move|moving|change|changing|shift\w*|bring\w* forward|push\w* back)\b (?:\S+ ){0,2}(?:direct debit|debit|collection) (?:date|day)\b/,
    means: ["jour de prélèvement", "avenant", "direct debit day", "amendment"],
  },
  // Giving the asset back.
  {
    when: new RegExp(
      `\\b(?:rend|rendre|rendent|rendu|ramene\\w*|ramener) (?:${POSSESSIVE} )?${ASSET}\\b` +
        `|\\b(?:hands?|handing|handed|gives?|giving|gave|brings?|bringing|brought) (?:back )?(?:${POSSESSIVE} )?${ASSET}(?: back)?\\b` +
        // "what must he hand back", "give back with it": the asset, unnamed.
        "|\\b(?:hands?|handing|handed|gives?|giving|gave) back\\b" +
        // The asset once given back: "la voiture rendue", "a returned car".
        `|\\b${ASSET} (?:rendue?s?|ramenee?s?|restituee?s?)\\b|\\breturned ${ASSET}\\b`,
    ),
    means: ["restitution", "return", "returned"],
  },
  // What something is worth.
  {
    when: /\b(?:estimer |evaluer )?(?:ce que|combien) (?:vaut|valent)\b|\b(?:estimer|evaluer) la valeur\b|\bhow much (?:is|are) (?:\S+ ){1,4}worth\b|\bwhat (?:is|are) (?:\S+ ){1,4}worth\b/,
    means: ["valorisation", "évaluation", "valeur", "valuation", "value"],
  },
  // What a provider charges: its pricing and fees.
  {
    when: /\bque (?:facture|facturent|prend|prennent|fait payer|font payer)\b|\bcombien (?:facture|facturent|prend|prennent)\b|\bwhat (?:does|do) (?:\S+ ){1,4}charge\b|\bhow much (?:does|do) (?:\S+ ){1,4}charge\b|\bwhat fees\b/,
    means: ["tarification", "commission", "frais", "pricing", "fees", "charges"],
  },
  // Being paid.
  {
    when: /\b(?:gets?|getting|got|is|are|be|been) paid\b|\b(?:est|sont|etre|sera|seront) (?:payes?|payees?|regles?|reglees?)\b/,
    means: ["paiement", "règlement", "payment", "paid"],
  },
  // Someone else taking over a contract.
  {
    when: /\btakes? over (?:a|the|his|her|their|its) (?:lease|contract|loan|agreement)\b|\btaking over (?:a|the) (?:lease|contract|loan)\b|\breprend\w* (?:le|un|son|sa|ce) (?:contrat|bail|credit|leasing|pret)\b|\breprise (?:du|d' ?un|de) (?:contrat|bail|credit|leasing)\b/,
    means: ["transfert", "cession de contrat", "transfer", "change of lessee"],
  },
  // More than one can afford: out of proportion to one's means.
  {
    when: /\b(?:au-dessus|au dela|au-dela|hors de proportion avec) (?:de )?(?:ses|leurs|mes|vos) (?:moyens|revenus|ressources)\b|\b(?:beyond|above|out of proportion to) (?:his|her|their|my|your|its) (?:means|income|resources)\b/,
    means: ["proportionnalité", "disproportionné", "proportionality", "disproportionate"],
  },
  // A lease or a loan put in place: its drawdown (what one puts in place otherwise is set up).
  {
    when: /\b(?:lease|loan|contract|financing|credit|deal)s? (?:is |are |be |was |were |been |being |gets |get )?put in place\b|\bput (?:the |a |this |that )?(?:lease|loan|contract|financing|credit|deal) in place\b/,
    means: ["mise en place", "décaissement", "drawdown", "disbursement"],
  },
  // Asking for something new in a project: a change request.
  {
    when: /\bdemand\w* (?:une |des |d' ?|de nouvelles? )?(?:evolutions?|modifications?|changements?|nouvelles? fonctionnalites?)\b|\b(?:asks?|asking|asked|requests?|requesting|requested) (?:for )?(?:a |an |new )?(?:changes?|enhancements?|new features?)\b/,
    means: ["demande de changement", "demandes de changement", "change request", "change requests"],
  },
  // Not misleading: honest figures.
  {
    when: /\bmislead\w*\b|\bmisleading\b|\btromp(?:e|er|ent|eur|euse|eurs|euses)\b|\binduire en erreur\b/,
    means: ["honnête", "honest"],
  },
  // What to time or record: what to measure.
  {
    when: /\bchronometr\w*\b|\b(?:que|qu' ?est-ce qu' ?(?:on|il)) (?:doit |faut )?(?:relever|noter|suivre|mesurer)\b|\bwhat (?:should|do|must) (?:we|i|you) (?:time|track|record|measure)\b|\bwhat to (?:time|track|record|measure)\b/,
    means: ["mesurer", "mesure", "durée", "measure", "duration"],
  },
  // The document that launches a project.
  {
    when: /\b(?:document|note|fiche) qui (?:lance|cadre|demarre|ouvre)\b|\blancement (?:d' ?un |du )projet\b|\blancer (?:un|le) projet\b|\b(?:document|paper) that (?:launches|starts|kicks off|frames)\b|\bproject (?:kick-?off|launch) document\b/,
    means: ["cadrage", "note de cadrage", "project charter", "charter", "scoping"],
  },
  // Sanctions lists: people whose assets are frozen.
  {
    when: /\bpersonnes? sanctionnee?s?\b|\bliste(?:s)? (?:de |des )?(?:personnes )?sanction\w*\b|\bsanctions? (?:financieres|internationales|economiques)\b|\bsanctions? lists?\b|\bsanctioned (?:persons?|people|entit(?:y|ies)|individuals?|customers?|clients?|companies|company)\b/,
    means: ["gel des avoirs", "sanctions financières", "asset freeze", "financial sanctions"],
  },
  // Criticism: feedback. The noun after a determiner or the verb, not the adjective ("risques
  // critiques", "très critique"): what is critical is not criticised.
  {
    when: /\b(?:une?|la|les|des|ces|cette|sa|ses|leurs?|mes|tes|vos|nos|aux?|de|d' ?) critiques?\b|\bcritiqu(?:er|ent|ez|ons|ait|aient|ais|erait|eront)\b|\b(?:a|ont|avez|as|avons|etre|ete|suis|est|sont|es|se faire|me faire|fait) critiquee?s?\b|\bcriticis\w*\b|\bcriticiz\w*\b|\bcriticism\b/,
    means: ["feedback", "critique", "criticism"],
  },
  // What a document holds: its contents.
  {
    when: /\b(?:quelles? (?:rubriques|sections|parties|mentions)|que (?:mettre|faut-il mettre|doit-on mettre|doit contenir|contient)|what (?:goes|should go|to put) (?:in|into)|what (?:sections|headings) (?:should|does|do|must))\b|\bquelles? informations?\b(?= (?:\S+ ){0,4}(?:donner|fournir|indiquer|preciser|renseigner)\b)|\bwhat information\b(?= (?:\S+ ){0,4}(?:give|provide|supply|include)\b)/,
    means: ["contenu", "contenu type", "contents", "content"],
  },
  // Taking criticism well: receiving feedback.
  {
    when: /\b(?:take|taking|handle|handling|react to|respond to|accept|accepting) (?:it|this|that|criticism|feedback|the criticism)(?: well| calmly| gracefully)?\b|\b(?:bien )?(?:le prendre|la prendre|l' ?accueillir|reagir a une critique|recevoir une critique)\b/,
    means: ["recevoir", "receiving", "receive"],
  },
  // A customer who no longer pays.
  {
    when: /\bne (?:paie|paye|paient|payent|rembourse|remboursent|regle|reglent) plus\b|\bn' ?arrive(?:nt)? plus a (?:payer|rembourser)\b|\bne (?:peut|peuvent) plus (?:payer|rembourser)\b|\b(?:stops?|stopped|stopping) (?:paying|repaying)\b|\b(?:can(?:no|')t|cannot|could not|couldn't) (?:pay|repay)\b|\bfalls? behind (?:on|with)\b|\bfails? to (?:pay|repay)\b/,
    means: ["impayé", "retard de paiement", "arrears", "unpaid", "missed payment"],
  },
  // Paying off before the end.
  {
    when: /\b(?:rembourser|solder|payer|regler)(?: \S+){0,3} (?:plus tot|avant (?:la fin|terme|l' ?echeance)|en avance|par anticipation)\b|\b(?:pay|repay|pay off|settle|clear)(?: \S+){0,3} (?:early|ahead of time|before (?:the end|term|it ends))\b/,
    means: [
      "remboursement anticipé",
      "fin anticipée",
      "solde anticipé",
      "early repayment",
      "early termination",
      "early settlement",
    ],
  },
  // Going back on a signed contract.
  {
    when: /\bchange(?:r|s|d)? (?:d' ?avis|(?:his|her|their|my|your) minds?)\b|\brevenir sur (?:sa|son|leur) (?:decision|engagement|signature|achat)\b|\b(?:annuler|cancel\w*)(?: \S+){0,4} (?:apres|after) (?:avoir )?sign\w*\b|\bback out\b/,
    means: ["rétractation", "délai de rétractation", "withdrawal", "right of withdrawal"],
  },
  // A company that goes under.
  {
    when: /\bfait faillite\b|\bfaillites?\b|\bdepos\w* (?:le|son) bilan\b|\bcessation des paiements\b|\bbankrupt\w*\b|\bgo(?:es|ne)? (?:bust|under)\b|\binsolvent\b/,
    means: [
      "procédure collective",
      "redressement judiciaire",
      "liquidation judiciaire",
      "insolvency proceedings",
      "liquidation",
    ],
  },
  // A financed asset destroyed.
  {
    when: /\baccidents?\b|\bcrash\w*\b|\bwrite-?off\b|\bwritten off\b|\bepave\b|\bdetruit\w*\b|\bdestroyed\b|\birreparable\b|\bbeyond (?:economic )?repair\b/,
    means: ["sinistre", "perte totale", "sinistre total", "total loss", "claim"],
  },
  // How much one may borrow.
  {
    when: /\bcombien (?:\S+ ){0,2}(?:peut|peuvent|puis-je|pourra|pourrait)(?: \S+){0,2} emprunter\b|\bcapacite d' ?emprunt\b|\bhow much (?:can|could|may) (?:\S+ ){1,3}borrow\b|\bborrowing capacity\b/,
    means: ["capacité de remboursement", "taux d'endettement", "repayment capacity", "debt-to-income"],
  },
  // The highest rate the law allows.
  {
    when: /\btaux (?:maximum|maximal|plafond|le plus eleve) (?:autorise|legal|permis)\b|\btaux (?:legal )?maximum\b|\b(?:maximum|highest) (?:legal |lawful )?(?:interest )?rate (?:allowed|permitted|a lender may charge)\b|\bhighest (?:legal|lawful) rate\b/,
    means: ["taux d'usure", "usure", "usury rate", "usury"],
  },
  // Someone who stands behind the borrower.
  {
    when: /\bse port\w* garant\b|\bgarants?\b|\bguarantors?\b|\bco-?sign\w*\b|\bstand (?:as )?guarantor\b/,
    means: ["caution", "cautionnement", "surety", "personal guarantee"],
  },
  // How long data may be kept.
  {
    when: /\bcombien de temps(?: \S+){0,6} (?:garder|conserver|stocker|archiver)\b|\bhow long(?: \S+){0,6} (?:keep|store|retain|hold on to|archive)\b/,
    means: ["durée de conservation", "conservation", "retention period", "retention"],
  },
  // Knowing who the customer is.
  {
    when: /\bverifi\w* (?:l' ?|son |leur )?identite\b|\bcheck\w*(?: \S+){0,2} identity\b|\bwho (?:the|a) (?:customer|client) (?:really )?is\b/,
    means: ["connaissance client", "kyc", "vigilance", "know your customer", "customer due diligence"],
  },
  // Going to court.
  {
    when: /\ben justice\b|\bau tribunal\b|\bdevant le (?:juge|tribunal)\b|\btake (?:\S+ ){0,2}to court\b|\b(?:sue|sues|suing|sued)\b/,
    means: ["contentieux", "procédure judiciaire", "litigation", "legal action"],
  },
  // Who watches over lenders.
  {
    when: /\bqui (?:controle|surveille|supervise|regule)\b|\bwho (?:supervises|regulates|oversees|polices)\b/,
    means: ["acpr", "superviseur", "autorité de contrôle", "supervisor", "regulator"],
  },
  // What something does for its user.
  {
    when: /\bwhat (?:does|do|can|will) (?:\S+ ){1,3}do for\b|\bque fait (?:\S+ ){1,3}pour\b|\ba quoi (?:ca |cela )?(?:sert|servent)\b|\b(?:sert|servent) a quoi\b|\bwhat is (?:a |an |the )?(?:\S+ ){1,2}(?:used )?for(?= *$)/,
    means: ["services", "rôle", "missions", "usages", "role", "services", "uses"],
  },
  // An enumeration by area.
  {
    when: /\b(area|domain|topic|pillar|theme) by \1\b|\b(domaine|volet|pilier|theme) par \2\b/,
    means: ["piliers", "volets", "domaines", "pillars", "areas"],
  },
  // The regular payment.
  {
    when: /\bmensualites?\b|\bmonthly (?:payments?|instalments?|installments?)\b|\bpaie(?:ra|nt)? (?:chaque|par) mois\b|\bpays? (?:each|every|per|a) month\b/,
    means: ["échéance", "loyer", "mensualité", "instalment", "rent", "monthly payment"],
  },
  // Taking the asset back from a customer.
  {
    when: new RegExp(
      `\\brepossess\\w*\\b|\\b(?:recuperer|reprendre|saisir|rechercher|aller chercher) (?:${POSSESSIVE} |un |une |des )?${ASSET}\\b|\\bseiz(?:e|es|ed|ing)\\b|\\btake (?:back|away) (?:${POSSESSIVE} )?${ASSET}\\b` +
        `|\\b(?:get|gets|getting|got) (?:${POSSESSIVE} )?${ASSET} back\\b`,
    ),
    means: ["revendication", "restitution", "repossession", "recovery", "récupération"],
  },
  // Whether a household can bear a credit: its debt-to-income ratio and what it has left to live on.
  {
    when: /\baffordab\w*\b|\bcapacite d' ?emprunt\b/,
    means: ["taux d'effort", "reste à vivre", "debt-to-income", "residual income"],
  },
  // Store and credit cards: revolving credit lines.
  {
    when: /\b(?:store|credit) cards?\b|\bcartes? (?:de magasin|d' ?enseigne|de credit)\b/,
    means: ["crédit renouvelable", "revolving credit"],
  },
  // Income that changes from one year to the next: a self-employed person's.
  {
    when: /\brevenus? (?:qui )?(?:varie\w*|fluctu\w*|irreguli\w*|variables?)\b|\b(?:variable|irregular|fluctuating) (?:income|earnings)\b|\b(?:income|earnings) (?:that )?(?:varies|vary|fluctuates?)\b|\bartisans?\b|\bself-employed\b/,
    means: ["revenus variables", "indépendant", "variable income", "self-employed"],
  },
  // Practices a rule bans outright (in French, "interdites" is the articles' own word).
  {
    when: /\b(?:banned|outlawed|forbidden) practices\b|\bpractices? (?:\S+ ){0,4}(?:bans?|banned|outlaws?|outlawed|forbids?|forbidden)\b/,
    means: ["pratiques interdites", "prohibited practices", "prohibited", "interdites"],
  },
  // Differences found between two systems: discrepancies.
  {
    when: /\b(?:gaps?|mismatch\w*) (?:between|entre)\b|\becarts? (?:entre|de reprise|de migration)\b/,
    means: ["écart", "discrepancy", "discrepancies", "difference"],
  },
  // To schedule a meeting or a rehearsal: to plan it, not a repayment schedule.
  {
    when: /\b(?:to|we|i|you|they|should|shall|can|could|must|will|would|let' ?s) (?:re)?schedule\b/,
    means: ["planifier", "plan", "planning"],
  },
  // The steps of a rating scale.
  {
    when: /\bcrans?\b|\bnotch(?:es)?\b/,
    means: ["positions", "échelle", "positions", "scale"],
  },
  // What a committee may decide.
  {
    when: /\bissues? possibles?\b|\bpossible outcomes?\b|\boutcomes? (?:of|for) (?:a|the) (?:file|case|application|deal)\b/,
    means: ["décision", "décisions", "decision", "decisions"],
  },
  // Caught out by an authority: its sanctions.
  {
    when: /\bepingl(?:e|ee|es|ent|er)\b|\bgets? (?:caught|pinged|nailed) by\b/,
    means: ["sanctions", "sanction", "sanctions", "penalties"],
  },
  // A second pair of eyes on one's work: the cross-check.
  {
    when: /\brepass\w* derriere\b|\b(?:relire|relit|relecture|double-?check\w*|cross-?check\w*)\b|\b(?:four|quatre)[- ](?:eyes|yeux)\b|\bsecond pair of eyes\b/,
    means: ["contrôle croisé", "second consultant", "cross-check", "second consultant"],
  },
  // Time kept free for the unexpected: a margin.
  {
    when: /\btemps libre\b|\b(?:time )?buffer\b|\bslack\b/,
    means: ["marge", "imprévu", "margin", "unexpected"],
  },
  // Whether users have taken to a new tool: its adoption.
  {
    when: /\bapproprie\w*\b|\bprise en main\b|\b(?:taken|take|taking) to (?:the|a|it|their) (?:new )?(?:tool|system|software)\b/,
    means: ["adoption", "adoption"],
  },
  // A seller who comes to the customer's door: a contract concluded off-premises ("démarché" is
  // written as "démarche", an approach, once accents are gone: only "démarchage", "démarcheur").
  {
    when: /\b(?:showed|shows|show|turned|turns|came|comes) up at (?:\S+ ){0,2}(?:door|premises|office|shop)\b|\bdoor-?to-?door\b|\bdoorstep\b|\bdemarch(?:age|eurs?)\b/,
    means: ["hors établissement", "off-premises"],
  },
  // Time a court gives a debtor to pay.
  {
    when: /\b(?:judge|court|juge|tribunal)\b(?: \S+){0,6} (?:delay|delays|time to pay|delai|delais)\b|\b(?:delay|delai|delais|time)\b(?: \S+){0,4} (?:judge|court|juge|tribunal)\b/,
    means: ["délais de paiement", "1343-5", "time to pay", "1343-5"],
  },
  // A chart of the parts of a total.
  {
    when: /\bpie(?: charts?)?\b|\bslices?\b|\bsplit of (?:a|the) total\b|\bparts? of (?:a|the) whole\b|\bparts? d' ?un tout\b/,
    means: ["partie d'un tout", "camembert", "part of a whole", "pie chart"],
  },
  // A status report all green while the project goes badly: the watermelon.
  {
    when: /\b(?:all|every|everything)\b(?: \S+){0,6} green\b|\btout (?:est )?(?:au )?vert\b|\bgreen on the outside\b|\bvert a l' ?exterieur\b/,
    means: ["pastèque", "vert à l'extérieur", "watermelon", "green on the outside"],
  },
  // How a message is laid out: its structure.
  {
    when: /\blay(?:ing)? out\b|\bstructur(?:e|er|ed|ing)\b|\bagencer\b/,
    means: ["structure", "structure"],
  },
  // A clash with someone: a disagreement.
  {
    when: /\bclash(?:es|ed|ing)?\b|\bfriction\b|\bfall(?:ing)? out with\b|\bconflits?\b|\bconflicts?\b|\bdifferends?\b/,
    means: ["désaccord", "désaccords", "disagreement", "disagreements"],
  },
  // A change of a project's scope: a change request.
  {
    when: /\bscope changes?\b|\bchanges? (?:to|of|in) (?:the )?scope\b|\bchangements? de perimetre\b|\bmodifications? du perimetre\b/,
    means: ["demande de changement", "demandes de changement", "change request", "change requests"],
  },
  // Office equipment: copiers, printers.
  {
    when: /\b(?:photo)?copieurs?\b|\b(?:photo)?copiers?\b|\bmultifonctions?\b/,
    means: ["bureautique", "office equipment"],
  },
  // An advertisement for a credit: a poster, a leaflet, a banner.
  {
    when: /\baffiches?\b|\bprospectus\b|\bflyers?\b|\bbannieres?\b|\bposters?\b|\bleaflets?\b|\bbillboards?\b/,
    means: ["publicité", "publicity", "advertising", "advertisement"],
  },
  // A person under sanctions: asset freezing.
  {
    when: /\boligarques?\b|\boligarchs?\b|\b(?:personnes?|entites?) sanctionnee?s?\b|\bsanctioned (?:person|persons|individual|individuals|entity|entities|oligarch)s?\b|\b(?:sous|under) sanctions?\b/,
    means: ["gel des avoirs", "personne désignée", "asset freeze", "designated person"],
  },
  // Making production data unrecognisable: masking.
  {
    when: /\bmaquill\w*\b|\bmasquer\b|\bscrambl\w*\b|\bbrouill(?:er|e|ee|ees|es)\b/,
    means: ["anonymisation", "masquage", "anonymisation", "masking"],
  },
  // A user who no longer logs in: an inactive account.
  {
    when: /\bne se connecte (?:plus|jamais)\b|\b(?:no longer|never|stopped|hasn' ?t|has not) log(?:s|ged|ging)? (?:in|on)\b|\bcomptes? (?:\S+ ){0,2}(?:coupes?|bloques?|desactives?|suspendus?)\b|\baccounts? (?:\S+ ){0,2}(?:disabled|deactivated|blocked|suspended|locked)\b/,
    means: ["comptes inactifs", "désactivés", "inactive", "disabled"],
  },
  // The support kept up after go-live: hypercare.
  {
    when: /\b(?:assistance|dispositif|support|accompagnement|soutien) renforce\b|\b(?:post|apres|d' ?apres)[- ](?:go-live|demarrage|bascule|mise en production)\b|\b(?:support|assistance) (?:after|post) go-live\b/,
    means: ["hypercare", "hypercare"],
  },
  // The Pomodoro technique, by its tomato.
  {
    when: /\btomato (?:timer|technique|method|trick)\b|\b(?:technique|methode|minuteur) (?:de la |du )?tomate\b/,
    means: ["pomodoro", "technique pomodoro", "pomodoro technique"],
  },
  // Handing an activity to a provider: outsourcing.
  {
    when: /\bhand(?:ing|s|ed)? (?:\S+ ){0,3}(?:to|over to) (?:a|an|the|our) (?:provider|supplier|vendor|third party|subcontractor|service provider)\b|\boutsourc\w*\b|\bconfi(?:er|e|ons|ent) (?:\S+ ){0,3}a un (?:prestataire|sous-traitant)\b/,
    means: ["externalisation", "prestataire", "outsourcing", "provider"],
  },
  // Where a market is going: its trends.
  {
    when: /\bwhere (?:is|'s) the market (?:\S+ ){0,5}heading\b|\b(?:market )?trends?\b|\btendances?\b|\bou va le marche\b/,
    means: ["tendances", "trends"],
  },
  // An asset handed over at once: immediate delivery, which can shorten a withdrawal period.
  {
    when: /\b(?:delivered|delivery|deliver it|deliver them) (?:straight away|immediately|at once|the same day)\b|\blivr\w* (?:tout de suite|immediatement|de suite|le jour meme)\b/,
    means: ["livraison immédiate", "immediate delivery"],
  },
  // Screens designed to push the consumer: what the rules on fair interfaces forbid.
  {
    when: /\b(?:interdit|interdite|interdits|interdites|forbidden|banned|not allowed) (?:\S+ ){0,3}(?:ecrans?|screens?)\b|\bdark patterns?\b|\b(?:design|screen|interface|ux|ui) (?:tricks?|traps?)\b|\binterfaces? (?:trompeuses?|piegees?)\b|\bpieges? (?:d' ?interface|a l' ?ecran)\b/,
    means: ["loyauté des interfaces", "fair interfaces", "interfaces"],
  },
  // A risk once written down: the risk register.
  {
    when: /\brisks? (?:\S+ ){0,3}(?:logged|recorded|registered)\b|\b(?:logged|recorded) risks?\b|\brisques? (?:\S+ ){0,3}(?:enregistres?|consignes?|inscrits?)\b/,
    means: ["registre des risques", "risk register"],
  },
  // A system bought from a vendor and used by the lender: the deployer's duties.
  {
    when: /\b(?:we|i|nous|on) (?:buy|bought|purchase|license|achete|achetons|utilise|utilisons)\b(?: \S+){0,5} (?:from (?:a|the|an) (?:vendor|supplier|provider|editor)|aupres d' ?un (?:editeur|fournisseur)|chez un (?:editeur|fournisseur))\b/,
    means: ["déployeur", "deployer"],
  },
  // Who settles a question: who decides.
  {
    when: /\bqui a le dernier mot\b|\bqui (?:tranche|arbitre|decide)\b|\bwho (?:has|gets) the (?:final|last) (?:say|word)\b|\bwho (?:decides|arbitrates|signs off)\b/,
    means: ["qui décide", "arbitre", "who decides", "decides"],
  },
  // When to worry: the alert threshold.
  {
    when: /\b[ms]' ?inquieter\b|\bworr(?:y|ied|ying)\b|\bsonnette d' ?alarme\b|\balarm bells?\b/,
    means: ["seuil d'alerte", "seuils d'alerte", "alert threshold", "warning threshold"],
  },
  // A customer who complains: a complaint.
  {
    when: /\bse (?:plaindre|plaint|plaignent)\b|\bcomplain(?:s|ed|ing)?\b|\bunhappy (?:customer|client)s?\b|\bmecontente?s?\b/,
    means: ["réclamation", "réclamations", "complaint", "complaints"],
  },
  // Telling someone how they did: feedback.
  {
    when: /\b(?:faire|fait|donner|fais|donne|faisant|donnant) (?:un |des |mon |son |le )?retours? (?:(?:assez |tres |plutot )?(?:dur|durs|negatif|negatifs|severe|critique) )?(?:a|au|aux|sur)\b/,
    means: ["feedback", "feedback"],
  },
  // Whether a borrower can repay.
  {
    when: /\bcan (?:afford|repay|pay back)\b|\b(?:peut|pourra) (?:rembourser|assumer)\b|\ben mesure de (?:rembourser|payer)\b|\bable to (?:repay|pay back|afford)\b/,
    means: ["solvabilité", "capacité de remboursement", "creditworthiness", "repayment capacity"],
  },
  // Being on the Banque de France's registers.
  {
    when: /\bfiche(?:e|s|es)? (?:a la )?banque de france\b|\bblack-?listed\b|\bliste noire\b|\b(?:credit )?blacklist\b|\bincident registers?\b/,
    means: ["ficp", "fichier", "incident de paiement", "credit register"],
  },
  // Someone who brings customers.
  {
    when: /\b(?:apporte|apportent|ramene|ramenent|amene|amenent) des (?:clients|dossiers|affaires)\b|\bbrings? (?:in )?(?:customers|clients|business|deals)\b|\brefers? (?:customers|clients)\b/,
    means: ["apporteur", "introducer", "partner", "broker"],
  },
  // Who really stands behind a company.
  {
    when: /\bqui (?:possede|detient|controle|dirige) (?:vraiment |reellement |en realite |en fait )?(?:la|une|cette) (?:societe|entreprise)\b|\bwho (?:really |actually |ultimately )(?:owns|controls)\b/,
    means: ["bénéficiaire effectif", "bénéficiaires effectifs", "beneficial owner", "beneficial owners"],
  },
  // Pausing the payments.
  {
    when: /\b(?:pause|pausing|suspend\w*|skip\w*|defer\w*|postpon\w*)(?: \S+){0,2} (?:payments?|instalments?|installments?|rents?)\b|\b(?:suspendre|reporter|decaler|sauter)(?: \S+){0,2} (?:echeances?|loyers?|paiements?|mensualites?)\b/,
    means: ["report d'échéance", "pause", "payment holiday", "deferral"],
  },
  // What the lender earns.
  {
    when: /\bcombien (?:gagne|gagnent|rapporte)\b|\bwhat (?:does|do) (?:the )?(?:lender|lenders|bank|banks|lessor|lessors) (?:earn|make)\b|\bhow much (?:does|do) (?:the )?(?:lender|bank|lessor)s? (?:earn|make)\b/,
    means: ["marge", "rentabilité", "margin", "profitability"],
  },
  // Ending a phase: its exit criteria.
  {
    when: /\bquand (?:peut-on |peut on |doit-on |faut-il )?(?:mettre fin|arreter|sortir|terminer|cloturer)\b|\bwhen (?:can|should|do|may) (?:we|you|i|one) (?:end|stop|exit|close|leave|finish)\b/,
    means: ["critères de sortie", "sortie", "exit criteria", "exit"],
  },
  // How often something recurs, and the adjectives of its period ("chaque semaine": "hebdomadaire").
  {
    when: /\b(?:chaque|par|toutes les) semaines?\b|\b(?:every|each|per|a) week\b/,
    means: ["hebdomadaire", "semaine", "weekly", "week"],
  },
  {
    when: /\b(?:chaque|par|tous les) mois\b|\b(?:every|each|per|a) month\b/,
    means: ["mensuel", "mensuelle", "mois", "monthly", "month"],
  },
  {
    when: /\b(?:chaque|par|tous les) trimestres?\b|\b(?:every|each|per|a) quarter\b/,
    means: ["trimestriel", "trimestre", "quarterly", "quarter"],
  },
  {
    when: /\ba quel(?:le)? (?:rythme|frequence|periodicite)\b|\btous les combien\b|\bhow often\b|\bat what (?:frequency|intervals?)\b/,
    means: ["fréquence", "périodicité", "chaque", "frequency", "every", "each"],
  },
  // Asking how long one has: the deadline, the time limit.
  {
    when: /\b(?:sous|dans|en) (?:quel|combien de) (?:delai|temps)\b|\bcombien de temps (?:a|ont|avons|avez|ai|pour|faut-il)\b|\bhow long (?:do|does|did|will|would) (?:\S+ ){1,3}(?:have|take) to\b|\bhow (?:much time|many days)\b|\bby when\b/,
    means: ["délai", "délais", "deadline", "deadlines", "time limit", "time limits"],
  },
  // Asking from when something holds: the date it applies from, takes effect, came into force.
  {
    when: /\bdepuis quand\b|\ba partir de quand\b|\bdes quand\b|\bsince when\b|\bfrom when\b|\bas (?:of|from) when\b/,
    means: [
      "depuis",
      "à compter",
      "prennent effet",
      "entrée en vigueur",
      "since",
      "as from",
      "take effect",
      "in force",
    ],
  },
  // What goes wrong, what to be careful of: the pitfalls, the frequent mistakes, the points of attention.
  {
    when: /\b(?:goes|go|went|going|gone) wrong\b|\bqu' ?est-ce qui (?:coince|bloque|cloche)\b|\bce qui (?:tourne|se passe) mal\b|\b(?:tourne|tournent|se passe|se passent) mal\b|\bboulettes?(?: (?:classiques?|courantes?|habituelles?|typiques?))?\b|\b(?:erreurs?|fautes?) (?:classiques?|courantes?|habituelles?|typiques?)\b|\b(?:classic|typical|usual|common|frequent) (?:mistakes?|errors?|traps?|slip-?ups?|blunders?|goofs?)\b|\bslip-?ups?\b|\bfaire attention\b|\b(?:watch|look) out\b|\bbe careful\b/,
    means: [
      "pièges",
      "erreurs fréquentes",
      "points de vigilance",
      "pitfalls",
      "common mistakes",
      "points of attention",
    ],
  },
  // The same thing created twice: duplicates, which idempotent calls prevent.
  {
    when: /\b(?:the same \S+|it|them) twice\b|\b(?:created|sent|posted|booked|charged|paid|imported|processed|submitted|cree|creee|envoye|importe|traite)s? (?:deux fois|twice)\b|\bresend(?:s|ing)?\b|\btwice the same\b|\bduplicat\w*\b|\ben double\b|\bdeux fois (?:le meme|la meme|les memes)\b|\bdoublons?\b/,
    means: [
      "doublon",
      "idempotence",
      "en double",
      "duplicate",
      "idempotent",
      "duplicates",
      "clé de corrélation",
      "correlation key",
    ],
  },
  // Signing up online: a contract concluded at a distance.
  {
    when: /\b(?:souscription|souscrire|souscri[st]\w*|vente|vendre|parcours|contrat|contracter|signature|signer) (?:\S+ ){0,2}en ligne\b|\bonline (?:subscription|sales?|selling|journey|sign-?ups?|contracts?|applications?)\b|\b(?:sign(?:ed|s|ing)? up|subscrib\w*|sold|sell\w*|appl(?:y|ies|ied|ying)) online\b|\b(?:online|en ligne) (?:or|ou) (?:by phone|par telephone)\b|\b(?:by phone|par telephone) (?:or|ou) (?:online|en ligne)\b/,
    means: ["vente à distance", "conclus à distance", "distance selling", "concluded at a distance"],
  },
  // PO: the product owner in an agile team, a purchase order with a supplier.
  {
    when: /\bpo\b(?=.{0,80}\b(?:backlog|sprint\w*|stor(?:y|ies)|scrum|agile|equipe|team|priorit\w*|recette|demo)\b)|(?<=\b(?:backlog|sprint\w*|stor(?:y|ies)|scrum|agile|equipe|team)\b.{0,80})\bpo\b/,
    means: ["product owner", "product owner"],
  },
  {
    when: /\bpo\b(?=.{0,80}\b(?:fournisseurs?|suppliers?|vendors?|factures?|invoices?|livraison|delivery)\b)|(?<=\b(?:fournisseurs?|suppliers?|vendors?|factures?|invoices?)\b.{0,80})\bpo\b/,
    means: ["bon de commande", "purchase order"],
  },
  // The papers that go with a case.
  {
    when: /\bpaperwork\b|\bpaperasse\w*\b/,
    means: ["documents", "pièces", "documents", "papers"],
  },
  // The rights a user's role gives in a system: its permissions.
  {
    when: /(?<=\b(?:role|roles|profil|profils|utilisateurs?|users?)\b.{0,60})\b(?:droits?|rights)\b|\b(?:droits?|rights)\b(?=.{0,40}\b(?:roles?|profils?|utilisateurs?|users?)\b)/,
    means: ["habilitations", "permissions", "habilitations", "permissions"],
  },
  // The signs that something is going wrong: the warning signals.
  {
    when: /\bred flags?\b|\b(?:warning|early|tell-?tale) signs?\b|\bsignes? (?:avant-coureurs?|precurseurs?|d' ?alerte|inquietants?)\b|\bclignotants?\b|\bsignaux faibles\b|\bpuce a l' ?oreille\b/,
    means: ["signaux d'alerte", "alerte", "warning signals", "warning"],
  },
  // What is expected of someone in a project: their role.
  {
    when: /\bwhat (?:am i|are we|is (?:the|a|an|my|our) \S+) (?:actually |really )?(?:expected|supposed) to do\b|\bwhat(?: is|'s) expected of (?:me|us|the \S+|a \S+)\b|\bqu' ?(?:est-ce qu' ?)?(?:on|ils?|elles?) attend(?:ent)? (?:de moi|de nous|du \S+|d' ?un \S+)\b|\bqu' ?attend-on (?:de moi|de nous|du \S+|d' ?un \S+)\b/,
    means: ["rôle", "missions", "role", "missions"],
  },
  // Where something comes from: its sources.
  {
    when: /\bd' ?ou (?:vien\w*|provien\w*|tir\w*|sort\w*)\b|\bd' ?ou\b|\bwhere (?:does|do|can) (?:\S+ ){1,4}(?:come from|get|obtain|raise)\b/,
    means: ["sources", "origine", "sources", "origin"],
  },
  // The figures that measure something: its indicators.
  {
    when: /\bquels? chiffres\b|\b(?:which|what) (?:figures|numbers|metrics)\b/,
    means: ["indicateurs", "kpi", "indicators", "kpis", "metrics"],
  },
  // Getting back what was lost: rebuilding.
  {
    when: /\b(?:win|earn|gain|get) (?:\S+ ){0,3}back\b|\bregain\w*\b|\bregagner\b|\breconquerir\b|\bretrouver (?:la|sa|leur) confiance\b/,
    means: ["reconstruire", "rétablir", "rebuild", "rebuilding", "restore"],
  },
  // Getting ready before starting somewhere: before arriving.
  {
    when: /\bavant (?:mon|son|leur|votre|le|notre) (?:premier jour|arrivee|demarrage)\b|\bavant d' ?arriver\b|\bbefore (?:my|his|her|their|your|the|our) (?:first day|arrival|start)\b|\bbefore (?:i|you|we|they) (?:start|arrive|join)\b/,
    means: ["avant d'arriver", "arriver", "arrivée", "before you arrive", "arrive", "arrival"],
  },
  // Each step of a process: its phases.
  {
    when: /\b(?:each|every) (?:stage|step)\b|\bchaque (?:etape|phase|stade)\b/,
    means: ["chaque phase", "phase", "phases", "each phase", "stage"],
  },
  // A person rather than a machine or a website.
  {
    when: /\b(?:vraie?s?|real|actual) (?:conseillers?|personnes?|humains?|interlocuteurs?|persons?|people|humans?|advis[eo]rs?)\b|\b(?:etre|interlocuteur|intervention|contact) humaine?\b|\bhuman (?:being|contact|intervention|adviser|advisor)\b/,
    means: [
      "personne humaine",
      "interlocuteur humain",
      "intervention humaine",
      "human",
      "human intervention",
    ],
  },
  // Plans for indebted households.
  {
    when: /\bdebt[- ]relief\b|\bdebt (?:settlement|restructuring) plan\b/,
    means: ["surendettement", "plan de surendettement", "over-indebtedness", "over-indebtedness plan"],
  },
  // The shape of the repayments.
  {
    when: /\b(?:repayment|payment|rent|rental) (?:profiles?|patterns?|shapes?)\b|\bprofils? (?:de remboursement|d' ?echeances?|de loyers?|de paiement)\b/,
    means: ["échéancier", "échéancier irrégulier", "schedule", "irregular schedule"],
  },
  // A run or a system that stopped on an error, as it is said in the office.
  {
    when: /\b(?:a|ont|avait|est) plante(?:e|s)?\b|\b(?:plantage|crash(?:e|es|ed|ing)?|fell over|went down|blew up)\b/,
    means: ["incident", "échec", "erreur", "incident", "failure", "error"],
  },
  // "loc" for "location", as consultants shorten it ("une loc financière", "la LOC longue durée").
  {
    when: /\blocs? (?:financieres?|longue duree|courte duree|operationnelles?|evolutives?)\b/,
    means: ["location", "location financière", "location longue durée", "rental", "lease"],
  },
  // "négo" for "négociation".
  {
    when: /\bnegos?\b/,
    means: ["négociation", "negotiation"],
  },
  // Giving way on a price or a term during a negotiation.
  {
    when: /\b(?:give|giving|gave) (?:a (?:bit|little)|ground|way)\b|\bconced(?:e|es|ed|ing)\b|\b(?:lacher|lache|ceder|cede) (?:un peu|quelque chose|du terrain|sur le prix)\b|\bfaire un geste\b/,
    means: ["concession", "concéder", "contrepartie", "concession", "concede", "in return"],
  },
  // A file marked as such in the systems and the reports: flagged.
  {
    when: /\b(?:marquage|flag|flags|flagged|flagging)\b/,
    means: ["signalée", "signalé", "flagged", "reported"],
  },
  // Stock that does not sell: "les VO qui traînent sur le parc", "demo cars sitting too long".
  {
    when: /\b(?:traine\w*|dort|dorment|stagne\w*|reste\w*|sit(?:s|ting)?|linger\w*)\b(?: \S+){0,4} (?:trop |too )?(?:longtemps|long)\b|\binvendus?\b|\bunsold\b/,
    means: ["invendu", "unsold", "curtailment"],
  },
  // A file restructured, then performing again ("reclassé sain", "back to performing").
  {
    when: /\b(?:reclasse\w*|repasse\w*|revien\w*|redevien\w*|retour\w*) (?:en )?(?:sains?|saines?)\b|\bback (?:to|into) performing\b|\breclassified (?:as )?performing\b/,
    means: ["redevenir performante", "performante", "performing"],
  },
  // A fleet "électrifiée", "electrified": its share of electric, low-emission vehicles.
  {
    when: /\belectrifi\w*\b/,
    means: ["électrique", "faibles émissions", "electric", "low-emission"],
  },
  // The night's processing: the end-of-day batch chain.
  {
    when: /\btraitements? (?:de (?:la )?nuit|nocturnes?)\b|\bbatchs? (?:de (?:la )?nuit|nocturnes?)\b|\b(?:nightly|overnight|night-?time) (?:processing|jobs?|runs?|batch(?:es)?)\b/,
    means: ["batch", "fin de journée", "chaque nuit", "end-of-day", "every night"],
  },
  // Paying out the funds of a new contract: its drawdown.
  {
    when: /\bpay(?:s|ing)? out\b|\bpayout\b/,
    means: [
      "décaissement",
      "versement de fonds",
      "mise en place",
      "drawdown",
      "disbursement",
      "release of funds",
    ],
  },
  // Where something is sold: its channels.
  {
    when: /\boutlets?\b|\bdebouches?\b/,
    means: ["canaux", "channels"],
  },
  // How a customer pays, over time.
  {
    when: /\bpayment (?:habits?|patterns?|behaviou?rs?|history)\b|\b(?:habitudes?|comportements?|historique) de (?:paiement|reglement)\b/,
    means: ["comportement de paiement", "payment behaviour"],
  },
  // Guarding against a risk: what reduces it.
  {
    when: /\b(?:protect\w*|hedg\w*|guard\w*|insulat\w*) (?:\S+ ){0,2}against\b|\bse (?:proteger|couvrir|premunir) contre\b/,
    means: ["réduire le risque", "reducing the risk", "mitigation"],
  },
  // What used vehicles sell for: the residual value's market.
  {
    when: /\b(?:used|second-hand|secondhand) (?:car|vehicle|truck)s? (?:prices?|values?|market)\b|\b(?:prix|cote|cotes|valeur) (?:de l' ?|des |du )?(?:occasion|vo)\b/,
    means: ["valeur résiduelle", "residual value", "marché de l'occasion", "used-vehicle market"],
  },
  // Putting a figure on a guarantee or an asset pledged: valuing it.
  {
    when: /\bput(?:ting)? a (?:value|figure|price) on\b|\b(?:value|valuing) (?:a|the|my|this|our) (?:pledge|guarantee|security|collateral)\b|\b(?:valoriser|evaluer|chiffrer) (?:une|la|ma|cette|le|un) (?:garantie|surete|nantissement|gage)\b/,
    means: ["valoriser", "valeur de marché", "valuing", "market value"],
  },
  // The box of a grid or a table: its cell.
  {
    when: /\bcases?(?= (?:d' ?une|de la|du|de|d' ?un) (?:grille|tableau|table|matrice|bareme)\b)|\bcells?\b/,
    means: ["cellule", "cell"],
  },
  // What a rule did not cover before and covers now: its scope, widened.
  {
    when: /\b(?:out of scope|outside (?:the |its )?scope|not covered|hors (?:du )?champ|pas couverts?)\b|\bnow (?:catch(?:es)?|covers?|brings? in)\b/,
    means: ["champ élargi", "champ d'application", "wider scope", "scope"],
  },
  // What a provider will bill its customer: its pricing.
  {
    when: /\bpostes? de (?:couts?|depenses?|frais)\b|\b(?:va|vont|vais|allez) (?:lui |leur |me |nous |vous )?facturer\b|\bwhat (?:\S+ ){0,3}(?:will|would|does|do) (?:\S+ ){0,2}charge\b|\bcost items\b/,
    means: ["tarification", "commission", "pricing"],
  },
  // What one may not do: what is prohibited.
  {
    when: /\bpas le droit\b|\bn' ?est pas (?:autorise|permis)\b|\b(?:not|isn' ?t|aren' ?t) (?:allowed|permitted)\b/,
    means: ["interdit", "interdites", "prohibited", "not allowed"],
  },
  // Reconciling two systems: the reconciliation and its checks.
  {
    when: /\breconcili(?:er|e|ent|ons)\b|\breconcil(?:e|es|ed|ing)\b/,
    means: ["réconciliation", "contrôles de réconciliation", "reconciliation", "reconciliation checks"],
  },
  // Naming the driver who committed an offence.
  {
    when: /\b(?:name|names|naming|identify|identifies|identifying|nominate) (?:the |a |its |their )?driver\b|\b(?:designe\w*|designer|denonce\w*|denoncer|nommer|identifier) (?:le |son |leur )?conducteur\b/,
    means: ["désigner le conducteur", "désigne", "designate the driver", "designate"],
  },
  // Past what value: the threshold above which.
  {
    when: /\b(?:past|beyond|above|over) what (?:value|level|figure|score|number|threshold)\b|\ba partir de quel(?:le)? (?:valeur|niveau|seuil|score)\b|\bau-?dela de quel(?:le)? (?:valeur|niveau|seuil|score)\b/,
    means: ["seuil", "au-delà", "threshold", "above"],
  },
  // A business of another Member State on the other side of a sale: an intra-EU supply.
  {
    when: OTHER_MEMBER_STATE,
    means: ["autre État membre", "intracommunautaire", "another Member State", "intra-EU"],
  },
  // Selling without VAT: an exempt supply.
  {
    when: /\bzero-?rat\w*\b|\bvat-?free\b|\bsans (?:la )?tva\b|\bexempt\w* (?:from )?vat\b|\bexonere\w* de (?:la )?tva\b/,
    means: ["exonérée", "exonération", "exempt", "exemption"],
  },
  // A borrower who finds it hard to pay.
  {
    when: /\bstruggl\w*\b|\bhard-?up\b|\bqui (?:galere\w*|rame\w*)\b|\bdans la (?:gal[eè]re|dech[eè])\b/,
    means: ["en difficulté", "difficulté", "in difficulty", "difficulty"],
  },
  // Paying back what is overdue.
  {
    when: /\bcatch(?:es|ing)? up\b|\bget(?:s|ting)? back on track\b|\bse remettre a jour\b|\brattrap\w* (?:son|ses|le|les) retards?\b/,
    means: ["régulariser", "impayés", "arrears", "catch up"],
  },
  // How many at once: per exchange, at a time.
  {
    when: /\bd' ?un (?:seul )?coup\b|\ba la fois\b|\ben une (?:seule )?fois\b|\bat (?:once|a time|one time)\b|\bin one go\b/,
    means: ["par échange", "à la fois", "per conversation", "at a time"],
  },
  // Getting down to a task: starting it.
  {
    when: /\b(?:s' ?)?attaqu(?:er|e|es|ent) (?:a )?(?:une|la|ma|cette|un|le|mon|ce)\b|\btackl(?:e|es|ing)\b|\bget(?:ting)? (?:started|going) on\b/,
    means: ["démarrer", "commencer", "start", "get started"],
  },
  // Working without a break: focus.
  {
    when: /\bd' ?affilee\b|\bnon-?stop\b|\bin a row\b|\bsans (?:pause|interruption|s' ?arreter)\b|\bwithout (?:a )?break\b|\bhow long on\b/,
    means: ["concentration", "focus", "sans interruption", "uninterrupted"],
  },
  // The Pomodoro technique by its everyday name: the tomato timer.
  {
    when: /\btomato (?:timer|technique|method)\b|\b(?:technique|methode|minuteur) (?:de la |de |a |du )?tomate\b/,
    means: ["pomodoro", "technique pomodoro", "pomodoro technique"],
  },
  // How long the rest lasts: the break.
  {
    when: /\bhow long off\b|\b(?:time )?off between\b|\bcombien de (?:temps de )?(?:repos|pause)\b/,
    means: ["pause", "break"],
  },
  // A task one keeps putting off.
  {
    when: /\bkeep(?:s)? (?:dodging|avoiding|putting off|postponing)\b|\bprocrastinat\w*\b|\bque (?:je|tu|il|elle|on) (?:repousse|remets|remet|evite)\b/,
    means: ["repoussée", "put off", "procrastination"],
  },
  // A trick, a tip: a technique.
  {
    when: /\btricks?\b|\bastuces?\b/,
    means: ["technique", "astuce", "tip"],
  },
  // What keeps a power in check: its control principles.
  {
    when: /\bsafeguards?\b|\bgarde-?fous?\b|\bchecks and balances\b|\bcontre-?pouvoirs?\b/,
    means: ["principes de contrôle", "contrôle", "control principles", "controls"],
  },
  // Less time than planned: when time runs short.
  {
    when: /\b(?:slot|time|meeting|session|creneau|reunion|temps) (?:\S+ ){0,2}(?:cut|shortened|reduced|squeezed|raccourci\w*|reduit\w*|ampute\w*)\b|\bshort (?:on|of) time\b|\bpressed for time\b|\b(?:manque|peu|faute) de temps\b/,
    means: ["le temps manque", "risque de manquer", "run short", "short of time"],
  },
  // What makes someone act: an incentive.
  {
    when: /\bmotivat\w*\b|\bincentivi[sz]\w*\b|\bmotiv(?:er|e|ent|ant)\b/,
    means: ["incitent", "incitation", "incentive", "incentives"],
  },
  // The first days or weeks after a missed payment: the amicable stage of collections.
  {
    when: /\b(?:first|early|opening) (?:few )?(?:days|weeks)\b(?: \S+){0,3} (?:after|following) (?:a |the )?(?:missed|late|unpaid|failed|bounced) (?:payment|instalment|installment|direct debit)s?\b|\bpremi(?:ers|eres) (?:jours|semaines)\b(?: \S+){0,3} (?:apres|suivant) (?:un |le |l' ?)?(?:impaye|retard|rejet)s?\b/,
    means: ["recouvrement amiable", "amicable collection", "relances automatisées", "automated reminders"],
  },
  // Step by step: how a process unfolds, its steps.
  {
    when: /\betape par etape\b|\bstep by step\b|\bstep-by-step\b/,
    means: ["déroulé", "étapes", "steps", "process"],
  },
];
