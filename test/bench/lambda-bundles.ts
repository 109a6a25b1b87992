/**
 * Lambda bundle bench: `npx tsx test/bench/lambda-bundles.ts`.
 * Synthesizes the real app with bundling (the same esbuild options that deploy) into a temp
 * directory, then prints each route and event handler's minified bundle size against the
 * 300 KB goal, and the module init time of one handler measured in fresh node processes.
 * It prints figures and never fails on them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Asset } from 'aws-cdk-lib/aws-s3-assets';
import type { AppFunction } from '@infra/constructs/lambda-defaults';
import { REPO_ROOT } from '@infra/constructs/lambda-defaults';
import { buildApp } from '@infra/stack';

const GOAL_KB = 300;
const INIT_HANDLER = 'users/get-user';
const INIT_RUNS = 7;

interface BundleFigure {
  kind: 'route' | 'event' | 'trigger';
  handler: string;
  file: string;
  kb: number;
}

/** The staged asset directory of a function's code after synthesis. */
function bundleFileOf(fn: AppFunction, outdir: string): string {
  const asset = fn.node.findChild('Code') as Asset;
  return path.resolve(outdir, asset.assetPath, 'index.mjs');
}

/** Milliseconds to import the bundle in a fresh node, as a cold Lambda would. */
function measureInitMs(file: string): number {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(file).href)}); console.log(performance.now() - t);`;
  const output = execFileSync(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', script], {
    env: {
      PATH: process.env.PATH,
      AWS_REGION: 'us-east-1',
      LOG_LEVEL: 'INFO',
      TABLE_NAME: 'bench',
      USER_POOL_ID: 'us-east-1_bench',
      IMAGE_BUCKET: 'bench',
      EVENT_BUS_NAME: 'bench',
    },
    encoding: 'utf8',
  });
  return Number(output.trim().split('\n').pop());
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// oxlint-disable-next-line typescript/require-await -- async like every bench main: run-all awaits it and reports a rejection
export async function main(): Promise<void> {
  const outdir = mkdtempSync(path.join(os.tmpdir(), 'movematch-bundles-'));
  try {
    const started = performance.now();
    const { app, stack } = buildApp({ outdir });
    app.synth();
    console.log(`Synth with bundling: ${((performance.now() - started) / 1000).toFixed(1)} s (${outdir})\n`);

    const figures: BundleFigure[] = [
      ...[...stack.api.functions.values()].map((fn) => ({ kind: 'route' as const, fn })),
      ...[...stack.events.functions.values()].map((fn) => ({ kind: 'event' as const, fn })),
      { kind: 'trigger' as const, fn: stack.auth.customMessageFunction },
    ].map(({ kind, fn }) => {
      const file = bundleFileOf(fn, outdir);
      return { kind, handler: fn.handlerModule, file, kb: statSync(file).size / 1024 };
    });

    console.log(`Bundle sizes (minified index.mjs, @aws-sdk/* external), goal < ${GOAL_KB} KB`);
    for (const f of figures) {
      const verdict = f.kb < GOAL_KB ? 'under goal' : 'OVER goal';
      console.log(`  ${f.kind.padEnd(7)} ${f.handler.padEnd(36)} ${f.kb.toFixed(1).padStart(8)} KB  ${verdict}`);
    }
    const under = figures.filter((f) => f.kb < GOAL_KB).length;
    console.log(`  ${under}/${figures.length} under ${GOAL_KB} KB\n`);

    // The runtime provides @aws-sdk/*; here the repo's node_modules stands in for it.
    symlinkSync(path.join(REPO_ROOT, 'node_modules'), path.join(outdir, 'node_modules'), 'dir');
    const target = figures.find((f) => f.handler === INIT_HANDLER);
    if (target) {
      const runs = Array.from({ length: INIT_RUNS }, () => measureInitMs(target.file));
      console.log(
        `Module init of ${INIT_HANDLER} (fresh node ${process.version}, ${INIT_RUNS} runs, --enable-source-maps):`,
      );
      console.log(`  median ${median(runs).toFixed(1)} ms  (runs: ${runs.map((ms) => ms.toFixed(1)).join(', ')})`);
    }
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
