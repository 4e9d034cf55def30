/**
 * @jest-environment node
 */
import { readStoredUser } from './session';

it('readStoredUser on the server (no window): nobody is signed in, nothing throws', () => {
  expect(typeof window).toBe('undefined');
  expect(readStoredUser()).toBeNull();
});
