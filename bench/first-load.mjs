// Drives headless Chromium to `<base>/login` twice in one browser profile (a first visit with an
// empty cache, then a repeat visit) and prints, per visit, every request that went over the network
// with the bytes it took on the wire (encoded body plus headers, from the DevTools protocol), as JSON.
// Used by bench/first-load.sh; playwright-core comes from web/node_modules.
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(fileURLToPath(new URL("../web/package.json", import.meta.url)));
const { chromium } = require("playwright-core");

const base = process.argv[2];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  headless: true,
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
    "--disable-component-update", "--disable-sync", "--no-first-run"],
});
const context = await browser.newContext();

/** One visit in a new tab of the shared context: what the network carried for it. */
async function visit() {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  const requests = new Map();
  const extra = new Map();
  cdp.on("Network.requestWillBeSent", ({ requestId, request, type }) => {
    requests.set(requestId, { url: request.url, type });
  });
  // the headers the network stack really sent and received (Accept-Encoding, a 304 the cache turns into 200)
  cdp.on("Network.requestWillBeSentExtraInfo", ({ requestId, headers }) => {
    const acceptEncoding = Object.entries(headers).find(([k]) => k.toLowerCase() === "accept-encoding")?.[1];
    extra.set(requestId, { ...extra.get(requestId), acceptEncoding });
  });
  cdp.on("Network.responseReceivedExtraInfo", ({ requestId, statusCode }) => {
    extra.set(requestId, { ...extra.get(requestId), wireStatus: statusCode });
  });
  cdp.on("Network.requestServedFromCache", ({ requestId }) => {
    const entry = requests.get(requestId);
    if (entry) entry.fromCache = true;
  });
  cdp.on("Network.responseReceived", ({ requestId, response }) => {
    const entry = requests.get(requestId);
    if (!entry) return;
    entry.status = response.status;
    entry.fromCache ||= response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker;
    const headers = Object.fromEntries(Object.entries(response.headers).map(([k, v]) => [k.toLowerCase(), v]));
    entry.contentEncoding = headers["content-encoding"] ?? "";
    entry.cacheControl = headers["cache-control"] ?? "";
  });
  cdp.on("Network.loadingFinished", ({ requestId, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) entry.bytes = encodedDataLength;
  });
  await page.goto(`${base}/login`, { waitUntil: "networkidle" });
  await page.waitForSelector('input[type="password"]');
  await page.waitForLoadState("networkidle");
  await page.close();
  return [...requests.entries()]
    .filter(([, r]) => r.url.startsWith("http") && r.bytes !== undefined)
    .map(([id, r]) => {
      const wire = extra.get(id) ?? {};
      return {
        ...r,
        acceptEncoding: wire.acceptEncoding,
        status: wire.wireStatus ?? r.status,
        url: r.url.slice(base.length),
        network: !r.fromCache && r.bytes > 0,
      };
    });
}

const first = await visit();
const repeat = await visit();
await browser.close();
console.log(JSON.stringify({ first, repeat }));
