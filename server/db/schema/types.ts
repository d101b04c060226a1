import { customType } from "drizzle-orm/pg-core";

/** A full-text search vector, always a generated column. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** Raw bytes of an uploaded file. */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });
