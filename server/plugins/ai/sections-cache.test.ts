import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type TestApp, testApp } from "../../test/test-app";
import { sectionIndex } from "./sections-cache";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const start = Date.now();
/** Sets the clock this many milliseconds after the test file started, as `Date.now` sees it. */
function later(ms: number) {
  vi.spyOn(Date, "now").mockReturnValue(start + ms);
}

describe("the section index kept in memory", () => {
  it("keeps what it read while the knowledge is unchanged, and reads it again once another instance changed it", async () => {
    const db = t.app.db;
    const first = await sectionIndex(db);
    // Past the 30 seconds after which another instance's changes must show: nothing changed, so the
    // same index (and what was computed from it) is kept.
    later(31_000);
    expect(await sectionIndex(db)).toBe(first);

    // Another instance rewrites a section: this one was not told (no invalidation in this process).
    const [section] = first.sections;
    await db.execute(
      sql`update knowledge_sections set text = ${`${section.text} Paragraphe ajouté ailleurs.`} where id = ${section.id}`,
    );
    expect(await sectionIndex(db)).toBe(first);
    later(62_000);
    const reread = await sectionIndex(db);
    expect(reread).not.toBe(first);
    expect(reread.sections.find((s) => s.id === section.id)?.text).toContain("Paragraphe ajouté ailleurs.");
    // And kept again while nothing changes.
    later(93_000);
    expect(await sectionIndex(db)).toBe(reread);
  });
});
