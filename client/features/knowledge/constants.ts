import type { KnowledgeCategory } from "@shared/contracts/knowledge";

/** Spec: the folder tree (and so file uploads and folders) belongs to this category only. */
export const TREE_CATEGORY: KnowledgeCategory = "Progiciels & Solutions";
