import type { Skill, SkillBody } from "@shared/contracts/taxonomy";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { omitBlankDescription, refetchTaxonomy } from "./invalidate";

export const createSkill = (body: SkillBody) =>
  apiRequest<Skill>("POST", "/api/admin/taxonomy/skills", omitBlankDescription(body));

export function useCreateSkill() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createSkill, onSuccess: () => refetchTaxonomy(qc) });
}
