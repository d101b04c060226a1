import { describe, expect, it } from "vitest";
import { errorText } from "./error-text";

describe("errorText", () => {
  it("gives an Error's message, with its cause", () => {
    expect(errorText(new Error("boom"))).toBe("boom");
    expect(errorText(new Error("outer", { cause: new Error("inner") }))).toBe("outer (cause: inner)");
  });

  it("gives the useful fields of a thrown object, never [object Object]", () => {
    // What PGlite throws when a second process opens a folder another one is creating.
    const errno = Object.assign(Object.create({}), { name: "ErrnoError", errno: 20 });
    expect(errorText(errno)).toBe("ErrnoError (errno 20)");
    expect(errorText({ name: "ExitStatus", message: "Program terminated with exit(1)", status: 1 })).toBe(
      "ExitStatus: Program terminated with exit(1)",
    );
    expect(errorText({ a: 1, b: { c: 2 } })).toBe("{ a: 1, b: { c: 2 } }");
    expect(errorText({})).not.toContain("[object Object]");
    expect(errorText("plain")).toBe("plain");
  });
});
