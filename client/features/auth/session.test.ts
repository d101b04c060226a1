import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The session module keeps its state per page load: each test loads a fresh copy.
async function loadSession() {
  vi.resetModules();
  return import("./session");
}

const user = { id: "u1", email: "camille@praxis.test" };
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("session", () => {
  beforeEach(() => {
    vi.stubGlobal("document", { cookie: "", documentElement: { lang: "fr" } });
    vi.stubGlobal("window", {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("is loading until the server says who is signed in", async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetch);
    const session = await loadSession();
    const refreshed = session.refreshSession();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(session.currentSession()).toEqual({ status: "loading" });
    answer(json(200, { user }));
    await refreshed;
    expect(fetch).toHaveBeenCalledWith("/api/auth/me", expect.objectContaining({ credentials: "include" }));
    expect(session.currentSession()).toEqual({ status: "signedIn", user });
  });

  it("takes the answer index.html already asked for instead of asking again", async () => {
    const fetch = vi.fn(async () => json(500, {}));
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("window", { __praxisEarly: { "/api/auth/me": Promise.resolve(json(200, { user })) } });
    const session = await loadSession();
    await session.refreshSession();
    expect(fetch).not.toHaveBeenCalled();
    expect(session.currentSession()).toEqual({ status: "signedIn", user });
  });

  it("a 401, a server error or no network all mean signed out", async () => {
    for (const answer of [
      async () => json(401, { message: "Authentification requise" }),
      async () => json(500, { message: "Erreur interne" }),
      async () => Promise.reject(new TypeError("Failed to fetch")),
    ]) {
      vi.stubGlobal("fetch", vi.fn(answer));
      const session = await loadSession();
      await session.refreshSession();
      expect(session.currentSession()).toEqual({ status: "signedOut" });
    }
  });

  it("tells its subscribers when someone signs in or out, once per change", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => json(401, {})),
    );
    const session = await loadSession();
    const seen: string[] = [];
    const stop = subscribe(session, (s) => seen.push(s.status));
    await session.refreshSession();
    session.signIn(user as never);
    session.signIn(user as never);
    session.signOut();
    session.signOut();
    stop();
    expect(seen).toEqual(["signedOut", "signedIn", "signedOut"]);
  });
});

type SessionModule = Awaited<ReturnType<typeof loadSession>>;

/** The store outside React: what useSession would render after each change. */
function subscribe(
  session: SessionModule,
  onChange: (s: ReturnType<SessionModule["currentSession"]>) => void,
) {
  return session.subscribeSession(() => onChange(session.currentSession()));
}
