import type { TrainingModule, TrainingProgress } from "../contracts/training";

export const TRAINING_START = 10;
export const TRAINING_STEP = 15;

export type ModuleState = "completed" | "in_progress" | "locked" | "available";

/** Spec: completed -> Terminé; progress > 0 -> En cours; locked -> À venir; else Disponible. */
export function moduleState(
  module: Pick<TrainingModule, "status">,
  progress?: Pick<TrainingProgress, "progress" | "completed">,
): ModuleState {
  if (progress?.completed) return "completed";
  if ((progress?.progress ?? 0) > 0) return "in_progress";
  if (module.status === "locked") return "locked";
  return "available";
}

/** The next step: Commencer sets 10; Continuer and Réviser add 15 up to 100; 100 completes with a score of 80-99. */
export function nextProgress(current: number, random: () => number = Math.random) {
  const progress = current === 0 ? TRAINING_START : Math.min(100, current + TRAINING_STEP);
  const completed = progress === 100;
  return { progress, completed, score: completed ? 80 + Math.floor(random() * 20) : undefined };
}

/** Average progress of a track's modules, as a percentage. */
export function trackProgress(
  modules: Pick<TrainingModule, "id" | "track">[],
  progress: TrainingProgress[],
  track: string,
): number {
  const inTrack = modules.filter((m) => m.track === track);
  if (inTrack.length === 0) return 0;
  const byId = new Map(progress.map((p) => [p.trainingModuleId, p]));
  const total = inTrack.reduce(
    (sum, m) => sum + (byId.get(m.id)?.completed ? 100 : (byId.get(m.id)?.progress ?? 0)),
    0,
  );
  return Math.round(total / inTrack.length);
}
