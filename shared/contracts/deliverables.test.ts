import { describe, expect, it } from "vitest";
import {
  checkFieldValue,
  checkFieldValues,
  formatFieldValue,
  inputValue,
  parseDay,
  parseNumber,
  type TemplateField,
} from "./deliverables";

const field = (type: TemplateField["type"], extra: Partial<TemplateField> = {}): TemplateField => ({
  type,
  label: "Champ",
  required: false,
  order: 0,
  ...extra,
});

describe("field values", () => {
  it("reads numbers as people write them, in French or English", () => {
    expect(
      ["2400000", "2 400 000 €", "3 466,07 €", "185000.50", "2,400,000.00", "12,5 %", "1 850 € HT"].map(
        parseNumber,
      ),
    ).toEqual([2400000, 2400000, 3466.07, 185000.5, 2400000, 12.5, 1850]);
    expect(["Valeur test 6", "", "12,5,3", "1e6", "€"].map(parseNumber)).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it("reads real calendar days, dd/mm/yyyy or yyyy-mm-dd", () => {
    expect(parseDay("14/03/2025")).toBe("2025-03-14");
    expect(parseDay("2025-03-14")).toBe("2025-03-14");
    expect(parseDay("1/3/2025")).toBe("2025-03-01");
    expect(parseDay("31/02/2025")).toBeNull();
    expect(parseDay("demain")).toBeNull();
    expect(parseDay("14/03/1850")).toBeNull();
  });

  it("stores plain values and refuses the wrong kind with a code", () => {
    expect(checkFieldValue("m", field("amount"), "1 250 000,50 €")).toEqual({ value: "1250000.5" });
    expect(checkFieldValue("m", field("amount"), "Valeur test 6").issue).toMatchObject({
      path: "fields.m",
      code: "invalid_amount",
    });
    expect(checkFieldValue("p", field("percentage"), "101").issue).toMatchObject({
      code: "too_large",
      limit: 100,
    });
    expect(checkFieldValue("n", field("integer", { min: 1 }), "0").issue).toMatchObject({
      code: "too_small",
      limit: 1,
    });
    expect(checkFieldValue("n", field("integer"), "2.5").issue?.code).toBe("invalid_integer");
    expect(checkFieldValue("d", field("date"), "14/03/2025")).toEqual({ value: "2025-03-14" });
    expect(checkFieldValue("t", field("text", { maxLength: 5 }), "  abc  ")).toEqual({ value: "abc" });
    expect(checkFieldValue("t", field("text", { maxLength: 5 }), "abcdef").issue?.code).toBe("too_long");
    expect(checkFieldValue("l", field("textarea"), "  - indenté\n")).toEqual({ value: "  - indenté\n" });
    expect(checkFieldValue("r", field("text", { required: true }), "   ").issue?.code).toBe("required");
  });

  it("refuses unknown keys and required fields that were not sent", () => {
    const template = {
      fields: {
        properties: {
          a: field("text", { required: true, order: 0 }),
          b: field("amount", { order: 1 }),
        },
      },
    };
    const { issues } = checkFieldValues(template, { z: "x" });
    expect(issues.map((i) => [i.field, i.code])).toEqual([
      ["z", "unknown_field"],
      ["a", "required"],
    ]);
    expect(checkFieldValues(template, { a: "ok", b: "" })).toEqual({ data: { a: "ok", b: "" }, issues: [] });
  });

  it("shows stored values as the reader writes them, and older free text as it was typed", () => {
    expect(formatFieldValue(field("amount"), "2400000", "fr")).toBe("2\u202f400\u202f000\u00a0€");
    expect(formatFieldValue(field("amount"), "3466.07", "en")).toBe("€3,466.07");
    expect(formatFieldValue(field("percentage"), "12.5", "fr")).toBe("12,5\u00a0%");
    expect(formatFieldValue(field("percentage"), "12.5", "en")).toBe("12.5%");
    expect(formatFieldValue(field("date"), "2025-03-14", "en")).toBe("14/03/2025");
    expect(formatFieldValue(field("amount"), "Valeur test 6", "fr")).toBe("Valeur test 6");
    expect(
      formatFieldValue(field("select", { options: [{ value: "v", label: "Libellé" }] }), "v", "fr"),
    ).toBe("Libellé");
    // What a form input can hold of an older value: a number it can read, nothing otherwise.
    expect(inputValue(field("amount"), "2 400 000 €")).toBe("2400000");
    expect(inputValue(field("amount"), "Valeur test 6")).toBe("");
    expect(inputValue(field("date"), "14/03/2025")).toBe("2025-03-14");
  });
});
