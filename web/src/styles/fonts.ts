/**
 * The three themes' typefaces, self-hosted (docs/architecture.md "Fonts"): each family is a set of
 * woff2 files split by unicode range, so a page downloads only the slices holding the syllables it
 * shows, with `font-display: swap` (text shows at once in the system font, then swaps). All are
 * under the SIL Open Font License and come from npm, so the build emits them as hashed assets that
 * the api serves with a year's caching.
 *
 * - simple: Pretendard, the variable font (one file a slice covers every weight);
 * - modern: Nanum Gothic, standing in for NanumSquare (not published under an open package);
 * - luxury: Nanum Gothic for text (for NanumBarunGothic, likewise), Nanum Myeongjo for headings.
 *
 * Only the weights the stylesheets ask for: Nanum Gothic in 400, 700 and 800 (a 500 or 600 in the CSS
 * takes the nearest), Nanum Myeongjo in 700 and 800 (headings, brand and figures are bold). `vite.config.ts` drops the woff fallbacks of
 * the @fontsource sheets (every browser we support reads woff2).
 *
 * Loaded by the signed-in layout as a chunk of its own, after it (the @font-face rules are ~45 KB
 * of unicode ranges that need not hold up the first screen), and not by /login: the sign-in page's
 * text would need about ten slices (150-400 KB) and its first visit has a 150 KB budget
 * (bench/first-load.sh), so /login shows Slot Login Sans, a ~13 KB cut of Pretendard holding just
 * its characters (login.css, tools/login-font/), and the faces come with the app. The modern and
 * luxury themes' /login still shows the system's Korean font.
 */
import "pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css";
import "@fontsource/nanum-gothic/400.css";
import "@fontsource/nanum-gothic/700.css";
import "@fontsource/nanum-gothic/800.css";
import "@fontsource/nanum-myeongjo/700.css";
import "@fontsource/nanum-myeongjo/800.css";
