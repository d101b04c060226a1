export type ActivityAge = { unit: "minutes" } | { unit: "hours"; count: number } | { unit: "yesterday" };

/** Spec: under 1h 'few minutes', then 1h, Nh under 24h, else 'Hier'. */
export function activityAge(createdAt: Date, now: Date = new Date()): ActivityAge {
  const hours = Math.floor((now.getTime() - createdAt.getTime()) / 3_600_000);
  if (hours < 1) return { unit: "minutes" };
  if (hours < 24) return { unit: "hours", count: hours };
  return { unit: "yesterday" };
}
