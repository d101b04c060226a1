import type { QueryFunction } from "@tanstack/react-query";

/**
 * A non-ok response. The message keeps the spec's shape, "<status>: <body text or status text>",
 * while `status` and `body` spare callers from parsing it back.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The JSON error body ({ message, code, issues? }) when the server sent one. */
  readonly body: ApiErrorBody | null;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = "ApiError";
    this.status = status;
    this.body = parseErrorBody(text);
  }
}

export interface ApiErrorBody {
  message?: string;
  code?: string;
  /** A 400's per-field problems, each with the code that names its text. */
  issues?: { path: string; code?: string; message: string }[];
}

function parseErrorBody(text: string): ApiErrorBody | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === "object" ? (value as ApiErrorBody) : null;
  } catch {
    return null;
  }
}

/** The server sets this readable cookie when a demo session starts; every call must then say so. */
function isDemoMode() {
  return document.cookie.split("; ").some((part) => part === "demo_mode=true");
}

/**
 * What every call says besides its body: the interface language (the server words reference data,
 * generated texts and errors in it) and, when a demo session runs, the demo header.
 */
export function requestHeaders(): Record<string, string> {
  const language = document.documentElement.lang === "en" ? "en" : "fr";
  return isDemoMode()
    ? { "Accept-Language": language, "x-demo-mode": "true" }
    : { "Accept-Language": language };
}

async function throwIfNotOk(res: Response) {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, text);
}

async function readJson<T>(res: Response): Promise<T> {
  // 204 and empty bodies have nothing to parse.
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/**
 * Every call to the API goes through here: cookies, the language and demo headers (with the
 * call's own), a non-ok answer thrown as ApiError. Used as it is for answers that are not JSON
 * (a file, a stream); the JSON calls below read its response.
 */
export async function apiFetch(
  url: string,
  init: Omit<RequestInit, "headers"> & { headers?: Record<string, string> } = {},
): Promise<Response> {
  const res = await fetch(url, {
    ...init,
    credentials: "include",
    headers: { ...init.headers, ...requestHeaders() },
  });
  await throwIfNotOk(res);
  return res;
}

/** A JSON call: the body goes as JSON, the answer is read as JSON. */
export async function apiRequest<T>(method: string, url: string, body?: unknown): Promise<T> {
  const hasBody = body !== undefined;
  const res = await apiFetch(url, {
    method,
    headers: hasBody ? { "Content-Type": "application/json" } : undefined,
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  return readJson<T>(res);
}

/**
 * A call whose body is not JSON (a multipart form, a file's own bytes): same cookies, demo header and
 * errors as apiRequest. `contentType` is left out for a FormData, whose boundary the browser sets.
 */
export async function apiSend<T>(
  method: string,
  url: string,
  body: BodyInit,
  contentType?: string,
): Promise<T> {
  const res = await apiFetch(url, {
    method,
    headers: contentType ? { "Content-Type": contentType } : undefined,
    body,
  });
  return readJson<T>(res);
}

/** `path?a=1&b=2` without the empty parameters. */
export function withQuery(path: string, params: Record<string, string | undefined>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

const earlyRequests = () =>
  (window as { __praxisEarly?: Record<string, Promise<Response> | undefined> }).__praxisEarly;

/**
 * The URL of a read index.html's first script started for this page and the page has not taken
 * yet, among those beginning with `prefix` (one whose parameters the script chose, as a period
 * ending now): the page then asks for that very URL.
 */
export function earlyRequestUrl(prefix: string): string | undefined {
  return Object.keys(earlyRequests() ?? {}).find((url) => url.startsWith(prefix));
}

/**
 * A response index.html's first script already asked for (theme-init.js starts GET /api/auth/me
 * before the app has loaded), handed out once; afterwards the app fetches as usual.
 */
function earlyResponse(url: string): Promise<Response | undefined> {
  const early = earlyRequests();
  const response = early?.[url];
  if (!early || !response) return Promise.resolve(undefined);
  delete early[url];
  return response.catch(() => undefined);
}

export type UnauthorizedBehavior = "returnNull" | "throw";

/**
 * GET `url`; `returnNull` turns a 401 into `null` (used for "who am I?"), `throw` makes it an error.
 * The first GET of a URL that index.html already asked for takes that response.
 */
export async function apiGet<T>(
  url: string,
  options: { on401: UnauthorizedBehavior; signal?: AbortSignal },
): Promise<T> {
  const res =
    (await earlyResponse(url)) ??
    (await fetch(url, { credentials: "include", headers: requestHeaders(), signal: options.signal }));
  if (options.on401 === "returnNull" && res.status === 401) return null as T;
  await throwIfNotOk(res);
  return readJson<T>(res);
}

/** The spec's read rule for queries: GET the path made of the query key segments joined with "/". */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T> {
  return ({ queryKey, signal }) => apiGet<T>(queryKey.join("/"), { ...options, signal });
}
