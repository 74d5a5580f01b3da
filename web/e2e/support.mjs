// Browser-test support: one Chromium per test file, a fresh context (own local storage) per test,
// and a small api client to arrange data through the real api. The stack is started by
// scripts/test.sh, which exports E2E_BASE_URL and the first developer's credentials.
// Every page opened in that browser presses by keyboard alone (keyboard.mjs): `click()`, `check()`
// and `uncheck()` focus the control, require a visible focus ring and press Enter or Space, and throw
// on anything that is not a keyboard control; a gesture only a mouse makes is `mouseClick(locator, why)`.
import { execFileSync } from "node:child_process";
import { after, before } from "node:test";
import { chromium } from "playwright-core";

import { installKeyboardPresses, mouseClicks } from "./keyboard.mjs";

export { keyboardFocus, mouseClick } from "./keyboard.mjs";

export const baseUrl = process.env.E2E_BASE_URL ?? "http://127.0.0.1:8080";
export const developer = {
  login: process.env.E2E_DEV_LOGIN ?? "admin",
  password: process.env.E2E_DEV_PASSWORD ?? "admin1234",
};
/** The demo advertiser `scheduler seed-demo` makes (scripts/test.sh runs it before the browser tests). */
export const demo = {
  login: process.env.E2E_DEMO_LOGIN ?? "demo",
  password: process.env.E2E_DEMO_PASSWORD ?? "demo1234",
};
export const PASSWORD = "pass1234";

let counter = 0;
/** A login id no other test uses (letters and digits only). */
export function uniqueId(prefix) {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/** Chromium, whose pages press by keyboard (every context's first page installs keyboard.mjs's presses). */
export async function launch() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
      "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options) => {
    const context = await newContext(options);
    const newPageOf = context.newPage.bind(context);
    context.newPage = async () => {
      const page = await newPageOf();
      installKeyboardPresses(page);
      return page;
    };
    return context;
  };
  return browser;
}

let fileBrowser = null;

/**
 * One Chromium for the test file: launched before its tests, then `setUp` runs (turning the slot
 * fields on, say); after them `tearDown` runs and the browser closes. `newPage()` opens in it.
 */
export function useBrowser({ setUp, tearDown } = {}) {
  before(async () => {
    fileBrowser = await launch();
    await setUp?.();
  });
  after(async () => {
    await tearDown?.();
    await fileBrowser?.close();
    if (mouseClicks.length) console.log(`mouse clicks (by design): ${mouseClicks.join("; ")}`);
  });
}

/** The ids of the announcements a file makes, deleted (as the developer) after its tests. */
export function announcementsMadeHere() {
  const made = [];
  after(async () => {
    const token = await apiLogin(developer.login, developer.password);
    for (const id of made) await api("DELETE", `/announcements/${id}`, { token }).catch(() => undefined);
  });
  return made;
}

/** The file's browser (`useBrowser`), for a context of its own. */
export function currentBrowser() {
  return fileBrowser;
}

/** A page of its own (a new context) at `viewport`, in Korean and Seoul time. */
export async function newPage(browser = fileBrowser, viewport = { width: 1280, height: 860 }) {
  const context = await browser.newContext({ viewport, locale: "ko-KR", timezoneId: "Asia/Seoul" });
  context.setDefaultTimeout(10_000);
  return context.newPage();
}

/** A page at `viewport` signed in as `login` through the login page, once it landed on `landing`. */
export async function signedInAt(viewport, login, password, landing) {
  const page = await newPage(fileBrowser, viewport);
  await signIn(page, login, password);
  await page.waitForURL(`**${landing}`);
  return page;
}

/** Sets the global theme and layout as a developer does on the settings screen. */
export async function setLook(token, theme, layout) {
  await api("PUT", "/settings", { token, body: { key: "globalTheme", value: theme, category: "theme" } });
  await api("PUT", "/settings", { token, body: { key: "globalLayout", value: layout, category: "theme" } });
}

/** Calls the api; returns the envelope's data or throws with its error. */
export async function api(method, path, { token, body } = {}) {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${method} ${path}: ${res.status} ${json.error}`);
  return json.data;
}

export async function apiLogin(login, password) {
  const data = await api("POST", "/auth/login", { body: { email: login, password } });
  return data.tokens.accessToken;
}

/** Creates an advertiser as the developer; returns { id, login }. */
export async function createUser(prefix = "adv", fullName = "광고주") {
  const token = await apiLogin(developer.login, developer.password);
  const login = uniqueId(prefix);
  const user = await api("POST", "/users", { token, body: { email: login, password: PASSWORD, fullName } });
  return { id: user.id, login, fullName };
}

/** Creates an operator (an advertiser promoted by the developer). */
export async function createOperator() {
  const user = await createUser("op", "운영자");
  const token = await apiLogin(developer.login, developer.password);
  await api("PUT", `/users/${user.id}`, { token, body: { role: "operator" } });
  return user;
}

/**
 * An operator whose password must be changed at the next sign-in, flagged straight in the database
 * (E2E_DATABASE_URL) the way a generated password flags the first developer.
 */
export async function flaggedOperator() {
  const operator = await createOperator();
  execFileSync("psql", [process.env.E2E_DATABASE_URL, "-qc", `UPDATE users SET must_change_password = TRUE WHERE id = ${operator.id}`]);
  return operator;
}

/** Signs in through the login page. */
export async function signIn(page, login, password) {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel("아이디", { exact: true }).fill(login);
  await page.getByLabel("비밀번호", { exact: true }).fill(password);
  await page.getByRole("button", { name: "로그인", exact: true }).click();
}

/**
 * A new page signed in as `login` through the login page, once the app has landed on `landing` (the
 * role's home, /slots or /admin), then at `path` when given.
 */
export async function signedInPage(login, password, landing, path) {
  const page = await newPage();
  await signIn(page, login, password);
  await page.waitForURL(`**${landing}`);
  if (path) await page.goto(`${baseUrl}${path}`);
  return page;
}

export function pathOf(page) {
  return new URL(page.url()).pathname;
}

/** A marketplace product URL with these ids. */
export function productUrl(product, item = product * 10, vendorItem = product * 100) {
  return `https://www.coupang.com/vp/products/${product}?itemId=${item}&vendorItemId=${vendorItem}`;
}

const simUrl = process.env.E2E_SIM_URL ?? "http://127.0.0.1:8090";

/** What the marketplace simulator ranks for `keyword` (its ground truth), best first: `rank` and the product's ids. */
export async function simulatorProducts(keyword, limit = 20) {
  const truth = await (await fetch(`${simUrl}/__truth/keyword?q=${encodeURIComponent(keyword)}&limit=${limit}`)).json();
  return Array.isArray(truth) ? truth : (truth.items ?? truth.data ?? []);
}

/** The marketplace URL of a product `simulatorProducts` listed. */
export function simulatorProductUrl(product) {
  return productUrl(product.productId, product.itemId, product.vendorItemId);
}

/** Turns on the three default slot fields (keyword, URL, MID) as a developer does in settings. */
export async function enableDefaultFields() {
  const token = await apiLogin(developer.login, developer.password);
  const fields = await api("GET", "/field-configs", { token });
  const enabled = fields.map((f) => (["keywords", "landingUrl", "mid"].includes(f.fieldKey) ? { ...f, isEnabled: true } : f));
  await api("PUT", "/admin/field-configs", { token, body: { fields: enabled } });
}

/** A pending slot made through the api by the advertiser `login`; returns its id. */
export async function createSlot(login, keyword, url) {
  const token = await apiLogin(login, PASSWORD);
  const slot = await api("POST", "/slots", { token, body: { keyword, url } });
  return slot.id;
}

/** Approves a slot as the developer. */
export async function approveSlot(id, price = 30000) {
  const token = await apiLogin(developer.login, developer.password);
  return api("POST", `/slots/${id}/approve`, { token, body: { approved: true, approvedPrice: price } });
}

/** Gives the advertiser `login` cash the way it happens for real: a charge request the developer approves. */
export async function fund(login, amount = 1_000_000) {
  const token = await apiLogin(login, PASSWORD);
  const charge = await api("POST", "/cash/charges", {
    token, body: { amount, depositAt: new Date().toISOString(), accountHolder: "입금자" },
  });
  const devToken = await apiLogin(developer.login, developer.password);
  await api("POST", `/admin/cash/charges/${charge.id}/approve`, { token: devToken });
}

/**
 * A funded advertiser's approved slot on the `index`th product the simulator ranks for `keyword`,
 * once the worker's crawl of it (queued by the approval) recorded a rank: { user, id, product, rank }.
 */
export async function crawledSlot(keyword, { index = 11, prefix = "crawled", fullName = "광고주" } = {}) {
  const product = (await simulatorProducts(keyword))[index];
  const user = await createUser(prefix, fullName);
  await fund(user.login);
  const id = await createSlot(user.login, keyword, simulatorProductUrl(product));
  await approveSlot(id);
  const token = await apiLogin(user.login, PASSWORD);
  let rank = null;
  for (let i = 0; i < 60 && rank === null; i += 1) {
    rank = (await api("GET", `/slots/${id}`, { token })).rank;
    if (rank === null) await new Promise((r) => setTimeout(r, 500));
  }
  return { user, id, product, rank };
}

/** `user` signed in on /slots, slot `id`'s rank history opened from its rank cell (which reads `rank`): { page, dialog }. */
export async function rankHistoryFromRow(user, id, rank) {
  const page = await signedInPage(user.login, PASSWORD, "/slots");
  await page.getByTestId(`slot-row-${id}`).getByRole("button", { name: new RegExp(`^${rank}위`) }).click();
  return { page, dialog: page.getByRole("dialog", { name: "순위 이력" }) };
}

/** Every setting grouped by tab, as the developer reads them (GET /api/settings). */
export async function readSettings() {
  const token = await apiLogin(developer.login, developer.password);
  return api("GET", "/settings", { token });
}

/** Saves `values` ({ key: value }) of one tab as the developer, all at once (PUT /api/settings/bulk). */
export async function saveSettings(category, values) {
  const token = await apiLogin(developer.login, developer.password);
  const settings = Object.entries(values).map(([key, value]) => ({ key, value, category }));
  return api("PUT", "/settings/bulk", { token, body: { settings } });
}

/** Puts back the given keys of `before` (a readSettings answer), for a test's `finally`. */
export async function restoreSettings(before, keys) {
  for (const category of ["business", "feature", "theme"]) {
    const values = Object.fromEntries(keys.filter((key) => key in before[category]).map((key) => [key, before[category][key]]));
    if (Object.keys(values).length) await saveSettings(category, values);
  }
}
