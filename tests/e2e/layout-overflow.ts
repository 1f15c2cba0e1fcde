import type { Page } from '@playwright/test';

/**
 * What sticks out sideways on the page: the document scrolling horizontally, and every visible element
 * whose box reaches past the left or right edge of the viewport. Content inside a box that scrolls
 * sideways itself (overflow-x auto or scroll) is left out, since it can be reached by scrolling there,
 * and so is text truncated with an ellipsis; content cut off by a plain `overflow: hidden` is not,
 * since nothing tells the reader it is there.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const problems: string[] = [];
    if (root.scrollWidth > width) problems.push(`the page scrolls sideways: ${root.scrollWidth}px wide in ${width}px`);

    const scrollsSideways = (el: Element) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX);
    /** Text cut short on purpose, with an ellipsis (the truncate utility), inside a box that fits. */
    const truncates = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      return style.textOverflow === 'ellipsis' && style.overflowX !== 'visible' && box.left >= -0.5 && box.right <= width + 0.5;
    };
    const insideScroller = (el: Element) => {
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) if (scrollsSideways(p) || truncates(p)) return true;
      return false;
    };
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ?? el.getAttribute('data-slot') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const cls = typeof el.className === 'string' ? el.className.split(/\s+/).slice(0, 4).join('.') : '';
      return `<${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${name}"`;
    };

    for (const el of document.body.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.left >= -0.5 && box.right <= width + 0.5) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'contents' || Number(style.opacity) === 0) continue;
      // Text for screen readers only (the sr-only utility) is clipped to nothing.
      if (style.clip === 'rect(0px, 0px, 0px, 0px)' || style.clipPath === 'inset(50%)') continue;
      if (insideScroller(el)) continue;
      // Report the outermost offender only: its children stick out because it does.
      const parent = el.parentElement?.getBoundingClientRect();
      if (parent && (parent.left < -0.5 || parent.right > width + 0.5) && !scrollsSideways(el.parentElement as Element)) continue;
      problems.push(`${describe(el)} spans ${Math.round(box.left)}–${Math.round(box.right)}px`);
    }
    return problems;
  });
}
