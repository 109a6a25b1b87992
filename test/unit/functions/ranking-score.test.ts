import { describe, expect, it } from 'vitest';
import {
  accuracyFactor,
  availabilityFactor,
  compareRank,
  distanceFactor,
  marketplaceMeans,
  rankingScore,
  responseFactor,
  reviewFactor,
  type ScoreInputs,
} from '@functions/matches/ranking-score';

const means = { reviewMean: 4.5, accuracyRate: 0.8 };
/** A company nothing is known of but its distance and days. */
const unknown: ScoreInputs = {
  miles: null,
  freeDays: 1,
  windowDays: 2,
  responseHours: null,
  reviewCount: 0,
  reviewSum: 0,
  accuracyCompleted: 0,
  accuracyMatched: 0,
};

describe('the ranking score (docs/matching.md, Ranking)', () => {
  it('scores every unknown factor 0.5, so a company with nothing known scores 0.5', () => {
    expect(distanceFactor(null)).toBe(0.5);
    expect(responseFactor(null)).toBe(0.5);
    expect(reviewFactor(0, 0, 4.2)).toBe(0.5);
    expect(accuracyFactor(0, 0, 0.7)).toBe(0.5);
    expect(rankingScore(unknown, means)).toBe(0.5);
  });

  it('prefers closer companies, down to 0 at 250 miles and beyond', () => {
    expect(distanceFactor(0)).toBe(1);
    expect(distanceFactor(125)).toBe(0.5);
    expect(distanceFactor(400)).toBe(0);
    expect(rankingScore({ ...unknown, miles: 10 }, means)).toBeGreaterThan(
      rankingScore({ ...unknown, miles: 60 }, means),
    );
  });

  it('counts the share of the range the company is free on, and faster answers', () => {
    expect(availabilityFactor(3, 6)).toBe(0.5);
    expect(availabilityFactor(6, 6)).toBe(1);
    expect(responseFactor(0)).toBe(1);
    expect(responseFactor(12)).toBe(0.5);
    expect(responseFactor(2)).toBeGreaterThan(responseFactor(24));
  });

  it('shrinks few reviews toward the marketplace mean: 4.8 from 40 beats 5.0 from 1', () => {
    const many = reviewFactor(40, 4.8 * 40, 4.5);
    const one = reviewFactor(1, 5, 4.5);
    expect(many).toBeGreaterThan(one);
    expect(one).toBeGreaterThan(0.5);
    expect(reviewFactor(20, 3 * 20, 4.5)).toBeLessThan(0.5);
  });

  it('shrinks price accuracy the same way', () => {
    expect(accuracyFactor(20, 20, 0.8)).toBeGreaterThan(accuracyFactor(1, 1, 0.8));
    expect(accuracyFactor(10, 2, 0.8)).toBeLessThan(0.5);
  });

  it("does not let a far-away 'AAA Movers' beat a nearer, better-reviewed company", () => {
    const near = rankingScore({ ...unknown, miles: 12, reviewCount: 23, reviewSum: 4.8 * 23, responseHours: 2 }, means);
    const far = rankingScore({ ...unknown, miles: 180 }, means);
    expect(near).toBeGreaterThan(far);
    const order = [
      { score: far, name: 'aaa movers', id: '1' },
      { score: near, name: 'zeta movers', id: '2' },
    ].sort(compareRank);
    expect(order.map((p) => p.name)).toEqual(['zeta movers', 'aaa movers']);
  });

  it('breaks ties by name, then id', () => {
    const positions = [
      { score: 0.5, name: 'b', id: '1' },
      { score: 0.5, name: 'a', id: '2' },
      { score: 0.5, name: 'a', id: '1' },
      { score: 0.6, name: 'z', id: '9' },
    ];
    expect([...positions].sort(compareRank).map((p) => `${p.name}${p.id}`)).toEqual(['z9', 'a1', 'a2', 'b1']);
  });

  it('takes the marketplace means from its totals, with defaults while it has none', () => {
    expect(marketplaceMeans({ count: 10, sum: 42 }, { completed: 4, matched: 3 })).toEqual({
      reviewMean: 4.2,
      accuracyRate: 0.75,
    });
    expect(marketplaceMeans({}, {})).toEqual({ reviewMean: 4.5, accuracyRate: 0.8 });
  });
});
