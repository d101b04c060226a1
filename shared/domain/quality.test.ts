import { describe, expect, it } from "vitest";
import {
  bandColour,
  competencyLabel,
  exampleColour,
  finalScore,
  levelFromWeight,
  qualityLevel,
  scoreBand,
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

  it("keeps the example dialog's own thresholds (85 green, 70 yellow)", () => {
    expect([85, 84, 70, 69].map(exampleColour)).toEqual(["green", "yellow", "yellow", "red"]);
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
