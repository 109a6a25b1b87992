import { inject } from 'vitest';
import type { TestStackInfo } from './stack-info';
import './stack-info';

let override: TestStackInfo | undefined;

/** Outside vitest (Playwright, benchmarks) the caller says which stack the helpers talk to. */
export function useStackInfo(info: TestStackInfo) {
  override = info;
}

export function currentStack(): TestStackInfo {
  return override ?? inject('stack');
}
