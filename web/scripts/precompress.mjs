// Writes `<file>.br` and `<file>.gz` beside each text file of the build (default: dist/), once, at
// the best levels: the api sends them as they are to browsers that accept them (api/src/web_app.rs),
// so no request pays for compression. A variant not smaller than its source is not written.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map|wasm)$/;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

const root = process.argv[2] ?? "dist";
const totals = { plain: 0, br: 0, gz: 0, count: 0 };
for await (const path of files(root)) {
  const source = await readFile(path);
  const brotli = brotliCompressSync(source, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
    },
  });
  const gzip = gzipSync(source, { level: constants.Z_BEST_COMPRESSION });
  if (brotli.length < source.length) await writeFile(`${path}.br`, brotli);
  if (gzip.length < source.length) await writeFile(`${path}.gz`, gzip);
  totals.plain += source.length;
  totals.br += Math.min(brotli.length, source.length);
  totals.gz += Math.min(gzip.length, source.length);
  totals.count += 1;
}
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `precompressed ${totals.count} files in ${relative(process.cwd(), root) || "."}: ` +
    `${kb(totals.plain)} -> ${kb(totals.br)} brotli, ${kb(totals.gz)} gzip`,
);
