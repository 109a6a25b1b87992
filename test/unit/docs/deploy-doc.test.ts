import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { routeGroups, routeList } from '@schemas/routes';
import { scheduledJobs } from '@schemas/schedules';

/*
 * docs/deploy.md is what an operator follows; it went stale once (one scheduled job of six, 66
 * routes of 115, 8 backfill scripts of 11). These checks keep its facts tied to the code: the
 * scheduled jobs table, the route count, and the backfill table against scripts/.
 */
const rootDir = fileURLToPath(new URL('../../..', import.meta.url));
const deployDoc = readFileSync(join(rootDir, 'docs/deploy.md'), 'utf8');

/** The rows of the markdown table that follows the heading, as arrays of cells. */
function tableAfter(heading: string): string[][] {
  const start = deployDoc.indexOf(`${heading}\n`);
  expect(start, `docs/deploy.md has "${heading}"`).toBeGreaterThan(-1);
  const lines = deployDoc.slice(start).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const rows: string[][] = [];
  for (const line of lines.slice(first + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

const everyWords = (minutes: number) =>
  minutes === 24 * 60
    ? 'day'
    : minutes === 60
      ? 'hour'
      : minutes % 60 === 0
        ? `${minutes / 60} hours`
        : `${minutes} min`;

describe('docs/deploy.md stays true', () => {
  it('lists every scheduled job of schemas/schedules.ts with its handler, period and summary', () => {
    const rows = tableAfter('### Scheduled jobs');
    expect(rows).toEqual(
      scheduledJobs.map((job) => [job.id, `\`${job.handler}\``, everyWords(job.everyMinutes), job.summary]),
    );
  });

  it('counts the routes and route tables the API has', () => {
    const counted = deployDoc.match(/\((\d+) routes in (\d+) route tables\)/);
    expect(counted, 'the nested stacks table says how many routes').not.toBeNull();
    expect(Number(counted![1])).toBe(routeList.length);
    expect(Number(counted![2])).toBe(Object.keys(routeGroups).length);
  });

  it('lists every backfill script of scripts/ in the backfill table, and no script that is gone', () => {
    const documented = tableAfter('### Data backfills after an update').map(
      ([command]) => command.match(/^`npx tsx scripts\/([\w-]+\.ts)`$/)?.[1] ?? command,
    );
    const scripts = readdirSync(join(rootDir, 'scripts')).filter((file) => /^(backfill|refile)-.*\.ts$/.test(file));
    expect([...documented].sort()).toEqual(scripts.sort());
  });
});
