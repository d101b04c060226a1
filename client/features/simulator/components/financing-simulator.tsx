import {
  type Frequency,
  frequencies,
  type SimulationInput,
  scheduleCsv,
  simulate,
  validateSimulation,
} from "@shared/domain/simulator";
import { AlertCircle, Download, RotateCcw } from "lucide-react";
import { lazy, Suspense, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/cn";
import { downloadCsv } from "./download-csv";
import { euro, parseAmount } from "./format";
import { ScheduleTable } from "./schedule-table";

const ScheduleChart = lazy(() => import("./schedule-chart").then((m) => ({ default: m.ScheduleChart })));

type Mode = "credit" | "lease";
type NumberField = "amount" | "durationMonths" | "annualRate" | "downPayment" | "residualValue";
type Form = Record<NumberField, string> & { frequency: Frequency; timing: SimulationInput["timing"] };

// Typical cases: a consumer or equipment loan paid in arrears, a vehicle lease paid in advance
// with an increased first rent and a purchase option.
const DEFAULTS: Record<Mode, Form> = {
  credit: {
    amount: "15000",
    durationMonths: "48",
    annualRate: "5,9",
    downPayment: "0",
    residualValue: "0",
    frequency: "monthly",
    timing: "arrears",
  },
  lease: {
    amount: "30000",
    durationMonths: "36",
    annualRate: "6",
    downPayment: "3000",
    residualValue: "3000",
    frequency: "monthly",
    timing: "advance",
  },
};

const FIELDS: NumberField[] = ["amount", "durationMonths", "annualRate", "downPayment", "residualValue"];
/** Fields whose label changes with the kind of financing. */
const LEASE_LABELS = new Set<NumberField>(["amount", "downPayment", "residualValue"]);

/** A loan or lease simulator computed in the browser by the shared pure functions. */
export function FinancingSimulator() {
  const { t, i18n } = useTranslation("simulator");
  const ids = useId();
  const [mode, setMode] = useState<Mode>("credit");
  const [form, setForm] = useState<Form>(DEFAULTS.credit);

  const input: SimulationInput = useMemo(
    () => ({
      amount: parseAmount(form.amount),
      durationMonths: parseAmount(form.durationMonths),
      annualRate: parseAmount(form.annualRate),
      downPayment: parseAmount(form.downPayment || "0"),
      residualValue: parseAmount(form.residualValue || "0"),
      frequency: form.frequency,
      timing: form.timing,
    }),
    [form],
  );
  const errors = useMemo(() => {
    const found = new Set(validateSimulation(input));
    // The duration must be whole months.
    if (!Number.isInteger(input.durationMonths)) found.add("durationMonths");
    return found;
  }, [input]);
  const simulation = useMemo(() => (errors.size === 0 ? simulate(input) : null), [errors, input]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));
  const changeMode = (next: Mode) => {
    setMode(next);
    setForm(DEFAULTS[next]);
  };
  const label = (field: NumberField) =>
    t(`form.${field}${mode === "lease" && LEASE_LABELS.has(field) ? "Lease" : ""}`);
  const money = (v: number) => euro(v, i18n.language);

  const exportCsv = () => {
    if (!simulation) return;
    const headers = ["period", "opening", "payment", "interest", "principal", "closing"].map((c) =>
      t(`schedule.${c}`),
    );
    const file = t("schedule.file");
    downloadCsv(file, scheduleCsv(simulation, headers, i18n.language === "en" ? "en" : "fr"));
    toast({ title: t("schedule.exported"), description: t("schedule.exportedHint", { file }) });
  };

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <Card>
        <CardHeader>
          <CardTitle>{t("form.title")}</CardTitle>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={(event) => event.preventDefault()} className="grid gap-4">
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">{t("mode.label")}</legend>
              <div className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
                {(["credit", "lease"] as const).map((m) => (
                  <label
                    key={m}
                    className={cn(
                      "flex cursor-pointer items-center justify-center rounded-md px-2 py-1.5 text-center text-sm font-medium transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                      mode === m
                        ? "bg-card text-foreground shadow-sm"
                        : "text-muted-foreground hover:text-foreground",
                    )}
                  >
                    <input
                      type="radio"
                      name={`${ids}-mode`}
                      value={m}
                      checked={mode === m}
                      onChange={() => changeMode(m)}
                      className="sr-only"
                    />
                    {t(`mode.${m}`)}
                  </label>
                ))}
              </div>
            </fieldset>
            {FIELDS.map((field) => {
              const id = `${ids}-${field}`;
              const error = errors.has(field) ? t(`errors.${field}`) : undefined;
              return (
                <div key={field} className="grid gap-2">
                  <Label htmlFor={id}>{label(field)}</Label>
                  <Input
                    id={id}
                    inputMode="decimal"
                    autoComplete="off"
                    value={form[field]}
                    onChange={(event) => set(field, event.target.value)}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? `${id}-error` : undefined}
                  />
                  <FieldError id={`${id}-error`} message={error} />
                </div>
              );
            })}
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-frequency`}>{t("form.frequency")}</Label>
              <NativeSelect
                id={`${ids}-frequency`}
                value={form.frequency}
                onChange={(event) => set("frequency", event.target.value as Frequency)}
                aria-invalid={errors.has("frequency") ? true : undefined}
                aria-describedby={errors.has("frequency") ? `${ids}-frequency-error` : undefined}
              >
                {(Object.keys(frequencies) as Frequency[]).map((f) => (
                  <option key={f} value={f}>
                    {t(`form.frequencies.${f}`)}
                  </option>
                ))}
              </NativeSelect>
              <FieldError
                id={`${ids}-frequency-error`}
                message={errors.has("frequency") ? t("errors.frequency") : undefined}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-timing`}>{t("form.timing")}</Label>
              <NativeSelect
                id={`${ids}-timing`}
                value={form.timing}
                onChange={(event) => set("timing", event.target.value as Form["timing"])}
              >
                {(["arrears", "advance"] as const).map((v) => (
                  <option key={v} value={v}>
                    {t(`form.timings.${v}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <Button type="button" variant="outline" onClick={() => setForm(DEFAULTS[mode])}>
              <RotateCcw aria-hidden="true" />
              {t("form.reset")}
            </Button>
          </form>
        </CardContent>
      </Card>

      <div className="grid min-w-0 gap-6">
        <section aria-labelledby={`${ids}-results`} className="grid gap-4">
          <h2 id={`${ids}-results`} className="text-lg font-semibold">
            {t("results.title")}
          </h2>
          {simulation ? (
            <div aria-live="polite" className="grid gap-4 sm:grid-cols-2">
              <Figure
                label={t(
                  `${mode === "lease" ? "results.paymentLease" : "results.payment"}.${form.frequency}`,
                )}
                value={money(simulation.payment)}
                hint={t("results.periods", { count: simulation.periods })}
                testId="payment"
                highlight
              />
              <Figure label={t("results.financed")} value={money(input.amount - input.downPayment)} />
              <Figure
                label={t("results.totalCost")}
                value={money(simulation.totalCost)}
                testId="total-cost"
              />
              <Figure
                label={t("results.totalPaid")}
                value={money(simulation.totalPaid)}
                hint={t("results.totalPaidHint")}
              />
            </div>
          ) : (
            <p
              role="alert"
              className="flex items-center gap-2 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-200"
            >
              <AlertCircle aria-hidden="true" className="size-4 shrink-0" />
              {t("errors.summary")}
            </p>
          )}
          <p className="text-xs text-muted-foreground">{t("disclaimer")}</p>
        </section>

        {simulation && (
          <>
            <Card>
              <CardHeader>
                <CardTitle>{t("chart.title")}</CardTitle>
              </CardHeader>
              <CardContent>
                <Suspense fallback={<Skeleton className="h-72 w-full" />}>
                  <ScheduleChart simulation={simulation} />
                </Suspense>
              </CardContent>
            </Card>
            <Card>
              <CardHeader layout="custom" className="flex-wrap items-center justify-between gap-3">
                <CardTitle>{t("schedule.title")}</CardTitle>
                <Button variant="outline" size="sm" onClick={exportCsv}>
                  <Download aria-hidden="true" />
                  {t("schedule.export")}
                </Button>
              </CardHeader>
              <CardContent>
                <ScheduleTable simulation={simulation} />
              </CardContent>
            </Card>
          </>
        )}
      </div>
    </div>
  );
}

function Figure({
  label,
  value,
  hint,
  highlight,
  testId,
}: {
  label: string;
  value: string;
  hint?: string;
  highlight?: boolean;
  testId?: string;
}) {
  return (
    <div
      className={cn(
        "grid content-start gap-1 rounded-xl border p-4",
        highlight ? "border-primary/40 bg-accent text-accent-foreground" : "bg-card",
      )}
    >
      <p
        className={cn("text-sm font-medium", highlight ? "text-accent-foreground" : "text-muted-foreground")}
      >
        {label}
      </p>
      <p className="text-2xl font-semibold tracking-tight tabular-nums" data-testid={testId}>
        {value}
      </p>
      {hint && (
        <p className={cn("text-xs", highlight ? "text-accent-foreground" : "text-muted-foreground")}>
          {hint}
        </p>
      )}
    </div>
  );
}
