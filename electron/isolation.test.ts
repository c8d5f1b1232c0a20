import { describe, expect, it } from 'vitest';
import preview from '../.config/vite.preview.mjs';
import { ISOLATION_HEADERS } from './isolation';

describe('cross-origin isolation', () => {
  it('the test and bench server (vite preview) sends the same headers as the app', () => {
    expect((preview as { preview?: { headers?: unknown } }).preview?.headers).toEqual(ISOLATION_HEADERS);
  });
});
