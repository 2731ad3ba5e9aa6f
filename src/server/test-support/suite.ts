import { testDatabaseKinds } from "./databases.ts";

/** The database kinds the integration suites run against (see {@link testDatabaseKinds}). */
export const kinds = await testDatabaseKinds();
