// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
import { TextDecoder, TextEncoder } from 'node:util';
import '@testing-library/jest-dom';

Object.assign(globalThis, { TextEncoder, TextDecoder });
