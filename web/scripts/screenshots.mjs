// Screenshots of the screens people judge the product by, in every theme × layout at a desk and on a
// phone, for a person to look at (issue 28). Run through `scripts/screenshots.sh`, which starts a still
// stack (seeded demo data, no worker) and points this at it; or by hand against any running stack:
//
//   E2E_BASE_URL=http://127.0.0.1:8080 E2E_DEV_LOGIN=… E2E_DEV_PASSWORD=… node scripts/screenshots.mjs
//
// Writes web/screenshots/looks/<view>/<size>/<theme>-<layout>.png and, per view and size, a contact
// sheet of the 12 combinations (web/screenshots/looks/sheet-<view>-<size>.png) to compare them at a
// glance. SHOTS_VIEWS, SHOTS_THEMES, SHOTS_LAYOUTS and SHOTS_SIZES (comma-separated) narrow the run.
// The global look is put back to simple/classic at the end.
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import { apiLogin, baseUrl, developer, launch, newPage, setLook, signIn } from "../e2e/support.mjs";

const demo = {
  login: process.env.E2E_DEMO_LOGIN ?? "demo",
  password: process.env.E2E_DEMO_PASSWORD ?? "demo1234",
};
const pick = (name, all) => (process.env[name] ? process.env[name].split(",") : all);
const THEMES = pick("SHOTS_THEMES", ["simple", "modern", "luxury"]);
const LAYOUTS = pick("SHOTS_LAYOUTS", ["classic", "modern", "minimal", "dashboard"]);
const SIZES = Object.fromEntries(
  Object.entries({ desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } })
    .filter(([size]) => pick("SHOTS_SIZES", ["desktop", "phone"]).includes(size)),
);
const OUT_DIR = fileURLToPath(new URL("../screenshots/looks/", import.meta.url));

/** Each view: who sees it, where, and what shows it has settled. */
const VIEWS = {
  login: {
    account: null,
    async open(page) {
      await page.goto(`${baseUrl}/login`);
      await page.getByLabel("아이디", { exact: true }).waitFor();
    },
  },
  slots: {
    account: demo,
    async open(page) {
      await page.goto(`${baseUrl}/slots`);
      await page.getByRole("heading", { name: "광고 슬롯 관리" }).waitFor();
      await page.locator('[data-testid^="slot-row-"], [data-testid^="slot-card-"]').first().waitFor();
    },
  },
  "rank-modal": {
    account: demo,
    async open(page) {
      await VIEWS.slots.open(page);
      await page.getByRole("button", { name: /^\d+위/ }).first().click();
      const dialog = page.getByRole("dialog", { name: "순위 이력" });
      await dialog.getByRole("table", { name: "일별 순위" }).waitFor();
      await page.waitForTimeout(400); // the chart's first drawing animates
    },
  },
  market: {
    account: demo,
    async open(page) {
      await VIEWS.slots.open(page);
      await page.getByRole("button", { name: /^\d+위/ }).nth(1).click();
      await page.getByRole("dialog", { name: "순위 이력" }).getByRole("link", { name: "시장 보기" }).click();
      await page.getByTestId("market-keyword").getByRole("table").first().waitFor();
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(400); // the charts' first drawing animates
    },
  },
  bell: {
    account: demo,
    async open(page) {
      await VIEWS.slots.open(page);
      await page.getByTestId("notification-bell").click();
      await page.getByRole("dialog", { name: "알림 센터" }).waitFor();
      await page.waitForLoadState("networkidle");
    },
  },
  "effect-dialog": {
    account: demo,
    async open(page) {
      await VIEWS.slots.open(page);
      const button = page.getByRole("button", { name: "효과 보고서" });
      // On a phone it stands under the page's 더보기.
      if (!(await button.isVisible())) await page.getByRole("button", { name: "더보기" }).first().click();
      await button.click();
      await page.getByRole("dialog", { name: "효과 보고서" }).waitFor();
    },
  },
  business: {
    account: developer,
    async open(page) {
      await VIEWS.admin.open(page);
      // From its heading down: the totals, the folded table, the charts.
      await page.getByRole("group", { name: "매출 추이 차트" }).waitFor();
      await page.getByRole("heading", { name: "매출 추이" }).evaluate((heading) => heading.scrollIntoView({ block: "start" }));
      await page.waitForTimeout(400); // the charts' first drawing animates
    },
  },
  admin: {
    account: developer,
    async open(page) {
      await page.goto(`${baseUrl}/admin`);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.waitForLoadState("networkidle");
    },
  },
  "admin-slots": {
    account: developer,
    async open(page) {
      await page.goto(`${baseUrl}/admin/slots`);
      await page.getByRole("heading", { name: "슬롯 승인" }).waitFor();
      await page.waitForLoadState("networkidle");
    },
  },
  "admin-users": {
    account: developer,
    async open(page) {
      await page.goto(`${baseUrl}/admin/users`);
      await page.locator('[data-testid^="user-row-"]').first().waitFor();
      await page.waitForLoadState("networkidle");
    },
  },
};
const VIEW_NAMES = pick("SHOTS_VIEWS", Object.keys(VIEWS));

/** One page per account and size, signed in once; the signed-out page has a context of its own. */
async function pagesFor(browser) {
  const pages = new Map();
  for (const [size, viewport] of Object.entries(SIZES)) {
    for (const account of [null, demo, developer]) {
      const page = await newPage(browser, viewport);
      if (account) {
        await signIn(page, account.login, account.password);
        await page.waitForURL(/\/(slots|admin)$/);
      }
      pages.set(`${size}:${account?.login ?? "-"}`, page);
    }
  }
  return pages;
}

/** A contact sheet: the combinations of one view and size side by side, labelled. */
async function contactSheet(browser, view, size, files) {
  const width = SIZES[size].width;
  const columns = LAYOUTS.length;
  const scale = size === "desktop" ? 0.5 : 0.8;
  const cells = files.map(({ label, path }) => {
    const data = readFileSync(path).toString("base64");
    return `<figure><figcaption>${label}</figcaption><img src="data:image/png;base64,${data}"></figure>`;
  });
  const html = `<!doctype html><meta charset="utf-8"><style>
    body { margin: 0; padding: 8px; background: #222; color: #eee; font: 14px sans-serif;
      display: grid; grid-template-columns: repeat(${columns}, ${Math.round(width * scale)}px); gap: 8px; }
    figure { margin: 0; } figcaption { padding: 2px 0 4px; }
    img { width: ${Math.round(width * scale)}px; display: block; border: 1px solid #555; }
  </style>${cells.join("")}`;
  const page = await browser.newPage({ viewport: { width: 800, height: 600 } });
  await page.setContent(html);
  await page.screenshot({ path: `${OUT_DIR}sheet-${view}-${size}.png`, fullPage: true });
  await page.close();
}

async function main() {
  const token = await apiLogin(developer.login, developer.password);
  const browser = await launch();
  const problems = [];
  const shots = new Map();
  try {
    const pages = await pagesFor(browser);
    for (const theme of THEMES) {
      for (const layout of LAYOUTS) {
        await setLook(token, theme, layout);
        for (const size of Object.keys(SIZES)) {
          for (const view of VIEW_NAMES) {
            const { account, open } = VIEWS[view];
            const page = pages.get(`${size}:${account?.login ?? "-"}`);
            const path = `${OUT_DIR}${view}/${size}/${theme}-${layout}.png`;
            mkdirSync(`${OUT_DIR}${view}/${size}`, { recursive: true });
            try {
              await open(page);
              await page.waitForFunction(
                ([t, l]) => document.documentElement.dataset.theme === t && document.documentElement.dataset.layout === l,
                [theme, layout],
              );
              await page.evaluate(() => document.fonts.ready);
              // A look just switched fades its colours in: wait for the transitions (not for
              // endless ones such as a spinner).
              await page.evaluate(() =>
                Promise.all(
                  document
                    .getAnimations()
                    .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
                    .map((a) => a.finished.catch(() => undefined)),
                ),
              );
              await page.screenshot({ path });
              const key = `${view}:${size}`;
              shots.set(key, [...(shots.get(key) ?? []), { label: `${theme} · ${layout}`, path }]);
            } catch (error) {
              problems.push(`${view} ${size} ${theme}/${layout}: ${error.message.split("\n")[0]}`);
            }
          }
        }
      }
    }
    for (const [key, files] of shots) {
      const [view, size] = key.split(":");
      await contactSheet(browser, view, size, files);
    }
  } finally {
    await setLook(token, "simple", "classic");
    await browser.close();
  }
  const count = [...shots.values()].reduce((sum, files) => sum + files.length, 0);
  writeFileSync(`${OUT_DIR}problems.txt`, problems.join("\n"));
  console.log(`${count} screenshots and ${shots.size} contact sheets in ${OUT_DIR}`);
  if (problems.length) {
    console.error(`${problems.length} view(s) could not be captured:\n${problems.join("\n")}`);
    process.exitCode = 1;
  }
}

await main();
