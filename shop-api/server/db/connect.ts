import { mkdir } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";

/** The database handle every route uses: the same drizzle API over PGlite or node-postgres. */
export type ShopDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What `db.transaction` hands its callback: the same query API, inside the transaction. */
export type ShopTransaction = Parameters<Parameters<ShopDatabase["transaction"]>[0]>[0];

export interface OpenedDatabase {
  db: ShopDatabase;
  close(): Promise<void>;
}

export interface DatabaseLocation {
  /** PostgreSQL server; wins over dataDir. */
  databaseUrl?: string;
  /** PGlite keeps its files in `${dataDir}/pglite`; without it the database lives in memory. */
  dataDir?: string;
  migrationsFolder: string;
}

/** Opens the database and brings its schema up to date with the committed migrations. */
export async function openDatabase(location: DatabaseLocation): Promise<OpenedDatabase> {
  return location.databaseUrl
    ? openPostgres(location.databaseUrl, location.migrationsFolder)
    : openPglite(location.dataDir, location.migrationsFolder);
}

/**
 * PostgreSQL's memory settings, sized for the reference shop (a database of a few MB): its default
 * 128 MB of shared buffers is WebAssembly memory that PGlite takes at once and never gives back.
 */
const PGLITE_SETTINGS = ["shared_buffers=24MB", "work_mem=4MB", "maintenance_work_mem=16MB", "temp_buffers=4MB"];

/** What the migrations create beyond core PostgreSQL (a PostgreSQL server has them in its contrib). */
const PGLITE_EXTENSIONS = { pg_trgm };

async function openPglite(dataDir: string | undefined, migrationsFolder: string): Promise<OpenedDatabase> {
  let client: PGlite;
  if (dataDir) {
    const pgliteDir = path.join(dataDir, "pglite");
    await mkdir(pgliteDir, { recursive: true });
    client = await PGlite.create(pgliteDir, { postgresqlconf: PGLITE_SETTINGS, extensions: PGLITE_EXTENSIONS });
  } else {
    client = await PGlite.create({ postgresqlconf: PGLITE_SETTINGS, extensions: PGLITE_EXTENSIONS });
  }
  const db = drizzlePglite(client, { schema });
  return migrateOrClose(db, () => migratePglite(db, { migrationsFolder }), () => client.close());
}

async function openPostgres(databaseUrl: string, migrationsFolder: string): Promise<OpenedDatabase> {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  const db = drizzleNodePg(pool, { schema });
  return migrateOrClose(db, () => migrateNodePg(db, { migrationsFolder }), () => pool.end());
}

async function migrateOrClose(
  db: ShopDatabase,
  migrate: () => Promise<void>,
  close: () => Promise<void>,
): Promise<OpenedDatabase> {
  try {
    await migrate();
  } catch (error) {
    await close();
    throw error;
  }
  return { db, close };
}
