import type { Page } from 'playwright-core';

/**
 * The visible text on a page that the pseudo-locale did not transform: every text node with a word in
 * it, outside `translate="no"` (the FLOW name, language names) and the caller's own data, that has
 * neither the pseudo-locale's brackets nor its accented letters. `within`: a CSS selector of the part of
 * the page to read (a page that shows other features' texts too), the whole page when absent.
 */
export async function untranslatedTexts(page: Page, allowed: readonly string[] = [], within?: string): Promise<string[]> {
  const texts = await page.evaluate((selector) => {
    const found: string[] = [];
    const root = selector ? document.querySelector(selector) : document.body;
    if (!root) return [`nothing matches ${selector}`];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
      const element = node.parentElement;
      if (!element || !/[A-Za-z]{2}/.test(text)) continue;
      if (element.closest('[translate="no"], script, style, noscript, [aria-hidden="true"], [hidden]')) continue;
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      found.push(text);
    }
    // aria-labels and placeholders are read and seen too.
    for (const element of root.querySelectorAll('[aria-label], [placeholder]')) {
      for (const attribute of ['aria-label', 'placeholder']) {
        const text = element.getAttribute(attribute)?.trim() ?? '';
        if (/[A-Za-z]{2}/.test(text) && !element.closest('[translate="no"]')) found.push(text);
      }
    }
    return found;
  }, within);
  // What is left once the pseudo-locale's runs (⟦…⟧) and the allowed data are taken out must have no word in it.
  const leftover = (text: string) => allowed.reduce((rest, data) => rest.split(data).join(' '), text.replace(/⟦[^⟧]*⟧/g, ' '));
  return [...new Set(texts.filter((text) => /[A-Za-z]{2}/.test(leftover(text))))];
}
