import { describe, expect, it } from "vitest";
import { parseSse } from "./stream-reply";

describe("parseSse", () => {
  it("returns complete events and keeps a partial one for the next chunk", () => {
    const first = parseSse('event: meta\ndata: {"threadId":"t"}\n\nevent: token\ndata: {"te');
    expect(first.events).toEqual([{ event: "meta", data: '{"threadId":"t"}' }]);
    const second = parseSse(`${first.rest}xt":"Bon"}\n\n`);
    expect(second.events).toEqual([{ event: "token", data: '{"text":"Bon"}' }]);
    expect(second.rest).toBe("");
  });

  it("joins multi-line data, accepts CRLF and skips comments", () => {
    const { events } = parseSse(": keep-alive\r\n\r\nevent: done\r\ndata: a\r\ndata: b\r\n\r\n");
    expect(events).toEqual([{ event: "done", data: "a\nb" }]);
  });
});
