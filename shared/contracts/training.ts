import { z } from "zod";
import { msg } from "./errors";

export const trainingTrack = z.enum(["general", "credit", "regulation"]);
export type TrainingTrack = z.infer<typeof trainingTrack>;

export const trainingModule = z.object({
  id: z.string(),
  track: trainingTrack,
  order: z.number().int(),
  title: z.string(),
  titleEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  duration: z.number().int(),
  moduleCount: z.number().int(),
  points: z.number().int(),
  /** For the signed-in user: locked until the previous module of the track is completed. */
  status: z.enum(["available", "locked"]),
});
export type TrainingModule = z.infer<typeof trainingModule>;

export const trainingProgress = z.object({
  trainingModuleId: z.string(),
  progress: z.number().int(),
  completed: z.boolean(),
  score: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type TrainingProgress = z.infer<typeof trainingProgress>;

export const progressBody = z.object({
  userId: z.string().optional(),
  trainingModuleId: z.string().min(1).max(100),
  progress: z
    .number({ message: msg("progress_not_number") })
    .int(msg("progress_not_integer"))
    .min(0, msg("progress_out_of_range"))
    .max(100, msg("progress_out_of_range")),
  completed: z.boolean().default(false),
  score: z.number().int().min(0).max(100).nullable().optional(),
});
export type ProgressBody = z.input<typeof progressBody>;

export const progressResult = z.object({
  progress: trainingProgress,
  /** Set when this step finished a whole track. */
  certificate: z.object({ code: z.string(), track: trainingTrack }).nullable(),
});

export const certificateStatus = z.object({
  track: trainingTrack,
  title: z.string(),
  titleEn: z.string(),
  modulesCompleted: z.number().int(),
  modulesTotal: z.number().int(),
  earned: z.object({ code: z.string(), issuedAt: z.string() }).nullable(),
});
export type CertificateStatus = z.infer<typeof certificateStatus>;

export const certificateVerification = z.object({
  code: z.string(),
  holder: z.string(),
  track: trainingTrack,
  title: z.string(),
  titleEn: z.string(),
  issuedAt: z.string(),
});
export type CertificateVerification = z.infer<typeof certificateVerification>;
