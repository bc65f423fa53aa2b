// @ts-check
import puppeteer from 'puppeteer-core';
import { chromiumArgs, chromiumPath } from '../../scripts/lib/chromium.mjs';

/** @typedef {import('../driver.mjs').Session} Session */
/** @typedef {import('../driver.mjs').Engine} Engine */
/** @typedef {import('puppeteer-core').ElementHandle<Element>} Handle */

export const firefoxPath = () => process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';

export const VIEWPORT = { width: 1280, height: 900 };

/** @param {unknown} element */
const handle = (element) => /** @type {Handle} */ (element);

/** @param {import('puppeteer-core').Page} page @param {import('puppeteer-core').BrowserContext} context @returns {Session} */
const sessionOf = (page, context) => ({
  goto: async (url) => {
    await page.goto(url, { waitUntil: 'load' });
  },
  evaluate: (fn, ...args) => page.evaluate(fn, ...args),
  evaluateSource: async (source) => {
    await page.evaluate(source);
  },
  evaluateElement: async (fn, ...args) => {
    const result = await page.evaluateHandle(fn, ...args);
    const element = result.asElement();
    if (!element) await result.dispose();
    return element;
  },
  evaluateOn: (element, fn, ...args) => handle(element).evaluate(fn, ...args),
  click: (element) => handle(element).click(),
  type: (element, text) => handle(element).type(text),
  selectOption: async (element, label) => {
    const value = await handle(element).evaluate(
      (select, text) =>
        Array.from(/** @type {HTMLSelectElement} */ (select).options).find((option) => option.text === text)
          ?.value,
      label,
    );
    if (value === undefined) throw new Error(`no option "${label}"`);
    await handle(element).select(value);
  },
  press: (key) => page.keyboard.press(key),
  setOffline: async (offline) => {
    await page.setOfflineMode(offline);
    return true;
  },
  screenshot: async (file) => {
    await page.screenshot({ path: /** @type {`${string}.png`} */ (file) });
  },
  close: () => context.close(),
});

/**
 * Chromium over the DevTools protocol, or Firefox over WebDriver BiDi: the system browsers,
 * headless, each journey in its own browser context (its own storage and service workers).
 *
 * @param {'chromium' | 'firefox'} name
 * @returns {Promise<Engine>}
 */
export const launchPuppeteer = async (name) => {
  const browser = await puppeteer.launch(
    name === 'chromium'
      ? { browser: 'chrome', executablePath: chromiumPath(), args: chromiumArgs, headless: true }
      : { browser: 'firefox', executablePath: firefoxPath(), headless: true },
  );
  return {
    name,
    version: await browser.version(),
    newSession: async () => {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(VIEWPORT);
      return sessionOf(page, context);
    },
    close: () => browser.close(),
  };
};
