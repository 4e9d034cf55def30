// The only script a server-rendered page runs before it is used (ADR 41): main.js (data-main)
// starts at the first touch, key, wheel, pointer move or focus, or at once for a page the server
// did not render, a signed-in visitor or dismissed alerts, or anything marked data-at-once.
// React drops a tap or choice on a node it has not hydrated yet: it is held and done again once
// React has that node (a `__reactProps$` key) or the whole page is live (#root loses its mark).
// The names are contracts' SERVER_RENDERED_ATTRIBUTE, STORED_USER_KEY, DISMISSED_ALERTS_KEY
// (page-boot.spec.ts keeps them equal).
((boot) => {
  const root = document.getElementById('root');
  // The last tap or choice held (a later one replaces it).
  let held;

  const main = boot.getAttribute('data-main');
  const add = (tag, properties) =>
    document.head.appendChild(Object.assign(document.createElement(tag), properties));
  const start = () => {
    if (!boot.started) boot.started = add('script', { src: main });
  };

  const live = (node) =>
    !root.hasAttribute('data-server-rendered') ||
    Object.keys(node).some((key) => key.startsWith('__reactProps$'));

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
  // Prefetched only after load: in the head it competed with the page's largest picture.
  addEventListener('load', () => boot.started || add('link', { rel: 'prefetch', href: main }));
  try {
    if (localStorage.getItem('user') || sessionStorage.getItem('furnace:dismissed-alerts')) start();
  } catch {
    // Storage refused (private mode): nothing is stored there either.
  }
})(document.currentScript);
