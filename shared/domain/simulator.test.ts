import { describe, expect, it } from "vitest";
import { scheduleCsv, simulate, validateSimulation } from "./simulator";

const base = { downPayment: 0, residualValue: 0, frequency: "monthly" as const, timing: "arrears" as const };

describe("simulate", () => {
  it("matches the textbook loan: 10,000 at 12% over 12 months pays 888.49 a month", () => {
    const sim = simulate({ ...base, amount: 10_000, durationMonths: 12, annualRate: 12 });
    expect(sim.payment).toBe(888.49);
    expect(sim.periods).toBe(12);
    expect(sim.schedule[0]).toEqual({
      period: 1,
      opening: 10_000,
      payment: 888.49,
      interest: 100,
      principal: 788.49,
      closing: 9211.51,
    });
    expect(sim.schedule.at(-1)!.closing).toBeCloseTo(0, 1);
    expect(sim.totalInterest).toBeCloseTo(661.86, 1);
    expect(sim.totalCost).toBeCloseTo(661.86, 1);
  });

  it("splits a zero-rate loan evenly", () => {
    const sim = simulate({ ...base, amount: 1200, durationMonths: 12, annualRate: 0 });
    expect(sim.payment).toBe(100);
    expect(sim.totalCost).toBe(0);
  });

  it("prices a lease in advance with an increased first rent and a purchase option", () => {
    // 30,000 asset, 3,000 first rent, 36 months at 6%, 3,000 residual, paid in advance.
    const sim = simulate({
      amount: 30_000,
      durationMonths: 36,
      annualRate: 6,
      downPayment: 3000,
      residualValue: 3000,
      frequency: "monthly",
      timing: "advance",
    });
    // PMT arrears = (27000 - 3000/1.005^36) * 0.005 / (1 - 1.005^-36) = 745.12; in advance / 1.005.
    expect(sim.payment).toBeCloseTo(741.41, 1);
    expect(sim.schedule[0].interest).toBe(0);
    // After the last rent, the balance grows by one period of interest into the residual value.
    expect(sim.schedule.at(-1)!.closing * 1.005).toBeCloseTo(3000, 0);
  });

  it("handles quarterly payments", () => {
    const sim = simulate({
      ...base,
      amount: 20_000,
      durationMonths: 24,
      annualRate: 8,
      frequency: "quarterly",
    });
    expect(sim.periods).toBe(8);
    // r = 2% per quarter: 20000 * 0.02 / (1 - 1.02^-8) = 2730.20
    expect(sim.payment).toBeCloseTo(2730.2, 1);
  });
});

describe("validateSimulation", () => {
  it("flags impossible inputs", () => {
    expect(validateSimulation({ ...base, amount: 0, durationMonths: 12, annualRate: 5 })).toContain("amount");
    expect(
      validateSimulation({ ...base, amount: 1000, durationMonths: 12, annualRate: 5, downPayment: 1000 }),
    ).toContain("downPayment");
    expect(
      validateSimulation({
        ...base,
        amount: 1000,
        durationMonths: 10,
        annualRate: 5,
        frequency: "quarterly",
      }),
    ).toContain("frequency");
    expect(validateSimulation({ ...base, amount: 1000, durationMonths: 12, annualRate: 5 })).toEqual([]);
  });
});

describe("scheduleCsv", () => {
  it("writes one line per period with decimal commas", () => {
    const csv = scheduleCsv(simulate({ ...base, amount: 1200, durationMonths: 12, annualRate: 0 }), [
      "n",
      "a",
      "b",
      "c",
      "d",
      "e",
    ]);
    const lines = csv.split("\r\n");
    expect(lines).toHaveLength(13);
    expect(lines[1]).toBe("1;1200,00;100,00;0,00;100,00;1100,00");
  });

  it("writes decimal points and commas between columns for an English reader", () => {
    const sim = simulate({ ...base, amount: 1200, durationMonths: 12, annualRate: 0 });
    const lines = scheduleCsv(sim, ["Period", "Opening, €", "b", "c", "d", "e"], "en").split("\r\n");
    expect(lines[0]).toBe('Period,"Opening, €",b,c,d,e');
    expect(lines[1]).toBe("1,1200.00,100.00,0.00,100.00,1100.00");
  });
});
