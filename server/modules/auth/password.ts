import { hash, verify } from "@node-rs/argon2";

// OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1.
const options = {
  algorithm: 2 /* Argon2id; the enum is a const enum */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string) {
  return hash(password, options);
}

// Verified against when the e-mail is unknown, so both failures take the same time.
const dummyHash = hashPassword("praxis-timing-equaliser");

export async function verifyPassword(passwordHash: string | undefined, password: string) {
  try {
    return await verify(passwordHash ?? (await dummyHash), password);
  } catch {
    return false;
  }
}
