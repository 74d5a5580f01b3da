import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * /login must stay small (issue 16, bench/first-load.sh): the route table imports the sign-in
 * screen statically and every other screen, and the signed-in layout, through `import()`, so
 * each is a chunk of its own. A static import here would pull that screen into the first load.
 */
const source = readFileSync(join(process.cwd(), "src/app/router.tsx"), "utf8");
const staticImports = [...source.matchAll(/^import\s[^;]*?from\s*"([^"]+)"/gms)].map((match) => match[1]);

describe("the route table", () => {
  it("imports no screen statically but the sign-in one", () => {
    const screens = staticImports.filter((path) => path.startsWith("@/app/routes/"));
    expect(screens).toEqual(["@/app/routes/login"]);
  });

  it("loads the signed-in layout on demand", () => {
    expect(staticImports).not.toContain("@/app/protected-layout");
    expect(source).toContain('import("@/app/protected-layout")');
  });
});
