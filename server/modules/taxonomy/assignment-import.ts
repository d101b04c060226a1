import { sql } from "drizzle-orm";
import { frenchText } from "../../../shared/contracts/error-texts";
import {
  assignmentEmail,
  IMPORT_MAX_ROWS,
  type ImportLine,
  type ImportLineCode,
  type ImportResult,
} from "../../../shared/contracts/taxonomy";
import type { Db } from "../../db/client";
import { taxonomyRoles } from "../../db/schema/taxonomy";
import { badRequest, httpError } from "../../plugins/errors";
import { recordEvent } from "../../plugins/events";
import { emailsWithAccount } from "../auth/queries";
import { parseExpiry } from "./assignments";
import { decodeCsv, detectDelimiter, readCsv } from "./csv";
import { isInForce } from "./grants";
import type { Actor } from "./store";

type ImportColumn = "email" | "roleId" | "role" | "assignedBy" | "expiresAt";

/**
 * Header names in French and English, compared without case, accents, spaces or punctuation:
 * "Adresse e-mail" → "adresseemail". "Rôle" takes a role's name or its id.
 */
const HEADER_ALIASES: Record<string, ImportColumn> = {
  email: "email",
  mail: "email",
  adresseemail: "email",
  adressemail: "email",
  emailaddress: "email",
  courriel: "email",
  adresseelectronique: "email",
  roleid: "roleId",
  idrole: "roleId",
  identifiantdurole: "roleId",
  role: "role",
  rolename: "role",
  nomdurole: "role",
  assignedby: "assignedBy",
  assignepar: "assignedBy",
  attribuepar: "assignedBy",
  expiresat: "expiresAt",
  expires: "expiresAt",
  expiration: "expiresAt",
  expirationdate: "expiresAt",
  dateexpiration: "expiresAt",
  datedexpiration: "expiresAt",
  expirele: "expiresAt",
  datedefin: "expiresAt",
};

export const headerKey = (cell: string) =>
  cell
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");

const IMPORT_MESSAGES = {
  created: "Assignation créée",
  renewed: "Assignation renouvelée",
  pending_account: "Pas encore de compte : s'appliquera à l'inscription",
  email_required: "L'email est requis",
  invalid_email: "Email invalide",
  role_required: "Le rôle est requis",
  unknown_role: "Rôle inconnu",
  invalid_expiry: frenchText("expiry_invalid"),
  past_expiry: frenchText("expiry_past"),
  already_assigned: frenchText("already_assigned"),
  duplicate_line: "Même e-mail et même rôle qu'une ligne précédente",
  assigned_by_too_long: "Le champ Assigné par ne doit pas dépasser 254 caractères",
  malformed_line:
    "Ligne illisible : un guillemet ouvert ici n'est jamais fermé, la suite du fichier n'a pas pu être lue",
} as const satisfies Record<ImportLineCode, string>;

/** Rows written per statement: each batch is one JSON parameter expanded by the database. */
const IMPORT_BATCH = 5000;

/** Rows of a raw query, whichever driver shape drizzle returns. */
const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];

type Accepted = {
  line: number;
  email: string;
  roleId: string;
  assignedBy: string;
  expiresAt: Date | null;
};

/**
 * Creates assignments from a CSV file as companies have them: any of the usual encodings and
 * separators, French or English headers (email and role, then optionally assignedBy and
 * expiresAt), up to IMPORT_MAX_ROWS rows. Every line gets its own verdict; accepted rows are
 * written together in one transaction (a few set-based statements, whatever the row count), and an
 * e-mail without an account yet is kept as pending, applied when it signs up.
 */
export async function importAssignments(
  db: Db,
  actor: Actor,
  bytes: Uint8Array,
  now: Date,
): Promise<ImportResult> {
  const { text, encoding } = decodeCsv(bytes);
  const delimiter = detectDelimiter(text);
  const { records, problems, truncated } = await readCsv(text, delimiter, IMPORT_MAX_ROWS + 1);
  const [header, ...rows] = records;
  if (truncated || rows.length > IMPORT_MAX_ROWS) {
    throw httpError(413, "too_many_rows");
  }
  const columns = (header?.cells ?? []).map((c) => HEADER_ALIASES[headerKey(c)]);
  const col = (name: ImportColumn) => columns.indexOf(name);
  if (col("email") < 0 || (col("roleId") < 0 && col("role") < 0)) {
    throw badRequest("invalid_csv_header");
  }
  if (rows.length === 0 && problems.length === 0) throw badRequest("empty_csv");

  const allRoles = await db
    .select({ id: taxonomyRoles.id, name: taxonomyRoles.name, nameEn: taxonomyRoles.nameEn })
    .from(taxonomyRoles);
  const roleById = new Map(allRoles.map((r) => [r.id, r]));
  // A role is found by its French or its English name.
  const roleByName = new Map(
    allRoles.flatMap((r) =>
      [r.nameEn, r.name].flatMap((n) => (n ? [[n.trim().toLocaleLowerCase("fr"), r] as const] : [])),
    ),
  );
  const cell = (cells: string[], name: ImportColumn) =>
    col(name) >= 0 ? (cells[col(name)] ?? "").trim() : "";

  const lines: ImportLine[] = problems.map((p) => ({
    line: p.line,
    email: "",
    status: "rejected",
    code: "malformed_line",
    message: IMPORT_MESSAGES.malformed_line,
  }));
  const verdict = (line: number, email: string, code: ImportLineCode, value?: string): ImportLine => ({
    line,
    email,
    status:
      code === "created" || code === "renewed"
        ? "created"
        : code === "pending_account"
          ? "pending"
          : "rejected",
    code,
    message: value ? `${IMPORT_MESSAGES[code]} : ${value}` : IMPORT_MESSAGES[code],
    ...(value ? { value } : {}),
  });

  // Checks that need no database, and pairs repeated within the file.
  const accepted: Accepted[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { line, cells } of rows) {
    const rawEmail = cell(cells, "email");
    const reject = (code: ImportLineCode, value?: string) => lines.push(verdict(line, rawEmail, code, value));
    if (!rawEmail) {
      reject("email_required");
      continue;
    }
    const email = assignmentEmail.safeParse(rawEmail);
    if (!email.success) {
      reject("invalid_email");
      continue;
    }
    const byId = cell(cells, "roleId");
    const byName = cell(cells, "role");
    if (!byId && !byName) {
      reject("role_required");
      continue;
    }
    const role = roleById.get(byId) ?? roleById.get(byName) ?? roleByName.get(byName.toLocaleLowerCase("fr"));
    if (!role) {
      reject("unknown_role", byId || byName);
      continue;
    }
    const expiresAt = parseExpiry(cell(cells, "expiresAt"));
    if (expiresAt === "invalid") {
      reject("invalid_expiry");
      continue;
    }
    if (expiresAt && expiresAt.getTime() <= now.getTime()) {
      reject("past_expiry");
      continue;
    }
    const assignedBy = cell(cells, "assignedBy") || actor.email;
    if (assignedBy.length > 254) {
      reject("assigned_by_too_long");
      continue;
    }
    const pair = `${email.data}\u0000${role.id}`;
    const first = firstLineOf.get(pair);
    if (first !== undefined) {
      lines.push(verdict(line, email.data, "duplicate_line", String(first)));
      continue;
    }
    firstLineOf.set(pair, line);
    accepted.push({ line, email: email.data, roleId: role.id, assignedBy, expiresAt });
  }

  let created = 0;
  let pending = 0;
  await db.transaction(async (tx) => {
    // Lock the table against a concurrent import or assignment: the checks below and the writes
    // that follow must see the same rows.
    await tx.execute(sql`lock table user_assignments in share row exclusive mode`);
    const distinct = [...new Set(accepted.map((a) => a.email))];
    const emails = JSON.stringify(distinct);
    const [existing, withAccount] = await Promise.all([
      tx.execute(sql`
        select email, role_id, is_active, expires_at from user_assignments
        where email in (select jsonb_array_elements_text(${emails}::jsonb))`),
      emailsWithAccount(tx, distinct),
    ]);
    const inForce = new Set(
      rowsOf<{ email: string; role_id: string; is_active: boolean; expires_at: Date | string | null }>(
        existing,
      )
        .filter((r) =>
          isInForce({ isActive: r.is_active, expiresAt: r.expires_at ? new Date(r.expires_at) : null }, now),
        )
        .map((r) => `${r.email}\u0000${r.role_id}`),
    );
    const renewed = new Set(
      rowsOf<{ email: string; role_id: string }>(existing).map((r) => `${r.email}\u0000${r.role_id}`),
    );

    const toWrite: Accepted[] = [];
    for (const a of accepted) {
      const pair = `${a.email}\u0000${a.roleId}`;
      if (inForce.has(pair)) {
        lines.push(verdict(a.line, a.email, "already_assigned"));
        continue;
      }
      const isPending = !withAccount.has(a.email);
      toWrite.push(a);
      if (isPending) pending++;
      else created++;
      lines.push(
        verdict(a.line, a.email, isPending ? "pending_account" : renewed.has(pair) ? "renewed" : "created"),
      );
    }

    for (let i = 0; i < toWrite.length; i += IMPORT_BATCH) {
      const batch = JSON.stringify(
        toWrite.slice(i, i + IMPORT_BATCH).map((a) => ({
          email: a.email,
          role_id: a.roleId,
          assigned_by: a.assignedBy,
          expires_at: a.expiresAt?.toISOString() ?? null,
        })),
      );
      // An expired or deactivated pair is renewed in place, as a single assignment would be.
      await tx.execute(sql`
        insert into user_assignments (email, role_id, assigned_by, assigned_at, expires_at, is_active)
        select x.email, x.role_id, x.assigned_by, ${now.toISOString()}::timestamptz, x.expires_at, true
        from jsonb_to_recordset(${batch}::jsonb)
          as x(email text, role_id text, assigned_by text, expires_at timestamptz)
        on conflict (email, role_id) do update set
          assigned_by = excluded.assigned_by,
          assigned_at = excluded.assigned_at,
          expires_at = excluded.expires_at,
          is_active = true`);
    }
    if (toWrite.length > 0) {
      await recordEvent(tx, actor.id, {
        type: "import",
        entity: "taxonomy",
        data: { kind: "assignments", created, pending },
      });
    }
  });

  lines.sort((a, b) => a.line - b.line);
  return {
    encoding,
    delimiter,
    total: rows.length + problems.length,
    created,
    pending,
    rejected: lines.filter((l) => l.status === "rejected").length,
    lines,
  };
}
