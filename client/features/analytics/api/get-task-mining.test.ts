import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { lastDays, openingDays } from "./get-task-mining";

const DAY_MS = 86_400_000;
const now = Date.parse("2026-11-27T09:00:00.000Z");
/** As theme-init.js asks for it, `ago` ms before `now`, over `days` days. */
const early = (ago: number, days = 30) =>
  `/api/analytics/task-mining?${new URLSearchParams({
    from: new Date(now - ago - days * DAY_MS).toISOString(),
    to: new Date(now - ago).toISOString(),
    tz: "Europe/Paris",
  })}`;

describe("the period the analytics page opens on", () => {
  let started: Record<string, Promise<Response>>;
  beforeEach(() => {
    started = {};
    vi.stubGlobal("window", { __praxisEarly: started });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is the last days up to now when nothing was started for it", () => {
    expect(openingDays(30, now)).toEqual(lastDays(30, now));
  });

  it("is the period theme-init.js asked for a moment ago, so its answer is taken", () => {
    started[early(1500)] = Promise.resolve(new Response("{}"));
    const window = openingDays(30, now);
    expect(`/api/analytics/task-mining?${new URLSearchParams(window)}`).toBe(early(1500));
  });

  it("is not a period asked for long ago, nor one of another length", () => {
    started[early(120_000)] = Promise.resolve(new Response("{}"));
    started[early(1000, 7)] = Promise.resolve(new Response("{}"));
    expect(openingDays(30, now)).toEqual(lastDays(30, now));
  });
});
