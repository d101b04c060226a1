import { describe, expect, it } from "vitest";
import {
  AI_WEIGHT,
  bandColour,
  competencyLabel,
  finalScore,
  levelFromWeight,
  qualityLevel,
  RULE_WEIGHTS,
  RULES_WEIGHT,
  scoreBand,
  scoringExample,
  weightForLevel,
} from "./quality";

describe("score bands", () => {
  it("follows the spec: ≥90 green Excellent, 70-89 yellow Bon, <70 red À améliorer", () => {
    expect([100, 90, 89, 70, 69, 0].map(scoreBand)).toEqual([
      "excellent",
      "excellent",
      "good",
      "good",
      "poor",
      "poor",
    ]);
    expect(bandColour[scoreBand(92)]).toBe("green");
    expect(bandColour[scoreBand(75)]).toBe("yellow");
    expect(bandColour[scoreBand(40)]).toBe("red");
  });

  it("gives the scoring example the real weights, thresholds and blend", () => {
    const example = scoringExample();
    expect(example.rules.map((r) => [r.code, r.weight])).toEqual(Object.entries(RULE_WEIGHTS));
    expect(example.rules).toHaveLength(6);
    expect(example.rules.reduce((s, r) => s + r.weight, 0)).toBeCloseTo(1, 9);
    expect(example.aiWeight).toBe(AI_WEIGHT);
    expect(example.rulesWeight).toBe(RULES_WEIGHT);
    expect(example.final).toBe(finalScore(example.ai, example.rulesScore));
    // Each band starts where scoreBand changes its verdict, and ends just before the next one.
    for (const b of example.bands) {
      expect(scoreBand(b.from)).toBe(b.band);
      if (b.to !== null) {
        expect(scoreBand(b.to)).toBe(b.band);
        expect(scoreBand(b.to + 1)).not.toBe(b.band);
      }
      if (b.from > 0) expect(scoreBand(b.from - 1)).not.toBe(b.band);
    }
    expect(example.bands[0]).toEqual({ band: "excellent", from: 90, to: null });
  });

  it("names four quality levels and blends 70/30", () => {
    expect([95, 75, 55, 10].map(qualityLevel)).toEqual(["excellent", "good", "average", "poor"]);
    expect(finalScore(80, 100)).toBe(86);
    expect(finalScore(0, 0)).toBe(0);
  });
});

describe("competency levels", () => {
  it("labels 1-2 Débutant … 9-10 Expert", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map(competencyLabel)).toEqual([
      "beginner",
      "beginner",
      "intermediate",
      "intermediate",
      "confirmed",
      "confirmed",
      "advanced",
      "advanced",
      "expert",
      "expert",
    ]);
  });

  it("reaches each level at its threshold, caps at 10 and never returns NaN", () => {
    for (let level = 1; level <= 10; level++) {
      expect(levelFromWeight(weightForLevel(level)).level).toBe(level);
    }
    expect(levelFromWeight(0)).toEqual({ level: 1, progressPercentage: 0 });
    expect(levelFromWeight(Number.NaN)).toEqual({ level: 1, progressPercentage: 0 });
    expect(levelFromWeight(3.25)).toEqual({ level: 3, progressPercentage: 50 });
    expect(levelFromWeight(1000)).toEqual({ level: 10, progressPercentage: 100 });
  });
});
