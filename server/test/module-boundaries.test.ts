import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { PLUGIN_OWNERS, TABLE_OWNERS } from "../db/schema/owners";

/**
 * A module reaches another module's data through the functions that module exports, never through
 * its tables: no module file imports a table it does not own from `db/schema/`, and none names
 * one in raw SQL. Owners are declared once, in `server/db/schema/owners.ts` (see
 * docs/architecture.md, Module boundaries).
 */
const server = join(import.meta.dirname, "..");
const schemaDir = join(server, "db/schema");
const modulesDir = join(server, "modules");
const pluginsDir = join(server, "plugins");

/** The drizzle name and the SQL name of every table, from the schema files. */
function tablesOf(): { byExport: Map<string, string>; names: Set<string> } {
  const byExport = new Map<string, string>();
  for (const file of readdirSync(schemaDir).filter((f) => f.endsWith(".ts"))) {
    const text = readFileSync(join(schemaDir, file), "utf8");
    for (const m of text.matchAll(/export const (\w+) = pgTable\(\s*"(\w+)"/g)) byExport.set(m[1], m[2]);
  }
  return { byExport, names: new Set(byExport.values()) };
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? filesOf(join(dir, e.name))
      : e.name.endsWith(".ts") && !e.name.endsWith(".test.ts")
        ? [join(dir, e.name)]
        : [],
  );
}

/** The text inside sql`…` templates (without the interpolations). */
function sqlTexts(source: string): string[] {
  return [...source.matchAll(/sql(?:<[^`]*?>)?`((?:[^`\\]|\\.)*)`/gs)].map((m) =>
    m[1].replace(/\$\{[^}]*\}/g, " "),
  );
}

/** Every place where `module`'s source reaches a table it does not own. */
function trespasses(
  module: string,
  source: string,
  tables: { byExport: Map<string, string>; names: Set<string> },
): string[] {
  const found: string[] = [];
  const importRe = /import\s+(type\s+)?(\{[^}]*\}|\*\s+as\s+\w+)\s+from\s+"[./]*db\/schema\/([\w-]+)"/g;
  for (const m of source.matchAll(importRe)) {
    if (m[1]) continue;
    if (m[2].startsWith("*")) {
      found.push(`import * from db/schema/${m[3]}`);
      continue;
    }
    const names = m[2]
      .slice(1, -1)
      .split(",")
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith("type "))
      .map((n) => n.split(/\s+as\s+/)[0]);
    for (const name of names) {
      const table = tables.byExport.get(name);
      if (table && TABLE_OWNERS[table] !== module) found.push(`imports ${name} (${table})`);
    }
  }
  for (const text of sqlTexts(source)) {
    for (const m of text.matchAll(/\b(?:from|join|into|update|table)\s+(\w+)/gi)) {
      const table = m[1].toLowerCase();
      if (tables.names.has(table) && TABLE_OWNERS[table] !== module) found.push(`raw SQL on ${table}`);
    }
  }
  return found;
}

describe("module boundaries", () => {
  const tables = tablesOf();

  it("gives every table an owner", () => {
    const unowned = [...tables.names].filter((t) => !TABLE_OWNERS[t]);
    expect(unowned).toEqual([]);
    const unknown = Object.keys(TABLE_OWNERS).filter((t) => !tables.names.has(t));
    expect(unknown).toEqual([]);
  });

  it("finds a foreign table in an import and in raw SQL", () => {
    const source = [
      'import { users } from "../../db/schema/auth";',
      'import { kanbanTasks } from "../../db/schema/kanban";',
      "const q = sql`select 1 from taxonomy_task_types t join kanban_boards b on true`;",
    ].join("\n");
    expect(trespasses("kanban", source, tables)).toEqual([
      "imports users (users)",
      "raw SQL on taxonomy_task_types",
    ]);
  });

  it("keeps every module to its own tables", () => {
    const found: string[] = [];
    for (const module of readdirSync(modulesDir)) {
      for (const file of filesOf(join(modulesDir, module))) {
        for (const t of trespasses(module, readFileSync(file, "utf8"), tables)) {
          found.push(`${relative(server, file)}: ${t}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it("keeps every plugin to the tables of the owner it acts for", () => {
    const found: string[] = [];
    for (const entry of readdirSync(pluginsDir, { withFileTypes: true })) {
      const files = entry.isDirectory()
        ? filesOf(join(pluginsDir, entry.name))
        : entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts")
          ? [join(pluginsDir, entry.name)]
          : [];
      for (const file of files) {
        const source = readFileSync(file, "utf8");
        const owner = PLUGIN_OWNERS[entry.name];
        // A plugin that acts for no owner reads no table at all.
        for (const t of trespasses(owner ?? "(none)", source, tables))
          found.push(`${relative(server, file)}: ${t}`);
      }
    }
    expect(found).toEqual([]);
  });
});
