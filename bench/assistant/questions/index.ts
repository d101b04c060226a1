import type { ExamQuestion } from "../types";
import { alfaBillingTermination } from "./alfa-billing-termination";
import { alfaContractsAssets } from "./alfa-contracts-assets";
import { alfaEndOfLeaseAccounting } from "./alfa-end-of-lease-accounting";
import { alfaInsuranceCollections } from "./alfa-insurance-collections";
import { alfaOperationsConfiguration } from "./alfa-operations-configuration";
import { businessRulesCompliance } from "./business-rules-compliance";
import { collectionsInsuranceResidualValues } from "./collections-insurance-residual-values";
import { consumerCreditRules } from "./consumer-credit-rules";
import { creditAnalysisAccounting } from "./credit-analysis-accounting";
import { creditPractice } from "./credit-practice";
import { creditProductsPricing } from "./credit-products-pricing";
import { outOfDomain } from "./out-of-domain";
import { projectManagement } from "./project-management";
import { regulation } from "./regulation";
import { remarketingTaxes } from "./remarketing-taxes";
import { softSkills } from "./soft-skills";
import { software } from "./software";

/** The whole exam: every question, in French and English. */
export const examQuestions: ExamQuestion[] = [
  ...alfaContractsAssets,
  ...alfaBillingTermination,
  ...alfaInsuranceCollections,
  ...alfaEndOfLeaseAccounting,
  ...alfaOperationsConfiguration,
  ...creditPractice,
  ...creditAnalysisAccounting,
  ...creditProductsPricing,
  ...collectionsInsuranceResidualValues,
  ...remarketingTaxes,
  ...software,
  ...regulation,
  ...consumerCreditRules,
  ...businessRulesCompliance,
  ...softSkills,
  ...projectManagement,
  ...outOfDomain,
];

/**
 * A fixed, representative subset (20 French, 20 English; abstentions, lists and facts from every area) that
 * the unit tests use as a regression floor. Ids only here: the questions themselves live in their files.
 */
const SUBSET_IDS = [
  // French
  "fr-alfa-activation-prerequisites",
  "fr-alfa-offer-validity",
  "fr-alfa-settlement-components",
  "fr-alfa-sepa-am04",
  "fr-ki-ficp-triggers",
  "fr-alfa-fines-driver-designation",
  "fr-alfa-batch-chain-order",
  "fr-alfa-payment-lettrage",
  "fr-ki-company-analysis-documents",
  "fr-ki-insolvency-revendication",
  "fr-ki-consumer-credit-withdrawal",
  "fr-ki-aml-suspicion",
  "fr-ki-usury-threshold",
  "fr-ki-raci-letters",
  "fr-ki-negotiation-batna",
  "fr-out-australia-capital",
  "fr-out-yen-exchange-rate",
  "fr-out-crepes-recipe",
  "fr-out-divorce-duration",
  "fr-out-bank-branch-hours",
  // English
  "en-alfa-activation-act012",
  "en-alfa-credit-decision-outcomes",
  "en-alfa-end-of-lease-choices",
  "en-alfa-consumer-prepayment-caps",
  "en-alfa-dunning-plan",
  "en-alfa-payment-unmatched",
  "en-alfa-sepa-prenotification",
  "en-ki-consumer-credit-withdrawal",
  "en-ki-steering-committee-frequency",
  "en-alfa-ifrs9-ecl-formula",
  "en-ki-withdrawal-expiry",
  "en-ki-company-analysis-documents",
  "en-alfa-partial-prepayment-minimum",
  "en-ki-lld-return-steps",
  "en-alfa-billing-run-steps",
  "en-out-world-cup-2018",
  "en-out-canada-capital",
  "en-out-soft-boiled-egg",
  "en-out-divorce-california",
  "en-out-bitcoin-price",
];

export const examSubset: ExamQuestion[] = SUBSET_IDS.map((id) => {
  const question = examQuestions.find((q) => q.id === id);
  if (!question) throw new Error(`Exam subset: no question ${id}`);
  return question;
});
