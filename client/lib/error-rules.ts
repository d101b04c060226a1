/**
 * What wording an error code takes besides its text: whether a string is a registered code, and
 * the values some texts name. Its own chunk, loaded with the error texts (./error-catalogue.ts).
 */
export { errorParams, localParams } from "@shared/contracts/error-texts";
export { isErrorCode } from "@shared/contracts/errors";
