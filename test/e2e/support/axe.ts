import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The phone size the mobile project uses (playwright.config.ts). */
const PHONE_WIDTH = 375;
const PHONE_VIEWPORT = { width: PHONE_WIDTH, height: 812 };

export interface AxeScope {
  /** Scan only inside this selector (an open dialog, one region). */
  include?: string;
}

/** Waits until no animation runs: a half-faded text would count as low contrast. */
const animationsDone = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

/** Where the node is and, for contrast, its colours: enough to find the theme token at fault. */
export function describeAxeNode(node: { target: unknown[]; html: string; any: Array<{ data?: unknown }> }): string {
  const data = node.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined;
  const colours = data?.fgColor ? ` ${data.fgColor} on ${data.bgColor} = ${data.contrastRatio}` : '';
  return `${node.target.join(' ')}${colours} ${node.html.slice(0, 140)}`;
}

/**
 * axe run inside the page (legacy mode; it still injects into every frame). The default mode opens
 * a blank page in the context after every scan to merge the frames' results: twice the time.
 * Only violations are described node by node (`resultTypes`): the passes' nodes made a 460 kB
 * result instead of 60 kB and took a third of the scan (0.55 s of the renderer against 0.8-1.2 s
 * on /quotes), and nothing here reads them.
 */
export const axeInPage = (page: Page) =>
  new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });

async function scan(page: Page, scope: AxeScope, label: string): Promise<string[]> {
  await animationsDone(page);
  const builder = axeInPage(page);
  const { violations } = await (scope.include ? builder.include(scope.include) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${label} ${v.id}: ${v.nodes.slice(0, 8).map(describeAxeNode).join(' | ')}`);
}

/**
 * The page's serious and critical axe-core findings as it is now, at its own size and, when it
 * is wider than a phone, at 375 px too: the layout follows the width alone (no pointer or hover
 * queries), so one run of a flow checks both sizes and the mobile project need not repeat it.
 */
export async function seriousAxeFindings(page: Page, scope: AxeScope = {}): Promise<string[]> {
  const size = page.viewportSize();
  const findings = await scan(page, scope, `${size?.width ?? '?'} px`);
  if (!size || size.width <= PHONE_WIDTH) return findings;
  await page.setViewportSize(PHONE_VIEWPORT);
  try {
    findings.push(...(await scan(page, scope, `${PHONE_WIDTH} px`)));
  } finally {
    await page.setViewportSize(size);
  }
  await animationsDone(page);
  return findings;
}
