/** Every API Jest's fake timers can fake. */
const FAKEABLE = [
  'Date',
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** `jest.useFakeTimers` faking only `faked`: every other timer API stays real. */
export function fakeOnly(
  faked: (typeof FAKEABLE)[number][],
  options: { now?: number | Date; advanceTimers?: boolean } = {},
): void {
  jest.useFakeTimers({ ...options, doNotFake: FAKEABLE.filter((name) => !faked.includes(name)) });
}
