import { z } from "zod";
import { msg } from "./errors";

export const businessRole = z.enum(["consultant", "manager", "admin", "analyst"]);
export type BusinessRole = z.infer<typeof businessRole>;

/** Passwords are capped before hashing so a huge body cannot make hashing expensive. */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 128;

const email = z.string().trim().toLowerCase().max(254).email(msg("email_invalid"));
const password = z
  .string()
  .min(PASSWORD_MIN, msg("password_too_short"))
  .max(PASSWORD_MAX, msg("password_too_long"));

export const loginBody = z.object({ email, password });
export type LoginBody = z.infer<typeof loginBody>;

export const registerBody = z.object({
  email,
  password,
  firstName: z.string().trim().min(1, msg("first_name_required")).max(100),
  lastName: z.string().trim().min(1, msg("last_name_required")).max(100),
  businessRole: businessRole.default("consultant"),
});
export type RegisterBody = z.input<typeof registerBody>;

export const demoBody = z.object({
  password: z.string().min(1, msg("password_required")).max(PASSWORD_MAX),
});
export type DemoBody = z.infer<typeof demoBody>;

export const profileBody = z.object({
  firstName: z.string().trim().min(1, msg("first_name_required")).max(100),
  lastName: z.string().trim().min(1, msg("last_name_required")).max(100),
  phone: z.string().trim().max(40).default(""),
  department: z.string().trim().max(100).default(""),
});
export type ProfileBody = z.input<typeof profileBody>;

export const roleEntry = z.object({
  id: z.string(),
  role: z.string(),
  /** An organisational role's English name, when it has one (the user view serves both languages). */
  roleEn: z.string().optional(),
  businessRole: z.string(),
});

export const user = z.object({
  id: z.string(),
  email: z.string(),
  profile: z.object({
    firstName: z.string(),
    lastName: z.string(),
    phone: z.string(),
    department: z.string(),
  }),
  businessRole,
  roles: z.array(roleEntry),
  permissions: z.array(z.string()),
  isDemo: z.boolean(),
});
export type User = z.infer<typeof user>;

export const authResponse = z.object({ user });
