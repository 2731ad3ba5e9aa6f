import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { SQLite, SQLITE_PACKAGE } from "./sqlite-driver.ts";

const require = createRequire(import.meta.url);
const nodeMajor = Number(process.versions.node.split(".")[0]);

describe("the SQLite driver", () => {
  it(`is the one that runs on Node.js ${nodeMajor}: Node-API's from 22 on, the older one on 20`, () => {
    const { version } = require(`${SQLITE_PACKAGE}/package.json`) as { version: string };
    expect(Number(version.split(".")[0])).toBe(nodeMajor >= 22 ? 13 : 12);
  });

  it("opens a database, runs prepared statements and lets a thousand of them be collected", () => {
    const db = new SQLite(":memory:");
    try {
      db.exec("create table t (n integer)");
      for (let i = 0; i < 1000; i++) db.prepare("insert into t (n) values (?)").run(i);
      expect(db.prepare("select count(*) as c, sum(n) as s from t").get()).toEqual({ c: 1000, s: 499_500 });
    } finally {
      db.close();
    }
  });
});
