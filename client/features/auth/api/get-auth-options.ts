import { useEffect, useState } from "react";
import { apiRequest } from "@/lib/api-client";

export interface AuthOptions {
  demoEnabled: boolean;
}

let request: Promise<AuthOptions> | undefined;

/** Asked once per visit (a failure is asked again next time): the options only change with a restart. */
export function getAuthOptions(): Promise<AuthOptions> {
  request ??= apiRequest<AuthOptions>("GET", "/api/auth/options").catch((error: unknown) => {
    request = undefined;
    throw error;
  });
  return request;
}

/** The login page's options; `undefined` until known (the demo button then stays hidden). */
export function useAuthOptions(): AuthOptions | undefined {
  const [options, setOptions] = useState<AuthOptions>();
  useEffect(() => {
    let current = true;
    getAuthOptions().then(
      (value) => current && setOptions(value),
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);
  return options;
}
