import type { User } from "@shared/contracts/auth";
import { useSyncExternalStore } from "react";
import { apiGet } from "@/lib/api-client";

/** What "who am I?", login, registration and profile updates answer. */
export interface AuthResponse {
  user: User;
}

/** Asked once at start-up (index.html's theme-init.js already sent the request); query key of the signed-in app. */
export const ME_PATH = "/api/auth/me";

/**
 * Who is signed in, known before TanStack Query is: the login page renders without it (decision
 * 006). Once signed in, the me query of the signed-in app is the source of truth and keeps this in
 * step (app/signed-in-app.tsx): a logout or a 401 on "who am I?" turns it back to `signedOut`.
 */
export type Session = { status: "loading" } | { status: "signedOut" } | { status: "signedIn"; user: User };

let current: Session = { status: "loading" };
const listeners = new Set<() => void>();

function update(next: Session) {
  current = next;
  for (const listener of listeners) listener();
}

export function signIn(user: User) {
  if (current.status === "signedIn" && current.user === user) return;
  update({ status: "signedIn", user });
}

export function signOut() {
  if (current.status === "signedOut") return;
  update({ status: "signedOut" });
}

/**
 * Asks the server who is signed in. Spec: a 401 simply means nobody; any other failure also shows
 * the login page, the one screen that works without a session.
 */
export async function refreshSession(): Promise<void> {
  try {
    const me = await apiGet<AuthResponse | null>(ME_PATH, { on401: "returnNull" });
    if (me) signIn(me.user);
    else signOut();
  } catch {
    signOut();
  }
}

export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const currentSession = (): Session => current;

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, currentSession);
}
