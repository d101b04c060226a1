import { chatModel } from "@shared/contracts/chat";
import { DEFAULT_KNOWLEDGE_CATEGORY, knowledgeCategories } from "@shared/contracts/knowledge";
import { serviceCategory } from "@shared/contracts/services";
import { trainingTrack } from "@shared/contracts/training";
import { replyBudget } from "@shared/domain/tokens";
import { describe, expect, it } from "vitest";
import { KNOWLEDGE_CATEGORIES, SERVICE_CATEGORIES, TRAINING_TRACKS } from "./catalogue";

// Pages read these plain lists instead of the contracts' zod enums, so that they do not download
// zod: the lists must stay the contracts' values, in the same order.
describe("the client's lists match the contracts", () => {
  it("knowledge categories, the first being the default", () => {
    expect(KNOWLEDGE_CATEGORIES.map((c) => c.value)).toEqual([...knowledgeCategories]);
    expect(KNOWLEDGE_CATEGORIES[0].value).toBe(DEFAULT_KNOWLEDGE_CATEGORY);
  });

  it("service categories", () => {
    expect([...SERVICE_CATEGORIES]).toEqual(serviceCategory.options);
  });

  it("training tracks", () => {
    expect([...TRAINING_TRACKS]).toEqual(trainingTrack.options);
  });

  it("chat models (the reply budgets' keys)", () => {
    expect(Object.keys(replyBudget)).toEqual(chatModel.options);
  });
});
