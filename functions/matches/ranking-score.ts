/*
 * The matches' order (docs/matching.md, Ranking): one score in 0..1 from five factors, each in
 * 0..1 with 0.5 for a factor that is unknown, weighted and summed. Pure: the inputs come from
 * matching's cell roster and the marketplace's totals.
 */

export const RANKING_WEIGHTS = {
  distance: 0.3,
  reviews: 0.25,
  availability: 0.15,
  response: 0.15,
  accuracy: 0.15,
} as const;

/** Distance at which the distance factor reaches 0 (the widest radius a company can choose). */
export const DISTANCE_SCALE_MILES = 250;
/** Median response hours that score 0.5 (faster scores more, slower less). */
export const RESPONSE_HALF_HOURS = 12;
/** Reviews of the marketplace's average added to each company's, so a few reviews move it little. */
export const REVIEW_PRIOR_COUNT = 10;
/** Completed moves at the marketplace's accuracy added to each company's. */
export const ACCURACY_PRIOR_MOVES = 5;
/** The marketplace means used while it has no reviews or completed moves. */
export const DEFAULT_REVIEW_MEAN = 4.5;
export const DEFAULT_ACCURACY_RATE = 0.8;

export interface ScoreInputs {
  /** Miles from the company's base to the move's origin; null when unknown. */
  miles: number | null;
  /** The company's available days in the part of the range still ahead, and how many days that part has. */
  freeDays: number;
  windowDays: number;
  /** The company's median response hours; null until it has answered enough requests. */
  responseHours: number | null;
  reviewCount: number;
  /** Sum of the published reviews' overall ratings (1-5). */
  reviewSum: number;
  accuracyCompleted: number;
  accuracyMatched: number;
}

export interface MarketplaceMeans {
  /** The average overall rating of every published review. */
  reviewMean: number;
  /** The share of completed moves whose final price was at most the agreed total. */
  accuracyRate: number;
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));

/** Closer is better: 1 at the origin, 0 from DISTANCE_SCALE_MILES on. */
export const distanceFactor = (miles: number | null) =>
  miles === null ? 0.5 : clamp01(1 - miles / DISTANCE_SCALE_MILES);

/** The share of the range's days the company is free on. */
export const availabilityFactor = (freeDays: number, windowDays: number) =>
  windowDays > 0 ? clamp01(freeDays / windowDays) : 0.5;

/** 1 for an instant answer, 0.5 at RESPONSE_HALF_HOURS, towards 0 as it grows. */
export const responseFactor = (hours: number | null) =>
  hours === null ? 0.5 : 1 / (1 + Math.max(0, hours) / RESPONSE_HALF_HOURS);

/**
 * The average rating shrunk toward the marketplace's (a Bayesian average with
 * REVIEW_PRIOR_COUNT reviews at the mean), then 0.5 at the mean and ±0.5 per 1 star from it.
 * 5.0 from 1 review stays near the mean; 4.8 from 40 reviews keeps most of its lead.
 */
export function reviewFactor(count: number, sum: number, mean: number): number {
  const shrunk = (REVIEW_PRIOR_COUNT * mean + sum) / (REVIEW_PRIOR_COUNT + count);
  return clamp01(0.5 + (shrunk - mean) / 2);
}

/** Price accuracy shrunk the same way toward the marketplace's rate: 0.5 at it, ±0.5 per 50 points. */
export function accuracyFactor(completed: number, matched: number, rate: number): number {
  const shrunk = (ACCURACY_PRIOR_MOVES * rate + matched) / (ACCURACY_PRIOR_MOVES + completed);
  return clamp01(0.5 + (shrunk - rate));
}

/** The weighted sum of the five factors, rounded to 6 decimals (the page cursor carries it). */
export function rankingScore(inputs: ScoreInputs, means: MarketplaceMeans): number {
  const score =
    RANKING_WEIGHTS.distance * distanceFactor(inputs.miles) +
    RANKING_WEIGHTS.reviews * reviewFactor(inputs.reviewCount, inputs.reviewSum, means.reviewMean) +
    RANKING_WEIGHTS.availability * availabilityFactor(inputs.freeDays, inputs.windowDays) +
    RANKING_WEIGHTS.response * responseFactor(inputs.responseHours) +
    RANKING_WEIGHTS.accuracy * accuracyFactor(inputs.accuracyCompleted, inputs.accuracyMatched, means.accuracyRate);
  return Math.round(score * 1e6) / 1e6;
}

/** Where a ranked company sits: by score (higher first), then name, then id. */
export interface RankPosition {
  score: number;
  name: string;
  id: string;
}

/** Sort order of the matches: negative when `a` comes first. */
export function compareRank(a: RankPosition, b: RankPosition): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.name !== b.name) return a.name < b.name ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** The marketplace means from its totals, with the defaults while it has none. */
export function marketplaceMeans(
  reviews: { count?: number; sum?: number },
  accuracy: { completed?: number; matched?: number },
): MarketplaceMeans {
  return {
    reviewMean: reviews.count ? (reviews.sum ?? 0) / reviews.count : DEFAULT_REVIEW_MEAN,
    accuracyRate: accuracy.completed ? (accuracy.matched ?? 0) / accuracy.completed : DEFAULT_ACCURACY_RATE,
  };
}
