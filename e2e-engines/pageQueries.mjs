// @ts-check
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * What a journey looks for, as a diner would: an element by its role and accessible name, a
 * form field by its label, or an element by its own text; optionally inside another target.
 * Names and texts match in full (whitespace collapsed) unless given as a RegExp.
 *
 * @typedef {string | RegExp} Matcher
 * `hidden: true` finds elements hidden from assistive technology too (a menu on its way out).
 *
 * @typedef {(
 *   | { role: string; name?: Matcher; level?: number; hidden?: boolean; within?: Target }
 *   | { label: Matcher; within?: Target }
 *   | { text: Matcher; within?: Target }
 * )} Target
 */

/** A target as it crosses into the page: RegExps become `{ source, flags }`. */
export const serializeTarget = (/** @type {Target} */ target) =>
  JSON.parse(
    JSON.stringify(target, (_key, value) =>
      value instanceof RegExp ? { source: value.source, flags: value.flags } : value,
    ),
  );

/**
 * How a target reads in a failure message, e.g. `heading (level 3) in list "Restaurants"`.
 * @param {Target} target
 * @returns {string}
 */
export const describeTarget = (target) => {
  /** @param {Matcher | undefined} matcher */
  const quoted = (matcher) => (matcher instanceof RegExp ? String(matcher) : `"${matcher}"`);
  let text;
  if ('role' in target) {
    text = target.role;
    if (target.level !== undefined) text += ` (level ${target.level})`;
    if (target.hidden) text += ' (even hidden)';
    if (target.name !== undefined) text += ` ${quoted(target.name)}`;
  } else if ('label' in target) {
    text = `field labelled ${quoted(target.label)}`;
  } else {
    text = `text ${quoted(target.text)}`;
  }
  return target.within ? `${text} in ${describeTarget(target.within)}` : text;
};

/**
 * Runs in the page. Resolves targets with Testing Library's role, label and text queries, so
 * "a button named Continue" means the same thing in every engine (each driver's own
 * accessibility selectors differ, and some engines have none under automation).
 */
function installQueries() {
  /** @type {typeof import('@testing-library/dom')} */
  const dom = /** @type {any} */ (globalThis).TestingLibraryDom;
  /** @param {any} matcher */
  const toMatcher = (matcher) =>
    matcher && typeof matcher === 'object' ? new RegExp(matcher.source, matcher.flags) : matcher;
  /** @param {any} target @returns {HTMLElement[]} */
  const queryAll = (target) => {
    let root = document.body;
    if (target.within) {
      const containers = queryAll(target.within);
      if (containers.length !== 1) return [];
      root = /** @type {HTMLElement} */ (containers[0]);
    }
    if (target.role) {
      return dom.queryAllByRole(root, target.role, {
        name: toMatcher(target.name),
        level: target.level,
        hidden: target.hidden === true,
      });
    }
    if (target.label) return dom.queryAllByLabelText(root, toMatcher(target.label));
    return dom.queryAllByText(root, toMatcher(target.text));
  };
  /** @param {Element} element */
  const textOf = (element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  Object.assign(globalThis, { __engineQueries: { queryAll, textOf } });
}

const require = createRequire(import.meta.url);

/** Testing Library's browser build followed by the installer, to evaluate in the page. */
export const queriesSource = () =>
  `${readFileSync(require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'), 'utf8')}\n;(${installQueries.toString()})();`;
