import pino from "pino";
import { describe, expect, it } from "vitest";
import { type RequestLogger, requestLogger } from "./request-logger";

function capture(level: string) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino(
    { level, redact: { paths: ["password"], remove: true } },
    { write: (line: string) => lines.push(JSON.parse(line)) },
  );
  return { logger, lines };
}

describe("the request logger", () => {
  it("makes no child for lines below the app's level, and writes the others with the request id", () => {
    const { logger, lines } = capture("warn");
    let made = 0;
    const child = logger.child.bind(logger);
    logger.child = ((...args: Parameters<typeof child>) => {
      made += 1;
      return child(...args);
    }) as typeof logger.child;
    const log = requestLogger.call(null, logger, { reqId: "req-1" }, {}) as unknown as RequestLogger;
    log.info("incoming request");
    log.debug("detail");
    expect(made).toBe(0);
    expect(lines).toEqual([]);
    log.warn({ password: "secret", route: "/api/x" }, "refused");
    log.error("failed");
    expect(made).toBe(1);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ reqId: "req-1", route: "/api/x", msg: "refused", level: 40 });
    expect(lines[0]).not.toHaveProperty("password");
    expect(lines[1]).toMatchObject({ reqId: "req-1", msg: "failed" });
  });

  it("writes info lines when the app logs at info", () => {
    const { logger, lines } = capture("info");
    const log = requestLogger.call(null, logger, { reqId: "req-2" }, {}) as unknown as RequestLogger;
    log.info({ responseTime: 3 }, "request completed");
    expect(lines[0]).toMatchObject({ reqId: "req-2", msg: "request completed", responseTime: 3 });
    expect(log.isLevelEnabled("debug")).toBe(false);
    expect(log.level).toBe("info");
  });
});
