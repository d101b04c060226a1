import type { Skill, SkillBody } from "@shared/contracts/taxonomy";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { omitBlankDescription, refetchTaxonomy } from "./invalidate";

export const updateSkill = ({ id, body }: { id: string; body: SkillBody }) =>
  apiRequest<Skill>(
    "PUT",
    `/api/admin/taxonomy/skills/${encodeURIComponent(id)}`,
    omitBlankDescription(body),
  );

export function useUpdateSkill() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: updateSkill, onSuccess: () => refetchTaxonomy(qc) });
}
