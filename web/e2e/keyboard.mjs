// The browser tests press what a keyboard user operates by keyboard alone (issue 27): `installKeyboardPresses`
// makes Playwright's `locator.click()`, `check()` and `uncheck()` focus the control, require that it really
// has focus and shows it (`:focus-visible` and a drawn ring), then press Enter (button, link, tab, menu item,
// summary, submit) or Space (checkbox, radio, switch). So every flow of the suite also proves the app
// works without a mouse. A click on anything else (a row, a chart, a backdrop) or with mouse options
// (position, force, modifiers...) throws: a gesture that needs a mouse by nature goes through
// `mouseClick(locator, why)` with a comment saying why, and is listed in the file's output.

/** The controls a keyboard user presses, and the key that presses them. */
const ENTER = "button, a[href], summary, input[type=submit], input[type=button], input[type=reset], input[type=image], "
  + "[role=button], [role=link], [role=tab], [role=menuitem], [role=option], [role=treeitem]";
const SPACE = "input[type=checkbox], input[type=radio], [role=checkbox], [role=radio], [role=switch], "
  + "[role=menuitemcheckbox], [role=menuitemradio]";
/** Composite widgets' items, reached by arrow keys when not in the Tab order (roving tabindex). */
const ROVING = "input[type=radio], [role=radio], [role=tab], [role=option], [role=menuitem], [role=menuitemradio], "
  + "[role=menuitemcheckbox], [role=treeitem]";

/** The mouse gestures made on purpose (`mouseClick`), "what (why)", for the file's report. */
export const mouseClicks = [];
/** Pages a mouse clicked in: Chromium then draws no ring for a scripted focus until a key is pressed. */
const clickedPages = new WeakSet();
let originalClick = null;

/**
 * Patches the Locator class of `page` (once per process): every locator's click, check and uncheck
 * become keyboard presses from then on.
 */
export function installKeyboardPresses(page) {
  if (originalClick) return;
  const proto = Object.getPrototypeOf(page.locator("html"));
  originalClick = proto.click;
  proto.click = async function click(options = {}) {
    const mouseOptions = Object.keys(options).filter((key) => key !== "timeout");
    if (mouseOptions.length) {
      throw new Error(`click(${JSON.stringify(options)}) on ${this}: mouse options; press by keyboard, or use mouseClick() and say why`);
    }
    await press(this, options, null);
  };
  proto.check = async function check(options = {}) {
    await press(this, options, true);
  };
  proto.uncheck = async function uncheck(options = {}) {
    await press(this, options, false);
  };
  proto.setChecked = async function setChecked(checked, options = {}) {
    await press(this, options, checked);
  };
  proto.dblclick = async function dblclick() {
    throw new Error(`dblclick on ${this}: a mouse gesture; use mouseClick(locator, why, { clickCount: 2 })`);
  };
  // page.click(selector) and its kin press the first match the same way.
  const pageProto = Object.getPrototypeOf(page);
  for (const action of ["click", "dblclick", "check", "uncheck"]) {
    pageProto[action] = function (selector, options) {
      return this.locator(selector).first()[action](options);
    };
  }
}

/** A real mouse click, for a gesture only a mouse makes (clicking outside a panel, on a chart point...): say why beside it. */
export async function mouseClick(locator, why, options = {}) {
  if (!originalClick) throw new Error("mouseClick before any page was opened");
  if (!why) throw new Error(`mouseClick(${locator}) needs the reason a mouse is needed`);
  mouseClicks.push(`${locator} (${why})`);
  clickedPages.add(locator.page());
  await originalClick.call(locator, options);
}

/**
 * Focuses the keyboard control `locator` stands for (the element itself, the control around it, or the
 * input of a label) once it is visible and enabled, checks the focus is on it and drawn, and presses
 * its key. `checked` (true/false) is check/uncheck: nothing when already so, and the state must follow.
 */
async function press(locator, options, checked) {
  // A control re-rendered between finding and focusing it is found again, as Playwright's own click retries.
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await pressOnce(locator, options, checked);
    } catch (error) {
      if (attempt >= 3 || !/not attached/i.test(error.message)) throw error;
    }
  }
}

async function pressOnce(locator, { timeout } = {}, checked) {
  await locator.waitFor({ state: "visible", timeout });
  const handle = await locator.elementHandle({ timeout });
  try {
    const target = await handle.evaluateHandle((element, selector) => {
      const control = element.closest(selector);
      if (control) return control;
      const label = element.closest("label");
      return label?.control ?? null;
    }, `${ENTER}, ${SPACE}`);
    const control = target.asElement();
    if (!control) throw new Error(`${locator} is not a keyboard control (a row, a chart, a backdrop?): make it one, or use mouseClick() and say why`);
    await control.waitForElementState("enabled", { timeout });
    const state = await focusOn(locator.page(), control, `${locator}`, true);
    if (checked !== null && state.checked === null) throw new Error(`${locator} is not a checkbox, radio or switch: ${state.name}`);
    if (checked !== null && state.checked === checked) return;
    await locator.page().keyboard.press(state.key);
    if (checked !== null) {
      const now = await control.evaluate((element) => element.checked ?? element.getAttribute("aria-checked") === "true");
      if (now !== checked) throw new Error(`keyboard: Space on ${locator} did not ${checked ? "check" : "uncheck"} it: ${state.name}`);
    }
  } finally {
    await handle.dispose();
  }
}

/**
 * Gives `locator` keyboard focus, as Tab or the arrow keys would, for a test that goes on with keys of its
 * own (a spreadsheet's editor): it must take focus, be in the Tab order and match :focus-visible, and
 * draw a ring unless `ring: false` (a widget drawing its focus elsewhere, checked by the caller).
 */
export async function keyboardFocus(locator, { ring = true } = {}) {
  const handle = await locator.elementHandle();
  try {
    await focusOn(locator.page(), handle, `${locator}`, ring);
  } finally {
    await handle.dispose();
  }
}

/** Focuses `element` (a handle on `page`) and throws unless the focus landed, is reachable by Tab and shows. */
async function focusOn(page, element, what, ring) {
  if (clickedPages.has(page)) {
    clickedPages.delete(page);
    await page.keyboard.press("Shift"); // back to keyboard use after a mouseClick
  }
  const state = await element.evaluate(async (node, selectors) => {
    node.focus();
    // A ring that fades in (a card's box-shadow transition) is judged once it has.
    const chain = [node, node.parentElement, node.parentElement?.parentElement, node.parentElement?.parentElement?.parentElement];
    const fading = chain.filter(Boolean).flatMap((box) => box.getAnimations()).filter((a) => a instanceof CSSTransition);
    await Promise.all(fading.map((transition) => transition.finished.catch(() => undefined)));
    const checkable = node.matches(selectors.space);
    const modals = [...document.querySelectorAll("[aria-modal='true']")];
    return {
      attached: node.isConnected,
      // Tab stays inside an open modal: what is behind it is out of reach (so is anything inert).
      reachable: !node.closest("[inert]") && (modals.length === 0 || modals.at(-1).contains(node)),
      focused: node === document.activeElement,
      inTabOrder: node.tabIndex >= 0 || node.matches(selectors.roving),
      visible: node.matches(":focus-visible"),
      ring: drawsRing(node),
      key: checkable ? " " : "Enter",
      checked: checkable ? (node.checked ?? node.getAttribute("aria-checked") === "true") : null,
      name: node.outerHTML.slice(0, 120),
    };
    // A ring on the element or on the box around it (a card with :has(:focus-visible) round an invisible
    // radio): a box that is transparent (opacity 0) or clipped away (visually hidden) shows none.
    function drawsRing(start) {
      for (let box = start, depth = 0; box instanceof Element && depth < 4; box = box.parentElement, depth += 1) {
        const style = getComputedStyle(box);
        const rect = box.getBoundingClientRect();
        if (style.opacity === "0" || style.clip.startsWith("rect(0") || rect.width <= 2 || rect.height <= 2) continue;
        const outline = style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0
          && !/transparent|rgba\(.*, 0\)$/.test(style.outlineColor);
        if (outline || /0px 0px 0px [1-9]/.test(style.boxShadow)) return true;
      }
      return false;
    }
  }, { space: SPACE, roving: ROVING });
  const problems = [
    state.reachable ? null : "is behind an open modal or inert",
    state.focused ? null : "cannot take keyboard focus",
    state.inTabOrder ? null : "is out of the Tab order (tabindex -1)",
    state.focused && !state.visible ? "does not match :focus-visible" : null,
    ring && state.focused && state.visible && !state.ring ? "draws no focus ring" : null,
  ].filter(Boolean);
  if (!state.attached) throw new Error(`${what}: element is not attached to the DOM any more`);
  if (problems.length) throw new Error(`keyboard: ${what} ${problems.join(", ")}: ${state.name}`);
  return state;
}
