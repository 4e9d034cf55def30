import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DISMISSED_ALERTS_KEY,
  SERVER_RENDERED_ATTRIBUTE,
  STORED_USER_KEY,
} from '@furnace/contracts';

const SOURCE = readFileSync(join(__dirname, 'page-boot.js'), 'utf8');
const MAIN = '/main.js?v1';

/** A server-rendered page with a button and a list, then page-boot.js run as its script. */
function loadPage({ atOnce = false, served = true, notice = '' } = {}) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root" ${served ? SERVER_RENDERED_ATTRIBUTE : ''}>
    <button id="menu">Open menu</button>
    <select id="category"><option>all</option><option>tours</option></select>${notice}</div>`;
  const boot = document.createElement('script');
  boot.setAttribute('data-main', MAIN);
  if (atOnce) boot.setAttribute('data-at-once', '');
  document.head.appendChild(boot);
  Object.defineProperty(document, 'currentScript', { value: boot, configurable: true });
  new Function(SOURCE)();
}

// The listeners each page load adds to the one jsdom window, taken off after each test.
const added: Parameters<typeof window.addEventListener>[] = [];
const addEventListener = window.addEventListener.bind(window);
jest.spyOn(window, 'addEventListener').mockImplementation((...args) => {
  added.push(args);
  addEventListener(...args);
});
const unload = () =>
  added
    .splice(0)
    .forEach(([type, listener, options]) => window.removeEventListener(type, listener, options));
afterEach(unload);

const started = () =>
  [...document.head.querySelectorAll('script')].filter((s) => s.getAttribute('src') === MAIN)
    .length;

/** What React does when it hydrates a node: marks it with its props. */
const hydrate = (element: Element) =>
  Object.assign(element, { ['__reactProps$test']: {} }) as Element;

let frames: FrameRequestCallback[] = [];
beforeEach(() => {
  frames = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  localStorage.clear();
  sessionStorage.clear();
});
const nextFrame = () => frames.splice(0).forEach((callback) => callback(0));

describe('page-boot.js', () => {
  it("uses the contracts' names", () => {
    expect(SOURCE).toContain(`'${SERVER_RENDERED_ATTRIBUTE}'`);
    expect(SOURCE).toContain(`getItem('${STORED_USER_KEY}')`);
    expect(SOURCE).toContain(`getItem('${DISMISSED_ALERTS_KEY}')`);
  });

  it("runs nothing more while the page is only read; the first key press starts the shell's script, once", () => {
    loadPage();
    expect(started()).toBe(0);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' }));
    window.dispatchEvent(new Event('pointerdown'));
    expect(started()).toBe(1);
  });

  it('starts at once for a page that needs it, one the server did not render, and a signed-in visitor', () => {
    loadPage({ atOnce: true });
    expect(started()).toBe(1);
    unload();
    // SiteAlerts marks a notice that ends by itself (it needs the live page's timer).
    loadPage({ notice: '<section aria-label="Notices" data-at-once></section>' });
    expect(started()).toBe(1);
    unload();
    loadPage({ served: false });
    expect(started()).toBe(1);
    localStorage.setItem(STORED_USER_KEY, '{"username":"ada"}');
    loadPage();
    expect(started()).toBe(1);
  });

  it("fetches the shell's code ahead once the page has loaded, unless it has started", () => {
    loadPage();
    const prefetched = () => document.head.querySelectorAll(`link[rel=prefetch][href="${MAIN}"]`);
    expect(prefetched()).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(prefetched()).toHaveLength(1);
    expect(started()).toBe(0);
    unload();
    loadPage({ atOnce: true });
    window.dispatchEvent(new Event('load'));
    expect(prefetched()).toHaveLength(0);
  });

  it('holds a tap on a button React has not taken over, and does it once React has', () => {
    loadPage();
    const menu = document.getElementById('menu') as HTMLButtonElement;
    const taps = jest.fn();
    document.getElementById('root')?.addEventListener('click', taps);
    menu.click();
    expect(taps).not.toHaveBeenCalled();
    expect(started()).toBe(1);
    nextFrame();
    expect(taps).not.toHaveBeenCalled(); // still not React's
    hydrate(menu);
    nextFrame();
    expect(taps).toHaveBeenCalledTimes(1);
    // A live button's taps go straight through.
    menu.click();
    expect(taps).toHaveBeenCalledTimes(2);
  });

  it('holds the last of several taps made before React has the button, and does it once', () => {
    loadPage();
    const menu = document.getElementById('menu') as HTMLButtonElement;
    const taps = jest.fn();
    document.getElementById('root')?.addEventListener('click', taps);
    menu.click();
    menu.click();
    nextFrame();
    hydrate(menu);
    nextFrame();
    nextFrame();
    expect(taps).toHaveBeenCalledTimes(1);
  });

  it('holds a choice in a list and makes it again once the page is live', () => {
    loadPage();
    const root = document.getElementById('root') as HTMLElement;
    const list = document.getElementById('category') as HTMLSelectElement;
    const changes: string[] = [];
    root.addEventListener('change', (event) =>
      changes.push((event.target as HTMLSelectElement).value),
    );
    list.value = 'tours';
    list.dispatchEvent(new Event('change', { bubbles: true }));
    expect(changes).toEqual([]);
    list.value = 'all'; // hydration puts React's value back
    root.removeAttribute(SERVER_RENDERED_ATTRIBUTE);
    nextFrame();
    expect(list.value).toBe('tours');
    expect(changes).toEqual(['tours']);
  });
});
