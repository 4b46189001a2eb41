/**
 * Keyboard use: the skip link, every control reachable with Tab and visibly focused, focus kept
 * inside the demo modal in each state, zoomed images opened and closed from the keyboard.
 */
import { expect, test, type Page } from '@playwright/test';

import { worstContrast, type Layer } from '../color';
import { openMobileMenu, settle } from './accessibility';
import { currentTheme, rememberTheme, waitForHydration } from './helpers';

const DOC_PAGE = '/docs/services/api-management/keys/add-key';

test.describe('skip link', () => {
  // (The search page is left out: its query box takes focus on load, as it should.)
  for (const route of ['/', DOC_PAGE, '/docs/tags']) {
    test(`${route}: the first Tab stop, visible, and it moves focus to the main content`, async ({
      page,
    }) => {
      await page.goto(route);
      await waitForHydration(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Перейти к основному содержимому' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      const box = await skip.boundingBox();
      expect(box!.width * box!.height).toBeGreaterThan(100);
      // Docusaurus focuses <main> for a moment, which moves the starting point of sequential
      // navigation there: the next Tab lands inside the content, past the navbar and sidebar.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    });
  }
});

interface FocusStop {
  /** Index given to the element the first time it is reached (data-tab-stop). */
  index: number;
  description: string;
  visible: boolean;
  focusVisible: boolean;
  outlineWidth: number;
  outlineColor: string;
  /** Background layers behind the outline: from the element's parent outwards. */
  behind: Layer[];
  /** Where the ring is cut: by the screen edge or by an ancestor that clips (overflow). */
  clippedBy: string[];
  /** What covers the middle of the element, if something else does (a sticky bar). */
  coveredBy: string | null;
}

/**
 * Is the focused element's ring whole and in sight? Runs in the page (page.evaluate), so it
 * refers to nothing outside itself. The ring's outer edge is the box grown by outline-offset and
 * outline-width; it is cut by the screen edge or by any ancestor that clips (overflow), up to
 * <body>, whose overflow belongs to the screen. Covered: the element's middle is another element
 * (a sticky bar over it; WCAG 2.4.11, focus not obscured).
 */
function ringCutsOfFocused(): Pick<FocusStop, 'clippedBy' | 'coveredBy'> {
  const element = document.activeElement as HTMLElement;
  const style = getComputedStyle(element);
  const rect = element.getBoundingClientRect();
  const grow =
    style.outlineStyle === 'none'
      ? 0
      : parseFloat(style.outlineOffset) + parseFloat(style.outlineWidth);
  const ring = {
    left: rect.left - grow,
    right: rect.right + grow,
    top: rect.top - grow,
    bottom: rect.bottom + grow,
  };
  // Half a pixel for subpixel layout.
  const cut = (inner: number, outer: number) => outer - inner > 0.5;
  const describe = (node: Element) =>
    `<${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? ` class="${node.className}"` : ''}>`;
  const clippedBy: string[] = [];
  if (cut(ring.left, 0) || cut(window.innerWidth, ring.right)) clippedBy.push('screen edge');
  for (
    let node = element.parentElement;
    node && node !== document.body;
    node = node.parentElement
  ) {
    const s = getComputedStyle(node);
    const clipsX = s.overflowX !== 'visible';
    const clipsY = s.overflowY !== 'visible';
    if (!clipsX && !clipsY) continue;
    // What an overflow clips to: the box inside its borders, less a scrollbar that shows (a
    // gutter kept for one, scrollbar-gutter: stable, does not cut what is drawn into it).
    const box = node.getBoundingClientRect();
    const left = box.left + node.clientLeft;
    const top = box.top + node.clientTop;
    const scrollsY = node.scrollHeight > node.clientHeight && clipsY && s.overflowY !== 'hidden';
    const scrollsX = node.scrollWidth > node.clientWidth && clipsX && s.overflowX !== 'hidden';
    const right = scrollsY ? left + node.clientWidth : box.right - parseFloat(s.borderRightWidth);
    const bottom = scrollsX
      ? top + node.clientHeight
      : box.bottom - parseFloat(s.borderBottomWidth);
    if (
      (clipsX && (cut(ring.left, left) || cut(right, ring.right))) ||
      (clipsY && (cut(ring.top, top) || cut(bottom, ring.bottom)))
    )
      clippedBy.push(describe(node));
  }
  const hit = document.elementFromPoint((rect.left + rect.right) / 2, (rect.top + rect.bottom) / 2);
  const coveredBy =
    hit && hit !== element && !element.contains(hit) && !hit.contains(element)
      ? describe(hit)
      : null;
  return { clippedBy, coveredBy };
}

/** Marks every element a keyboard user should reach: visible, enabled, not taken out of the order. */
async function markTabbable(page: Page): Promise<number> {
  return page.evaluate(() => {
    const selector = [
      'a[href]',
      'button',
      'input',
      'select',
      'textarea',
      'summary',
      '[tabindex]',
      '[contenteditable="true"]',
    ].join(',');
    let count = 0;
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const disabled = (element as HTMLButtonElement).disabled === true;
      const visible = element.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true });
      if (disabled || !visible || element.tabIndex < 0 || element.closest('[inert]')) continue;
      element.dataset.tabbable = String(count);
      count += 1;
    }
    return count;
  });
}

/** Presses Tab until focus comes back round, recording each stop. */
async function tabThrough(page: Page, limit = 400): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  let leftPage = false;
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    // The search plugin wraps its input in the autocomplete on first focus, which blurs it for
    // a moment before it focuses it again; past the last control focus leaves the page.
    await page
      .waitForFunction(() => document.activeElement !== document.body, null, { timeout: 1000 })
      .catch(() => undefined);
    // Some controls fade in on focus (heading anchors, code block buttons).
    await settle(page);
    const stop = await page.evaluate((index) => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      if (element.dataset.tabStop) return 'again';
      element.dataset.tabStop = String(index);
      const style = getComputedStyle(element);
      const behind: { color: string; image: string }[] = [];
      for (let node = element.parentElement; node; node = node.parentElement) {
        const s = getComputedStyle(node);
        behind.push({ color: s.backgroundColor, image: s.backgroundImage });
      }
      const rect = element.getBoundingClientRect();
      const label =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
      return {
        index,
        description: `<${element.tagName.toLowerCase()}> ${label}`,
        visible:
          element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
          rect.width > 0 &&
          rect.height > 0 &&
          rect.bottom > 0 &&
          rect.top < window.innerHeight,
        focusVisible: element.matches(':focus-visible'),
        outlineWidth: style.outlineStyle === 'none' ? 0 : parseFloat(style.outlineWidth),
        outlineColor: style.outlineColor,
        behind,
      };
    }, i);
    if (stop === 'again') break;
    // Past the last control focus leaves the page; the next Tab comes round to the first (in an
    // open phone menu, the first of the menu, which is where the order starts).
    if (stop === null) {
      if (leftPage) break;
      leftPage = true;
      continue;
    }
    leftPage = false;
    stops.push({ ...stop, ...(await page.evaluate(ringCutsOfFocused)) });
  }
  return stops;
}

/**
 * Every stop shows a focus ring of at least 2 px that stands out 3:1 from what is behind it,
 * whole (not cut by the screen edge or a clipping box) and not covered by a sticky bar.
 */
function expectVisibleFocus(stops: FocusStop[]): void {
  const problems = stops.flatMap((stop) => {
    const found: string[] = [];
    if (!stop.visible) found.push('not visible on screen');
    if (!stop.focusVisible) found.push('no :focus-visible');
    if (stop.clippedBy.length > 0) found.push(`ring cut by ${stop.clippedBy.join(', ')}`);
    if (stop.coveredBy) found.push(`covered by ${stop.coveredBy}`);
    if (stop.outlineWidth < 2) found.push(`outline ${stop.outlineWidth}px`);
    else {
      const contrast = worstContrast(stop.outlineColor, stop.behind);
      if (contrast < 3) found.push(`outline contrast ${contrast.toFixed(2)}:1`);
    }
    return found.length > 0 ? [`${stop.description}: ${found.join(', ')}`] : [];
  });
  expect(problems).toEqual([]);
}

async function unreached(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('[data-tabbable]:not([data-tab-stop])')).map(
      (element) =>
        `<${element.tagName.toLowerCase()} class="${element.className}"> ${
          element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40)
        }`,
    ),
  );
}

test.describe('Tab reaches every control, each visibly focused', () => {
  // /docs/configurations: tall code blocks, whose buttons once scrolled in under the navbar.
  for (const route of ['/', DOC_PAGE, '/docs/introduction', '/docs/configurations']) {
    for (const theme of ['light', 'dark'] as const) {
      test(`${route}, ${theme}`, async ({ page }) => {
        // The remembered theme, so that Tab starts from the top of a freshly loaded page.
        await rememberTheme(page, theme);
        await page.goto(route);
        await waitForHydration(page);
        expect(await currentTheme(page)).toBe(theme);
        // Images become zoomable (and focusable) a second after the route update.
        if (route === '/docs/introduction') {
          await expect(page.locator('.markdown img[tabindex="0"]').first()).toBeAttached();
        }
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        const tabbable = await markTabbable(page);
        const stops = await tabThrough(page);
        expect(stops.length).toBeGreaterThanOrEqual(Math.min(tabbable, 20));
        expect(await unreached(page)).toEqual([]);
        expectVisibleFocus(stops);
      });
    }
  }

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test(`${DOC_PAGE} and its side menu`, async ({ page }) => {
      await page.goto(DOC_PAGE);
      await waitForHydration(page);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await markTabbable(page);
      expectVisibleFocus(await tabThrough(page));
      expect(await unreached(page)).toEqual([]);

      // The side menu, opened from the keyboard.
      await page.locator('button.navbar__toggle').focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      await page.evaluate(() =>
        document.querySelectorAll('[data-tab-stop], [data-tabbable]').forEach((element) => {
          element.removeAttribute('data-tab-stop');
          element.removeAttribute('data-tabbable');
        }),
      );
      // (The panel not shown is inert: out of the order.)
      const menuItems = await page
        .locator('.navbar-sidebar :is(a[href], button):visible:not([inert] *)')
        .count();
      const stops = await tabThrough(page);
      expectVisibleFocus(stops);
      expect(stops.length).toBeGreaterThanOrEqual(menuItems);
    });

    test('the side menu holds focus as a dialog: focus in, Tab stays in, Escape gives it back', async ({
      page,
    }) => {
      await page.goto(DOC_PAGE);
      await waitForHydration(page);
      const toggle = page.locator('button.navbar__toggle');
      const menu = page.locator('.navbar-sidebar');
      await toggle.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Закрыть панель навигации' })).toBeFocused();
      // Forwards and back, past both ends of the menu: focus never lands behind it.
      const inMenu = () =>
        page.evaluate(() => !!document.activeElement?.closest('.navbar-sidebar'));
      for (const key of ['Shift+Tab', 'Tab']) {
        for (let i = 0; i < 40; i += 1) {
          await page.keyboard.press(key);
          // Past the last control focus may leave the document for the browser's own controls.
          const outside = await page.evaluate(
            () => document.activeElement === document.body || !document.hasFocus(),
          );
          if (!outside) expect(await inMenu(), `${key} ×${i + 1}`).toBe(true);
        }
      }
      // The page behind is out of reach for assistive technology too, the backdrop is not.
      expect(await page.locator('main').evaluate((main) => !!main.closest('[inert]'))).toBe(true);
      expect(
        await page
          .locator('.navbar-sidebar__backdrop')
          .evaluate((backdrop) => !!backdrop.closest('[inert]')),
      ).toBe(false);
      await page.keyboard.press('Escape');
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
      await expect(toggle).toBeFocused();
      expect(await page.locator('main').evaluate((main) => !!main.closest('[inert]'))).toBe(false);

      // Closed by a tap on the dimmed page: the page comes back to life too.
      await toggle.click();
      await expect(menu).toBeVisible();
      await page.mouse.click(380, 600);
      await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
      expect(await page.locator('main').evaluate((main) => !!main.closest('[inert]'))).toBe(false);
    });
  });
});

const VALID = { name: 'Анна Смирнова', email: 'anna@example.ru' };

/** Focus is inside the open dialog and visibly so. */
async function expectFocusInDialog(page: Page): Promise<void> {
  const where = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      inDialog: !!element?.closest('dialog[open]'),
      element: element?.outerHTML.slice(0, 80),
    };
  });
  expect(where.inDialog, `focus on ${where.element}`).toBe(true);
}

async function cycleFocus(page: Page, presses = 14): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      await expectFocusInDialog(page);
      expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(
        true,
      );
      // The whole ring shows and nothing covers it: on a short screen the form scrolls in its
      // own box, and a field scrolled in only as far as its border had the foot of its ring cut.
      expect(await page.evaluate(ringCutsOfFocused), `after ${key} ×${i + 1}`).toEqual({
        clippedBy: [],
        coveredBy: null,
      });
    }
  }
}

async function openModalFromKeyboard(page: Page) {
  await page.goto('/docs/introduction');
  await waitForHydration(page);
  const trigger = page.locator('nav.navbar').getByRole('button', { name: 'Записаться на демо' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Записаться на демо' });
  await expect(dialog).toBeVisible();
  await expectFocusInDialog(page);
  return { dialog, trigger };
}

async function typeAndSend(page: Page, scenario: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Имя').focus();
  await page.keyboard.type(VALID.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(`ООО «Клавиатура» scenario=${scenario}`);
  await page.keyboard.press('Tab');
  await page.keyboard.type(VALID.email);
  await page.keyboard.press('Enter');
}

test.describe('the demo modal keeps focus', () => {
  test('in the form, with validation errors, and after Escape it goes back to the button', async ({
    page,
  }) => {
    const { dialog, trigger } = await openModalFromKeyboard(page);
    await cycleFocus(page);
    // Validation errors move focus to the first invalid field, inside the dialog.
    await dialog.getByRole('button', { name: 'Отправить заявку' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByLabel('Имя')).toBeFocused();
    await cycleFocus(page, 6);
    // A backdrop click that is not confirmed leaves focus in the dialog.
    page.once('dialog', (question) => void question.dismiss());
    await page.mouse.click(5, 400);
    await expect(dialog).toBeVisible();
    await expectFocusInDialog(page);
    page.once('dialog', (question) => void question.accept());
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  for (const [state, scenario, heading] of [
    ['error', '500', /Не смогли отправить заявку/],
    ['success', 'ok', /Заявка отправлена/],
  ] as const) {
    test(`in the ${state} state, and its close button gives focus back`, async ({ page }) => {
      const { dialog, trigger } = await openModalFromKeyboard(page);
      await typeAndSend(page, scenario);
      const title = dialog.getByRole('heading', { name: heading });
      await expect(title).toBeVisible();
      await expect(title).toBeFocused();
      await cycleFocus(page, 6);
      await dialog.getByRole('button', { name: 'Закрыть' }).last().focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(trigger).toBeFocused();
    });
  }

  test('the answer takes focus in the same task that shows it: a key pressed then stays in', async ({
    page,
  }) => {
    const { dialog } = await openModalFromKeyboard(page);
    // A MutationObserver's callback runs right after the DOM change, before any later task (a
    // key press among them): what has focus then is where that key would go.
    await page.evaluate(() => {
      const modal = document.querySelector('dialog');
      const observer = new MutationObserver(() => {
        const heading = modal?.querySelector('h3[tabindex="-1"]');
        if (!heading) return;
        observer.disconnect();
        (window as unknown as { focusAtAnswer: string }).focusAtAnswer =
          document.activeElement === heading ? 'heading' : (document.activeElement?.tagName ?? '');
      });
      if (modal) observer.observe(modal, { childList: true, subtree: true });
    });
    await typeAndSend(page, 'slow');
    await expect(dialog.getByRole('heading', { name: /Заявка отправлена/ })).toBeFocused();
    expect(
      await page.evaluate(() => (window as unknown as { focusAtAnswer?: string }).focusAtAnswer),
    ).toBe('heading');
  });

  test('while submitting', async ({ page }) => {
    const { dialog } = await openModalFromKeyboard(page);
    await typeAndSend(page, 'slow');
    await expect(dialog.getByRole('button', { name: 'Отправляем' })).toBeDisabled();
    await cycleFocus(page, 4);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });
    test('opened from the side menu, focus stays in and comes back to the navbar demo button', async ({
      page,
    }) => {
      await page.goto('/');
      await waitForHydration(page);
      const menu = await openMobileMenu(page);
      await menu.locator('[data-demo-trigger="mobile"]').focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Записаться на демо' });
      await expect(dialog).toBeVisible();
      await cycleFocus(page, 8);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // The menu closed with the click, so its button is gone: focus goes to the same action in
      // the navbar (the demo button stays there at every width), never to <body>.
      await expect(page.locator('[data-demo-trigger="navbar"]')).toBeFocused();
    });
  });
});

test.describe('zoomable images', () => {
  test('open with Enter or Space, focus on the zoomed image, Escape or Enter closes, focus back', async ({
    page,
  }) => {
    await page.goto('/docs/introduction');
    await waitForHydration(page);
    const image = page.locator('.markdown img').first();
    await expect(image).toHaveAttribute('role', 'button', { timeout: 5000 });
    await expect(image).toHaveAccessibleName(/^Увеличить изображение: .{10,}/);
    const overlay = page.locator('.medium-zoom-overlay');
    const zoomed = page.locator('.medium-zoom-image--opened');

    // medium-zoom ignores a close until its opening animation has ended, and then announces
    // 'medium-zoom:opened'. The key that closes is pressed once, after that: pressed again while
    // a slow close was still animating, it reached the image and opened it again.
    const armOpened = () =>
      image.evaluate((element) => {
        (window as unknown as { zoomOpened?: Promise<void> }).zoomOpened = new Promise((resolve) =>
          element.addEventListener('medium-zoom:opened', () => resolve(), { once: true }),
        );
      });
    const opened = () =>
      page.evaluate(() => (window as unknown as { zoomOpened?: Promise<void> }).zoomOpened);

    await image.focus();
    await armOpened();
    await page.keyboard.press('Enter');
    await expect(overlay).toBeVisible();
    await expect(zoomed).toBeFocused();
    await expect(zoomed).toHaveAccessibleName('Закрыть увеличенное изображение');
    await opened();
    await page.keyboard.press('Escape');
    await expect(overlay).toHaveCount(0);
    await expect(image).toBeFocused();

    await armOpened();
    await page.keyboard.press('Space');
    await expect(zoomed).toBeFocused();
    await opened();
    await page.keyboard.press('Enter');
    await expect(overlay).toHaveCount(0);
    await expect(image).toBeFocused();
  });
});
