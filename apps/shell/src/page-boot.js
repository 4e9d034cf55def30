// The only script a public page the server rendered runs before it is used (docs/adr/0041). The
// server's page is whole without the shell (links, the badge, the hours), so the shell's script
// (this element's data-main) starts with the first touch, key, wheel, pointer move or focus. It
// starts at once for a page the server did not render, for a visitor whose page differs from the
// server's (signed in, or alerts dismissed), and for a page with anything marked data-at-once: the
// boot script itself (the server's needsScriptAtOnce, or the dev loop) or an alert that ends.
//
// A tap on a button, or a choice in a list, that React has not taken over yet would be lost (React
// drops events on parts it has not hydrated): it is held and done again once React has that node
// (it marks such nodes with a `__reactProps$` key), or at the latest once the whole page is live
// (the server's mark on #root is gone: bootstrap.tsx).
//
// A plain script (ES2020, as the bundles) in a file of its own: the build copies it beside main.js
// and minifies it with the rest (webpack.config.js). The names below are @furnace/contracts' SERVER_RENDERED_ATTRIBUTE,
// STORED_USER_KEY and DISMISSED_ALERTS_KEY (page-boot.spec.ts keeps them equal).
((boot) => {
  const root = document.getElementById('root');
  // The last tap or choice held (a later one replaces it), until it is done.
  let held;

  const start = () => {
    if (boot.started) return;
    boot.started = document.head.appendChild(document.createElement('script'));
    boot.started.src = boot.getAttribute('data-main');
  };

  const live = (node) => {
    if (!root.hasAttribute('data-server-rendered')) return true;
    return Object.keys(node).some((key) => key.startsWith('__reactProps$'));
  };

  const doHeld = () => {
    const [control, value] = held;
    if (!live(control)) return void requestAnimationFrame(doHeld);
    held = undefined;
    if (control.tagName === 'BUTTON') return void control.click();
    control.value = value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  };

  const hold = (event) => {
    const control = event.target.closest(event.type === 'click' ? 'button' : 'select');
    if (!control || live(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const waiting = held;
    held = [control, control.value];
    start();
    if (!waiting) doHeld(); // one wait at a time: a second would do the tap twice
  };

  addEventListener('click', hold, true);
  addEventListener('change', hold, true);
  for (const type of ['pointerdown', 'touchstart', 'keydown', 'wheel', 'mousemove', 'focusin'])
    addEventListener(type, start, { capture: true, passive: true, once: true });
  if (live(root) || document.querySelector('[data-at-once]')) start();
  // The shell's code fetched ahead, but only once the page has loaded: nothing the page shows
  // waits for it (a prefetch in the head competed with the page's largest picture).
  addEventListener('load', () => {
    if (boot.started) return;
    const prefetch = document.head.appendChild(document.createElement('link'));
    prefetch.rel = 'prefetch';
    prefetch.href = boot.getAttribute('data-main');
  });
  try {
    if (localStorage.getItem('user') || sessionStorage.getItem('furnace:dismissed-alerts')) start();
  } catch {
    // Storage refused (private mode): nothing is stored there either.
  }
})(document.currentScript);
