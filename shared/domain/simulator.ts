/** Periods per year for each payment frequency. */
export const frequencies = { monthly: 12, quarterly: 4, semiannual: 2, annual: 1 } as const;
export type Frequency = keyof typeof frequencies;

export type SimulationInput = {
  /** Amount financed before any down payment (price of the asset, excluding tax). */
  amount: number;
  durationMonths: number;
  /** Nominal annual rate, in percent. */
  annualRate: number;
  /** Down payment of a loan, or the increased first rent of a lease, paid at signature. */
  downPayment: number;
  /** Balloon of a loan or purchase option of a lease, paid at the end. */
  residualValue: number;
  frequency: Frequency;
  /** Leases are usually paid in advance (start of period), loans in arrears (end of period). */
  timing: "advance" | "arrears";
};

export type ScheduleRow = {
  period: number;
  opening: number;
  payment: number;
  interest: number;
  principal: number;
  closing: number;
};

export type Simulation = {
  periods: number;
  ratePerPeriod: number;
  payment: number;
  totalPaid: number;
  /** Total cost of the financing: everything paid beyond the amount financed. */
  totalCost: number;
  totalInterest: number;
  schedule: ScheduleRow[];
};

const round2 = (x: number) => Math.round(x * 100) / 100;

export function validateSimulation(input: SimulationInput): string[] {
  const errors: string[] = [];
  if (!(input.amount > 0)) errors.push("amount");
  if (!(input.durationMonths >= 1) || input.durationMonths > 600) errors.push("durationMonths");
  if (!(input.annualRate >= 0) || input.annualRate > 100) errors.push("annualRate");
  if (!(input.downPayment >= 0) || input.downPayment >= input.amount) errors.push("downPayment");
  if (!(input.residualValue >= 0) || input.residualValue >= input.amount - input.downPayment)
    errors.push("residualValue");
  if (input.durationMonths % (12 / frequencies[input.frequency]) !== 0) errors.push("frequency");
  return errors;
}

/** Constant payment of a loan or lease with a residual value, and its amortisation schedule. */
export function simulate(input: SimulationInput): Simulation {
  const perYear = frequencies[input.frequency];
  const n = Math.round(input.durationMonths / (12 / perYear));
  const r = input.annualRate / 100 / perYear;
  const pv = input.amount - input.downPayment;
  const fv = input.residualValue;
  const arrears = r === 0 ? (pv - fv) / n : ((pv - fv / (1 + r) ** n) * r) / (1 - (1 + r) ** -n);
  const payment = input.timing === "advance" ? arrears / (1 + r) : arrears;

  const schedule: ScheduleRow[] = [];
  let balance = pv;
  let accrued = 0;
  for (let k = 1; k <= n; k++) {
    const opening = balance;
    // In arrears a payment settles the interest of its own period; in advance, that of the one before.
    const interest = input.timing === "arrears" ? balance * r : accrued;
    const principal = payment - interest;
    balance -= principal;
    accrued = balance * r;
    schedule.push({
      period: k,
      opening: round2(opening),
      payment: round2(payment),
      interest: round2(interest),
      principal: round2(principal),
      closing: round2(balance),
    });
  }
  const totalPaid = input.downPayment + payment * n + fv;
  return {
    periods: n,
    ratePerPeriod: r,
    payment: round2(payment),
    totalPaid: round2(totalPaid),
    totalCost: round2(totalPaid - input.amount),
    totalInterest: round2(
      schedule.reduce((s, row) => s + row.interest, 0) + (input.timing === "advance" ? accrued : 0),
    ),
    schedule,
  };
}

/** The schedule as CSV (semicolon-separated, decimal comma: what French spreadsheets open). */
/**
 * The schedule as CSV in the reader's conventions, as their spreadsheet opens it: in French a
 * decimal comma and ";" between columns, in English a decimal point and ",".
 */
export function scheduleCsv(sim: Simulation, headers: string[], language: "fr" | "en" = "fr"): string {
  const en = language === "en";
  const num = (x: number) => (en ? x.toFixed(2) : x.toFixed(2).replace(".", ","));
  const separator = en ? "," : ";";
  const lines = sim.schedule.map((r) =>
    [r.period, num(r.opening), num(r.payment), num(r.interest), num(r.principal), num(r.closing)].join(
      separator,
    ),
  );
  return [
    headers.map((h) => (h.includes(separator) ? `"${h.replaceAll('"', '""')}"` : h)).join(separator),
    ...lines,
  ].join("\r\n");
}
