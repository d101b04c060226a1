import { describe, expect, it } from "vitest";
import { readerLanguage } from "./language";

describe("the reader's language", () => {
  it("is the first of French and English the client asks for", () => {
    expect(readerLanguage("en")).toBe("en");
    expect(readerLanguage("fr")).toBe("fr");
    expect(readerLanguage("en-GB,en;q=0.9,fr;q=0.8")).toBe("en");
    expect(readerLanguage("de-DE,de;q=0.9,fr;q=0.8,en;q=0.7")).toBe("fr");
    expect(readerLanguage("de,en-US;q=0.5")).toBe("en");
    expect(readerLanguage("fr;q=0.3,en;q=0.6")).toBe("en");
  });

  it("is French when the header is missing, unknown or malformed", () => {
    expect(readerLanguage(undefined)).toBe("fr");
    expect(readerLanguage("")).toBe("fr");
    expect(readerLanguage("de, es")).toBe("fr");
    expect(readerLanguage("en;q=0")).toBe("fr");
    expect(readerLanguage("en;q=abc")).toBe("fr");
  });
});
